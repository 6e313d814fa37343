"""A table's still layer (the felt and what rests on it), drawn again only where it changed.

A table keeps one opaque, whole-frame surface of what does not move (the felt, the
seats' panels, the cards at rest, the piles) and blits it first every frame. Drawing
all of it again whenever one thing on it changes (a seat's count, a card taken) cost a
whole frame's budget at 2560x1440 and beyond: a full-size copy of the felt and every
translucent panel. Instead the layer is told its parts, each with a key (what it shows)
and the design rectangles it draws in. When keys change, the same drawing is done
again with the layer's clip set to the changed parts' old and new rectangles only:
what lies outside keeps its pixels, what lies inside is drawn in the same order as a
whole redraw, so the layer is pixel for pixel the layer drawn whole (test_still_layers.py).

A part must not draw outside the rectangles it gives (a margin is added for
antialiased edges). A key that is not a part's (the size, the language, the scale)
makes the whole layer drawn again.

After a resize the felt is built a band a frame (scenes/ui/sprites/felt.py): each new
band is drawn again in the layer as it comes, like a changed part. While the frames
after a resize are rehearsed unseen (scenes/ui/rebuild.py), a layer to be drawn whole
is drawn a band of rows at a time, each band a share of a frame's work; a part whose
key changed between the bands is drawn again once the last band is done.
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui import canvas, pen, rebuild, spare
from scenes.ui.sprites.felt import changed_since, felt, progress

MARGIN = 3          # design units around a part's rectangles: antialiased edges, outlines
MOST = 0.6          # past this share of the layer changed, drawing it whole is as cheap
FEWEST = 6          # at most this many clip rects a change (each one runs the drawing again)
BANDS = 6           # a layer drawn whole in a rebuild: in this many bands of rows
BAND_SHARE = 0.25   # a frame's share (scenes/ui/rebuild.py) a band costs: its pixels are cheap, its texts and sprites are not
KEPT = 1            # surfaces kept from other sizes: a window going back to the last one makes none


def reaches(layer, rects) -> bool:
    """Whether a part drawn in `rects` (design units, as given to `get`) can land in the
    layer's clip. A layer's drawing may skip a part that cannot: its pixels would all be
    clipped away, but its drawing was done again for every clip rect of a change, and
    at 2560x1440 those passes over the seats and arrows were the slowest frames' work."""
    clip = layer.get_clip()
    return any(clip.colliderect(pygame.Rect(r).inflate(2 * MARGIN, 2 * MARGIN)) for r in rects)


