"""The network's thread beside the window's loop (scenes/net/bridge.py): work handed
over returns at once, what the network posts arrives in order, a frame never waits,
and stopping ends even a task that would run forever. Every wait is bounded."""
from __future__ import annotations

import asyncio
import threading
import time

import pytest

from scenes.net.bridge import NetThread

WAIT = 5.0


@pytest.fixture
def net():
    thread = NetThread().start()
    yield thread
    thread.stop()


def test_coroutines_run_on_the_network_thread_and_post_in_order(net):
    window = threading.get_ident()

    async def talk():
        net.post(("thread", threading.get_ident()))
        for n in range(100):
            net.post(("n", n))
        return "done"

    assert net.submit(talk()).result(WAIT) == "done"
    items = net.drain()
    assert items[0][0] == "thread" and items[0][1] != window
    assert [n for kind, n in items[1:]] == list(range(100))
    assert net.drain() == []          # taken once


def test_drain_never_blocks_and_takes_at_most_its_limit(net):
    started = time.perf_counter()
    assert net.drain() == []
    assert time.perf_counter() - started < 0.05
    for n in range(30):
        net.post(n)
    assert net.drain(limit=10) == list(range(10))
    assert net.drain() == list(range(10, 30))


def test_call_runs_a_plain_function_on_the_loop(net):
    seen = []
    net.call(lambda: seen.append(threading.current_thread().name))
    net.submit(asyncio.sleep(0)).result(WAIT)     # the loop has run what was queued before
    assert seen == ["network"]


def test_stop_cancels_a_task_that_would_never_end():
    net = NetThread().start()
    cancelled, begun = threading.Event(), threading.Event()

    async def forever():
        begun.set()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            cancelled.set()
            raise
    future = net.submit(forever())
    assert begun.wait(WAIT)
    started = time.perf_counter()
    net.stop()
    assert time.perf_counter() - started < WAIT
    assert cancelled.is_set() and future.cancelled()
    assert not net.running
    with pytest.raises(RuntimeError, match="not running"):
        net.submit(asyncio.sleep(0))
    net.stop()                        # twice is harmless
    net.call(print)                   # and calling a stopped thread does nothing


def test_stop_also_ends_what_a_cancelled_task_starts_as_it_ends():
    # a connection's reader, cancelled, starts its closing handshake from a `finally`: that
    # task too is ended before the loop closes (left pending, the loop's end printed "Task
    # was destroyed but it is pending" at every stop of a window's host or joined table)
    net = NetThread().start()
    begun = threading.Event()
    spawned: list[asyncio.Task] = []

    async def closing():
        await asyncio.Event().wait()

    async def reader():
        begun.set()
        try:
            await asyncio.Event().wait()
        finally:
            spawned.append(asyncio.ensure_future(closing()))
    net.submit(reader())
    assert begun.wait(WAIT)
    started = time.perf_counter()
    net.stop()
    assert time.perf_counter() - started < WAIT
    assert not net.running and len(spawned) == 1
    assert spawned[0].cancelled()


def test_stop_before_start_is_harmless():
    net = NetThread()
    net.stop()
    assert not net.running
