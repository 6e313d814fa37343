"""Pig's rules and position: two players, one die, first to the target.

On your turn you roll the die as often as you like; each roll adds its value to
your turn total, but a 1 loses the turn total and ends the turn (a *bust*). Holding
adds the turn total to your score and ends the turn. Seat 0 plays first; the first
to hold a score of at least the target wins.

A turn is a sequence of decision points: the player chooses `ROLL` or `HOLD`
(`HOLD` only with something to hold); after `ROLL` chance throws the die (`Die`,
applied by `CHANCE`). `apply` checks every action against these rules, raising
`RuleError` naming the rule and changing nothing when it is illegal, and returns
the log lines it caused (tests/pig/game/log.py).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import CHANCE, Result, RuleError, Rules as RulesBase, State

GAME_ID = "pig"
PLAYERS = 2
TARGETS = (20, 30, 50)
DEFAULT_TARGET = 30
FACES = range(1, 7)
BUST = 1                                  # the face that loses the turn total
DECIDE, ROLL, OVER = "decide", "roll", "over"


@dataclass(frozen=True, slots=True)
class Roll:
    """The player rolls the die once more (chance says what it shows)."""


@dataclass(frozen=True, slots=True)
class Hold:
    """The player banks the turn total and ends the turn."""


@dataclass(frozen=True, slots=True)
class Die:
    """A chance outcome: the face the die shows."""

    value: int


ROLL_ACTION, HOLD_ACTION = Roll(), Hold()


@dataclass(frozen=True)
class Rules(RulesBase):
    players: int = PLAYERS
    target: int = DEFAULT_TARGET
    game_id = GAME_ID          # a class constant, not a field

    def __post_init__(self):
        if self.players != PLAYERS:
            raise ValueError(f"Pig is played by {PLAYERS} players, not {self.players!r}")
        if type(self.target) is not int or self.target not in TARGETS:
            raise ValueError(f"the target is one of {', '.join(map(str, TARGETS))}, not {self.target!r}")

    def new_state(self, rng=None) -> "PigState":
        """Nothing is dealt: seat 0 starts with both scores at 0."""
        return PigState(self)


class PigState(State):
    __slots__ = ("rules", "phase", "seat", "scores", "turn_total", "turn_number", "winner")

    def __init__(self, rules: Rules):
        self.rules = rules
        self.phase = DECIDE
        self.seat = 0                       # whose turn it is (the winner's, once over)
        self.scores = [0] * rules.players
        self.turn_total = 0                 # rolled this turn, not yet held
        self.turn_number = 1                # turns begun, this one included
        self.winner: int | None = None

    # ----- reading the position -------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return (self.seat,) if self.phase == DECIDE else ()

    def is_chance(self) -> bool:
        return self.phase == ROLL

    def chance_outcome(self, rng) -> Die:
        return Die(rng.randint(FACES[0], FACES[-1]))

    def legal_actions(self, seat: int) -> list:
        if self.phase != DECIDE or seat != self.seat:
            return []
        return [ROLL_ACTION, HOLD_ACTION] if self.turn_total else [ROLL_ACTION]

    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        places = tuple(1 if s == self.winner else 2 for s in range(self.rules.players))
        return Result(places, (self.winner,), {"turns": self.turn_number})

    def view(self, seat: int) -> "PigState":
        """Nothing is hidden: every seat sees the whole state (to read, never change)."""
        return self

    def start_fields(self) -> dict:
        return {"target": self.rules.target}

    # ----- changing it ----------------------------------------------------------
    def apply(self, seat: int, action) -> list[dict]:
        if self.phase == OVER:
            raise RuleError("the game is over: no more actions")
        if seat == CHANCE:
            return self._throw(action)
        if isinstance(action, Die):
            raise RuleError("the die is thrown by chance, not chosen by a player")
        if not isinstance(action, (Roll, Hold)):
            raise RuleError(f"not an action of Pig: {action!r}")
        if self.phase != DECIDE:
            raise RuleError("the die must land first: the player decides after each roll")
        if seat != self.seat:
            raise RuleError(f"it is seat {self.seat}'s turn, not seat {seat}'s")
        if isinstance(action, Roll):
            self.phase = ROLL
            return []          # the `roll` line is written with the face the die shows
        if not self.turn_total:
            raise RuleError("nothing to hold: roll at least once this turn")
        return self._hold()

    def _throw(self, action) -> list[dict]:
        if not isinstance(action, Die):
            raise RuleError("chance throws the die; rolling or holding is the player's choice")
        if self.phase != ROLL:
            raise RuleError("no die to throw: the player has not chosen to roll")
        if type(action.value) is not int or action.value not in FACES:
            raise RuleError(f"a die shows 1 to 6, not {action.value!r}")
        player = self.seat
        events = [{"type": "roll", "player": player, "value": action.value}]
        if action.value == BUST:
            events.append({"type": "bust", "player": player, "lost": self.turn_total})
            return events + self._next_turn()
        self.turn_total += action.value
        self.phase = DECIDE
        return events

    def _hold(self) -> list[dict]:
        player = self.seat
        self.scores[player] += self.turn_total
        events = [{"type": "hold", "player": player, "total": self.turn_total, "score": self.scores[player]}]
        if self.scores[player] >= self.rules.target:
            self.turn_total = 0
            self.winner = player
            self.phase = OVER
            return events + [{"type": "win", "player": player}]
        return events + self._next_turn()

    def _next_turn(self) -> list[dict]:
        self.seat = (self.seat + 1) % self.rules.players
        self.turn_total = 0
        self.turn_number += 1
        self.phase = DECIDE
        return [{"type": "turn", "player": self.seat}]

    # ----- snapshot -------------------------------------------------------------
    def snapshot(self) -> dict:
        return {"rules": {"players": self.rules.players, "target": self.rules.target},
                "phase": self.phase, "seat": self.seat, "scores": list(self.scores),
                "turn_total": self.turn_total, "turn_number": self.turn_number, "winner": self.winner}

    def copy(self) -> "PigState":
        other = PigState.__new__(PigState)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.scores = list(self.scores)
        return other

    def __eq__(self, other):
        return isinstance(other, PigState) and self.snapshot() == other.snapshot()

    __hash__ = None
