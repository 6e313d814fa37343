"""What Wazabi's table looks like when it is crowded: a seat with 12 or more dice still
reads (its dice beside, never under, their count; a crowded roll with every die whole),
team marks shared by partners, skip cards lying before a seat, and no two lines of
text over each other at any number of seats, in both languages."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.wazabi.actions import Play
from scenes import registry
from scenes.ui import assets, text
from scenes.ui.text import counted
from scenes.wazabi import layout
from scenes.wazabi.seat_panel import TEAM_COLOURS, dice_places

from tests.scenes import text_boxes
from tests.scenes.wazabi_tables import D, W, roll, run_until, table_at

registry.games()
PILE = ["draw_three", "keep_one", "drop_one", "skip_turn", "steal_card", "drop_two"] * 3


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_crowd_of_dice_at_a_seat_stays_beside_its_count(language):
    text.set_language(language)
    try:
        for count in range(0, 37):
            places = dice_places(count)
            assert len(places) == count
            words = assets.text(counted("wz_dice", count), 17, (0, 0, 0), "bold")
            count_left = layout.SEAT[0] - 8 - words.get_width()
            for x, y, size in places:
                assert x + size < count_left, (count, language)           # never under the count
                assert 28 <= y and y + size <= 60                         # between name and cards rows
            if count >= 12:                                               # still one die apiece
                assert len({(x, y) for x, y, _ in places}) == count
    finally:
        text.set_language("en")


def test_a_crowded_roll_lies_with_every_die_whole():
    table = table_at([["drop_one"], ["keep_one"]], pile=PILE)
    for count in (9, 12, 20, 30, 36):
        places, shrink = table.roll_places(count)
        size = 64 * shrink
        assert size >= 24                                  # a face still reads
        for x, y in places:
            die = pygame.Rect(0, 0, size, size)
            die.center = (x, y)
            assert layout.ROLL_AREA.inflate(8, 8).contains(die), count
        for (x1, y1), (x2, y2) in itertools.combinations(places, 2):
            assert max(abs(x1 - x2), abs(y1 - y2)) >= size, count


@pytest.mark.parametrize("players, partners", [(4, [(0, 2), (1, 3)]), (6, [(0, 3), (1, 4), (2, 5)])])
def test_partners_share_a_team_mark(players, partners):
    table = table_at([["drop_one"] for _ in range(players)], pile=PILE, teams=True)
    surface = table.app.render()

    def mark(seat):
        rect = table.view.rects[seat]
        return tuple(surface.get_at((rect.right - 12, rect.y + 8)))[:3]   # inside the letter's badge
    for team, seats in enumerate(partners):
        for seat in seats:
            assert mark(seat) == TEAM_COLOURS[team], (seat, team)


def crowded_table(players: int, language: str):
    """Every seat drawn busy: a seat with 14 dice, skip cards, a card in play and a
    fanned hand of eight."""
    hands = [["keep_one", "drop_one", "drop_two", "skip_turn", "play_again", "draw_three", "steal_card",
              "give_one"]] + [["drop_one", "keep_one"] for _ in range(players - 1)]
    dice = [14] + [3 + k for k in range(players - 1)]
    table = table_at(hands, pile=PILE, dice=dice, lang=language, teams=players in (4, 6))
    roll(table, *([W] * 12 + [D] * 2))
    run_until(table, lambda: table.current() is not None)
    table.act(0, Play("keep_one", 1))
    run_until(table, lambda: table.shown.aside == "keep_one")
    for seat in range(1, players):
        table.shown.skips[seat] = seat % 3
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_text_over_text_at_a_crowded_table(monkeypatch, language, players):
    text_boxes.record(monkeypatch)
    try:
        table = crowded_table(players, language)
        screen = text_boxes.Tracked((1280, 720))
        table.draw(screen)
        assert not text_boxes.overlaps(screen), text_boxes.overlaps(screen)
        seen = [message for _, message in screen.texts]
        assert any(counted("wz_skips", 1) == m for m in seen) and counted("wz_dice", 14) in seen
    finally:
        text.set_language("en")


def test_skip_cards_lie_before_their_seat_on_the_felt():
    table = table_at([["drop_one"] for _ in range(6)], pile=PILE)
    for seat in range(6):
        table.shown.skips[seat] = 1
    surface = table.app.render()
    for seat, rect in enumerate(table.view.rects):
        x, y = layout.skip_spot(rect)
        card = pygame.Rect(0, 0, 30, 40)
        card.center = (x, y - 10)
        assert not card.colliderect(rect)                    # before the seat, not on its panel
        for other in table.view.rects:
            assert not card.colliderect(other)
        for pile in (layout.PILE, layout.DISCARD, layout.ASIDE):
            assert not card.colliderect(pile)
        red = [surface.get_at(p)[:3] for p in ((x, y - 10), (x - 4, y - 10), (x + 4, y - 10))]
        assert any(r > 170 and g < 90 for r, g, b in red), seat

