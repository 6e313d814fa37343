"""Computer callers modelled on people: `easy`, `medium`, `hard`, and `perfect`.

A person compares eight dice with eight discs colour by colour. Each level is such a
person: `easy` a newcomer, `medium` a casual player, `hard` a practised one; a call's
time includes saying the number (or, for a person at the keyboard, pressing it).
Each has three parts. Figures (`tools/bench_yam_callers.py --games 400`, call time
8 s; README, "YAM color"): easy, medium and hard at one table call after a median
4.7 / 4.1 / 3.3 s (90th percentile 6.9 / 6.7 / 5.3 s), too high 6.2 / 10.2 / 4.6%
of the time, and win 0 / 4 / 96% of the games (13 / 29 / 59% of the rounds).
Against a steady caller, always right after T seconds, each level wins half the
games at about T = 5.7 s (easy), 4.4 s (medium), 3.4 s (hard): a person who usually
calls right in 5 s beats easy and loses to hard. One level to the next is about
1.3 times quicker; over a game of 26 rounds, the quicker of two levels takes about
two thirds of the cards and so nearly every game.

1. **A time to count** that grows with how hard the comparison is. After a reaction
   time, the person takes the card's colours one by one, most discs first; a colour
   takes `per_colour` seconds plus `per_item` for each disc and die of it to look at.
   So card 1 (one colour) is counted fast and card 24 (four colours, 2 discs each)
   slowly. The whole timeline is scaled by a lognormal factor (spread `spread`):
   some rounds the eyes are quicker than others.
2. **A chance of a miscount**: each colour's matches are off by one with chance
   `slip` (up or down, within 0 and the card's discs), so a card of four colours is
   miscounted more often than a card of one.
3. **A calling strategy that uses what has been called.** At the moment it would
   call, the person weighs each number by what it knows: its count, how far it
   trusts it (`doubt`: the chance it believes it is off by one), the calls already
   made (an earlier call of the same number always comes first; an earlier right call
   above it wins first; each seat yet to call may call a right number above a low
   call), and its cards (a call above the count costs one, none if it
   holds none). It calls the number with the best chance of winning the card less the
   chance of paying one. So it calls its count; with that number already called it
   hedges one lower, or, holding no card to lose, gambles one higher. When its count
   would not be done before the call time ends, a careful person (`margin` set:
   medium and hard) calls instead, `margin` seconds before the end, the part it has
   counted: a number it is sure is not too high (the matches of the colours counted
   so far). The newcomer runs out of time instead (no call in 10% of the rounds).

`perfect` counts exactly in `delay` seconds whatever the card, and calls the same way
(with no doubt): the reference for tests. A caller sees the dice and the card only in
its view after the reveal, and the calls only once made; its own random source
(drawn once per round: timeline, miscounts) is its only other input.
"""
from __future__ import annotations

import functools
import math
import random
from dataclasses import dataclass

from game.yam_color.actions import Call
from game.yam_color.deck import CARD_DISCS, MAX_COUNT, dice_colours

NO_LIMIT_HORIZON = 60.0     # with no call time: a person always gets to the end of the count


@dataclass(frozen=True)
class Person:
    reaction: float      # seconds from the reveal before the eyes are on the card
    per_colour: float    # seconds to compare one colour of the card
    per_item: float      # seconds for each disc and die of that colour
    spread: float        # sigma of the lognormal factor on the whole timeline
    slip: float          # chance a colour's matches are miscounted by one
    doubt: float         # chance it believes its count is off by one (strategy)
    margin: float | None  # careful: calls its partial count this long before the end


LEVELS = {
    "easy": Person(reaction=1.15, per_colour=0.68, per_item=0.09, spread=0.35, slip=0.10, doubt=0.0,
                   margin=None),
    "medium": Person(reaction=0.95, per_colour=0.58, per_item=0.075, spread=0.35, slip=0.05, doubt=0.08,
                     margin=0.8),
    "hard": Person(reaction=0.75, per_colour=0.45, per_item=0.06, spread=0.35, slip=0.035, doubt=0.05,
                   margin=0.5),
}


