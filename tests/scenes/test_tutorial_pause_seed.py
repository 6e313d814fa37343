"""Issue 26 item 6: the tutorial's pause offered "Game seed N: type it in the setup to
replay this game", but a lesson's dice are set, not drawn from the seed: that seed
replays nothing of it. The pause of a prepared game offers no seed; it says what does
replay it (the saved log), as the results screen does."""
from __future__ import annotations

import pygame
import pytest

from scenes.eceg import tutorial
from scenes.shell.title import TitleScene
from scenes.ui import text

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, make_app, step
from tests.scenes.test_tutorial import focus_title_button


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_tutorials_pause_offers_no_seed(monkeypatch, language):
    text_boxes.record(monkeypatch)
    app = make_app("--seed", "11", "--lang", language)
    try:
        app.push(TitleScene(app))
        focus_title_button(app, "tutorial")
        lesson = app.stack[-1]
        assert isinstance(lesson.layer, tutorial.LessonTable)
        key(app, pygame.K_RETURN)                  # the introduction card
        step(app, 0.5)
        key(app, pygame.K_ESCAPE)
        step(app, 1 / 60)
        assert app.stack[-1] is not lesson        # paused
        lines = [m for _r, m in text_boxes.frame(app).texts]
        seed = str(lesson.match.seed)
        offered = [m for m in lines if seed in m]
        assert not offered, offered
        # said in the pause's box, wrapped to its width (the French takes two lines)
        assert text.t("seed_line_scripted") in " ".join(lines), lines
    finally:
        text.set_language("en")
