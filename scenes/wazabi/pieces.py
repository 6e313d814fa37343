"""Wazabi's pieces, drawn by code: the die faces (a W for wazabi, a card for draw,
a small die for give: readable at a glance and without colour), a tumbling die
that shows them, and the cards (face up with name, cost and effect; face down)."""
from __future__ import annotations

import math

import pygame

from game.wazabi.cards import COST, DRAW, GIVE, WAZABI
from scenes.ui import assets, pen, theme
from scenes.ui.sprites import die as ui_die
from scenes.ui.text import language
from scenes.wazabi.words import card_effect, card_name

FACES = (WAZABI, DRAW, GIVE)
W_RED = (190, 40, 40)
CARD_BLUE = (40, 90, 170)
GIVE_GREEN = (30, 120, 70)
CARD = (124, 168)           # a card in the hand
MIN_NAME, MIN_EFFECT = 11, 9     # the smallest a card's words are set (a narrow strip of a big hand)
BACK = (46, 34, 90)


def draw_w(surface, center, height: int, colour=W_RED, width: int = 0) -> None:
    """The wazabi symbol: a bold W of four strokes (drawn, so no font decides its look)."""
    x, y = center
    h = height / 2
    w = height * 0.55
    points = [(x - w, y - h), (x - w * 0.5, y + h), (x, y - h * 0.2), (x + w * 0.5, y + h), (x + w, y - h)]
    pen.lines(surface, colour, False, points, max(2, int(height / 5)) if not width else width)


