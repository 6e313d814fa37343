"""Wazabi's `hard` (game/wazabi/ai/hard.py, a tree search over information sets:
game/wazabi/ai/ismcts.py): the worlds it deals agree with its view, it decides from
its view alone and a seed replays it, however its iterations are sliced; it takes a
win when one is on the table; turning the table round turns its choice round; its
analysis (the hint's) covers every legal action; the references `hard_flat16` and
`hard_tree_peek` are never offered to people. Budgets are small here (tens of iterations):
the benchmarks (tools/bench_ai.py --game wazabi) measure the real one."""
from __future__ import annotations

import random

import pytest

from game.core.match import Match, Seat, player_rng
from game.registry import GAMES
from game.wazabi.actions import END_TURN, Play
from game.wazabi.ai.hard import HardPlayer, hard_analysis
from collections import Counter

from game.core.contract import CHANCE
from game.wazabi.actions import TakeFrom, Unseen
from game.wazabi.ai.worlds import known_cards, unseen_cards, world
from game.wazabi.cards import DECK, DRAW_THREE, DROP_ONE, DROP_TWO, GIVE_ONE, KEEP_ONE, PASS_DICE, STEAL_CARD
from tests.game.test_wazabi_seat_symmetry import turned_action, turned_view
from tests.game.wazabi_positions import W, at_turn, roll

WAZABI = GAMES["wazabi"]
SMALL = 40          # iterations a decision in these tests


def positions(games: int, seed: int = 0, players=None):
    """(state, seat) at every decision of random games with 2 to 6 players."""
    for g in range(games):
        rules = WAZABI.make_rules(players or 2 + g % 5)
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


def choices(games: int, seed: int, players=None):
    """Decisions with more than one legal action."""
    for state, seat in positions(games, seed, players):
        if len(state.legal_actions(seat)) > 1:
            yield state, seat


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


def test_a_card_taken_from_the_seat_is_in_the_drawer_hand_in_every_world_and_nobody_else_sees_it():
    state = at_turn([[DROP_TWO, KEEP_ONE, DRAW_THREE], [STEAL_CARD, DROP_ONE, DROP_ONE], [KEEP_ONE, DROP_ONE, DROP_ONE]],
                    pile=[PASS_DICE] * 3 + [GIVE_ONE] * 3, player=1)
    roll(state, W, W, W, W)
    state.apply(1, Play(STEAL_CARD, 0))
    state.apply(1, TakeFrom(0))
    state.apply(CHANCE, Unseen(KEEP_ONE))
    assert state.hands[1] == sorted([DROP_ONE, DROP_ONE, KEEP_ONE])
    loser, bystander = state.view(0), state.view(2)
    assert loser.taken == ((1, 0, KEEP_ONE, 1),) and bystander.taken == ((1, 0, None, 1),)
    assert known_cards(loser) == {1: [KEEP_ONE]} and known_cards(bystander) == {}
    for n in range(40):
        assert KEEP_ONE in world(loser, random.Random(n), in_play_order=True).hands[1]
    # seat 2's turn: it plays keep_one on seat 1, who throws cards away: which, unknown
    assert state.player == 2
    roll(state, W, W, W, W)
    state.apply(2, Play(KEEP_ONE, 1))
    assert known_cards(state.view(0)) == {}


def test_what_a_seat_knows_of_other_hands_is_always_there():
    """At every decision of random games (steals and all), every card a seat is told it
    knows in another hand is in that hand in the full state."""
    checked = knew = 0
    for state, seat in positions(120, seed=500):
        for holder, cards in known_cards(state.view(seat)).items():
            assert not Counter(cards) - Counter(state.hands[holder]), (seat, holder, cards, state.hands[holder])
            knew += 1
        checked += 1
    assert checked > 3000 and knew > 20, (checked, knew)


def wins_after(state, seat, action) -> bool:
    trial = state.copy()
    trial.apply(seat, action)
    result = trial.result()
    return result is not None and seat in result.winners


def winning_positions(count: int):
    found = 0
    for state, seat in choices(200, seed=100):
        legal = state.legal_actions(seat)
        if any(wins_after(state, seat, a) for a in legal) and not all(wins_after(state, seat, a) for a in legal):
            yield state, seat
            found += 1
            if found == count:
                return


def test_hard_takes_a_win_when_one_is_legal():
    found = 0
    for n, (state, seat) in enumerate(winning_positions(12)):
        choice = HardPlayer(random.Random(n), iterations=SMALL).choose(state.view(seat))
        assert wins_after(state, seat, choice), (state.legal_actions(seat), choice)
        found += 1
    assert found >= 5


def test_the_same_seed_and_view_give_the_same_choice_and_the_same_search_however_sliced():
    checked = 0
    for state, seat in choices(6, seed=3):
        view = state.view(seat)
        at_once = HardPlayer(random.Random(9), iterations=SMALL).think(view)
        at_once.run(SMALL)
        sliced = HardPlayer(random.Random(9), iterations=SMALL).think(view)
        frames = 0
        while not sliced.step(3, SMALL):        # a window's slices: a few a frame
            frames += 1
        assert frames == SMALL // 3 and sliced.iterations == SMALL and sliced.step(3, SMALL)
        assert sliced.statistics() == at_once.statistics()
        assert HardPlayer(random.Random(9), iterations=SMALL).choose(view) == at_once.choice()
        checked += 1
        if checked == 25:
            break
    assert checked == 25


