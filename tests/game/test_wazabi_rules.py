"""Wazabi's rules beyond the cards (shared/spec/wazabi.md): the material, the
roll-off, a turn's steps in order, drawing (reshuffle, from a hand), winning
mid-turn, the options, the views, and the points the text leaves open."""
import random
from collections import Counter

import pytest

from game.core.contract import CHANCE, RuleError
from game.wazabi.actions import END_TURN, Give, Play, Reshuffle, Roll, TakeFrom, Unseen
from game.wazabi.cards import DECK
from game.wazabi.dice import roll as roll_dice
from game.wazabi.game import determinize
from game.wazabi.rules import Rules
from tests.game.wazabi_positions import D, G, W, at_turn, roll, types

SPEC_TABLE = {"drop_one": (7, 1), "pass_dice": (3, 2), "drop_two": (5, 3), "give_one": (3, 3),
              "steal_card": (3, 1), "keep_one": (4, 1), "draw_three": (3, 1),
              "others_keep_two": (4, 2), "skip_turn": (2, 0), "play_again": (2, 0)}


def test_the_material_is_36_cards_of_10_kinds_and_each_player_gets_3_cards_and_4_dice():
    assert Counter(DECK) == {card: count for card, (count, _cost) in SPEC_TABLE.items()}
    assert len(DECK) == 36
    state = Rules(5).new_state(random.Random(1))
    assert [len(h) for h in state.hands] == [3] * 5 and len(state.pile) == 36 - 15
    assert Counter(c for h in state.hands for c in h) + Counter(state.pile) == Counter(DECK)
    assert state.dice == [4] * 5
    assert Rules(3, dice=6).new_state(random.Random(1)).dice == [6, 6, 6]


def test_the_cards_are_shuffled_exactly_as_the_random_source_shuffles_them():
    from game.wazabi.dice import shuffle
    for seed in range(300):
        for size in (0, 1, 2, 5, 17, 36):
            mine, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            shuffle(mine, a)
            theirs.shuffle(b)
            assert a == b and mine.random() == theirs.random()     # same order, same draws used


def test_costs_follow_the_spec():
    from game.wazabi.cards import COST
    assert COST == {card: cost for card, (_count, cost) in SPEC_TABLE.items()}


