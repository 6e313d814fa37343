"""Pig over random legal play (hypothesis): every game ends, the invariants hold after
every action, the log reads back by its format and replays to the identical state."""
from __future__ import annotations

import io
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.log import position_at, read_events, replay, split_games, write_events
from game.core.match import Match, Seat, player_rng
from tests.pig.game.game import GAME
from tests.pig.game.state import TARGETS

LONGEST = 100_000      # actions: far beyond any game (random play needs a few hundred)

kinds = st.lists(st.sampled_from(GAME.players.names), min_size=2, max_size=2)


def play_checked(target: int, seed: int, seat_kinds: list[str]) -> Match:
    """One game through Match.step, the invariants checked after every action."""
    rules = GAME.make_rules(2, target=target)
    match = Match(rules, [Seat(f"p{i}", k) for i, k in enumerate(seat_kinds)], seed)
    players = [GAME.players.make(k, player_rng(seed, i), rules) for i, k in enumerate(seat_kinds)]
    state = match.state
    rolled = 0             # this turn's faces, added up here from the lines
    for _ in range(LONGEST):
        if state.is_over():
            break
        scores_before, seat_before = list(state.scores), state.seat
        events = match.step(players)
        for event in events:
            if event["type"] == "roll" and event["value"] != 1:
                rolled += event["value"]
            elif event["type"] in ("bust", "hold"):
                assert event.get("lost", event.get("total")) == rolled
                rolled = 0
        assert state.turn_total == rolled
        changed = [s for s in range(2) if state.scores[s] != scores_before[s]]
        assert changed in ([], [seat_before]), "only the player whose turn it was scores"
        assert all(a <= b for a, b in zip(scores_before, state.scores)), "a score never drops"
        if not state.is_over():
            assert max(state.scores) < target, "a score at the target ends the game"
    else:
        raise AssertionError("the game did not end")
    return match


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(TARGETS), st.integers(0, 2**32 - 1), kinds)
def test_random_legal_play_ends_keeps_the_invariants_and_the_log_replays(target, seed, seat_kinds):
    match = play_checked(target, seed, seat_kinds)
    log, state = match.log, match.state
    winner = state.result().winners[0]
    assert state.result().places == tuple(1 if s == winner else 2 for s in range(2))
    # the scores, recounted from the log's holds alone
    holds = [e for e in log if e["type"] == "hold"]
    assert [sum(h["total"] for h in holds if h["player"] == s) for s in range(2)] == state.scores
    last = holds[-1]
    assert last["player"] == winner and log[-1] == {"type": "win", "player": winner}
    assert last["score"] - last["total"] < target <= last["score"], "the win is the hold that crossed the target"
    assert state.scores[1 - winner] < target
    assert state.turn_number == 1 + sum(e["type"] == "turn" for e in log)
    assert all(set(e) == {"type", *GAME.log_fields[e["type"]]} for e in log[1:])
    # written as JSON Lines, read back and replayed: the identical state
    out = io.StringIO()
    write_events(log, out)
    [numbered] = split_games(read_events(out.getvalue().splitlines()))
    assert replay(GAME, numbered).state.snapshot() == state.snapshot()
    assert position_at(GAME, log, len(log)).state == state


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(TARGETS), st.integers(0, 2**32 - 1), kinds, st.integers(0, 10**6))
def test_a_game_saved_anywhere_resumes_to_the_same_end(target, seed, seat_kinds, cut):
    whole = play_checked(target, seed, seat_kinds)
    rules = whole.rules
    part = Match(rules, whole.seats, seed)
    players = [GAME.players.make(k, player_rng(seed, i), rules) for i, k in enumerate(seat_kinds)]
    for _ in range(cut % (len(whole.log) + 1)):        # a prefix of the actions, chance included
        if part.state.is_over():
            break
        part.step(players)
    resumed = Match.restore(json.loads(json.dumps(part.snapshot())), GAME)
    assert resumed.state == part.state and resumed.log == part.log
    # both go on with players made afresh from the same seeds: the same actions, chance
    # from each match's own (restored) source, so the same end
    for match in (part, resumed):
        match.play_out([GAME.players.make(k, player_rng(seed, i), rules) for i, k in enumerate(seat_kinds)])
    assert resumed.log == part.log and resumed.state == part.state
    assert replay(GAME, resumed.log).state == resumed.state
