"""A game hosted from the window: the host's network face (scenes/net/host.py) on the
network's thread (scenes/net/bridge.py), the match on the window's table driver.

The window's driver keeps owning the match, on the pygame thread; the network
thread never reads it. What crosses, and only as data made on the pygame thread:
- after every action of the match (a watcher): its lines, and a `Picture` of the
  match as it is then (its log and a state of its own, restored from a snapshot),
  from which the network sends each seat the lines as it may see them (`publish`)
  and a joining seat its snapshot;
- a remote seat's question (`your_turn`: its view and legal actions), made when the
  driver asks that seat;
- the other way, posted to the window and taken once a frame (`poll`, never
  blocking): a remote answer (checked against the rules on the pygame thread, then
  made with `driver.act`, or refused to that client alone), a seat taken, left or
  back, and "ask again" (a seat came back mid-turn).

A race (YAM color's calls) is played by scenes/net/window_race.py: the headless
host's own round (scenes/net/race.py) on the pygame thread; every press, remote or
made at this screen, held for the collection window and applied in press order.

The frame never waits on the network: every call to it returns at once.
No pygame here (scenes/net imports none); the window's side is duck-typed.
"""
from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

from game.core.match import player_rng
from scenes.net import held, race
from scenes.net.away_seats import AwaySeats
from scenes.net.bridge import NetThread
from scenes.net.crossing import Picture, RemoteSeat
from scenes.net.host import REMOTE, Host, your_turn
from scenes.net.protocol import Refused
from scenes.net.seats import HUMAN
from scenes.net.turn_timer import WindowTimer
from scenes.net.window_race import WindowRace

EVERYWHERE = "0.0.0.0"       # listen on the local network (every interface)
HERE = "127.0.0.1"           # this computer only


