"""The calls of one round as they are made, in the order made, until the rules get them.

The moment of a call is when its input is read: a key or click is stamped with the
round's clock (the table driver's: seconds since the reveal, advanced only by the
driver's `update(dt)` in the app's fixed steps), so within one frame the events'
order decides, and across frames the clock. A key is one person's and one press is
a whole call (scenes/yam_color/call_keys.py): no number waits for its caller, so who
typed first never changes whose call is whose. A key held down counts once: its
repeats are no call. Computer callers come in with the time they proposed; a call
read back from a log is only shown. Nothing here decides a rule: the table applies
what `release` gives, and the state says who may still call.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass

import pygame

from scenes.yam_color.call_keys import KeyMap, scancode_of


@dataclass
class Entry:
    time: float              # seconds since the reveal: the call's moment
    order: int               # arrival, for equal times
    seat: int
    count: int

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
        self.held: set[int] = set()       # call keys down now (by place): a repeat is no new press

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
        """A new round is thrown: no call until its reveal. A key whose release another
        screen took (a pause) is free again from here."""
        self.entries, self.made = [], []
        self.held = set()

    @property
    def is_open(self) -> bool:
        return self.running and (self.limit is None or self.clock <= self.limit)

    # ----- input ----------------------------------------------------------------------
    def key(self, event) -> tuple[int, bool] | None:
        """A key press or release read now. A person's call key gives (its seat, whether
        it made their call now): a repeat of a key held down, a second key of one's row,
        a key before the reveal or after one's call is no call. Any other key: None."""
        scancode = scancode_of(event)
        if event.type == pygame.KEYUP:
            self.held.discard(scancode)
            return None
        owner = self.keymap.call_of(event)
        if owner is None:
            return None
        fresh = scancode not in self.held
        self.held.add(scancode)
        return owner[0], fresh and self.running and self.call(*owner)

    def call(self, seat: int, count: int, time: float | None = None) -> bool:
        """A whole call now (a click, a key of one's own) or at a computer's time."""
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

    def withdraw(self, seat: int) -> None:
        """The seat's call shown as made was not taken (a host across the network refused it)."""
        self.entries = [e for e in self.entries if e.seat != seat]
        self.made = [e for e in self.made if e.seat != seat]

    # ----- to the rules -------------------------------------------------------------------
    def release(self) -> list[tuple[int, int, float]]:
        """(seat, count, time) of the calls the rules may take now, in time order."""
        out = [(e.seat, e.count, round(e.time, 4)) for e in self.entries]
        self.entries = []
        return out

    def made_by(self, seat: int) -> Entry | None:
        """The seat's call this round, if any."""
        return next((e for e in self.made if e.seat == seat), None)

    @property
    def settled(self) -> bool:
        """Nothing made is still waiting to reach the rules."""
        return not self.entries
