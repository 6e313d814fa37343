"""YAM color's check made visible, at the table and in practice: the dice that pair up
with the card's discs ringed in gold and the others dimmed, the same on the card's
discs, and a tally per colour beside the card ("Red 2/2" with a tick when every disc
of that colour is paired). Colours are named in words and keep their symbols, so the
tally reads the same with the colour-blind palette. Also the words the history and
practice use for the same counts."""
from __future__ import annotations

import pygame

from game.yam_color.deck import CARD_DISCS, COLOURS, dice_colours, paired_discs

from scenes.ui import assets, pen, theme
from scenes.ui.text import colour_name, listed, t
from scenes.yam_color import pieces

RING = 38                       # the gold ring's radius round a die that pairs up
TALLY_ROW = 40                  # the tally's line height
TALLY_RIGHT = 1272              # the tally's right edge: the frame's, less a margin
TICK_ROOM = 26                  # a tick after the words: its gap and width
DIM = (10, 26, 18, 150)         # over a die or a disc that pairs with nothing


# ----- the counts in words ---------------------------------------------------------------
def tally(dice, card: int) -> list[tuple[str, int, int, int]]:
    """(colour, dice showing it, discs of it, pairs) for each colour on the card."""
    have, discs = dice_colours(tuple(dice)), CARD_DISCS[card]
    return [(c, have[k], discs[k], min(have[k], discs[k])) for k, c in enumerate(COLOURS) if discs[k]]


def tally_line(colour: str, pairs: int, discs: int) -> str:
    return t("yam_tally", colour=colour_name(colour).capitalize(), n=pairs, discs=discs)


def amounts(counts) -> str:
    """'2 red, 3 yellow, 1 green' (counts in COLOURS order; none of a colour: left out)."""
    return ", ".join(t("yam_amount", n=n, colour=colour_name(c)) for c, n in zip(COLOURS, counts) if n)


def pairs_words(dice, card: int) -> str:
    """'red 2 + yellow 2 + green 1': the pairs of each colour that make the count."""
    return " + ".join(t("yam_pair", colour=colour_name(c), n=p) for c, _, _, p in tally(dice, card) if p)


def practice_advice(dice, card: int, called: int) -> str:
    """After a wrong call in practice, the colours that explain it: too high, those where
    dice and discs do not all pair up (something counted that has no partner); too low,
    every colour's pairs (the ones to count)."""
    have, discs = dice_colours(tuple(dice)), CARD_DISCS[card]
    right = sum(min(h, d) for h, d in zip(have, discs))
    if called > right:
        left_over = [t("yam_left_over", colour=colour_name(c), dice=have[k], discs=discs[k])
                     for k, c in enumerate(COLOURS) if have[k] != discs[k]]
        return t("yam_practice_added", n=called - right, colours=listed(left_over))
    if called < right:
        pairs = [t("yam_pair", colour=colour_name(c), n=min(have[k], discs[k]))
                 for k, c in enumerate(COLOURS) if min(have[k], discs[k])]
        return t("yam_practice_missed", n=right - called, colours=listed(pairs))
    return ""


# ----- drawing -------------------------------------------------------------------------------
@pen.cached(maxsize=1)
def _glow() -> pygame.Surface:
    size = 2 * RING + 8
    glow = pen.Surface((size, size), pygame.SRCALPHA)
    pen.circle(glow, (*theme.GOLD, 60), (size // 2, size // 2), RING)
    pen.circle(glow, (*theme.GOLD, 255), (size // 2, size // 2), RING, 4)
    return glow


@pen.cached(maxsize=1)
def _dimmer() -> pygame.Surface:
    size = pieces.DIE_SIZE
    shade = pen.Surface((size, size), pygame.SRCALPHA)
    pen.circle(shade, DIM, (size // 2, size // 2 + 4), size // 2 - 2)
    return shade


@pen.cached(maxsize=1)
def _disc_shade() -> pygame.Surface:
    """The card's paper over a disc no die pairs with: it fades into the card."""
    shade = pen.Surface((40, 40), pygame.SRCALPHA)
    pen.circle(shade, (*theme.PAPER[:3], 170), (20, 20), 19)
    return shade


def draw_die_mark(surface, center, paired: bool, over: bool) -> None:
    """Under a die (`over` False): its gold ring if it pairs up; over it: a shade if not."""
    x, y = int(center[0]), int(center[1])
    if paired and not over:
        glow = _glow()
        surface.blit(glow, glow.get_rect(center=(x, y)))
    elif not paired and over:
        shade = _dimmer()
        surface.blit(shade, shade.get_rect(center=(x, y)))


def draw_card_marks(surface, card: int, dice, center) -> None:
    """Over the card's face at `center`: a gold ring round each disc a die pairs with,
    a shade over the others."""
    w, h = pieces.CARD_SIZE
    left, top = center[0] - w // 2, center[1] - h // 2
    for k, paired in enumerate(paired_discs(card, dice)):
        x, y = left + pieces.DISC_X[k % 2], top + pieces.DISC_Y0 + (k // 2) * pieces.DISC_STEP
        if paired:
            pen.circle(surface, theme.GOLD, (x, y), 22, 4)
        else:
            surface.blit(_disc_shade(), (x - 20, y - 20))


def tick(surface, colour, at) -> None:
    """A check mark, drawn: the fonts have no ✓."""
    x, y = at
    pen.lines(surface, colour, False, [(x, y + 8), (x + 6, y + 14), (x + 17, y)], 4)


def draw_tally(surface, dice, card: int, topleft) -> int:
    """The tally per colour of the card, one line each: the colour's symbol on its disc,
    'Red 2/2' (pairs / discs), a tick when all that colour's discs pair up. Returns
    the y below it."""
    x, y = topleft
    room = TALLY_RIGHT - (x + 34) - TICK_ROOM          # the words, then their tick, inside the felt
    rows = tally(dice, card)
    # at 150 % in French ("Rouge 1/1") the tick ran off the frame: the words shrink
    # instead, every line to the size of the one that needs it most
    size = min((assets.fitted(tally_line(c, pairs, discs), 21, room, "bold") for c, _h, discs, pairs in rows),
               default=21)
    for colour, _have, discs, pairs in rows:
        pen.circle(surface, (20, 16, 14), (x + 13, y + 14), 14)
        pen.circle(surface, pieces.colour_of(colour), (x + 13, y + 14), 12)
        pieces.draw_colour_symbol(surface, colour, (x + 13, y + 15), 7)
        full = pairs == discs
        words = assets.shadowed(tally_line(colour, pairs, discs), size, theme.GOLD if full else theme.CREAM, "bold")
        surface.blit(words, (x + 34, y + 2))
        if full:
            tick(surface, (120, 220, 130), (x + 40 + words.get_width(), y + 6))
        y += TALLY_ROW
    return y
