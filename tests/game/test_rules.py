"""One test per clause of rules.md; each test's name says which clause."""
import pytest

from game.eceg.actions import Roll, RuleError, SetAside, Take
from game.eceg.state import DECIDE, OVER, ROLL, GameState, Rules
from game.core.contract import CHANCE
from tests.game.helpers import play, position, types


# ----- Material / options -------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_material_two_to_six_players(players):
    assert GameState(Rules(players)).rules.players == players


@pytest.mark.parametrize("players", [0, 1, 7, "2"])
def test_material_other_player_counts_are_refused(players):
    with pytest.raises(ValueError, match="2 to 6"):
        Rules(players)


def test_material_nine_prizes_all_in_the_centre_at_the_start():
    state = GameState(Rules(3))
    assert state.owners == [None] * 9


def test_options_hold_through_everyone_needs_four_players():
    with pytest.raises(ValueError, match="4 or more"):
        Rules(3, hold="all-others")
    assert Rules(4, hold="all-others").hold_turns == 3
    assert Rules(6, hold="all-others").hold_turns == 5


def test_options_classic_dice_show_one_to_six():
    state = position(2, faces="1-6")
    with pytest.raises(RuleError, match="1 to 6"):
        state.apply(CHANCE, Roll((0, 1, 2, 3)))
    events = play(state, (6, 6, 5, 4))
    assert set(events[0]["claimable"]) == {"twenty_one_or_more"}


# ----- Choosing who starts ---------------------------------------------------------
def test_who_starts_highest_total_starts():
    state = GameState(Rules(3))
    events = play(state, (1, 1, 1, 1), (5, 5, 5, 0), (2, 2, 2, 2))
    assert types(events) == ["first_roll"] * 3 + ["turn"]
    assert [e["player"] for e in events[:3]] == [0, 1, 2]
    assert state.current_player == 1 and state.starter == 1 and state.phase == ROLL


def test_who_starts_only_the_tied_roll_again_in_seat_order():
    state = GameState(Rules(4))
    events = play(state, (5, 5, 0, 0), (1, 1, 1, 1), (5, 5, 0, 0), (5, 4, 1, 0),
                  (0, 0, 0, 0), (3, 3, 3, 3), (2, 2, 2, 2))
    assert [e["player"] for e in events if e["type"] == "first_roll"] == [0, 1, 2, 3, 0, 2, 3]
    assert events[-1] == {"type": "turn", "player": 2}


def test_who_starts_then_play_goes_round_in_seat_order():
    state = GameState(Rules(3))
    play(state, (0, 0, 0, 1), (0, 0, 0, 1), (5, 5, 5, 5))
    order = []
    for _ in range(4):
        order.append(state.current_player)
        play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))  # nothing taken: dice pass on
    assert order == [2, 0, 1, 2]


# ----- A turn ----------------------------------------------------------------------------
def test_turn_the_player_rolls_all_four_dice_first():
    state = position(2)
    assert state.is_chance() and state.dice_to_roll == 4
    with pytest.raises(RuleError, match="4 dice"):
        state.apply(CHANCE, Roll((1, 2, 3)))
    with pytest.raises(RuleError, match="thrown first"):
        state.apply(state.seat, SetAside((1,)))


def test_turn_take_a_prize_from_the_centre_ends_the_turn():
    state = position(2)
    events = play(state, (0, 1, 2, 4), "seven")
    assert types(events) == ["roll", "claim", "turn_end", "turn"]
    assert events[1] == {"type": "claim", "player": 0, "prize": "seven", "from": None}
    assert events[2] == {"type": "turn_end", "player": 0, "prize": "seven"}
    assert state.owner("seven") == 0 and state.current_player == 1


def test_turn_take_a_prize_from_another_player():
    state = position(3, owners={"seven": 2})
    events = play(state, (0, 1, 2, 4), "seven")
    assert events[1]["from"] == 2 and state.owner("seven") == 0


def test_turn_the_player_may_decline_a_prize_and_go_on():
    state = position(2)
    play(state, (0, 1, 2, 4))
    assert Take("seven") in state.legal_actions(state.seat) and SetAside((0, 1)) in state.legal_actions(state.seat)
    play(state, ("aside", 0, 1))
    assert state.phase == ROLL and state.dice_to_roll == 2 and state.owner("seven") is None


