"""The network beside the pygame loop: an asyncio event loop on a thread of its own.

The window's frame must never wait on the network, and the network must never touch
what the window owns (the match, the scenes). So the two sides meet only here:

- the window hands work to the network with `submit(coroutine)` (or `call(fn, ...)`),
  which returns at once;
- the network hands what it has to say to the window with `post(item)`, and the
  window takes everything posted so far with `drain()` once a frame, never blocking.

Nothing else crosses between the threads. No pygame here (scenes/net imports none).
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import threading

STOP_WAIT = 2.0        # seconds `stop` waits for the loop's tasks to end and the thread to join


class NetThread:
    """An asyncio loop running on a daemon thread until `stop()`."""

    def __init__(self, name: str = "network"):
        self.loop = asyncio.new_event_loop()
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._started = threading.Event()
        self.stopped = False

    # ----- either side --------------------------------------------------------------------
    def start(self) -> "NetThread":
        self._thread.start()
        self._started.wait(STOP_WAIT)
        return self

    @property
    def running(self) -> bool:
        return self._thread.is_alive() and not self.stopped

    # ----- the window's side --------------------------------------------------------------
    def submit(self, coroutine) -> concurrent.futures.Future:
        """Run `coroutine` on the network's loop; its Future tells how it ended (never
        wait on it from a frame: poll `done()`)."""
        if not self.running:
            coroutine.close()
            raise RuntimeError("the network thread is not running")
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, function, *args) -> None:
        """Call a plain function on the network's loop, soon (e.g. queue a message)."""
        if self.running:
            self.loop.call_soon_threadsafe(function, *args)

    def drain(self, limit: int = 10_000) -> list:
        """Everything the network has posted since the last drain, oldest first (at
        most `limit` items: the rest waits for the next frame). Never blocks."""
        items = []
        while len(items) < limit:
            try:
                items.append(self._inbox.get_nowait())
            except queue.Empty:
                break
        return items

    def stop(self, timeout: float = STOP_WAIT) -> None:
        """Cancel what runs on the loop, stop it and join the thread (bounded by
        `timeout`). Safe to call twice, and before `start`."""
        if self.stopped:
            return
        self.stopped = True
        if not self._thread.is_alive():
            self.loop.close()
            return
        self.loop.call_soon_threadsafe(self._cancel_all)
        self._thread.join(timeout)

    def stop_soon(self, coroutine=None) -> None:
        """Let `coroutine` (if any: e.g. closing the connections once what is queued is
        written) run to its end, then stop the loop; returns at once (a frame may call
        it; the thread ends by itself)."""
        if not self.running:
            if coroutine is not None:
                coroutine.close()
            return

        async def last(work):
            try:
                if work is not None:
                    await work
            finally:
                self._cancel_all()
        self.stopped = True
        asyncio.run_coroutine_threadsafe(last(coroutine), self.loop)

    # ----- the network's side -------------------------------------------------------------
    def post(self, item) -> None:
        """Something for the window (read with `drain`, on its next frame)."""
        self._inbox.put(item)

    # ----- inside the thread ------------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.call_soon(self._started.set)
        try:
            self.loop.run_forever()
        finally:
            self.loop.close()

    def _cancel_all(self) -> None:
        loop = self.loop

        async def finish():
            # Cancel, wait, and again for the tasks the cancelled ones started as they
            # ended (a connection's closing handshake, from a `finally`): left pending, the
            # loop's end reported each as "Task was destroyed but it is pending".
            me, deadline = asyncio.current_task(), loop.time() + STOP_WAIT
            while loop.time() < deadline:
                tasks = [t for t in asyncio.all_tasks(loop) if t is not me and not t.done()]
                if not tasks:
                    break
                for task in tasks:
                    task.cancel()
                await asyncio.wait(tasks, timeout=max(0.0, deadline - loop.time()))
            loop.stop()
        loop.create_task(finish())
