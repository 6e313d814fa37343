"""Which key of the keyboard layout in use sits at a physical place (a scancode), so a
screen can name keys by where they are and show them as the keycaps read: the key
at QWERTY's Q reads A on an AZERTY keyboard.

pygame-ce does not offer SDL's SDL_GetKeyFromScancode, so it is asked of the SDL
library pygame itself loaded (found by its path; never another copy). Where that
cannot be done, `local_key` answers None and callers fall back to the US names; the
keys pressed are read by scancode either way, so only the labels differ."""
from __future__ import annotations

import os
import sys

import pygame

# ctypes and glob are imported when a label is first asked for, not with the window:
# YAM color's call keys load at start, and ctypes alone cost about 3 ms of start-up

_lookup = None          # SDL_GetKeyFromScancode once found; False: it cannot be asked here


def _sdl_paths() -> list[str]:
    """Where the SDL library pygame loaded may be: on Linux the process's own map of
    loaded files, elsewhere the library shipped beside pygame."""
    import glob
    paths: list[str] = []
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
                for line in maps:
                    name = line.rsplit(None, 1)[-1]
                    base = os.path.basename(name)
                    if base.startswith("libSDL2") and not base.startswith(("libSDL2_", "libSDL2-2_")) \
                            and name not in paths:
                        paths.append(name)
        except OSError:
            pass
    here = os.path.dirname(pygame.__file__)
    paths += glob.glob(os.path.join(here, "SDL2.dll")) + glob.glob(os.path.join(here, ".dylibs", "libSDL2-*.dylib"))
    if sys.platform == "win32":
        paths.append("SDL2.dll")        # by name: the copy already loaded, wherever a bundle put it
    return paths


def _find():
    import ctypes
    for path in _sdl_paths():
        try:
            function = ctypes.CDLL(path).SDL_GetKeyFromScancode
        except (OSError, AttributeError):
            continue
        function.argtypes, function.restype = [ctypes.c_int], ctypes.c_int32
        return function
    return False


def local_key(scancode: int) -> int | None:
    """The key code at this physical place in the layout in use, or None if unknown."""
    global _lookup
    if _lookup is None:
        _lookup = _find()
    if not _lookup:
        return None
    try:
        key = _lookup(scancode)
    except (OSError, ValueError):
        return None
    return key or None


def key_label(scancode: int, fallback: str) -> str:
    """The keycap's text at this place ('A', ',') or `fallback` if the layout cannot be read."""
    key = local_key(scancode)
    name = pygame.key.name(key) if key is not None else ""
    return name.upper() if len(name) == 1 else fallback