def test_turn_at_least_one_die_just_rolled_must_be_set_aside():
    state = position(2)
    play(state, (0, 2, 2, 5))
    before = state.snapshot()
    for bad in [(), (3,), (2, 2, 2), (0, 0)]:
        with pytest.raises(RuleError, match="at least one of the dice just rolled"):
            state.apply(state.seat, SetAside(bad))
        assert state.snapshot() == before


def test_turn_set_aside_dice_are_fixed_and_only_the_others_are_rolled():
    state = position(2)
    play(state, (0, 2, 2, 5), ("aside", 2, 2))
    with pytest.raises(RuleError, match="2 dice"):
        state.apply(CHANCE, Roll((1, 1, 1, 1)))
    play(state, (0, 5))
    with pytest.raises(RuleError):
        state.apply(state.seat, SetAside((2,)))  # a kept 2 cannot be set aside (again)
    assert state.kept == (2, 2)


def test_turn_all_four_set_aside_without_a_prize_ends_the_turn():
    state = position(2)
    events = play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
    assert types(events) == ["roll", "set_aside", "turn_end", "turn"]
    assert events[2]["prize"] is None and state.current_player == 1


def test_turn_at_most_four_rolls():
    state = position(2)
    events = play(state, (0, 1, 5, 5), ("aside", 5), (0, 1, 5), ("aside", 5), (1, 0),
                  ("aside", 1), (0,))
    assert types(events).count("roll") == 4
    assert state.legal_actions(state.seat) == [SetAside((0,))]
    play(state, ("aside", 0))
    assert state.current_player == 1


def test_turn_at_most_one_prize_per_turn():
    state = position(2)
    play(state, (0, 1, 2, 4), "seven")
    assert state.current_player == 1 and state.phase == ROLL
    with pytest.raises(RuleError):
        state.apply(state.seat, Take("seven"))


def test_turn_every_satisfied_prize_is_offered_and_the_player_chooses():
    state = position(2)
    events = play(state, (0, 0, 1, 1))
    assert set(events[0]["claimable"]) == {"two_pairs", "three_or_less"}
    play(state, "three_or_less")
    assert state.owner("three_or_less") == 0 and state.owner("two_pairs") is None


# ----- What may be taken -----------------------------------------------------------------
def test_taking_a_prize_already_held_is_never_offered():
    state = position(2, owners={"seven": 0})
    events = play(state, (0, 1, 2, 4))
    assert events[0]["claimable"] == []
    with pytest.raises(RuleError, match="already holds"):
        state.apply(state.seat, Take("seven"))


def test_taking_needs_dice_that_satisfy_the_prize():
    state = position(2)
    play(state, (0, 1, 2, 5))
    before = state.snapshot()
    with pytest.raises(RuleError, match="do not satisfy"):
        state.apply(state.seat, Take("seven"))
    with pytest.raises(RuleError, match="no prize"):
        state.apply(state.seat, Take("twelve"))
    assert state.snapshot() == before


# ----- Winning, 3+ players -------------------------------------------------------------------
def test_winning_three_prizes_kept_through_the_next_two_turns_wins():
    state = position(4, owners={"seven": 0, "thirteen": 0})
    events = play(state, (0, 0, 1, 1), "two_pairs")
    assert state.countdown(0) == 2
    events = play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))       # seat 1
    assert state.countdown(0) == 1 and not state.is_over()
    events = play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))       # seat 2
    assert types(events)[-2:] == ["turn_end", "win"]
    assert state.winner == 0 and state.phase == OVER and state.current_player is None


def test_winning_the_next_players_may_take_from_the_centre_meanwhile():
    state = position(3, owners={"seven": 0, "thirteen": 0})
    play(state, (0, 0, 1, 1), "two_pairs")
    play(state, (3, 3, 3, 3), "four_of_a_kind")          # seat 1 takes from the centre
    assert state.owner("four_of_a_kind") == 1 and state.countdown(0) == 1


def test_winning_a_steal_cancels_the_count_and_it_restarts_from_zero():
    state = position(3, owners={"seven": 0, "thirteen": 0})
    play(state, (0, 0, 1, 1), "two_pairs")
    play(state, (0, 1, 2, 4), "seven")                    # seat 1 robs seat 0
    assert state.countdown(0) is None and state.prize_count(0) == 2
    play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))      # seat 2
    play(state, (1, 1, 1, 1), "four_of_a_kind")           # seat 0 reaches three again
    assert state.countdown(0) == 2


