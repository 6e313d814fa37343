"""Win chances of every player at the start of a turn, 3 to 6 players: the leaf
value of Hard's lookahead (game/evaluation.py).

The model is a multinomial logit ("softmax") over the players: each player j gets
a score, and P(j wins) = exp(score_j) / sum_k exp(score_k). A score is a sum of a
few weights looked up from what that player's position looks like:
- not counting down (0, 1 or 2 prizes): `base[c][d]`, by prize count c and by d,
  how many turns until j plays (0: j is about to move), plus
  `hard[c] * (reach(j's prizes) - TYPICAL_REACH[c])`: prizes that are harder to
  steal than usual for that many (four of a kind, the triples) raise the score;
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

WEIGHTS_PATH = Path(__file__).resolve().parent.parent / "assets" / "ai" / "standing.json"
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


def player_features(position: tuple, players: int, reaches: list[float]):
    """Per player, what the score depends on: ("c", count, d, hardness) or
    ("n", turns left, d, log of surviving them all)."""
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
            features.append(("n", left, d, left * math.log(max(FLOOR, 1.0 - reaches[j])), 0))
        else:
            c = sizes[j]
            lead = 0 if c < top or c == 0 else (2 if leaders == 1 else 1)
            features.append(("c", c, d, reaches[j] - TYPICAL_REACH[c] if c else 0.0, lead))
    return features


def scores(weights: dict, features) -> list[float]:
    out = []
    lead = weights.get("lead", (0.0, 0.0, 0.0))
    for kind, k, d, x, first in features:
        if kind == "c":
            out.append(weights["base"][k][d] + (weights["hard"][k] * x if k else 0.0) + lead[first])
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
