"""GameState: a game of YAM color in progress (shared/spec/yam-color.md).

A round is a chance point (`Throw`: the dice at rest and the card turned up), then a
calling point where every seat that has not called may act at once (`Call`, carrying
its time since the reveal), closed when all have called or by `EndCalls` (CHANCE: the
call time ran out); the check then runs inside that last action. Events are the
lines of shared/spec/game-log-yam-color.md. Rule references are the spec's headings.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

from game.core.contract import CHANCE, Result, Rules as RulesBase, State
from game.yam_color.actions import Call, EndCalls, RuleError, Throw
from game.yam_color.deck import CARD_IDS, COLOUR_SET, DICE, MAX_COUNT, count, throw

GAME_ID = "yam-color"
THROW, CALLING, OVER = "throw", "calling", "over"
CALL_TIMES = (5.0, 8.0, 12.0)      # the settings (spec: 5, 8, 12 s or none); a log may hold any positive time


@dataclass(frozen=True)
class Rules(RulesBase):
    players: int
    call_time: float | None = 8.0      # seconds from the reveal; None: no limit
    playoff: bool = False              # a tie at the top: play-off instead of a shared win
    game_id = GAME_ID                  # a class constant, not a field

    def __post_init__(self):
        if type(self.players) is not int or not 2 <= self.players <= 6:
            raise ValueError(f"a game has 2 to 6 players, not {self.players!r}")
        t = self.call_time
        if t is not None and (type(t) not in (int, float) or not 0 < t < math.inf):
            raise ValueError(f"the call time is a positive number of seconds or none, not {t!r}")
        if t is not None:
            object.__setattr__(self, "call_time", float(t))
        if type(self.playoff) is not bool:
            raise ValueError(f"playoff is true or false, not {self.playoff!r}")

    def new_state(self, rng) -> "GameState":
        """The 26 cards shuffled into the pile (top first); seat 0 throws first."""
        pile = list(CARD_IDS)
        rng.shuffle(pile)
        return GameState(self, pile)


class View(NamedTuple):
    """What a seat sees: before the reveal no dice and no card; after it, the calls
    made so far (seat, count, time) and never one not yet made. The pile's order is
    not in it; its size and the cards each seat holds are on the table."""

    seat: int
    phase: str
    round: int               # rounds begun so far (play-off rounds too)
    thrower: int
    playoff: bool            # is this a play-off round?
    callers: tuple           # the seats that may call this round
    dice: tuple              # colour ids, () before the reveal
    card: int | None
    calls: tuple             # ((seat, count, time), ...) in the order made
    held: tuple              # cards each seat holds
    pile_size: int
    call_time: float | None

    @property
    def now(self) -> float:
        """The latest moment the seat knows of: the latest call's time, 0 at the reveal."""
        return self.calls[-1][2] if self.calls else 0.0


_new = tuple.__new__      # a View without NamedTuple's keyword handling (speed)


def _highest_first(call: tuple) -> int:
    return -call[1]


_CALLS_AT = {}   # time -> the nine calls at that time (legal_actions, shared)


