"""No seat is favoured by Wazabi's computer players (issue: ties broken by the lowest
seat number aimed four `medium` players at seat 0: it won 21% of their games, seat 3
29%). A player's choice may depend on where the others sit relative to it, never on
the seats' numbers: turning the whole table round by k seats turns its choice round
by k seats. Checked exactly, on positions from random games, and on a tie built by
hand whose answer the rule gives (the next seat in the order of play)."""
from __future__ import annotations

import math
import random

import pytest

from game.core.contract import CHANCE
from game.core.simulate import run
from game.registry import GAMES
from game.wazabi.actions import Give, Play, TakeFrom
from game.wazabi.view import FIELDS, View, _new
from tests.game.wazabi_positions import G, W, at_turn, roll

WAZABI = GAMES["wazabi"]
PER_SEAT = ("dice", "cards", "skips", "finished")


def turned(seat, k: int, n: int):
    return None if seat is None else (seat + k) % n


def turned_action(action, k: int, n: int):
    if isinstance(action, Give):
        return Give(turned(action.to, k, n))
    if isinstance(action, TakeFrom):
        return TakeFrom(turned(action.victim, k, n))
    if isinstance(action, Play):
        return Play(action.card, turned(action.target, k, n), action.direction)
    return action                  # Discard, EndTurn: no seat in them


def turned_view(view: View, k: int) -> View:
    """The same position with every seat k places further round the table."""
    n = view.rules.players
    fields = {name: getattr(view, name) for name in FIELDS}
    for name in PER_SEAT:
        old = fields[name]
        fields[name] = tuple(old[(s - k) % n] for s in range(n))
    fields["seat"] = turned(view.seat, k, n)
    fields["player"] = turned(view.player, k, n)
    fields["played"] = tuple((turned(s, k, n), card, turned(t, k, n), d) for s, card, t, d in view.played)
    fields["keepers"] = tuple((turned(s, k, n), keep) for s, keep in view.keepers)
    fields["take_from"] = tuple(turned(s, k, n) for s in view.take_from)
    fields["taken"] = tuple((turned(d, k, n), turned(v, k, n), card, plays) for d, v, card, plays in view.taken)
    fields["legal"] = tuple(turned_action(a, k, n) for a in view.legal)
    new = _new(View)
    new.__dict__.update(fields)
    return new


def positions(players: int, games: int, seed: int):
    """Every choice with more than one legal action met in random games."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = WAZABI.make_rules(players).new_state(rng)
        for _step in range(400):
            if state.is_over():
                break
            if state.is_chance():
                state.apply(CHANCE, state.chance_outcome(rng))
                continue
            seat = state.actors()[0]
            legal = state.legal_actions(seat)
            if len(legal) > 1:
                found.append(state.view(seat))
            state.apply(seat, rng.choice(legal))
    return found


@pytest.mark.parametrize("kind", ["greedy", "medium"])
def test_a_tie_goes_to_the_next_seat_in_the_order_of_play_not_to_seat_0(kind):
    # seat 2 gives a die; seats 0, 1 and 3 hold as many dice and cards: the next to play
    # after seat 2 is seat 3 going left (the way play goes at the start), seat 1 going right
    state = at_turn([["skip_turn"], ["skip_turn"], [], ["skip_turn"]], dice=[3, 3, 4, 3], player=2)
    roll(state, G, W, W, W)
    player = WAZABI.players.make(kind, random.Random(0), state.rules)
    assert player.choose(state.view(2)) == Give(3)
    state = at_turn([["skip_turn"], ["skip_turn"], [], ["skip_turn"]], dice=[3, 3, 4, 3], player=2)
    state.direction = -1
    roll(state, G, W, W, W)
    assert player.choose(state.view(2)) == Give(1)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("kind", ["greedy", "medium"])
def test_turning_the_table_round_turns_the_choice_round(kind, players):
    player = WAZABI.players.make(kind, random.Random(0), WAZABI.make_rules(players))
    views = positions(players, games=6, seed=players)
    assert len(views) > 100
    for view in views:
        chosen = player.choose(view)
        for k in range(1, players):
            assert player.choose(turned_view(view, k)) == turned_action(chosen, k, players), (view, k)


@pytest.mark.parametrize("kind", ["greedy", "medium"])
def test_four_of_a_kind_win_alike_from_every_seat(kind):
    # 4,000 seeded games (~3 s): each seat's rate within 3.29 standard errors of the fair
    # share (a 99.9% interval: a fair table fails it about once in 250 seeds). The bias
    # the issue measured (seat 1 at 21.3%, seat 4 at 28.9%) is over 5 standard errors.
    games, players = 4000, 4
    rules = WAZABI.make_rules(players)
    tally = run(WAZABI, rules, [kind] * players, games, seed=2811)
    fair = sum(tally.wins) / games / players
    error = math.sqrt(fair * (1 - fair) / games)
    rates = [w / games for w in tally.wins]
    assert all(abs(rate - fair) <= 3.29 * error for rate in rates), (rates, fair)
