"""The nine prizes of Easy Come, Easy Go, for each dice set (rules.md, "The nine prizes").

A prize is data: an id (used in code, saves and logs), the rulebook's name, a
predicate on the four dice (a sorted tuple) and an example roll the interface can
draw. A PrizeTable precomputes, for every sorted hand of four dice, the bit mask
of the prizes it satisfies (bit i = prize i in table order).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from game.core.dice import CLASSIC, DICE_SETS, OFFICIAL, DiceSet

Hand = tuple[int, ...]


@dataclass(frozen=True)
class Prize:
    id: str
    rulebook_name: str
    test: Callable[[Hand], bool]
    example: Hand

    def satisfied_by(self, dice: Hand) -> bool:
        return self.test(tuple(sorted(dice)))


def _counts(d: Hand) -> list[int]:
    return sorted(Counter(d).values())


def four_of_a_kind(d: Hand) -> bool:
    return _counts(d) == [4]


def two_pairs(d: Hand) -> bool:
    return _counts(d) == [2, 2]


def _three_and_parity(d: Hand, parity: int) -> bool:
    return _counts(d) == [1, 3] and all(v % 2 == parity for v in d)


def three_odd(d: Hand) -> bool:
    return _three_and_parity(d, 1)


def three_even(d: Hand) -> bool:
    return _three_and_parity(d, 0)


def straight(d: Hand) -> bool:
    s = sorted(d)
    return all(s[i + 1] == s[i] + 1 for i in range(3))


def total_between(low: int, high: int) -> Callable[[Hand], bool]:
    return lambda d: low <= sum(d) <= high


_OFFICIAL_PRIZES = (
    Prize("four_of_a_kind", "CARRÉ", four_of_a_kind, (3, 3, 3, 3)),
    Prize("two_pairs", "2 paires", two_pairs, (1, 1, 4, 4)),
    Prize("three_odd", "BRELAN et tous les dés IMPAIRS", three_odd, (5, 5, 5, 1)),
    Prize("three_even", "BRELAN et tous les dés PAIRS", three_even, (2, 2, 2, 4)),
    Prize("seven", "7 exactement", total_between(7, 7), (0, 1, 2, 4)),
    Prize("thirteen", "13 exactement", total_between(13, 13), (1, 3, 4, 5)),
    Prize("three_or_less", "3 ou moins", total_between(0, 3), (0, 0, 1, 2)),
    Prize("seventeen_or_more", "17 ou plus", total_between(17, 20), (3, 4, 5, 5)),
    Prize("straight", "SUITE", straight, (1, 2, 3, 4)),
)

# Classic dice (seed 002): the same game with every face one higher. The
# rulebook names are the adaptation's own wording.
_CLASSIC_PRIZES = (
    Prize("four_of_a_kind", "CARRÉ", four_of_a_kind, (4, 4, 4, 4)),
    Prize("two_pairs", "2 paires", two_pairs, (2, 2, 5, 5)),
    Prize("three_odd", "BRELAN et tous les dés IMPAIRS", three_odd, (5, 5, 5, 1)),
    Prize("three_even", "BRELAN et tous les dés PAIRS", three_even, (2, 2, 2, 4)),
    Prize("eleven", "11 exactement", total_between(11, 11), (1, 2, 3, 5)),
    Prize("seventeen", "17 exactement", total_between(17, 17), (2, 4, 5, 6)),
    Prize("four_to_seven", "4, 5, 6 ou 7", total_between(4, 7), (1, 1, 2, 3)),
    Prize("twenty_one_or_more", "21 ou plus", total_between(21, 24), (4, 5, 6, 6)),
    Prize("straight", "SUITE", straight, (2, 3, 4, 5)),
)


class PrizeTable:
    """The prizes of one dice set, in rulebook order, with precomputed masks."""

    def __init__(self, dice: DiceSet, prizes: tuple[Prize, ...]):
        self.dice = dice
        self.face_set = frozenset(dice.faces)
        self.prizes = prizes
        self.ids = tuple(p.id for p in prizes)
        self.index = {p.id: i for i, p in enumerate(prizes)}
        self.full_mask = (1 << len(prizes)) - 1
        self._masks = {}
        for hand, _ in dice.outcomes(4):
            mask = 0
            for i, p in enumerate(prizes):
                if p.test(hand):
                    mask |= 1 << i
            self._masks[hand] = mask
        # ids listed per mask, in table order, shared and never mutated by callers
        self._ids_of = [tuple(self.ids[i] for i in range(len(prizes)) if m >> i & 1)
                        for m in range(1 << len(prizes))]

    def mask(self, dice: Hand) -> int:
        """Bit mask of the prizes four dice satisfy (any order)."""
        return self._masks[tuple(sorted(dice))]

    def mask_sorted(self, hand: Hand) -> int:
        """As mask(), for a hand already sorted (the fast path)."""
        return self._masks[hand]

    def ids_in(self, mask: int) -> tuple[str, ...]:
        return self._ids_of[mask]

    def satisfied(self, dice: Hand) -> tuple[str, ...]:
        return self._ids_of[self.mask(dice)]

    def __getitem__(self, prize_id: str) -> Prize:
        return self.prizes[self.index[prize_id]]

    def __len__(self) -> int:
        return len(self.prizes)


@lru_cache(maxsize=None)
def prize_table(faces: str) -> PrizeTable:
    """The prize table for a dice set name ("0-5" or "1-6")."""
    prizes = {OFFICIAL.name: _OFFICIAL_PRIZES, CLASSIC.name: _CLASSIC_PRIZES}[faces]
    return PrizeTable(DICE_SETS[faces], prizes)
