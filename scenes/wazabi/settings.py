"""Wazabi's own settings (registered as its "settings" part): the Settings screen shows
them while this game is chosen, and they are kept in its own folder
(scenes/shell/settings.py). Only game/core/option.py is imported: the defaults are
read at start-up, before any rules are loaded. The pattern is Easy Come, Easy Go's
coach setting (scenes/eceg/settings.py)."""
from __future__ import annotations

from game.core.option import Option

HINT_ALLOWED = Option("hint_allowed", (False, True), True, "the hint (H) may be shown in a game with a computer",
                      label="wz_setting_hint_allowed")
SETTINGS = (HINT_ALLOWED,)


def hint_allowed(settings: dict, config) -> bool:
    """May the hint be shown in this game? Always among people only (at this screen or
    at other computers); with a computer seat, only if the player allows it."""
    has_computer = any(not (seat.is_human or seat.is_remote) for seat in config.seats)
    return bool(settings.get(HINT_ALLOWED.name, HINT_ALLOWED.default)) or not has_computer
