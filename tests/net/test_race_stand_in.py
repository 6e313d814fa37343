"""A computer standing in for an absent person in YAM color's race (scenes/net/race.py):
it may take the seat mid-round, after the grace, and the person may come back before
its call. Round is driven by hand on a clock the test sets (no network, no waiting);
the last test plays it over loopback with a real host and clients.

- A stand-in asked 35 s after the reveal calls from then on: its call is dated at or after
  the moment it sat down, never at the moment its plan gives from the reveal (3-5 s for
  `medium`), when nobody was playing the seat.
- A person back before the stand-in's call makes the seat's call: the computer's pending
  call is withdrawn, the person's press is held and applied, and the seat calls once."""
from __future__ import annotations

import asyncio
import random
from types import SimpleNamespace

from game.core.match import Match, Seat
from game.registry import game as game_of
from game.yam_color.actions import Call
from game.yam_color.ai.people import make_level
from scenes.net import latency, race
from scenes.net.client import Client
from scenes.net.seats import Place
from tests.net.helpers import host_for

REVEAL = 100.0


class ClockedHost:
    """What race.Round asks of its host, two remote seats, and a clock the test sets."""

    def __init__(self):
        self.game = game_of("yam-color")
        options = self.game.options_in_effect(2, {"call_time": "none"})
        self.rules = self.game.make_rules(2, **options)
        self.match = Match(self.rules, [Seat("here", "human"), Seat("away", "human")], 7)
        self.match.chance()                       # the throw: the round is open
        self.speed, self.margin, self.cap = 1.0, 0.015, latency.CAP
        self.places = [Place(i, "remote", f"seat {i}") for i in range(2)]
        for place in self.places:
            place.conn = SimpleNamespace(trips=latency.RoundTrips())
            for _ in range(3):
                place.conn.trips.add(0.040)
        self.now = REVEAL
        self.asked: list[int] = []
        self.refused: list[str] = []

    def clock(self) -> float:
        return self.now

    def ask(self, seat, **extra):
        self.asked.append(seat)

    def refuse(self, conn, refused):
        self.refused.append(refused.reason)

    def publish(self, events, **extra):
        pass

    def calls(self) -> list[tuple[int, float]]:
        return [(e["player"], e["time"]) for e in self.match.log if e["type"] == "call"]


def stand_in(host: ClockedHost, seat: int) -> None:
    """As Host._grace does when the grace runs out: a computer plays the seat."""
    place = host.places[seat]
    place.conn = None
    place.stand_in, place.player = True, make_level("medium", random.Random(5), host.rules)


def run_until(host: ClockedHost, round_: race.Round, until: float, step: float = 0.005) -> None:
    while host.now < until and not host.match.state.is_chance():
        if round_.apply_due(host.now):
            return
        host.now = round(host.now + step, 6)


def test_a_stand_in_that_sits_down_mid_round_calls_from_then_on_not_back_in_time():
    host = ClockedHost()
    round_ = race.Round(host, REVEAL, race.window(host))
    round_.open()
    # the medium computer's own moment in this round, as it would plan it from the reveal
    planned = make_level("medium", random.Random(5), host.rules).choose(host.match.state.view(1)).time
    assert planned < 20.0                          # (a few seconds: the trap this test is about)
    run_until(host, round_, REVEAL + 35.0)         # nobody calls for 35 s; seat 1's person has gone
    assert host.calls() == []
    stand_in(host, 1)
    round_.receive(("ask", 1), host.now)           # the host asks the seat again: the stand-in's turn
    run_until(host, round_, REVEAL + 40.0)
    calls = host.calls()
    assert [seat for seat, _ in calls] == [1]
    assert 35.0 <= calls[0][1] <= 35.0 + race.window(host) + 0.01, (calls, planned)


def test_a_person_back_before_the_stand_in_calls_makes_the_seats_call():
    host = ClockedHost()
    stand_in(host, 1)                              # a stand-in from before the reveal
    round_ = race.Round(host, REVEAL, race.window(host))
    round_.open()
    assert 1 in round_.held                        # its call is planned, a few seconds on
    planned = round_.held[1][0]
    assert planned > REVEAL + 0.5
    host.now = REVEAL + 0.2                        # its person comes back (Host._back)
    place = host.places[1]
    place.stand_in, place.player = False, None
    place.conn = SimpleNamespace(trips=latency.RoundTrips())
    for _ in range(3):
        place.conn.trips.add(0.040)
    round_.receive(("ask", 1), host.now)
    assert host.asked[-1] == 1                     # asked to call
    host.now = REVEAL + 0.4
    round_.receive(("action", place.conn, 1, Call(8, 0.0), None, REVEAL + 0.38), host.now)
    assert host.refused == []
    run_until(host, round_, planned + 1.0)
    assert host.calls() == [(1, 0.38)]             # the person's call, once; none from the computer


class GoneAtTheReveal(Client):
    """Its cable pulled when it is first asked to call, before it calls."""

    gone_at = None

    async def _decide(self, message):
        if self.gone_at is None:
            self.gone_at = message.get("reveal_at")
            self.kill()


def test_over_the_network_a_stand_in_never_dates_its_call_before_it_took_the_seat():
    # 50 game seconds a real second: the grace of 0.3 s is 15 s of the round's clock, while
    # `medium` plans its call some 3 s after the reveal; the other seat calls at once
    host = host_for("yam-color", ["remote", "remote"], seed=4, grace=0.3, fill="medium",
                    options={"call_time": "none"})
    leaver = GoneAtTheReveal("", play="medium", seat=0, seed=1, reconnect=0)
    stays = Client("", play="medium", seat=1, seed=2, reconnect=0)
    sat: list[float] = []

    async def scenario():
        port = await host.start()
        leaver.uri = stays.uri = f"ws://127.0.0.1:{port}"
        tasks = [asyncio.ensure_future(t) for t in (host.run(), stays.run(), leaver.run())]

        async def until(condition):
            while not condition():
                await asyncio.sleep(0.005)
        try:
            await asyncio.wait_for(until(lambda: host.places[0].stand_in), 20)
            sat.append(host.clock())
            # the first round over: both seats have called (the rest of the game is not this test's)
            await asyncio.wait_for(until(lambda: sum(e["type"] == "call" for e in host.match.log) >= 2), 20)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await host.close()

    asyncio.run(scenario())
    match = host.match
    reveal = leaver.gone_at
    assert reveal is not None and sat
    took_seat = (sat[0] - reveal) * host.speed        # on the round's clock, about 15 s
    assert took_seat > 10.0
    first_round = []
    for event in match.log[1:]:
        if event["type"] == "call":
            first_round.append(event)
        elif first_round and event["type"] != "call":
            break
    # the call made at ~5 s comes first: the stand-in's, made at ~13 s, is not put before it
    assert [e["player"] for e in first_round] == [1, 0], first_round
    seat0 = [e["time"] for e in first_round if e["player"] == 0]
    assert seat0 and seat0[0] >= took_seat - 0.02 * host.speed, (seat0, took_seat, first_round)
