"""A Wazabi roll's tumbling dice stay on the felt between the pile and the table's line:
they never cover the line that says what happens (the table's message, its words drawn
centred on layout.MESSAGE_Y) nor the panel of the seat at the bottom (issue 26, what
was left: a computer's dice came up from under the bottom seat across the line). Every
frame of the tumble is stepped by hand with update(dt), each die's drawn rectangle
checked against the line's and the bottom seat's."""
from __future__ import annotations

import itertools
import math

import pygame
import pytest

from scenes.app import STEP
from scenes.ui import assets, theme
from scenes.wazabi import layout

from tests.scenes.wazabi_tables import W, D, G, roll, table_at

PILE = ["keep_one", "drop_one", "skip_turn", "steal_card", "drop_two", "draw_three"] * 3
FACES = (W, D, G, W, D, G, W, D, G, W, D, G)


def message_rect(text: str) -> pygame.Rect:
    """Where the table's line is drawn (scenes/wazabi/table_view.py draw_lines)."""
    line = assets.shadowed(text, 22, theme.CREAM, "bold")
    return line.get_rect(center=(640, layout.MESSAGE_Y))


def drawn(die) -> pygame.Rect:
    """The die's face as drawn (scenes/wazabi/pieces.py Die.draw): the 64 px face scaled
    by its height and its shrink, turned by its angle, lifted by 26 px times its height;
    computed here from the die's position, not by the table's own code."""
    scale = (1.0 + 0.45 * die.z) * die.shrink
    turn = math.radians(die.angle)
    side = math.ceil(64 * scale * (abs(math.cos(turn)) + abs(math.sin(turn))))
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (round(die.pos[0]), round(die.pos[1] - 26 * die.z))
    return rect


def watch_the_roll(table, faces) -> tuple[list[pygame.Rect], int]:
    """Every frame from the throw to the dice at rest: their drawn rectangles."""
    seen, frames = [], 0
    roll(table, *faces)
    while not table.dice or not all(d.landed for d in table.dice):
        table.table.update(STEP)
        frames += 1
        assert frames < 600
        seen += [drawn(d) for d in table.dice]
    return seen, frames


@pytest.mark.parametrize("players, thrower, count", [(2, 1, 4), (3, 1, 4), (3, 2, 7), (4, 2, 8), (5, 3, 12),
                                                     (6, 3, 6), (2, 0, 4)])
def test_tumbling_dice_never_cover_the_line_or_the_bottom_seat(players, thrower, count):
    hands = [["drop_two"] for _ in range(players)]
    dice = [4] * players
    dice[thrower] = count
    table = table_at(hands, pile=PILE, dice=dice, player=thrower)
    bottom = layout.seat_rects(players)[0]
    # the widest line the table says at a roll: a long name's longest roll in French
    line = message_rect("Bérénice ne peut jouer aucune carte : le tour passe").union(
        message_rect(table.message or " "))
    seen, frames = watch_the_roll(table, FACES[:count])
    assert frames > 10 and len(seen) >= frames               # the tumble was watched, frame by frame
    for rect in seen:
        assert not rect.colliderect(line), (rect, line)
        assert not rect.colliderect(bottom), (rect, bottom)
        assert rect.top >= layout.PILE.bottom - 60            # a die lifted may pass over the piles' edge, no more


@pytest.mark.parametrize("count", [1, 2, 4, 5, 6, 8, 9, 12])
def test_the_dice_come_to_rest_whole_apart_and_below_the_piles_counts(count):
    table = table_at([["drop_two"], ["drop_two"], ["drop_two"]], pile=PILE, dice=[4, count, 4], player=1)
    watch_the_roll(table, FACES[:count])
    rects = [drawn(d) for d in table.dice]
    assert rects == [d.drawn_rect() for d in table.dice]
    counts_bottom = layout.PILE.bottom + 22              # "Pile: 18" and "Discard: 0" under the piles
    for rect in rects:
        assert layout.ROLL_AREA.contains(rect) and rect.top >= counts_bottom - 2
    for a, b in itertools.combinations(table.dice, 2):  # the faces, upright within 14 degrees, apart
        side = 64 * a.shrink
        assert max(abs(a.pos[0] - b.pos[0]), abs(a.pos[1] - b.pos[1])) >= side, count
