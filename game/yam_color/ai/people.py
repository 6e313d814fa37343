"""Computer callers modelled on people: `easy`, `medium`, `hard`, `yours`, and `perfect`.

A person compares eight dice with eight discs colour by colour. Each level is such a
person: `easy` a newcomer, `medium` a casual player, `hard` a practised one, and
`yours` a person measured (game/yam_color/speed.py fits a `Person` to someone's calls);
a call's time includes saying the number (or, for a person at the keyboard, pressing
it). Each has three parts, with the source of every figure:

1. **A time to count.** A call's time is a reaction time R, drawn as an *ex-Gaussian*
   (a normal of mean `mu` and spread `sigma` plus an exponential of mean `tau`: the
   shape reaction-time studies fit, proposed by Hohle 1965 and estimated by the method
   of moments as in Heathcote 1996), plus `per_colour` for each colour of the card
   looked for among the dice, plus the time to enumerate the matches found so far,
   which follows the *subitizing limit* (Trick & Pylyshyn 1994, Psychol. Rev.
   101(1):80-102: up to about four items are enumerated fast, 40-100 ms an item, and
   beyond that counting is slow, 250-350 ms an item, and error-prone): `subitize`
   seconds for each of the first SUBITIZING_LIMIT matches, `per_item` for each one
   after. The colours are taken most discs first, so the count builds up colour by
   colour (a careful person can call the part counted so far). Figures: the per-item
   costs of the levels lie inside Trick & Pylyshyn's ranges (easy 0.10 / 0.35 s,
   medium 0.07 / 0.30 s, hard 0.05 / 0.25 s); the ex-Gaussian's mu, sigma, tau (which
   include recognising the card and saying or pressing the number) and `per_colour`
   are *assumed*, chosen so that the levels' median calls are about 1.2 times apart
   (README, "YAM color", the table of the levels).
2. **A miscount that grows with the count.** The whole count is off by one with chance
   `slip` while it is within the subitizing range, plus `slip_per_item` for each match
   beyond it (Trick & Pylyshyn 1994: subitizing is accurate, counting error-prone; the
   rates themselves are *assumed*); one too high with chance `up` (assumed 1/2), kept
   within 0 and 8.
3. **A calling strategy that uses what has been called.** At the moment it would
   call, the person weighs each number by what it knows: its count, how far it
   trusts it (`doubt`: its own chance of a miscount at that count), the calls already
   made (an earlier call of the same number always comes first; an earlier right call
   above it wins first; each seat yet to call may call a right number above a low
   call), and its cards (a call above the count costs one, none if it holds none). It
   calls the number with the best chance of winning the card less the chance of paying
   one. So it calls its count; with that number already called it hedges one lower,
   or, holding no card to lose, gambles one higher. When its count would not be done
   before the call time ends, a careful person (`margin` set: medium, hard and yours,
   assumed) calls instead, `margin` seconds before the end, the part it has counted: a
   number it is sure is not too high. The newcomer runs out of time instead.

`perfect` counts exactly in `delay` seconds whatever the card, and calls the same way
(with no doubt): the reference for tests and `simulate`, never offered in the menus. A
caller sees the dice and the card only in its view after the reveal, and the calls
only once made; its own random source (four draws a round: the normal, the
exponential, whether it miscounts, which way) is its only other input.
"""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass

from game.yam_color.actions import Call
from game.yam_color.deck import CARD_DISCS, MAX_COUNT, dice_colours

SUBITIZING_LIMIT = 4        # Trick & Pylyshyn 1994: "about four" items are subitized
LONGEST_SLIP = 0.5          # a miscount is never more likely than not


@dataclass(frozen=True)
class Person:
    mu: float            # ex-Gaussian reaction time: the normal part's mean (s)
    sigma: float         #   its spread (s)
    tau: float           #   the exponential part's mean (s): the slow tail
    per_colour: float    # seconds to find one colour of the card among the dice
    subitize: float      # seconds for each match up to SUBITIZING_LIMIT
    per_item: float      # seconds for each match beyond it
    slip: float          # chance the count is off by one within the subitizing range
    slip_per_item: float  # added chance for each match beyond it
    margin: float | None  # careful: calls its partial count this long before the end
    up: float = 0.5      # a miscount's chance of being one too high

    def enumerate_time(self, matches: int) -> float:
        """Seconds to enumerate `matches` items: subitized up to the limit, counted after."""
        within = min(matches, SUBITIZING_LIMIT)
        return self.subitize * within + self.per_item * (matches - within)

    def miscount(self, matches: int) -> float:
        """The chance a count of `matches` comes out off by one."""
        return min(LONGEST_SLIP, self.slip + self.slip_per_item * max(0, matches - SUBITIZING_LIMIT))

    def typical_time(self, matches: int, colours: int) -> float:
        """The median time of a count of `matches` on a card of `colours` colours (the
        ex-Gaussian's median taken as mu + tau ln 2, close when sigma is small)."""
        return self.mu + self.tau * 0.6931 + self.per_colour * colours + self.enumerate_time(matches)


LEVELS = {
    "easy": Person(mu=1.10, sigma=0.35, tau=1.10, per_colour=0.55, subitize=0.10, per_item=0.35,
                   slip=0.05, slip_per_item=0.035, margin=None),
    "medium": Person(mu=1.00, sigma=0.30, tau=0.85, per_colour=0.50, subitize=0.07, per_item=0.30,
                     slip=0.03, slip_per_item=0.02, margin=0.8),
    "hard": Person(mu=0.90, sigma=0.25, tau=0.60, per_colour=0.42, subitize=0.05, per_item=0.25,
                   slip=0.015, slip_per_item=0.012, margin=0.5),
}
# The person `yours` is when nothing is measured yet (too few calls): medium's.
DEFAULT_PERSON = LEVELS["medium"]


def reaction(person: Person, rng) -> float:
    """An ex-Gaussian draw (two draws of rng: the normal, then the exponential)."""
    normal = rng.gauss(person.mu, person.sigma)
    return max(0.05, normal + (rng.expovariate(1.0 / person.tau) if person.tau > 0 else 0.0))


def timeline(person: Person, dice, card: int, rng) -> list[tuple[float, int]]:
    """(moment each colour of the card is done, matches counted so far), the last
    being the whole count (with its miscount, if any); drawn once a round. Uses rng
    four times: the reaction's normal and exponential, whether it miscounts, which way."""
    discs, shown = CARD_DISCS[card], dice_colours(dice)
    start = reaction(person, rng)
    slipped, upward = rng.random(), rng.random()
    order = sorted((c for c in range(4) if discs[c]), key=lambda c: (-discs[c], c))
    counted, steps = 0, []
    for k, c in enumerate(order, 1):
        counted += min(discs[c], shown[c])
        steps.append([round(start + person.per_colour * k + person.enumerate_time(counted), 2), counted])
    if slipped < person.miscount(counted):
        off = 1 if (upward < person.up or counted == 0) and counted < MAX_COUNT else -1
        steps[-1][1] = counted + off
    return [tuple(step) for step in steps]


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
        doubt = 0.0 if sure else self.person.miscount(believed)
        return max(done, view.now), best_number(believed, doubt, sure, calls, held, rivals)

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
