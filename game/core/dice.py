"""Dice: face sets, rolling from an injected random.Random, and multiset helpers.

Nothing here knows about prizes or players, so other dice games can reuse it.
Dice values are plain ints; a hand of dice is a tuple. "Sorted" tuples are used
wherever the order of the dice does not matter (multisets).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial


@dataclass(frozen=True)
class DiceSet:
    """A kind of die: its name (as written in logs) and the faces it shows."""

    name: str
    faces: tuple[int, ...]

    def roll(self, rng: random.Random, count: int) -> tuple[int, ...]:
        """Roll `count` dice, in the order they are thrown.

        The one place dice are drawn: every part of the project rolls through
        here, so the same seed gives the same dice everywhere.
        """
        faces, random, sides = self.faces, rng.random, len(self.faces)
        return tuple([faces[int(random() * sides)] for _ in range(count)])

    def outcomes(self, count: int) -> tuple[tuple[tuple[int, ...], float], ...]:
        """Every sorted result of rolling `count` dice, with its probability."""
        return _outcomes(self.faces, count)


OFFICIAL = DiceSet("0-5", (0, 1, 2, 3, 4, 5))
CLASSIC = DiceSet("1-6", (1, 2, 3, 4, 5, 6))
DICE_SETS = {d.name: d for d in (OFFICIAL, CLASSIC)}


@lru_cache(maxsize=4096)   # bounded: keys are small multisets of dice
def _outcomes(faces: tuple[int, ...], count: int):
    sides = len(faces)
    total = sides**count
    result = []
    for combo in combinations_with_replacement(faces, count):
        ways = factorial(count)
        for n in Counter(combo).values():
            ways //= factorial(n)
        result.append((combo, ways / total))
    return tuple(result)


@lru_cache(maxsize=4096)   # bounded: keys are small multisets of dice
def sub_multisets(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The distinct non-empty sub-multisets of `dice` (sorted tuples), smallest first."""
    ordered = tuple(sorted(dice))
    found: set[tuple[int, ...]] = set()
    n = len(ordered)
    for bits in range(1, 1 << n):
        found.add(tuple(ordered[i] for i in range(n) if bits >> i & 1))
    return tuple(sorted(found, key=lambda s: (len(s), s)))


def remove(dice: tuple[int, ...], values: tuple[int, ...]) -> tuple[int, ...] | None:
    """`dice` without one die of each value in `values` (order kept), or None if absent."""
    rest = list(dice)
    for v in values:
        try:
            rest.remove(v)
        except ValueError:
            return None
    return tuple(rest)


def merge(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """The sorted union of two hands."""
    return tuple(sorted(a + b))
