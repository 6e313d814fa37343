"""A seat's round trips as the host measures them, all game long (YAM color's race:
scenes/net/race.py sizes its collection window and judges press times from them).

The host pings each client (WebSocket pings: answered by the client's WebSocket
layer, no game code in the way) PINGS times as it sits down, then every `every`
seconds while it is connected, keeping the last RECENT round trips. Two figures
come out of them, for two different uses:

- `one_way()`, how long a message from this seat takes now: half a high percentile
  (HIGH) of the recent round trips, so the window widens within two pings when a
  seat's network gets worse (Wi-Fi going bad) and one late answer alone does not
  widen it; capped at CAP so that one very bad seat cannot hold every call of the
  race for as long as it likes (past the cap its calls may arrive after the window
  has closed on a later press: they then come after it, the order they arrived in);
- `fastest`, the quickest round trip ever measured: the network's floor. A press
  time is judged against it together with the recent figure (race.py `allowance`):
  a press dated earlier than the seat's latency allows is moved to the earliest it
  could be.
"""
from __future__ import annotations

import asyncio
import collections
import math

from websockets.exceptions import ConnectionClosed

PINGS = 3                 # round trips measured when a client takes its seat
RECENT = 10               # round trips kept (with a ping a second: the last ten seconds)
HIGH = 0.9                # the percentile of the recent round trips a seat's one-way time is taken from
CAP = 0.25                # seconds: the most a seat's one-way time widens the collection window
EVERY = 1.0               # seconds between pings during the game
UNMEASURED = 0.25         # seconds assumed for a round trip before any is measured
TIMEOUT = 5.0             # a ping unanswered this long counts as this long a round trip


class RoundTrips:
    """Added to on the network's thread; its figures are plain numbers made there, so the
    window's thread (a race hosted from the window) may read them at any moment."""

    def __init__(self, keep: int = RECENT):
        self.recent: collections.deque = collections.deque(maxlen=keep)
        self.fastest: float | None = None
        self.high = UNMEASURED           # the HIGH percentile of the recent round trips
        self.measured = 0                # round trips measured in all
        self.first = asyncio.Event()     # set once the sitting-down pings are in

    def add(self, rtt: float) -> None:
        self.recent.append(rtt)
        self.measured += 1
        self.fastest = rtt if self.fastest is None else min(self.fastest, rtt)
        ranked = sorted(self.recent)
        self.high = ranked[max(0, math.ceil(HIGH * len(ranked)) - 1)]     # nearest rank

    def one_way(self, cap: float = CAP) -> float:
        """This seat's one-way time as the collection window allows for it (capped)."""
        return min(self.high / 2, cap)


async def measure(conn, every: float | None = EVERY) -> None:
    """Ping `conn` PINGS times, then every `every` seconds until it closes (None:
    only the first PINGS). `conn.trips` keeps them; `conn.on_trip()`, if set, hears
    of each."""
    trips: RoundTrips = conn.trips
    count = 0
    try:
        while True:
            if count >= PINGS:
                trips.first.set()
                if every is None:
                    return
                await asyncio.sleep(every)
            try:
                waiter = await conn.ws.ping()
                latency = await asyncio.wait_for(waiter, TIMEOUT)
            except asyncio.TimeoutError:
                latency = TIMEOUT
            except (ConnectionClosed, RuntimeError):
                return
            trips.add(latency)
            count += 1
            if conn.on_trip is not None and count >= PINGS:
                conn.on_trip()
    finally:
        trips.first.set()
