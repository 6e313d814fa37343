"""The simplest computer players: `random` and `greedy`."""
from __future__ import annotations

import random

from game.eceg.actions import Take
from game.eceg.ai.planner import FastPlanner


class RandomPlayer:
    """Uniform over the legal actions (a baseline and a fuzzer, not an opponent)."""

    kind = "random"

    def __init__(self, rng: random.Random, rules=None):
        self.rng = rng

    def choose(self, state):
        return self.rng.choice(state.legal_actions(state.seat))


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


# Shared by every greedy player: the best set-aside depends only on the dice set,
# the takeable prizes (and which of them are steals), the kept dice and the roll,
# so games reuse each other's work.
# Both are emptied when full, so a long simulation's memory stays flat.
_PLANNERS: dict[tuple, FastPlanner] = {}
_SET_ASIDES: dict[tuple, object] = {}
MAX_PLANNERS = 1024        # a planner is a few kB; a 6-player game uses a few dozen
MAX_SET_ASIDES = 100_000
STEAL = 1.0 + 1e-9   # a steal is worth a hair more: equal chances lean towards stealing


def chance_planner(table, takeable: int, steals: int = 0) -> FastPlanner:
    """The planner whose value is the chance of taking some prize in `takeable`
    (ties broken towards the prizes in `steals`)."""
    key = (table.dice.name, takeable, steals)
    planner = _PLANNERS.get(key)
    if planner is None:
        values = [(STEAL if steals >> i & 1 else 1.0) if takeable >> i & 1 else None
                  for i in range(len(table))]
        if len(_PLANNERS) >= MAX_PLANNERS:
            _PLANNERS.clear()
            _SET_ASIDES.clear()       # its keys hold planners: let them go too
        planner = _PLANNERS[key] = FastPlanner(table, values, 0.0)
    return planner


def greedy_planner(state) -> FastPlanner:
    """The planner greedy follows this turn."""
    steals = 0
    for i, owner in enumerate(state.owners):
        if owner is not None:
            steals |= 1 << i
    return chance_planner(state.table, state.takeable, steals & state.takeable)


class GreedyPlayer:
    """Each turn maximises the exact chance of taking some prize it may take,
    taking at once when it can and preferring a steal (rules.md's reference
    player: with two players it reproduces greedy vs greedy = 0.52532 exactly)."""

    kind = "greedy"

    def __init__(self, rng: random.Random | None = None, rules=None):
        pass

    def choose(self, state):
        mask = state.claimable_mask()
        if mask:
            return pick_take(state, mask)
        planner = greedy_planner(state)
        key = (planner, state.kept, tuple(sorted(state.rolled)))
        action = _SET_ASIDES.get(key)
        if action is None:
            if len(_SET_ASIDES) >= MAX_SET_ASIDES:
                _SET_ASIDES.clear()
            action = _SET_ASIDES[key] = planner.best(state.kept, state.rolled)[0]
        return action
