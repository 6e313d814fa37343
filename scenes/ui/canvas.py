"""Drawing at the window's own resolution while laying out in 1280x720 design units.

Scenes place everything in design units (the 1280x720 plan). When the picture in the
window is another size, the frame is a `Canvas`: a real pygame surface whose pixels
are `scale` times its design size, but whose sizes, rectangles, blits, fills and clips
are given and reported in design units. Text, sprites and the scenes' own surfaces
made through scenes/ui/pen.py and scenes/ui/assets.py are Canvases at the same scale,
so a glyph or a pip is drawn with the window's pixels, not stretched afterwards.

At scale 1 (a 1280x720 picture, and every test that does not ask for another size)
nothing here is used: surfaces are plain pygame surfaces and every call goes straight
to pygame, so the pixels are exactly what they always were.

A plain surface blitted onto a Canvas (a loaded image, or a piece of a screen not yet
converted) is taken as design-sized and enlarged on the way: right size and place,
only softer. A Canvas drawn at another scale (a cache from before the window changed)
is resampled the same way. `misfits` counts both by the line that blitted them when
`trace(True)`: the list of what is left to convert (tools/crisp_report.py).

The scale is one module-level setting, like the language (scenes/ui/text.py): the
letterbox sets it when the picture changes size; caches of drawn things are keyed by
it (`cached`) so they are redrawn at the new size.
"""
from __future__ import annotations

import collections
import math
import sys
from functools import lru_cache, wraps

import pygame

from scenes.ui import rebuild

PlainSurface = pygame.surface.Surface      # the real type (tests may put a stand-in at pygame.Surface)

_state = {"scale": 1.0, "text": 1.0, "trace": False, "frame": 0}
misfits: collections.Counter = collections.Counter()     # "file:line" -> plain or stale blits (when traced)


def scale() -> float:
    """Pixels per design unit in the frame being drawn (1 at 1280x720)."""
    return _state["scale"]


def set_scale(value: float) -> None:
    _state["scale"] = 1.0 if abs(value - 1.0) < 1e-9 else float(value)


def frame() -> int:
    """The number of the frame being drawn (work spread over frames does one step a frame)."""
    return _state["frame"]


def next_frame() -> None:
    _state["frame"] += 1


def text_size() -> float:
    """The player's text size (1, 1.25, 1.5): every font is that much larger, in design units."""
    return _state["text"]


def set_text_size(value: float) -> None:
    _state["text"] = float(value)


def trace(on: bool) -> None:
    """Count the blits that enlarge a plain surface or resample a stale Canvas, by caller."""
    _state["trace"] = bool(on)
    misfits.clear()


def whole(value: float) -> int:
    """A length or coordinate in whole pixels: rounded half up (not to even), so that
    equal steps in design units give equal steps in pixels."""
    return math.floor(value + 0.5)


def cached(maxsize: int | None = 128):
    """functools.lru_cache whose key also holds the scale and the text size: what a
    function draws is drawn again for a window of another size or another text size."""
    def decorate(function):
        @lru_cache(maxsize=maxsize)
        def at(_key, *args, **kwargs):
            return function(*args, **kwargs)

        @wraps(function)
        def call(*args, **kwargs):
            return at((_state["scale"], _state["text"]), *args, **kwargs)
        call.cache_clear, call.cache_info = at.cache_clear, at.cache_info
        return call
    return decorate


