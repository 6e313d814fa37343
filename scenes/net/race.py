"""A race across computers: a round where every seat may act at once, each at a
moment of its own (YAM color's calls), played by the host (scenes/net/host.py).

The host reveals the round at a host time (`reveal_at`, a lead after it sends the
throw, so every client has it before: the collection window below, plus, when a
window sits at the table, the game's `Race.shown`, the time a window takes to show
the round's opening, so that every window, the host's own too, shows it readable at
`reveal_at`, each in its own estimate of host time: `lead`; the round's outcome itself
reaches each seat only just before the reveal: `withhold`); each client sends its press time in host
time (`at`: its clock plus its estimate of the offset, scenes/net/clock.py). The host
holds every action for a collection window (the slowest present seat's one-way time
as measured lately, half a high percentile of its recent round trips, at most
`Host.cap`, plus `Host.margin`: scenes/net/latency.py; taken anew each round) and
applies them in press order, each stamped with its moment: (press - reveal) in game
seconds. A press before the reveal is refused; a press in the future is taken as made
on arrival; one earlier than the seat's latency allows (`allowance`) is moved to the
earliest it could be. An
action arriving after a later press was applied keeps the order of arrival (its
moment is never before the latest applied). Computer seats on the host press at the
moment they propose, re-asked after each action if they react to others.

Two users play a round: `play_round` on the headless host's loop, and the window's
table host (scenes/net/table_host.py) on the pygame thread, where the presses made at
the host's own screen come in through `Round.press_here` and `host` is an adapter.
"""
from __future__ import annotations

import asyncio

from game.core.contract import CHANCE, RuleError
from scenes.net.latency import UNMEASURED
from scenes.net.protocol import Refused

# seconds before the reveal (less the seat's one-way time) a round's outcome is sent to a
# seat: room for a message slower than the seat's recent figure, and for a window to settle
OUTCOME_MARGIN = 0.05

async def measured(host, timeout: float = 5.0) -> None:
    """Wait (at most `timeout`) until every seat present has its sitting-down round trips."""
    waits = [asyncio.ensure_future(p.conn.trips.first.wait()) for p in host.places
             if p.conn is not None and p.conn.measuring is not None]
    if waits:
        await asyncio.wait(waits, timeout=timeout)
        for wait in waits:
            wait.cancel()


def one_way(host, conn) -> float:
    """A seat's one-way time as the window allows for it (recent, capped: latency.py)."""
    return UNMEASURED / 2 if conn is None else conn.trips.one_way(host.cap)


def window(host) -> float:
    """How long the host holds an action before applying it (real seconds): the slowest
    present seat's recent one-way time (at most `host.cap`) plus the margin."""
    present = [one_way(host, p.conn) for p in host.places if p.remote and p.conn is not None]
    return max(present, default=0.0) + host.margin


def allowance(host, conn) -> float:
    """How long before its arrival a seat's press may be dated: its fastest round trip
    (twice the network's floor: what a seat whose network never changed needs, with room
    for its clock estimate's error), or, once its network got worse, its recent one-way
    time (capped, as the window is: an honest press from a seat gone slow is not moved
    later than it was made); plus the margin."""
    if conn is None or conn.trips.fastest is None:
        return UNMEASURED + host.margin
    return max(conn.trips.fastest, conn.trips.one_way(host.cap)) + host.margin


def lead(host) -> float:
    """Seconds from sending a round's opening to its reveal: the collection window (every
    client has the throw before the reveal), plus the time a window shows it when one
    sits at the table (the host's own, or a joined one)."""
    windows = host.window_here or any(p.conn is not None and p.conn.window for p in host.places)
    return window(host) + (host.shown if windows else 0.0)


def release_at(host, conn, reveal_at: float) -> float:
    """When (host time) a round's outcome is sent to this seat: the reveal less its
    one-way time as measured lately and OUTCOME_MARGIN, so that it arrives just before
    the reveal, never much earlier (a client changed to read it early gains at most
    about that margin)."""
    return reveal_at - one_way(host, conn) - OUTCOME_MARGIN


def withhold(host, reveal_at: float) -> None:
    """A round opens: every seat present is told a throw is coming and when it is
    revealed (`throwing`: no outcome in it, a window starts its dice tumbling), then
    everything sent to it waits (its connection held) until its `release_at`: the
    round's lines, its question, all that follows them, in order."""
    for place in host.places:
        if place.conn is not None:
            place.conn.send({"type": "throwing", "reveal_at": reveal_at})
            place.conn.hold_for(release_at(host, place.conn, reveal_at) - host.clock())


def withhold_from(host, conn) -> None:
    """A seat joining (or back) before the round's reveal: its snapshot, which shows the
    outcome, waits as the others' lines do."""
    if conn is not None and host.race_state is not None:
        conn.hold_for(release_at(host, conn, host.race_state.reveal_at) - host.clock())


def snapshot_fields(host) -> dict:
    return {} if host.race_state is None else {"reveal_at": host.race_state.reveal_at}


