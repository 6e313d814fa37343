"""The searches' pause points (game/core/pace.py): a worker waits at one while a window's
gate is closed and goes on when it opens; the thread that owns the gate, or a pause
with no gate, never waits; the window's own waits on a worker hold the gate open; a gate
taken away lets a parked worker go. Every wait here is bounded (WAIT)."""
from __future__ import annotations

import threading
import time

import pytest

from game.core import pace

WAIT = 10.0


def until(condition, limit: float = WAIT) -> bool:
    """Polls `condition` (bounded): True once it holds."""
    end = time.monotonic() + limit
    tick = threading.Event()
    while not condition():
        if time.monotonic() > end:
            return False
        tick.wait(0.001)
    return True


@pytest.fixture
def gate():
    made = pace.Gate()
    pace.install(made)
    yield made
    pace.uninstall(made)          # whatever a test left parked goes on


class Worker:
    """A thread that reaches one pause point, then says it went past it."""

    def __init__(self):
        self.arrived, self.passed = threading.Event(), threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self):
        self.arrived.set()
        pace.pause()
        self.passed.set()


def parked(gate, worker, count: int = 1) -> bool:
    return worker.arrived.wait(WAIT) and until(lambda: gate.parked >= count) and not worker.passed.is_set()


def test_a_worker_waits_at_a_closed_gate_and_goes_on_once_it_opens(gate):
    worker = Worker()
    assert parked(gate, worker)
    assert not worker.passed.wait(0.05)           # still there
    gate.open_until(time.perf_counter() + WAIT)
    assert worker.passed.wait(WAIT)


def test_an_opening_whose_deadline_has_passed_lets_no_worker_go(gate):
    gate.open_until(time.perf_counter() - 0.001)
    worker = Worker()
    assert parked(gate, worker)
    gate.open_until(time.perf_counter() + WAIT)
    assert worker.passed.wait(WAIT)
    gate.close()
    second = Worker()
    assert parked(gate, second, count=2)


def test_an_open_gate_never_parks_a_worker(gate):
    gate.open_until(time.perf_counter() + WAIT)
    worker = Worker()
    assert worker.passed.wait(WAIT) and gate.parked == 0


def test_the_gates_own_thread_and_a_pause_without_a_gate_never_wait():
    done = threading.Event()

    def own_thread():
        made = pace.Gate()           # closed, and made on this thread
        pace.install(made)
        try:
            pace.pause()
            made.pause()
        finally:
            pace.uninstall(made)
        pace.pause()                 # no gate any more
        done.set()
    thread = threading.Thread(target=own_thread, daemon=True)
    thread.start()
    assert done.wait(WAIT)
    assert pace.installed() is None


def test_held_open_lets_a_parked_worker_go_and_the_gate_closes_after(gate):
    worker = Worker()
    assert parked(gate, worker)
    with pace.held_open():
        assert worker.passed.wait(WAIT)
        assert gate.is_open()
    assert not gate.is_open()
    second = Worker()
    assert parked(gate, second, count=2)


def test_taking_the_gate_away_lets_a_parked_worker_go_and_no_pause_waits_after(gate):
    worker = Worker()
    assert parked(gate, worker)
    pace.uninstall(gate)
    assert worker.passed.wait(WAIT)
    assert pace.installed() is None
    second = Worker()
    assert second.passed.wait(WAIT)
