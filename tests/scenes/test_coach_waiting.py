"""Issue 26 item 6: during a computer's turn the coach's box said "Advice comes when your
dice are still" (the state had moved on to the person's turn while the computer's turn
was still being shown). The box now says who is playing while it is someone else's turn
on the table, and the waiting line only while the person's own dice move."""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Seat
from scenes.eceg import coach as coach_view
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.eceg.tutorial import ScriptedMatch
from scenes.ui import text

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, make_app, step

RED, BLUE = (214, 72, 62), (70, 130, 220)


def panel_words(app, table) -> str:
    boxes = text_boxes.frame(app).texts
    panel = table.layer.coach.panel_rect()
    return " ".join(m for r, m in boxes if panel.contains(r) and m != text.t("coach_title"))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_box_is_true_during_a_computers_turn(monkeypatch, language):
    text_boxes.record(monkeypatch)
    app = make_app("--lang", language, "--seed", "5")
    try:
        config = GameConfig(seats=(SeatConfig("Ana", RED, "human"), SeatConfig("Bo", BLUE, "hard")))
        # Bo wins the roll-off, then throws 1 2 3 4 (Straight: taken at once); Ana's turn follows
        match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 5,
                              script=[(0, 0, 0, 0), (5, 5, 5, 5), (1, 2, 3, 4), (0, 2, 2, 5)])
        match.chance(), match.chance()
        table = eceg_table(app, config, match)
        app.push(table)
        key(app, pygame.K_h)
        waiting = " ".join(assets_wrap(text.t("coach_waiting")))
        seen_bo = seen_wait = False
        for _ in range(600):
            step(app, 1 / 60)
            words = panel_words(app, table)
            shown = table.layer.shown_seat
            if shown == 1:
                assert "dés" not in words and "dice" not in words, (words, table.state.seat)
                if words:
                    assert words == text.t("coach_playing", name="Bo"), words
                    seen_bo = True
            elif shown == 0 and not table.layer.awaiting_human:
                seen_wait = seen_wait or words == waiting
            if table.layer.awaiting_human:
                break
        assert seen_bo and table.layer.awaiting_human
    finally:
        text.set_language("en")


def assets_wrap(line):
    from scenes.ui import assets
    return assets.wrap(line, coach_view.TEXT_SIZE, coach_view.PANEL.width - 24)
