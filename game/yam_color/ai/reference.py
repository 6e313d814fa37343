"""The reference caller `random`: a uniformly random number from 0 to the count (never
too high) at a uniformly random moment of the call time (of 8 s with no limit).

Not uniform over 0-8: such calls are too high a third of the time, and every wrong
caller holding a card puts it back under the pile, so with four or more seats the
pile empties only after hundreds to thousands of rounds (4 seats: a few hundred;
6 seats: often over ten thousand). This one keeps games at their 26 cards, a
baseline for speed and for the other callers."""
from __future__ import annotations

import random

from game.yam_color.actions import Call
from game.yam_color.deck import count as count_of
from game.yam_color.players import register


@register("random")
class RandomCaller:
    kind = "random"
    reacts = False             # it does not listen to the others

    def __init__(self, rng: random.Random, rules=None):
        self.random = rng.random

    def propose(self, view) -> tuple[float, int]:
        span = view.call_time or 8.0
        time = int(self.random() * span * 100) / 100     # to the hundredth
        return time, int(self.random() * (count_of(view.dice, view.card) + 1))

    def choose(self, view) -> Call:
        time, count = self.propose(view)
        return Call(count, max(time, view.now))