class TableHost(AwaySeats):
    """One game hosted from the window, from its lobby to its end. `kinds[seat]`:
    "human" (at this screen), "remote", or a computer level; `names` the setup's."""

    def __init__(self, game, rules, kinds: list[str], names: list[str], *, address: str = HERE, port: int = 0,
                 grace: float = 30.0, options: dict | None = None, tokens: dict | None = None,
                 turn_time: float | None = None, fill: str | None = None, clock=time.monotonic):
        self.game, self.rules, self.kinds = game, rules, list(kinds)
        self.names = list(names)
        self.address, self.port, self.grace, self.options = address, port, grace, options
        self.tokens = dict(tokens or {})      # seat -> token kept from an earlier session (Resume)
        self.net: NetThread | None = None
        self.host: Host | None = None
        self.opening = None                   # the Future of the host's start
        self.error: str | None = None         # why it could not listen (shown by the lobby)
        self.seats: list[dict] = [{"seat": i, "name": n, "kind": k, "status": _first_status(k)}
                                  for i, (k, n) in enumerate(zip(self.kinds, self.names))]
        self.away_since: dict[int, float] = {}   # seat -> the table's time it left at
        self.given: dict[int, object] = {}       # seat -> the computer playing it while its person is away
        self.driver = None
        self.match = None
        self.position = 0                     # actions published (the step a question names)
        self.asked: dict[int, int] = {}       # seat -> the step it was last asked at
        self.acted: dict[int, int] = {}       # seat -> the step its last action was applied at
        self.pending: set[int] = set()        # seats whose answer is being shown before it is made
        self.refused_here = 0                 # answers refused on this side (stale, illegal, out of turn)
        self.closed = False
        self.time = 0.0
        self.stand_ins: dict[int, str] = {}      # seat -> level: played by a computer from the start
        self.news: list[tuple[str, int]] = []    # ("away" | "back", seat): for the table to say
        # a game whose seats race (YAM color's calls): its rounds, played on this thread
        self.race = WindowRace(self) if game.remote.race is not None else None
        self.more = False                     # the last game over said another of the series follows
        self.live_at: float | None = None     # when the table here last moved the game on (held.py)
        self.in_play = False                  # its game under way (not over) then
        self.clock = clock                    # the host's clock (its pongs tell it; a deadline is in it)
        # a remote seat silent past `turn_time` has that step decided by a computer of level `fill`
        self.timer = WindowTimer(self, turn_time if self.race is None else None, fill, clock)

    # ----- opening --------------------------------------------------------------------
    def open(self) -> None:
        """Start the network thread and listen; returns at once (`ready`, `error` tell)."""
        self.net = NetThread("table host").start()
        self.opening = self.net.submit(self._open())

    async def _open(self) -> int:
        # "human" (at this screen), "remote" or a computer level: the seats as the network shows them
        self.host = host = Host(self.game, self.rules, list(self.kinds), 0, address=self.address, port=self.port,
                                grace=self.grace, options=self.options, on_seat=self._seat_changed,
                                clock=self.clock)
        # a remote answer goes with the host time it arrived at: a race's press is judged by
        # it even when the window takes it up later (its table held by the history or the pause)
        host.deliver = lambda item: self.net.post((*item, host.clock()) if item[0] == "action" else item)
        host.window_here = True               # this window shows the table: a race reveals later
        host.on_measured = self._measured
        for place, name in zip(host.places, self.names):
            place.name = name
            if place.index in self.tokens:       # a resumed game: its people may come back with their tokens
                place.former = self.tokens[place.index]
        host._check_seated()
        try:
            port = await host.start()
            asyncio.ensure_future(held.watch(self))      # the joined windows told when this one holds the game
            return port
        except OSError as exc:
            self.net.post(("error", exc.strerror or str(exc)))
            raise

    @property
    def ready(self) -> bool:
        """Listening (the port known)."""
        return self.opening is not None and self.opening.done() and self.opening.exception() is None

    def port_now(self) -> int:
        """The port listened on (the one chosen, or the free one found for port 0)."""
        return self.opening.result() if self.ready else self.port

    def _seat_changed(self, public: dict) -> None:       # on the network's thread
        place = self.host.places[public["seat"]]
        self.net.post(("seat", {**public, "token": place.token}))
        self._measured()

    def _measured(self) -> None:                           # on the network's thread
        """A seat's round trip measured, or a seat came or went: a race's new figures."""
        if self.race is not None:
            self.net.post(("hold", race.window(self.host), race.lead(self.host)))

    # ----- the lobby ----------------------------------------------------------------------
    def free(self) -> list[int]:
        """Remote seats nobody has taken yet."""
        return [s["seat"] for s in self.seats if s["kind"] == REMOTE and s["status"] == "free"]

    def all_taken(self) -> bool:
        """Every remote seat has its person here (a resumed game: back), or a computer
        standing in for them (`stand_in_from_start`)."""
        return self.ready and all(s["status"] == "here" or s["seat"] in self.stand_ins
                                  for s in self.seats if s["kind"] == REMOTE)

    def stand_in_from_start(self, seat: int, level: str) -> None:
        """A resumed game's remote seat whose person is not back: a computer of `level`
        plays it from the start until they come (its kind stays remote: it is theirs)."""
        self.stand_ins[seat] = level

    def give_to_computer(self, seat: int, level: str) -> None:
        """An empty remote seat (in the lobby) becomes a computer of `level` for the game."""
        self.kinds[seat] = level
        self.seats[seat] = {**self.seats[seat], "kind": level, "status": "computer"}
        self.net.call(self._place_kind, seat, level)

    def _place_kind(self, seat: int, level: str) -> None:
        place = self.host.places[seat]
        if place.token is None:
            place.kind = level
            self.host._tell_seat(place)
            self.host._check_seated()

    def taken_names(self) -> list[str]:
        """Each seat's name: who took a remote seat, else the setup's."""
        return [s["name"] if s["kind"] == REMOTE and s["status"] != "free" else n
                for s, n in zip(self.seats, self.names)]

    def kept_tokens(self) -> dict:
        """seat -> token, for the save (Resume lets the same people come back with them)."""
        return {s["seat"]: s["token"] for s in self.seats if s.get("token")}

    # ----- the game -----------------------------------------------------------------------
    def players(self, players: list) -> list:
        """The driver's players with a RemoteSeat for each remote seat (a computer for one
        whose person is not back yet: `stand_in_from_start`)."""
        seated = [RemoteSeat(self, i) if k == REMOTE else p for i, (p, k) in enumerate(zip(players, self.kinds))]
        for seat, player in self.given.items():     # a series' next game: still away, still played for them
            seated[seat] = player
        for seat, level in self.stand_ins.items():
            if self.seats[seat]["status"] != "here":
                seated[seat] = self.given[seat] = self.game.players.make(
                    level, player_rng(self.match.seed, seat), self.match.rules)
                self.away_since.setdefault(seat, self.time - self.grace)
                self.net.call(self._stand_in, seat, True)
        return seated

    def follow(self, match) -> None:
        """The match begins (or resumes): every action of it goes to the seats from now on."""
        if self.match is match:
            return
        self.match = match
        self.position = 0
        self.asked, self.acted = {}, {}
        self.pending = set()
        self.timer.reset()
        match.watchers.append(self._after)
        self.net.call(self._begin, Picture(match, self.game))

    def _begin(self, picture: Picture) -> None:        # on the network's thread
        host = self.host
        host.match, host.position = picture, 0
        for place in host.places:
            host._snapshot(place)

    def _after(self, match, events: list[dict]) -> None:
        """A watcher of the match (on the pygame thread): the action's lines to every seat."""
        if match is not self.match or self.closed:
            return
        self.position += 1
        over = match.state.is_over()
        number, games = self.series()
        if over:
            self.more = number < games
        extra = {} if self.race is None else self.race.after(self.driver, match.state)
        self.net.call(self._publish, events, Picture(match, self.game), over, extra, number, games)
        if extra:
            self.race.open()          # a round begun: its questions after its lines

    def series(self) -> tuple[int, int]:
        """(this game's number, the games of its series), as the table's setup says (a
        Wazabi tournament: the seats stay from game to game; shell/game_config.py)."""
        series = getattr(getattr(self.driver, "config", None), "series", (1, 1))
        return series if isinstance(series, tuple) and len(series) == 2 else (1, 1)

    def carries_on(self, match) -> bool:
        """Does another game of the series follow `match`, which is over? Leaving its
        finished table for the next keeps the seats (and their connections) as they are."""
        return self.more and not self.closed and match.state.is_over()

    def _publish(self, events: list[dict], picture: Picture, over: bool, extra: dict, number: int = 1,
                 games: int = 1) -> None:          # on the network's thread
        host = self.host
        host.match = picture
        if "reveal_at" in extra:                   # a joiner's snapshot names the round's reveal
            host.race_state = SimpleNamespace(reveal_at=extra["reveal_at"])
        elif picture.state.is_chance() or over:
            host.race_state = None
        host.publish(events, **extra)
        if over:
            host.game_over(number < games, number, games)

    def attach(self, driver) -> None:
        self.driver = driver

    def ask(self, driver, seat: int) -> None:
        """The driver asks a remote seat (once per step): its question, made here."""
        if self.asked.get(seat) == self.position or seat in self.pending or self.race is not None:
            return            # (a race's round asks its seats itself)
        self.asked[seat] = self.position
        question = your_turn(self.game.remote, driver.state, seat, self.position)
        self.net.call(self.host.put_question, seat, question)
        self.timer.asked(seat)

    # ----- once a frame ---------------------------------------------------------------------
    def live(self, over: bool) -> None:
        """The table here is live this frame (not under its pause, history or a past turn)."""
        self.live_at, self.in_play = self.clock(), not over

    def poll(self, dt: float = 0.0) -> list:
        """What the network posted since the last frame, acted on; returns the items."""
        self.time += dt
        if self.net is None:
            return []
        items = self.net.drain(200)
        for item in items:
            kind = item[0]
            if kind == "seat":
                self._seat(item[1])
            elif kind == "error":
                self.error = item[1]
            elif kind == "hold" and self.race is not None:
                self.race.measured(item[1], item[2])
            elif kind in ("action", "ask") and self.race is not None:
                self._race_item(item)
            elif kind == "action":
                self._answer(*item[1:])
            elif kind == "ask":
                self.asked.pop(item[1], None)     # asked again at the driver's next decision
        if self.race is not None and self.driver is not None:
            self.race.tick()
        self.timer.tick()
        return items

    # ----- a race ---------------------------------------------------------------------------
    def _race_item(self, item) -> None:
        """A remote seat's press (or "ask again") for the round being raced, if any."""
        seat = item[2] if item[0] == "action" else item[1]
        if item[0] == "action" and (seat in self.given or self.driver is None
                                    or not self.race.receive(item[:6], item[6] if len(item) > 6 else None)):
            self._turn_down(item[1], Refused("not_your_turn", "no round is open for calls now"))
        elif item[0] == "ask":
            self.race.receive(item)

    def press(self, seat: int, action, moment: float) -> bool:
        """A press at this screen (`moment`: seconds since the card became readable here)."""
        return self.race is not None and self.race.press(seat, action, moment)

    def reveal_in(self) -> float | None:
        """Seconds until the round's card is to be readable (host time); None: no round."""
        return None if self.race is None else self.race.reveal_in()

    def _answer(self, conn, seat: int, action, position, _at, arrived=None) -> None:
        driver = self.driver
        if driver is None or driver.state.is_over() or seat in self.given:
            self._turn_down(conn, Refused("not_your_turn", "it is not this seat's turn to act"))
            return
        if seat in self.pending or (position in (None, self.position) and self.timer.late(seat, arrived)):
            self._turn_down(conn, "stale")
            return
        if position is not None and (position > self.position or self.acted.get(seat, -1) >= position):
            self._turn_down(conn, "stale")
        elif seat not in driver.state.actors():
            self._turn_down(conn, Refused("not_your_turn", "it is not this seat's turn to act"))
        elif action not in driver.state.legal_actions(seat):
            self._turn_down(conn, Refused("illegal", "not one of this seat's legal actions now"))
        else:
            self.pending.add(seat)
            step = self.position
            driver.layer.announce(seat, action, lambda: self._make(seat, action, step))

    def _make(self, seat: int, action, step: int) -> None:
        """The answer shown: made now, if nothing has moved on meanwhile."""
        self.pending.discard(seat)
        driver = self.driver
        if step != self.position or seat not in driver.state.actors() \
                or action not in driver.state.legal_actions(seat):
            return
        self.acted[seat] = self.position
        driver.act(seat, action)

    def _turn_down(self, conn, why) -> None:
        self.refused_here += 1
        if why == "stale":
            self.net.call(self._stale, conn)
        else:
            self.net.call(self.host.refuse, conn, why)

    def _stale(self, conn) -> None:
        self.host.stale += 1
        conn.send({"type": "error", "code": "stale", "message": "that decision was for an earlier step"})

    # ----- the end ----------------------------------------------------------------------------
    def close(self) -> None:
        """Stop hosting: the connections closed once what is queued is written; never waits."""
        if self.closed:
            return
        self.closed = True
        if self.match is not None and self._after in self.match.watchers:
            self.match.watchers.remove(self._after)
        if self.net is not None:
            host = self.host
            if host is not None and self.more:      # the seats were told another game follows: it will not
                host.farewell = (1001, "the host left the series")
            self.net.stop_soon(host.close() if host is not None else None)


def _first_status(kind: str) -> str:
    return "here" if kind == HUMAN else "free" if kind == REMOTE else "computer"

