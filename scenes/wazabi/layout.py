"""Where things sit on Wazabi's 1280x720 table (one place, so scenes and tests agree).
Seats sit round an ellipse, seat 0 at the bottom, the following seats clockwise
(that is "to the left" in the rules); the hand of the person looking lies below."""
from __future__ import annotations

import math

import pygame

from scenes.ui.sprites.felt import RIM
from scenes.wazabi.pieces import CARD

CENTRE = (640, 256)
RADII = (455, 206)
SEAT = (204, 92)
PILE = pygame.Rect(520, 104, 84, 112)
DISCARD = pygame.Rect(676, 104, 84, 112)
ASIDE = pygame.Rect(806, 240, 84, 112)         # the card played, while its effect runs
# where thrown dice stay, whole, at any turn of their tumble: under the pile and discard,
# over the table's line (MESSAGE_Y, its words 30 px high) and the bottom seat below it
ROLL_AREA = pygame.Rect(380, 214, 410, 171)
MESSAGE_Y = 400
HAND = pygame.Rect(16, 546, 1010, 172)
BUTTON = pygame.Rect(1056, 566, 200, 56)
SECOND_BUTTON = pygame.Rect(1056, 632, 200, 56)
UNDO = pygame.Rect(1076, 510, 160, 42)          # while a decision can be taken back
HELP_Y = 700
# a remote seat's time to decide (scenes/shell/turn_clock.py): above the hand on the left,
# under the arrows between the bottom seat and the next (at any number of seats), left of
# the bottom seat's panel and above the line of what to do (MESSAGE's, over the hand)
CLOCK = pygame.Rect(16, 458, 500, 42)


def seat_angle(seat: int, players: int) -> float:
    return math.pi / 2 + seat * 2 * math.pi / players


def seat_centre(seat: int, players: int) -> tuple[float, float]:
    a = seat_angle(seat, players)
    return CENTRE[0] + RADII[0] * math.cos(a), CENTRE[1] + RADII[1] * math.sin(a)


def seat_rects(players: int) -> list[pygame.Rect]:
    rects = []
    for seat in range(players):
        r = pygame.Rect((0, 0), SEAT)
        r.center = seat_centre(seat, players)
        rects.append(r)
    return rects


def dice_spot(rect: pygame.Rect) -> tuple[int, int]:
    """The middle of a seat's row of dice (where dice leave from and arrive)."""
    return rect.x + 72, rect.y + 46


def cards_spot(rect: pygame.Rect) -> tuple[int, int]:
    """The middle of a seat's small row of cards."""
    return rect.x + 40, rect.y + 73


def skip_spot(rect: pygame.Rect) -> tuple[int, int]:
    """Where skip_turn cards lie before a seat: beside it, on the side of the table's
    middle (a seat on the middle line: on its right)."""
    inward = 1 if rect.centerx <= CENTRE[0] + 1 else -1
    if abs(rect.centerx - CENTRE[0]) < 2:
        inward = 1
    if rect.top < 2 * RIM:
        # the top seat's (at 4 and 6 players): on its left, by its panel's foot. Level with its
        # middle, the words counting them (above the cards) lay on the wooden frame; on its
        # right they met the keys line in the top right corner
        return rect.left - 26, rect.bottom - 14
    x = rect.right + 26 if inward > 0 else rect.left - 26
    return x, rect.centery


def arrow_points(players: int, step: int) -> list[tuple[tuple[float, float], float]]:
    """(point, heading in radians) half-way between neighbouring seats on the ellipse,
    pointing the way play goes (step +1: to the left, the next seat up)."""
    found = []
    for seat in range(players):
        a = seat_angle(seat, players) + step * math.pi / players
        x, y = CENTRE[0] + RADII[0] * math.cos(a), CENTRE[1] + RADII[1] * math.sin(a)
        # the tangent of the ellipse, in the direction of increasing angle (times step)
        dx, dy = -RADII[0] * math.sin(a) * step, RADII[1] * math.cos(a) * step
        found.append(((x, y), math.atan2(dy, dx)))
    return found


def hand_rects(count: int) -> list[pygame.Rect]:
    """Where the cards of a hand lie (left to right), overlapping when many."""
    w, h = CARD
    if count <= 0:
        return []
    step = min(w + 8, (HAND.width - w) / max(1, count - 1))
    width = w + step * (count - 1)
    left = HAND.x + (HAND.width - width) / 2
    mid = (count - 1) / 2
    return [pygame.Rect(round(left + i * step), HAND.y + round(abs(i - mid) ** 1.6 * 1.4), w, h)
            for i in range(count)]
