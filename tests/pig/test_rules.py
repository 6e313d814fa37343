"""Pig's rules (tests/pig/game/state.py), checked from hand-built positions against
a second reading of the rules written here: every legal action of every small
position, every face of the die, the 1 that loses the turn total, the hold, the target."""
from __future__ import annotations

import itertools
import json
import random

import pytest

from game.core.contract import CHANCE, RuleError
from tests.pig.game import log
from tests.pig.game.game import GAME
from tests.pig.game.players import HoldAtPlayer, RandomPlayer
from tests.pig.game.snapshot import restore
from tests.pig.game.state import HOLD_ACTION as HOLD, ROLL_ACTION as ROLL, Die, Rules

TARGET = 20


def position(seat=0, scores=(0, 0), turn_total=0, phase="decide", target=TARGET, turn_number=1, winner=None):
    return restore({"rules": {"players": 2, "target": target}, "phase": phase, "seat": seat,
                    "scores": list(scores), "turn_total": turn_total, "turn_number": turn_number,
                    "winner": winner})


def reference(snap: dict, action, face: int | None = None) -> tuple[list[dict], dict]:
    """The rules read again: the lines and the position after `action` (a roll showing
    `face`, or a hold) from `snap`, a position where `snap["seat"]` decides."""
    seat, other = snap["seat"], 1 - snap["seat"]
    scores, total = list(snap["scores"]), snap["turn_total"]
    after = dict(snap, scores=scores)
    if action == "roll" and face == 1:
        lines = [{"type": "roll", "player": seat, "value": 1}, {"type": "bust", "player": seat, "lost": total},
                 {"type": "turn", "player": other}]
        after.update(seat=other, turn_total=0, turn_number=snap["turn_number"] + 1)
    elif action == "roll":
        lines = [{"type": "roll", "player": seat, "value": face}]
        after.update(turn_total=total + face)
    else:
        scores[seat] += total
        lines = [{"type": "hold", "player": seat, "total": total, "score": scores[seat]}]
        if scores[seat] >= snap["rules"]["target"]:
            lines.append({"type": "win", "player": seat})
            after.update(phase="over", turn_total=0, winner=seat)
        else:
            lines.append({"type": "turn", "player": other})
            after.update(seat=other, turn_total=0, turn_number=snap["turn_number"] + 1)
    return lines, after


# Every position of a target-20 game the acting seat can be in, against a few scores
# of the other seat (its score only matters as data carried along).
TURN_TOTALS = [0, *range(2, 26), 33, 57]     # a turn total may pass the target
POSITIONS = [dict(seat=seat, scores=(own, other) if seat == 0 else (other, own), turn_total=total)
             for seat, own, other, total in itertools.product((0, 1), range(TARGET), (0, 7, TARGET - 1), TURN_TOTALS)]


def test_every_legal_action_of_every_small_position_does_what_the_rules_say():
    applied = 0
    for where in POSITIONS:
        state = position(**where)
        seat = where["seat"]
        snap = state.snapshot()
        assert state.actors() == (seat,) and not state.is_chance() and state.result() is None
        assert state.legal_actions(1 - seat) == [] and state.legal_actions(CHANCE) == []
        assert state.legal_actions(seat) == ([ROLL, HOLD] if where["turn_total"] else [ROLL])
        for action in state.legal_actions(seat):
            if action == HOLD:
                after = state.copy()
                lines, want = reference(snap, "hold")
                assert after.apply(seat, HOLD) == lines
                assert after.snapshot() == want
                applied += 1
                continue
            for face in range(1, 7):
                after = state.copy()
                assert after.apply(seat, ROLL) == []          # written with its face
                assert after.is_chance() and after.actors() == () and after.legal_actions(seat) == []
                lines, want = reference(snap, "roll", face)
                assert after.apply(CHANCE, Die(face)) == lines
                assert after.snapshot() == want
                applied += 1
    assert applied == len(POSITIONS) * 6 + sum(1 for p in POSITIONS if p["turn_total"])


CANDIDATES = [ROLL, HOLD, *(Die(v) for v in range(0, 8)), Die(True), Die(3.0), Die("4"), "roll", None]


