"""Hard's lookahead for 3 to 6 players (documented in game/eceg/ai/evaluation.py).

A light position: (owners, counts ((holder, turns left), ...), seat to move,
winner or None). `advance` is the engine's end of turn (state.py
`_end_turn_of_many`) in a form cheap enough to run hundreds of times per
decision; tests check it against the engine.
"""
from __future__ import annotations

import math
from functools import lru_cache

from game.eceg.ai import standing
from game.eceg.ai.planner import FastPlanner
from game.eceg.prizes import PrizeTable
from game.eceg.state import PRIZES_TO_WIN

# other players' turns played out before the standing model judges: two up to four
# players (with three, the whole round), one with more (each position judged costs more
# and the decision must stay within a few milliseconds)
LOOKAHEAD_TURNS = {3: 2, 4: 2, 5: 1, 6: 1}
PRUNE = 0.03            # endings of a robber's turn less likely than this are left out
# A robber facing a count of three, as a mix of the players Hard may meet (it cannot
# tell them apart): one who plays for the count's prizes (Medium, Hard), one who plays
# for any prize and robs the count only when the dice offer it (Easy, Greedy, most
# people), and one who lets the count go (Random). Fitted by hand on mixed tables
# (tools/bench_ai.py --only mixed); Medium alone (1, 0, 0) made Hard count on robbers
# that a mixed table does not have.
ROBBER_MIX = (0.4, 0.4, 0.2)
# By (players, hold turns) where the mix above cost Hard against tables of Medium alone:
# with 4 players and the next-two hold, (0.8, 0.2, 0) won 33.6%, 32.8% and 33.5% against
# three Medium (10,000 games each, seed sets 0, 10,000 and 20,000) where (0.4, 0.4, 0.2)
# won 32.2%, 33.1% and 33.1%, and Hard still leads every 4-player mixed table with it.
ROBBER_MIXES = {(4, 2): (0.8, 0.2, 0.0)}
CACHE = 20_000          # positions remembered (estimates, robbers' turns)
# the hand-tuned estimate: strength of holding 0, 1, 2 prizes (three are counted down)
COUNT_STRENGTH = (1.0, 1.8, 3.2, 3.2)
HARDNESS = 2.0          # strength factor exp(-HARDNESS * (reach of my prizes - typical))


@lru_cache(maxsize=4096)   # keys: a dice set and one of 512 prize masks
def reach(table: PrizeTable, mask: int) -> float:
    """Exact chance that a player who wants any prize of `mask` takes one this turn."""
    if not mask:
        return 0.0
    values = [1.0 if mask >> i & 1 else None for i in range(len(table))]
    return FastPlanner(table, values, 0.0).value()


@lru_cache(maxsize=4096)   # keys: a dice set and one of 512 prize masks
def reach_list(table: PrizeTable) -> tuple[float, ...]:
    return tuple(reach(table, m) for m in range(1 << len(table)))


@lru_cache(maxsize=4096)   # keys: a dice set and one of 512 prize masks
def endings(table: PrizeTable, mask: int):
    """How a turn played for any prize of `mask` ends: ({claimable mask: p}, p of nothing)."""
    values = [1.0 if mask >> i & 1 else None for i in range(len(table))]
    return FastPlanner(table, values, 0.0).endings()


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




def _mix(parts) -> tuple:
    total: dict = {}
    for w, outcomes in parts:
        if w:
            for i, p in outcomes:
                total[i] = total.get(i, 0.0) + w * p
    return tuple((i, p) for i, p in total.items() if p >= PRUNE)


def _ending_by_choice(table, wanted: int, order: tuple) -> tuple:
    """How a turn played for any prize of `wanted` ends, the prize taken being the
    first of `order` among those claimable: ((prize or None, p), ...), endings rarer
    than PRUNE left out."""
    found = _choices.get((table.dice.name, wanted, order))
    if found is None:
        claims, nothing = endings(table, wanted)
        bits = [(1 << i, i) for i in order]
        seen: dict = {None: nothing}
        for mask, p in claims.items():
            for bit, i in bits:
                if mask & bit:
                    seen[i] = seen.get(i, 0.0) + p
                    break
        found = tuple((i, p) for i, p in seen.items() if p >= PRUNE)
        if len(_choices) > CACHE:
            _choices.clear()
        _choices[(table.dice.name, wanted, order)] = found
    return found


_robber_memo: dict = {}
_choices: dict = {}     # (dice, wanted mask, preference order) -> endings by prize


def robber_mix(players: int, hold_turns: int) -> tuple[float, float, float]:
    """The shares (plays for the count, for any prize, lets it go) of a robber facing a count."""
    return ROBBER_MIXES.get((players, hold_turns), ROBBER_MIX)


