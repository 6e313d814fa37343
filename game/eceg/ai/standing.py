"""Win chances of every player at the start of a turn, 3 to 6 players: the leaf
value of Hard's lookahead (game/evaluation.py).

The model is a multinomial logit ("softmax") over the players: each player j gets
a score, and P(j wins) = exp(score_j) / sum_k exp(score_k). A score is a sum of a
few weights looked up from what that player's position looks like:
- not counting down (0, 1 or 2 prizes): `base[c][d]`, by prize count c and by d,
  how many turns until j plays (0: j is about to move), plus
  `hard[c] * (reach(j's prizes) - TYPICAL_REACH[c])`: prizes that are harder to
  steal than usual for that many (four of a kind, the triples) raise the score,
  plus `grow[c][d] * reach(every prize j does not hold)`, j's own chance of
  taking a prize on a turn (fitted for 3 players only, 0 elsewhere),
  and `lead[1]` (tied) or `lead[2]` (alone) for the player(s) with the most prizes;
- counting down with three: `count[left - 1][d]`, by the turns of others still to
  survive and by d, plus `survive * left * log(1 - reach(j's prizes))`, the log of
  the chance that `left` robbers in a row all miss.
`reach` is the exact one-turn chance of taking any prize of a set (evaluation.py).

The weights are fitted by maximum likelihood on the start of every turn of
thousands of simulated games (Hard against Medium, seats rotated), one set per
number of players and hold rule, by tools/fit_standing.py, which writes
assets/ai/standing.json (plain JSON: the packaged game has no numpy). So the
values are the win chances actually observed, as a function of those features;
tests check they are probabilities and behave as documented.
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

from game.core.data import shipped

WEIGHTS_PATH = shipped("ai", "standing.json")
# mean one-turn chance to steal from a set of 0-3 prizes (official dice): centres the hardness term
TYPICAL_REACH = (0.0, 0.30, 0.52, 0.66)
FLOOR = 1e-6            # log(1 - reach) for a set that cannot be missed


def config_key(players: int, hold_turns: int) -> str:
    return f"{players}/{hold_turns}"


@lru_cache(maxsize=None)
def load_weights(path: Path = WEIGHTS_PATH) -> dict:
    """{config_key: weights}; empty if the file is missing (the fitting tool's first run)."""
    if not path.exists():
        return {}
    with open(path, encoding="utf-8") as f:
        return json.load(f)["configs"]


def player_features(position: tuple, players: int, reaches: list[float], grows: list[float]):
    """Per player, what the score depends on: ("c", count, d, hardness, lead, grow) or
    ("n", turns left, d, log of surviving them all, 0, 0); `reaches[j]`: the chance
    of stealing from j, `grows[j]`: j's chance of taking a prize on a turn of theirs."""
    owners, counts, seat, _winner = position
    sizes = [0] * players
    for owner in owners:
        if owner is not None:
            sizes[owner] += 1
    left_of = {h: n for h, n in counts}
    features = []
    top = max(sizes)
    leaders = sizes.count(top)
    for j in range(players):
        d = (j - seat) % players
        if j in left_of:
            left = left_of[j]
            features.append(("n", left, d, left * math.log(max(FLOOR, 1.0 - reaches[j])), 0, 0.0))
        else:
            c = sizes[j]
            lead = 0 if c < top or c == 0 else (2 if leaders == 1 else 1)
            features.append(("c", c, d, reaches[j] - TYPICAL_REACH[c] if c else 0.0, lead, grows[j]))
    return features


def scores(weights: dict, features) -> list[float]:
    out = []
    lead = weights.get("lead", (0.0, 0.0, 0.0))
    grow = weights.get("grow")
    for kind, k, d, x, first, g in features:
        if kind == "c":
            out.append(weights["base"][k][d] + (weights["hard"][k] * x + (grow[k][d] * g if grow else 0.0)
                                                if k else 0.0) + lead[first])
        else:
            out.append(weights["count"][k - 1][d] + weights["survive"] * x)
    return out


def chances(weights: dict, features) -> list[float]:
    """Every player's win probability (they sum to 1)."""
    s = scores(weights, features)
    top = max(s)
    e = [math.exp(v - top) for v in s]
    total = sum(e)
    return [v / total for v in e]


class Scorer:
    """win_chance for one configuration and prize table, with every per-set term
    (hardness, log chance of missing) computed once: the lookahead calls it
    hundreds of times per decision. Same numbers as chances(player_features(...))."""

    def __init__(self, weights: dict, players: int, reaches):
        self.players = players
        self.turns_until = [[(j - seat) % players for j in range(players)] for seat in range(players)]
        lead = weights.get("lead", (0.0, 0.0, 0.0))
        self.lead_tied, self.lead_alone = lead[1], lead[2]
        self.count = weights["count"]
        grow = weights.get("grow") or [[0.0] * players] * 3
        full = len(reaches) - 1
        self.free, self.miss, self.size = [], [], []
        for mask, r in enumerate(reaches):
            c = min(2, bin(mask).count("1"))
            extra = weights["hard"][c] * (r - TYPICAL_REACH[c]) if c else 0.0
            g = reaches[full & ~mask] if c else 0.0
            self.free.append(tuple(b + extra + w * g for b, w in zip(weights["base"][c], grow[c])))
            self.miss.append(weights["survive"] * math.log(max(FLOOR, 1.0 - r)))
            self.size.append(bin(mask).count("1"))

    def win_chance(self, position: tuple, me: int) -> float:
        owners, counts, seat, _winner = position
        return self.chance(self.masks(owners), counts, seat, me)

    def masks(self, owners) -> list[int]:
        masks = [0] * self.players
        bit = 1
        for owner in owners:
            if owner is not None:
                masks[owner] |= bit
            bit <<= 1
        return masks

    def chance(self, masks, counts, seat: int, me: int) -> float:
        """`me`'s win chance; `masks`: each player's prizes, `counts` as in positions."""
        size = self.size
        sizes = [size[m] for m in masks]
        top = max(sizes)
        lead = self.lead_alone if sizes.count(top) == 1 else self.lead_tied
        left_of = dict(counts) if counts else None
        free, miss, count = self.free, self.miss, self.count
        scores = []
        for j, d in enumerate(self.turns_until[seat]):
            m = masks[j]
            if left_of and j in left_of:
                left = left_of[j]
                scores.append(count[left - 1][d] + left * miss[m])
            elif sizes[j] == top and top:
                scores.append(free[m][d] + lead)
            else:
                scores.append(free[m][d])
        high = max(scores)
        total = 0.0
        for v in scores:
            total += math.exp(v - high)
        return math.exp(scores[me] - high) / total

    def expect_after(self, position: tuple, outcomes, me: int, hold_turns: int) -> float:
        """Mean of `me`'s win chance once the turn of the player to move in `position`
        ends as `outcomes` says ((prize or None, probability), ...): lookahead.advance
        and win_chance in one pass, for the last turn of the lookahead."""
        owners, counts, seat, _winner = position
        masks = self.masks(owners)
        following = (seat + 1) % self.players
        total = weight = 0.0
        for prize, p in outcomes:
            weight += p
            victim, after = None, masks
            if prize is not None:
                victim, bit = owners[prize], 1 << prize
                after = masks[:]
                after[seat] |= bit
                if victim is not None:
                    after[victim] &= ~bit
            left = [(h, n - 1) for h, n in counts if h != victim]
            if prize is not None and self.size[after[seat]] == 3:
                left.append((seat, hold_turns))
            winner = next((h for h, n in left if n == 0), None)
            if winner is not None:
                total += p if winner == me else 0.0
            else:
                total += p * self.chance(after, left, following, me)
        return total / weight
