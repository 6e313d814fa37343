"""Wazabi on the shared setup screen: its rule options (starting dice, teams, to the
last) come from its spec (game/wazabi/game.py); a tournament of N games is its own
choice, in a row under them."""
from __future__ import annotations

import pygame

from scenes.shell.setup_part import SetupPart
from scenes.ui.text import t
from scenes.ui.widgets import Choice

TOURNAMENT_GAMES = (1, 2, 3, 4, 5, 7, 10)      # 1: a single game, no tournament
TOURNAMENT_W, TOURNAMENT_H = 250, 42


class SetupOptions(SetupPart):
    def __init__(self, config, area: pygame.Rect, players, kinds, names=None):
        super().__init__(config, area, players, kinds, names)
        games = list(TOURNAMENT_GAMES)
        rect = (area.centerx - TOURNAMENT_W // 2, area.y + 52, TOURNAMENT_W, TOURNAMENT_H)
        self.games = Choice(rect, games, games.index(config.games) if config.games in games else 0,
                            label=tournament_label, size=17)

    def widgets(self) -> list:
        return [self.games]

    def named(self) -> dict:
        return {"tournament": self.games}

    def config_fields(self, seats) -> dict:
        return {"games": self.games.value}


def tournament_label(games: int) -> str:
    return t("wz_tournament_off") if games == 1 else t("wz_tournament_games", n=games)
