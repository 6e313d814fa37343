"""What chance and the seats do in YAM color.

Time enters only as data: a `Call` carries its time since the reveal, and the end
of the call time is an action (`EndCalls`, applied by CHANCE when the scene's or the
simulator's clock reaches the call time), so the rules never read a clock.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import RuleError  # noqa: F401  (the error every game raises)


@dataclass(frozen=True, slots=True)
class Throw:
    """A chance outcome: the eight dice at rest and the card turned up (the top of the
    pile; in a play-off, one of the won cards not yet turned in it)."""

    dice: tuple[str, ...]
    card: int

    def __post_init__(self):
        object.__setattr__(self, "dice", tuple(self.dice))


class Call:
    """A seat calls `count` (0 to 8), `time` seconds after the reveal.

    Two calls of the same number are the same choice: the time is when it arrived,
    data the rules check (not before the latest call, not after the call time), not
    part of what was chosen. So equality and `legal_actions` membership ignore it.
    (A plain class, not a frozen dataclass: made for every call of a simulation.)
    """

    __slots__ = ("count", "time")

    def __init__(self, count: int, time: float = 0.0):
        self.count = count
        self.time = time

    def __eq__(self, other) -> bool:
        return type(other) is Call and other.count == self.count

    def __hash__(self) -> int:
        return hash((Call, self.count))

    def __repr__(self) -> str:
        return f"Call({self.count!r}, time={self.time!r})"


@dataclass(frozen=True, slots=True)
class EndCalls:
    """The call time has run out: calls close and the check begins (CHANCE applies it)."""


Action = Throw | Call | EndCalls
