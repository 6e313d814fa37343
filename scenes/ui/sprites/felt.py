"""The felt table, drawn once by code: cloth grain, a wooden rim and a lamp's light
falloff. Scenes blit the cached surface every frame. In a scaled frame it is made at
the frame's pixels (scenes/ui/canvas.py): the grain at the screen's own pixels, the
rim and its shadow as many pixels wide as the scale makes them."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from scenes.ui import canvas, pen, theme

# the felt's own pixel work (tiles, rings) is done in pixels, whatever the scale
_blit, _size = canvas.PlainSurface.blit, canvas.PlainSurface.get_size


@pen.cached(maxsize=4)
def felt(size: tuple[int, int]) -> pygame.Surface:
    surface = _blank(size)
    w, h = _size(surface)
    # (cloth + grain) * light, computed as light first, cloth multiplied in tile by tile:
    # the same pixels as lighting the cloth afterwards, without a full-size light layer
    _light(surface)
    tile = _cloth_tile()
    for y in range(0, h, TILE):
        for x in range(0, w, TILE):
            _blit(surface, tile, (x, y), special_flags=pygame.BLEND_RGB_MULT)
    _rim(surface, pen.scale())
    return surface


TILE = 160


def _blank(size: tuple[int, int]) -> pygame.Surface:
    """A surface in the display's pixel format (a Canvas in a scaled frame), made
    directly: Surface().convert() would fill a second full-size surface only to copy it
    (large fresh surfaces cost page faults)."""
    display = pygame.display.get_surface()
    if pen.scale() != 1.0:
        return canvas.Canvas(size, 0, *([display] if display is not None else [32]), scale=pen.scale())
    return _pixels(size)


def _pixels(size: tuple[int, int]) -> pygame.Surface:
    """A plain surface in the display's pixel format (a tile: pixels at any scale)."""
    display = pygame.display.get_surface()
    return pygame.Surface(size, 0, display) if display is not None else pygame.Surface(size).convert()


def _scaled(top: int) -> bytes:
    """A bytes.translate table taking a random byte to 0..top-1, each value about equally often."""
    return bytes(b * top >> 8 for b in range(256))


def _grey(levels: bytes, size: tuple[int, int]) -> pygame.Surface:
    """A surface whose pixels are the grey levels given (one byte each, row by row)."""
    rgb = bytearray(3 * len(levels))
    for channel in range(3):          # spread each byte into R, G and B
        rgb[channel::3] = levels
    return pygame.image.frombytes(bytes(rgb), size, "RGB").convert()


@lru_cache(maxsize=1)
def _grain_tile() -> pygame.Surface:
    """Fine random fibres: a small tile of faint noise (grey 0..13 plus 0..5 more green
    per pixel) and short strokes. The noise is made from random bytes by bulk operations,
    not pixel by pixel, so the tile takes about a millisecond."""
    rng = random.Random(11)
    size = (TILE, TILE)
    tile = _grey(rng.randbytes(TILE * TILE).translate(_scaled(14)), size)
    green = _grey(rng.randbytes(TILE * TILE).translate(_scaled(6)), size)
    green.fill((0, 255, 0), special_flags=pygame.BLEND_RGB_MULT)    # keep only its green
    tile.blit(green, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    for _ in range(220):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        dx, dy = rng.randrange(-3, 4), rng.randrange(-3, 4)
        pygame.draw.line(tile, (16, 22, 16), (x, y), (x + dx, y + dy))
    return tile


@lru_cache(maxsize=1)
def _cloth_tile() -> pygame.Surface:
    """The felt's colour plus its grain, one tile."""
    tile = _pixels((TILE, TILE))
    tile.fill(theme.FELT)
    tile.blit(_grain_tile(), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return tile


def _light(surface: pygame.Surface) -> None:
    """A lamp above the middle: brighter centre, darker corners, as grey levels (to be
    multiplied with the cloth) computed on a 64x36 grid and smoothly scaled up into `surface`."""
    cx, cy = 32, 15
    levels = bytes(int(255 * max(0.42, min(1.0, 1.12 - 0.55 * (((x - cx) / 40) ** 2 + ((y - cy) / 26) ** 2))))
                   for y in range(36) for x in range(64))
    pygame.transform.smoothscale(_grey(levels, (64, 36)), _size(surface), surface)


RIM = 10        # the wooden frame's width: the cloth starts this far in from each edge


def _rim(surface: pygame.Surface, scale: float = 1.0) -> None:
    """The wood, RIM design units wide, and its shadow on the cloth, in 1-pixel rings
    (as many as the scale makes the widths), shaded by their depth in design units."""
    w, h = _size(surface)
    rim = canvas.whole(RIM * scale)
    for i in range(rim):
        k = i / scale
        shade = (max(0, theme.WOOD[0] - int(k * 5)), max(0, theme.WOOD[1] - int(k * 4)),
                 max(0, theme.WOOD[2] - int(k * 3)))
        pygame.draw.rect(surface, shade, (i, i, w - 2 * i, h - 2 * i), 1)
    for i in range(canvas.whole(14 * scale)):    # an inner shadow: 1-pixel rings, darker nearer the wood
        _darken_ring(surface, pygame.Rect(rim + i, rim + i, w - 2 * (rim + i), h - 2 * (rim + i)),
                     int(255 - (60 - i / scale * 4)))


def _darken_ring(surface: pygame.Surface, rect: pygame.Rect, keep: int) -> None:
    """Multiply the 1-pixel outline of `rect` by keep/255: what black at alpha 255-keep
    would do, without a full-size transparent layer to blend."""
    shade = (keep, keep, keep)
    for edge in ((rect.left, rect.top, rect.width, 1), (rect.left, rect.bottom - 1, rect.width, 1),
                 (rect.left, rect.top + 1, 1, rect.height - 2), (rect.right - 1, rect.top + 1, 1, rect.height - 2)):
        canvas.PlainSurface.fill(surface, shade, edge, special_flags=pygame.BLEND_RGB_MULT)


def vignette_panel(size: tuple[int, int], colour=(0, 0, 0), alpha: int = 150, radius: int = 16) -> pygame.Surface:
    """A translucent rounded panel for overlays and sidebars."""
    panel = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(panel, (*colour, alpha), panel.get_rect(), border_radius=radius)
    return panel
