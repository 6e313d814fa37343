"""YAM color's game log (shared/spec/game-log-yam-color.md): the fields of each line,
the rules a start line records, and the action each line records."""
from __future__ import annotations

from game.core.contract import CHANCE
from game.yam_color.actions import Call, EndCalls, Throw
from game.yam_color.state import Rules

FIELDS = {
    "start": ("game", "format", "seed", "players", "call_time", "playoff", "pile"),
    "throw": ("player", "dice", "card", "playoff"),
    "call": ("player", "count", "time"),
    "fine": ("player", "card"),
    "take": ("player", "card"),
    "unclaimed": ("card",),
    "end": ("scores", "winners"),
}


START_TYPES = {"call_time": (type(None), int, float), "playoff": (bool,), "pile": (list,)}   # values: the rules'


def rules_of(start: dict) -> Rules:
    return Rules(players=len(start["players"]), call_time=start["call_time"], playoff=start["playoff"])


def action_of(event: dict):
    """(seat, action) a log line records. The check's lines (fine, take, unclaimed)
    that open a check record the end of the call time: when every caller has called,
    the last call wrote them and they are never asked about."""
    kind = event["type"]
    if kind == "throw":
        return CHANCE, Throw(tuple(event["dice"]), event["card"])
    if kind == "call":
        return event["player"], Call(event["count"], event["time"])
    if kind in ("fine", "take", "unclaimed"):
        return CHANCE, EndCalls()
    return None


def previous_turn(events: list[dict]) -> tuple[int, int] | None:
    """(index of its throw line, index just after its check) of the last round whose
    check is in the log: the round the table's T shows again. A check ends with its
    one take or unclaimed line (a game's end line after it is not the round's). None
    before the first check."""
    last = next((i for i in range(len(events) - 1, 0, -1) if events[i]["type"] in ("take", "unclaimed")), None)
    if last is None:
        return None
    throw = next(i for i in range(last - 1, 0, -1) if events[i]["type"] == "throw")
    return throw, last + 1
