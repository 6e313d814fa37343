"""Issue 12's smaller points at Easy Come, Easy Go's table, checked on what is drawn
and what the scenes do, in English and French: the roll-off labels an earlier tied
total, the hint names the button's own word, a tooltip leaves with its card, card 9
clears the wooden frame, and small cards read as words."""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Match, Seat
from scenes import registry
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.rolloff import RollOffScene

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import make_app, step

registry.games()


def tied_seed(players: int) -> tuple[int, int]:
    """A seed whose first roll-off round ends with every seat on the same total, and that
    total, found by throwing a bare match's dice (not the scene's)."""
    for seed in range(2000):
        match = Match(GameConfig(tuple(SeatConfig(f"P{i}", (0, 0, 0), "easy") for i in range(players))).rules(),
                      [Seat(f"P{i}", "easy") for i in range(players)], seed)
        totals = {sum(match.chance()[0]["dice"]) for _ in range(players)}
        if len(totals) == 1:
            return seed, totals.pop()
    raise AssertionError("no tied first round in 2000 seeds")


def recorded_frame(app):
    """The next frame drawn on a surface that keeps where each line of text went."""
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    try:
        return app.render()
    finally:
        app.screen = plain


@pytest.mark.parametrize("lang, words", [("en", "tied: {}"), ("fr", "égalité : {}")])
def test_the_roll_off_labels_the_earlier_tied_total(monkeypatch, lang, words):
    text_boxes.record(monkeypatch)
    app = make_app("--lang", lang)
    seed, total = tied_seed(2)
    config = GameConfig((SeatConfig("Ann", (200, 0, 0), "easy"), SeatConfig("Ben", (0, 0, 200), "easy")), seed=seed)
    scene = RollOffScene(app, config)
    app.push(scene)
    while not scene.done:
        step(app, 0.1)
    frame = recorded_frame(app)
    drawn = [(rect, message) for rect, message in frame.texts]
    for seat in (0, 1):
        row = pygame.Rect(300, scene.row_y(seat) - scene.row_h // 2, 720, scene.row_h)
        in_row = [message for rect, message in drawn if row.contains(rect)]
        assert words.format(total) in in_row, in_row        # the label, not a bare number
        assert str(total) not in in_row or scene.totals[seat] == total
    assert not text_boxes.overlaps(frame)