class Round:
    def __init__(self, host, reveal_at: float, hold: float):
        self.host, self.reveal_at, self.hold = host, reveal_at, hold
        self.race = host.game.remote.race
        self.state = host.match.state
        limit = self.race.limit(host.rules)
        self.limit = limit
        self.end_at = None if limit is None else reveal_at + limit / host.speed
        self.held: dict[int, tuple[float, object, bool]] = {}   # seat -> (press, action, from the host)
        self.latest = 0.0          # the latest applied action's moment
        self.first_asked: dict[int, float] = {}    # seat decided here -> host time it was first asked

    def open(self) -> None:
        for seat in self.state.actors():
            self.ask(seat)

    def ask(self, seat: int) -> None:
        place = self.host.places[seat]
        held = self.held.get(seat)
        if held is not None and not held[2]:
            return                                    # a remote press held: it stands
        if place.decided_here:
            # A computer's call is never dated before it was first asked: a stand-in that
            # takes an absent person's seat mid-round (after the grace) calls from then on,
            # not at the moment its plan gives from the reveal, which is already past and
            # would be logged as a call made while nobody played the seat.
            asked = self.first_asked.setdefault(seat, max(self.reveal_at, self.host.clock()))
            action = place.player.choose(self.state.view(seat))
            press = max(self.reveal_at + self.race.moment(action) / self.host.speed, asked)
            if self.end_at is None or press <= self.end_at:
                self.held[seat] = (press, action, True)
        else:
            if held is not None:      # its person is back before the stand-in's call: theirs to make
                del self.held[seat]
            self.host.ask(seat, reveal_at=self.reveal_at)

    def receive(self, item, now: float) -> None:
        kind = item[0]
        if kind == "ask":
            if item[1] in self.state.actors():
                self.ask(item[1])
            return
        if kind != "action":
            return
        _, conn, seat, action, _position, at = item
        if seat not in self.state.actors() or seat in self.held:
            self.host.refuse(conn, Refused("not_your_turn", "this seat may not act now (once a round)"))
        elif action not in self.state.legal_actions(seat):
            self.host.refuse(conn, Refused("illegal", "not one of this seat's legal actions now"))
        else:
            press = now if at is None else min(at, now)     # never in the future
            press = max(press, now - allowance(self.host, conn))   # never earlier than its latency allows
            if press < self.reveal_at:
                self.host.refuse(conn, Refused("too_early", "pressed before the reveal"))
            elif self.end_at is not None and press > self.end_at:
                self.host.refuse(conn, Refused("too_late", "pressed after the time was up"))
            else:
                self.held[seat] = (press, action, False)

    def press_here(self, seat: int, action, press: float, now: float) -> bool:
        """A press made at the host's own screen (a person at its keyboard, a computer
        seat there) at host time `press`: held like a remote one, with no latency to
        allow for. False if the seat may not act now or the time is outside the round.
        A press dated before the reveal counts from the reveal: this screen showed the card
        by its own frames' time (which can run ahead of the host's clock: a table whose
        frames are stepped faster than real time opens the round at its deadline); refused,
        the call was lost (a computer is not asked again) and the round waited for ever."""
        if seat not in self.state.actors() or seat in self.held or action not in self.state.legal_actions(seat):
            return False
        press = max(min(press, now), self.reveal_at)
        if self.end_at is not None and press > self.end_at:
            return False
        self.held[seat] = (press, action, False)
        return True

    def due(self) -> float | None:
        times = [press + self.hold for press, _a, _h in self.held.values()]
        if self.end_at is not None:
            times.append(self.end_at + self.hold)
        return min(times, default=None)

    def apply_due(self, now: float) -> bool:
        """Apply the held actions whose window has passed, in press order; end the
        round when its time is up. True once the round is over."""
        host, state = self.host, self.state
        while self.held:
            seat = min(self.held, key=lambda s: (self.held[s][0], s))
            press, action, _here = self.held[seat]
            if press + self.hold > now:
                break
            del self.held[seat]
            moment = max(round((press - self.reveal_at) * host.speed, 3), self.latest)
            if self.limit is not None:
                moment = min(moment, self.limit)
            self.latest = moment
            try:
                events = host.match.apply(seat, self.race.stamped(action, moment))
            except RuleError:             # cannot happen with the checks above; the state is unchanged
                continue
            host.publish(events)
            if state.is_chance() or state.is_over():
                return True
            for other in state.actors():          # the others see the new call; computers may react
                if other in self.held and self.held[other][2] and self.held[other][0] > now \
                        and getattr(host.places[other].player, "reacts", True):
                    del self.held[other]
                if other not in self.held:
                    self.ask(other)
        if self.end_at is not None and now >= self.end_at + self.hold:
            host.publish(host.match.apply(CHANCE, self.race.time_up()))
            return True
        return False


async def play_round(host) -> None:
    """Chance's step (the reveal), then the round's actions, until the round ends."""
    match = host.match
    hold = window(host)
    reveal_at = host.clock() + lead(host)
    host.publish(match.chance(), reveal_at=reveal_at)
    if match.state.is_over() or match.state.is_chance():
        return
    round_ = host.race_state = Round(host, reveal_at, hold)
    try:
        round_.open()
        while True:
            now = host.clock()
            if round_.apply_due(now):
                return
            due = round_.due()
            try:
                item = await asyncio.wait_for(host.inbox.get(), None if due is None else max(0.0, due - now))
            except asyncio.TimeoutError:
                continue
            round_.receive(item, host.clock())
    finally:
        host.race_state = None
