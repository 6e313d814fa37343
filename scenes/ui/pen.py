"""pygame.draw, pygame.transform and pygame.Surface for scenes that lay out in design
units (scenes/ui/canvas.py): the same names and arguments. Given a Canvas, coordinates
are turned into its pixels (rounded, so touching shapes still touch) and widths and
radii into whole pixels (a 1-unit line is 2 pixels at scale 2, never 0); given a plain
surface, each call is pygame's own, looked up at call time (a test may stand in for it).

    from scenes.ui import pen
    pen.rect(surface, colour, (10, 10, 100, 40), 2, border_radius=8)
    panel = pen.Surface((300, 200), pygame.SRCALPHA)     # a Canvas when the frame is scaled
    image = pen.transform.rotozoom(face, angle, 1.2)      # stays at the frame's scale
"""
from __future__ import annotations

import types

import pygame

from scenes.ui.canvas import Canvas, cached, scale, set_scale, set_text_size, text_size, whole  # noqa: F401


def Surface(size, *args, **kwargs):      # noqa: N802 (named as pygame's, for a mechanical rewrite)
    """A new surface for a scene to draw on, `size` in design units: plain at scale 1,
    else a Canvas at the frame's scale."""
    s = scale()
    if s == 1.0:
        return pygame.Surface(size, *args, **kwargs)
    return Canvas(size, *args, scale=s, **kwargs)


def epoch() -> tuple[float, float]:
    """What a scene's own cache of drawn things should hold in its key (the scale and
    text size it was drawn at), so it is redrawn after the window or the text size changes."""
    return scale(), text_size()


def fits(surface, size) -> bool:
    """Whether a scene's kept surface can be drawn on again for `size` (design units):
    the same size, made at the current scale."""
    return surface.get_size() == tuple(size) and getattr(surface, "scale", 1.0) == scale()


def _drawn(c: Canvas, pixels: pygame.Rect) -> pygame.Rect:
    """The canvas told where it changed (a pixel more each side: antialiased edges);
    the rect given back in design units."""
    c.touched(pixels.inflate(2, 2))
    return c.to_design(pixels)


# ----- pygame.draw ------------------------------------------------------------------------
def _rect(c, color, rect, width=0, border_radius=0, border_top_left_radius=-1, border_top_right_radius=-1,
          border_bottom_left_radius=-1, border_bottom_right_radius=-1):
    radii = [c.length(r) if r > 0 else r for r in (border_radius, border_top_left_radius, border_top_right_radius,
                                                    border_bottom_left_radius, border_bottom_right_radius)]
    return _drawn(c, pygame.draw.rect(c, color, c.to_pixels(rect), c.length(width), *radii))


def _line(c, color, start_pos, end_pos, width=1):
    return _drawn(c, pygame.draw.line(c, color, c.point(start_pos), c.point(end_pos), c.length(width)))


def _lines(c, color, closed, points, width=1):
    return _drawn(c, pygame.draw.lines(c, color, closed, [c.point(p) for p in points], c.length(width)))


def _aaline(c, color, start_pos, end_pos, width=1):
    return _drawn(c, pygame.draw.aaline(c, color, c.point(start_pos), c.point(end_pos), c.length(width)))


def _aalines(c, color, closed, points):
    return _drawn(c, pygame.draw.aalines(c, color, closed, [c.point(p) for p in points]))


def _polygon(c, color, points, width=0):
    return _drawn(c, pygame.draw.polygon(c, color, [c.point(p) for p in points], c.length(width)))


def _circle(c, color, center, radius, width=0, *quadrants, **named):
    return _drawn(c, pygame.draw.circle(c, color, c.point(center), c.length(radius), c.length(width),
                                        *quadrants, **named))


def _aacircle(c, color, center, radius, width=0, *quadrants, **named):
    return _drawn(c, pygame.draw.aacircle(c, color, c.point(center), c.length(radius), c.length(width),
                                          *quadrants, **named))


def _ellipse(c, color, rect, width=0):
    return _drawn(c, pygame.draw.ellipse(c, color, c.to_pixels(rect), c.length(width)))


def _arc(c, color, rect, start_angle, stop_angle, width=1):
    return _drawn(c, pygame.draw.arc(c, color, c.to_pixels(rect), start_angle, stop_angle, c.length(width)))


def _drawing(name: str, on_canvas):
    """pygame.draw.`name` as scenes call it: pygame's own on a plain surface (looked up at
    call time: a test may stand in for it), `on_canvas` (design units into pixels) on a Canvas."""
    def draw(surface, *args, **kwargs):
        if not isinstance(surface, Canvas):
            return getattr(pygame.draw, name)(surface, *args, **kwargs)
        return on_canvas(surface, *args, **kwargs)
    draw.__name__ = draw.__qualname__ = name
    return draw


rect = _drawing("rect", _rect)
line = _drawing("line", _line)
lines = _drawing("lines", _lines)
aaline = _drawing("aaline", _aaline)
aalines = _drawing("aalines", _aalines)
polygon = _drawing("polygon", _polygon)
circle = _drawing("circle", _circle)
aacircle = _drawing("aacircle", _aacircle)
ellipse = _drawing("ellipse", _ellipse)
arc = _drawing("arc", _arc)


# ----- pygame.transform -------------------------------------------------------------------
def _rotate(surface, angle):
    if not isinstance(surface, Canvas):
        return pygame.transform.rotate(surface, angle)
    return Canvas.holding(pygame.transform.rotate(surface, angle), surface.scale)


def _rotozoom(surface, angle, zoom):
    if not isinstance(surface, Canvas):
        return pygame.transform.rotozoom(surface, angle, zoom)
    return Canvas.holding(pygame.transform.rotozoom(surface, angle, zoom), surface.scale)


def _sized(name):
    """scale / smoothscale: `size` in design units for a Canvas."""
    def resize(surface, size, *args, **kwargs):
        function = getattr(pygame.transform, name)
        if not isinstance(surface, Canvas):
            return function(surface, size, *args, **kwargs)
        if args or kwargs:
            raise TypeError(f"pen.transform.{name} into a given surface works on plain surfaces only")
        w, h = int(size[0]), int(size[1])
        pixels = (whole(w * surface.scale), whole(h * surface.scale))
        return Canvas.holding(function(surface, pixels), surface.scale, (w, h))
    resize.__name__ = name
    return resize


def _by(name):
    """scale_by / smoothscale_by: the factor is the same in pixels as in design units."""
    def resize(surface, factor):
        function = getattr(pygame.transform, name)
        if not isinstance(surface, Canvas):
            return function(surface, factor)
        fx, fy = (factor, factor) if isinstance(factor, (int, float)) else factor
        out = function(surface, (fx, fy))
        return Canvas.holding(out, surface.scale, (whole(surface.design[0] * fx), whole(surface.design[1] * fy)))
    resize.__name__ = name
    return resize


def _flip(surface, flip_x, flip_y):
    if not isinstance(surface, Canvas):
        return pygame.transform.flip(surface, flip_x, flip_y)
    return Canvas.holding(pygame.transform.flip(surface, flip_x, flip_y), surface.scale, surface.design)


def _average_color(surface, rect=None, *args, **kwargs):
    if isinstance(surface, Canvas) and rect is not None:
        rect = surface.to_pixels(rect)
    return pygame.transform.average_color(surface, rect, *args, **kwargs)


transform = types.SimpleNamespace(
    rotate=_rotate, rotozoom=_rotozoom, scale=_sized("scale"), smoothscale=_sized("smoothscale"),
    scale_by=_by("scale_by"), smoothscale_by=_by("smoothscale_by"), flip=_flip, average_color=_average_color)
