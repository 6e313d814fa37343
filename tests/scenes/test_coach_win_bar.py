"""Issue 26 item 6: in colour-blind mode the coach's win bar stayed red and blue, and
said no name. It now draws the seats' colours as shown (the palette in use), each
seat's shape on its part of the bar, and each player's name beside their percent."""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Seat
from scenes.eceg import coach as coach_view
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.eceg.tutorial import ScriptedMatch
from scenes.shell import settings
from scenes.ui import text, theme

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, make_app, step, until_deciding

RED, BLUE = (214, 72, 62), (70, 130, 220)


def count(surface, colour, rect) -> int:
    return pygame.mask.from_threshold(surface.subsurface(rect), colour, (1, 1, 1, 255)).count()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("on", [True, False], ids=["palette on", "palette off"])
def test_the_win_bar_names_its_players_in_the_colours_shown(monkeypatch, language, on):
    text_boxes.record(monkeypatch)
    app = make_app("--seed", "5", "--lang", language)
    settings.change(app, "colour_blind", on)
    try:
        config = GameConfig((SeatConfig("Ana", RED), SeatConfig("Bartholomew II", BLUE)), seed=5)
        match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 5,
                              script=[(5, 5, 5, 5), (0, 0, 0, 0), (0, 2, 2, 5)])
        match.chance(), match.chance()
        table = eceg_table(app, config, match, [None, None])
        app.push(table)
        until_deciding(app, table)
        key(app, pygame.K_h)
        step(app, 1 / 60)
        surface = text_boxes.frame(app)
        panel = table.layer.coach.panel_rect()
        bar = coach_view.win_bar_rect(panel)
        for colour in (RED, BLUE):
            shown = theme.COLOUR_BLIND[colour] if on else colour
            assert count(surface, shown, bar) > 20, (colour, shown)
            if on:
                assert count(surface, colour, bar) == 0, colour
        under = [(r, m) for r, m in surface.texts if r.top >= bar.bottom and panel.contains(r)]
        words = " ".join(m for _r, m in under)
        assert "Ana" in words and ("Bartholomew" in words or "Bart" in words), words
        # the seats' shapes on the bar: dark outline pixels inside it
        assert count(surface, (20, 20, 20), bar) > 6
    finally:
        theme.use_colour_blind_palette(False)
        text.set_language("en")