class Canvas(PlainSurface):
    """A surface of `design` size in design units, its pixels `scale` times that.
    Everything a Canvas's own methods take or give is in design units; pygame's C
    functions (pygame.draw, pygame.transform, image.save) see its real pixels, which
    is why scenes draw through scenes/ui/pen.py."""

    def __init__(self, size, flags=0, *rest, scale: float, pixels=None):
        w, h = int(size[0]), int(size[1])
        if pixels is None:
            pixels = (max(0, whole(w * scale)), max(0, whole(h * scale)))
        # counted (refused once a rebuild's frame has done its share: scenes/ui/rebuild.py)
        rebuild.spend_pixels(int(pixels[0]) * int(pixels[1]))
        super().__init__(pixels, flags, *rest)
        self._adopted(scale, (w, h))

    def _adopted(self, scale: float, design=None) -> "Canvas":
        """Set the scale and design size (of a surface pygame made: a copy, a subsurface)."""
        self.scale = scale
        self.version = 0          # counts the changes made through its methods and pen
        self._drawn = None        # the frame's: pixel rects changed since its background (below)
        self._background = None
        self._redrawn = None      # a background's: (version before, version after, pixel rects drawn again)
        if design is None:
            pw, ph = PlainSurface.get_size(self)
            design = (whole(pw / scale), whole(ph / scale))
        self.design = design
        return self

    @classmethod
    def holding(cls, image: PlainSurface, scale: float, design=None) -> "Canvas":
        """A Canvas with `image`'s pixels (a rendered text, a rotated sprite)."""
        alpha = image.get_flags() & pygame.SRCALPHA
        canvas = cls((0, 0), pygame.SRCALPHA if alpha else 0, 32, scale=scale, pixels=image.get_size())
        PlainSurface.blit(canvas, image, (0, 0))     # onto clear pixels: copied as they are
        key, surface_alpha = image.get_colorkey(), image.get_alpha()
        if key is not None:
            canvas.set_colorkey(key)
        if surface_alpha is not None:          # a faded sprite stays faded
            canvas.set_alpha(surface_alpha)
        return canvas._adopted(scale, design)

    # ----- units ------------------------------------------------------------------------
    def px(self, value: float) -> int:
        return whole(value * self.scale)

    def length(self, value: float) -> int:
        """A width or radius in pixels: a positive one never drops to 0."""
        return max(1, whole(value * self.scale)) if value > 0 else int(value)

    def point(self, p) -> tuple[int, int]:
        return whole(p[0] * self.scale), whole(p[1] * self.scale)

    def to_pixels(self, rect) -> pygame.Rect:
        """A design rectangle in pixels, edges rounded: touching rectangles still touch."""
        r = pygame.Rect(rect)
        s = self.scale
        left, top = whole(r.x * s), whole(r.y * s)
        return pygame.Rect(left, top, whole(r.right * s) - left, whole(r.bottom * s) - top)

    def to_design(self, rect) -> pygame.Rect:
        """A pixel rectangle in design units, covering it."""
        r, s = pygame.Rect(rect), self.scale
        left, top = math.floor(r.x / s), math.floor(r.y / s)
        return pygame.Rect(left, top, math.ceil(r.right / s) - left, math.ceil(r.bottom / s) - top)

    def pixel_size(self) -> tuple[int, int]:
        return PlainSurface.get_size(self)

    # ----- sizes ------------------------------------------------------------------------
    def get_size(self):
        return self.design

    def get_width(self):
        return self.design[0]

    def get_height(self):
        return self.design[1]

    def get_rect(self, **where):
        rect = pygame.Rect((0, 0), self.design)
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def get_bounding_rect(self, *args, **kwargs):
        return self.to_design(PlainSurface.get_bounding_rect(self, *args, **kwargs))

    # ----- the frame's background, copied only where it was drawn over ----------------------
    def keep_track(self) -> None:
        """For the frame: remember where each frame draws, so that the next frame's
        background (a whole-frame opaque Canvas, the felt or a table's still layer, the
        same one unchanged) is copied back only there rather than whole. The frame's
        pixels are exactly those of a whole copy; everything that draws on the frame
        goes through its methods or pen, which say where."""
        self._drawn, self._background = [], None
        self.partial = False          # whether the last background was copied back in part
        self._changed = None          # pixel rects changed since the window last took them (None: all)

    def take_changes(self):
        """The pixel rects changed since the last call (None: take the whole frame); the
        letterbox copies only those into the window."""
        changed, self._changed = self._changed, []
        return None if changed is None else coalesced(changed, self.pixel_size())

    def touched(self, pixels: pygame.Rect) -> None:
        """`pixels` (a pixel rect) were changed."""
        self.version += 1
        if self._drawn is not None:
            self._drawn.append(pixels)
            if len(self._drawn) > 400:        # a screen without a background: never a long list
                self._drawn = [PlainSurface.get_rect(self)] * 401
            if self._changed is not None:
                self._changed.append(pixels)
                if len(self._changed) > 400:
                    self._changed = None

    def redrawn(self, before: int, pixels: list) -> None:
        """A background (a still layer) was drawn again only in `pixels` since its
        `before` version: a frame that last copied that version copies back only those
        rects more, not the whole background."""
        self._redrawn = (before, self.version, list(pixels))

    def _background_blit(self, source) -> bool:
        """Blit a whole-frame opaque background (True), restoring only what was drawn
        over the same one last time; False when `source` is no such background."""
        if (self._drawn is None or not isinstance(source, Canvas) or source.scale != self.scale
                or source.pixel_size() != self.pixel_size() or source.get_flags() & pygame.SRCALPHA
                or source.get_alpha() is not None or source.get_colorkey() is not None):
            return False
        last = self._background
        pw, ph = self.pixel_size()
        since = None            # what changed in the background since the last frame copied it
        if last is not None and last[0] is source:
            again = source._redrawn
            since = [] if last[1] == source.version else \
                again[2] if again is not None and again[:2] == (last[1], source.version) else None
        drawn = coalesced(self._drawn + since, (pw, ph)) if since is not None and len(self._drawn) <= 400 else None
        if drawn is not None and sum(r.w * r.h for r in drawn) < pw * ph * 3 // 4:
            for rect in drawn:
                PlainSurface.blit(self, source, rect, rect)
            self.partial = True
            if self._changed is not None:
                self._changed.extend(drawn)
        else:
            PlainSurface.blit(self, source, (0, 0))
            self.partial = False
            self._changed = None
        self._background, self._drawn = (source, source.version), []
        self.version += 1
        return True

    # ----- drawing ----------------------------------------------------------------------
    def blit(self, source, dest, area=None, special_flags=0):
        s = self.scale
        if (self._drawn is not None and area is None and not special_flags and not dest[0] and not dest[1]
                and self._background_blit(source)):
            return self.get_rect()
        if isinstance(source, Canvas) and source.scale == s:
            if area is not None:
                area = source.to_pixels(area)
        else:
            source, area = self._fitted(source, area)
        done = PlainSurface.blit(self, source, (whole(dest[0] * s), whole(dest[1] * s)), area, special_flags)
        self.touched(done)
        return self.to_design(done)

    def _fitted(self, source, area):
        """A plain surface (design-sized) or a Canvas at another scale, at this scale."""
        if _state["trace"]:
            caller = sys._getframe(2)
            misfits[f"{caller.f_code.co_filename}:{caller.f_lineno}"] += 1
        if area is not None:
            source = source.subsurface(pygame.Rect(area).clip(source.get_rect()))
        w, h = source.get_size()            # design units either way (a plain surface's are its pixels)
        return enlarged(source, (whole(w * self.scale), whole(h * self.scale))), None

    def blits(self, blit_sequence, doreturn=True):
        done = [self.blit(*item) for item in blit_sequence]
        return done if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        done = PlainSurface.fill(self, color, None if rect is None else self.to_pixels(rect), special_flags)
        self.touched(done)
        return self.to_design(done)

    def set_clip(self, rect=None):
        pixels = None if rect is None else self.to_pixels(rect)
        PlainSurface.set_clip(self, pixels)
        # given back as set: a clip read, narrowed and set again lands on the same pixels
        self._clip = None if rect is None else (pygame.Rect(rect), PlainSurface.get_clip(self))

    def get_clip(self):
        pixels = PlainSurface.get_clip(self)
        kept = getattr(self, "_clip", None)
        if kept is not None and kept[1] == pixels:
            return pygame.Rect(kept[0])
        return self.to_design(pixels)

    def get_at(self, pos):
        """The pixel in the middle of the design unit at `pos`."""
        x, y = pos
        pw, ph = PlainSurface.get_size(self)
        return PlainSurface.get_at(self, (min(pw - 1, int((x + 0.5) * self.scale)), min(ph - 1, int((y + 0.5) * self.scale))))

    def subsurface(self, *rect):
        self._background = self._changed = None     # what is drawn through a part is not tracked: copied whole
        self.version += 1
        rect = pygame.Rect(*rect)
        part = PlainSurface.subsurface(self, self.to_pixels(rect).clip(PlainSurface.get_rect(self)))
        return part._adopted(self.scale, rect.size)

    def copy(self):
        return PlainSurface.copy(self)._adopted(self.scale, self.design)

    def convert(self, *args):
        return PlainSurface.convert(self, *args)._adopted(self.scale, self.design)

    def convert_alpha(self, *args):
        return PlainSurface.convert_alpha(self, *args)._adopted(self.scale, self.design)


