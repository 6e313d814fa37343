"""The window's rest between two frames, and the only time a computer's think runs.

App.run (and tools/bench_frames.py --paced, to measure what a player sees) calls `rest()`
once a frame is shown: it opens the searches' gate (game/core/pace.py) until WORKER_MARGIN
before the next frame is due, then sleeps until that frame is due (the sleep lets go of
Python's lock, so the worker thread runs then). A worker parks at its next pause point once
the margin is reached, so the frame that follows starts with the lock free and never waits
for a play-out to end nor for the interpreter's switch interval.

The pace is clock.tick(fps)'s: the next frame is due one period after the previous rest
ended, so a late frame is followed by a full period, never a burst of catch-up frames (the
loop's fixed steps catch up game time). No pygame here.
"""
from __future__ import annotations

import time

from game.core import pace

# Before a frame is due, the worker stops at its next pause point: one play-out of Wazabi's
# `hard` at 6 players takes 0.25 ms of CPU (median; 0.47 ms at p99, 0.66 at p99.9), so
# one that starts just before the deadline ends well within it.
WORKER_MARGIN = 0.002
# A frame late for the next one leaves no rest: a worker waiting at the gate still gets this
# long a frame (a slow machine's frames a little later), so a think always ends.
LATE_SLICE = 0.002


class FrameRest:
    """The rest between frames at `fps` frames a second; `gate` is installed (searches
    pause at it) between `start()` and `stop()`."""

    def __init__(self, fps: int, margin: float = WORKER_MARGIN, late_slice: float = LATE_SLICE,
                 clock=time.perf_counter, sleep=time.sleep):
        self.period = 1 / fps
        self.margin, self.late_slice = margin, late_slice
        self.clock, self.sleep = clock, sleep
        self.gate: pace.Gate | None = None
        self.rested = clock()           # when the last rest ended (the last frame began)

    def start(self) -> None:
        """From now on a worker's search runs only during rests (made on the frames' thread)."""
        self.gate = pace.Gate()
        pace.install(self.gate)
        self.rested = self.clock()

    def stop(self) -> None:
        """The window closes (or fails): a parked worker goes on, and no search waits again."""
        if self.gate is not None:
            pace.uninstall(self.gate)
            self.gate = None

    def rest(self) -> float:
        """Wait for the next frame, the worker running meanwhile; returns the seconds slept."""
        now = self.clock()
        due = self.rested + self.period
        if self.gate is not None and self.gate.waiting and due - now < self.late_slice + self.margin:
            due = now + self.late_slice + self.margin
        left = due - now
        if left > 0:
            if self.gate is not None:
                self.gate.open_until(due - self.margin)
            self.sleep(left)
        self.rested = self.clock()
        return max(0.0, left)