@pytest.mark.parametrize("phase_seat", ["decide", "roll"])
def test_anything_not_legal_raises_a_rule_error_and_changes_nothing(phase_seat):
    refused = 0
    for where in POSITIONS[::7]:
        state = position(**where, phase=phase_seat)
        before = json.dumps(state.snapshot())
        for seat, action in itertools.product((CHANCE, 0, 1, 2), CANDIDATES):
            legal = (state.legal_actions(seat) if seat != CHANCE
                     else [Die(v) for v in range(1, 7)] if state.is_chance() else [])
            if action in legal and type(getattr(action, "value", 0)) is int:
                continue
            with pytest.raises(RuleError) as error:
                state.apply(seat, action)
            assert len(str(error.value)) > 10, "the error names the rule"
            assert json.dumps(state.snapshot()) == before
            refused += 1
    assert refused > 1000


@pytest.mark.parametrize("where, seat, action, words", [
    (dict(turn_total=0), 0, HOLD, "nothing to hold"),
    (dict(turn_total=6), 1, ROLL, "seat 0's turn"),
    (dict(turn_total=6), 0, Die(4), "thrown by chance"),
    (dict(turn_total=6), CHANCE, Die(4), "not chosen to roll"),
    (dict(turn_total=6, phase="roll"), 0, HOLD, "must land first"),
    (dict(turn_total=6, phase="roll"), CHANCE, ROLL, "chance throws the die"),
    (dict(turn_total=6, phase="roll"), CHANCE, Die(7), "1 to 6"),
    (dict(scores=(TARGET + 3, 4), phase="over", winner=0), 0, ROLL, "game is over"),
    (dict(scores=(TARGET + 3, 4), phase="over", winner=0), CHANCE, Die(2), "game is over"),
])
def test_each_refusal_names_its_rule(where, seat, action, words):
    state = position(**where)
    with pytest.raises(RuleError, match=words):
        state.apply(seat, action)


def play(state, *steps) -> list[dict]:
    """A script: a number is a roll showing it, "hold" a hold, by whoever's turn it is."""
    lines = []
    for step in steps:
        if step == "hold":
            lines += state.apply(state.seat, HOLD)
        else:
            lines += state.apply(state.seat, ROLL) + state.apply(CHANCE, Die(step))
    return lines


def test_a_one_loses_the_whole_turn_total_but_not_the_score():
    state = position(seat=1, scores=(5, 12), turn_number=4)
    lines = play(state, 6, 5, 4, 1)
    assert lines[-2:] == [{"type": "bust", "player": 1, "lost": 15}, {"type": "turn", "player": 0}]
    assert state.scores == [5, 12] and state.turn_total == 0 and state.seat == 0 and state.turn_number == 5
    assert play(state, 1) == [{"type": "roll", "player": 0, "value": 1}, {"type": "bust", "player": 0, "lost": 0},
                              {"type": "turn", "player": 1}]


def test_a_hold_banks_the_turn_total_and_passes_the_die():
    state = Rules(target=30).new_state(random.Random(0))
    assert play(state, 3, 6, "hold") == [
        {"type": "roll", "player": 0, "value": 3}, {"type": "roll", "player": 0, "value": 6},
        {"type": "hold", "player": 0, "total": 9, "score": 9}, {"type": "turn", "player": 1}]
    assert state.scores == [9, 0] and state.seat == 1 and state.legal_actions(1) == [ROLL]


def test_the_first_to_hold_the_target_wins_and_may_pass_it():
    exactly = position(scores=(TARGET - 6, 0), turn_total=0)
    assert play(exactly, 6, "hold")[-1] == {"type": "win", "player": 0}
    assert exactly.result().places == (1, 2) and exactly.result().winners == (0,)
    assert exactly.is_over() and exactly.actors() == () and exactly.legal_actions(0) == []
    beyond = position(seat=1, scores=(TARGET - 1, TARGET - 2))
    assert play(beyond, 6, 6, "hold")[-2:] == [{"type": "hold", "player": 1, "total": 12, "score": TARGET + 10},
                                               {"type": "win", "player": 1}]
    assert beyond.result().winners == (1,)
    short = position(scores=(TARGET - 7, 0))
    assert play(short, 6, "hold")[-1] == {"type": "turn", "player": 1} and short.result() is None
    # a turn total past the target counts only once held: a 1 still loses it all
    rolled_past = position(scores=(TARGET - 2, 0))
    play(rolled_past, 6, 6, 1)
    assert rolled_past.scores == [TARGET - 2, 0] and not rolled_past.is_over()


