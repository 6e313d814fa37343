"""Every Wazabi card's words lie within its face at every text size, in both languages.
At 150 % a card in the hand ran its last line past its foot ("your choice." on Give one),
onto the table's wooden frame: its words were fitted by the step between lines, not the
last line's whole height (found by tools/felt_scan.py with people at the table)."""
from __future__ import annotations

import pygame
import pytest

from game.wazabi.cards import CARDS
from scenes.shell import settings
from scenes.wazabi import pieces
from tests.scenes import text_boxes
from tests.scenes.scene_helpers import make_app


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [100, 125, 150])
def test_every_cards_words_stay_on_its_face(monkeypatch, language, size):
    text_boxes.record(monkeypatch)
    pieces.card_face.cache_clear()          # faces another test drew, keeping no record of their words
    app = make_app("--game", "wazabi", "--lang", language)
    app.settings["text_size"] = size
    settings.apply(app, ["text_size"])
    try:
        for card in CARDS:
            # the hand (its cards covering part of each other: the words kept within `room`),
            # the piles, the rules
            # (13 cards in the hand leave each covered one a strip of 70: scenes/wazabi/layout.py)
            for face_size, room in ((pieces.CARD, None), (pieces.CARD, 120), (pieces.CARD, 100), (pieces.CARD, 84),
                                    (pieces.CARD, 70), (pieces.CARD, 42),
                                    ((124, 150), None), ((150, 200), None)):
                frame = text_boxes.Tracked((400, 400))
                face = pieces.card_face(card, language, face_size, room)
                frame.blit(face, (0, 0))
                w, h = face_size
                paper = pygame.Rect(0, 0, w - 3, h - 4)           # its paper, inside the shadow
                words = [(r, m) for r, m in frame.texts if m.strip()]
                assert words, card
                for ink, line in words:
                    assert paper.inflate(-4, -4).contains(ink), (card, face_size, room, line, ink)
    finally:
        app.settings["text_size"] = 100
        settings.apply(app, ["text_size"])
