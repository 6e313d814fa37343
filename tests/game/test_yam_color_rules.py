"""YAM color's rules (shared/spec/yam-color.md and the rulebook): the deck and the count
with the spec's reference numbers recomputed here, the rulebook's worked example,
fines, the check's order, the call time, the end and the play-off."""
from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest

from game.core.contract import CHANCE, RuleError
from game.yam_color.actions import Call, EndCalls, Throw
from game.yam_color.deck import CARD_LETTERS, count
from game.yam_color.snapshot import restore
from game.yam_color.state import OVER, THROW, GameState, Rules

LETTER = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}


def dice(letters: str) -> tuple[str, ...]:
    return tuple(LETTER[ch] for ch in letters)


def position(players=4, held=None, pile=None, thrower=0, call_time=8.0, playoff=False) -> GameState:
    """A state about to throw: `held` maps seat -> cards; the pile is the other cards
    (or `pile`, top first)."""
    held = held or {}
    taken = {c for cards in held.values() for c in cards}
    pile = pile if pile is not None else [c for c in range(1, 27) if c not in taken]
    state = GameState(Rules(players, call_time, playoff), list(pile))
    state.held = [list(held.get(s, [])) for s in range(players)]
    state.thrower = thrower
    return restore(state.snapshot())       # and a position the rules accept


def calls(state: GameState, *seat_count_time) -> list[dict]:
    events = []
    for seat, n, t in seat_count_time:
        events += state.apply(seat, Call(n, t))
    return events


# ----- the material and the count --------------------------------------------------
def test_the_deck_has_26_cards_of_eight_discs_and_52_of_each_colour():
    assert sorted(CARD_LETTERS) == list(range(1, 27))
    assert all(len(s) == 8 for s in CARD_LETTERS.values())
    assert Counter("".join(CARD_LETTERS.values())) == {"R": 52, "Y": 52, "G": 52, "B": 52}


def independent_count(dice_letters: str, card_letters: str) -> int:
    """The size of the common part, as multisets (Counter intersection)."""
    return sum((Counter(dice_letters) & Counter(card_letters)).values())


def test_the_spec_count_example():
    assert count(dice("RRYYYGBB"), 24) == 7            # red 2, yellow 2, green 1, blue 2
    assert independent_count("RRYYYGBB", CARD_LETTERS[24]) == 7


def exact_distribution(card_letters: str) -> list[float]:
    """P(count = k) with fair dice, over the colour counts of the eight dice."""
    dist = [0.0] * 9
    for r, y, g in itertools.product(range(9), repeat=3):
        b = 8 - r - y - g
        if b < 0:
            continue
        ways = math.factorial(8) // (math.factorial(r) * math.factorial(y) * math.factorial(g) * math.factorial(b))
        dist[independent_count("R" * r + "Y" * y + "G" * g + "B" * b, card_letters)] += ways / 4 ** 8
    return dist


def test_the_spec_reference_numbers_from_the_deck():
    per_card = [exact_distribution(CARD_LETTERS[c]) for c in range(1, 27)]
    overall = [sum(d[k] for d in per_card) / 26 for k in range(9)]
    spec = [0.00800, 0.02299, 0.03604, 0.06884, 0.15609, 0.26891, 0.28456, 0.13944, 0.01514]
    assert overall == pytest.approx(spec, abs=5e-6)
    assert sum(k * p for k, p in enumerate(overall)) == pytest.approx(5.0750, abs=5e-5)
    card24, card1 = per_card[23], per_card[0]
    assert sum(k * p for k, p in enumerate(card24)) == pytest.approx(6.1312, abs=5e-5)
    assert card24[8] == pytest.approx(0.03845, abs=5e-6)
    assert sum(k * p for k, p in enumerate(card1)) == pytest.approx(2.0, abs=5e-5)
    assert card1[0] == pytest.approx(0.10011, abs=5e-6)


def test_the_engine_counts_as_the_independent_count_on_every_card():
    for card, letters in CARD_LETTERS.items():
        for throw in ("RRYYYGBB", "BBBBBBBB", "RYGBRYGB", "GGGGGYYY"):
            assert count(dice(throw), card) == independent_count(throw, letters)


