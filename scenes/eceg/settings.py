"""Easy Come, Easy Go's own settings (registered as its "settings" part): the Settings
screen shows them while this game is chosen, and they are kept in its own folder
(scenes/shell/settings.py). Only game/core/contract.py is imported: the defaults are
read at start-up, before any rules are loaded."""
from __future__ import annotations

from game.core.option import Option

COACH_ALLOWED = Option("coach_allowed", (False, True), True, "the coach may be shown in a game with a computer",
                       label="setting_coach_allowed")
SETTINGS = (COACH_ALLOWED,)


def coach_allowed(settings: dict, match) -> bool:
    """May the coach be shown in this game? Always among people only; with a
    computer seat, only if the player allows it."""
    has_computer = any(seat.kind != "human" for seat in match.seats)
    return bool(settings.get(COACH_ALLOWED.name, COACH_ALLOWED.default)) or not has_computer