class StillLayer:
    """One table's still layer. `get(size, whole_key, parts, draw)` gives the layer for
    `size` (design units): `parts` maps a part's name to (key, [design rects]); `draw(layer)`
    draws the whole layer's content, in order (the layer's clip says where it lands)."""

    def __init__(self):
        self.surface = None
        self._whole_key = None
        self._parts: dict = {}
        self.redrawn: list[pygame.Rect] = []     # the design rects drawn again last time (tests count them)
        self.drawn_whole = 0                     # how many times it was drawn whole
        self._felt = -1                          # how far the felt under it was built (sprites/felt.py)
        self._kept: dict = {}                    # pixel size -> surface made for it (the last KEPT)
        self._bands = None                       # a whole drawing in bands under way (a rebuild)

    def get(self, size, whole_key, parts: dict, draw: Callable[[pygame.Surface], None]):
        whole_key = (tuple(size), whole_key, pen.epoch())
        layer = self.surface
        felt(size)            # the felt being built after a resize: its next band first
        if self._bands is not None:
            if self._bands["key"] == whole_key and pen.fits(layer, size):
                return self._next_bands(size, parts, draw)
            self._bands = None           # the size or the language changed meanwhile: start again
        if layer is None or whole_key != self._whole_key or not pen.fits(layer, size):
            return self._whole(size, whole_key, parts, draw)
        changed = [name for name in parts.keys() | self._parts.keys()
                   if parts.get(name, (None,))[0] != self._parts.get(name, (None,))[0]]
        built = [] if self._felt == progress(size) else changed_since(size, self._felt)
        if built is None:
            return self._whole(size, whole_key, parts, draw)
        if not changed and not built:
            return layer
        bounds = pygame.Rect((0, 0), size)
        rects = [pygame.Rect(r).inflate(2 * MARGIN, 2 * MARGIN).clip(bounds)
                 for name in changed for entry in (parts.get(name), self._parts.get(name)) if entry
                 for r in entry[1]] + [pygame.Rect(r).inflate(2, 2).clip(bounds) for r in built]
        rects, tile = [r for r in rects if r.w and r.h], 8
        region = canvas.coalesced(rects, tuple(size), tile=tile)
        while len(region) > FEWEST:     # each rect draws the layer's parts again: a few larger ones
            tile *= 2
            region = canvas.coalesced(rects, tuple(size), tile=tile)
        if sum(r.w * r.h for r in region) > MOST * size[0] * size[1]:
            return self._whole(size, whole_key, parts, draw)
        if rebuild.rehearsing():          # as much work as a band of that many rows
            rebuild.spend(BAND_SHARE * BANDS * sum(r.w * r.h for r in region) / (size[0] * size[1]))
        before = getattr(layer, "version", None)
        for rect in region:
            layer.set_clip(rect)
            draw(layer)
        layer.set_clip(None)
        if isinstance(layer, canvas.Canvas):      # the frame copies back only these, not the whole layer
            layer.redrawn(before, [layer.to_pixels(r) for r in region])
        self._parts, self.redrawn, self._felt = dict(parts), region, progress(size)
        return layer

    def _whole(self, size, whole_key, parts, draw):
        if self.surface is None or not pen.fits(self.surface, size):
            self.surface = self._surface_for(size)
            rebuild.checkpoint()          # a full-size surface was made: in a rebuild, enough for a frame
        self._whole_key = None            # not whole until drawn (a rebuild may stop it midway)
        if rebuild.rehearsing():
            self._bands = {"key": whole_key, "parts": dict(parts), "felt": progress(size), "row": 0,
                           "stale": {}}
            return self._next_bands(size, parts, draw)
        self.surface.set_clip(None)
        draw(self.surface)
        return self._drawn_whole(whole_key, parts, progress(size))

    def _drawn_whole(self, whole_key, parts, felt_steps):
        self._whole_key, self._parts, self._felt = whole_key, dict(parts), felt_steps
        self.redrawn = [pygame.Rect((0, 0), self.surface.get_size())]
        self.drawn_whole += 1
        return self.surface

    def _surface_for(self, size):
        """A surface for the layer at the current scale: the one kept from the size
        before (a window going back and forth makes none), or a new one, made in the
        window's format (no second copy to convert)."""
        if self.surface is not None:
            self._kept[(canvas.PlainSurface.get_size(self.surface), getattr(self.surface, "scale", 1.0))] = self.surface
        fitting = next((key for key, kept in self._kept.items() if pen.fits(kept, size)), None)
        found = self._kept.pop(fitting) if fitting is not None else None
        while len(self._kept) > KEPT:
            del self._kept[next(iter(self._kept))]
        if found is not None:
            return found
        if pen.scale() != 1.0:            # made between frames in a rebuild (scenes/ui/spare.py)
            return spare.window_canvas(size, pen.scale())
        display = pygame.display.get_surface()
        return pen.Surface(size, 0, display) if display is not None else pen.Surface(size).convert()

    def _next_bands(self, size, parts, draw):
        """Draw the next bands of a whole layer (all that is left outside a rebuild's
        rehearsal); the parts that changed since the first band are drawn again after."""
        bands, layer = self._bands, self.surface
        for name in parts.keys() | bands["parts"].keys():
            entry, first = parts.get(name), bands["parts"].get(name)
            if (entry or (None,))[0] != (first or (None,))[0]:
                bands["stale"].setdefault(name, []).extend(entry[1] if entry else [])
        height = -(-size[1] // BANDS)
        while bands["row"] < size[1]:
            if rebuild.rehearsing():
                rebuild.spend(BAND_SHARE)
            band = pygame.Rect(0, bands["row"], size[0], min(height, size[1] - bands["row"]))
            layer.set_clip(band)
            try:
                draw(layer)
            finally:
                layer.set_clip(None)
            bands["row"] = band.bottom
        self._bands = None
        # a part that changed while the bands were drawn: its key unknown, so drawn again
        # by the next call, in every rectangle it had
        first = bands["parts"]
        kept = {name: entry for name, entry in first.items() if name not in bands["stale"]}
        for name, rects in bands["stale"].items():
            kept[name] = (object(), (list(first[name][1]) if name in first else []) + rects)
        self._drawn_whole(bands["key"], {}, bands["felt"])
        self._parts = kept
        return layer
