"""The host's side of one connection and of one seat (scenes/net/host.py).

A connection writes through its own queue (`outbox`) and task, so a slow or silent
client never holds up the host's match or the other clients: the host only queues.
A client whose queue grows past OUTBOX_LIMIT is cut off (it can reconnect).
"""
from __future__ import annotations

import asyncio
import collections
import secrets

from websockets.exceptions import ConnectionClosed

from scenes.net.protocol import Flood, encode

OUTBOX_LIMIT = 10_000        # host messages queued for one client before it is cut off
REFUSALS_BEFORE_CLOSE = 500
HUMAN = "human"           # a seat's kind: a person at the host's screen (the window hosts)  # refused messages from one connection before it is cut off


class Connection:
    """One client's WebSocket at the host: its messages numbered (`seq`), queued and
    written by a task of its own; what it had refused, counted."""

    def __init__(self, ws, flood: Flood):
        self.ws = ws
        self.seat: int | None = None
        self.seq = 0
        self.flood = flood
        self.refused: collections.Counter = collections.Counter()
        self.greeted = False
        self.rtt: float | None = None      # the fastest measured round trip (scenes/net/race.py)
        self.measuring: asyncio.Task | None = None
        self.outbox: asyncio.Queue = asyncio.Queue()
        self.closing = False
        self.closed = False
        self.writer = asyncio.create_task(self._write())

    def send(self, message: dict, encoded: str | None = None) -> None:
        """Queue a message (numbered now, in the order queued). `encoded`: the message
        already as JSON (one text shared by every seat that sees the same), its number
        added at the end."""
        if self.closed:
            return
        self.seq += 1
        if encoded is None:
            self.outbox.put_nowait(encode({**message, "seq": self.seq}))
        else:
            self.outbox.put_nowait(f'{encoded[:-1]},"seq":{self.seq}}}')
        if self.outbox.qsize() > OUTBOX_LIMIT:
            self.close(1008, "too slow to read the game")

    async def _write(self) -> None:
        while True:
            text = await self.outbox.get()
            try:
                await self.ws.send(text)
            except ConnectionClosed:
                return
            finally:
                self.outbox.task_done()

    async def flushed(self, timeout: float) -> None:
        """Wait (at most `timeout` s) until every queued message is written."""
        try:
            await asyncio.wait_for(self.outbox.join(), timeout)
        except asyncio.TimeoutError:
            pass

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close once what is queued (the error saying why, queued just after) is written."""
        if not self.closing:
            self.closing = True
            asyncio.ensure_future(self._close(code, reason))

    async def _close(self, code: int, reason: str) -> None:
        await asyncio.sleep(0)             # the caller queues its last words first
        await self.flushed(2.0)
        self.closed = True
        await self.ws.close(code, reason)

    def stop(self) -> None:
        self.writer.cancel()


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
        return {"seat": self.index, "name": self.name, "kind": self.kind, "status": self.status()}
