"""YAM color's pieces drawn by code: the colours (two palettes) with a symbol each,
the pyramid dice (three balls below, one on top: the top ball is the die's colour,
big, bright and marked with its symbol; the others are dimmed), the cards of eight
discs, and the call-time ring. Sprites are drawn once and cached: eight dice
tumbling cost a rotation lookup each per frame."""
from __future__ import annotations

import math

import pygame

from game.yam_color.deck import CARD_LETTERS, COLOURS

from scenes.ui import assets, pen, theme

PALETTE = {"red": (222, 52, 48), "yellow": (250, 212, 40), "green": (52, 168, 72), "blue": (38, 98, 214)}
# Okabe & Ito: vermillion, yellow, bluish green, blue keep apart for every colour vision
COLOUR_BLIND_PALETTE = {"red": (213, 94, 0), "yellow": (240, 228, 66), "green": (0, 158, 115),
                        "blue": (0, 114, 178)}
SYMBOLS = {"red": "triangle", "yellow": "star", "green": "square", "blue": "diamond"}
INK = {"red": (255, 255, 255), "yellow": (40, 32, 20), "green": (255, 255, 255), "blue": (255, 255, 255)}
LETTER_COLOUR = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
DIE_SIZE = 64
ANGLES = 24                     # rotations kept per sprite while tumbling


def colour_of(colour_id: str):
    return (COLOUR_BLIND_PALETTE if theme.colour_blind() else PALETTE)[colour_id]


def draw_colour_symbol(surface, colour_id: str, center, radius: float, ink=None) -> None:
    """The colour's own shape, so no colour depends on telling hues apart."""
    x, y = center
    r = radius
    shape = SYMBOLS[colour_id]
    if shape == "triangle":
        points = [(x, y - r), (x + r * 0.95, y + r * 0.7), (x - r * 0.95, y + r * 0.7)]
    elif shape == "square":
        q = r * 0.72
        points = [(x - q, y - q), (x + q, y - q), (x + q, y + q), (x - q, y + q)]
    elif shape == "diamond":
        points = [(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)]
    else:
        points = [(x + (r if k % 2 == 0 else r * 0.45) * math.cos(-math.pi / 2 + k * math.pi / 5),
                   y + (r if k % 2 == 0 else r * 0.45) * math.sin(-math.pi / 2 + k * math.pi / 5)) for k in range(10)]
    pen.polygon(surface, ink or INK[colour_id], points)


