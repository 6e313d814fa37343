"""YAM color's own settings (registered as its "settings" part): the Settings screen
shows them while this game is chosen, kept in its own folder (scenes/shell/settings.py).
Only game/core/option.py is imported: the defaults are read at start-up."""
from __future__ import annotations

from game.core.option import Option

# After a round's check: the table holds it until a person goes on (a key or a click),
# or goes on by itself after a moment to read it (a table of computers always does).
AFTER_CHECK = Option("yam_after_check", ("key", "auto"), "key",
                     "after the check, wait for a person's key or go on by itself",
                     label="setting_yam_after_check",
                     value_names=(("key", "yam_after_check_key"), ("auto", "yam_after_check_auto")))
SETTINGS = (AFTER_CHECK,)
