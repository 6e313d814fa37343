"""Issue 26 item 5: the "Game log saved" note (E) lay over the coach's pills under the
prize cards. The note now sits in the keys line's place at the foot of the table, over
no card, pill, die, tray or coach panel. In a band there it ran onto the wooden frame and
over the keys line's ends: now its words are on the felt, and the keys line gives way."""
from __future__ import annotations

import pygame
import pytest

from scenes.eceg import layout
from scenes.ui import text
from scenes.ui.sprites.felt import RIM
from scenes.ui.text import t

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, step
from tests.scenes.test_coach_pills import coach_on


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_log_saved_note_covers_no_pill(monkeypatch, language):
    text_boxes.record(monkeypatch)
    try:
        app, table = coach_on(language, [None] * 9)
        key(app, pygame.K_e)
        step(app, 1 / 60)
        assert table.notice is not None
        boxes = text_boxes.frame(app).texts
        note = [r for r, m in boxes if m == table.notice[0]]
        assert note, [m for _r, m in boxes]
        band = note[0]                   # the words' ink
        labels = set(table.layer.coach.labels().values())
        pills = [r for r, m in boxes if m in labels]
        assert pills
        for r in pills:
            assert not band.colliderect(r.inflate(12, 2)), (band, r)
        coach = table.layer.coach
        assert not band.colliderect(coach.panel_rect()) and not band.colliderect(layout.TRAY)
        for d in table.layer.dice:
            assert not band.colliderect(pygame.Rect(0, 0, 80, 80).move(d.pos[0] - 40, d.pos[1] - 40))
        for i in range(9):
            assert not band.colliderect(table.layer.view.prize_rect(i))
        assert band.top >= layout.TRAY.bottom and band.bottom <= 720 - RIM      # on the felt, under the tray
        keys_line = t(table.layer.help_key)
        assert not any(m == keys_line for _r, m in boxes)        # the keys line gave way
        for r, m in boxes:
            assert m == table.notice[0] or not band.colliderect(r), (m, r)
    finally:
        text.set_language("en")