def _ball(surface, colour, center, radius: int, bright: bool) -> None:
    x, y = center
    if not bright:        # the balls below: dimmed, so the top one is the die's colour at a glance
        colour = tuple(int(c * 0.45 + 70 * 0.55) for c in colour)
    pen.circle(surface, (20, 16, 14), (x, y), radius + 2)
    pen.circle(surface, colour, (x, y), radius)
    light = tuple(min(255, c + 70) for c in colour)
    pen.circle(surface, light, (x - radius // 3, y - radius // 3), max(2, radius // 3))


@pen.cached(maxsize=16)
def _die(top: str, colour_blind: bool) -> pygame.Surface:
    size = DIE_SIZE
    surface = pen.Surface((size, size), pygame.SRCALPHA)
    others = [c for c in COLOURS if c != top]
    palette = COLOUR_BLIND_PALETTE if colour_blind else PALETTE
    _ball(surface, palette[others[0]], (size // 2, 30), 12, False)      # behind
    _ball(surface, palette[others[1]], (18, 46), 14, False)
    _ball(surface, palette[others[2]], (size - 18, 46), 14, False)
    pen.circle(surface, (255, 255, 255), (size // 2, 24), 21)   # the top ball stands out
    _ball(surface, palette[top], (size // 2, 24), 18, True)
    draw_colour_symbol(surface, top, (size // 2, 25), 9)
    return surface


@pen.cached(maxsize=4 * ANGLES * 2)
def die_sprite(top: str, angle_step: int = 0, colour_blind: bool = False) -> pygame.Surface:
    """A pyramid die showing `top`, turned by angle_step/ANGLES of a turn."""
    base = _die(top, colour_blind)
    if angle_step % ANGLES == 0:
        return base
    return pen.transform.rotate(base, angle_step % ANGLES * 360 / ANGLES)


def title_die(k: int, size: int):
    """The title's resting die number k: a pyramid die, each colour on top in turn, at
    `size` across, with its oval shadow."""
    top = COLOURS[k % len(COLOURS)]
    sprite = pen.transform.smoothscale_by(_die(top, theme.colour_blind()), size / DIE_SIZE)
    oval = pen.transform.smoothscale(die_shadow(), (size, round(size * 20 / DIE_SIZE)))
    shadow = pen.Surface((size, size), pygame.SRCALPHA)      # centred as the die: the oval at its foot
    shadow.blit(oval, oval.get_rect(midbottom=(size // 2, size)))
    return sprite, shadow


@pen.cached(maxsize=1)
def die_shadow() -> pygame.Surface:
    shadow = pen.Surface((DIE_SIZE, 20), pygame.SRCALPHA)
    pen.ellipse(shadow, (0, 0, 0, 80), shadow.get_rect())
    return shadow


CARD_SIZE = (150, 210)
DISC_X, DISC_Y0, DISC_STEP = (45, 105), 42, 44     # where a card's discs sit (two columns of four)


@pen.cached(maxsize=64)
def card_face(card: int, colour_blind: bool) -> pygame.Surface:
    """A card: its number and eight discs (two columns of four), each with its symbol."""
    w, h = CARD_SIZE
    surface = pen.Surface((w, h), pygame.SRCALPHA)
    pen.rect(surface, theme.PAPER, surface.get_rect(), border_radius=12)
    pen.rect(surface, theme.INK_SOFT, surface.get_rect(), 3, border_radius=12)
    # the number in the corner above the first row of discs: at 150 % it reached the disc
    number = assets.text(str(card), assets.no_taller(18, DISC_Y0 - 19 - 6, "bold"), theme.INK, "bold")
    surface.blit(number, number.get_rect(topright=(w - 10, 6)))
    palette = COLOUR_BLIND_PALETTE if colour_blind else PALETTE
    for k, letter in enumerate(CARD_LETTERS[card]):
        colour = LETTER_COLOUR[letter]
        x, y = DISC_X[k % 2], DISC_Y0 + (k // 2) * DISC_STEP
        pen.circle(surface, (30, 24, 20), (x, y), 19)
        pen.circle(surface, palette[colour], (x, y), 17)
        draw_colour_symbol(surface, colour, (x, y + 1), 9)
    return surface


@pen.cached(maxsize=1)
def card_back() -> pygame.Surface:
    w, h = CARD_SIZE
    surface = pen.Surface((w, h), pygame.SRCALPHA)
    pen.rect(surface, (120, 40, 50), surface.get_rect(), border_radius=12)
    pen.rect(surface, theme.GOLD, surface.get_rect().inflate(-14, -14), 3, border_radius=9)
    for k, colour in enumerate(COLOURS):
        pen.circle(surface, PALETTE[colour], (w // 2 + (k - 1.5) * 26, h // 2), 10)
    return surface


def draw_card(surface, card: int | None, center, flip: float = 1.0) -> None:
    """The card at `center`, turning over: flip 0 = its back, 1 = its face (the back turns
    to its edge by 0.5 even when the face is not known yet: a race across computers)."""
    face = card_back() if card is None or flip < 0.5 else card_face(card, theme.colour_blind())
    squeeze = abs(flip * 2 - 1) if card is not None or flip < 0.5 else 1.0
    w, h = CARD_SIZE
    if squeeze < 0.999:
        face = pen.transform.scale(face, (max(1, int(w * squeeze)), h))
    surface.blit(face, face.get_rect(center=center))


def draw_ring(surface, center, radius: int, left: float | None, total: float | None) -> None:
    """The call time counting down: a ring emptying as time runs, seconds in the middle."""
    pen.circle(surface, (8, 24, 16), center, radius)
    pen.circle(surface, (60, 90, 70), center, radius, 8)
    if total is None:
        label = "∞"
    else:
        share = max(0.0, min(1.0, left / total))
        colour = theme.GOLD if share > 0.25 else (230, 90, 60)
        if share > 0:
            rect = pygame.Rect(0, 0, radius * 2, radius * 2)
            rect.center = center
            pen.arc(surface, colour, rect, math.pi / 2, math.pi / 2 + share * 2 * math.pi, 9)
        label = str(max(0, math.ceil(left)))
    text = assets.text(label, 34, theme.CREAM, "bold")
    surface.blit(text, text.get_rect(center=center))


def draw_holdings(surface, state, seat: int, topleft) -> None:
    """On the results: the cards a seat won, as a small fan, and how many."""
    x, y = topleft
    cards = state.held[seat]
    for k, card in enumerate(cards[:12]):
        small = pen.transform.smoothscale(card_face(card, theme.colour_blind()), (30, 42))
        surface.blit(small, (x + k * 14, y + 8))
    count = assets.text(str(len(cards)), 26, theme.GOLD, "bold")
    surface.blit(count, (x + 12 * 14 + 40, y + 14))