# ----- a round ---------------------------------------------------------------------------
def test_the_rulebook_example():
    """Alain (0) throws; Bernard (1) 7, Christine (2) 8, Alain 6, Dorothée (3) 5; count 6.
    Christine pays a card, Bernard has none and pays nothing, Alain takes the card."""
    state = position(held={2: [3, 5]}, pile=[24] + [c for c in range(1, 27) if c not in (3, 5, 24)])
    events = state.apply(CHANCE, Throw(dice("RRYYGGRR"), 24))
    assert count(state.dice, 24) == 6
    events = calls(state, (1, 7, 0.8), (2, 8, 0.9), (0, 6, 1.5), (3, 5, 3.0))
    assert [e for e in events if e["type"] != "call"] == [
        {"type": "fine", "player": 2, "card": 5},        # her last won card
        {"type": "fine", "player": 1, "card": None},
        {"type": "take", "player": 0, "card": 24}]
    assert state.held == [[24], [], [3], []]
    assert state.pile[-1] == 5 and state.thrower == 0 and state.phase == THROW
    assert state.fines == 1 and state.wrong_calls == 2


def test_equal_calls_the_earlier_wins_and_lower_calls_neither_win_nor_pay():
    state = position(held={1: [7]}, pile=[24] + [c for c in range(1, 27) if c not in (7, 24)])
    state.apply(CHANCE, Throw(dice("RRYYGGRR"), 24))
    right = 6
    events = calls(state, (2, right, 1.0), (0, right, 1.0), (1, right - 1, 2.0), (3, right, 2.5))
    assert events[-1] == {"type": "take", "player": 2, "card": state.held[2][0]}
    assert state.held[1] == [7] and state.thrower == 2


def test_every_call_wrong_the_card_goes_under_the_pile_and_the_same_thrower_throws():
    top = 10                                        # all green: no blue die matches
    state = position(players=3, thrower=1, pile=[top] + [c for c in range(1, 27) if c != top])
    state.apply(CHANCE, Throw(dice("BBBBBBBB"), top))
    events = calls(state, (0, 1, 0.5), (1, 2, 0.6), (2, 8, 0.7))
    assert [e["type"] for e in events[3:]] == ["fine", "fine", "fine", "unclaimed"]
    assert [e["player"] for e in events[3:6]] == [2, 1, 0] and all(e["card"] is None for e in events[3:6])
    assert state.pile[-1] == top and len(state.pile) == 26 and state.thrower == 1


def test_calls_close_when_the_time_runs_out_and_the_silent_take_no_part():
    state = position(players=3, held={1: [2]})
    state.apply(CHANCE, Throw(dice("RRRRRRRR"), state.pile[0]))
    right = count(state.dice, state.card)
    events = calls(state, (0, right, 4.0))
    with pytest.raises(RuleError, match="too late"):
        state.apply(1, Call(8, 8.01))
    assert state.actors() == (1, 2)
    events = state.apply(CHANCE, EndCalls())
    assert events[-1]["type"] == "take" and events[-1]["player"] == 0 and state.held[1] == [2]


def test_nobody_calls_in_time_the_card_is_unclaimed():
    state = position(players=2)
    top = state.pile[0]
    state.apply(CHANCE, Throw(dice("GGGGGGGG"), top))
    assert state.apply(CHANCE, EndCalls()) == [{"type": "unclaimed", "card": top}]
    assert state.pile[-1] == top and state.phase == THROW


@pytest.mark.parametrize("seat, action, words", [
    (0, Call(9, 1.0), "0 to 8"),
    (0, Call(-1, 1.0), "0 to 8"),
    (0, Call(3, -0.5), "seconds since the reveal"),
    (0, Call(3, math.nan), "seconds since the reveal"),
    (0, EndCalls(), "chance ends it"),
    (1, Call(3, 0.5), "before the latest call"),
    (2, Call(3, 1.5), "already"),
    (CHANCE, Call(3, 1.5), "no seat"),
    (CHANCE, Throw(dice("RRRRRRRR"), 1), "already thrown"),
])
def test_what_a_round_does_not_allow(seat, action, words):
    state = position(players=3)
    state.apply(CHANCE, Throw(dice("RYGBRYGB"), state.pile[0]))
    calls(state, (2, 4, 1.0))
    before = state.snapshot()
    with pytest.raises(RuleError, match=words):
        state.apply(seat, action)
    assert state.snapshot() == before


