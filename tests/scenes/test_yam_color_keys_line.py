"""YAM color's keys line at the table's foot ran onto the wooden frame: 6 px at 150 % (its
size followed the width only), and the band drawn round it while a past round shows,
3 px at 100 %. It is now no taller than at 100 %, its foot at the felt's edge, and gold
instead of a band while the round shown is a past one."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell import settings
from scenes.ui import text
from scenes.ui.sprites.felt import RIM

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, step
from tests.scenes.test_yam_color_calls import table_for, until_calls_open
from tests.scenes.test_yam_color_last_round import first_round_played


@pytest.mark.parametrize("size, language", [(100, "en"), (150, "fr")])
def test_the_keys_line_lies_on_the_felt_live_and_while_the_last_round_shows(monkeypatch, size, language):
    text_boxes.record(monkeypatch)
    app, table = table_for(("human", "hard", "easy"), (), "5", 11)
    try:
        app.settings["text_size"], app.settings["language"] = size, language
        settings.apply(app, ["text_size", "language"])
        until_calls_open(app, table)
        for moment in ("live", "past"):
            if moment == "past":
                first_round_played(app, table)                # a round checked: T shows it again
                key(app, pygame.K_t)
                step(app, 1 / 60)
                assert table.table.past is not None
            frame = text_boxes.frame(app)
            shown = table.table.past.layer if moment == "past" else table
            bar = shown.bar()
            found = [r for r, m in frame.texts if m == bar]
            assert found, (moment, [m for _r, m in frame.texts])
            assert found[0].bottom <= 720 - RIM and found[0].top >= 680, (moment, found[0])
            assert not [mark for mark, what, _when in frame.marks if mark.bottom > 720 - RIM and what == "box"
                        and mark.colliderect(found[0].inflate(24, 12))], moment
    finally:
        app.settings["text_size"], app.settings["language"] = 100, "en"
        settings.apply(app, ["text_size", "language"])
        text.set_language("en")
