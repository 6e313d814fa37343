"""Wazabi's computer players: what the documented heuristics choose in positions
built by hand, and that each beats random players."""
import random

import pytest

from game.core.simulate import run
from game.registry import GAMES
from game.wazabi.actions import END_TURN, Discard, Give, Play, TakeFrom
from game.wazabi.rules import Rules
from tests.game.wazabi_positions import D, G, W, at_turn, roll

WAZABI = GAMES["wazabi"]


def make(kind, rules=None):
    return WAZABI.players.make(kind, random.Random(0), rules)


@pytest.mark.parametrize("kind", ["greedy", "medium"])
def test_gives_to_the_opponent_nearest_to_winning(kind):
    state = at_turn([[], [], [], []], dice=[4, 3, 1, 2])
    roll(state, G, W, W, W)
    assert make(kind).choose(state.view(0)) == Give(2)
    state = at_turn([[], [], [], []], dice=[4, 3, 1, 2], teams=True)   # seat 2 is the partner
    roll(state, G, W, W, W)
    assert make(kind).choose(state.view(0)) == Give(3)


@pytest.mark.parametrize("kind", ["greedy", "medium"])
def test_sheds_two_dice_rather_than_one(kind):
    state = at_turn([["drop_one", "drop_two", "keep_one"], ["skip_turn"] * 2, []])
    roll(state, W, W, W, W)
    assert make(kind).choose(state.view(0)) == Play("drop_two")


def test_medium_values_drawing_cards_but_not_from_nowhere():
    state = at_turn([["drop_one", "draw_three"], [], []], pile=["skip_turn"] * 5)
    roll(state, W, W, W, W)
    assert make("medium").choose(state.view(0)) == Play("draw_three")   # a fuller hand sheds more later
    state = at_turn([["drop_one", "draw_three"], [], []])              # no card left anywhere to draw
    roll(state, W, W, W, W)
    assert make("medium").choose(state.view(0)) == Play("drop_one")


def test_greedy_passes_dice_only_the_way_that_sheds():
    state = at_turn([["pass_dice"], [], []], dice=[4, 2, 6])
    roll(state, W, W, W, W)
    # left: seat 2's 6 dice come to seat 0; right: seat 1's 2 dice do
    assert make("greedy").choose(state.view(0)) == Play("pass_dice", None, "right")
    state = at_turn([["pass_dice"], [], []], dice=[4, 5, 6])
    roll(state, W, W, W, W)
    assert make("greedy").choose(state.view(0)) == END_TURN


def test_greedy_keeps_the_cheapest_cards_and_takes_from_the_fullest_hand():
    state = at_turn([["keep_one"], ["drop_two", "give_one", "skip_turn"], []])
    roll(state, W, W, W, W)
    state.apply(0, Play("keep_one", 1))
    assert make("greedy").choose(state.view(1)) == Discard(("drop_two", "give_one"))   # keeps skip_turn (0)
    state = at_turn([[], ["drop_one"], ["skip_turn", "keep_one"], []])
    roll(state, D, W, W, W)
    assert make("greedy").choose(state.view(0)) == TakeFrom(2)


def test_medium_skips_the_leaders_turn_when_it_cannot_shed():
    state = at_turn([["skip_turn", "keep_one"], ["drop_one", "drop_one"], [], []], dice=[4, 3, 1, 4],
                    pile=["drop_two"] * 3)
    roll(state, W, D, D, D)                     # drop_two costs 3: nothing sheds
    view = state.view(0)
    assert Play("skip_turn", 2) in view.legal
    assert make("medium").choose(view) == Play("skip_turn", 2)


@pytest.mark.parametrize("kind, at_least", [("greedy", 0.38), ("medium", 0.36), ("easy", 0.28)])
def test_beats_three_random_players(kind, at_least):
    tally = run(WAZABI, Rules(4), [kind, "random", "random", "random"], 600, 5)
    assert tally.wins[0] / 600 > at_least        # a random seat wins 1 in 4


def test_medium_strips_an_opponents_full_hand_rather_than_shed_one_die():
    state = at_turn([["keep_one", "drop_one"], ["drop_one"] * 2 + ["skip_turn"] * 2 + ["drop_two"]],
                    pile=["give_one"] * 3)
    roll(state, W, W, W, W)
    assert make("medium").choose(state.view(0)) == Play("keep_one", 1)   # 5 cards down to 1
    assert make("greedy").choose(state.view(0)) == Play("drop_one")      # (greedy sheds)


def test_medium_wins_clearly_more_two_player_games_than_easy():
    wins = 0
    for first in (0, 1):                        # each in both seats, the same games
        kinds = ["medium", "easy"] if first == 0 else ["easy", "medium"]
        wins += run(WAZABI, Rules(2), kinds, 700, 21).wins[first]
    assert wins / 1400 > 0.55                   # measured: 59-60% over 6,000 games
