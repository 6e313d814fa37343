"""Easy Come, Easy Go on the shared setup screen: its rule options (classic dice,
hold through everyone with 4+ players) come from its spec (game/eceg/game.py); the
setup remembers them as switches under the names earlier versions gave them."""
from __future__ import annotations

from scenes.shell.setup_part import SetupPart


class SetupOptions(SetupPart):
    remembered_as = {"faces": "classic_dice", "hold": "hold_all"}
