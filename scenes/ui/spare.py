"""Full-size surfaces made in the window's spare time, between frames, not on one.

A picture of a new size (a resize, F11) needs new full-size surfaces: the frame, the
felt, each table's still layer. A fresh one costs 6-7 ms at 2560x1440 and 13-17 ms at
3840x2160 (SDL fills it with zeros: fresh pages), a whole frame's budget by itself, and
the frames that made them were a resize's slowest. While the window holds the last
frame (scenes/ui/rebuild.py), a piece of work that needs one asks `window_canvas`: a
surface made in the last rest is taken; otherwise its size is noted and the frame goes
on without it (the rehearsal stops with `rebuild.Later`, or the letterbox keeps the
held frame), and App.run, after the frame is shown and before it rests, calls
`make_waiting()` (as it makes the sounds, scenes/ui/audio.py). The frame that follows
takes it.

Only a loop that calls `make_waiting` may defer (`serving`): App.run, and
tools/bench_frames.py, which times frames as the window runs them. Anywhere else (tests
stepping frames by hand, a screenshot) a surface is made when asked, as before.
"""
from __future__ import annotations

import pygame

from scenes.ui import canvas, rebuild

_state = {"serving": False}
_waiting: dict = {}        # key -> None: asked for during a frame, made at the next rest
_ready: dict = {}          # key -> [a Canvas made at a rest, not taken yet; rests since]
KEPT_RESTS = rebuild.MOST_FRAMES      # one not taken by then is for a size the window has left


def serve(on: bool) -> None:
    """Whether a loop calls `make_waiting` between frames (so a surface may wait for it)."""
    _state["serving"] = bool(on)
    if not on:
        _waiting.clear()
        _ready.clear()


def serving() -> bool:
    return _state["serving"]


def window_canvas(design, scale: float, pixels=None, wait: bool | None = None):
    """A Canvas of `design` units at `scale` (`pixels` its exact pixel size, else the
    design size scaled), in the window's pixel format. One made at the last rest is
    taken. Otherwise, while the loop serves, the caller may be made to wait for the next
    rest: in a rehearsal (`wait` not given) by raising rebuild.Later, which stops it; or,
    with `wait=True` (a caller that holds what the window shows), by returning None.
    Anywhere else it is made now."""
    key = (tuple(design), float(scale), None if pixels is None else tuple(pixels))
    made = _ready.pop(key, None)
    if made is not None:
        return made[0]
    may_wait = rebuild.rehearsing() if wait is None else wait
    if _state["serving"] and may_wait:
        _waiting[key] = None
        if wait is None:
            raise rebuild.Later
        return None
    return _make(key)


def make_waiting() -> bool:
    """Make every surface asked for since the last rest (App.run, between frames);
    True when one was made. One made but not taken within KEPT_RESTS rests (the window
    was dragged on to another size) is let go."""
    for key in list(_ready):
        _ready[key][1] += 1
        if _ready[key][1] > KEPT_RESTS:
            del _ready[key]
    keys = [key for key in _waiting if key not in _ready]
    _waiting.clear()
    for key in keys:
        _ready[key] = [_make(key), 0]
    return bool(keys)


def _make(key) -> canvas.Canvas:
    design, scale, pixels = key
    display = pygame.display.get_surface()
    return canvas.Canvas(design, 0, *([display] if display is not None else [32]), scale=scale, pixels=pixels)
