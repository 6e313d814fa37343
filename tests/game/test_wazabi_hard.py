"""Wazabi's `hard` (game/wazabi/ai/hard.py): the worlds it deals agree with its view,
it takes a win when one is on the table, and a seed replays its choices."""
from __future__ import annotations

import random

from game.core.match import Match, Seat, player_rng
from game.registry import GAMES
from game.wazabi.ai.hard import HardPlayer
from game.wazabi.ai.worlds import unseen_cards, world
from game.wazabi.cards import DECK

WAZABI = GAMES["wazabi"]


def positions(games: int, seed: int = 0):
    """(state, seat) at every decision of random games with 2 to 6 players."""
    for g in range(games):
        rules = WAZABI.make_rules(2 + g % 5)
        match = Match(rules, [Seat(f"p{i}", "random") for i in range(rules.players)], seed + g)
        rng = random.Random(seed + g)
        while not match.state.is_over():
            state = match.state
            if state.is_chance():
                match.chance()
                continue
            for seat in state.actors():
                yield state, seat
            seat = rng.choice(state.actors())
            match.apply(seat, rng.choice(state.legal_actions(seat)))


def test_a_dealt_world_shows_the_seat_exactly_what_it_saw_and_holds_every_card():
    checked = 0
    for state, seat in positions(25):
        view = state.view(seat)
        dealt = world(view, random.Random(checked))
        assert dealt.view(seat) == view
        held = [c for h in dealt.hands for c in h] + dealt.pile + dealt.discard
        held += [dealt.in_play] if dealt.in_play else []
        held += ["skip_turn"] * sum(dealt.skips)
        assert sorted(held) == sorted(DECK)                    # the 36 cards, no more, no less
        assert len(unseen_cards(view)) == len(dealt.pile) + sum(len(h) for s, h in enumerate(dealt.hands) if s != seat)
        checked += 1
    assert checked > 500


def wins_after(state, seat, action) -> bool:
    trial = state.copy()
    trial.apply(seat, action)
    result = trial.result()
    return result is not None and seat in result.winners


def test_hard_takes_a_win_when_one_is_legal():
    found = 0
    for state, seat in positions(120, seed=100):
        legal = state.legal_actions(seat)
        if len(legal) < 2 or not any(wins_after(state, seat, a) for a in legal):
            continue
        if all(wins_after(state, seat, a) for a in legal):
            continue
        choice = HardPlayer(random.Random(found)).choose(state.view(seat))
        assert wins_after(state, seat, choice), (legal, choice)
        found += 1
        if found == 15:
            break
    assert found >= 5


def test_a_seed_replays_hard_choices():
    rules = WAZABI.make_rules(3)
    kinds = ["hard", "greedy", "hard"]
    logs = []
    for _ in range(2):
        match = Match(rules, [Seat(k, k) for k in kinds], 5)
        players = [WAZABI.players.make(k, player_rng(5, i), rules) for i, k in enumerate(kinds)]
        match.play_out(players)
        logs.append(match.log)
    assert logs[0] == logs[1] and logs[0][-1]["type"] == "win"
