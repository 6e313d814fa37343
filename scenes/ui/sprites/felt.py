"""The felt table, drawn once by code: cloth grain, a wooden rim and a lamp's light
falloff. Scenes blit the cached surface every frame."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from scenes.ui import theme


@lru_cache(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size).convert()
    surface.fill(theme.FELT)
    tile = _grain_tile()
    for y in range(0, h, tile.get_height()):
        for x in range(0, w, tile.get_width()):
            surface.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_ADD)
    _light(surface)
    _rim(surface)
    return surface


@lru_cache(maxsize=1)
def _grain_tile() -> pygame.Surface:
    """Fine random fibres: a small tile of faint noise plus short strokes."""
    rng = random.Random(11)
    tile = pygame.Surface((160, 160)).convert()
    tile.fill((0, 0, 0))
    with pygame.PixelArray(tile) as pixels:
        for y in range(160):
            for x in range(160):
                v = rng.randrange(0, 14)
                pixels[x, y] = (v, v + rng.randrange(0, 6), v)
    for _ in range(220):
        x, y = rng.randrange(160), rng.randrange(160)
        dx, dy = rng.randrange(-3, 4), rng.randrange(-3, 4)
        pygame.draw.line(tile, (16, 22, 16), (x, y), (x + dx, y + dy))
    return tile


def _light(surface: pygame.Surface) -> None:
    """A lamp above the middle: brighter centre, darker corners (multiplied in)."""
    w, h = surface.get_size()
    small = pygame.Surface((64, 36)).convert()
    cx, cy = 32, 15
    for y in range(36):
        for x in range(64):
            d = (((x - cx) / 40) ** 2 + ((y - cy) / 26) ** 2) ** 0.5
            v = max(0.42, min(1.0, 1.12 - 0.55 * d * d))
            c = int(255 * v)
            small.set_at((x, y), (c, c, c))
    shade = pygame.transform.smoothscale(small, (w, h))
    surface.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def _rim(surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    for i in range(10):
        shade = (max(0, theme.WOOD[0] - i * 5), max(0, theme.WOOD[1] - i * 4), max(0, theme.WOOD[2] - i * 3))
        pygame.draw.rect(surface, shade, (i, i, w - 2 * i, h - 2 * i), 1)
    inner = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(14):
        pygame.draw.rect(inner, (0, 0, 0, 60 - i * 4), (10 + i, 10 + i, w - 20 - 2 * i, h - 20 - 2 * i), 1)
    surface.blit(inner, (0, 0))


def vignette_panel(size: tuple[int, int], colour=(0, 0, 0), alpha: int = 150, radius: int = 16) -> pygame.Surface:
    """A translucent rounded panel for overlays and sidebars."""
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*colour, alpha), panel.get_rect(), border_radius=radius)
    return panel
