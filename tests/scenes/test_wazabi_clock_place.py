"""A remote seat's time to decide (the turn clock's pill) on Wazabi's table: at the
default place (the bottom left) it lay over the person's hand (seen in two real windows),
so Wazabi's layer gives it a place of its own. Checked against every piece Wazabi draws
near it, at every number of seats, and its words at the largest text size in French."""
from __future__ import annotations

import pygame
import pytest

from scenes.wazabi import layout
from scenes.wazabi.table import WazabiTable

ARROW = 22          # half the size of a direction arrow drawn at its point (generous)


@pytest.mark.parametrize("players", range(2, 7))
def test_the_clock_s_place_is_clear_of_seats_arrows_hand_and_buttons(players):
    clock = WazabiTable.clock_place
    assert clock == layout.CLOCK
    pieces = list(layout.seat_rects(players)) + layout.hand_rects(12)
    pieces += [layout.BUTTON, layout.SECOND_BUTTON, layout.UNDO, layout.ROLL_AREA]
    for step in (1, -1):
        pieces += [pygame.Rect(x - ARROW, y - ARROW, 2 * ARROW, 2 * ARROW)
                   for (x, y), _heading in layout.arrow_points(players, step)]
    # the line of what to do, over the hand (its longest, a whole table's width)
    pieces.append(pygame.Rect(layout.HAND.x, layout.HAND.y - 16 - 26, layout.HAND.width, 26))
    assert [piece for piece in pieces if clock.colliderect(piece)] == []


class Recording(pygame.Surface):
    """A frame that keeps what is blitted on it, and where."""
    def __init__(self):
        super().__init__((1280, 720))
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *rest, **named):
        self.placed.append(pygame.Rect(dest if len(dest) == 4 else (*dest, *source.get_size())))
        return super().blit(source, dest, *rest, **named)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [1.0, 1.5])
def test_the_longest_warning_fits_its_place_at_every_text_size(language, size):
    """The person's own warning (the longest words it says) inside the pill, and the
    pill inside Wazabi's place for it, at 100% and 150% text."""
    from scenes.shell import turn_clock
    from scenes.ui import canvas, text as ui_text

    class Table:
        layer = type("Layer", (), {"clock_place": layout.CLOCK})()
        driver = type("Driver", (), {"seat": 1})()
    before = (ui_text.language(), canvas.text_size())
    ui_text.set_language(language)
    canvas.set_text_size(size)
    try:
        surface = Recording()
        turn_clock.draw(surface, Table(), [(1, 29.0, True)])
    finally:
        ui_text.set_language(before[0])
        canvas.set_text_size(before[1])
    pill, words = surface.placed
    assert layout.CLOCK.contains(pill), (pill, layout.CLOCK)
    assert pill.contains(words), (words, pill)
