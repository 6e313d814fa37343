"""The parts of the shared screens that show Pig's own figures: a seat's score on the
results ("holdings"), why the game was won ("win reason"), and two columns of the
statistics screen (busts, points lost to them)."""
from __future__ import annotations

import pygame

from scenes.ui import assets, theme
from scenes.ui.text import t


def draw_holdings(surface: pygame.Surface, state, seat: int, topleft) -> None:
    x, y = topleft
    words = assets.text(t("pig_points", score=state.scores[seat]), 24, theme.CREAM, "bold")
    surface.blit(words, words.get_rect(midleft=(x, y + 28)))


def win_reason(match, config) -> str:
    state = match.state
    return t("pig_why", name=config.seats[state.winner].name, target=state.rules.target)


# (heading message id, x, alignment, the cell's text from a player's statistics)
COLUMNS = (("pig_stats_busts", 800, "right", lambda s: str(s.count("busts"))),
           ("pig_stats_lost", 960, "right", lambda s: str(s.count("lost"))))
