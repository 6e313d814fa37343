"""Wazabi: each card's effect by example (shared/spec/wazabi.md, "The cards"), with
the log lines each writes (shared/spec/game-log-wazabi.md). Expected numbers come
from the card texts, worked out by hand for each position."""
import pytest

from game.core.contract import CHANCE, RuleError
from game.wazabi.actions import END_TURN, Discard, Give, Play, TakeFrom, Unseen
from tests.game.wazabi_positions import D, G, W, at_turn, roll, types


def test_drop_one_removes_one_of_the_players_dice():
    state = at_turn([["drop_one"], ["skip_turn"], []], pile=["draw_three"] * 3)
    roll(state, W, W, D, W)                         # 3 wazabi, one draw
    assert sorted(state.hands[0]) == ["draw_three", "drop_one"]
    events = state.apply(0, Play("drop_one"))
    assert types(events) == ["play", "drop", "turn_end", "turn"]
    assert events[0] == {"type": "play", "player": 0, "card": "drop_one", "target": None, "direction": None}
    assert events[1] == {"type": "drop", "player": 0, "dice": 1}
    assert state.dice == [3, 4, 4]
    assert state.discard == ["drop_one"] and state.player == 1


def test_drop_one_is_not_playable_after_two_give_faces():
    state = at_turn([["drop_one", "skip_turn"], [], []])
    roll(state, W, G, G, W)
    state.apply(0, Give(1))
    state.apply(0, Give(2))
    assert Play("drop_one") not in state.legal_actions(0)
    assert Play("skip_turn", 1) in state.legal_actions(0)
    with pytest.raises(RuleError, match="drop_one.*2 or more give"):
        state.apply(0, Play("drop_one"))
    # one give face is not enough to forbid it
    state = at_turn([["drop_one"], [], []])
    roll(state, W, G, W, W)
    state.apply(0, Give(1))
    assert Play("drop_one") in state.legal_actions(0)


def test_pass_dice_moves_every_players_dice_to_the_chosen_neighbour():
    # left is seat + 1: seat 0's 4 dice go to seat 1, seat 1's 2 to seat 2, seat 2's 3 to seat 0
    state = at_turn([["pass_dice"], [], []], dice=[4, 2, 3])
    roll(state, W, W, W, W)
    events = state.apply(0, Play("pass_dice", None, "left"))
    assert events[1] == {"type": "pass", "direction": "left", "dice": [3, 4, 2]}
    assert state.dice == [3, 4, 2]
    state = at_turn([["pass_dice"], [], []], dice=[4, 2, 3])
    roll(state, W, W, W, W)
    state.apply(0, Play("pass_dice", None, "right"))
    assert state.dice == [2, 3, 4]          # seat 1's 2 dice go right to seat 0


def test_drop_two_removes_two_dice():
    state = at_turn([["drop_two"], []], dice=[5, 4])
    roll(state, W, W, W, D, G)
    state.apply(0, Give(1))
    assert state.dice == [4, 5]
    events = state.apply(0, Play("drop_two"))
    assert events[1] == {"type": "drop", "player": 0, "dice": 2}
    assert state.dice == [2, 5]


def test_costs_are_the_wazabi_faces_rolled_not_the_dice_left():
    state = at_turn([["drop_two", "give_one", "pass_dice", "keep_one"], ["skip_turn"] * 2], pile=["drop_two"])
    roll(state, W, W, D, G)                       # 2 wazabi: pass_dice (2) yes, drop_two (3) no
    state.apply(0, Give(1))
    cards = {a.card for a in state.legal_actions(0) if isinstance(a, Play)}
    assert cards == {"pass_dice", "keep_one"}
    with pytest.raises(RuleError, match="drop_two: it needs 3 wazabi faces, 2 were rolled"):
        state.apply(0, Play("drop_two"))


def test_give_one_gives_a_die_to_the_chosen_player():
    state = at_turn([["give_one"], [], []])
    roll(state, W, W, W, W)
    events = state.apply(0, Play("give_one", 2))
    assert types(events)[:3] == ["play", "give", "turn_end"]
    assert events[1] == {"type": "give", "player": 0, "to": 2}
    assert state.dice == [3, 4, 5]
    with pytest.raises(RuleError):
        at = at_turn([["give_one"], [], []])
        roll(at, W, W, W, W)
        at.apply(0, Play("give_one", 0))           # not oneself


