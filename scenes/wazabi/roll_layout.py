"""Where a Wazabi roll's dice tumble and come to rest on the felt: inside the roll area
(layout.ROLL_AREA), under the pile's and discard's counts, over the table's line and
the bottom seat, whole and apart. `rng` is the table's looks-only random source (the
faces come from the match, never from here)."""
from __future__ import annotations

import math

import pygame

from scenes.wazabi import layout

CROWD = 8                   # more dice than this in a roll are drawn smaller
REST_TOP = 238              # dice at rest lie below this: the pile's and discard's counts stay readable
REST_EXTENT = 0.61          # half a die's width at rest, turned up to 14 degrees (of its size)


def tumble_inner(shrink: float) -> pygame.Rect:
    """Where a die's centre may be while it tumbles: the roll area less half of the die
    at its widest (turned 45 degrees), so it never covers the table's line or the
    bottom seat (lifted, it grows but rises by more than it grows below)."""
    half = math.ceil(64 * shrink * math.sqrt(2) / 2)
    return layout.ROLL_AREA.inflate(-2 * half, -2 * half)


def roll_places(count: int, rng) -> tuple[list, float]:
    """Where thrown dice come to rest, and how small they are drawn (1: full size):
    a row, or two rows of slightly smaller dice from five on, a little out of line;
    every face whole and apart, below the pile's and discard's counts (REST_TOP) and,
    turned any way as they land, above the table's line. A crowd of dice (after
    many gifts) lies in a loose grid of smaller dice."""
    area = layout.ROLL_AREA
    rest = pygame.Rect(area.x, REST_TOP, area.width, area.bottom - REST_TOP)
    if count <= CROWD:
        rows, shrink = (1, 1.0) if count <= 4 else (2, 0.9)
        inner = tumble_inner(shrink)
        top = max(inner.top, REST_TOP + 64 * shrink * REST_EXTENT)
        heights = [(top + inner.bottom) / 2] if rows == 1 else [top, inner.bottom]
        per_row = math.ceil(count / rows)
        cell = inner.width / per_row
        places = []
        for k in range(count):
            row, column = divmod(k, per_row)
            shift = 0.5 if rows == 1 else 0.25 + 0.5 * row      # the second row between the first's
            x = inner.left + cell * (column + shift) + rng.uniform(-0.05, 0.05) * cell
            y = heights[row] + (rng.uniform(-6, 6) if rows == 1 else 0)
            places.append((min(max(x, inner.left), inner.right), y))
        rng.shuffle(places)          # the faces land anywhere in the rows, not in order
        return places, shrink
    cols = math.ceil(math.sqrt(count * rest.width / rest.height))
    rows = math.ceil(count / cols)
    cell_w, cell_h = rest.width / cols, rest.height / rows
    # turned 45 degrees a die is 1.41 times as wide: 0.66 of a cell keeps it in its cell
    shrink = min(cell_w, cell_h) * 0.66 / 64
    jitter = min(cell_w, cell_h) * 0.03
    places = [(rest.x + (k % cols + 0.5) * cell_w + rng.uniform(-jitter, jitter),
               rest.y + (k // cols + 0.5) * cell_h + rng.uniform(-jitter, jitter)) for k in range(count)]
    return places, shrink

