"""Shared look of overlays: a dimmed screen and a centred panel."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.ui import theme


@lru_cache(maxsize=4)
def dim(size) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((0, 0, 0, 150))
    return s


@lru_cache(maxsize=16)
def panel(size) -> pygame.Surface:
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 120), (4, 8, w - 4, h - 8), border_radius=22)
    pygame.draw.rect(s, theme.WOOD, (0, 0, w - 4, h - 8), border_radius=22)
    pygame.draw.rect(s, (22, 58, 40), (10, 10, w - 24, h - 28), border_radius=16)
    pygame.draw.rect(s, theme.WOOD_LIGHT, (0, 0, w - 4, h - 8), 2, border_radius=22)
    return s


def draw_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(dim(surface.get_size()), (0, 0))
    surface.blit(panel(rect.size), rect)
