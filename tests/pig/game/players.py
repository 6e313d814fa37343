"""Pig's computer players by kind: `random` (a baseline and a fuzzer) and `easy`
(holds once the turn total reaches 20, or as soon as holding wins)."""
from __future__ import annotations

import random

from game.core.players import PlayerKinds
from tests.pig.game.state import GAME_ID, HOLD_ACTION, ROLL_ACTION

PLAYERS = PlayerKinds(GAME_ID)
PEOPLE_KINDS = ("easy",)
HOLD_AT = 20        # the classic "hold at 20" strategy


class RandomPlayer:
    kind = "random"

    def __init__(self, rng: random.Random, rules=None):
        self.rng = rng

    def choose(self, view):
        return self.rng.choice(view.legal_actions(view.seat))


class HoldAtPlayer:
    """Rolls until the turn total reaches `hold_at` or would win, then holds."""

    kind = "easy"

    def __init__(self, rng: random.Random | None = None, rules=None, hold_at: int = HOLD_AT):
        self.hold_at = hold_at

    def choose(self, view):
        total = view.turn_total
        if total and (total >= self.hold_at or view.scores[view.seat] + total >= view.rules.target):
            return HOLD_ACTION
        return ROLL_ACTION


# in the order menus show them
PLAYERS.register("random")(RandomPlayer)
PLAYERS.register("easy")(HoldAtPlayer)