TILE = 64       # pixels: changed rects are merged on a grid of this size


def coalesced(rects, size: tuple[int, int], tile: int = TILE) -> list[pygame.Rect]:
    """The grid tiles `rects` touch, as few non-overlapping rectangles (runs of tiles in
    a row, stacked while the rows below have the same run): copying them costs the union
    once, not every overlap again."""
    w, h = size
    cols, rows = (w + tile - 1) // tile, (h + tile - 1) // tile
    marks = [bytearray(cols) for _ in range(rows)]
    for r in rects:
        r = r.clip((0, 0, w, h))
        if r.w and r.h:
            first, last = r.x // tile, (r.right - 1) // tile
            for row in range(r.y // tile, (r.bottom - 1) // tile + 1):
                marks[row][first:last + 1] = b"\x01" * (last - first + 1)
    found: list[pygame.Rect] = []
    above: dict = {}
    for row, line in enumerate(marks):
        # runs found with bytes' own search: a frame merges a few rects on a grid of
        # thousands of tiles, and a loop over every tile cost a millisecond at 2560x1440
        here, col = {}, line.find(1)
        while col >= 0:
            end = line.find(0, col)
            end = cols - 1 if end < 0 else end - 1
            rect = above.get((col, end))
            if rect is None:
                rect = pygame.Rect(col * tile, row * tile, (end - col + 1) * tile, tile)
                found.append(rect)
            else:
                rect.h += tile
            here[(col, end)] = rect
            col = line.find(1, end + 1)
        above = here
    return [r.clip((0, 0, w, h)) for r in found]


def enlarged(source: PlainSurface, pixels: tuple[int, int]) -> PlainSurface:
    """`source` at `pixels` size: copied pixels for a whole multiple, smoothed otherwise
    (what the letterbox did to the whole frame)."""
    w, h = source.get_size() if not isinstance(source, Canvas) else source.pixel_size()
    if (w, h) == pixels or w == 0 or h == 0 or pixels[0] <= 0 or pixels[1] <= 0:
        return source
    whole_multiple = pixels[0] % w == 0 and pixels[1] % h == 0 and pixels[0] // w == pixels[1] // h
    try:
        out = (pygame.transform.scale if whole_multiple else pygame.transform.smoothscale)(source, pixels)
    except ValueError:          # smoothscale takes only 24 and 32-bit surfaces
        out = pygame.transform.scale(source, pixels)
    alpha, key = source.get_alpha(), source.get_colorkey()
    if alpha is not None:
        out.set_alpha(alpha)
    if key is not None:
        out.set_colorkey(key)
    return out
