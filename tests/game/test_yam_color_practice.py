"""YAM color's practice: throws from the injected random source, answers checked
against the count, and the computer level whose typical times a person's right
answers are nearest to (yam-color's levels, game/yam_color/ai/people.py)."""
from __future__ import annotations

import math
import random

import pytest

from game.yam_color.ai.people import LEVELS
from game.yam_color.deck import CARD_DISCS, CARD_IDS, count, dice_colours
from game.yam_color.practice import LEVELS_BY_SPEED, Practice, typical_time


def by_hand(level: str, dice, card: int) -> float:
    """The level's time with no spread and no slip, written out from its parameters:
    the reaction's normal part at its mean and exponential part at its median (tau ln 2),
    a look per colour of the card, then the matches: the first four subitized, the
    others counted (Trick & Pylyshyn's two slopes)."""
    person, discs, shown = LEVELS[level], CARD_DISCS[card], dice_colours(dice)
    colours = sum(1 for d in discs if d)
    matches = count(dice, card)
    small, large = min(matches, 4), max(0, matches - 4)
    return round(person.mu + person.tau * math.log(2) + person.per_colour * colours
                 + person.subitize * small + person.per_item * large, 2)


def test_typical_times_follow_the_levels_parameters_and_their_order():
    rng = random.Random(3)
    assert set(LEVELS_BY_SPEED) == set(LEVELS)
    for _ in range(50):
        practice = Practice(rng)
        dice, card = practice.throw()
        assert len(dice) == 8 and card in CARD_IDS
        times = [typical_time(level, dice, card) for level in LEVELS_BY_SPEED]
        assert times == pytest.approx([by_hand(level, dice, card) for level in LEVELS_BY_SPEED], abs=0.011)
        assert times[0] > times[1] > times[2]        # slowest to quickest


def played(times_of, rounds: int = 6, wrong: int = 0, seed: int = 8) -> Practice:
    practice = Practice(random.Random(seed))
    for k in range(rounds):
        dice, card = practice.throw()
        right = count(dice, card)
        called = right if k >= wrong else (right + 1) % 9
        practice.answer(dice, card, called, times_of(dice, card))
    return practice


def test_the_match_is_the_level_whose_times_the_right_answers_are_nearest():
    assert played(lambda d, c: typical_time("medium", d, c)).match() == "medium"
    assert played(lambda d, c: 1.05 * typical_time("hard", d, c)).match() == "hard"
    assert played(lambda d, c: 1.1 * typical_time("easy", d, c)).match() == "easy"
    assert played(lambda d, c: 0.6 * typical_time("hard", d, c)).match() == "faster"
    assert played(lambda d, c: 2.0 * typical_time("easy", d, c)).match() == "slower"


def test_wrong_answers_are_told_but_not_timed_and_a_match_waits_for_three_right():
    practice = played(lambda d, c: typical_time("hard", d, c), rounds=4, wrong=2)
    assert len(practice.answers) == 4 and practice.right == 2 and practice.match() is None
    assert [a.right for a in practice.answers] == [False, False, True, True]
    practice = played(lambda d, c: typical_time("hard", d, c), rounds=6, wrong=3)
    assert practice.right == 3 and practice.match() == "hard"
    assert len(practice.ratios("hard")) == 3


def miscount_by_hand(level: str, matches: int) -> float:
    """The level's chance of counting `matches` wrong, from its parameters: `slip` within
    the subitizing range (four), `slip_per_item` more for each match beyond, at most 1/2."""
    person = LEVELS[level]
    return min(0.5, person.slip + person.slip_per_item * max(0, matches - 4))


def test_a_match_is_in_pace_only_when_the_person_is_wrong_clearly_more_often_than_the_level():
    hard_pace = lambda d, c: typical_time("hard", d, c)       # noqa: E731
    accurate = played(hard_pace, rounds=12)
    chances = [miscount_by_hand("hard", count(a.dice, a.card)) for a in accurate.answers]
    mean, spread = accurate.level_wrong("hard")
    assert mean == pytest.approx(sum(chances))
    assert spread == pytest.approx(math.sqrt(sum(p * (1 - p) for p in chances)))
    assert 0 < mean < 1 and spread < 1       # hard slips a few times in a hundred
    assert accurate.match() == "hard" and accurate.wrong() == 0 and not accurate.more_often_wrong("hard")
    # wrong once or twice in twelve: within what hard's own slips and a short practice allow
    for wrong in (1, 2):
        practice = played(hard_pace, rounds=12, wrong=wrong)
        assert practice.wrong() == wrong and not practice.more_often_wrong("hard")
    # wrong four times in twelve, as fast as hard: hard's pace, not hard's count
    guesser = played(hard_pace, rounds=12, wrong=4)
    assert guesser.match() == "hard" and guesser.wrong() == 4 and guesser.more_often_wrong("hard")
    # the same four wrong calls against a level that slips more: easy (the same throws)
    assert guesser.level_wrong("easy")[0] > guesser.level_wrong("hard")[0]
