"""Shared look of overlays: a dimmed screen and a centred panel."""
from __future__ import annotations

import pygame

from scenes.ui import assets, pen, theme


@pen.cached(maxsize=4)
def dim(size) -> pygame.Surface:
    s = pen.Surface(size, pygame.SRCALPHA)
    s.fill((0, 0, 0, 150))
    return s


@pen.cached(maxsize=16)
def panel(size) -> pygame.Surface:
    w, h = size
    s = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(s, (0, 0, 0, 120), (4, 8, w - 4, h - 8), border_radius=22)
    pen.rect(s, theme.WOOD, (0, 0, w - 4, h - 8), border_radius=22)
    pen.rect(s, (22, 58, 40), (10, 10, w - 24, h - 28), border_radius=16)
    pen.rect(s, theme.WOOD_LIGHT, (0, 0, w - 4, h - 8), 2, border_radius=22)
    return s


def draw_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(dim(surface.get_size()), (0, 0))
    surface.blit(panel(rect.size), rect)


def notice_band(surface: pygame.Surface, message: str, fade: float = 1.0) -> None:
    """A message about a file (damaged, kept aside) in a dark band at the top; `fade`
    from 1 (shown) to 0 (gone)."""
    lines = [assets.text(line, 18, theme.CREAM) for line in assets.wrap(message, 18, 1190)]
    band = pen.Surface((min(1240, max(line.get_width() for line in lines) + 48), 16 + 26 * len(lines)),
                          pygame.SRCALPHA)
    pen.rect(band, (90, 30, 20, 225), band.get_rect(), border_radius=12)
    pen.rect(band, (*theme.GOLD, 255), band.get_rect(), 2, border_radius=12)
    for k, line in enumerate(lines):
        band.blit(line, line.get_rect(midtop=(band.get_width() // 2, 9 + 26 * k)))
    band.set_alpha(int(255 * fade))
    surface.blit(band, band.get_rect(midtop=(surface.get_width() // 2, 12)))
