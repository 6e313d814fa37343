"""Saved positions read back only when the rules could have reached them
(game/eceg/snapshot.py): impossible values are refused with ValueError naming the
field, and anything accepted plays on to the end without an error."""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.core.contract import CHANCE, RuleError
from game.core.match import Match, Seat, player_rng
from game.eceg.players import make_player
from game.eceg.state import GameState, Rules
from game.eceg.snapshot import restore as restore_position


def mid_game(players: int, seed: int, steps: int) -> GameState:
    match = Match(Rules(players), [Seat(f"p{i}", "greedy") for i in range(players)], seed)
    bots = [make_player("greedy", player_rng(seed, i), match.rules) for i in range(players)]
    for _ in range(steps):
        if match.state.is_over():
            break
        match.step(bots)
    return match.state


def play_on(state: GameState, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(5000):
        if state.is_over():
            return
        if state.is_chance():
            state.apply(CHANCE, state.chance_outcome(rng))
        else:
            seat = state.actors()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    pytest.fail("no end")


@pytest.mark.parametrize("change, field", [
    (lambda d: d["owners"].__setitem__(0, 7), "owner"),                 # a prize held by seat 7 of 2
    (lambda d: d.__setitem__("seat", 5), "seat"),                       # the turn at seat 5 of 2
    (lambda d: d["owners"].append(None), "owners"),                     # a tenth prize
    (lambda d: d.__setitem__("phase", "lunch"), "phase"),
    (lambda d: d.__setitem__("kept", [9]), "kept"),
    (lambda d: d.__setitem__("turn_number", 1e999), "turn_number"),
    (lambda d: d.__setitem__("seat", True), "seat"),
    (lambda d: d["rules"].__setitem__("players", 9), "players"),
    (lambda d: d.__setitem__("counts", [[0, 2]]), "counts down without holding"),
    (lambda d: d.__setitem__("winner", 1), "winner"),
    (lambda d: d.pop("rolled"), "lacks"),
])
def test_impossible_positions_are_refused_naming_the_field(change, field):
    data = json.loads(json.dumps(mid_game(2, 3, 9).snapshot()))
    assert restore_position(data) == mid_game(2, 3, 9)
    change(data)
    with pytest.raises(ValueError, match=field):
        restore_position(data)


values = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.floats(allow_nan=True),
                   st.text(max_size=3), st.lists(st.integers(-1, 7), max_size=5))


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10**6), st.integers(0, 60), st.data())
def test_any_edited_save_is_refused_or_plays_to_the_end(players, seed, steps, data):
    snap = json.loads(json.dumps(mid_game(players, seed, steps).snapshot()))
    edited = copy.deepcopy(snap)
    for _ in range(data.draw(st.integers(1, 3))):
        key = data.draw(st.sampled_from(sorted(edited)))
        if isinstance(edited[key], list) and edited[key] and data.draw(st.booleans()):
            edited[key][data.draw(st.integers(0, len(edited[key]) - 1))] = data.draw(values)
        else:
            edited[key] = data.draw(values)
    try:
        state = restore_position(edited)
    except ValueError:
        return
    assert restore_position(json.loads(json.dumps(state.snapshot()))) == state
    try:
        play_on(state, seed)
    except RuleError as error:      # the engine's own choices are legal: never
        pytest.fail(f"an accepted save broke the rules: {error}")
