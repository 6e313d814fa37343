"""What each way of ending a turn is worth to a player: the outcome values the
turn planner maximises for the computer levels.

Two players (either dice): the exact solution (game/solver.py), so the values are
true win probabilities and Hard plays perfectly. Classic dice use the same table
through the face shift (solver.CLASSIC_TO_OFFICIAL).

Three or more players: an estimate of the mover's win probability after the
turn, `estimate()`, from three things a strong player weighs:
- who is counting down with three prizes, and the chance the players still to
  move rob them (`reach`: the exact one-turn chance of taking any prize of a set,
  assuming each robber tries); a count that survives wins;
- otherwise, how strong each player is: by prize count (`COUNT_STRENGTH`), made
  stronger when the prizes held are hard to steal back (four of a kind, the
  triples) and weaker when they are easy (totals, straight): `HARDNESS`;
- the outcome itself is found by applying it to a copy of the real game state, so
  immediate wins and losses (a count ending) follow the engine's rules exactly.
The weights were tuned against Medium with tools/bench_ai.py.
"""
from __future__ import annotations

import math
from functools import lru_cache

from .actions import Roll, SetAside, Take
from .planner import FastPlanner
from .prizes import PrizeTable
from . import solver
from .state import ROLL

# relative strength of holding 0, 1, 2 prizes (three are handled by the countdown)
COUNT_STRENGTH = (1.0, 1.8, 3.2, 3.2)
HARDNESS = 2.0          # strength factor exp(-HARDNESS * (reach of my prizes - typical))
TYPICAL_REACH = (0.0, 0.30, 0.52, 0.66)   # mean one-turn chance to steal from a set of size 0-3


@lru_cache(maxsize=None)
def reach(table: PrizeTable, mask: int) -> float:
    """Exact chance that a player who wants any prize of `mask` takes one this turn."""
    if not mask:
        return 0.0
    values = [1.0 if mask >> i & 1 else None for i in range(len(table))]
    return FastPlanner(table, values, 0.0).value()


def two_player_values(state) -> tuple[list[float | None], float]:
    """Exact win probabilities of each outcome for the mover (two players)."""
    classic = state.rules.faces != "0-5"
    order = solver.CLASSIC_TO_OFFICIAL if classic else range(solver.PRIZES)
    key = solver.key_of(state, order)
    official, none_value = solver.load_table().outcome_values(key)
    return [official[order[i]] for i in range(solver.PRIZES)], none_value


def after(state, prize_index: int | None):
    """A copy of the state as it is once the mover's turn ends by taking prize
    `prize_index` (None: with nothing), applied through the real rules."""
    table = state.table
    trial = state.copy()
    trial.phase, trial.kept, trial.rolled = ROLL, (), ()
    if prize_index is None:
        hand = table.prizes[0].example
        trial.apply(Roll(hand))
        trial.apply(SetAside(hand))
    else:
        prize = table.prizes[prize_index]
        trial.apply(Roll(prize.example))
        trial.apply(Take(prize.id))
    return trial


def estimate(state, me: int) -> float:
    """Estimated win probability of seat `me` at the start of a turn (3+ players)."""
    if state.is_over():
        return 1.0 if state.winner == me else 0.0
    table, n = state.table, state.rules.players
    masks = [0] * n
    for i, owner in enumerate(state.owners):
        if owner is not None:
            masks[owner] |= 1 << i
    mine = 0.0
    undecided = 1.0
    counting = set()
    for holder, left in state.counts:      # oldest count first: it finishes first
        chance = reach(table, masks[holder])
        survive = (1.0 - chance) ** left
        if holder == me:
            mine += undecided * survive
        undecided *= 1.0 - survive
        counting.add(holder)
    strength = []
    for seat in range(n):
        count = bin(masks[seat]).count("1")
        if seat in counting:
            count = 2      # if the count is broken they are back to two
        hard = math.exp(-HARDNESS * (reach(table, masks[seat]) - TYPICAL_REACH[count]))
        strength.append(COUNT_STRENGTH[count] * hard)
    return mine + undecided * strength[me] / sum(strength)


def estimated_values(state) -> tuple[list[float | None], float]:
    """Per prize the mover's estimated win probability if the turn ends by taking it
    (None: not takeable now), and the estimate for ending with nothing."""
    me = state.seat
    values: list[float | None] = [None] * len(state.table)
    for i in range(len(values)):
        if state.takeable >> i & 1:
            values[i] = estimate(after(state, i), me)
    return values, estimate(after(state, None), me)


def outcome_values(state) -> tuple[list[float | None], float]:
    """The values Hard plays by: exact with two players, estimated otherwise."""
    if state.rules.players == 2:
        return two_player_values(state)
    return estimated_values(state)
