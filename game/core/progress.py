"""What a long `main.py simulate` run says while it plays, on stderr (stdout keeps the
table alone, for whoever pipes it): games played, the rate, the time left.

A line comes PROGRESS_FIRST seconds into a run (a short run says nothing), then every
PROGRESS_EVERY seconds. A thread says it, so the lines come on time even while the main
thread waits for a worker's chunk or plays one long game (some lineups play minutes a
game); the count is of games finished and written to the log, never of games under way.
"""
from __future__ import annotations

import sys
import threading
import time

PROGRESS_FIRST = 2.0       # seconds: the first line, so a long run says early how long it will be
PROGRESS_EVERY = 10.0      # seconds between the lines after it
PROG = "main.py simulate"


def duration(seconds: float) -> str:
    """'45 s', '3 min 05 s', '2 h 07 min': the precision a person waiting reads."""
    seconds = round(seconds)
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60:02d} s"
    return f"{seconds // 3600:,} h {seconds % 3600 // 60:02d} min"


class Progress:
    """Call it with the games finished so far (after each chunk); `start()` runs the
    thread that says a line when one is due, `stop()` ends it (before the table)."""

    def __init__(self, total: int, out=None, clock=time.monotonic, every: float = PROGRESS_EVERY,
                 first: float = PROGRESS_FIRST):
        self.total, self.out, self.clock, self.every = total, out, clock, every
        self.started = clock()
        self.due = self.started + first
        self.games = 0
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    def line(self, games: int, now: float) -> str:
        elapsed = now - self.started
        if games == 0:
            return f"{PROG}: 0 of {self.total:,} games played ({duration(elapsed)}, none finished yet)"
        rate = games / elapsed if elapsed > 0 else float("inf")
        left = (self.total - games) / rate
        shown = f"{rate:,.0f}" if rate >= 10 else f"{rate:.2g}"
        return (f"{PROG}: {games:,} of {self.total:,} games played ({duration(elapsed)}, {shown} games/s, "
                f"about {duration(left)} left)")

    def __call__(self, games: int) -> None:
        self.games = games
        self.tick()

    def tick(self) -> None:
        with self._lock:
            now = self.clock()
            if now >= self.due and self.games < self.total and not self._stopped.is_set():
                print(self.line(self.games, now), file=self.out or sys.stderr, flush=True)
                self.due = now + self.every

    def start(self) -> "Progress":
        def beat():
            while not self._stopped.wait(0.25):
                self.tick()
        self._thread = threading.Thread(target=beat, name="simulate progress", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopped.set()
        if self._thread is not None:
            self._thread.join()


class ChunkSizes:
    """How many games go in the next chunk: enough that a chunk's overhead (a process
    round trip, a log write) is small, few enough that one takes about TARGET seconds,
    so progress and Ctrl+C lose little. Learnt from the chunks done; the games played
    never depend on it (each has its own seed)."""

    TARGET = 0.5

    def __init__(self, fixed: int | None = None, largest: int = 5000):
        self.fixed, self.largest = fixed, largest
        self.rate: float | None = None       # games a second in one process, as last measured

    def next(self) -> int:
        if self.fixed:
            return self.fixed
        if self.rate is None:
            return 1
        return max(1, min(self.largest, int(self.rate * self.TARGET)))

    def measured(self, games: int, seconds: float) -> None:
        if games and not self.fixed:
            rate = games / max(seconds, 1e-6)
            # at most 4 times bigger at once: a first game faster than the rest must not
            # send a chunk of minutes
            self.rate = rate if self.rate is None else min(rate, 4 * self.rate)
