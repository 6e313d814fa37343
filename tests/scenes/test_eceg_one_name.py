"""Issue 26 item 6: a prize has one name everywhere. "Three of a kind, all odd" in the
centre was "Three and one, all odd" on the small card in a player's area. The small
card now prints the prize's name (rules.md's, case aside), in English and French."""
from __future__ import annotations

import pygame
import pytest

from game.eceg.prizes import prize_table
from game.eceg.snapshot import restore
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.eceg.words import PRIZE_NAMES, PRIZE_SHORT, prize_name
from scenes.eceg import card as cards
from scenes.ui import text

from tests.scenes import text_boxes
from scenes.ui.sprites.felt import felt


def fresh_surfaces() -> None:
    """Small cards and the felt made before the recording (cached) carry no recorded
    words: made again, what is drawn on them is seen."""
    cards.mini.cache_clear()
    felt.cache_clear()
from tests.scenes.scene_helpers import make_app, step_until

SIDEBAR = pygame.Rect(0, 0, 266, 720)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_held_prize_keeps_its_name_in_the_players_area(monkeypatch, language):
    text_boxes.record(monkeypatch)
    fresh_surfaces()
    app = make_app("--lang", language)
    try:
        config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bo", (70, 130, 220))), seed=5)
        match = config.build_match(5)
        owners = [None] * 9
        owners[2] = 0                                   # three_odd, before Ana
        match.state = restore({"rules": {"players": 2, "faces": "0-5", "hold": "next-two"},
                               "owners": owners, "phase": "roll", "seat": 1, "contenders": [],
                               "rolloff_totals": [], "kept": [], "rolled": [], "counts": [],
                               "winner": None, "turn_number": 3, "starter": 0})
        table = eceg_table(app, config, match, players=[None, None])
        app.push(table)
        step_until(app, lambda: table.layer.awaiting_start or table.layer.awaiting_human)
        boxes = text_boxes.frame(app).texts
        in_area = " ".join(m for r, m in boxes if SIDEBAR.contains(r) and len(m) > 2
                           and m not in ("Ana", "Bo") and not m.isdigit())
        name = prize_name("three_odd")
        assert name.casefold() in in_area.casefold(), (name, in_area)
    finally:
        text.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_small_card_says_the_prizes_name(language):
    for faces in ("0-5", "1-6"):
        for prize in prize_table(faces).prizes:
            assert PRIZE_SHORT[language][prize.id].casefold() == PRIZE_NAMES[language][prize.id].casefold(), prize.id
