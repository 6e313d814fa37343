"""Wazabi's short notices (E before the end, T with nothing to show, a log saved) are
drawn where they cover no seat's panel, with 3 to 6 players (issue 26, item 5: at
PILE.y - 34 the notice lay over the top seat's panel with 3 or 4 players)."""
from __future__ import annotations

import pygame
import pytest

from scenes.ui import text
from scenes.wazabi import layout

from tests.scenes.scene_helpers import key, step
from tests.scenes.wazabi_tables import dealt_table


def drawn_where(app, before: pygame.Surface) -> list[tuple[int, int]]:
    after = app.render()
    return [(x, y) for x in range(0, 1280) for y in range(0, 720, 2)
            if after.get_at((x, y))[:3] != before.get_at((x, y))[:3]]


def obstacles(layer) -> list[pygame.Rect]:
    """What a notice must not cover: every seat's panel, the arrows of play (either way),
    the buttons, the hand's cards."""
    players = len(layer.view.rects)
    arrows = [pygame.Rect(round(x) - 24, round(y) - 24, 48, 48)
              for step_ in (1, -1) for (x, y), _ in layout.arrow_points(players, step_)]
    return [*layer.view.rects, *arrows, layout.BUTTON, layout.SECOND_BUTTON,
            pygame.Rect(layout.HAND.x, layout.HAND.y, layout.HAND.width, layout.HAND.height)]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_notice_covers_no_seat_panel(players, lang):
    layer = dealt_table(players, people=(0,), lang=lang)
    app = layer.table.app
    try:
        step(app, 8.0)                       # past the roll-off, a turn under way
        before = app.render().copy()
        key(app, pygame.K_e)                 # before the end: "the log is saved after the game"
        assert layer.table.notice is not None
        drawn = drawn_where(app, before)
        assert drawn, "no notice drawn"
        for rect in obstacles(layer):
            covered = [p for p in drawn if rect.collidepoint(p)]
            assert not covered, f"{players} players: the notice covers {rect} at {covered[:3]}"
        # a long notice too (a saved log's name, in French the longest)
        layer.table.tell(text.t("export_done", file="game-20261125-151932-seed1234567890-2.jsonl"))
        before_long = before
        drawn = drawn_where(app, before_long)
        for rect in obstacles(layer):
            assert not [p for p in drawn if rect.collidepoint(p)], f"{players} players: a long notice covers {rect}"
    finally:
        text.set_language("en")
