"""A computer's think, off the frame: a search that takes tens of milliseconds (Wazabi's
`hard`) must never hold a frame, so it starts on a worker thread as soon as the table
begins its moment of looking at the table (the driver's think wait), and its choice is
taken when that moment is over. The choice is the one `choose` would make on the frame:
the same view, the player's own seeded random source, one think at a time; only where
the work is done changes.

The window lets the worker run only while it is idle between frames (game/core/pace.py:
the searches pause at a gate the window opens after a frame and closes before the next),
so a think never holds the interpreter while a frame draws. If the moment of looking is
shorter than the think (the fast and instant speeds), the window's table waits frames for
it (`paced`); headless, where no gate is installed, the frame waits for it. When a frame
itself waits for the worker (that choice, a think it drops) it holds the gate open.

A player opts in with `thinks_long = True` (a cheap player is asked on the frame: a
thread would cost more than its think). No pygame here.
"""
from __future__ import annotations

import concurrent.futures

from game.core import pace

_worker: concurrent.futures.ThreadPoolExecutor | None = None


def _pool() -> concurrent.futures.ThreadPoolExecutor:
    global _worker
    if _worker is None:
        _worker = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer-think")
    return _worker


def _after_the_frame(work, *args):
    """`work`, begun at the window's next rest: a think is handed over during a frame, and
    its first steps (candidates, a world dealt) come before its first play-out's pause."""
    pace.pause()
    return work(*args)


class Thought:
    """One computer seat's decision, being thought from `view` since the match stood at
    `at` (its state and the length of its log)."""

    def __init__(self, player, view, at):
        self.at = at
        self.player = player
        rng = getattr(player, "rng", None)
        self.rng_before = rng.getstate() if hasattr(rng, "getstate") else None
        self.future = _pool().submit(_after_the_frame, player.choose, view)

    def still_fits(self, at) -> bool:
        """The match is where the think began (nothing applied nor taken back since)."""
        return at == self.at

    @property
    def done(self) -> bool:
        return self.future.done()

    def choice(self):
        """The choice (waits for the think if it is not over: raises what it raised)."""
        with pace.held_open():
            return self.future.result()

    def drop(self) -> None:
        """Not wanted any more (the match moved on, e.g. a move taken back): its choice is
        never read, and the player's random source is put back as it was before it, as if
        it had never thought (so the player's later choices are those a seed replays).
        Waits for a think under way to end first (rare: only when the match moved)."""
        if not self.future.cancel():
            try:
                with pace.held_open():
                    self.future.result()
            except Exception:       # its choice is not wanted, nor what went wrong
                pass
        if self.rng_before is not None:
            self.player.rng.setstate(self.rng_before)


def paced() -> bool:
    """Does a window pace the thinks (game/core/pace.py)? Then a table waits frames for a
    think longer than its look (the fast and instant speeds), drawing them, rather than
    one frame waiting for it. Without (a test stepping frames by hand) the frame waits,
    so how many frames a think takes never depends on the machine."""
    return pace.installed() is not None


def think(player, view, at) -> Thought | None:
    """Start a long think off the frame; None for a player that thinks fast."""
    if not getattr(player, "thinks_long", False):
        return None
    return Thought(player, view, at)


def off_frame(work, *args) -> concurrent.futures.Future:
    """Other slow work a table asks for (a person's hint: a search as long as a computer's
    think) on the same worker, so that it never holds a frame and never runs beside a
    computer's think (one search at a time, as the frame expects)."""
    return _pool().submit(_after_the_frame, work, *args)
