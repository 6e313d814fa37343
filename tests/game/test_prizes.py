"""The nine prizes (rules.md "The nine prizes", "Classic dice", reference numbers)."""
from itertools import product

import pytest

from game.core.dice import CLASSIC, OFFICIAL
from game.eceg.prizes import prize_table
from tests.game.independent_rules import prizes_satisfied


@pytest.mark.parametrize("dice", [OFFICIAL, CLASSIC], ids=lambda d: d.name)
def test_all_1296_ordered_rolls_match_an_independent_prize_table(dice):
    table = prize_table(dice.name)
    rolls = list(product(dice.faces, repeat=4))
    assert len(rolls) == 1296
    for roll in rolls:
        assert set(table.satisfied(roll)) == prizes_satisfied(roll, dice.name), roll


@pytest.mark.parametrize("faces", ["0-5", "1-6"])
def test_every_prize_has_a_satisfying_example_of_its_own(faces):
    table = prize_table(faces)
    assert len(table) == 9
    for prize in table.prizes:
        assert prize.id in table.satisfied(prize.example)
        assert prize.rulebook_name


def test_official_prize_ids_and_rulebook_names():
    table = prize_table("0-5")
    assert table.ids == ("four_of_a_kind", "two_pairs", "three_odd", "three_even", "seven",
                         "thirteen", "three_or_less", "seventeen_or_more", "straight")
    assert [p.rulebook_name for p in table.prizes] == [
        "CARRÉ", "2 paires", "BRELAN et tous les dés IMPAIRS", "BRELAN et tous les dés PAIRS",
        "7 exactement", "13 exactement", "3 ou moins", "17 ou plus", "SUITE"]


def test_classic_prize_ids():
    assert prize_table("1-6").ids == ("four_of_a_kind", "two_pairs", "three_odd", "three_even",
                                      "eleven", "seventeen", "four_to_seven",
                                      "twenty_one_or_more", "straight")


def test_material_zero_is_even():
    assert "three_even" in prize_table("0-5").satisfied((0, 2, 2, 2))
    assert "three_even" in prize_table("0-5").satisfied((4, 0, 0, 0))


def test_four_of_a_kind_is_not_two_pairs():
    assert prize_table("0-5").satisfied((3, 3, 3, 3)) == ("four_of_a_kind",)


def test_one_roll_may_satisfy_several_prizes():
    assert set(prize_table("0-5").satisfied((1, 1, 0, 1))) == {"three_or_less"}
    assert set(prize_table("0-5").satisfied((1, 1, 3, 3))) == {"two_pairs"}
    assert set(prize_table("0-5").satisfied((0, 1, 2, 4))) == {"seven"}
    assert set(prize_table("0-5").satisfied((1, 1, 1, 4))) == {"seven"}
    assert set(prize_table("0-5").satisfied((0, 0, 1, 1))) == {"two_pairs", "three_or_less"}


# rules.md "Reference numbers": chance of each prize on a first roll of four dice.
FIRST_ROLL = {"four_of_a_kind": 0.00463, "two_pairs": 0.06944, "three_odd": 0.01852,
              "three_even": 0.01852, "seven": 0.08025, "thirteen": 0.08025,
              "three_or_less": 0.02701, "seventeen_or_more": 0.02701, "straight": 0.05556}


def test_reference_first_roll_chances_computed_by_the_engine():
    table = prize_table("0-5")
    for prize_id, expected in FIRST_ROLL.items():
        bit = 1 << table.index[prize_id]
        chance = sum(p for hand, p in OFFICIAL.outcomes(4) if table.mask(hand) & bit)
        assert chance == pytest.approx(expected, abs=5e-6), prize_id


def test_classic_dice_are_the_official_game_one_higher_with_parity_swapped():
    official, classic = prize_table("0-5"), prize_table("1-6")
    renamed = dict(zip(official.ids, classic.ids))
    renamed["three_odd"], renamed["three_even"] = "three_even", "three_odd"
    for roll in product(OFFICIAL.faces, repeat=4):
        shifted = tuple(v + 1 for v in roll)
        assert {renamed[i] for i in official.satisfied(roll)} == set(classic.satisfied(shifted))
