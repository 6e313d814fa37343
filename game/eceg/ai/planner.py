"""Exact turn planner: best play within one turn, by recursion over dice outcomes.

Given what each way of ending the turn is worth -- taking prize i (`values[i]`,
None if it may not be taken) or ending with nothing (`none_value`) -- the planner
finds the decision of highest expected worth at every point of a turn and that
exact expectation. With values 1 for every takeable prize and 0 for nothing, the
expectation is the chance of taking some prize this turn (the `greedy` player).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from game.eceg.actions import SetAside, Take
from game.core.dice import DiceSet, merge, sub_multisets
from game.eceg.prizes import PrizeTable

HAND = 4


@lru_cache(maxsize=None)
def _transitions(dice: DiceSet, table: PrizeTable):
    """For every kept hand: each sorted outcome of rolling the rest, its probability,
    the mask of the full hand, and (set-aside, next kept) for each choice."""
    kept_hands = [()]
    for size in range(1, HAND):
        kept_hands += [h for h, _ in dice.outcomes(size)]
    result = {}
    for kept in kept_hands:
        rows = []
        for rolled, p in dice.outcomes(HAND - len(kept)):
            mask = table.mask_sorted(merge(kept, rolled))
            choices = tuple((s, merge(kept, s)) for s in sub_multisets(rolled))
            rows.append((rolled, p, mask, choices))
        result[kept] = tuple(rows)
    return result


class TurnPlanner:
    """Best play for one turn under fixed outcome values."""

    def __init__(self, table: PrizeTable, values: Sequence[float | None], none_value: float = 0.0):
        if len(values) != len(table):
            raise ValueError(f"need one value per prize ({len(table)}), got {len(values)}")
        self.table = table
        self.values = tuple(values)
        self.none_value = none_value
        self._trans = _transitions(table.dice, table)
        self._memo: dict[tuple, float] = {}
        # best worth of taking a prize, per hand mask (None: nothing takeable)
        self._take_cache: dict[int, tuple[float, int] | None] = {}

    def best_take(self, mask: int) -> tuple[float, int] | None:
        """(worth, prize index) of the best prize among `mask`, or None."""
        if mask in self._take_cache:
            return self._take_cache[mask]
        best = None
        for i, v in enumerate(self.values):
            if v is not None and mask >> i & 1 and (best is None or v > best[0]):
                best = (v, i)
        self._take_cache[mask] = best
        return best

    def value(self, kept: tuple[int, ...] = ()) -> float:
        """Expected worth with best play, before throwing the dice not in `kept` (sorted)."""
        memo = self._memo.get(kept)
        if memo is not None:
            return memo
        if len(kept) == HAND:
            return self.none_value
        total = 0.0
        for _rolled, p, mask, choices in self._trans[kept]:
            total += p * self._best_after_roll(mask, choices)
        self._memo[kept] = total
        return total

    def _best_after_roll(self, mask: int, choices) -> float:
        take = self.best_take(mask)
        best = take[0] if take else float("-inf")
        for _s, nxt in choices:
            v = self.value(nxt)
            if v > best:
                best = v
        return best

    def options(self, kept: tuple[int, ...], rolled: tuple[int, ...]) -> list[tuple[SetAside | Take, float]]:
        """Every decision after a roll with its exact expected worth, best first.

        Ties keep the order: takes before set-asides, smaller set-asides first."""
        kept = tuple(sorted(kept))
        hand = merge(kept, tuple(rolled))
        mask = self.table.mask(hand)
        options: list = [(Take(self.table.ids[i]), v) for i, v in enumerate(self.values)
                         if v is not None and mask >> i & 1]
        options += [(SetAside(s), self.value(merge(kept, s))) for s in sub_multisets(tuple(sorted(rolled)))]
        options.sort(key=lambda o: -o[1])
        return options

    def best(self, kept: tuple[int, ...], rolled: tuple[int, ...]) -> tuple[SetAside | Take, float]:
        return self.options(kept, rolled)[0]


# ----- eager planner for computer players (same answers, all kept hands at once) -----
NEG_INF = float("-inf")


@lru_cache(maxsize=None)
def _flat_graph(dice: DiceSet, table: PrizeTable):
    """Kept hands in order of decreasing size (so children come first), and per kept
    hand its rolls as (probability, mask of the full hand, getter of the children's
    values from a list indexed by kept hand; the last index = all four set aside)."""
    from operator import itemgetter
    kept_hands = [()]
    for size in range(1, HAND):
        kept_hands += [h for h, _ in dice.outcomes(size)]
    kept_hands.sort(key=len, reverse=True)
    index = {k: i for i, k in enumerate(kept_hands)}
    none = len(kept_hands)
    rows = []
    for kept in kept_hands:
        nodes = []
        for rolled, p in dice.outcomes(HAND - len(kept)):
            ordered = tuple(index.get(merge(kept, s), none) for s in sub_multisets(rolled))
            kids = sorted(set(ordered))
            getter = itemgetter(*kids) if len(kids) > 1 else None
            nodes.append((p, table.mask_sorted(merge(kept, rolled)), getter, kids[0], ordered))
        rows.append(tuple(nodes))
    masks = sorted({node[1] for nodes in rows for node in nodes})
    return tuple(kept_hands), index, tuple(rows), tuple(masks)


class FastPlanner(TurnPlanner):
    """TurnPlanner that computes every kept hand's value in one flat pass (~0.5 ms),
    for players that must decide within a frame. Same values, same options order."""

    def __init__(self, table: PrizeTable, values: Sequence[float | None], none_value: float = 0.0):
        super().__init__(table, values, none_value)
        kept_hands, index, rows, masks = _flat_graph(table.dice, table)
        take = {}
        for m in masks:
            best = NEG_INF
            for i, v in enumerate(self.values):
                if v is not None and m >> i & 1 and v > best:
                    best = v
            take[m] = best
        worth = [0.0] * len(kept_hands) + [none_value]
        for k, nodes in enumerate(rows):
            total = 0.0
            for p, m, getter, kid, _ordered in nodes:
                b = max(getter(worth)) if getter else worth[kid]
                t = take[m]
                total += p * (t if t > b else b)
            worth[k] = total
        self._index = index
        self._rows = rows
        self._take = take
        self._worth = worth
        self._memo = {k: worth[i] for k, i in index.items()}

    def value(self, kept: tuple[int, ...] = ()) -> float:
        if len(kept) == HAND:
            return self.none_value
        return self._worth[self._index[kept]]

    def endings(self, kept: tuple[int, ...] = (), rolled: tuple[int, ...] | None = None):
        """How the turn ends if played by `best()` from here: (probability of each
        claimable mask at the moment a prize is taken, probability of no prize).
        `rolled` None: before the dice not in `kept` are thrown."""
        kept = tuple(sorted(kept))
        reach = [0.0] * len(self._worth)
        claims: dict[int, float] = {}
        nothing = 0.0
        start = self._index.get(kept) if len(kept) < HAND else None
        if rolled is not None:
            action = self.best(kept, rolled)[0]
            if isinstance(action, Take):
                mask = self.table.mask(merge(kept, tuple(rolled))) & self._takeable_mask()
                return {mask: 1.0}, 0.0
            kept = merge(kept, action.dice)
            if len(kept) == HAND:
                return {}, 1.0
            start = self._index[kept]
        reach[start] = 1.0
        worth, take, none = self._worth, self._take, len(self._worth) - 1
        takeable = self._takeable_mask()
        for k in range(start, -1, -1):        # children (bigger kept hands) come first in the list
            r = reach[k]
            if not r:
                continue
            for p, m, _getter, _kid, ordered in self._rows[k]:
                best_child, best = None, take[m]
                for child in ordered:
                    if worth[child] > best:
                        best_child, best = child, worth[child]
                if best_child is None:
                    claims[m & takeable] = claims.get(m & takeable, 0.0) + r * p
                elif best_child == none:
                    nothing += r * p
                else:
                    reach[best_child] += r * p
        return claims, nothing

    def _takeable_mask(self) -> int:
        return sum(1 << i for i, v in enumerate(self.values) if v is not None)

    def ending_odds(self, kept: tuple[int, ...] = (), rolled: tuple[int, ...] | None = None):
        """{prize index: probability the turn ends taking it, None: ending with nothing},
        playing `best()` from here (the best-valued prize when several are claimable)."""
        claims, nothing = self.endings(kept, rolled)
        odds: dict[int | None, float] = {}
        for mask, p in claims.items():
            i = self.best_take(mask)[1]
            odds[i] = odds.get(i, 0.0) + p
        odds[None] = nothing
        return odds
