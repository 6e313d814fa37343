"""The race's collection window follows round trips that change (scenes/net/latency.py):
a seat whose network gets worse mid-game is widened for, from a high percentile of its
recent round trips (not the fastest), capped; a press time is still judged against the
seat's fastest round trip, widened only by what its recent one-way time shows. Round
is driven here by hand, its clock given (no network, no waiting); the last test has a
real host keep pinging a real client over loopback."""
from __future__ import annotations

import asyncio
from types import SimpleNamespace

from game.core.match import Match, Seat
from game.registry import game as game_of
from game.yam_color.actions import Call
from scenes.net import latency, race
from scenes.net.client import Client
from scenes.net.seats import Place
from tests.net.helpers import host_for

REVEAL = 100.0


class HandHost:
    """What race.Round asks of its host, with two remote seats on given round trips."""

    def __init__(self, trips: list[list[float]], margin: float = 0.015, cap: float = latency.CAP):
        self.game = game_of("yam-color")
        options = self.game.options_in_effect(2, {"call_time": "none"})
        self.rules = self.game.make_rules(2, **options)
        self.match = Match(self.rules, [Seat("near", "human"), Seat("far", "human")], 7)
        self.match.chance()                       # the throw: the round is open
        self.speed, self.margin, self.cap = 1.0, margin, cap
        self.places = [Place(i, "remote", f"seat {i}") for i in range(2)]
        for place, rtts in zip(self.places, trips):
            place.conn = SimpleNamespace(trips=latency.RoundTrips())
            for rtt in rtts:
                place.conn.trips.add(rtt)
        self.refused: list[str] = []

    def ask(self, seat, **extra):
        pass

    def refuse(self, conn, refused):
        self.refused.append(refused.reason)

    def publish(self, events, **extra):
        pass


def race_two(host: HandHost, presses: list[tuple[int, float, float]]) -> list[tuple[int, float]]:
    """presses: (seat, press, arrival) in host time; the round played on a clock stepped
    by 5 ms; returns the calls as applied: (seat, its moment)."""
    round_ = race.Round(host, REVEAL, race.window(host))
    round_.open()
    arrivals = sorted(presses, key=lambda p: p[2])
    now = REVEAL
    while now < REVEAL + 2.0 and not host.match.state.is_chance():
        while arrivals and arrivals[0][2] <= now:
            seat, press, arrived = arrivals.pop(0)
            round_.receive(("action", host.places[seat].conn, seat, Call(8, 0.0), None, press), arrived)
        if round_.apply_due(now):
            break
        now = round(now + 0.005, 6)
    return [(e["player"], e["time"]) for e in host.match.log if e["type"] == "call"]


def test_a_high_percentile_of_recent_round_trips_sizes_the_window_one_spike_does_not():
    trips = latency.RoundTrips()
    for rtt in [0.040] * 9 + [0.900]:               # one late answer among ten
        trips.add(rtt)
    assert trips.fastest == 0.040 and trips.high == 0.040 and trips.one_way() == 0.020
    trips.add(0.400)                                 # the network gets worse: two slow answers
    assert trips.high == 0.400 and abs(trips.one_way() - 0.200) < 1e-12
    for _ in range(latency.RECENT):                  # better again: ten quick ones forget it
        trips.add(0.050)
    assert trips.high == 0.050 and trips.fastest == 0.040
    worst = latency.RoundTrips()
    for _ in range(3):
        worst.add(3.0)
    assert worst.one_way() == latency.CAP            # one very bad seat: the window stops at the cap


def test_a_seat_gone_slow_mid_game_wins_with_the_earlier_press():
    # the far seat sat down at 40 ms round trips, then its network went to 400 ms; it presses
    # 20 ms before the near seat, its call arriving 200 ms after it was made
    presses = [(1, REVEAL + 0.100, REVEAL + 0.300), (0, REVEAL + 0.120, REVEAL + 0.140)]
    followed = HandHost([[0.040] * 3, [0.040] * 3 + [0.400] * 2])
    assert abs(race.window(followed) - 0.215) < 1e-9
    assert race_two(followed, presses) == [(1, 0.1), (0, 0.12)]
    # the window measured on sitting down only (as before): the near call is applied before
    # the far one arrives, and the far press is moved to its arrival less 40 + 15 ms
    sitting = HandHost([[0.040] * 3, [0.040] * 3])
    assert race_two(sitting, presses) == [(0, 0.12), (1, 0.245)]


def test_a_press_dated_too_early_is_judged_by_the_fastest_round_trip_widened_only_as_measured():
    # a steady seat (40 ms) claims a press 1 s before its call arrives: moved to arrival - 40 - 15 ms,
    # as before; its recent high figure (20 ms one way) does not loosen that
    steady = HandHost([[0.040] * 3, [0.040] * 3])
    assert abs(race.allowance(steady, steady.places[0].conn) - 0.055) < 1e-9
    assert race_two(steady, [(0, REVEAL + 0.0, REVEAL + 1.0)]) == [(0, 0.945)]
    # a seat whose round trips grew to 400 ms: 200 + 15 ms allowed; one at 3 s: the cap + 15 ms
    slow = HandHost([[0.040] * 3 + [0.400] * 2, [0.040] + [3.0] * 4])
    assert abs(race.allowance(slow, slow.places[0].conn) - 0.215) < 1e-9
    assert abs(race.allowance(slow, slow.places[1].conn) - (latency.CAP + 0.015)) < 1e-9
    assert abs(race.window(slow) - (latency.CAP + 0.015)) < 1e-9
    assert race_two(slow, [(0, REVEAL + 0.0, REVEAL + 1.0)]) == [(0, 0.785)]


def test_the_host_keeps_measuring_round_trips_during_the_game_in_a_bounded_history():
    host = host_for("yam-color", ["remote", "remote"], seed=3, ping_every=0.02, options={"call_time": "none"})
    clients = [Client("", seat=s, reconnect=0) for s in (0, 1)]

    async def scenario():
        port = await host.start()
        for client in clients:
            client.uri = f"ws://127.0.0.1:{port}"
        tasks = [asyncio.ensure_future(c.run()) for c in clients]
        try:
            async def many():
                while not all(p.conn is not None and p.conn.trips.measured > latency.RECENT + 5
                              for p in host.places):
                    await asyncio.sleep(0.01)
                return [p.conn.trips for p in host.places]
            return await asyncio.wait_for(many(), 10)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await host.close()

    for trips in asyncio.run(scenario()):
        assert len(trips.recent) == latency.RECENT         # bounded: the oldest forgotten
        assert 0 < trips.fastest <= min(trips.recent) and trips.high < 1.0
