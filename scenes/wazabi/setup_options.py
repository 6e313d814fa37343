"""Wazabi's rule options on the shared setup screen: starting dice (2-6), teams of two
(4 or 6 players, partners opposite), play to the last (not with teams), and a
tournament of N games (a row of its own, under the rule options)."""
from __future__ import annotations

from game.wazabi.rules import DICE_CHOICES, TEAMS

from scenes.wazabi.game_config import GameConfig
from scenes.ui.text import t
from scenes.ui.widgets import Choice


TOURNAMENT_GAMES = (1, 2, 3, 4, 5, 7, 10)      # 1: a single game, no tournament


class SetupOptions:
    """Widgets in one row at `y`; `players()` is the seat count chosen now."""

    def __init__(self, config: GameConfig, y: int, players):
        on_off = lambda name: lambda v: t("option", name=t(name), value=t("on") if v else t("off"))  # noqa: E731
        dice = list(DICE_CHOICES)
        self.dice = Choice((300, y, 220, 44), dice, dice.index(config.dice) if config.dice in dice else 2,
                           label=lambda n: t("wz_option_dice", n=n), size=17)
        self.teams = Choice((530, y, 250, 44), [False, True], int(config.teams), label=on_off("wz_teams"),
                            enabled=lambda: players() in TEAMS and not self.last.value, size=17)
        self.last = Choice((790, y, 250, 44), [False, True], int(config.to_the_last),
                           label=on_off("wz_to_the_last"), enabled=lambda: not self.team_play(players()),
                           size=17)
        games = list(TOURNAMENT_GAMES)
        self.games = Choice((530, y + 52, 250, 42), games, games.index(config.games) if config.games in games else 0,
                            label=tournament_label, size=17)
        self.widgets = [self.dice, self.teams, self.last, self.games]
        self.named = {"dice": self.dice, "teams": self.teams, "to_the_last": self.last,
                      "tournament": self.games}    # remembered by these names

    def team_play(self, players: int) -> bool:
        return bool(self.teams.value) and players in TEAMS

    def config(self, seats, seed: int | None) -> GameConfig:
        teams = self.team_play(len(seats))
        return GameConfig(tuple(seats), self.dice.value, teams, bool(self.last.value) and not teams, seed,
                          games=self.games.value)


def tournament_label(games: int) -> str:
    return t("wz_tournament_off") if games == 1 else t("wz_tournament_games", n=games)
