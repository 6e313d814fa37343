"""The host: the authority of a game played across computers (no window, no pygame).

Its network face: it serves a WebSocket (the `websockets` package, asyncio), greets
clients (hello, seats and their tokens), refuses and counts what it will not act on
(garbage, floods, another seat's actions), sends each seat every log line as that
seat may see it (`publish`, the game's `Remote.seen_by`; the full log only at the
game's end, `game_over`) and its snapshot on joining (`_snapshot`). A remote seat is
one more source of decisions: it is asked (`your_turn`, its view and legal actions),
and its answer, checked (`verdict`), is applied by whoever holds the match, or
refused to that client alone, changing nothing.

Two users hold the match: the headless loop (`run`, scenes/net/series.py: `main.py
serve`) on this asyncio loop, and the window's table driver on the pygame thread
(scenes/net/table_host.py), to which the connections `deliver` what they read.

A client that drops keeps its seat: it comes back with its token (a fresh snapshot)
whenever it likes; after `grace` seconds away a computer of level `fill` (if given)
plays the seat until the person returns. A race (YAM color's calls) is played by
scenes/net/race.py.
"""
from __future__ import annotations

import asyncio
import collections
import time

import websockets
from websockets.exceptions import ConnectionClosed

from game import __version__
from game.core.match import Match, player_rng
from scenes.net import latency, race, series
from scenes.net.protocol import PROTOCOL, TAKEN_OVER, TRANSPORT_LIMIT, Flood, Refused, clean_name, encode, read_client
from scenes.net.seats import REFUSALS_BEFORE_CLOSE, Connection, Place
from scenes.net.turn_timer import TurnTimer

REMOTE = "remote"


