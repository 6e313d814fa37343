"""The simplest computer players: `random` and `greedy`."""
from __future__ import annotations

import random

from ..actions import Take
from ..planner import TurnPlanner
from .registry import register


@register("random")
class RandomPlayer:
    """Uniform over the legal actions (a baseline and a fuzzer, not an opponent)."""

    kind = "random"

    def __init__(self, rng: random.Random, rules=None):
        self.rng = rng

    def choose(self, state):
        return self.rng.choice(state.legal_actions())


def pick_take(state, mask: int) -> Take:
    """Among claimable prizes, a steal if there is one (from whoever holds most,
    then the first in table order), else the first in table order."""
    owners = state.owners
    best, best_key = None, None
    for i in range(len(owners)):
        if mask >> i & 1:
            owner = owners[i]
            key = (owner is not None, -1 if owner is None else state.prize_count(owner))
            if best_key is None or key > best_key:
                best, best_key = i, key
    return Take(state.table.ids[best])


@register("greedy")
class GreedyPlayer:
    """Each turn maximises the exact chance of taking some prize it may take,
    taking at once when it can and preferring a steal (rules.md reference player)."""

    kind = "greedy"

    def __init__(self, rng: random.Random | None = None, rules=None):
        self._planners: dict[int, TurnPlanner] = {}

    def planner(self, state) -> TurnPlanner:
        mask = state.takeable
        planner = self._planners.get(mask)
        if planner is None:
            values = [1.0 if mask >> i & 1 else None for i in range(len(state.table))]
            planner = self._planners[mask] = TurnPlanner(state.table, values, 0.0)
        return planner

    def choose(self, state):
        mask = state.claimable_mask()
        if mask:
            return pick_take(state, mask)
        return self.planner(state).best(state.kept, state.rolled)[0]
