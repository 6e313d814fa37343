"""What each way of ending a turn is worth to a player: the outcome values the
turn planner maximises for the computer levels.

Two players (either dice): the exact solution (game/solver.py), so the values are
true win probabilities and Hard plays perfectly. Classic dice use the same table
through the face shift (solver.CLASSIC_TO_OFFICIAL).

Three or more players: the mover's estimated win probability after the turn,
`estimated_values()`, in three steps:
1. The outcome (take prize i, or nothing) is applied to a light copy of the
   position by `advance()`, the engine's end of turn (a test checks it against
   the engine), so immediate wins and cancelled counts follow the rules exactly.
2. `foresee()` plays the next player's turn exactly as a robber would: the
   exact distribution of how their turn ends (FastPlanner.endings) when they
   play for the prizes of a player counting down with three (else for any
   prize), and which prize they then take (a count first, then the leader).
   Each ending is weighted by its exact probability.
3. `estimate()` values every resulting position by game/standing.py: each
   player's win chance as a softmax of scores fitted by maximum likelihood on
   simulated games. A score depends on the player's prize count, how soon they
   play, how hard their prizes are to steal (`reach`: the exact one-turn chance
   of taking any prize of a set), whether they lead, and for a player counting
   down the turns left and the log chance that every robber misses. Values are
   probabilities in [0, 1] that sum to 1 over the players.
Without fitted weights for a configuration, `heuristic_estimate()` (the first,
hand-tuned estimate) is used.
"""
from __future__ import annotations

import math
from functools import lru_cache

from .actions import Roll, SetAside, Take
from .planner import FastPlanner
from .prizes import PrizeTable
from . import solver, standing
from .state import PRIZES_TO_WIN, ROLL

