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
band is drawn again in the layer as it comes, like a changed part.
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui import canvas, pen
from scenes.ui.sprites.felt import changed_since, felt, progress

MARGIN = 3          # design units around a part's rectangles: antialiased edges, outlines
MOST = 0.6          # past this share of the layer changed, drawing it whole is as cheap
FEWEST = 6          # at most this many clip rects a change (each one runs the drawing again)


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

    def get(self, size, whole_key, parts: dict, draw: Callable[[pygame.Surface], None]):
        whole_key = (tuple(size), whole_key, pen.epoch())
        layer = self.surface
        felt(size)            # the felt being built after a resize: its next band first
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
            display = pygame.display.get_surface()     # made in the window's format: no second copy to convert
            self.surface = pen.Surface(size, 0, display) if display is not None else pen.Surface(size).convert()
        self.surface.set_clip(None)
        draw(self.surface)
        self._whole_key, self._parts, self._felt = whole_key, dict(parts), progress(size)
        self.redrawn = [pygame.Rect((0, 0), size)]
        self.drawn_whole += 1
        return self.surface
