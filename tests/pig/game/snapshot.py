"""Reading a saved Pig position back (the registry's `restore_state`): every field
checked, ValueError naming the first that is not a position the rules could reach."""
from __future__ import annotations

from tests.pig.game.state import BUST, DECIDE, OVER, PLAYERS, ROLL, PigState, Rules

PHASES = (DECIDE, ROLL, OVER)
MOST = 10**9          # no score, total or turn count of a real game comes near


def _int(value, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    return value


def restore(data) -> PigState:
    if not isinstance(data, dict):
        raise ValueError("a saved position is an object")
    try:
        return _restore(data)
    except KeyError as exc:
        raise ValueError(f"a saved position lacks {exc}") from None


def _restore(data: dict) -> PigState:
    rules_data = data["rules"]
    if not isinstance(rules_data, dict) or set(rules_data) != {"players", "target"}:
        raise ValueError("rules must give players and target")
    rules = Rules(**rules_data)          # checks both (ValueError)
    phase = data["phase"]
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}")
    seat = _int(data["seat"], "seat", 0, PLAYERS - 1)
    scores = data["scores"]
    if not isinstance(scores, list) or len(scores) != PLAYERS:
        raise ValueError(f"scores must be a list of {PLAYERS} scores")
    scores = [_int(s, "a score", 0, MOST) for s in scores]
    turn_total = _int(data["turn_total"], "turn_total", 0, MOST)
    if turn_total == BUST:
        raise ValueError("a turn total of 1 cannot be: a 1 loses the turn total")
    turn_number = _int(data["turn_number"], "turn_number", 1, MOST)
    winner = data["winner"]
    target = rules.target
    if phase == OVER:
        winner = _int(winner, "winner", 0, PLAYERS - 1)
        if winner != seat or scores[winner] < target or turn_total:
            raise ValueError("a finished game's winner held the last turn, reaching the target")
        if any(s >= target for i, s in enumerate(scores) if i != winner):
            raise ValueError("only the winner has reached the target")
    else:
        if winner is not None:
            raise ValueError("only a finished game has a winner")
        if max(scores) >= target:
            raise ValueError(f"a game goes on only while both scores are under the target {target}")
    state = PigState(rules)
    state.phase, state.seat, state.scores = phase, seat, scores
    state.turn_total, state.turn_number, state.winner = turn_total, turn_number, winner
    return state
