"""The calls of one round as they are made, in the order made, until the rules get them.

The moment of a call is when its input is read: a key or click is stamped with the
round's clock (the table driver's: seconds since the reveal, advanced only by the
driver's `update(dt)` in the app's fixed steps), so within one frame the events'
order decides, and across frames the clock. A buzzer fixes the moment; its number
follows within two seconds. The rules take calls only in time order, so a call made
after a buzz whose number is still awaited waits behind it (it is shown at once all
the same); a buzz with no number in time is no call. Computer callers come in with
the time they proposed; a call read back from a log is only shown. Nothing here
decides a rule: the table applies what `release` gives, and the state says who may
still call.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass

from scenes.yam_color.call_keys import BUZZER_WINDOW, DIGITS, KeyMap


@dataclass
class Entry:
    time: float              # seconds since the reveal: the call's moment
    order: int               # arrival, for equal times
    seat: int
    count: int | None        # None: buzzed, number not typed yet
    deadline: float | None = None

    def __lt__(self, other: "Entry") -> bool:
        return (self.time, self.order) < (other.time, other.order)


class CallDesk:
    """`round` is the table driver: its `clock` (seconds since the reveal, or None) and
    `clock_running` (calls may be made) are the round's time."""

    def __init__(self, keys, limit: float | None, round):
        self.keymap = KeyMap(keys)
        self.limit = limit            # the call time; None: no limit
        self.round = round
        self.entries: list[Entry] = []    # made, not yet given to the rules, in time order
        self.made: list[Entry] = []       # every call made this round (shown), in time order
        self.allowed: set[int] = set()    # seats that may still make a call
        self.arrivals = 0

    @property
    def clock(self) -> float | None:
        return self.round.clock

    @property
    def running(self) -> bool:
        return self.round.clock_running

    # ----- the round ----------------------------------------------------------------
    def open(self, callers) -> None:
        """The card is revealed (the round's clock opens): these seats may call."""
        self.entries, self.made = [], []
        self.allowed = set(callers)

    def close(self) -> None:
        """The rules closed the calls (the clock stops where it was: the ring shows it)."""
        self.allowed = set()

    def reset(self) -> None:
        """A new round is thrown: no call until its reveal."""
        self.entries, self.made = [], []

    @property
    def is_open(self) -> bool:
        return self.running and (self.limit is None or self.clock <= self.limit)

    # ----- input ----------------------------------------------------------------------
    def key(self, key: int) -> bool:
        """A key press read now; True if it was a call's (a buzz, a number, a call)."""
        if not self.running:
            return False
        direct = self.keymap.direct(key)
        if direct is not None:
            return self.call(*direct)
        seat = self.keymap.buzzer(key)
        if seat is not None:
            if not self.is_open or seat not in self.allowed:
                return False
            self._add(Entry(self.clock, 0, seat, None, self.clock + BUZZER_WINDOW))
            return True
        if key in DIGITS:
            waiting = [e for e in self.made if e.count is None and e.deadline >= self.clock]
            if waiting:         # the earliest buzz still waiting for its number
                waiting[0].count = DIGITS[key]
                return True
        return False

    def call(self, seat: int, count: int, time: float | None = None) -> bool:
        """A whole call now (a click, a digit of one's own) or at a computer's time."""
        if time is None:
            open_now = self.is_open
        else:        # a computer's call counts at its own time, even read a step later
            time = max(0.0, time)
            open_now = self.running and (self.limit is None or time <= self.limit)
        if not open_now or seat not in self.allowed:
            return False
        self._add(Entry(self.clock if time is None else time, 0, seat, count))
        return True

    def show(self, seat: int, count: int, time: float) -> None:
        """A call read back from a log: shown with its order, never given to the rules again."""
        self._add(Entry(time, 0, seat, count), to_rules=False)

    def _add(self, entry: Entry, to_rules: bool = True) -> None:
        self.arrivals += 1
        entry.order = self.arrivals
        self.allowed.discard(entry.seat)
        if to_rules:
            bisect.insort(self.entries, entry)
        bisect.insort(self.made, entry)

    # ----- to the rules -------------------------------------------------------------------
    def release(self) -> list[tuple[int, int, float]]:
        """(seat, count, time) of the calls the rules may take now, in time order;
        buzzes whose two seconds ran out unanswered are dropped."""
        out = []
        while self.entries:
            head = self.entries[0]
            if head.count is None:
                if self.clock is not None and self.clock > head.deadline:
                    self.entries.pop(0)
                    self.made.remove(head)
                    continue
                break
            self.entries.pop(0)
            out.append((head.seat, head.count, round(head.time, 4)))
        return out

    def pending(self, seat: int) -> Entry | None:
        """The seat's buzz waiting for its number, if any."""
        return next((e for e in self.made if e.seat == seat and e.count is None), None)

    def made_by(self, seat: int) -> Entry | None:
        """The seat's call (or buzz) this round, if any."""
        return next((e for e in self.made if e.seat == seat), None)

    @property
    def settled(self) -> bool:
        """Nothing made is still waiting to reach the rules."""
        return not self.entries
