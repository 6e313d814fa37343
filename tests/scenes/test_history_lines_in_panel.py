"""The history panel's lines stay inside the panel, clear of its scroll bar, at every text
size. A sentence's next lines were indented after being wrapped to the panel's whole width:
at 150 % in French they ran over the scroll bar to the panel's edge."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell import settings
from scenes.ui.history_panel import HistoryPanel
from tests.scenes import text_boxes
from tests.scenes.scene_helpers import make_app

LONG = ("Bérénice-Alexa lance 4 5 2 3 pour savoir qui commence, garde 2 3, relance 1 0 "
        "et prend BRELAN et tous les dés IMPAIRS à Christophe-Ema")    # names as long as the setup takes (14)


@pytest.mark.parametrize("size", [100, 150])
def test_every_wrapped_line_lies_inside_the_panel_and_clear_of_its_scroll_bar(monkeypatch, size):
    text_boxes.record(monkeypatch)
    app = make_app("--lang", "fr")
    app.settings["text_size"] = size
    settings.apply(app, ["text_size"])
    try:
        rect = pygame.Rect(10, 10, 250, 700)
        log = [{"n": k} for k in range(40)]                   # enough lines for the scroll bar
        panel = HistoryPanel(rect, lambda: log, lambda: False, lambda lines: [(LONG, line["n"] % 2 == 0) for line in lines])
        frame = text_boxes.Tracked((1280, 720))
        panel.draw(frame)
        words = [(r, m) for r, m in frame.texts if m.strip() and not m.startswith(("Historique", "L "))]
        assert len(words) > 10
        bar_left = rect.right - 10                            # the scroll bar (drawn: the lines outnumber the rows)
        for ink, line in words:
            assert rect.x < ink.x and ink.right <= bar_left - 2, (line, ink, bar_left)
    finally:
        app.settings["text_size"] = 100
        settings.apply(app, ["text_size"])
