"""What a seat (or chance) can do, and the error raised for anything illegal.

Actions are small immutable values, so they can be compared, hashed, cached and
offered by `GameState.legal_actions()`.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import RuleError  # noqa: F401  (the error every game raises)


@dataclass(frozen=True, slots=True)
class Take:
    """Take a prize the four dice satisfy (rules.md, "A turn" 2, "What may be taken")."""

    prize: str


@dataclass(frozen=True, slots=True)
class SetAside:
    """Decline and set aside some of the dice just rolled (rules.md, "A turn" 3).

    `dice` are values, sorted; which physical dice show them does not matter.
    """

    dice: tuple[int, ...]

    def __post_init__(self):
        object.__setattr__(self, "dice", tuple(sorted(self.dice)))


@dataclass(frozen=True, slots=True)
class Roll:
    """A chance outcome: the values just thrown, in the order thrown.

    Usually drawn with `DiceSet.roll(rng, n)`; tests and replays give them directly.
    """

    dice: tuple[int, ...]

    def __post_init__(self):
        object.__setattr__(self, "dice", tuple(self.dice))


Action = Take | SetAside | Roll