def test_two_states_with_the_same_view_give_the_same_choice():
    """What the seat does not see (the other hands, the pile's order) dealt anew: the
    same view, so the same choice; and the state it was asked about is untouched."""
    checked = differ = 0
    for state, seat in choices(8, seed=21):
        other = WAZABI.determinize(state, seat, random.Random(checked))
        assert other.view(seat) == state.view(seat)
        differ += other.hands != state.hands or other.pile != state.pile
        before = state.snapshot()
        first = HardPlayer(random.Random(4), iterations=SMALL).choose(state.view(seat))
        again = HardPlayer(random.Random(4), iterations=SMALL).choose(other.view(seat))
        assert first == again and first in state.legal_actions(seat)
        assert state.snapshot() == before
        checked += 1
        if checked == 20:
            break
    assert checked == 20 and differ >= 15


@pytest.mark.parametrize("players", [3, 4])
def test_turning_the_table_round_turns_hard_choice_round(players):
    """No seat number sets a choice (tests/game/test_wazabi_seat_symmetry.py's property,
    kept by the search: worlds dealt in the order of play, equal choices ordered by
    where their target sits after the chooser, never by its number)."""
    checked = 0
    for state, seat in choices(3, seed=players, players=players):
        view = state.view(seat)
        chosen = HardPlayer(random.Random(1), iterations=24).choose(view)
        for k in range(1, players):
            turned = HardPlayer(random.Random(1), iterations=24).choose(turned_view(view, k))
            assert turned == turned_action(chosen, k, players), (view, k)
        checked += 1
        if checked == 12:
            break
    assert checked == 12


def test_a_seed_replays_a_game_of_hard():
    rules = WAZABI.make_rules(3)
    kinds = ["hard", "greedy", "hard"]
    logs = []
    for _ in range(2):
        match = Match(rules, [Seat(k, k) for k in kinds], 5)
        players = [HardPlayer(player_rng(5, i), rules, iterations=12) if k == "hard" else
                   WAZABI.players.make(k, player_rng(5, i), rules) for i, k in enumerate(kinds)]
        match.play_out(players)
        logs.append(match.log)
    assert logs[0] == logs[1] and logs[0][-1]["type"] == "win"


def test_the_analysis_rates_every_legal_action_and_puts_hard_choice_first():
    # seat 0 rolled 3 wazabi with one die left: drop_one wins now, keep_one does not
    state = at_turn([[DROP_ONE, KEEP_ONE, DROP_TWO], [DROP_ONE, DROP_ONE, KEEP_ONE]], pile=DECK[:6], dice=[1, 3])
    roll(state, W)
    view = state.view(0)
    rows = hard_analysis(view, random.Random(2), iterations=60)
    assert sorted(map(repr, (a for a, _c, _v in rows))) == sorted(map(repr, view.legal))
    assert sum(v for _a, _c, v in rows) == 60
    assert all(0.0 <= chance <= 1.0 for _a, chance, _v in rows)
    best, chance, _visits = rows[0]
    assert best == Play(DROP_ONE) and chance == 1.0        # a won game is a chance of 1
    assert dict((repr(a), c) for a, c, _v in rows)[repr(END_TURN)] < 1.0
    assert HardPlayer(random.Random(2), iterations=60).choose(view) == best
    for n, (state, seat) in enumerate(choices(2, seed=8)):
        view = state.view(seat)
        rows = hard_analysis(view, random.Random(n), iterations=30)
        assert len(rows) == len(view.legal) and sum(v for _a, _c, v in rows) == 30
        assert rows[0][0] == HardPlayer(random.Random(n), iterations=30).choose(view)
        if n == 10:
            break


def test_the_references_are_never_offered_to_people_and_peek_needs_the_state():
    kinds = WAZABI.players
    assert "hard" in WAZABI.people_kinds
    for reference in ("hard_tree", "hard_flat", "hard_flat16", "hard_peek", "hard_tree_peek"):
        assert reference not in WAZABI.people_kinds and reference not in kinds.names
        assert reference not in kinds
        with pytest.raises(ValueError):
            kinds.make(reference, random.Random(0), WAZABI.make_rules(2))
    rules = WAZABI.make_rules(2)
    assert kinds.make_reference("hard_flat16", random.Random(0), rules).kind == "hard_flat16"
    assert isinstance(kinds.make_reference("hard_tree", random.Random(0), rules), HardPlayer)
    assert not isinstance(kinds.make("hard", random.Random(0), rules), HardPlayer)   # the menus': halving.py
    peek = kinds.make_reference("hard_tree_peek", random.Random(0), rules)
    state, seat = next(choices(1, seed=5, players=2))
    with pytest.raises(RuntimeError, match="true position"):
        peek.choose(state.view(seat))
    peek.watch(state)
    peek.iterations = SMALL
    assert peek.choose(state.view(seat)) in state.legal_actions(seat)
    # its worlds are the true position: every iteration starts from the state itself
    search = peek.think(state.view(seat))
    assert search.deal().snapshot() == state.snapshot()
