"""A big Wazabi hand (9 to 12 cards overlap): each card's key number shows in the part
of it no other card covers, its words keep to that part, and the card chosen with the
keys is drawn over its neighbours whole (playtest, docs/playtest-wazabi.md)."""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Seat
from game.wazabi.cards import DECK
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import assets
from scenes.wazabi import layout, pieces
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.table import table
from scenes.wazabi.tutorial import PreparedDeal, ScriptedMatch

from tests.scenes.scene_helpers import key, make_app, step, top
from tests.scenes.test_wazabi_key_line import Recording


def big_hand_table(cards: int):
    """Ana (a person) holds `cards` cards and has rolled four W: every card costs at most
    three, so all may be played (a rule of wazabi.md: a card costs its W)."""
    app = make_app()
    config = GameConfig((SeatConfig("Ana", (200, 90, 90), HUMAN), SeatConfig("Cy", (90, 90, 200), "easy")))
    rules = PreparedDeal(players=2, hands=(tuple(DECK[:cards]), tuple(DECK[-3:])), pile_top=())
    match = ScriptedMatch(rules, [Seat(s.name, s.kind) for s in config.seats], 5,
                          [("wazabi",) * 4, ("draw",) * 4, ("wazabi",) * 4])
    app.push(table(app, config, match))
    step(app, 4)
    key(app, pygame.K_SPACE)           # roll: four W, nothing to draw or give
    step(app, 4)
    return app, top(app).layer


def drawn(app, table, monkeypatch):
    """The hand's cards and key numbers as they land on the screen, in drawing order."""
    numbers = {}
    real = assets.text

    def spy(line, size, *args, **kwargs):
        image = real(line, size, *args, **kwargs)
        if size == 13 and line.isdigit():
            numbers[id(image)] = int(line)
        return image
    monkeypatch.setattr(assets, "text", spy)
    screen = Recording()
    table.view.draw(screen)
    hand = table.shown_hand(0)
    cards = [(rect, image) for image, rect in screen.placed if image.get_size() == pieces.CARD]
    keys = [(numbers[id(image)], rect) for image, rect in screen.placed if id(image) in numbers]
    assert len(cards) == len(hand)
    return cards, keys


@pytest.mark.parametrize("count", [5, 9, 12])
def test_every_key_number_shows_and_the_chosen_card_lies_on_top(monkeypatch, count):
    app, table = big_hand_table(count)
    assert len(table.shown_hand(0)) == count and table.card_options()
    cards, keys = drawn(app, table, monkeypatch)
    rects = [rect for rect, _ in cards]
    assert sorted(n for n, _ in keys) == list(range(1, count + 1))
    order = [[r.x for r in rects].index(home.x) for home in layout.hand_rects(count)]   # card i: drawn order[i]th
    for n, number in keys:                       # no card drawn after card n covers its key
        later = rects[order[n - 1] + 1:]
        assert not any(number.colliderect(r) for r in later), n
    # the card the keys choose comes last: over its neighbours, whole
    focus = table.focus_card()
    key(app, pygame.K_RIGHT)
    assert table.focus_card() != focus
    cards, _ = drawn(app, table, monkeypatch)
    assert cards[-1][0].x == layout.hand_rects(count)[table.focus_card()].x


def test_the_words_keep_to_the_part_left_uncovered():
    """A covered card is drawn with its words within the room its neighbour leaves:
    nothing but paper right of that room (the card's edge aside)."""
    for card in sorted(set(DECK)):
        face = pieces.card_face(card, "en", pieces.CARD, 70)
        for y in range(30, pieces.CARD[1] - 10):
            row = [face.get_at((x, y)) for x in range(72, pieces.CARD[0] - 12)]
            if len(set(map(tuple, row))) == 1:       # paper, or the rule under the name
                continue
            assert False, (card, y)
