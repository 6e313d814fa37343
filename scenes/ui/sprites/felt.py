"""The felt table, drawn once by code: cloth grain, a wooden rim and a lamp's light
falloff. Scenes blit the cached surface every frame. In a scaled frame it is made at
the frame's pixels (scenes/ui/canvas.py): the grain at the screen's own pixels, the
rim and its shadow as many pixels wide as the scale makes them, and built a band of
rows a frame (a resize or F11 never spends a frame on the whole felt: 70 ms at 4K);
in the unseen frames after a resize (scenes/ui/rebuild.py), as many bands as a frame's
allowance lets, the frame not shown before the felt is whole."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame

from scenes.ui import canvas, pen, rebuild, spare, theme

# the felt's own pixel work (tiles, rings) is done in pixels, whatever the scale
_blit, _size = canvas.PlainSurface.blit, canvas.PlainSurface.get_size


def felt(size: tuple[int, int], whole: bool = False) -> pygame.Surface:
    """The felt for a frame of `size` (design units) at the current scale. At scale 1 it
    is drawn at once. At any other scale it is built over frames, one band of rows per
    frame (`BAND`), so that a resize or F11 never spends a frame's budget on it: until
    done, the rows not yet built show the last felt made, resampled (or the cloth's
    colour). `whole`: finish it now (the app's start, before any frame)."""
    key = (tuple(size), pen.scale())
    build = _felts.get(key)
    if build is None:
        build = _felts[key] = _Build(size, _latest[0])
        while len(_felts) > 4:
            del _felts[next(iter(_felts))]
        rebuild.checkpoint()         # a full-size surface was made: in a rebuild, enough for a frame
    if not build.prepared:
        rebuild.spend(PREPARING)
        build.prepare()
        rebuild.checkpoint()
    if whole:
        while not build.done:
            build.step()
    elif not build.done and rebuild.rehearsing():
        # the frame unseen (a rebuild): bands as the frame's allowance lets, and the frame
        # not shown before the felt is whole (nothing drawn over it is drawn twice then)
        while not build.done:
            rebuild.spend(BUILDING)
            build.step()
    elif not build.done and build.frame != canvas.frame():
        build.step()
    _latest[0] = build
    return build.surface


def _forget() -> None:
    """Every felt made again when next asked for (tests recording what is drawn)."""
    _felts.clear()
    _latest[0] = None


felt.cache_clear = _forget       # as the lru_cache it was


def progress(size: tuple[int, int]) -> int:
    """How many steps of the felt of `size` at the current scale are built (a cache of
    something drawn over the felt keys on it, to be drawn again as it fills in)."""
    build = _felts.get((tuple(size), pen.scale()))
    return -1 if build is None else build.steps


def built_under(size: tuple[int, int], rect) -> bool:
    """Whether the felt of `size` at the current scale is built under `rect` (design
    units): a small cache drawn over it (a seat's card) is made again only once it is."""
    build = _felts.get((tuple(size), pen.scale()))
    if build is None or build.done:
        return build is not None
    return build.rows >= canvas.whole(pygame.Rect(rect).bottom * build.scale)


def changed_since(size: tuple[int, int], steps: int) -> list[pygame.Rect] | None:
    """The design rects of the felt of `size` built after its first `steps` steps (None:
    not known, draw everything over it again)."""
    build = _felts.get((tuple(size), pen.scale()))
    if build is None or steps < 0 or steps > build.steps:
        return None
    return [rect for step, rect in build.bands if step > steps]


PREPARING = 0.5     # a frame's share (scenes/ui/rebuild.py): the felt resampled, the light made
BUILDING = 0.2      # and a band's (about 2 ms at 3840x2160)
BAND = 160      # pixel rows built per frame (a tile's height): at 3840x2160, 14 frames of ~2 ms


class _Build:
    """One felt being made: step 0 makes the surface and the light at a quarter of its
    pixels; each next step lights, grains and frames one band of rows."""

    def __init__(self, size, previous):
        self.size, self.scale = tuple(size), pen.scale()
        self.frame = canvas.frame()
        self.steps, self.bands = 0, []
        self.surface = _blank(size)
        self.previous, self.prepared = previous, True
        if self.scale == 1.0:          # the 1280x720 felt: drawn whole, as it always was
            _whole_felt(self.surface)
            self.done = True
            return
        self.rows = 0
        self.done = False
        self.prepared = False          # `prepare`: a piece of work of its own (a rebuild's frame each)

    def prepare(self) -> None:
        """What shows until each band is built: the last felt made, resampled (nearest
        pixels: a copy's cost), or the cloth's colour (in a rebuild, whose frame is not
        shown before the felt is whole: a fill is cheaper); and the light at a quarter size."""
        w, h = _size(self.surface)
        previous, self.previous = self.previous, None
        if previous is not None and not rebuild.rehearsing():
            pygame.transform.scale(previous.surface, (w, h), self.surface)
        else:
            canvas.PlainSurface.fill(self.surface, theme.FELT)
        quarter = ((w + 3) // 4, (h + 3) // 4)
        self.light = canvas.PlainSurface(quarter, 0, self.surface)
        _light(self.light)
        self.prepared = True

    def step(self) -> None:
        """Build the next band of rows (lit, grained, framed): as many pixels as the band."""
        if not self.prepared:
            self.prepare()
        self.frame = canvas.frame()
        surface, scale = self.surface, self.scale
        w, h = _size(surface)
        top, bottom = self.rows, min(h, self.rows + BAND)
        band = pygame.Rect(0, top, w, bottom - top)
        # the light: the quarter-size light's rows, each pixel made 4x4 (nearest: the
        # same pixels whichever band they are made in)
        rows = pygame.Rect(0, top // 4, self.light.get_width(), (bottom - top + 3) // 4)
        big = pygame.transform.scale(self.light.subsurface(rows), (rows.w * 4, rows.h * 4))
        _blit(surface, big, band.topleft, pygame.Rect(0, 0, w, band.h))
        tile = _cloth_tile()
        for y in range(top - top % TILE, bottom, TILE):        # the tiles lie where the whole felt has them
            part = pygame.Rect(0, 0, TILE, TILE).clip(0, top - y, TILE, bottom - top)
            for x in range(0, w, TILE):
                _blit(surface, tile, (x, y + part.y), part, special_flags=pygame.BLEND_RGB_MULT)
        canvas.PlainSurface.set_clip(surface, band)
        _rim(surface, scale)
        canvas.PlainSurface.set_clip(surface, None)
        self.rows = bottom
        self.steps += 1
        self.done = bottom >= h
        if self.done:
            self.light = None
        before = surface.version
        surface.touched(band)         # a frame that copies it as its background takes the new band back
        surface.redrawn(before, [band])
        self.bands.append((self.steps, surface.to_design(band)))


_felts: dict = {}          # (size, scale) -> its _Build, the last 4
_latest: list = [None]     # the felt last asked for (resampled while the next one is built)


def _whole_felt(surface) -> None:
    # (cloth + grain) * light, computed as light first, cloth multiplied in tile by tile:
    # the same pixels as lighting the cloth afterwards, without a full-size light layer
    w, h = _size(surface)
    _light(surface)
    tile = _cloth_tile()
    for y in range(0, h, TILE):
        for x in range(0, w, TILE):
            _blit(surface, tile, (x, y), special_flags=pygame.BLEND_RGB_MULT)
    _rim(surface, pen.scale())


TILE = 160


def _blank(size: tuple[int, int]) -> pygame.Surface:
    """A surface in the display's pixel format (a Canvas in a scaled frame), made
    directly: Surface().convert() would fill a second full-size surface only to copy it
    (large fresh surfaces cost page faults)."""
    if pen.scale() != 1.0:            # made between frames in a rebuild (scenes/ui/spare.py)
        return spare.window_canvas(size, pen.scale())
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
    clip = canvas.PlainSurface.get_clip(surface)     # a blended fill ignores the clip: applied here
    for edge in ((rect.left, rect.top, rect.width, 1), (rect.left, rect.bottom - 1, rect.width, 1),
                 (rect.left, rect.top + 1, 1, rect.height - 2), (rect.right - 1, rect.top + 1, 1, rect.height - 2)):
        edge = clip.clip(edge)
        if edge.w and edge.h:
            canvas.PlainSurface.fill(surface, shade, edge, special_flags=pygame.BLEND_RGB_MULT)


def vignette_panel(size: tuple[int, int], colour=(0, 0, 0), alpha: int = 150, radius: int = 16) -> pygame.Surface:
    """A translucent rounded panel for overlays and sidebars."""
    panel = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(panel, (*colour, alpha), panel.get_rect(), border_radius=radius)
    return panel
