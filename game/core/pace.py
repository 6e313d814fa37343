"""Pause points for long searches, so a window's frame never waits on a think.

A computer's long search runs on a worker thread while the window draws (a window's
scenes/shell/thinking.py). Python runs one thread at a time: a worker that holds the
interpreter when a frame is due delays that frame, by up to the interpreter's switch
interval each time the frame gives it back (every blit does). So a search calls
`pause()` once per play-out (or tree iteration), and the window installs a `Gate` that
lets a worker run only while the window is idle between two frames: the window opens it
until shortly before its next frame is due, and a worker that reaches a pause point
after that waits there (releasing the interpreter) until the window opens it again.

The worker parks itself on that deadline, read from the clock at each pause point, so
the window never needs the interpreter back from it to close the gate: when the frame
starts, the worker is already parked (or finishing one play-out, within the margin).

Without a gate (simulations, tests, a server) or on the thread that installed the gate
(the window's own), `pause()` returns at once. The pause never changes what a search
computes: only when its work is done.
"""
from __future__ import annotations

import contextlib
import threading
import time

FOREVER = float("inf")


class Gate:
    """When a worker's search may run: until `open_until(deadline)`'s deadline (a
    time.perf_counter() value), or always while held open. Made by the thread that runs
    the frames (its own pause points never wait)."""

    def __init__(self):
        self.owner = threading.get_ident()
        self._changed = threading.Condition()
        self._until = 0.0             # closed until the window first opens it
        self._held = 0                # waits of the window on a worker (held_open), nested
        self.parked = 0               # times a worker waited here (the benchmarks count them)
        self.waiting = 0              # workers waiting here now (a late frame still lets them run)

    def open_until(self, deadline: float) -> None:
        with self._changed:
            self._until = deadline
            self._changed.notify_all()

    def close(self) -> None:
        with self._changed:
            self._until = 0.0

    def is_open(self) -> bool:
        return self._held > 0 or time.perf_counter() < self._until

    @contextlib.contextmanager
    def held_open(self):
        """While the window itself waits for a worker (a choice it needs now, a think it
        drops): the worker must run, or neither would ever go on."""
        with self._changed:
            self._held += 1
            self._changed.notify_all()
        try:
            yield
        finally:
            with self._changed:
                self._held -= 1

    def pause(self) -> None:
        """Wait while the gate is closed (never on the owner's thread)."""
        if self._held or time.perf_counter() < self._until or threading.get_ident() == self.owner:
            return
        with self._changed:
            if self.is_open():
                return
            self.parked += 1
            self.waiting += 1
            try:
                while not self.is_open():
                    # every opening notifies the condition: the timeout is only a bound on
                    # each wait (the clock read again), never what lets the worker go
                    self._changed.wait(0.05)
            finally:
                self.waiting -= 1


_gate: Gate | None = None


def pause() -> None:
    """A long search's pause point: returns at once unless a window's gate is closed."""
    gate = _gate
    if gate is not None:
        gate.pause()


def installed() -> Gate | None:
    """The window's gate, while one paces the searches."""
    return _gate


def install(gate: Gate) -> None:
    global _gate
    _gate = gate


def uninstall(gate: Gate) -> None:
    """The window stops pacing (it closes, or fails): a parked worker goes on at once and
    no later pause point waits, so nothing (quitting included) hangs on a worker."""
    global _gate
    if _gate is gate:
        _gate = None
    gate.open_until(FOREVER)


@contextlib.contextmanager
def held_open():
    """The window waits for a worker's result: the gate (if any) open meanwhile."""
    gate = _gate
    if gate is None:
        yield
        return
    with gate.held_open():
        yield