def test_steal_card_takes_one_card_unseen_from_the_target():
    state = at_turn([["steal_card"], ["keep_one", "drop_two"], ["skip_turn"]])
    roll(state, W, W, W, W)
    assert state.apply(0, Play("steal_card", 1)) == [
        {"type": "play", "player": 0, "card": "steal_card", "target": 1, "direction": None}]
    assert state.actors() == (0,) and state.legal_actions(0) == [TakeFrom(1)]   # the fan, face down
    assert state.apply(0, TakeFrom(1)) == []
    assert state.is_chance()
    events = state.apply(CHANCE, Unseen("drop_two"))
    assert events[0] == {"type": "draw", "player": 0, "card": "drop_two", "from": 1}
    assert state.hands[0] == ["drop_two"] and state.hands[1] == ["keep_one"]
    assert state.discard == ["steal_card"]


def test_steal_card_targets_only_players_holding_cards_and_else_draws_from_the_pile():
    state = at_turn([["steal_card"], [], ["skip_turn"]])
    roll(state, W, W, W, W)
    assert [a for a in state.legal_actions(0) if isinstance(a, Play)] == [Play("steal_card", 2)]
    state = at_turn([["steal_card"], [], []], pile=["drop_one", "drop_two"])
    roll(state, W, W, W, W)
    assert Play("steal_card", None) in state.legal_actions(0)
    events = state.apply(0, Play("steal_card", None))
    assert events[1] == {"type": "draw", "player": 0, "card": "drop_one", "from": None}


def test_keep_one_the_target_keeps_the_card_of_their_choice():
    state = at_turn([["keep_one"], ["drop_one", "drop_two", "drop_two"], ["skip_turn"]])
    roll(state, W, W, W, W)
    assert Play("keep_one", 2) not in state.legal_actions(0)     # one card: not a target
    state.apply(0, Play("keep_one", 1))
    assert state.actors() == (1,)
    assert state.legal_actions(0) == [] and state.legal_actions(2) == []
    # distinct by what is kept: drop_one or drop_two
    assert state.legal_actions(1) == [Discard(("drop_two", "drop_two")), Discard(("drop_one", "drop_two"))]
    with pytest.raises(RuleError, match="keeps 1"):
        state.apply(1, Discard(("drop_two",)))
    with pytest.raises(RuleError, match="targeted players"):
        state.apply(0, Discard(("drop_two", "drop_two")))
    events = state.apply(1, Discard(("drop_two", "drop_one")))
    assert events[0] == {"type": "discard", "player": 1, "cards": ["drop_one", "drop_two"]}
    assert state.hands[1] == ["drop_two"]
    assert state.discard == ["drop_one", "drop_two", "keep_one"]   # the played card after its effect
    assert types(events)[1:] == ["turn_end", "turn"]


def test_draw_three_draws_the_piles_three_top_cards():
    state = at_turn([["draw_three"], []], pile=["give_one", "skip_turn", "drop_one", "pass_dice"])
    roll(state, W, W, W, W)
    events = state.apply(0, Play("draw_three"))
    assert [e["card"] for e in events if e["type"] == "draw"] == ["give_one", "skip_turn", "drop_one"]
    assert sorted(state.hands[0]) == ["drop_one", "give_one", "skip_turn"] and len(state.pile) == 1


def test_others_keep_two_every_other_player_with_more_than_two_keeps_two():
    hands = [["others_keep_two"], ["drop_one"] * 4, ["drop_two", "drop_two"], ["give_one", "skip_turn", "keep_one"]]
    state = at_turn(hands)
    roll(state, W, W, W, W)
    state.apply(0, Play("others_keep_two"))
    assert state.actors() == (1, 3)                # seat 2 holds only two: untouched
    assert state.legal_actions(1) == [Discard(("drop_one", "drop_one"))]
    events = state.apply(3, Discard(("keep_one",)))
    assert events == [{"type": "discard", "player": 3, "cards": ["keep_one"]}]
    assert state.actors() == (1,)
    events = state.apply(1, Discard(("drop_one", "drop_one")))
    assert types(events) == ["discard", "turn_end", "turn"]
    assert [len(h) for h in state.hands] == [0, 2, 2, 2]


def test_step_4_offers_each_card_the_roll_pays_for_with_every_aim_it_allows():
    import random
    from game.wazabi.cards import CARD_IDS, COST, DECK
    from game.wazabi.legal import plays
    rng = random.Random(13)
    for _ in range(3000):
        players = rng.randint(2, 6)
        deck = list(DECK)
        rng.shuffle(deck)
        hands = [sorted(deck[:rng.randint(0, 6)]) for _seat in range(players)]
        deck = deck[6:]
        hands[0] = sorted(rng.sample(DECK, rng.randint(1, 8)))
        others = tuple(s for s in range(1, players) if rng.random() < 0.8)
        wazabi, gives = rng.randint(0, 7), rng.randint(0, 3)
        want = []               # the card texts, card by card in the table's order
        for card in CARD_IDS:
            if card not in hands[0] or COST[card] > wazabi or (card == "drop_one" and gives >= 2):
                continue
            if card == "pass_dice":
                want += [Play(card, None, "left"), Play(card, None, "right")]
            elif card in ("give_one", "skip_turn"):
                want += [Play(card, s) for s in others]
            elif card == "steal_card":
                want += [Play(card, s) for s in others if hands[s]] or [Play(card)]
            elif card == "keep_one":
                want += [Play(card, s) for s in others if len(hands[s]) >= 2]
            else:
                want.append(Play(card))
        assert plays(hands[0], wazabi, gives, others, hands) == tuple(want + [END_TURN] if want else [])


