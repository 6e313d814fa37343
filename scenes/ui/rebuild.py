"""The frames after a resize or F11: work at the new size spread over frames.

A picture of a new size needs new full-size surfaces (the frame, the felt, the tables'
still layers: a cold 33 MB allocation costs about a frame at 3840x2160, SDL fills it
with zeros) and the still layers drawn whole with text and sprites made at the new
scale. Done in the first frame, that was 50-100 ms at 4K. Instead the letterbox shows
the last complete frame scaled to the new window (scenes/ui/letterbox.py) while the
scenes are drawn, unseen, into the new frame each frame: a *rehearsal*. Each costly
piece of work asks `spend` first; once a frame's allowance is used, the next one raises
`Later`, which ends that rehearsal (the letterbox catches it): the next frame's
rehearsal finds what was made already (caches, the still layers' bands) and goes
further. The first rehearsal that completes is a frame like any other: it is shown
(after one more frame drawn plainly if it made much) and the rebuild is over (4 to 21
frames measured).

Work is counted in frames' worth of pixels (a full-size surface is 1) rather than timed,
so tests can count it. Outside a rehearsal nothing is ever refused.
"""
from __future__ import annotations

ALLOWANCE = 0.7        # a frame's work: a full-size surface alone (the first piece always goes ahead),
                       # or some bands of still layers and a few texts and sprites (measured to fit the budget)
PER_SURFACE = 0.08     # a small surface (a text, a sprite) costs its pixels and this: ~12 a frame at most
SETTLED = 0.3          # a completed rehearsal that made no more than this is shown at once
MOST_FRAMES = 30       # a rebuild ends after this many frames (half a second), whatever is left made at once:
                       # a scene making a full-size surface every frame would otherwise hold it for ever


class Later(BaseException):
    """This frame's allowance is used: the rehearsal ends here, the work goes on next frame.
    (Not an Exception: no `except Exception` in a scene's drawing may swallow it.)"""


_state = {"rehearsing": False, "spent": 0.0, "area": 1}


def begin_frame(area: int) -> None:
    """A new frame whose picture has `area` pixels: its allowance is whole again."""
    _state["spent"], _state["area"] = 0.0, max(1, area)


def rehearsing() -> bool:
    return _state["rehearsing"]


def spent() -> float:
    return _state["spent"]


def spend(share: float) -> None:
    """Before a piece of work worth `share` frames: raise Later in a rehearsal whose
    allowance it would pass (the first piece of a frame always goes ahead, so each
    frame makes progress); otherwise count it."""
    if _state["rehearsing"] and _state["spent"] > 0 and _state["spent"] + share > ALLOWANCE:
        raise Later
    _state["spent"] += share


def spend_pixels(pixels: int) -> None:
    """A surface of `pixels` pixels is made (SDL fills a new one with zeros, fresh
    pages: as costly as drawing them): its share of the frame's pixels, and a little
    for making any surface at all (a text rendered, a sprite drawn into it)."""
    spend(pixels / _state["area"] + PER_SURFACE)


def checkpoint() -> None:
    """After a costly piece of work whose result is kept: a used allowance ends the
    rehearsal here rather than letting the rest of the frame be drawn too."""
    if _state["rehearsing"] and _state["spent"] >= ALLOWANCE:
        raise Later


def rehearse(draw) -> bool:
    """Run `draw()` as a rehearsal: True when it completed (the frame drawn is complete;
    if it also made more than SETTLED, the letterbox shows it after one more frame drawn
    plainly, so that no frame both makes things and copies the whole picture)."""
    _state["rehearsing"] = True
    try:
        draw()
        completed = True
    except Later:
        completed = False
    finally:
        _state["rehearsing"] = False
    return completed
