"""The host's side of one connection and of one seat (scenes/net/host.py).

A connection writes each message at once, without waiting (`websockets.broadcast` to
that one connection: a synchronous write into the socket's buffer), so a slow or silent
client never holds up the host's match or the other clients, and one action's events
reach every seat before anything else is written (no task switch per message). A
client whose unwritten bytes grow past WRITE_LIMIT is cut off (it can reconnect).
"""
from __future__ import annotations

import asyncio
import collections
import secrets

# imported from where it lives: `websockets.broadcast` is resolved by the package's lazy
# import on every use (~5 µs, 13 times an action with 6 seats)
from websockets.asyncio.connection import broadcast
from websockets.protocol import State

from scenes.net.latency import RoundTrips
from scenes.net.protocol import Flood, encode

WRITE_LIMIT = 32 * 1024 * 1024   # bytes written to one client and not yet taken by it before it is cut off
REFUSALS_BEFORE_CLOSE = 500  # refused messages from one connection before it is cut off
HUMAN = "human"           # a seat's kind: a person at the host's screen (the window hosts)


class Connection:
    """One client's WebSocket at the host: its messages numbered (`seq`) and written at
    once; what it had refused, counted."""

    def __init__(self, ws, flood: Flood):
        self.ws = ws
        self.seat: int | None = None
        self.seq = 0
        self.flood = flood
        self.refused: collections.Counter = collections.Counter()
        self.greeted = False
        self.window = False                # a window shows this seat's table (a race reveals later)
        self.trips = RoundTrips()          # its round trips, measured all game long (scenes/net/latency.py)
        self.on_trip = None                # on_trip(): a round trip measured (the host's on_measured)
        self.measuring: asyncio.Task | None = None
        self.closing = False
        self.closed = False
        self.held: list | None = None      # messages kept back until `_release` (a race's outcome)
        self._release = None

    def send(self, message: dict, encoded: str | None = None, at_once: bool = False) -> None:
        """Write a message now (numbered in the order sent), or, while the connection is
        held (`hold_for`), once it is released, in order; `at_once`: never held (a pong:
        the client's clock estimate needs it now). `encoded`: the message already as JSON
        (one text shared by every seat that sees the same), its number added at the end."""
        if self.closed or self.ws.protocol.state is not State.OPEN:
            return
        if self.held is not None and not at_once:
            self.held.append((message, encoded))
            return
        self.seq += 1
        if encoded is None:
            text = encode({**message, "seq": self.seq})
        else:
            text = f'{encoded[:-1]},"seq":{self.seq}}}'
        # no backpressure here by design: the bytes wait in the transport's buffer, and a
        # client that lets them pile up is cut off
        broadcast((self.ws,), text)
        if self._unwritten() > WRITE_LIMIT:
            self.close(1008, "too slow to read the game")

    def hold_for(self, seconds: float) -> None:
        """Keep back everything sent from now for `seconds`, then write it in the order it
        was sent (a race's round: its outcome reaches this seat only shortly before the
        reveal; what follows it waits behind it). Nothing is held for 0 or less."""
        if seconds <= 0:
            return
        if self.held is None:
            self.held = []
        if self._release is not None:
            self._release.cancel()
        self._release = asyncio.get_running_loop().call_later(seconds, self.release)

    def release(self) -> None:
        held, self.held, self._release = self.held, None, None
        for message, encoded in held or ():
            self.send(message, encoded)

    def _unwritten(self) -> int:
        transport = self.ws.transport
        return transport.get_write_buffer_size() if transport is not None else 0

    async def flushed(self, timeout: float) -> None:
        """Wait (at most `timeout` s) until what was written has left for the client."""
        deadline = asyncio.get_running_loop().time() + timeout
        while self._unwritten() and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.005)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close after what is written (the error saying why, written just after)."""
        if not self.closing:
            self.closing = True
            asyncio.ensure_future(self._close(code, reason))

    async def _close(self, code: int, reason: str) -> None:
        await asyncio.sleep(0)             # the caller writes its last words first
        await self.flushed(2.0)
        self.closed = True
        await self.ws.close(code, reason)

    def stop(self) -> None:
        """The connection is over: its round trips are no longer measured."""
        if self.measuring is not None:
            self.measuring.cancel()
        if self._release is not None:
            self._release.cancel()


class Place:
    """One seat at the host: `kind` is "remote" or a computer kind; a remote seat has
    the token of whoever took it, their connection while they are here, and a
    computer (`stand_in`) when one plays it for them while they are away."""

    def __init__(self, index: int, kind: str, name: str):
        self.index, self.kind, self.name = index, kind, name
        self.token: str | None = None
        self.former: str | None = None    # the token of a saved game's seat: its person may come back with it
        self.conn: Connection | None = None
        self.player = None            # the computer deciding for this seat (a computer seat, or a stand-in)
        self.stand_in = False
        self.grace: asyncio.Task | None = None

    def end_grace(self) -> None:
        """The wait for this seat's person is over (they are back, or the host stops)."""
        if self.grace is not None:
            self.grace.cancel()
            self.grace = None

    @property
    def remote(self) -> bool:
        return self.kind == "remote"

    @property
    def decided_here(self) -> bool:
        """The host decides for this seat now: a computer seat, or a stand-in for an absent person."""
        return self.player is not None and (not self.remote or self.stand_in)

    def take(self, name: str) -> str:
        self.name = name
        self.former = None                # whoever held it before cannot take it back any more
        self.token = secrets.token_urlsafe(18)
        return self.token

    def status(self) -> str:
        if self.kind == HUMAN:
            return "here"             # a person at the host's own screen
        if not self.remote:
            return "computer"
        if self.token is None:
            return "free"
        if self.conn is not None:
            return "here"
        return "computer" if self.stand_in else "away"

    def public(self) -> dict:
        seat = {"seat": self.index, "name": self.name, "kind": self.kind, "status": self.status()}
        if self.former is not None and self.token is None:
            seat["former"] = True         # a saved game's seat, free: whose it was is its name
        return seat