@pytest.mark.parametrize("dice", [1, 4, 5, 7])        # from the table of throws, and one by one
def test_face_frequencies_of_many_rolls(dice):
    rng = random.Random(dice)
    throws = [roll_dice(rng, dice).faces for _ in range(60_000 // dice)]
    assert all(len(t) == dice for t in throws)
    faces = Counter(f for t in throws for f in t)
    n = sum(faces.values())
    # 1/2, 1/3, 1/6 within 5 standard deviations (sd = sqrt(n p (1-p)))
    for face, p in (("wazabi", 1 / 2), ("draw", 1 / 3), ("give", 1 / 6)):
        sd = (n * p * (1 - p)) ** 0.5
        assert abs(faces[face] - n * p) < 5 * sd, (face, faces)
    # the dice of a throw are independent: two wazabi faces among the first two, 1/4 of throws
    if dice >= 2:
        both = sum(t[0] == t[1] == "wazabi" for t in throws)
        sd = (len(throws) * 3 / 16) ** 0.5
        assert abs(both - len(throws) / 4) < 5 * sd


def test_roll_off_the_most_wazabi_starts_and_the_tied_roll_again_in_seat_order():
    state = Rules(3).new_state(random.Random(0))
    assert state.is_chance() and state.actors() == ()
    events = state.apply(CHANCE, Roll((W, W, D, G)))
    events += state.apply(CHANCE, Roll((D, D, D, G)))
    events += state.apply(CHANCE, Roll((W, D, W, G)))
    assert [e["player"] for e in events] == [0, 1, 2]
    assert state.player == 0 and state.contenders == [0, 2]      # seats 0 and 2 tied on 2
    events = state.apply(CHANCE, Roll((W, D, D, D)))
    events += state.apply(CHANCE, Roll((W, W, W, D)))
    assert events[1] == {"type": "first_roll", "player": 2, "faces": [W, W, W, D]}
    assert events[2:] == [{"type": "turn", "player": 2, "direction": "left"}]
    assert state.starter == 2


def test_a_turn_rolls_all_dice_draws_per_draw_face_then_gives_per_give_face():
    state = at_turn([[], [], []], pile=["drop_one", "drop_two", "keep_one"], dice=[5, 4, 4])
    with pytest.raises(RuleError, match="A turn 1"):
        roll(state, W, D, D, G)                    # five dice, not four
    events = roll(state, G, D, W, D, G)
    assert types(events) == ["roll", "draw", "draw"]
    assert [e["card"] for e in events[1:]] == ["drop_one", "drop_two"]    # from the top
    assert state.actors() == (0,) and state.legal_actions(0) == [Give(1), Give(2)]
    with pytest.raises(RuleError, match="A turn 3"):
        state.apply(0, Give(0))
    with pytest.raises(RuleError, match="seat 0's turn"):
        state.apply(1, Give(2))
    state.apply(0, Give(1))
    state.apply(0, Give(1))
    assert state.dice == [3, 6, 4]
    # drop_one needs 1 wazabi but 2 give faces were rolled: drop_two needs 3; nothing to play
    assert state.player == 1 and state.phase == "roll"


def test_cards_drawn_this_turn_may_be_played_this_turn():
    state = at_turn([[], []], pile=["drop_one"])
    roll(state, W, D, W, W)
    assert Play("drop_one") in state.legal_actions(0)


def test_an_empty_pile_is_refilled_from_the_discard_but_not_with_the_card_being_played():
    state = at_turn([["draw_three"], []], pile=["give_one"], discard=["drop_one", "keep_one"])
    roll(state, W, W, W, W)
    events = state.apply(0, Play("draw_three"))
    assert types(events) == ["play", "draw"] and state.phase == "reshuffle"
    assert state.in_play == "draw_three" and "draw_three" not in state.discard
    with pytest.raises(RuleError, match="exactly the discard"):
        state.apply(CHANCE, Reshuffle(("drop_one", "draw_three")))
    events = state.apply(CHANCE, Reshuffle(("keep_one", "drop_one")))
    assert events[0] == {"type": "reshuffle", "pile": ["keep_one", "drop_one"]}
    assert [e["card"] for e in events if e["type"] == "draw"] == ["keep_one", "drop_one"]
    assert state.discard == ["draw_three"]          # laid down after its effect


def test_with_pile_and_discard_empty_the_drawer_takes_unseen_from_a_hand_of_their_choice():
    state = at_turn([[], ["drop_one"], [], ["skip_turn", "keep_one"]])
    roll(state, D, D, D, W)
    assert state.legal_actions(0) == [TakeFrom(1), TakeFrom(3)]
    with pytest.raises(RuleError, match="who holds one"):
        state.apply(0, TakeFrom(2))
    state.apply(0, TakeFrom(3))
    with pytest.raises(RuleError, match="holds no"):
        state.apply(CHANCE, Unseen("drop_one"))
    events = state.apply(CHANCE, Unseen("keep_one"))
    assert events == [{"type": "draw", "player": 0, "card": "keep_one", "from": 3}]
    assert state.legal_actions(0) == [TakeFrom(1), TakeFrom(3)]
    state.apply(0, TakeFrom(1))
    events = state.apply(CHANCE, Unseen("drop_one"))
    # the third draw: only seat 3 holds a card now
    assert state.legal_actions(0) == [TakeFrom(3)]
    state.apply(0, TakeFrom(3))
    events = state.apply(CHANCE, Unseen("skip_turn"))
    assert state.phase == "play" and sorted(state.hands[0]) == ["drop_one", "keep_one", "skip_turn"]


def test_when_no_one_else_holds_a_card_the_drawing_stops():
    state = at_turn([["drop_one"], [], []])
    events = roll(state, D, D, W, W)
    assert types(events) == ["roll"] and state.phase == "play"


def test_giving_away_the_last_die_wins_at_once_mid_turn():
    state = at_turn([["drop_one"], []], dice=[2, 4])
    state.hands[0] = ["drop_one"]
    roll(state, G, G)
    state.apply(0, Give(1))
    events = state.apply(0, Give(1))
    assert events == [{"type": "give", "player": 0, "to": 1},
                      {"type": "finish", "player": 0, "place": 1},
                      {"type": "win", "player": 0, "team": None}]      # no turn_end
    assert state.is_over() and state.actors() == ()
    result = state.result()
    assert result.places == (1, 2) and result.winners == (0,) and result.figures["points"] == 6
    with pytest.raises(RuleError, match="over"):
        state.apply(0, END_TURN)


def test_drop_one_on_the_last_die_wins():
    state = at_turn([["drop_one"], [], []], dice=[1, 3, 2])
    roll(state, W)
    events = state.apply(0, Play("drop_one"))
    assert types(events) == ["play", "drop", "finish", "win"]
    assert state.result().figures["points"] == 5


def test_teams_the_first_player_out_wins_for_the_team():
    with pytest.raises(ValueError, match="4 or 6"):
        Rules(3, teams=True)
    assert Rules(4, teams=True).team_seats == ((0, 2), (1, 3))
    assert Rules(6, teams=True).team_seats == ((0, 3), (1, 4), (2, 5))
    state = at_turn([[], [], [], []], dice=[4, 1, 3, 2], player=1, teams=True)
    roll(state, G)
    events = state.apply(1, Give(3))             # to the partner: allowed, and it wins
    assert events[-1] == {"type": "win", "player": 1, "team": [1, 3]}
    result = state.result()
    assert result.winners == (1, 3) and result.places == (2, 1, 2, 1)
    assert result.figures["points"] == 4 + 3      # the opponents' dice, seats 0 and 2


def test_to_the_last_plays_on_for_places_without_the_finished():
    state = at_turn([["drop_one"], ["skip_turn"], ["keep_one"]], dice=[1, 2, 1], to_the_last=True)
    roll(state, W)
    events = state.apply(0, Play("drop_one"))
    assert types(events) == ["play", "drop", "finish", "turn_end", "turn"]
    assert events[2] == {"type": "finish", "player": 0, "place": 1}
    assert state.hands[0] == [] and state.player == 1
    roll(state, G, W)
    assert state.legal_actions(1) == [Give(2)]    # seat 0 is no longer a target
    state.apply(1, Give(2))
    assert state.legal_actions(1)[0] == Play("skip_turn", 2)
    events = state.apply(1, END_TURN)
    assert events[-1] == {"type": "turn", "player": 2, "direction": "left"}
    roll(state, G, G)
    state.apply(2, Give(1))
    events = state.apply(2, Give(1))
    assert types(events) == ["give", "finish", "finish", "win"]
    assert events[1:] == [{"type": "finish", "player": 2, "place": 2},
                          {"type": "finish", "player": 1, "place": 3},
                          {"type": "win", "player": 0, "team": None}]
    assert state.result().places == (1, 3, 2) and state.result().winners == (0,)
    with pytest.raises(ValueError, match="teams"):
        Rules(4, teams=True, to_the_last=True)


@pytest.mark.parametrize("bad", [dict(players=7), dict(players=1), dict(players=3, dice=7),
                                 dict(players=3, dice=1), dict(players=5, teams=True)])
def test_impossible_options_are_refused(bad):
    with pytest.raises(ValueError):
        Rules(**bad)


def test_a_seat_sees_its_own_hand_and_the_counts_but_not_other_hands_nor_the_pile_order():
    state = Rules(3).new_state(random.Random(4))
    view = state.view(1)
    assert view.hand == tuple(sorted(state.hands[1]))
    assert view.cards == (3, 3, 3) and view.dice == (4, 4, 4) and view.pile == 27
    hidden = [state.hands[0], state.hands[2], state.pile]
    assert not any(card in repr(view) for card in set(DECK) - set(state.hands[1]) - set(view.discard))
    other = determinize(state, 1, random.Random(99))
    assert other.view(1) == view and other.hands[1] == state.hands[1]
    assert [other.hands[0], other.hands[2], other.pile] != hidden     # dealt anew...
    assert Counter(c for h in other.hands for c in h) + Counter(other.pile) == Counter(DECK)
    with pytest.raises(AttributeError):
        view.hand = ()                             # ...and a view cannot be changed


def test_a_view_shows_the_moment_it_was_made():
    state = Rules(3).new_state(random.Random(4))
    view = state.view(2)
    hand = tuple(sorted(state.hands[2]))
    chance = random.Random(5)
    while state.is_chance() or state.phase != "play" or state.player != 2:   # to seat 2's step 4
        if state.is_chance():
            state.apply(CHANCE, state.chance_outcome(chance))
        else:
            seat = state.actors()[0]
            state.apply(seat, state.legal_actions(seat)[0])
    assert view.player == 0 and view.phase == "roll_off" and view.hand == hand and view.legal == ()
    assert view.dice == (4, 4, 4) and view.cards == (3, 3, 3) and view.turns == 0
    assert state.view(2).legal == tuple(state.legal_actions(2)) != ()


def test_determinize_keeps_what_the_seat_knows_mid_game():
    state = at_turn([["keep_one"], ["drop_one", "drop_two", "skip_turn"], ["give_one"]],
                    pile=["pass_dice", "draw_three"])
    roll(state, W, W, W, W)
    state.apply(0, Play("keep_one", 1))
    view = state.view(1)
    assert view.legal and view.keepers == ((1, 1),) and view.in_play == "keep_one"
    assert determinize(state, 1, random.Random(3)).view(1) == view
    assert state.view(0).legal == () and state.view(0).hand == ()