# relative strength of holding 0, 1, 2 prizes (three are handled by the countdown)
COUNT_STRENGTH = (1.0, 1.8, 3.2, 3.2)
HARDNESS = 2.0          # strength factor exp(-HARDNESS * (reach of my prizes - typical))
LOOKAHEAD = True        # value outcomes after the next player's (modelled) turn
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
    `prize_index` (None: with nothing), applied through the real rules (slow:
    tests and tools use it to check `advance`)."""
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


# A light position for 3+ players: (owners, counts ((holder, turns left), ...),
# seat to move, winner or None). `advance` is the engine's end of turn
# (state.py `_end_turn_of_many`), kept here in a form cheap enough to run a
# hundred times per decision; tests check it against the engine.
def position_of(state) -> tuple:
    return tuple(state.owners), tuple((h, n) for h, n in state.counts), state.seat, state.winner


def advance(position: tuple, prize: int | None, players: int, hold_turns: int) -> tuple:
    owners, counts, seat, _winner = position
    victim = None
    if prize is not None:
        victim = owners[prize]
        owners = owners[:prize] + (seat,) + owners[prize + 1:]
    new_counts = [(h, n - 1) for h, n in counts if h != victim]
    if prize is not None and owners.count(seat) == PRIZES_TO_WIN:
        new_counts.append((seat, hold_turns))
    winner = next((h for h, n in new_counts if n == 0), None)
    return owners, tuple(new_counts), (seat + 1) % players, winner


def estimate(table: PrizeTable, position: tuple, me: int, players: int, hold_turns: int = 2) -> float:
    """Estimated win probability of seat `me` at the start of a turn (3+ players)."""
    if position[3] is not None:
        return 1.0 if position[3] == me else 0.0
    weights = standing.load_weights().get(standing.config_key(players, hold_turns))
    if weights is not None:
        masks = [0] * players
        for i, owner in enumerate(position[0]):
            if owner is not None:
                masks[owner] |= 1 << i
        features = standing.player_features(position, players, [reach(table, m) for m in masks])
        return standing.chances(weights, features)[me]
    return heuristic_estimate(table, position, me, players)


def heuristic_estimate(table: PrizeTable, position: tuple, me: int, players: int) -> float:
    """The first, hand-tuned estimate, kept as the baseline tools/fit_standing.py
    compares with: counts of three survive with chance (1 - reach) ** turns left
    (a surviving count wins); otherwise a share by prize count (`COUNT_STRENGTH`)
    and by how hard the prizes are to steal (`HARDNESS`)."""
    owners, counts, _seat, winner = position
    if winner is not None:
        return 1.0 if winner == me else 0.0
    masks = [0] * players
    for i, owner in enumerate(owners):
        if owner is not None:
            masks[owner] |= 1 << i
    mine = 0.0
    undecided = 1.0
    counting = set()
    for holder, left in counts:            # oldest count first: it finishes first
        survive = (1.0 - reach(table, masks[holder])) ** left
        if holder == me:
            mine += undecided * survive
        undecided *= 1.0 - survive
        counting.add(holder)
    total = 0.0
    for seat in range(players):
        count = 2 if seat in counting else bin(masks[seat]).count("1")  # robbed: back to two
        strength = COUNT_STRENGTH[count] * math.exp(
            -HARDNESS * (reach(table, masks[seat]) - TYPICAL_REACH[count]))
        total += strength
        if seat == me:
            my_strength = strength
    return mine + undecided * my_strength / total


def medium_choice(position: tuple, claimable: int) -> int:
    """The prize a Medium player takes among `claimable` (players/ai.py preferred_take)."""
    owners, counts, seat, _ = position
    threat = next((h for h, _n in counts if h != seat), None)
    best, best_key = None, None
    for i, owner in enumerate(owners):
        if claimable >> i & 1:
            key = (owner is not None and owner == threat, -1 if owner is None else owners.count(owner))
            if best_key is None or key > best_key:
                best, best_key = i, key
    return best


@lru_cache(maxsize=None)
def _endings(table: PrizeTable, mask: int):
    values = [1.0 if mask >> i & 1 else None for i in range(len(table))]
    return FastPlanner(table, values, 0.0).endings()


def foresee(table, position: tuple, me: int, players: int, hold_turns: int) -> float:
    """estimate() after the next player's turn, that player modelled as Medium (the
    chance-maximiser that robs a player counting down first)."""
    owners, counts, seat, winner = position
    if winner is not None or seat == me:
        return estimate(table, position, me, players, hold_turns)
    takeable = sum(1 << i for i, o in enumerate(owners) if o != seat)
    threat = next((h for h, _n in counts if h != seat), None)
    useful = sum(1 << i for i, o in enumerate(owners) if o == threat and threat is not None) & takeable
    claims, nothing = _endings(table, useful or takeable)
    total = nothing * estimate(table, advance(position, None, players, hold_turns), me, players, hold_turns)
    seen: dict[int, float] = {}
    for mask, p in claims.items():
        i = medium_choice(position, mask)
        seen[i] = seen.get(i, 0.0) + p
    for i, p in seen.items():
        total += p * estimate(table, advance(position, i, players, hold_turns), me, players, hold_turns)
    return total


@lru_cache(maxsize=None)
def warm(table: PrizeTable) -> None:
    """Compute once what the multi-player estimate looks up (~0.3 s): every set's
    steal chance, and the turn endings of every set a player may want. Called when
    a Hard player for 3+ players is created, so no decision pays for it."""
    standing.load_weights()
    full = (1 << len(table)) - 1
    for mask in range(full + 1):
        reach(table, mask)
        if bin(mask).count("1") <= PRIZES_TO_WIN:
            _endings(table, mask)
            _endings(table, full & ~mask)


def estimated_values(state) -> tuple[list[float | None], float]:
    """Per prize the mover's estimated win probability if the turn ends by taking it
    (None: not takeable now), and the estimate for ending with nothing."""
    me, players, hold = state.seat, state.rules.players, state.rules.hold_turns
    table = state.table
    position = position_of(state)

    def judge(prize):
        nxt = advance(position, prize, players, hold)
        if LOOKAHEAD:
            return foresee(table, nxt, me, players, hold)
        return estimate(table, nxt, me, players, hold)

    values: list[float | None] = [None] * len(table)
    for i in range(len(values)):
        if state.takeable >> i & 1:
            values[i] = judge(i)
    return values, judge(None)


def outcome_values(state) -> tuple[list[float | None], float]:
    """The values Hard plays by: exact with two players, estimated otherwise."""
    if state.rules.players == 2:
        return two_player_values(state)
    return estimated_values(state)