def test_winning_others_may_reach_three_and_the_first_count_finishes_first():
    state = position(3, owners={"seven": 0, "thirteen": 0, "straight": 1, "three_or_less": 1})
    play(state, (0, 0, 1, 1), "two_pairs")                # seat 0 reaches three
    play(state, (3, 3, 3, 3), "four_of_a_kind")           # seat 1 reaches three too
    assert state.counts == [[0, 1], [1, 2]]
    events = play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))  # seat 2
    assert events[-1] == {"type": "win", "player": 0}


def test_winning_hold_through_everyone_with_four_players():
    state = position(4, owners={"seven": 0, "thirteen": 0}, hold="all-others")
    play(state, (0, 0, 1, 1), "two_pairs")
    for seat in (1, 2):
        play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
        assert not state.is_over()
    assert state.countdown(0) == 1
    play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
    assert state.winner == 0


def test_winning_nobody_holds_more_than_three():
    state = position(3, owners={"seven": 0, "thirteen": 0})
    play(state, (0, 0, 1, 1), "two_pairs")
    assert state.prize_count(0) == 3
    # seat 0 cannot be on turn holding three: the count ends first
    play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
    play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
    assert state.is_over() and max(state.prize_count(s) for s in range(3)) == 3


# ----- Winning, two players (the defence) -----------------------------------------------------
def test_two_players_defence_two_turns_in_a_row_then_the_holder_wins():
    state = position(2, owners={"seven": 0, "thirteen": 0})
    play(state, (0, 0, 1, 1), "two_pairs")
    assert state.current_player == 1 and state.in_defence() and state.countdown(0) == 2
    play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
    assert state.current_player == 1 and state.countdown(0) == 1
    events = play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
    assert types(events)[-2:] == ["turn_end", "win"] and state.winner == 0


def test_two_players_defence_no_prize_from_the_centre():
    state = position(2, owners={"seven": 0, "thirteen": 0})
    play(state, (0, 0, 1, 1), "two_pairs")
    events = play(state, (3, 3, 3, 3))
    assert events[0]["claimable"] == []
    with pytest.raises(RuleError, match="defence"):
        state.apply(state.seat, Take("four_of_a_kind"))
    events = play(state, ("aside", 3, 3, 3, 3))
    play(state, (0, 1, 2, 4))
    assert state.claimable() == ("seven",)


def test_two_players_defence_a_steal_on_the_first_try_ends_it_and_the_holder_plays_next():
    state = position(2, owners={"seven": 0, "thirteen": 0})
    play(state, (0, 0, 1, 1), "two_pairs")
    play(state, (0, 1, 2, 4), "seven")
    assert state.current_player == 0 and not state.in_defence() and state.counts == []


def test_two_players_defence_a_steal_on_the_second_try_also_ends_it():
    state = position(2, owners={"seven": 0, "thirteen": 0})
    play(state, (0, 0, 1, 1), "two_pairs")
    play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
    play(state, (0, 1, 2, 4), "seven")
    assert state.current_player == 0 and state.counts == [] and not state.is_over()


def test_two_players_defence_a_thief_reaching_three_is_defended_against_the_other_way():
    state = position(2, owners={"seven": 0, "thirteen": 0, "straight": 1, "three_or_less": 1})
    play(state, (0, 0, 1, 1), "two_pairs")
    play(state, (0, 1, 2, 4), "seven")
    assert state.countdown(1) == 2 and state.current_player == 0 and state.in_defence()
    play(state, (1, 1, 1, 1))
    assert state.claimable() == ()  # centre prizes are not offered to seat 0 now


# ----- Illegal actions ------------------------------------------------------------------------------
def test_illegal_actions_raise_and_change_nothing():
    state = position(2)
    play(state, (0, 2, 2, 5))
    before = state.snapshot()
    for bad in [Roll((1, 1, 1, 1)), Take("seven"), SetAside((4,)), "nonsense"]:
        with pytest.raises(RuleError):
            state.apply(state.seat, bad)
        assert state.snapshot() == before
    assert state.phase == DECIDE


def test_no_action_after_the_game_is_over():
    state = position(2, owners={"seven": 0, "thirteen": 0})
    play(state, (0, 0, 1, 1), "two_pairs")
    for _ in range(2):
        play(state, (0, 1, 5, 5), ("aside", 0, 1, 5, 5))
    with pytest.raises(RuleError, match="over"):
        state.apply(CHANCE, Roll((1, 1, 1, 1)))
    assert state.legal_actions(state.seat) == []
