"""The time a person at another computer has for one decision, shared by both hosts:
the headless loop (scenes/net/series.py, `main.py serve --turn-time S --fill LEVEL`)
and a table hosted from the window (scenes/net/table_host.py, the lobby's choice).

A decision's clock starts when its seat is asked (`your_turn`); seats asked at the
same step (several may act at once) share its deadline. The deadline is host time
(the host's `clock`, the one its pongs tell): every seat is sent it (`turn_clock`,
naming the step and the seats), and each window shows the time left at its own pace
from its own estimate of the host's clock (scenes/net/clock.py), so nothing ticks
over the network. An answer judged by when it *arrived*: before the deadline, it
wins even if the host takes it up later (a frame late, a paused table); at or after
it, it is "stale" and changes nothing, the host's computer of the chosen level
having decided that step from the seat's view. The seat stays its person's: asked
again at their next decision, with a fresh clock.

Not timed: the host's own people at its keyboard (they are in the room), a seat a
computer already plays (away past its grace), and a race's calls (YAM color), which
have their own call time. A decision out of turn (a Wazabi seat choosing the card it
gives) is a decision like any other: timed, or a silent seat would hold everyone.
No pygame here.
"""
from __future__ import annotations

import asyncio

from game.core.match import player_rng

CHOICES = (None, 30.0, 60.0, 120.0, 300.0)   # the lobby's turn times (None: nobody is timed)
WARN = 10.0            # seconds left when a window warns (a third of a shorter time)


def warn_at(limit: float) -> float:
    """Seconds left at which the time shown turns to a warning."""
    return min(WARN, limit / 3)


def told(limit: float) -> dict:
    """What the seat whose step a computer decided is told (to it alone)."""
    return {"type": "error", "code": "timed_out", "message": f"no answer in {limit:g} s: a computer decided this turn"}


class TurnTimer:
    """One step's clock at a time: which seats are timed at which position, until when."""

    def __init__(self, limit: float | None):
        self.limit = limit                 # seconds a seat has; None: nobody is timed
        self.position: int | None = None
        self.deadline: float | None = None
        self.seats: set[int] = set()
        self.ran_out: set[int] = set()     # seats of this step whose time is over (decided for them)

    @property
    def on(self) -> bool:
        return self.limit is not None

    def start(self, position: int, seats, now: float) -> dict | None:
        """`seats` are asked at step `position` (host time `now`): their clock runs from
        the step's first question. The `turn_clock` for every seat, or None (nothing new)."""
        if self.limit is None or not seats:
            return None               # (no seat timed: no deadline, nothing to wait for)
        if position != self.position:
            self.position, self.deadline, self.seats, self.ran_out = position, now + self.limit, set(), set()
        new = set(seats) - self.seats
        if not new:
            return None
        self.seats |= new
        return self.message()

    def message(self) -> dict:
        return {"type": "turn_clock", "position": self.position, "seats": sorted(self.seats),
                "deadline": self.deadline, "limit": self.limit}

    def left(self, position: int, now: float) -> float | None:
        """Seconds left of step `position`'s time (None: not timed, or every timed seat's
        time has run out already)."""
        if self.deadline is None or position != self.position or not self.seats - self.ran_out:
            return None
        return max(0.0, self.deadline - now)

    def due(self, position: int, now: float) -> list[int]:
        """The seats of step `position` whose time ran out by `now`, each returned once."""
        if self.deadline is None or position != self.position or now < self.deadline:
            return []
        out = sorted(self.seats - self.ran_out)
        self.ran_out |= set(out)
        return out

    def late(self, seat: int, position: int, arrived: float) -> bool:
        """Did this seat's answer for step `position` arrive (host time) when its time was
        over? Such an answer is stale: a computer decides, or has decided, that step."""
        return (self.deadline is not None and position == self.position and seat in self.seats
                and arrived >= self.deadline)

    def stop(self) -> None:
        """No step is timed any more (a new game: positions start again)."""
        self.position, self.deadline, self.seats, self.ran_out = None, None, set(), set()


async def decide_for(player, view):
    """A computer's decision for a silent seat, on a worker thread (the host keeps serving)."""
    return await asyncio.to_thread(player.choose, view)


class WindowTimer:
    """The turn time of a table hosted from the window (`hosting`: the TableHost, on the
    pygame thread). `clock` is the host's (its pongs tell it: the deadline every seat is
    sent is in it); `level`: the computer that decides for a silent seat."""

    def __init__(self, hosting, limit: float | None, level: str | None, clock):
        self.hosting, self.level, self.clock = hosting, level, clock
        self.timer = TurnTimer(limit if level is not None else None)
        self.thinking: dict[int, tuple[int, object]] = {}   # seat -> (step, Future of its decision)
        self.decided = 0                   # steps decided for a silent seat

    def choose(self, limit: float | None, level: str | None) -> None:
        """The host's choice (the lobby's): `limit` seconds, then a computer of `level`."""
        self.level = level
        self.timer = TurnTimer(limit if level is not None and self.hosting.race is None else None)

    @property
    def limit(self) -> float | None:
        return self.timer.limit

    def asked(self, seat: int) -> None:
        """The driver asked a remote seat (once a step): its clock starts, told to every seat."""
        hosting = self.hosting
        message = self.timer.start(hosting.position, [seat], self.clock())
        if message is not None:
            hosting.net.call(hosting.host.tell_clock, message)

    def late(self, seat: int, arrived: float | None) -> bool:
        """Is this answer for the step now too late (arrived, host time, after its deadline)?"""
        return self.timer.late(seat, self.hosting.position, self.clock() if arrived is None else arrived)

    def left(self) -> list[tuple[int, float]]:
        """(seat, seconds left) of each remote seat being timed now, for the table to show."""
        hosting = self.hosting
        left = self.timer.left(hosting.position, self.clock())
        if left is None:
            return []
        return [(s, left) for s in sorted(self.timer.seats)
                if s not in self.timer.ran_out and s not in hosting.pending and s not in hosting.given]

    def tick(self) -> None:
        """Once a frame: a seat whose time ran out has its step decided by the computer
        (on the network's thread, from the seat's view); a decision back is made."""
        hosting, driver = self.hosting, self.hosting.driver
        if driver is None or not self.timer.on or hosting.net is None or not hosting.net.running:
            return
        for seat in self.timer.due(hosting.position, self.clock()):
            if self._waits_on(seat):
                player = hosting.game.players.make(self.level, player_rng(driver.match.seed, seat), driver.match.rules)
                future = hosting.net.submit(decide_for(player, driver.state.view(seat)))
                self.thinking[seat] = (hosting.position, future)
        for seat, (step, future) in list(self.thinking.items()):
            if not future.done():
                continue
            del self.thinking[seat]
            if step == hosting.position and self._waits_on(seat) and future.exception() is None:
                self.decided += 1
                hosting.acted[seat] = step            # its own answer for this step is stale now
                hosting.net.call(hosting.host.tell, seat, told(self.timer.limit))
                hosting.pending.add(seat)
                action = future.result()
                driver.layer.announce(seat, action, lambda seat=seat, action=action: hosting._make(seat, action, step))

    def _waits_on(self, seat: int) -> bool:
        """Is the step still this seat's to make, with nobody else making it?"""
        hosting, state = self.hosting, self.hosting.driver.state
        return (not state.is_over() and seat in state.actors() and seat not in hosting.pending
                and seat not in hosting.given and hosting.acted.get(seat, -1) < hosting.position)

    def reset(self) -> None:
        self.timer.stop()
        self.thinking = {}

