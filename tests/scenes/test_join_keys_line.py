"""Join a game's keys line ("Tab: next · Enter: join · Esc: back") lay on the wooden frame
at every size (its foot at 714; the felt ends at 710), and at 150 % in French it reached the
buttons above it. Found by a scan of every line of text the screens draw."""
from __future__ import annotations

import pytest

from scenes.app import open_scenes
from scenes.shell import settings
from scenes.ui import text
from scenes.ui.sprites.felt import RIM

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import make_app


@pytest.mark.parametrize("size, language", [(100, "en"), (150, "fr"), (150, "en")])
def test_the_keys_line_lies_on_the_felt_under_the_buttons(monkeypatch, size, language):
    text_boxes.record(monkeypatch)
    app = make_app()
    open_scenes(app)
    try:
        app.settings["text_size"], app.settings["language"] = size, language
        settings.apply(app, ["text_size", "language"])
        join = app.open("join")
        app.update(1 / 60)
        frame = text_boxes.frame(app)
        words = " ".join(join.keys_line().split())          # (wrapped: its spaces as single ones)
        found = [r for r, m in frame.texts if m == words]
        assert found, ([m for _r, m in frame.texts], join.keys_line())
        ink = found[0]
        assert ink.bottom <= 720 - RIM, ink
        for button in (join.back, join.connect_button):
            assert ink.top >= button.rect.bottom + 4 or not ink.colliderect(button.rect.inflate(0, 8)), \
                (ink, button.rect)
    finally:
        app.settings["text_size"], app.settings["language"] = 100, "en"
        settings.apply(app, ["text_size", "language"])
        text.set_language("en")