class GameState(State):
    __slots__ = ("rules", "pile", "held", "phase", "thrower", "round", "dice", "card", "calls",
                 "called", "callers", "playoff_seats", "playoff_turned", "winners", "fines", "wrong_calls")

    def __init__(self, rules: Rules, pile: list[int]):
        self.rules = rules
        self.pile = pile                        # top first
        self.held = [[] for _ in range(rules.players)]   # cards won, in the order won
        self.phase = THROW
        self.thrower = 0
        self.round = 0
        self.dice: tuple = ()
        self.card: int | None = None
        self.calls: list[tuple] = []            # (seat, count, time) in the order made
        self.called = 0                         # seats that have called, as a bit mask
        self.callers = tuple(range(rules.players))
        self.playoff_seats: tuple = ()          # the tied players, in a play-off
        self.playoff_turned: list[int] = []     # play-off cards turned since the last reshuffle
        self.winners: tuple | None = None
        self.fines = self.wrong_calls = 0   # the result's figures (with round)

    # ----- reading the position -------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        if self.phase != CALLING:
            return ()
        called = self.called
        return tuple(s for s in self.callers if not called >> s & 1)

    def is_chance(self) -> bool:
        return self.phase == THROW

    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def in_playoff(self) -> bool:
        return bool(self.playoff_seats)

    def playoff_cards(self) -> list[int]:
        """The won cards a play-off may turn next (those not turned since the last reshuffle)."""
        cards = sorted(c for h in self.held for c in h)
        left = [c for c in cards if c not in self.playoff_turned]
        return left or cards

    def chance_outcome(self, rng) -> Throw:
        dice = throw(rng)
        if self.playoff_seats:
            return Throw(dice, rng.choice(self.playoff_cards()))   # the won cards, shuffled
        return Throw(dice, self.pile[0])

    def legal_actions(self, seat: int) -> list:
        """The nine calls, at the latest known moment, for a seat that may still call (a
        call may carry any later time within the call time: see `Call`)."""
        if self.phase != CALLING or seat not in self.callers or self.called >> seat & 1:
            return []
        now = self.calls[-1][2] if self.calls else 0.0
        calls = _CALLS_AT.get(now)
        if calls is None:
            if len(_CALLS_AT) > 10_000:
                _CALLS_AT.clear()
            calls = _CALLS_AT[now] = [Call(c, now) for c in range(MAX_COUNT + 1)]
        return list(calls)

    def view(self, seat: int) -> View:
        if self.phase == CALLING:
            return _new(View, (seat, CALLING, self.round, self.thrower, bool(self.playoff_seats), self.callers,
                        self.dice, self.card, tuple(self.calls), tuple(map(len, self.held)),
                        len(self.pile), self.rules.call_time))
        return _new(View, (seat, self.phase, self.round, self.thrower, bool(self.playoff_seats), self.callers,
                    (), None, (), tuple(map(len, self.held)), len(self.pile), self.rules.call_time))

    def result(self) -> Result | None:
        if self.winners is None:
            return None
        keys = [(s in self.winners, len(h)) for s, h in enumerate(self.held)]
        places = tuple(1 + sum(other > key for other in keys) for key in keys)
        return Result(places, self.winners, {"rounds": self.round, "fines": self.fines,
                                             "wrong_calls": self.wrong_calls})

    def start_fields(self) -> dict:
        return {"call_time": self.rules.call_time, "playoff": self.rules.playoff, "pile": list(self.pile)}

    # ----- changing it ------------------------------------------------------------
    def apply(self, seat: int, action) -> list[dict]:
        if self.phase == OVER:
            raise RuleError("the game is over: no more actions")
        kind = type(action)
        if kind is Call:
            return self._call(seat, action.count, action.time)
        if kind is Throw:
            if seat != CHANCE:
                raise RuleError("the dice fall and the card is turned by chance, not chosen (A round 1)")
            return self._throw(action.dice, action.card)
        if kind is EndCalls:
            return self._end_calls(seat)
        raise RuleError(f"not an action of YAM color: {action!r}")

    def _throw(self, dice: tuple, card) -> list[dict]:
        if self.phase != THROW:
            raise RuleError("the dice are already thrown: now the players call (A round 1)")
        if len(dice) != DICE or not COLOUR_SET.issuperset(dice):
            raise RuleError(f"eight dice each showing red, yellow, green or blue, not {list(dice)}")
        if self.playoff_seats:
            if card not in self.playoff_cards():
                raise RuleError(f"a play-off turns a won card not yet turned, not {card!r} (End of the game)")
        elif not self.pile or card != self.pile[0]:
            raise RuleError(f"the card turned is the top of the pile, not {card!r} (A round 1)")
        else:
            self.pile.pop(0)
        if self.playoff_seats:
            if len(self.playoff_turned) >= sum(map(len, self.held)):
                self.playoff_turned = []         # every won card turned: shuffled again
            self.playoff_turned.append(card)
        self.dice, self.card, self.phase = dice, card, CALLING
        self.round += 1
        return [{"type": "throw", "player": self.thrower, "dice": list(dice), "card": card,
                 "playoff": bool(self.playoff_seats)}]

    def _call(self, seat: int, count, time) -> list[dict]:
        calls, limit = self.calls, self.rules.call_time
        if type(time) is int:
            time = float(time)      # one JSON type in the log, whatever the caller gave
        # every rule at once (the common case, fast); which one is broken: _why_not
        if not (self.phase == CALLING and seat in self.callers and not self.called >> seat & 1
                and type(count) is int and 0 <= count <= MAX_COUNT and type(time) is float
                and 0.0 <= time < math.inf and (not calls or time >= calls[-1][2])
                and (limit is None or time <= limit)):
            raise RuleError(self._why_not(seat, count, time))
        calls.append((seat, count, time))
        self.called |= 1 << seat
        events = [{"type": "call", "player": seat, "count": count, "time": time}]
        if len(calls) == len(self.callers):
            events += self._check()
        return events

    def _why_not(self, seat: int, count, time) -> str:
        if self.phase != CALLING:
            return "calls are made once the card is revealed (A round 1)"
        if seat not in self.callers:
            return (f"seat {seat} does not take part in this play-off (End of the game)"
                    if self.playoff_seats else f"there is no seat {seat}")
        if self.called >> seat & 1:
            return f"seat {seat} has called already: one call a round, never changed (A round 2)"
        if type(count) is not int or not 0 <= count <= MAX_COUNT:
            return f"a call is a number from 0 to 8, not {count!r} (A round 1)"
        if type(time) is not float or not 0 <= time < math.inf:
            return f"a call's time is the seconds since the reveal, not {time!r}"
        if self.calls and time < self.calls[-1][2]:
            return (f"calls come in the order made: {time} s is before the latest call "
                    f"({self.calls[-1][2]} s) (A round 2)")
        return (f"the call time ({self.rules.call_time:g} s) is over: a call at {time} s "
                "comes too late (A round 3)")

    def _end_calls(self, seat: int) -> list[dict]:
        if seat != CHANCE:
            raise RuleError("the call time runs out by itself: chance ends it, not a player (A round 3)")
        if self.phase != CALLING:
            raise RuleError("no calls are open: the dice must be thrown first (A round 1)")
        if self.rules.call_time is None:
            raise RuleError("no call time: calls close when every player has called (A round 3)")
        return self._check()

    def _check(self) -> list[dict]:
        """A round 4 and 5: from the highest call down (equal calls: the earlier first)."""
        right = count(self.dice, self.card)
        calls = self.calls
        winner, best = None, -1
        for seat, called, _time in calls:     # the highest right call, the earliest of equals
            if best < called <= right:
                winner, best = seat, called
        wrong = [c for c in calls if c[1] > right]      # in the order made...
        wrong.sort(key=_highest_first)                   # ...highest first (stable: equal, earlier)
        playoff = bool(self.playoff_seats)
        events: list[dict] = []
        self.wrong_calls += len(wrong)
        if not playoff:      # a play-off round moves no card: no fines
            for seat, _called, _time in wrong:
                paid = self.held[seat].pop() if self.held[seat] else None
                if paid is not None:
                    self.pile.append(paid)
                    self.fines += 1
                events.append({"type": "fine", "player": seat, "card": paid})
        card = self.card
        if winner is None:
            if not playoff:
                self.pile.append(card)
            events.append({"type": "unclaimed", "card": card})
        else:
            if not playoff:
                self.held[winner].append(card)
            self.thrower = winner
            events.append({"type": "take", "player": winner, "card": card})
        self.dice, self.card, self.calls, self.called = (), None, [], 0
        self.phase = THROW
        if playoff and winner is not None:
            return events + self._finish((winner,))
        if not playoff and not self.pile:
            return events + self._game_end()
        return events

    def _game_end(self) -> list[dict]:
        """End of the game: the most cards wins; a tie is shared, or played off."""
        most = max(len(h) for h in self.held)
        top = tuple(s for s, h in enumerate(self.held) if len(h) == most)
        if len(top) > 1 and self.rules.playoff:
            self.playoff_seats = self.callers = top
            return []
        return self._finish(top)

    def _finish(self, winners: tuple) -> list[dict]:
        self.winners, self.phase = winners, OVER
        return [{"type": "end", "scores": [len(h) for h in self.held], "winners": list(winners)}]

    # ----- snapshot -----------------------------------------------------------------
    def snapshot(self) -> dict:
        r = self.rules
        return {"rules": {"players": r.players, "call_time": r.call_time, "playoff": r.playoff},
                "pile": list(self.pile), "held": [list(h) for h in self.held], "phase": self.phase,
                "thrower": self.thrower, "round": self.round, "dice": list(self.dice), "card": self.card,
                "calls": [list(c) for c in self.calls], "playoff_seats": list(self.playoff_seats),
                "playoff_turned": list(self.playoff_turned),
                "winners": None if self.winners is None else list(self.winners),
                "fines": self.fines, "wrong_calls": self.wrong_calls}

    def copy(self) -> "GameState":
        other = GameState.__new__(GameState)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.pile, other.calls = list(self.pile), list(self.calls)
        other.held = [list(h) for h in self.held]
        other.playoff_turned = list(self.playoff_turned)
        return other