@pytest.mark.parametrize("target", [20, 30, 50])
def test_the_target_option_is_the_rules_and_the_start_line(target):
    rules = GAME.make_rules(2, target=target)
    assert rules.target == target and rules.new_state(random.Random(1)).start_fields() == {"target": target}
    assert log.rules_of({"players": [{}, {}], "target": target}) == rules
    assert GAME.option_defaults() == {"target": 30}


@pytest.mark.parametrize("players, target", [(1, 30), (3, 30), (2, 25), (2, "30"), (2, 30.0), (2, True)])
def test_rules_refuse_what_pig_is_not(players, target):
    with pytest.raises(ValueError):
        GAME.make_rules(players, target=target)


def test_chance_throws_every_face_from_the_random_source_only():
    state = position(phase="roll", turn_total=4)
    faces = [state.chance_outcome(random.Random(seed)).value for seed in range(300)]
    assert set(faces) == {1, 2, 3, 4, 5, 6}
    assert faces == [position(phase="roll").chance_outcome(random.Random(seed)).value for seed in range(300)]


@pytest.mark.parametrize("change, words", [
    (dict(phase="think"), "phase"),
    (dict(seat=2), "seat"),
    (dict(scores=[3]), "scores"),
    (dict(scores=[3, -1]), "score"),
    (dict(turn_total=1), "turn total of 1"),
    (dict(turn_number=0), "turn_number"),
    (dict(scores=[TARGET, 0]), "under the target"),
    (dict(winner=0), "only a finished game"),
    (dict(phase="over", winner=0, turn_total=0), "reaching the target"),     # its score is 4
    (dict(phase="over", winner=0, scores=[TARGET, 0]), "held the last turn"),  # a turn total left
    (dict(phase="over", winner=1, seat=1, turn_total=0, scores=[TARGET, TARGET]), "only the winner"),
    (dict(rules={"players": 2, "target": 40}), "target"),
    (dict(rules={"players": 2}), "rules"),
])
def test_a_saved_position_the_rules_cannot_reach_is_refused(change, words):
    snap = position(scores=(4, 9), turn_total=6).snapshot()
    snap.update(change)
    with pytest.raises(ValueError, match=words):
        restore(json.loads(json.dumps(snap)))


@pytest.mark.parametrize("field", ["rules", "phase", "seat", "scores", "turn_total", "turn_number", "winner"])
def test_a_saved_position_lacking_a_field_is_refused(field):
    snap = position(scores=(4, 9), turn_total=6).snapshot()
    del snap[field]
    with pytest.raises(ValueError, match="lacks"):
        restore(snap)


def test_the_easy_player_holds_at_20_or_when_holding_wins():
    easy = HoldAtPlayer(random.Random(0))
    assert easy.choose(position(turn_total=0)) == ROLL
    assert easy.choose(position(turn_total=18)) == ROLL
    assert easy.choose(position(turn_total=19, scores=(0, 19))) == ROLL
    assert easy.choose(position(turn_total=20, target=30)) == HOLD
    assert easy.choose(position(turn_total=4, scores=(16, 0))) == HOLD      # 16 + 4 reaches 20
    assert easy.choose(position(seat=1, turn_total=3, scores=(16, 16))) == ROLL


def test_the_random_player_picks_among_the_legal_actions_only():
    player = RandomPlayer(random.Random(2))
    assert {player.choose(position(turn_total=0)) for _ in range(50)} == {ROLL}
    assert {player.choose(position(turn_total=5)) for _ in range(50)} == {ROLL, HOLD}


def test_each_line_has_the_fields_the_log_format_gives_and_records_its_actions():
    state = position(scores=(TARGET - 5, 3))
    lines = play(state, 1) + play(state, 4, "hold") + play(state, 5, "hold")
    assert [e["type"] for e in lines] == ["roll", "bust", "turn", "roll", "hold", "turn", "roll", "hold", "win"]
    for line in lines:
        assert set(line) == {"type", *log.FIELDS[line["type"]]}
    assert log.action_of(lines[0]) == [(0, ROLL), (CHANCE, Die(1))]
    assert log.action_of(lines[4]) == (1, HOLD)
    assert [log.action_of(lines[i]) for i in (1, 2, 5, 8)] == [None] * 4
