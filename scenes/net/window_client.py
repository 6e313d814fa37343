"""The joining window's connection to a host (no pygame): the headless client
(scenes/net/client.py) run on the window's network thread (scenes/net/bridge.py),
telling the window everything through `post` and sent the person's choices with
`sit` and `act` (both safe to call from the window's thread).

What it posts, for the window to take with `drain` once a frame:
  ("offer", message)     the host's seats: the person picks one (`sit`)
  ("message", message)   every other host message but pongs (seated, snapshot, event, ...)
  ("lost",)              the connection dropped; it tries again with its token
  ("bad", reason)        a host message that could not be read (counted, dropped)
  ("taken_over",)        the seat is played from another window now (then "ended")
  ("ended", text|None)   it gave up (text: why, in one line) or the last game is over (None)

A message from the host that is not JSON, or whose fields are not what they should
be, is dropped and counted (`bad`): nothing the host sends stops the window.
"""
from __future__ import annotations

import asyncio

from websockets.uri import parse_uri

from scenes.net.client import Client, JoinError, TakenOver
from scenes.net.protocol import Refused, decode

GRACE = 30.0            # seconds the window tries to get back to a host that went away


def address_uri(text: str) -> str:
    """`HOST:PORT` (or a ws:// address) as a WebSocket address; ValueError with a short
    reason for anything else."""
    text = text.strip()
    if text.startswith(("ws://", "wss://")):
        try:                 # checked now, as HOST:PORT is: "ws://" alone or a port of 99999 is a
            parse_uri(text)  # typing slip, not "nobody answers there"
        except Exception as error:      # websockets' InvalidURI, or urllib's ValueError
            raise ValueError(f"not a WebSocket address: {error}") from None
        return text
    host, colon, port = text.rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError("an address is HOST:PORT, e.g. 192.168.1.20:8765")
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"                     # an IPv6 address
    return f"ws://{host}:{int(port)}"


class WindowClient(Client):
    def __init__(self, uri: str, post, *, name: str | None = None, reconnect: float | None = None,
                 token: str | None = None, open_timeout: float = 5.0):
        # no retrying before a seat is held (an address nobody answers is said at once);
        # once seated, a dropped line is taken up again for `reconnect` seconds
        super().__init__(uri, name=name, reconnect=0, token=token, open_timeout=open_timeout)
        self.grace = GRACE if reconnect is None else reconnect
        self.window = True
        self.post = post
        self.bad = 0
        self.loop: asyncio.AbstractEventLoop | None = None

    async def main(self) -> None:
        """Run until the last game is over or it gives up; the window is told either way."""
        self.loop = asyncio.get_running_loop()
        try:
            await self.run()
        except JoinError as exc:
            if isinstance(exc, TakenOver):
                self.post(("taken_over",))
            self.post(("ended", str(exc)))
        except asyncio.CancelledError:
            raise
        except Exception as exc:            # never a traceback in the window: a line instead
            self.post(("ended", f"the connection failed ({type(exc).__name__})"))
        else:
            self.post(("ended", None))

    # ----- the window's side (any thread) ------------------------------------------------
    def sit(self, seat: int) -> None:
        self._soon({"type": "sit", "seat": seat, "name": self.name})

    def act(self, action: dict, position: int | None, at: float | None = None) -> None:
        """The person's decision; in a race, `at`: its press time in host time."""
        self._soon({"type": "action", "action": action, "position": position, "at": at})

    def _soon(self, message: dict) -> None:
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self.send(message)))

    # ----- the host's side ------------------------------------------------------------------
    async def _session(self) -> None:
        """One connection; the window is told when a seat's connection drops (not at
        each failed try to get back)."""
        self.connected.clear()
        try:
            await super()._session()
        except (asyncio.CancelledError, TakenOver):
            raise
        except BaseException:
            if self.connected.is_set() and self.token is not None and not self.over:
                self.post(("lost",))
            raise

    async def _read(self, ws) -> None:
        async for text in ws:
            try:
                message = decode(text)
                await self._on(message)
            except Refused as refused:
                self._bad(refused.reason)
                continue
            except JoinError:
                raise
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                self._bad(type(exc).__name__)
                continue
            if self.over:
                return

    def _bad(self, reason: str) -> None:
        self.bad += 1
        self.post(("bad", reason))

    def _seated(self, message: dict) -> None:
        super()._seated(message)
        self.reconnect = self.grace

    async def _on(self, message: dict) -> None:
        kind = message["type"]
        if kind == "offer" and self.seat is None:
            if not isinstance(message.get("seats"), list):
                raise ValueError("an offer lists seats")
            self.post(("offer", message))
            return
        if kind == "your_turn":            # the window's person decides, not a computer here
            self.post(("message", message))
            return
        await super()._on(message)
        if kind != "pong":
            self.post(("message", message))