def _paint_symbol(surface, face: str, s: int) -> None:
    c = s / 2
    if face == WAZABI:
        draw_w(surface, (c, c), s * 0.46)
    elif face == DRAW:      # a card with a corner mark
        card = pygame.Rect(0, 0, s * 0.4, s * 0.56)
        card.center = (c, c)
        pen.rect(surface, (255, 255, 255), card, border_radius=max(2, s // 16))
        pen.rect(surface, CARD_BLUE, card, max(2, s // 14), border_radius=max(2, s // 16))
        pen.line(surface, CARD_BLUE, (card.x + s * 0.09, card.y + s * 0.12),
                         (card.right - s * 0.09, card.y + s * 0.12), max(1, s // 20))
    else:                   # give: a small die with five pips
        box = pygame.Rect(0, 0, s * 0.5, s * 0.5)
        box.center = (c, c)
        pen.rect(surface, GIVE_GREEN, box, border_radius=max(2, s // 10))
        step = s * 0.13
        for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
            pen.circle(surface, (255, 255, 255), (c + dx * step, c + dy * step), max(1, s // 22))


@pen.cached(maxsize=32)
def face(value: str, size: int = ui_die.SIZE) -> pygame.Surface:
    """The top of a Wazabi die showing `value` (wazabi, draw or give)."""
    s = size
    surface = pen.Surface((s, s), pygame.SRCALPHA)
    r = s // 5
    pen.rect(surface, theme.DIE_EDGE, (0, 0, s, s), border_radius=r)
    pen.rect(surface, theme.DIE_FACE, (1, 1, s - 3, s - 4), border_radius=r)
    _paint_symbol(surface, value, s)
    return surface


def title_die(k: int, size: int):
    """The title's resting die number k: a Wazabi face (W, card, give in turn) and its shadow."""
    return face(FACES[k % len(FACES)], size), ui_die.shadow(size)


class Die(ui_die.Die):
    """The shared tumbling die, showing Wazabi's faces instead of pips."""

    def __init__(self, value: str, pos=(0.0, 0.0), shrink: float = 1.0):
        super().__init__(value, pos, FACES)
        self.shrink = shrink          # a crowd of dice is drawn smaller

    def throw(self, start, target, duration, rng) -> None:
        """Tumble as the shared die does, but come to rest nearly upright: a W turned
        over would read as an M."""
        super().throw(start, target, duration, rng)
        self.flight.end_angle = round(self.flight.end_angle / 360) * 360 + rng.uniform(-14, 14)

    def drawn_rect(self) -> pygame.Rect:
        """Where `draw` puts the die's turned and lifted face (its shadow aside)."""
        scale = (1.0 + 0.45 * self.z) * self.shrink
        turn = math.radians(self.angle)
        side = ui_die.SIZE * scale * (abs(math.cos(turn)) + abs(math.sin(turn)))
        rect = pygame.Rect(0, 0, math.ceil(side), math.ceil(side))
        rect.center = (round(self.pos[0]), round(self.pos[1] - 26 * self.z))
        return rect

    def draw(self, surface: pygame.Surface, time: float = 0.0) -> None:
        scale = (1.0 + 0.45 * self.z) * self.shrink
        x, y = self.pos
        sh = ui_die.shadow(round(ui_die.SIZE * self.shrink))
        off = (4 + 30 * self.z) * self.shrink
        surface.blit(sh, sh.get_rect(center=(x + off, y + off + 2)))
        key = (self.shown, round(self.angle, 1), round(scale, 2), pen.epoch())
        if self._rotated is None or self._rotated[0] != key:
            self._rotated = (key, pen.transform.rotozoom(face(self.shown), self.angle, scale))
        image = self._rotated[1]
        surface.blit(image, image.get_rect(center=(x, y - 26 * self.z)))


@pen.cached(maxsize=64)
def card_face(card_id: str, lang: str, size: tuple[int, int] = CARD, room: int | None = None) -> pygame.Surface:
    """A card face up: its cost as W symbols (or 0), its name, its effect in words;
    the words kept within `room` pixels of its left edge when the next card of a hand
    covers the rest."""
    w, h = size
    wide = w - 14 if room is None else min(w - 14, room - 7)
    surface = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(surface, (0, 0, 0, 90), (3, 4, w - 3, h - 4), border_radius=10)
    pen.rect(surface, theme.PAPER, (0, 0, w - 3, h - 4), border_radius=10)
    pen.rect(surface, theme.INK_SOFT, (0, 0, w - 3, h - 4), 2, border_radius=10)
    cost = COST[card_id]
    if cost:
        # closer together where the next card covers the rest, clear of the key number
        gap = 22 if cost == 1 else min(22, (wide - 38) / (cost - 1))
        for k in range(cost):
            draw_w(surface, (16 + round(k * gap), 16), 15, W_RED, 3)
    else:
        zero = assets.text("0 W", 16, theme.INK_SOFT, "bold")
        surface.blit(zero, (8, 7))
    # the words from 32 down to 10 short of the card's foot (its paper ends 4 short, its border 2)
    names, effects, name_size, effect_size = card_words(card_id, wide, h - 32 - 10)
    y = 32
    for line in names:
        text = assets.text(line, name_size, theme.INK, "bold")
        surface.blit(text, (7, y))
        y += assets.grown(name_size + 3)
    pen.line(surface, theme.INK_SOFT, (7, y + 2), (w - 10, y + 2), 1)
    y += 6
    for line in effects:
        text = assets.text(line, effect_size, theme.INK)
        surface.blit(text, (7, y))
        y += assets.grown(effect_size + 2)
    return surface


def card_words(card_id: str, wide: int, room: int):
    """A card's name (2 lines at most) and effect, wrapped to `wide` and set smaller at a
    large text size until they fit `room` high (not below their size at 100 %, but where
    even that does not fit: a card of a big hand, covered but for a narrow strip, down to
    MIN_NAME and MIN_EFFECT). The last line counts its whole height: counted by the step
    between lines, at 150 % it ran past the foot of a card in the hand, onto the table's
    wooden frame."""
    ts = pen.text_size()
    sizes = [(max(16 / ts, 16 - k), max(13 / ts, 13 - k * 0.8)) for k in range(12)]
    sizes += [(max(MIN_NAME / ts, 16 / ts - k), max(MIN_EFFECT / ts, 13 / ts - k * 0.8)) for k in range(1, 8)]
    def tall(names, effects, name_size, effect_size) -> float:
        return len(names) * assets.grown(name_size + 3) + 6 + (len(effects) - 1) * assets.grown(effect_size + 2) \
            + assets.font(effect_size).get_height()

    for name_size, effect_size in sizes:
        names = assets.wrap(card_name(card_id), name_size, wide, "bold")[:2]
        effects = assets.wrap(card_effect(card_id), effect_size, wide)
        if tall(names, effects, name_size, effect_size) <= room:
            return names, effects, name_size, effect_size
    # a strip too narrow for the whole effect even so (a hand of twenty): as much as fits, then …
    while len(effects) > 1 and tall(names, effects, name_size, effect_size) > room:
        effects.pop()
    effects[-1] = effects[-1].rstrip(" .,;:") + "…"
    return names, effects, name_size, effect_size


@pen.cached(maxsize=24)
def small_face(card_id: str, lang: str) -> pygame.Surface:
    """A card face up at the size of the piles (the discard's top, the card in play):
    drawn large and scaled down, so its words stay in their places."""
    return pen.transform.smoothscale_by(card_face(card_id, lang, (124, 150)), 0.72)


def card_of(card_id: str, room: int | None = None) -> pygame.Surface:
    return card_face(card_id, language(), CARD, room)


@pen.cached(maxsize=8)
def card_back(size: tuple[int, int] = CARD) -> pygame.Surface:
    w, h = size
    surface = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(surface, (0, 0, 0, 90), (3, 4, w - 3, h - 4), border_radius=max(3, w // 12))
    pen.rect(surface, BACK, (0, 0, w - 3, h - 4), border_radius=max(3, w // 12))
    pen.rect(surface, theme.GOLD_DEEP, (3, 3, w - 9, h - 10), 2, border_radius=max(3, w // 12))
    draw_w(surface, ((w - 3) / 2, (h - 4) / 2), min(w, h) * 0.35, theme.GOLD_DEEP, max(2, w // 18))
    return surface


@pen.cached(maxsize=8)
def mini_die(value: str, size: int = 22) -> pygame.Surface:
    return face(value, size)


@pen.cached(maxsize=40)
def dice_heap(count: int, size: int = 20) -> pygame.Surface:
    """A seat's dice in one handful (they travel together round the table for
    pass_dice): up to six small dice heaped, and the count on a badge."""
    shown = min(count, 6)
    surface = pen.Surface((size * 3 + 24, size * 2 + 14), pygame.SRCALPHA)
    spots = [(0, 1), (1, 1), (2, 1), (0.5, 0), (1.5, 0), (1, 0.5)]
    for k in range(shown):
        gx, gy = spots[k]
        surface.blit(face(WAZABI, size), (round(gx * size * 0.9) + 4, round(gy * size * 0.8) + 6))
    badge = assets.text(str(count), 15, theme.INK, "bold")
    box = pygame.Rect(0, 0, max(20, badge.get_width() + 8), 20)
    box.topright = (surface.get_width(), 0)
    pen.rect(surface, theme.GOLD, box, border_radius=10)
    surface.blit(badge, badge.get_rect(center=box.center))
    return surface


SKIP_RED = (200, 50, 40)


@pen.cached(maxsize=4)
def skip_card(size: tuple[int, int] = (30, 40)) -> pygame.Surface:
    """A skip_turn card lying face up before a seat: a small card with a "no way"
    sign (a barred circle), recognisable without reading."""
    w, h = size
    surface = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(surface, (0, 0, 0, 90), (2, 3, w - 2, h - 3), border_radius=4)
    pen.rect(surface, theme.PAPER, (0, 0, w - 2, h - 3), border_radius=4)
    pen.rect(surface, SKIP_RED, (0, 0, w - 2, h - 3), 2, border_radius=4)
    c = ((w - 2) / 2, (h - 3) / 2)
    r = min(w, h) * 0.3
    pen.circle(surface, SKIP_RED, c, r, max(2, w // 12))
    d = r * 0.7
    pen.line(surface, SKIP_RED, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), max(2, w // 12))
    return surface
