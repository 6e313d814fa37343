"""The words counting a seat's skip_turn cards ("skips 1 turn") lie above the cards for a
seat in the upper half of the table: for the top seat at 4 and 6 players that was on the
wooden frame at 150 % (its top at 0, found by a scan of every line drawn over whole demo
games). They now go under the cards when above would leave the felt."""
from __future__ import annotations

import pytest

from scenes.shell import settings
from scenes.ui import text
from scenes.ui.sprites.felt import RIM
from scenes.ui.text import counted
from scenes.wazabi import layout

from tests.scenes import text_boxes
from tests.scenes.wazabi_tables import table_at

FELT = (RIM, RIM, 1280 - 2 * RIM, 720 - 2 * RIM)


@pytest.mark.parametrize("players, top_seat", [(4, 2), (6, 3)])
@pytest.mark.parametrize("size, language", [(100, "en"), (150, "fr")])
def test_every_seats_skip_words_lie_on_the_felt_over_no_other_words(monkeypatch, players, top_seat, size, language):
    text_boxes.record(monkeypatch)
    table = table_at([["drop_one"]] * players, pile=["keep_one"] * 6, lang=language)
    app = table.app
    try:
        app.settings["text_size"] = size
        settings.apply(app, ["text_size"])
        for seat in range(1, players):
            table.shown.skips[seat] = 1 + seat % 3          # every other seat has cards lying before it
        frame = text_boxes.frame(app)
        for seat in range(1, players):
            words = counted("wz_skips", table.shown.skips[seat])
            boxes = [r for r, m in frame.texts if m == words]
            assert boxes, (seat, words)
            for box in boxes:
                assert box.colliderect(FELT) and box.clip(FELT) == box, (seat, box)
        assert layout.seat_rects(players)[top_seat].top < 2 * RIM       # (the top seat is the one at the top)
        crossing = [pair for pair in text_boxes.overlaps(frame) if any("skip" in m or "passe" in m for m in pair)]
        assert crossing == [], crossing
    finally:
        app.settings["text_size"] = 100
        settings.apply(app, ["text_size"])
        text.set_language("en")
