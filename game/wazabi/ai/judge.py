"""A position's value for a seat where a play-out stops (`hard`, halving.py): the chance
that the seat (its side) wins from there, by a logistic model fitted on `greedy`
self-play (tools/fit_wazabi_judge.py writes the weights with their provenance: games,
seeds, date, and the log-loss against flat.score's hand-set curve on games left out
of the fit). One model per number of players (2 to 6).

The features are the seat's, relative to the table (never a seat number): its dice
and the nearest opponent's (one-hot: one die from the end is worth far more than a
die at four), the cards in its hand and in the nearest opponent's, how many turns
until its own next roll, and skip_turn cards lying before it or before the nearest
opponent (`features`); and, for the seat and its nearest opponent, how many of each
card they hold (`card_features`: a drop_one in hand is worth more than a draw_three).

`load()`, `hard`'s judge since 2026-11-28, uses both (assets/ai/wazabi_judge_cards.json,
`tools/fit_wazabi_judge.py --cards`): on the same seeds `hard` won 41.8% of 1,000
four-player games against three `greedy` with it and 36.9% without, and 71.3% against
68.8% of 2,000 two-player games (README, Wazabi's computer levels). `plain()` is the
judge without the card counts (assets/ai/wazabi_judge.json), `hard`'s until then,
kept for the benchmarks' variants.
"""
from __future__ import annotations

import json
import math

from game.core.data import shipped
from game.wazabi.cards import CARD_IDS

# under assets/, found from __file__ as every shipped file is (the packaged build bundles assets/)
WEIGHTS_PATH = shipped("ai", "wazabi_judge.json")
CARDS_WEIGHTS_PATH = shipped("ai", "wazabi_judge_cards.json")
DICE_CAP = 7          # dice counted 1..7 (more is 7)
CARDS_CAP = 10


def feature_names(players: int) -> list[str]:
    return (["bias"] + [f"mine_{d}" for d in range(2, DICE_CAP + 1)]
            + [f"nearest_{d}" for d in range(2, DICE_CAP + 1)]
            + ["my_cards", "nearest_cards", "others_cards"]
            + [f"turns_to_me_{k}" for k in range(1, players)]
            + ["my_skips", "nearest_skips"])


def features(state, seat: int) -> list[float]:
    """The seat's features in a position not yet won (see the module's text)."""
    rules = state.rules
    n = rules.players
    side = rules.side_of(seat)
    dice, hands, skips, finished = state.dice, state.hands, state.skips, state.finished
    mine_seat = min(side, key=lambda s: dice[s] if not finished[s] else 99)
    mine = min(dice[mine_seat], DICE_CAP)
    opponents = [s for s in range(n) if s not in side and not finished[s]]
    nearest_seat = nearest_opponent(state, seat)
    nearest = min(dice[nearest_seat], DICE_CAP)
    row = [1.0]
    row += [1.0 if mine == d else 0.0 for d in range(2, DICE_CAP + 1)]
    row += [1.0 if nearest == d else 0.0 for d in range(2, DICE_CAP + 1)]
    others = [len(hands[s]) for s in opponents if s != nearest_seat]
    row += [min(len(hands[seat]), CARDS_CAP), min(len(hands[nearest_seat]), CARDS_CAP),
            min(sum(others) / len(others), CARDS_CAP) if others else 0.0]
    # turns before the seat rolls again, in the order of play now (0: it is on turn)
    to_me = 0
    player = state.player
    if player != seat:
        s = player
        while s != seat and to_me < n:
            s = (s + state.direction) % n
            if not finished[s]:
                to_me += 1
    row += [1.0 if to_me == k else 0.0 for k in range(1, n)]
    row += [min(skips[seat], 2), min(skips[nearest_seat], 2)]
    return row


def nearest_opponent(state, seat: int) -> int:
    """The opponent nearest to winning: fewest dice, then most cards, then soonest after."""
    n, side, dice, hands = state.rules.players, state.rules.side_of(seat), state.dice, state.hands
    opponents = [s for s in range(n) if s not in side and not state.finished[s]]
    return min(opponents, key=lambda s: (dice[s], -len(hands[s]), ((s - seat) * state.direction) % n))


def card_feature_names(players: int) -> list[str]:
    return feature_names(players) + [f"my_{c}" for c in CARD_IDS] + [f"nearest_{c}" for c in CARD_IDS]


def card_features(state, seat: int) -> list[float]:
    """features() and each card's count in the seat's hand and the nearest opponent's."""
    hands = state.hands
    mine, theirs = hands[seat], hands[nearest_opponent(state, seat)]
    return features(state, seat) + [float(mine.count(c)) for c in CARD_IDS] + [float(theirs.count(c)) for c in CARD_IDS]


class Judge:
    def __init__(self, weights: dict[int, list[float]], features=features):
        self.weights = weights
        self.features = features

    def __call__(self, state, seat: int) -> float:
        rules = state.rules
        side = rules.side_of(seat)
        result = state.result()
        if result is not None:
            return 1.0 if any(s in result.winners for s in side) else 0.0
        if not any(not state.finished[s] for s in range(rules.players) if s not in side):
            return 1.0
        w = self.weights[rules.players]
        z = sum(a * b for a, b in zip(w, self.features(state, seat)))
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def load() -> Judge:
    """`hard`'s judge: the features and each card's count in the two nearest hands."""
    data = json.loads(CARDS_WEIGHTS_PATH.read_text(encoding="utf-8"))
    return Judge({int(n): w for n, w in data["weights"].items()}, card_features)


def plain() -> Judge:
    """The judge without the card counts (`hard`'s until 2026-11-28; a benchmark variant)."""
    data = json.loads(WEIGHTS_PATH.read_text(encoding="utf-8"))
    return Judge({int(n): w for n, w in data["weights"].items()})
