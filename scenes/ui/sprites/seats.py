"""A player's area in the sidebar: colour, name, kind, prizes held, and the
countdown when they hold three. The static part is cached; the current-player
highlight pulses on top."""
from __future__ import annotations

import math

import pygame

from scenes.ui import assets, pen, theme
from scenes.ui.sprites.glow import glow
from scenes.ui.text import counted

WIDTH = 250
MINI_CARD = (70, 56)       # a held prize's slot in an area (a game's small card fits it)


def area_rects(count: int, top: int = 12, height: int = 696, left: int = 12) -> list[pygame.Rect]:
    gap = 8
    h = min(150, (height - gap * (count - 1)) // count)
    return [pygame.Rect(left, top + i * (h + gap), WIDTH, h) for i in range(count)]


def mini_rects(area: pygame.Rect) -> list[pygame.Rect]:
    """Where the (up to three) small prize cards sit in an area."""
    w, h = MINI_CARD
    y = area.bottom - h - 8
    return [pygame.Rect(area.x + 20 + k * (w + 6), y, w, h) for k in range(3)]


class SeatArea:
    def __init__(self, seat: int, name: str, colour, kind_label: str):
        self.seat = seat
        self.name = name
        self.chosen_colour = colour
        self.kind_label = kind_label
        self.reserve = 0         # width kept free at the right of the name's row (a button over it)
        self._cache: tuple | None = None

    @property
    def colour(self):
        return theme.seat_colour(self.chosen_colour)

    def _render(self, rect: pygame.Rect, status: str) -> pygame.Surface:
        surface = pen.Surface(rect.size, pygame.SRCALPHA)
        r = surface.get_rect()
        pen.rect(surface, (8, 24, 16, 215), r, border_radius=14)
        pen.rect(surface, self.colour, (0, 0, 10, r.height), border_top_left_radius=14,
                         border_bottom_left_radius=14)
        draw_symbol(surface, self.seat, self.colour, (31, 20), 9)
        roomy = r.height >= 130
        room = r.width - 56 - self.reserve       # the name's width; the kind label takes its share
        if (roomy or not status) and not self.reserve:
            size = 14       # at a larger text size the kind gives way to the name (as small as at 100 %)
            if pen.text_size() > 1:
                size = assets.fitted(self.kind_label, 14, room - 10 - assets.font(13, "bold").size(self.name)[0], floor=0.6)
            kind = assets.text(self.kind_label, size, (170, 200, 180))
            surface.blit(kind, (r.width - kind.get_width() - 10, 12))
            room -= kind.get_width() + 10
        size = 22                    # a long name (or a long kind, in French) shrinks: never over the kind
        name = assets.text(self.name, size, theme.CREAM, "bold")
        while name.get_width() > room and size > 13 / pen.text_size():
            size -= 1
            name = assets.text(self.name, size, theme.CREAM, "bold")
        surface.blit(name, (46, 6 + (22 - size) // 2), pygame.Rect(0, 0, room, name.get_height()))
        if status:   # holds three: how long the others still have to rob them
            line = assets.text(status, 16, theme.GOLD, "bold")
            surface.blit(line, (20, 36) if roomy else (r.width - line.get_width() - 10, 10))
        for slot in mini_rects(pygame.Rect(0, 0, *rect.size)):
            pen.rect(surface, (255, 255, 255, 28), slot, 1, border_radius=8)
        return surface

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, status: str, current: bool, time: float) -> None:
        key = (rect.size, status, self.name, self.colour, self.kind_label, self.reserve, pen.epoch())
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(rect, status))
        if current:
            pulse = 0.5 + 0.5 * math.sin(time * 4)
            halo = glow(rect.size, self.colour, 10)
            halo.set_alpha(int(140 + 115 * pulse))
            surface.blit(halo, (rect.x - 10, rect.y - 10))
        surface.blit(self._cache[1], rect.topleft)
        if current:
            pen.rect(surface, self.colour, rect, 3, border_radius=14)
        if current:
            x, y = rect.x + rect.width - 4, rect.y + rect.height // 2
            pen.polygon(surface, self.colour, [(x + 14, y), (x + 2, y - 10), (x + 2, y + 10)])


def status_text(state, seat: int) -> str:
    left = state.countdown(seat)
    if left is None or state.is_over():
        return ""
    if state.rules.two_player_defence:
        return counted("tries_left", left)
    return counted("turns_left", left)


SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross")


def draw_symbol(surface: pygame.Surface, seat: int, colour, center, radius: int) -> None:
    """Each seat's own shape (circle, square, triangle, diamond, star, cross), filled
    with its colour and outlined dark, so seats differ even without colour vision."""
    x, y = center
    r = radius
    shape = SYMBOLS[seat % len(SYMBOLS)]
    if shape == "circle":
        points = [(x + r * math.cos(a * math.pi / 12), y + r * math.sin(a * math.pi / 12)) for a in range(24)]
    elif shape == "square":
        q = r * 0.86
        points = [(x - q, y - q), (x + q, y - q), (x + q, y + q), (x - q, y + q)]
    elif shape == "triangle":
        points = [(x, y - r * 1.1), (x + r * 1.05, y + r * 0.8), (x - r * 1.05, y + r * 0.8)]
    elif shape == "diamond":
        points = [(x, y - r * 1.15), (x + r * 1.0, y), (x, y + r * 1.15), (x - r * 1.0, y)]
    elif shape == "star":
        points = [(x + (r * 1.2 if k % 2 == 0 else r * 0.5) * math.cos(-math.pi / 2 + k * math.pi / 5),
                   y + (r * 1.2 if k % 2 == 0 else r * 0.5) * math.sin(-math.pi / 2 + k * math.pi / 5))
                  for k in range(10)]
    else:   # a plus-shaped cross
        a, b = r * 1.05, r * 0.38
        points = [(x - b, y - a), (x + b, y - a), (x + b, y - b), (x + a, y - b), (x + a, y + b), (x + b, y + b),
                  (x + b, y + a), (x - b, y + a), (x - b, y + b), (x - a, y + b), (x - a, y - b), (x - b, y - b)]
    pen.polygon(surface, colour, points)
    pen.polygon(surface, (20, 20, 20), points, 2)