@pytest.mark.parametrize("hand,keep", [
    (["drop_one"], 1), (["keep_one", "drop_one", "drop_two"], 1), (["drop_two", "drop_one", "drop_two"], 2),
    (["skip_turn", "drop_one", "drop_one", "give_one", "drop_one", "pass_dice", "skip_turn", "steal_card"], 2),
    (["drop_one"] * 5, 2), (["play_again", "keep_one", "give_one", "drop_two", "drop_one"], 2)])
def test_the_ways_to_keep_cards_are_every_distinct_kept_set_once_in_order_and_read_one_by_one(hand, keep):
    from itertools import combinations
    from game.wazabi.legal import discards
    kept = sorted(set(combinations(sorted(hand), keep)))      # distinct by what is kept
    want = []
    for cards in kept:
        rest = sorted(hand)
        for card in cards:
            rest.remove(card)
        want.append(Discard(tuple(rest)))
    ways = discards(hand, keep)
    assert len(ways) == len(want) and ways == tuple(want)
    assert [ways[i] for i in range(len(want))] == want and ways[-1] == want[-1]   # one at a time
    with pytest.raises(IndexError):
        ways[len(want)]


def test_others_keep_two_with_nobody_above_two_ends_the_turn():
    state = at_turn([["others_keep_two"], ["drop_one"] * 2, []])
    roll(state, W, W, W, W)
    assert types(state.apply(0, Play("others_keep_two"))) == ["play", "turn_end", "turn"]


def test_skip_turn_cards_pile_up_each_costing_a_turn():
    state = at_turn([["skip_turn"], [], []], discard=[])
    roll(state, W, W, W, W)
    events = state.apply(0, Play("skip_turn", 1))
    # the card lay before seat 1 until its turn came (next): skipped, then discarded
    assert types(events) == ["play", "turn_end", "skip", "turn"]
    assert events[2] == {"type": "skip", "player": 1}
    assert state.player == 2 and state.discard == ["skip_turn"] and state.skips == [0, 0, 0]
    state = at_turn([["skip_turn"], [], []], player=0)
    state.skips[1] = 1
    roll(state, W, W, W, W)
    events = state.apply(0, Play("skip_turn", 1))
    # two cards before seat 1: its next turn is skipped, and the one after too
    assert types(events) == ["play", "turn_end", "skip", "turn"]
    assert events[-1]["player"] == 2 and state.skips == [0, 1, 0]
    assert types(roll(state, W, W, W, W)) == ["roll", "turn_end", "turn"]    # seat 2: nothing to play
    events = roll(state, W, W, W, W)                                          # seat 0
    assert types(events) == ["roll", "turn_end", "skip", "turn"]
    assert events[2]["player"] == 1 and events[3]["player"] == 2
    assert state.skips == [0, 0, 0] and state.discard == ["skip_turn", "skip_turn"]


def test_play_again_gives_another_turn_then_play_goes_the_other_way():
    state = at_turn([[], ["play_again"], [], []], pile=["drop_two"] * 3, player=1)
    roll(state, D, D, G, G)                        # no wazabi: play_again costs nothing
    state.apply(1, Give(2))
    state.apply(1, Give(3))
    events = state.apply(1, Play("play_again"))
    assert types(events) == ["play", "turn_end", "turn"]
    assert events[-1] == {"type": "turn", "player": 1, "direction": "right"}
    events = roll(state, W, D)                     # nothing playable (drop_two costs 3): the turn ends
    assert types(events) == ["roll", "draw", "turn_end", "turn"]
    assert events[-1] == {"type": "turn", "player": 0, "direction": "right"}   # seat 1 - 1


def test_playing_is_never_compulsory():
    state = at_turn([["drop_one"], []])
    roll(state, W, W, W, W)
    assert END_TURN in state.legal_actions(0)
    assert types(state.apply(0, END_TURN)) == ["turn_end", "turn"]
    assert state.dice == [4, 4]
