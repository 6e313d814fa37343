"""Ctrl+C heard in a test, however the suite was started."""
from __future__ import annotations

import contextlib
import signal
import threading


@contextlib.contextmanager
def ctrl_c_heard():
    """The run starts as from a terminal, where Ctrl+C is heard. A suite started in the
    background of a shell without job control (`pytest ... &`) ignores SIGINT, and an
    ignored signal stays ignored across exec: the run would then rightly play on, as a
    background job should (game/core/interrupt.py), and a press raised in this process
    would do nothing. A handler, unlike SIG_IGN, is reset to the default at exec, so the
    test holds Python's own while it presses or starts the run."""
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN or threading.current_thread() is not threading.main_thread():
        yield
        return
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
