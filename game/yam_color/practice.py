"""YAM color's practice: throws with no opponent, to learn to count fast.

Each throw is eight dice and a card drawn from the injected random source (the card
uniformly from the deck, so every card comes up). The person's answers (number
called, seconds from the reveal) are compared with the computer levels of
game/yam_color/ai/people.py: for a throw, a level's typical time is its timeline
for those dice and that card with its middle speed and no miscount. The level that
matches is the one whose typical times the person's right answers are nearest to
(the median of their ratios, on a log scale); the person's wrong answers are said
beside it, not folded in (a level miscounts only a few times in a hundred)."""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from game.yam_color.ai.people import LEVELS, timeline
from game.yam_color.deck import CARD_IDS, count, throw

ENOUGH = 3          # right answers before a match is said
BEYOND = 0.15       # quicker than the quickest level by this share (or slower than the slowest): beyond them


# LEVELS from the slowest to the quickest (each is quicker at every step of a count)
LEVELS_BY_SPEED = ("easy", "medium", "hard")


class _Typical:
    """A random source that draws the middle of every spread (the reaction time's
    normal part at its mean, its exponential part at its median), no miscount (for a
    level's typical timeline)."""

    @staticmethod
    def gauss(mu: float, sigma: float) -> float:
        return mu

    @staticmethod
    def expovariate(rate: float) -> float:
        return math.log(2) / rate        # the exponential's median

    @staticmethod
    def random() -> float:
        return 1.0


def typical_time(level: str, dice, card: int) -> float:
    """Seconds the level typically takes to count these dice against this card."""
    return timeline(LEVELS[level], tuple(dice), card, _Typical())[-1][0]


@dataclass(frozen=True)
class Answer:
    dice: tuple
    card: int
    called: int
    time: float

    @property
    def right(self) -> bool:
        return self.called == count(self.dice, self.card)


class Practice:
    def __init__(self, rng):
        self.rng = rng
        self.answers: list[Answer] = []

    def throw(self) -> tuple[tuple[str, ...], int]:
        """The next throw: eight dice at rest and a card."""
        return throw(self.rng), self.rng.choice(CARD_IDS)

    def answer(self, dice, card: int, called: int, time: float) -> Answer:
        answer = Answer(tuple(dice), card, called, time)
        self.answers.append(answer)
        return answer

    @property
    def right(self) -> int:
        return sum(a.right for a in self.answers)

    def median_time(self) -> float | None:
        return statistics.median(a.time for a in self.answers) if self.answers else None

    def ratios(self, level: str) -> list[float]:
        return [a.time / typical_time(level, a.dice, a.card) for a in self.answers if a.right]

    def wrong(self) -> int:
        return len(self.answers) - self.right

    def level_wrong(self, level: str) -> tuple[float, float]:
        """How many of these throws `level` would count wrong: the mean and the standard
        deviation of that number (a sum of independent chances, each its chance of a
        miscount at that throw's count, game/yam_color/ai/people.py)."""
        chances = [LEVELS[level].miscount(count(a.dice, a.card)) for a in self.answers]
        return sum(chances), math.sqrt(sum(p * (1 - p) for p in chances))

    def more_often_wrong(self, level: str) -> bool:
        """The person calls wrong clearly more often than `level` would on the same throws
        (more than its mean plus two standard deviations, and one more for a short practice):
        then the match is in pace only, and a table at that level would beat them on right
        counts (its speed matched, every wrong call of theirs is a card lost or a fine)."""
        mean, spread = self.level_wrong(level)
        return self.wrong() > mean + 2 * spread + 1

    def match(self) -> str | None:
        """The level the person's right answers match: a level's name, "faster" or
        "slower" (beyond the quickest or the slowest level), or None until there are
        ENOUGH right answers."""
        if self.right < ENOUGH:
            return None
        median = {level: statistics.median(self.ratios(level)) for level in LEVELS}
        slowest, quickest = LEVELS_BY_SPEED[0], LEVELS_BY_SPEED[-1]
        if median[quickest] < 1 - BEYOND:
            return "faster"
        if median[slowest] > 1 + BEYOND:
            return "slower"
        return min(median, key=lambda level: abs(math.log(median[level])))