def test_no_call_time_calls_close_only_when_all_have_called():
    state = position(players=2, call_time=None)
    state.apply(CHANCE, Throw(dice("RYGBRYGB"), state.pile[0]))
    with pytest.raises(RuleError, match="no call time"):
        state.apply(CHANCE, EndCalls())
    calls(state, (0, 2, 30.0))
    assert state.apply(1, Call(1, 95.5))[-1]["type"] == "take"


def test_the_throw_turns_the_top_card_only():
    state = position(players=2)
    with pytest.raises(RuleError, match="top of the pile"):
        state.apply(CHANCE, Throw(dice("RRRRRRRR"), state.pile[1]))
    with pytest.raises(RuleError, match="eight dice"):
        state.apply(CHANCE, Throw(dice("RRRRRRR"), state.pile[0]))
    with pytest.raises(RuleError, match="chance"):
        state.apply(0, Throw(dice("RRRRRRRR"), state.pile[0]))


# ----- the end -------------------------------------------------------------------------------
def last_round(players=3, held=None, playoff=False) -> GameState:
    """One card (26) left in the pile; `held` has the other 25."""
    return position(players=players, held=held, pile=[26], playoff=playoff)


HELD = {0: list(range(1, 10)), 1: list(range(10, 18)), 2: list(range(18, 26))}   # 9, 8, 8


def test_the_game_ends_when_the_pile_is_empty_the_most_cards_wins():
    state = last_round(held=HELD)
    state.apply(CHANCE, Throw(dice("RRRRRRRR"), 26))
    events = calls(state, (1, 0, 1.0), (0, 0, 2.0), (2, 0, 3.0))
    assert events[-1] == {"type": "end", "scores": [9, 9, 8], "winners": [0, 1]}   # shared win
    assert state.phase == OVER and state.result().places == (1, 1, 3)


def test_a_fine_in_the_last_round_refills_the_pile_and_the_game_goes_on():
    state = last_round(held=HELD)
    state.apply(CHANCE, Throw(dice("RRRRRRRR"), 26))
    calls(state, (1, 0, 1.0), (0, 8, 2.0), (2, 0, 3.0))
    assert state.pile == [9] and state.phase == THROW and state.held[1][-1] == 26


def playoff_position() -> GameState:
    state = last_round(held=HELD, playoff=True)
    state.apply(CHANCE, Throw(dice("RRRRRRRR"), 26))
    events = calls(state, (1, 0, 1.0), (0, 0, 2.0), (2, 0, 3.0))
    assert events[-1]["type"] == "take" and state.phase == THROW     # no end: a play-off
    return state


def test_the_playoff_is_between_the_tied_with_a_won_card_no_fine_no_card_moving():
    state = playoff_position()
    assert state.playoff_seats == (0, 1) and not state.pile
    held = [list(h) for h in state.held]
    with pytest.raises(RuleError, match="play-off turns a won card"):
        state.apply(CHANCE, Throw(dice("RRRRRRRR"), 99))
    card = 24
    events = state.apply(CHANCE, Throw(dice("RRYYGGBB"), card))
    assert events[0]["playoff"] is True and state.actors() == (0, 1)
    with pytest.raises(RuleError, match="does not take part"):
        state.apply(2, Call(8, 0.5))
    events = calls(state, (0, 8, 0.5), (1, 7, 0.9))        # the count is 8: seat 0 wins
    assert events[-2:] == [{"type": "take", "player": 0, "card": 24},
                           {"type": "end", "scores": [9, 9, 8], "winners": [0]}]
    assert state.held == held and state.result().places == (1, 2, 3)


def test_a_playoff_round_nobody_wins_pays_no_fine_and_another_follows():
    state = playoff_position()
    state.apply(CHANCE, Throw(dice("BBBBBBBB"), 10))        # card 10 is all green: count 0
    events = calls(state, (1, 3, 1.0), (0, 2, 1.2))
    assert [e["type"] for e in events[2:]] == ["unclaimed"]
    assert state.phase == THROW and state.playoff_seats == (0, 1) and state.playoff_turned == [10]
    with pytest.raises(RuleError, match="not yet turned"):
        state.apply(CHANCE, Throw(dice("BBBBBBBB"), 10))
