"""A saved log's row in the list of saved logs stays within its row, whatever its names.
Six long names at 150 % made a row wider than the panel: it was shrunk to its smallest size
and drawn on, past the panel and onto the table's wooden frame (found by tools/felt_scan.py,
whose people had saved logs with E). Its end is left out now ("…"), its file and game first."""
from __future__ import annotations

import pygame
import pytest

from game.core.jsonl import dumps
from game.core.simulate import play_game
from game.registry import game as game_of
from scenes.shell import settings
from scenes.ui.userdata import game_logs_dir
from tests.scenes import text_boxes
from tests.scenes.scene_helpers import make_app, top

NAMES = [f"Bérénice-Alex{k}" for k in range(1, 7)]


@pytest.mark.parametrize("game_id", ["easy-come-easy-go", "wazabi", "yam-color"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_saved_logs_row_with_six_long_names_stays_in_its_row_at_150_percent(monkeypatch, game_id, language):
    text_boxes.record(monkeypatch)
    game = game_of(game_id)
    log = play_game(game, game.make_rules(6), ["easy"] * 6, 5, record=True).log
    log[0]["players"] = [{**p, "name": name} for p, name in zip(log[0]["players"], NAMES)]
    folder = game_logs_dir(game_id)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "game-20261129-120000-seed5.jsonl").write_text("".join(dumps(e) + "\n" for e in log))
    app = make_app("--game", game_id, "--lang", language)
    app.settings["text_size"] = 150
    settings.apply(app, ["text_size"])
    try:
        app.open(app.game_screen("replay list"))
        listing = top(app)
        assert listing.entries
        app.update(1 / 60)
        frame = text_boxes.frame(app)
        row = listing.row_rect(0)
        drawn = [(r, m) for r, m in frame.texts if m.startswith("game-20261129-120000-seed5.jsonl")]
        assert drawn, [m for _r, m in frame.texts]
        ink, words = drawn[0]
        assert row.contains(ink), (ink, row, words)
        assert words.endswith("…") and NAMES[0] in words          # the first names kept, the rest left out
    finally:
        app.settings["text_size"] = 100
        settings.apply(app, ["text_size"])