def timeline(person: Person, dice, card: int, rng: random.Random) -> list[tuple[float, int]]:
    """(moment each colour of the card is done, matches counted so far), the last
    being the whole count; drawn once a round. Uses rng: the factor, then a draw per colour."""
    discs, shown = CARD_DISCS[card], dice_colours(dice)
    factor = math.exp(rng.gauss(0.0, person.spread))
    order = sorted((c for c in range(4) if discs[c]), key=lambda c: (-discs[c], c))
    moment, counted, steps = person.reaction, 0, []
    for c in order:
        matches = min(discs[c], shown[c])
        if rng.random() < person.slip:
            matches = min(discs[c], max(0, matches + (1 if rng.random() < 0.5 else -1)))
        counted += matches
        moment += person.per_colour + person.per_item * (discs[c] + shown[c])
        steps.append((round(moment * factor, 2), counted))
    return steps


OUTCALLED = 0.3    # chance a seat yet to call does not call a right number above a low call


def best_number(believed: int, doubt: float, sure: bool, calls, holding: bool, rivals: int = 1) -> int:
    """The call with the best chance of winning less the chance of a fine. `sure`: the
    count is a lower bound (a partial count); else believed to be off by one with
    chance `doubt`. `calls`: ((seat, count, time), ...) made already; `rivals`: seats
    yet to call, each of which may call a right number above a call below the count."""
    return _best_number(believed, doubt, sure, frozenset(c for _s, c, _t in calls), holding, rivals)


@functools.lru_cache(maxsize=4096)    # a few hundred distinct questions; asked after every call
def _best_number(believed: int, doubt: float, sure: bool, earlier: frozenset, holding: bool, rivals: int) -> int:
    if sure:
        belief = {believed: 1.0}
    else:
        belief = {believed: 1.0 - doubt}
        for t in (believed - 1, believed + 1):
            if 0 <= t <= MAX_COUNT and doubt:
                belief[t] = doubt / 2
    best, best_value = believed, None
    for k in range(MAX_COUNT + 1):
        win = sum(p * (1.0 if k == t else OUTCALLED ** rivals) for t, p in belief.items()
                  if k <= t and not any(k <= j <= t for j in earlier))
        fine = sum(p for t, p in belief.items() if t < k) if holding else 0.0
        value = (win - fine, -abs(k - believed), k)      # equal: nearest its count, then higher
        if best_value is None or value > best_value:
            best, best_value = k, value
    return best


class PersonCaller:
    """A level: its person, and the round it has drawn its timeline for."""

    reacts = True

    def __init__(self, kind: str, person: Person, rng: random.Random):
        self.kind, self.person, self.rng = kind, person, rng
        self._round, self._steps = None, []

    def _plan(self, view) -> list[tuple[float, int]]:
        if self._round != view.round:
            self._round = view.round
            self._steps = timeline(self.person, view.dice, view.card, self.rng)
        return self._steps

    def propose(self, view) -> tuple[float, int]:
        steps = self._plan(view)
        done, believed = steps[-1]
        sure = False
        limit = view.call_time
        margin = self.person.margin
        if limit is not None and margin is not None and done > limit - margin:
            done = max(0.0, round(limit - margin, 2))     # call what is counted by then
            believed = max([n for moment, n in steps if moment <= done], default=0)
            sure = True
        held = view.held[view.seat] > 0
        calls = [c for c in view.calls if c[2] <= done]
        rivals = len(view.callers) - len(calls) - 1
        return max(done, view.now), best_number(believed, self.person.doubt, sure, calls, held, rivals)

    def choose(self, view) -> Call:
        time, count = self.propose(view)
        return Call(count, time)


class PerfectCaller:
    """The exact count after a fixed delay, called as `best_number` says with no doubt."""

    kind = "perfect"
    reacts = True
    delay = 1.0

    def __init__(self, rng=None, rules=None):
        pass

    def propose(self, view) -> tuple[float, int]:
        discs, shown = CARD_DISCS[view.card], dice_colours(view.dice)
        exact = sum(min(a, b) for a, b in zip(discs, shown))
        calls = [c for c in view.calls if c[2] <= self.delay]
        rivals = len(view.callers) - len(calls) - 1
        return max(self.delay, view.now), best_number(exact, 0.0, False, calls, view.held[view.seat] > 0,
                                                      rivals)

    def choose(self, view) -> Call:
        time, count = self.propose(view)
        return Call(count, time)


def make_level(kind: str, rng: random.Random, rules=None) -> PersonCaller:
    return PersonCaller(kind, LEVELS[kind], rng)


# partials of a module-level function: the spec is pickled for --jobs
LEVEL_FACTORIES = {kind: functools.partial(make_level, kind) for kind in LEVELS}
