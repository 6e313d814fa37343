"""Coach numbers against an independent exact computation (fractions, brute force)."""
from fractions import Fraction
from functools import lru_cache
from itertools import product

import pytest

from game.eceg.ai import solver
from game.eceg.actions import Roll, SetAside
from game.eceg.ai.coach import Coach
from game.core.dice import sub_multisets
from game.eceg.ai.evaluation import two_player_values
from game.eceg.ai.planner import FastPlanner
from game.eceg.state import GameState, Rules
from game.core.contract import CHANCE

TABLE = Rules(2).table


def brute_chance(wanted: frozenset, kept, rolled) -> Fraction:
    """Best chance of ending the turn with a prize in `wanted`, by plain recursion."""

    @lru_cache(maxsize=None)
    def after_roll(kept, rolled):
        hand = tuple(sorted(kept + rolled))
        if set(TABLE.satisfied(hand)) & wanted:
            return Fraction(1)
        return max(before_roll(tuple(sorted(kept + s))) for s in sub_multisets(rolled))

    @lru_cache(maxsize=None)
    def before_roll(kept):
        if len(kept) == 4:
            return Fraction(0)
        rolls = list(product(range(6), repeat=4 - len(kept)))
        return sum(after_roll(kept, tuple(sorted(r))) for r in rolls) / len(rolls)

    return after_roll(tuple(sorted(kept)), tuple(sorted(rolled)))


def game_after_first_roll(dice, owners=None):
    state = GameState(Rules(2))
    state.apply(CHANCE, Roll((5, 5, 5, 5)))
    state.apply(CHANCE, Roll((0, 0, 0, 0)))     # seat 0 starts
    if owners:
        state.owners = owners
        state._begin_turn(0)
    state.apply(CHANCE, Roll(dice))
    return state


@pytest.mark.parametrize("dice", [(0, 2, 2, 5), (0, 1, 2, 5)])   # rulebook examples A and B
def test_rulebook_examples_chances_are_exact(dice):
    state = game_after_first_roll(dice)
    advice = Coach().advise(state)
    for prize in TABLE.ids:
        exact = brute_chance(frozenset([prize]), (), dice)
        assert advice.chances[prize] == pytest.approx(float(exact), abs=1e-12)
    assert advice.any_prize == pytest.approx(float(brute_chance(frozenset(TABLE.ids), (), dice)), abs=1e-12)


def test_example_a_continued_and_recommendation():
    state = game_after_first_roll((0, 2, 2, 5))
    state.apply(state.seat, SetAside((2, 2)))
    state.apply(CHANCE, Roll((2, 5)))
    advice = Coach().advise(state)
    assert advice.chances["three_even"] == pytest.approx(float(brute_chance(frozenset(["three_even"]), (2, 2), (2, 5))))
    values, none_value = two_player_values(state)
    best, worth = FastPlanner(TABLE, values, none_value).best((2, 2), (2, 5))
    assert advice.recommended == best
    assert advice.outline == (best.dice if isinstance(best, SetAside) else (2, 2, 2, 5))
    assert advice.win[0] == pytest.approx(worth, abs=1e-15) and sum(advice.win) == pytest.approx(1.0)
    assert sum(advice.endings.values()) == pytest.approx(1.0, abs=1e-12)


def test_win_probability_before_the_first_roll_is_the_solved_value():
    state = GameState(Rules(2))
    state.apply(CHANCE, Roll((0, 0, 0, 1)))
    state.apply(CHANCE, Roll((5, 5, 5, 4)))     # seat 1 starts
    advice = Coach().advise(state)
    assert advice.recommended is None
    assert advice.win[1] == pytest.approx(solver.load_table()[solver.START], abs=1e-12)
    assert round(advice.win[1], 6) == 0.523772


def test_prizes_the_player_may_not_take_have_no_chance():
    # seat 0 holds four_of_a_kind; in a defence turn only seat 1's prizes count
    owners = [0, 1, 1, 1, None, None, None, None, None]
    state = GameState(Rules(2))
    state.owners = owners
    state.counts = [[1, 2]]
    state._begin_turn(0)
    state.apply(CHANCE, Roll((1, 1, 3, 3)))
    advice = Coach().advise(state)
    assert advice.chances["four_of_a_kind"] is None and advice.chances["seven"] is None
    assert advice.chances["two_pairs"] == 1.0
    assert advice.any_prize == 1.0
    assert advice.chances["three_odd"] == pytest.approx(float(brute_chance(frozenset(["three_odd"]), (), (1, 1, 3, 3))))


def test_answers_are_cached_and_absent_when_nobody_decides():
    coach = Coach()
    state = game_after_first_roll((0, 2, 2, 5))
    assert coach.advise(state) is coach.advise(state.copy())
    assert coach.advise(GameState(Rules(3))) is None      # roll-off
    three = GameState(Rules(3))
    three._begin_turn(1)
    three.apply(CHANCE, Roll((1, 2, 3, 4)))
    advice = coach.advise(three)
    assert advice.win is None and advice.chances["straight"] == 1.0
