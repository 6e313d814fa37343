"""Finding and caching assets: paths from __file__ (works from any folder and in
PyInstaller), bundled fonts only, and a cache of rendered text surfaces."""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

import pygame

from scenes.ui import canvas


def root() -> Path:
    """The folder holding assets/: the repository, or PyInstaller's unpack folder."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parents[2]


def asset_path(*parts: str) -> Path:
    return root().joinpath("assets", *parts)


FONT_FILES = {
    "body": "Cabin-Regular.otf",
    "bold": "Cabin-Bold.otf",
    "display": "LobsterTwo-Bold.otf",
}


@lru_cache(maxsize=None)
def _font(pixels: int, style: str) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("fonts", FONT_FILES[style])), pixels)


@lru_cache(maxsize=None)
def _scaled_font(size: int, style: str, scale: float) -> "ScaledFont":
    return ScaledFont(str(asset_path("fonts", FONT_FILES[style])), canvas.whole(size * scale), scale)


def font(size: int, style: str = "body") -> pygame.font.Font:
    """The font of `size` design units, enlarged by the player's text size. At scale 1
    a plain pygame font; in a scaled frame one made at the frame's pixels that measures
    in design units and renders Canvases (scenes/ui/canvas.py)."""
    size = max(1, canvas.whole(size * canvas.text_size()))
    scale = canvas.scale()
    return _font(size, style) if scale == 1.0 else _scaled_font(size, style, scale)


font.cache_clear = lambda: (_font.cache_clear(), _scaled_font.cache_clear())


class ScaledFont(pygame.font.Font):
    """A font at the frame's pixel size whose measures are in design units."""

    def __init__(self, path: str, pixels: int, scale: float):
        super().__init__(path, max(1, pixels))
        self.scale = scale

    def size(self, message):
        w, h = super().size(message)
        return canvas.whole(w / self.scale), canvas.whole(h / self.scale)

    def render(self, *args, **kwargs):
        return canvas.Canvas.holding(super().render(*args, **kwargs), self.scale)

    def get_linesize(self):
        return canvas.whole(super().get_linesize() / self.scale)

    def get_height(self):
        return canvas.whole(super().get_height() / self.scale)

    def get_ascent(self):
        return canvas.whole(super().get_ascent() / self.scale)

    def get_descent(self):
        return canvas.whole(super().get_descent() / self.scale)


@canvas.cached(maxsize=2048)
def text(message: str, size: int, colour=(255, 255, 255), style: str = "body") -> pygame.Surface:
    """A rendered line of text, cached: scenes may call this every frame."""
    return font(size, style).render(message, True, colour)


@canvas.cached(maxsize=512)
def shadowed(message: str, size: int, colour=(255, 255, 255), style: str = "body",
             shadow=(0, 0, 0), offset: int = 2) -> pygame.Surface:
    """Text with a soft drop shadow, for labels drawn straight on the felt."""
    front = text(message, size, colour, style)
    back = text(message, size, shadow, style).copy()
    back.set_alpha(140)
    if isinstance(front, canvas.Canvas):        # made in pixels: the shadow's offset in whole pixels
        (w, h), step = front.pixel_size(), front.px(offset)
        surface = canvas.Canvas((0, 0), pygame.SRCALPHA, scale=front.scale, pixels=(w + step, h + step))
        canvas.PlainSurface.blit(surface, back, (step, step))
        canvas.PlainSurface.blit(surface, front, (0, 0))
        return surface._adopted(front.scale, (front.get_width() + offset, front.get_height() + offset))
    surface = pygame.Surface((front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA)
    surface.blit(back, (offset, offset))
    surface.blit(front, (0, 0))
    return surface


def grown(length: float) -> int:
    """A length that follows the text size (a line's step, a gap between lines of text):
    `length` at 100 %, 1.5 times it at 150 %, so layouts that step lines by hand keep the
    same look at 100 % and make room at larger sizes."""
    return canvas.whole(length * canvas.text_size())


def heading(size: float, share: float = 0.5) -> float:
    """The size to ask for so that a heading grows only `share` of the text size's
    increase (a 44 title at 150 %: 55, not 66): titles are already large, and the room
    above a screen's first row is not."""
    ts = canvas.text_size()
    return size * (1 + (ts - 1) * share) / ts


def fitted(message: str, size: float, width: float, style: str = "body", floor: float = 0.7) -> float:
    """The size for one line of text that must stay within `width`: `size` if it fits,
    else smaller, down to `floor` x `size` (a last resort for labels in fixed boxes)."""
    if width <= 0 or font(size, style).size(message)[0] <= width:
        return size
    low = size * floor
    step = size
    while step > low:
        step = max(low, step - max(0.5, size * 0.04))
        if font(step, style).size(message)[0] <= width:
            break
    return step


def no_taller(size: float, height: float, style: str = "body") -> float:
    """`size`, or smaller until a line is no taller than `height` (a row of a fixed
    panel), never below the size it has at 100 %."""
    floor = size / canvas.text_size()
    while size > floor and font(size, style).get_height() > height:
        size = max(floor, size - 0.5)
    return size


def as_tall_as_at_100(size: float, style: str = "body") -> float:
    """`size`, or smaller until a line is no taller than it is at 100 %: a line in a fixed
    room (between a table's tray and its wooden frame) at a large text size."""
    return no_taller(size, font(size / canvas.text_size(), style).get_height(), style)


def wrap(message: str, size: int, width: int, style: str = "body") -> list[str]:
    """Split text into lines that fit `width` pixels (paragraphs on newlines)."""
    f = font(size, style)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}".strip()
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@canvas.cached(maxsize=64)
def wrap_even(message: str, size: int, width: int, style: str = "body") -> tuple[str, ...]:
    """`wrap`'s lines, made as even as their count allows: the narrowest width that keeps
    as many lines (no last line of one short word under a long one). Cached: a table
    may call it every frame."""
    lines = wrap(message, size, width, style)
    if len(lines) < 2:
        return tuple(lines)
    low, high = 1, width                 # the narrowest width wrapped into as many lines
    while low < high:
        middle = (low + high) // 2
        if len(wrap(message, size, middle, style)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return tuple(wrap(message, size, high, style))


def clear_caches() -> None:
    """Forget rendered text (after a language change, or between tests)."""
    text.cache_clear()
    shadowed.cache_clear()
    wrap_even.cache_clear()
