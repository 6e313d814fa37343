"""The empty replay list says where logs go: the data folder's path, as long as a player's
machine makes it, stays within the list's panel at every text size (issue 30's walk found a
pytest folder's path running out of it at 150 %)."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell.replay_list import PANEL_TEXT_WIDTH, ReplayListScene, elided
from scenes.ui import assets, canvas

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import make_app

PANEL = pygame.Rect(80, 30, 1120, 660)


def test_a_short_line_is_kept_whole_and_a_long_one_keeps_both_ends():
    make_app()
    assert elided("/home/ana/logs", 20, PANEL_TEXT_WIDTH) == "/home/ana/logs"
    long = "/home/" + "x" * 300 + "/easy-come-easy-go/logs"
    short = elided(long, 20, 400)
    assert "…" in short and short.startswith("/home/") and short.endswith("go/logs")
    assert assets.font(20).size(short)[0] <= 400 < assets.font(20).size(long)[0]


@pytest.mark.parametrize("text_size", [1.0, 1.5])
def test_a_long_data_folder_stays_within_the_panel(monkeypatch, tmp_path, text_size):
    deep = tmp_path / ("a-very-long-folder-name-" * 8) / "data"
    monkeypatch.setenv("ECEG_DATA_DIR", str(deep))
    text_boxes.record(monkeypatch)
    app = make_app()
    canvas.set_text_size(text_size)
    assets.clear_caches()
    try:
        app.push(ReplayListScene(app))
        drawn = text_boxes.frame(app).texts
        path_lines = [rect for rect, message in drawn if "…" in message or str(deep)[:20] in message]
        assert path_lines, drawn                     # the folder is said
        for rect, message in drawn:
            assert PANEL.contains(rect), (message, rect)
    finally:
        canvas.set_text_size(1.0)
        assets.clear_caches()
