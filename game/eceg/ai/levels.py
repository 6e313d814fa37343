"""Computer opponents: `easy`, `medium`, `hard`.

All three play through the exact turn planner (game/planner.py); they differ in
what they tell it each outcome is worth and in how faithfully they follow it.
- hard: outcome values from game/evaluation.py: exact win probabilities with two
  players (perfect play); with three, the best reply to opponents who play each turn
  for their own win one time in five and like Medium otherwise (game/three_player.py);
  with more, win chances estimated by looking
  ahead over the next players' turns (exact robbing chances) and judging the
  positions reached with a model fitted on simulated mixed tables
  (game/lookahead.py, standing.py).
- medium: maximises the chance of a *useful* prize: when an opponent is counting
  down with three, only robbing them is useful; otherwise any prize. Among the
  prizes it can take it prefers robbing a player holding three, then the leader,
  then the centre.
- easy: a casual player: takes whatever it can at once (now and then not the
  best of several), and sometimes sets aside a worse choice than the best.
Planners are cached by their outcome values, so a turn's later decisions (and
repeated positions) cost a lookup.
"""
from __future__ import annotations

import random
from collections import OrderedDict

from game.eceg.actions import SetAside, Take
from game.eceg.ai.evaluation import outcome_values, warm
from game.eceg.ai import three_player
from game.eceg.ai.planner import FastPlanner

PLANNER_CACHE = 512
STEAL = 1.0 + 1e-9


class PlannerCache:
    """FastPlanner per (prize table, values, none value), least recently used dropped."""

    def __init__(self, size: int = PLANNER_CACHE):
        self.size = size
        self.planners: OrderedDict = OrderedDict()

    def get(self, table, values, none_value) -> FastPlanner:
        key = (table.dice.name, tuple(values), none_value)
        planner = self.planners.get(key)
        if planner is None:
            planner = self.planners[key] = FastPlanner(table, values, none_value)
            if len(self.planners) > self.size:
                self.planners.popitem(last=False)
        else:
            self.planners.move_to_end(key)
        return planner


_SHARED = PlannerCache()


def turn_signature(state) -> tuple:
    """Everything the outcome values depend on: fixed for the whole turn."""
    return (state.rules, state.seat, tuple(state.owners), tuple(map(tuple, state.counts)), state.takeable)


class HardPlayer:
    """Highest win probability at every decision (exact with two players)."""

    kind = "hard"

    def __init__(self, rng: random.Random | None = None, rules=None):
        self._turn = None
        self._planner = None
        if rules is not None and rules.players == 3:
            three_player.load_table()           # start-up, not the first decision
        elif rules is not None and rules.players > 3:
            warm(rules.table)

    def planner(self, state) -> FastPlanner:
        signature = turn_signature(state)
        if signature != self._turn:
            values, none_value = outcome_values(state)
            self._planner = _SHARED.get(state.table, values, none_value)
            self._turn = signature
        return self._planner

    def choose(self, state):
        return self.planner(state).best(state.kept, state.rolled)[0]


def counting_threat(state) -> int | None:
    """The opponent whose count of three finishes first, if the mover can rob them."""
    for holder, _left in state.counts:
        if holder != state.seat:
            return holder
    return None


def useful_mask(state) -> int:
    threat = counting_threat(state)
    if threat is None:
        return state.takeable
    robbable = sum(1 << i for i, o in enumerate(state.owners) if o == threat) & state.takeable
    return robbable or state.takeable


def preferred_take(state, mask: int) -> Take:
    """Rob a player holding three, then the leader (most prizes), then the centre;
    among equals the prize hardest to steal back (lowest index wins ties)."""
    threat = counting_threat(state)
    best, best_key = None, None
    for i, owner in enumerate(state.owners):
        if mask >> i & 1:
            key = (owner is not None and owner == threat,
                   -1 if owner is None else state.prize_count(owner))
            if best_key is None or key > best_key:
                best, best_key = i, key
    return Take(state.table.ids[best])


class MediumPlayer:
    kind = "medium"

    def __init__(self, rng: random.Random | None = None, rules=None):
        pass

    def planner(self, state) -> FastPlanner:
        """Chance of a useful prize; among equally likely plays, the one more often
        ending in a steal (a steal weighs 1 + 1e-9)."""
        mask = useful_mask(state)
        values = [(STEAL if state.owners[i] is not None else 1.0) if mask >> i & 1 else None
                  for i in range(len(state.table))]
        return _SHARED.get(state.table, values, 0.0)

    def choose(self, state):
        useful = state.claimable_mask() & useful_mask(state)
        if useful:
            return preferred_take(state, useful)
        return next(a for a, _v in self.planner(state).options(state.kept, state.rolled)
                    if isinstance(a, SetAside))


class EasyPlayer:
    """Usually Medium's obvious choice, with a casual player's slips."""

    kind = "easy"
    SLIP = 0.3          # chance of not setting aside the best dice
    GRAB_ANY = 0.25     # chance of taking the first prize seen rather than the best one

    def __init__(self, rng: random.Random | None = None, rules=None):
        self.rng = rng or random.Random()

    def choose(self, state):
        claimable = state.claimable_mask()
        if claimable:           # a casual player never lets a prize go by
            if self.rng.random() < self.GRAB_ANY:
                return Take(self.rng.choice(state.claimable()))
            return preferred_take(state, claimable)
        values = [1.0 if state.takeable >> i & 1 else None for i in range(len(state.table))]
        options = [o for o in _SHARED.get(state.table, values, 0.0).options(state.kept, state.rolled)]
        if len(options) > 1 and self.rng.random() < self.SLIP:
            return self.rng.choice(options[1:4])[0]
        return options[0][0]
