"""The soft glow around a rectangle (a prize that may be taken, the seat to play):
shared by every game's table."""
from __future__ import annotations

import pygame

from scenes.ui import pen, theme

GLOW_PAD = 22


@pen.cached(maxsize=8)
def glow(size: tuple[int, int], colour=theme.GOLD, pad: int = GLOW_PAD) -> pygame.Surface:
    w, h = size
    surface = pen.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = int(255 * (1 - i / pad) ** 0.9)
        pen.rect(surface, (*colour, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                         border_radius=12 + i)
    return surface
