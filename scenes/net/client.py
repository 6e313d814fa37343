"""A headless remote seat: connects to a host, takes a seat, and (with a computer
level) plays it from the views the host sends; every message received is kept
(`received`) and, with a trace, written as JSON Lines. A dropped connection is
taken up again with the seat's token (a fresh snapshot follows) for `reconnect`
seconds. No pygame: `main.py join` runs it, and the window's Join screen will.
"""
from __future__ import annotations

import asyncio
import random
import time

import websockets
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game import __version__, registry
from game.core.match import player_rng
from scenes.net.clock import Offset
from scenes.net.protocol import CLIENT_LIMIT, PROTOCOL, TAKEN_OVER, Refused, decode, encode

PINGS = 5                      # clock samples taken on joining
PING_EVERY = 2.0               # seconds between clock samples afterwards
FATAL = {"bad_version", "wrong_game", "seat_taken", "no_seat", "bad_token"}   # before a seat: no game
GOING_AWAY = 1001              # the host stopped before the end (serve's SIGTERM): no point coming back


class JoinError(Exception):
    """The host refused us, or nobody answered: one line for the person."""


class TakenOver(JoinError):
    """The seat's token came to the host from another connection (the same person's
    program started again, or another copy sharing its data folder): this one stops, never
    taking the seat back from it."""


