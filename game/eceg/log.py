"""Easy Come, Easy Go's game log (shared/spec/game-log.md): the fields of each line,
the rules a start line records, and the action each line records."""
from __future__ import annotations

from game.core.contract import CHANCE
from game.eceg.actions import Roll, SetAside, Take
from game.eceg.state import Rules

FIELDS = {
    "start": ("format", "seed", "faces", "hold", "players"),   # `game` may be absent (this game)
    "first_roll": ("player", "dice"),
    "turn": ("player",),
    "roll": ("player", "kept", "dice", "claimable"),
    "claim": ("player", "prize", "from"),
    "set_aside": ("player", "dice"),
    "turn_end": ("player", "prize"),
    "win": ("player",),
}
UNORDERED = frozenset({"claimable"})
START_TYPES = {"faces": (str,), "hold": (str,)}     # their values: the rules' to check


def rules_of(start: dict) -> Rules:
    return Rules(players=len(start["players"]), faces=start["faces"], hold=start["hold"])


def action_of(event: dict):
    """(seat, action) a log line records: CHANCE's throw or a player's decision; None
    for the lines the engine writes by itself."""
    kind = event["type"]
    if kind in ("first_roll", "roll"):
        return CHANCE, Roll(tuple(event["dice"]))
    if kind == "claim":
        return event["player"], Take(event["prize"])
    if kind == "set_aside":
        return event["player"], SetAside(tuple(event["dice"]))
    return None


def previous_turn(events: list[dict]) -> tuple[int, int] | None:
    """(index of its `turn` line, index of the next `turn` line) of the last finished turn
    of a game in progress: the turn before the one being played. None before the
    second turn has begun."""
    turns = [i for i, e in enumerate(events) if e["type"] == "turn"]
    if len(turns) < 2:
        return None
    return turns[-2], turns[-1]
