"""Ctrl+C that never cuts a line in half.

A log is written as whole JSON Lines: a KeyboardInterrupt raised between two writes of
one line, or between a game counted and its lines written, would leave a file that no
longer replays, or a table that says more games than the log holds. Inside
`interrupt_after()` a Ctrl+C (SIGINT) is held and delivered once the block is done, as
it would have been without it (KeyboardInterrupt by default, or the handler that was set).
"""
from __future__ import annotations

import contextlib
import signal
import threading


@contextlib.contextmanager
def interrupt_after():
    """Hold SIGINT during the block and deliver it after. Only the main thread can set a
    signal handler; elsewhere (and where SIGINT is ignored, as in simulate's worker
    processes) the block simply runs."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.getsignal(signal.SIGINT)
    if previous in (signal.SIG_IGN, None):      # None: a handler not set from Python
        yield
        return
    caught: list[int] = []
    signal.signal(signal.SIGINT, lambda number, frame: caught.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if caught:
            signal.raise_signal(signal.SIGINT)     # what the press would have done: now, between lines


class RunInterrupts:
    """Ctrl+C for a loop that alternates work that may be dropped (playing a game: an
    unfinished game is worth nothing) with bookkeeping that must be whole (a finished
    game counted and its lines written). Inside `droppable()` a press raises
    KeyboardInterrupt at once; elsewhere it is noted and `check()` raises it at the next
    safe point. Cheaper than interrupt_after() around each game (two attribute writes
    against two signal.signal calls): simulate plays thousands of games a second.
    Used as a context manager, which sets the handler (main thread only) and restores it."""

    def __init__(self):
        self.asked = False
        self._at_once = False
        self._previous = None

    def _pressed(self, number, frame):
        self.asked = True
        if self._at_once:
            self._at_once = False
            raise KeyboardInterrupt

    def __enter__(self):
        if threading.current_thread() is threading.main_thread() \
                and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
            self._previous = signal.signal(signal.SIGINT, self._pressed)
        return self

    def __exit__(self, *exc):
        if self._previous is not None:
            signal.signal(signal.SIGINT, self._previous)
            self._previous = None
        return False

    @contextlib.contextmanager
    def droppable(self):
        self.check()
        self._at_once = True
        try:
            yield
        finally:
            self._at_once = False

    def check(self) -> None:
        if self.asked:
            raise KeyboardInterrupt