class Client:
    def __init__(self, uri: str, *, seat: int | None = None, name: str | None = None, play: str | None = None,
                 token: str | None = None, trace=None, seed: int | None = None, reconnect: float = 10.0,
                 clock=time.monotonic, open_timeout: float = 5.0):
        self.uri, self.want_seat, self.name, self.play = uri, seat, name, play
        self.token, self.trace, self.reconnect, self.clock = token, trace, reconnect, clock
        self.seed = random.SystemRandom().getrandbits(32) if seed is None else seed
        self.open_timeout = open_timeout
        self.seat: int | None = None
        self.game = self.rules = self.player = None
        self.speed = 1.0
        self.offset = Offset()
        self.received: list[dict] = []
        self.errors: list[dict] = []
        self.stale = 0
        self.results: list[dict] = []       # each game_over received
        self.over = False
        self.ws = None
        self._plan: asyncio.Task | None = None
        self._pressed: float | None = None  # the reveal of the round this seat has acted in
        self.connected = asyncio.Event()
        self.window: bool | None = None    # True: a window shows the table (the host then reveals later)

    # ----- running -----------------------------------------------------------------------
    async def run(self) -> list[dict]:
        """Play until the host's last game is over; the game_over messages received."""
        lost_at = None
        while True:
            try:
                await self._session()
            except (OSError, ConnectionClosed, InvalidHandshake, asyncio.TimeoutError, EOFError) as exc:
                if self.over:
                    return self.results
                if self.token is None or self.reconnect <= 0:
                    raise JoinError(f"nobody answers at {self._address()} ({_why(exc)})") from None
                lost_at = lost_at or self.clock()
                if self.clock() - lost_at > self.reconnect:
                    raise JoinError(f"lost the host at {self._address()} and could not get back") from None
                await asyncio.sleep(0.2)
                continue
            except InvalidURI:
                raise JoinError(f"not an address: {self.uri}") from None
            if self.over:
                return self.results
            lost_at = lost_at or self.clock()

    async def _session(self) -> None:
        async with websockets.connect(self.uri, max_size=CLIENT_LIMIT, open_timeout=self.open_timeout,
                                      ping_interval=20, ping_timeout=20) as ws:
            self.ws = ws
            self.connected.set()
            await self.send({"type": "hello", "v": PROTOCOL, "program": __version__, "token": self.token,
                             "seat": None if self.token else self.want_seat, "name": self.name,
                             "window": self.window})
            for _ in range(PINGS):
                await self.send({"type": "ping", "t0": self.clock()})
            pinging = asyncio.ensure_future(self._ping_now_and_then())
            try:
                await self._read(ws)
            finally:
                pinging.cancel()
        self.ws = None
        if not self.over and ws.close_reason == TAKEN_OVER:
            raise TakenOver(f"the seat is played from another connection now, at {self._address()}")
        if not self.over and ws.close_code == GOING_AWAY and ws.close_reason:
            raise JoinError(f"the host stopped: {' '.join(ws.close_reason.split())[:120]}")
        if not self.over:
            raise EOFError("the host closed the connection")

    async def _ping_now_and_then(self) -> None:
        """Keep the clock's estimate fresh (a clock drifts; a quicker round trip may come)."""
        while True:
            await asyncio.sleep(PING_EVERY)
            await self.send({"type": "ping", "t0": self.clock()})

    async def _read(self, ws) -> None:
        async for text in ws:
            message = decode(text)
            self.received.append(message)
            if self.trace is not None:
                self.trace.write(text + "\n")
            await self._on(message)
            if self.over:
                return

    def kill(self) -> None:
        """Drop the connection at once, as a pulled cable would (tests)."""
        if self.ws is not None:
            self.ws.transport.abort()

    async def send(self, message: dict) -> None:
        if self.ws is not None:
            try:
                await self.ws.send(encode({k: v for k, v in message.items() if v is not None}))
            except ConnectionClosed:
                pass

    # ----- what the host says ------------------------------------------------------------------
    async def _on(self, message: dict) -> None:
        kind = message["type"]
        if kind == "pong":
            self.offset.add(message["t0"], message["host"], self.clock())
        elif kind == "offer" and self.seat is None:
            await self._sit(message["seats"])
        elif kind == "seated":
            self._seated(message)
        elif kind == "your_turn":
            await self._decide(message)
        elif kind == "snapshot":
            self._pressed = None
        elif kind == "error" and message.get("code") == "stale":
            self.stale += 1                  # another seat acted first: a new question follows
        elif kind == "error":
            self.errors.append(message)
            quicker = message.get("code") == "seat_taken" and self.want_seat is None   # an offer follows
            if self.seat is None and message.get("code") in FATAL and not quicker:
                # (seats said as people count them, from 1: the protocol's numbers start at 0)
                asked = f" seat {self.want_seat + 1}" if self.want_seat is not None and not self.token else ""
                raise JoinError(f"the host refused{asked}: {message.get('message')}")
        elif kind == "game_over":
            self.results.append(message)
            self.over = not message.get("more")

    async def _sit(self, seats: list[dict]) -> None:
        free = [s["seat"] for s in seats if s.get("status") == "free"]
        if self.want_seat is not None and self.want_seat not in free:
            raise JoinError(f"seat {self.want_seat + 1} is not free (free: {', '.join(str(s + 1) for s in free) or 'none'})")
        if not free:
            raise JoinError("no free seat at this table")
        await self.send({"type": "sit", "seat": self.want_seat if self.want_seat is not None else free[0],
                         "name": self.name})

    def _seated(self, message: dict) -> None:
        self.seat, self.token = message["seat"], message["token"]
        self.speed = float(message.get("clock", {}).get("speed", 1.0))
        try:
            self.game = registry.game(message["game"])
            self.rules = self.game.make_rules(len(message["players"]), **message["options"])
        except (ValueError, TypeError) as exc:
            raise JoinError(f"cannot play this host's game: {exc}") from None
        if self.play is not None and self.player is None:
            if self.play not in self.game.players:
                raise JoinError(f"no computer level {self.play!r} in {self.game.id} "
                                f"(known: {', '.join(self.game.players.names)})")
            self.player = self.game.players.make(self.play, player_rng(self.seed, self.seat), self.rules)

    async def _decide(self, message: dict) -> None:
        if self.player is None:
            return
        # whatever else has arrived is read first: with several clients in one process (tests,
        # benchmarks, the monkey) one seat's decision, and its send (on loopback the host
        # handles the action inside that call), never delays another seat's events
        await asyncio.sleep(0)
        remote = self.game.remote
        view = remote.view_from_json(message["view"])
        reveal_at = message.get("reveal_at")
        if reveal_at is None or remote.race is None:
            action = self.player.choose(view)
            await self.send({"type": "action", "action": remote.action_to_json(action),
                             "position": message["position"]})
            return
        if self._pressed == reveal_at:
            return                       # acted this round already
        if self._plan is not None and not self._plan.done():
            if not getattr(self.player, "reacts", True):
                return                   # its moment does not depend on the others
            self._plan.cancel()
        action = self.player.choose(view)
        at = reveal_at + remote.race.moment(action) / self.speed        # its moment, in host time
        press = at - self.offset.offset                                  # the same moment on our clock
        self._plan = asyncio.ensure_future(self._press(reveal_at, press, at, remote.action_to_json(action)))

    async def _press(self, reveal_at: float, press: float, at: float, action: dict) -> None:
        await asyncio.sleep(max(0.0, press - self.clock()))
        self._pressed = reveal_at
        # stamped with the host time planned, not converted back through an offset that a
        # ping may have moved meanwhile (that put an honest press before the reveal)
        await self.send({"type": "action", "action": action, "at": at})

    def host_time(self) -> float:
        """Now in host time, as estimated from the pings (any thread may ask)."""
        return self.clock() + self.offset.offset

    def _address(self) -> str:
        return self.uri.split("://", 1)[-1].rstrip("/")


def _why(exc: BaseException) -> str:
    text = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return " ".join(text.split())[:120]


async def join(uri: str, **options) -> Client:
    client = Client(uri, **options)
    await client.run()
    return client


__all__ = ["Client", "JoinError", "Refused", "join"]
