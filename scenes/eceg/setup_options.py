"""Easy Come, Easy Go's rule options on the shared setup screen (classic dice, hold
through everyone with 4+ players), and the config the setup's seats become."""
from __future__ import annotations

from game.eceg.state import ALL_OTHERS, NEXT_TWO

from scenes.eceg.game_config import GameConfig
from scenes.ui.text import t
from scenes.ui.widgets import Choice


class SetupOptions:
    """Widgets in one row at `y`; `players()` is the seat count chosen now."""

    def __init__(self, config: GameConfig, y: int, players):
        on_off = lambda name: lambda v: t("option", name=t(name), value=t("on") if v else t("off"))  # noqa: E731
        self.classic = Choice((300, y, 300, 44), [False, True], int(config.faces == "1-6"),
                              label=on_off("classic_dice"), size=17)
        self.hold_all = Choice((620, y, 420, 44), [False, True], int(config.hold == ALL_OTHERS),
                               label=on_off("hold_all"), enabled=lambda: players() >= 4, size=17)
        self.widgets = [self.classic, self.hold_all]
        self.named = {"classic_dice": self.classic, "hold_all": self.hold_all}    # remembered by these names

    def config(self, seats, seed: int | None) -> GameConfig:
        hold = ALL_OTHERS if self.hold_all.value and len(seats) >= 4 else NEXT_TWO
        return GameConfig(tuple(seats), "1-6" if self.classic.value else "0-5", hold, seed)
