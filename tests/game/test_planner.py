"""The exact turn planner against rules.md's reference numbers."""
import pytest

from game.eceg.actions import SetAside, Take
from game.eceg.ai.planner import TurnPlanner
from game.eceg.ai.reference import chance_planner
from game.eceg.prizes import prize_table

BEST_ONE_TURN = {"four_of_a_kind": 0.07800, "two_pairs": 0.32186, "three_odd": 0.22527,
                 "three_even": 0.22527, "seven": 0.40999, "thirteen": 0.40999,
                 "three_or_less": 0.33338, "seventeen_or_more": 0.33338, "straight": 0.35744}


@pytest.mark.parametrize("prize_id", list(BEST_ONE_TURN))
def test_best_one_turn_chance_of_each_prize_alone(prize_id):
    table = prize_table("0-5")
    values = [1.0 if p == prize_id else None for p in table.ids]
    assert TurnPlanner(table, values).value() == pytest.approx(BEST_ONE_TURN[prize_id], abs=5e-6)


def test_best_one_turn_chance_of_some_prize_is_0_87494():
    assert chance_planner(prize_table("0-5"), 0b111111111).value() == pytest.approx(0.87494, abs=5e-6)
    assert chance_planner(prize_table("1-6"), 0b111111111).value() == pytest.approx(0.87494, abs=5e-6)


def test_options_are_exact_and_best_first_after_example_a_first_roll():
    planner = chance_planner(prize_table("0-5"), 0b111111111)
    options = planner.options((), (0, 2, 2, 5))
    assert [v for _, v in options] == sorted((v for _, v in options), reverse=True)
    worth = dict(options)
    # keeping 2 2 2 and rolling one die: 2 (carré), 0/4 (brelan pairs), 1 (7) win
    assert planner.value((2, 2, 2)) == pytest.approx(4 / 6)
    assert worth[SetAside((0, 2, 2, 5))] == 0.0
    assert len(worth) == len(set(worth)) == 11  # distinct sub-multisets of 0 2 2 5


def test_a_prize_beats_going_on_when_it_is_worth_more():
    table = prize_table("0-5")
    values = [0.5 if p == "seven" else 0.9 if p == "four_of_a_kind" else None for p in table.ids]
    planner = TurnPlanner(table, values, none_value=0.0)
    best, worth = planner.best((), (0, 1, 2, 4))
    assert (best, worth) == (Take("seven"), 0.5)   # 0.9 x P(carré) is far below 0.5
    assert planner.best((1, 1, 1), (1,)) == (Take("four_of_a_kind"), 0.9)
