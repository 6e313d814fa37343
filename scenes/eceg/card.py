"""Prize cards: the large card in the centre row (name + a drawn example roll),
the small card in a player's area, and the glow of a prize that may be taken."""
from __future__ import annotations

import pygame

from scenes.ui import assets, pen, theme
from scenes.ui.text import language
from scenes.eceg.words import prize_name, prize_short
from scenes.ui.sprites import die
from scenes.ui.sprites.glow import GLOW_PAD, glow  # noqa: F401  (card.glow: the table's glowing prizes)
from scenes.ui.sprites.seats import MINI_CARD

CARD = (104, 150)
MINI = MINI_CARD          # the small card fits a seat area's slot
# A colour accent per prize (top band), so cards are told apart at a glance.
ACCENTS = [(150, 60, 60), (60, 100, 160), (150, 110, 40), (70, 130, 80), (120, 70, 140),
           (40, 120, 130), (170, 90, 50), (90, 90, 150), (140, 60, 100)]


def _paper(size, accent, radius=10) -> pygame.Surface:
    w, h = size
    surface = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(surface, (0, 0, 0, 90), (2, 3, w - 2, h - 3), border_radius=radius)
    pen.rect(surface, theme.PAPER, (0, 0, w - 2, h - 3), border_radius=radius)
    pen.rect(surface, (252, 246, 230), (3, 3, w - 8, h - 9), border_radius=radius - 2)
    pen.rect(surface, accent, (0, 0, w - 2, h - 3), 2, border_radius=radius)
    return surface


@pen.cached(maxsize=64)
def card(prize_id: str, number: int, example: tuple[int, ...], language: str) -> pygame.Surface:
    """A full-size prize card. `language` only keys the cache (names are translated)."""
    w, h = CARD
    accent = ACCENTS[(number - 1) % len(ACCENTS)]
    surface = _paper(CARD, accent)
    pen.rect(surface, accent, (0, 0, w - 2, 26), border_top_left_radius=10, border_top_right_radius=10)
    badge = assets.text(str(number), 18, theme.WHITE, "bold")
    surface.blit(badge, badge.get_rect(midleft=(8, 13)))
    size, lines = card_label(prize_name(prize_id), w - 14, h - 21 - 14 - 34)
    y = 32
    for line in lines:
        img = assets.text(line, size, theme.INK, "bold")
        surface.blit(img, img.get_rect(midtop=(w // 2 - 1, y)))
        y += img.get_height() - 2
    ds = 21
    total = 4 * ds + 3 * 3
    x0 = (w - 2 - total) // 2
    for i, v in enumerate(example):
        surface.blit(die.face(v, ds), (x0 + i * (ds + 3), h - ds - 14))
    return surface


def card_label(name: str, width: int, height: int) -> tuple[float, list[str]]:
    """A full card's name: 16 points on up to three lines, else 14; at a larger text size,
    smaller still until every line fits `width` and all of them `height` above the dice
    (down to 11 points at 100 %)."""
    lines = assets.wrap(name, 16, width, "bold")
    size = 16 if len(lines) <= 3 else 14
    lines = assets.wrap(name, size, width, "bold")
    floor = 11 / pen.text_size()
    while pen.text_size() > 1 and size > floor:
        font = assets.font(size, "bold")
        if all(font.size(line)[0] <= width for line in lines) and \
                sum(font.get_height() - 2 for _ in lines) <= height:
            break
        size = max(floor, size - 0.5)
        lines = assets.wrap(name, size, width, "bold")
    return size, lines


@pen.cached(maxsize=64)
def mini(prize_id: str, number: int, language: str) -> pygame.Surface:
    w, h = MINI
    accent = ACCENTS[(number - 1) % len(ACCENTS)]
    surface = _paper(MINI, accent, 8)
    pen.rect(surface, accent, (0, 0, w - 2, 16), border_top_left_radius=8, border_top_right_radius=8)
    badge = assets.text(str(number), assets.no_taller(13, 16, "bold"), theme.WHITE, "bold")   # within its band
    surface.blit(badge, badge.get_rect(midleft=(6, 8)))
    size, lines, step = mini_label(prize_short(prize_id), w - 7, h - 21)
    y = 16 + (h - 19 - step * len(lines)) // 2
    for line in lines:
        img = assets.text(line, size, theme.INK, "bold")
        surface.blit(img, img.get_rect(midtop=(w // 2 - 1, y - 1)))
        y += step
    return surface


def mini_label(label: str, width: int, height: int) -> tuple[int, list[str], int]:
    """(size, lines, line step) of the largest text, from 14 points down to 10, whose
    lines all fit `width` and together `height`: "Three of a kind, all even" on three lines.
    At a larger text size it may go on down to 10 points at 100 % (and no further)."""
    floor = 10 / pen.text_size()
    for size in [*range(14, 9, -1), *(10 - k / 2 for k in range(1, 20) if 10 - k / 2 >= floor)]:
        font = assets.font(size, "bold")
        lines = assets.wrap(label, size, width, "bold")
        step = font.get_linesize() - 3
        if all(font.size(line)[0] <= width for line in lines) and step * len(lines) <= height:
            break
    return size, lines, step


@pen.cached(maxsize=4)
def empty_slot(size: tuple[int, int] = CARD) -> pygame.Surface:
    """Where a taken prize sat: a faint outline on the felt."""
    surface = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(surface, (0, 0, 0, 50), surface.get_rect(), border_radius=10)
    pen.rect(surface, (255, 255, 255, 40), surface.get_rect(), 2, border_radius=10)
    return surface


def draw_holdings(surface: pygame.Surface, state, seat: int, topleft) -> None:
    """The results screen's part: the small cards of the prizes `seat` holds, in a row."""
    x, y = topleft
    for k, prize_id in enumerate(state.prizes_of(seat)):
        number = state.table.index[prize_id] + 1
        surface.blit(mini(prize_id, number, language()), (x + k * 76, y))