class Host:
    def __init__(self, game, rules, kinds: list[str], seed: int, *, address: str = "127.0.0.1", port: int = 0,
                 games: int = 1, grace: float = 30.0, fill: str | None = None, speed: float = 1.0,
                 margin: float = 0.015, log=None, clock=time.monotonic, flood=(100.0, 200.0),
                 options: dict | None = None, on_seat=None, keep_matches: bool = True,
                 turn_time: float | None = None, ping_every: float | None = latency.EVERY,
                 cap: float = latency.CAP):
        if game.remote is None:
            raise ValueError(f"{game.id} cannot be played across computers yet")
        self.game, self.rules, self.seed, self.games = game, rules, seed, games
        self.address, self.port = address, port
        self.grace, self.fill, self.log, self.clock, self.flood = grace, fill, log, clock, flood
        self.speed = speed            # game seconds per real second in a race (tests, demos)
        self.margin = margin          # a race's collection window: the slowest one-way time plus this
        self.cap = cap                # ... that one-way time at most this (one bad seat holds no race for long)
        self.ping_every = ping_every  # seconds between round trips measured in the game (None: on sitting only)
        self.options = options if options is not None else game.options_in_effect(len(kinds), {})
        self.places = [Place(i, kind, f"{kind} {i + 1}") for i, kind in enumerate(kinds)]
        self.match: Match | None = None
        self.position = 0             # actions applied in this game (a decision names the one it saw)
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.seated = asyncio.Event()
        self.refused: collections.Counter = collections.Counter()
        self.reconnections = 0
        self.stale = 0                # decisions for an earlier step (another seat acted first)
        self.acted: dict[int, int] = {}   # seat -> the position its latest action was applied at
        self.connections: set[Connection] = set()
        # each finished game: its Match (the tests, the benchmarks), or with keep_matches=False
        # (serve: a series of any length) only who won it, a game's record costing ~80 kB
        self.keep_matches = keep_matches
        # a remote seat silent this long on its turn has that decision made by a computer of
        # level `fill` (the seat stays its person's: asked again next time); None: it waits
        self.turn_time = turn_time if fill is not None else None
        self.timed_out = 0            # decisions made for a silent seat
        self.timer = TurnTimer(self.turn_time)    # (the headless loop's: scenes/net/series.py)
        self.turn_clock: dict | None = None       # the step timed now, for a joiner's snapshot
        self.finished: list = []
        self.race_state = None        # the round being raced (race.Round), for joiners' snapshots
        self.window_here = False      # the host's own window shows the table (scenes/net/table_host.py)
        # seconds a window takes to show a race's round opening (the lead it adds: race.lead)
        self.shown = game.remote.race.shown if game.remote.race is not None else 0.0
        self.on_measured = None       # on_measured(): a client's round trip measured (a race's window)
        self.server = None
        self.done = False             # the last game is over
        self.held = False             # the host's window holds the game still (scenes/net/held.py)
        self.on_seat = on_seat        # on_seat({seat, name, kind, status}): someone came, left, was replaced
        self.farewell = (1000, "the game is over")   # the close code and reason every connection gets at the end
        self._check_seated()

    # ----- serving ----------------------------------------------------------------------
    async def start(self) -> int:
        """Listen (port 0: any free port); return the port."""
        self.server = await websockets.serve(self._serve, self.address, self.port, max_size=TRANSPORT_LIMIT,
                                             max_queue=64, ping_interval=20, ping_timeout=20,
                                             compression=None)   # small messages: deflate cost more than it saved
        self.port = self.server.sockets[0].getsockname()[1]
        return self.port

    async def run(self) -> list[Match]:
        """Play every game of the series headless (scenes/net/series.py); return their
        matches (the host's full record)."""
        return await series.run(self)

    async def close(self) -> None:
        """Stop listening at once (the port is free for the next game: a rematch); every
        connection closed once what is queued for it is written, with `farewell`'s code
        and reason (a host stopped before the end says so: 1001, going away)."""
        if self.server is not None:
            self.server.close(close_connections=False)
        for place in self.places:          # nobody is coming back now: no computer is to take over
            place.end_grace()
        for conn in list(self.connections):
            await conn.flushed(2.0)
            conn.close(*self.farewell)
        if self.server is not None:
            await self.server.wait_closed()

    # ----- the match --------------------------------------------------------------------------
    def game_over(self, more: bool = False, game: int = 1, games: int = 1) -> None:
        """The game is over: its result and the full log (offered only now) to every seat;
        `more`: another game of the series follows at the same seats (game `game` of
        `games` is over), so the seats stay."""
        match = self.match
        result = match.state.result()
        over = {"type": "game_over", "result": {"places": list(result.places), "winners": list(result.winners)},
                "log": match.log, "more": more, "game": game, "games": max(game, games)}
        self.done = not more               # the last game: whoever leaves now has finished
        for place in self.places:
            if place.conn is not None:
                place.conn.send(over)

    def publish(self, events: list[dict], **extra) -> None:
        """One action's lines to every seat present, each as it may see them."""
        self.position += 1
        if not events:
            return
        if "reveal_at" in extra:             # a race's round opens: its outcome is held back (race.py)
            race.withhold(self, extra["reveal_at"])
        remote, state = self.game.remote, self.match.state
        # one text for every seat that sees the lines as they are and is given the same view
        # object (a game that hides nothing gives every seat the state itself): made once
        shared: dict[int, tuple] = {}        # id(view) -> (view, text)
        for place in self.places:
            if place.conn is None:
                continue
            # with the seat's view after them: a window draws the table from it (its
            # Remote's state_from_view), never from anything the seat may not see
            view = state.view(place.index)
            seen = [remote.seen_by(e, place.index) for e in events]
            as_is = all(a is b for a, b in zip(seen, events))
            if as_is and id(view) in shared:
                place.conn.send({}, shared[id(view)][1])
                continue
            message = {"type": "event", "events": seen, "position": self.position,
                       "view": remote.view_to_json(view), **extra}
            if as_is:
                shared[id(view)] = (view, encode(message))      # (the view kept: its id stays its own)
                place.conn.send(message, shared[id(view)][1])
            else:
                place.conn.send(message)

    def question(self, seat: int, **extra) -> dict:
        """`your_turn` for `seat`: its view and its legal actions now (made from the match
        by whoever holds it: the headless loop here, the window on its own thread)."""
        return your_turn(self.game.remote, self.match.state, seat, self.position, **extra)

    def ask(self, seat: int, **extra) -> None:
        place = self.places[seat]
        if place.conn is not None and place.remote:
            self.put_question(seat, self.question(seat, **extra))

    def put_question(self, seat: int, message: dict) -> None:
        """Send a question made already to the seat's client, if it is here."""
        place = self.places[seat]
        if place.conn is not None and place.remote and not place.stand_in:
            place.conn.flood.grant()          # its answer is never a flood
            place.conn.send(message)

    def tell(self, seat: int, message: dict) -> None:
        """A message to one seat's client alone, if it is here."""
        place = self.places[seat]
        if place.conn is not None:
            place.conn.send(message)

    def tell_clock(self, message: dict) -> None:
        """A step's time (scenes/net/turn_timer.py) to every seat present; a seat joining
        during the step is sent it after its snapshot."""
        self.turn_clock = message
        for place in self.places:
            if place.conn is not None:
                place.conn.send(message)

    def verdict(self, conn, state, seat: int, action, position, now: int, acted: dict) -> bool:
        """May this remote answer be applied to `state` (at step `now`; `acted`: seat ->
        the step its last action was applied at)? If not, the client is told why (to it
        alone) and counted; nothing changes."""
        if position is not None and (position > now or acted.get(seat, -1) >= position):
            # this seat has acted since (a second copy), or names a step yet to come: a new
            # question is on its way. Not a fault: told, counted apart from the refusals
            self.stale += 1
            conn.send({"type": "error", "code": "stale", "message": "that decision was for an earlier step"})
        elif seat not in state.actors():
            self.refuse(conn, Refused("not_your_turn", "it is not this seat's turn to act"))
        elif action not in state.legal_actions(seat):
            self.refuse(conn, Refused("illegal", "not one of this seat's legal actions now"))
        else:
            return True
        return False

    def deliver(self, item) -> None:
        """What a connection read for whoever holds the match (an answer, or "ask
        again": a seat came back): the headless loop's queue; the window posts it to
        its frame instead (scenes/net/table_host.py)."""
        self.inbox.put_nowait(item)

    # ----- connections ---------------------------------------------------------------------
    async def _serve(self, ws) -> None:
        conn = Connection(ws, Flood(*self.flood, clock=self.clock))
        self.connections.add(conn)
        try:
            async for text in ws:
                if not conn.flood.allow():
                    self.refuse(conn, Refused("flood", "too many messages: slow down"))
                    continue
                try:
                    self._read(conn, read_client(text))
                except Refused as refused:
                    self.refuse(conn, refused)
        except ConnectionClosed as closed:
            if closed.sent is not None and closed.sent.code == 1009:
                self.refused["too_big"] += 1
        finally:
            conn.stop()
            self.connections.discard(conn)
            self._left(conn)

    def refuse(self, conn: Connection, refused: Refused) -> None:
        self.refused[refused.reason] += 1
        conn.refused[refused.reason] += 1
        conn.send({"type": "error", "code": refused.reason, "message": str(refused)})
        if sum(conn.refused.values()) >= REFUSALS_BEFORE_CLOSE:
            conn.close(1008, "too many refused messages")

    def _read(self, conn: Connection, message: dict) -> None:
        kind = message["type"]
        if kind == "ping":
            conn.send({"type": "pong", "t0": message["t0"], "host": self.clock()}, at_once=True)
        elif kind == "hello":
            self._hello(conn, message)
        elif not conn.greeted:
            raise Refused("bad_field", "say hello first")
        elif kind == "sit":
            try:
                self._sit(conn, message["seat"], message.get("name"))
            except Refused as refused:        # someone was quicker: the seats as they are now
                self.refuse(conn, refused)
                self._offer(conn)
        elif kind == "action":
            if conn.seat is None:
                raise Refused("no_seat", "take a seat first")
            if message.get("seat", conn.seat) != conn.seat:
                raise Refused("other_seat", "a client acts only for its own seat")
            try:
                action = self.game.remote.action_from_json(message["action"])
            except ValueError as exc:
                raise Refused("bad_field", str(exc)[:200]) from None
            self.deliver(("action", conn, conn.seat, action, message.get("position"), message.get("at")))

    def _hello(self, conn: Connection, message: dict) -> None:
        if conn.greeted:
            raise Refused("bad_field", "hello once")
        if message["v"] != PROTOCOL:
            conn.close(1002, "protocol version")
            raise Refused("bad_version", f"this host speaks protocol {PROTOCOL}")
        if message.get("program") not in (None, __version__):
            conn.close(1008, "program version")
            raise Refused("bad_version", f"this host runs version {__version__} of the program")
        if message.get("game") not in (None, self.game.id):
            conn.close(1008, "another game")
            raise Refused("wrong_game", f"this host plays {self.game.id}")
        conn.greeted = True
        conn.window = message.get("window") is True
        token = message.get("token")
        if token is not None:
            place = next((p for p in self.places if token in (p.token, p.former)), None)
            if place is None:
                raise Refused("bad_token", "no seat holds this token")
            self._back(conn, place)
        elif message.get("seat") is not None:
            self._sit(conn, message["seat"], message.get("name"))
        else:
            self._offer(conn)

    def _offer(self, conn: Connection) -> None:
        conn.send({"type": "offer", "v": PROTOCOL, "game": self.game.id, "program": __version__,
                   "seats": [p.public() for p in self.places]})

    def _sit(self, conn: Connection, seat: int, name: str | None) -> None:
        if conn.seat is not None:
            raise Refused("seat_taken", "this connection has a seat already")
        if not 0 <= seat < len(self.places) or not self.places[seat].remote:
            raise Refused("no_seat", "no remote seat with that number")
        place = self.places[seat]
        if place.token is not None:
            raise Refused("seat_taken", "that seat is taken (its holder comes back with its token)")
        place.take(clean_name(name, seat))
        if self.match is not None:        # a game under way (a resumed game's seat taken anew): ours from now
            place.stand_in, place.player = False, None
        self._attach(conn, place)
        self._check_seated()
        if self.match is not None:        # its story so far, and its turn if it is one
            self._snapshot(place)
            self.deliver(("ask", place.index))

    def _back(self, conn: Connection, place: Place) -> None:
        if place.conn is not None:             # the same person from a new connection: the old one goes
            old = place.conn
            old.seat = None
            old.close(1000, TAKEN_OVER)
        self.reconnections += 1
        if place.token is None:                # a resumed game's seat, back with the token of before
            place.token = place.former
            self._check_seated()
        place.end_grace()
        if place.stand_in:
            place.stand_in, place.player = False, None
        self._attach(conn, place)
        if self.match is not None:
            self._snapshot(place)
            self.deliver(("ask", place.index))

    def _attach(self, conn: Connection, place: Place) -> None:
        conn.seat, place.conn = place.index, conn
        if conn.measuring is None:           # its round trips, all game long (a race's window follows them)
            conn.on_trip = lambda: self.on_measured and self.on_measured()
            every = self.ping_every if self.game.remote.race is not None else None   # (only a race needs them)
            conn.measuring = asyncio.ensure_future(latency.measure(conn, every))
        conn.send({"type": "seated", "seat": place.index, "token": place.token, "name": place.name,
                   "game": self.game.id, "program": __version__, "v": PROTOCOL,
                   "players": [p.public() for p in self.places],
                   "options": self._options(), "clock": {"speed": self.speed}})
        self._tell_seat(place)

    def _options(self) -> dict:
        return dict(self.options)

    def _snapshot(self, place: Place) -> None:
        if place.conn is None:
            return
        match, seat, remote = self.match, place.index, self.game.remote
        race.withhold_from(self, place.conn)       # joining before a round's reveal: its outcome waits
        place.conn.send({"type": "snapshot", "seat": seat, "start": remote.seen_by(match.log[0], seat),
                         "history": [remote.seen_by(e, seat) for e in match.log[1:]],
                         "view": remote.view_to_json(match.state.view(seat)), "position": self.position,
                         "actors": list(match.state.actors()), **race.snapshot_fields(self)})
        if self.turn_clock is not None and self.turn_clock["position"] == self.position:
            place.conn.send(self.turn_clock)
        if self.held:
            place.conn.send({"type": "held", "on": True})

    def _left(self, conn: Connection) -> None:
        if conn.seat is None or self.places[conn.seat].conn is not conn:
            return
        place = self.places[conn.seat]
        place.conn = None
        if self.done:
            return
        self._tell_seat(place)
        if self.fill is not None:
            place.grace = asyncio.ensure_future(self._grace(place))

    async def _grace(self, place: Place) -> None:
        await asyncio.sleep(self.grace)
        place.grace = None
        if place.conn is None:
            place.stand_in, place.player = True, self._stand_in(place.index)
            self._tell_seat(place)
            self.deliver(("ask", place.index))

    def _stand_in(self, seat: int):
        seed = self.match.seed if self.match is not None else self.seed
        return self.game.players.make(self.fill, player_rng(seed, seat), self.rules)

    def _tell_seat(self, place: Place) -> None:
        if self.on_seat is not None:
            self.on_seat(place.public())
        for other in self.places:
            if other.conn is not None and other is not place:
                other.conn.send({"type": "seat", **place.public()})

    def _check_seated(self) -> None:
        if all(p.token is not None for p in self.places if p.remote):
            self.seated.set()


def your_turn(remote, state, seat: int, position: int, **extra) -> dict:
    """The question a remote seat is asked: its view and its legal actions, as JSON."""
    return {"type": "your_turn", "view": remote.view_to_json(state.view(seat)), "position": position,
            "legal": [remote.action_to_json(a) for a in state.legal_actions(seat)], **extra}