def robber_outcomes(table: PrizeTable, position: tuple, players: int, hold_turns: int) -> tuple:
    """How the turn of the player to move ends, modelled as a robber: playing for the
    prizes of a player counting down (else for any prize), taking a count's prize
    first, then the leader's. ((prize or None, probability), ...), exact but for
    the endings rarer than PRUNE."""
    key = (table.dice.name, position[:3], players, hold_turns)
    found = _robber_memo.get(key)
    if found is not None:
        return found
    owners, counts, seat, _ = position
    threat = next((h for h, _n in counts if h != seat), None)
    held = {}
    for owner in owners:
        held[owner] = held.get(owner, 0) + 1
    takeable = [i for i, o in enumerate(owners) if o != seat]
    useful = sum(1 << i for i in takeable if owners[i] == threat) if threat is not None else 0
    # medium_choice's preference order, sorted once
    order = tuple(sorted(takeable, key=lambda i: (owners[i] is not None and owners[i] == threat,
                                                  -1 if owners[i] is None else held[owners[i]], -i),
                         reverse=True))
    everything = sum(1 << i for i in takeable)
    if useful:
        focus, other, let_go = robber_mix(players, hold_turns)
        found = _mix(((focus, _ending_by_choice(table, useful, order)),
                      (other, _ending_by_choice(table, everything, order)),
                      (let_go, ((None, 1.0),))))
    else:
        found = _ending_by_choice(table, everything, order)
    if len(_robber_memo) > CACHE:
        _robber_memo.clear()
    _robber_memo[key] = found
    return found


_estimate_memo: dict = {}


def estimate(table: PrizeTable, position: tuple, me: int, players: int, hold_turns: int = 2) -> float:
    """Win probability of seat `me` at the start of a turn: standing.py's model."""
    winner = position[3]
    if winner is not None:
        return 1.0 if winner == me else 0.0
    key = (table.dice.name, position, me, players, hold_turns)
    found = _estimate_memo.get(key)
    if found is not None:
        return found
    scorer = scorer_for(table, players, hold_turns)
    if scorer is None:
        found = heuristic_estimate(table, position, me, players)
    else:
        found = scorer.win_chance(position, me)
    if len(_estimate_memo) > CACHE:
        _estimate_memo.clear()
    _estimate_memo[key] = found
    return found


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
            -HARDNESS * (reach(table, masks[seat]) - standing.TYPICAL_REACH[count]))
        total += strength
        if seat == me:
            my_strength = strength
    return mine + undecided * my_strength / total


@lru_cache(maxsize=64)     # keys: a dice set, a player count and a hold rule
def scorer_for(table: PrizeTable, players: int, hold_turns: int) -> standing.Scorer | None:
    weights = standing.load_weights().get(standing.config_key(players, hold_turns))
    return standing.Scorer(weights, players, reach_list(table)) if weights else None


def foresee(table, position: tuple, me: int, players: int, hold_turns: int,
            turns: int | None = None) -> float:
    """estimate() after up to `turns` turns of the others (stopping at `me`'s turn or
    a win), each played out over its exact robber endings."""
    if turns is None:
        turns = LOOKAHEAD_TURNS[players]
    if turns == 0 or position[3] is not None or position[2] == me:
        return estimate(table, position, me, players, hold_turns)
    outcomes = robber_outcomes(table, position, players, hold_turns)
    scorer = scorer_for(table, players, hold_turns)
    if turns == 1 and scorer is not None:    # the last turn looked at, in one pass
        return scorer.expect_after(position, outcomes, me, hold_turns)
    total = weight = 0.0
    for prize, p in outcomes:
        total += p * foresee(table, advance(position, prize, players, hold_turns), me, players,
                             hold_turns, turns - 1)
        weight += p
    return total / weight


@lru_cache(maxsize=8)      # one per dice set
def warm(table: PrizeTable) -> None:
    """Compute once what the lookahead looks up (~0.3 s): every set's steal chance,
    and the turn endings of every set a robber may want. Called when a Hard player
    for 3+ players is created, so no decision pays for it."""
    for players in range(3, 7):
        for hold_turns in sorted({2, players - 1}):
            scorer_for(table, players, hold_turns)
    full = (1 << len(table)) - 1
    for mask in range(full + 1):
        if bin(mask).count("1") <= PRIZES_TO_WIN:
            endings(table, mask)
            endings(table, full & ~mask)


def estimated_values(state) -> tuple[list[float | None], float]:
    """Per prize the mover's estimated win probability if the turn ends by taking it
    (None: not takeable now), and the estimate for ending with nothing."""
    me, players, hold = state.seat, state.rules.players, state.rules.hold_turns
    table = state.table
    position = position_of(state)
    # positions seen in an earlier turn rarely come back: forgetting them keeps the
    # number of live objects (and so the garbage collector's pauses) small
    _estimate_memo.clear()
    _robber_memo.clear()

    def judge(prize):
        return foresee(table, advance(position, prize, players, hold), me, players, hold)

    values: list[float | None] = [None] * len(table)
    for i in range(len(values)):
        if state.takeable >> i & 1:
            values[i] = judge(i)
    return values, judge(None)
