"""Finding and caching assets: paths from __file__ (works from any folder and in
PyInstaller), bundled fonts only, and a cache of rendered text surfaces."""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

import pygame


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
def font(size: int, style: str = "body") -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset_path("fonts", FONT_FILES[style])), size)


@lru_cache(maxsize=2048)
def text(message: str, size: int, colour=(255, 255, 255), style: str = "body") -> pygame.Surface:
    """A rendered line of text, cached: scenes may call this every frame."""
    return font(size, style).render(message, True, colour)


@lru_cache(maxsize=512)
def shadowed(message: str, size: int, colour=(255, 255, 255), style: str = "body",
             shadow=(0, 0, 0), offset: int = 2) -> pygame.Surface:
    """Text with a soft drop shadow, for labels drawn straight on the felt."""
    front = text(message, size, colour, style)
    back = text(message, size, shadow, style).copy()
    back.set_alpha(140)
    surface = pygame.Surface((front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA)
    surface.blit(back, (offset, offset))
    surface.blit(front, (0, 0))
    return surface


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


def clear_caches() -> None:
    """Forget rendered text (after a language change, or between tests)."""
    text.cache_clear()
    shadowed.cache_clear()
