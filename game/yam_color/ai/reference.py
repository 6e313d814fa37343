"""The reference caller `random`: a uniformly random number from 0 to 8 (every call
is legal) at a uniformly random moment of the call time (of 8 s with no limit). It
never looks at the dice or the card, nor at the other calls: a baseline and a fuzzer,
like the other games' `random`, not an opponent.

Its games are long: a uniform call is too high a third of the time (the count is
5.1 on average), and each wrong caller holding a card slides it back under the pile,
while a round gives out at most one. With two seats the pile empties after about
100 rounds; with three, a few hundred; with four, about 1,500 (median); with five,
tens of thousands; with six, hundreds of thousands (README, "YAM color")."""
from __future__ import annotations

import random

from game.yam_color.actions import Call
from game.yam_color.deck import MAX_COUNT

CALLS = MAX_COUNT + 1
NO_LIMIT_SPAN = 8.0      # with no call time, its moment is drawn within the default's 8 s


class RandomCaller:
    kind = "random"
    reacts = False             # it does not listen to the others

    def __init__(self, rng: random.Random, rules=None):
        self.random = rng.random

    def propose(self, view) -> tuple[float, int]:
        span = view.call_time or NO_LIMIT_SPAN
        time = int(self.random() * span * 100) / 100     # to the hundredth
        return time, int(self.random() * CALLS)

    def choose(self, view) -> Call:
        time, count = self.propose(view)
        return Call(count, max(time, view.now))
