"""YAM color's own statistics from a log: cards taken, right calls (the exact count),
wrong calls (too high, whether or not a card was paid), and the call times whose
median the statistics screen shows."""
from __future__ import annotations

import pytest

from game.yam_color.stats import count_log, median_tenths

PLAYERS = [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "easy"}]
# R R Y Y Y G B B against card 24 (RRYYGGBB): 2 + 2 + 1 + 2 = 7 (yam-color.md, The count)
SEVEN = ["red", "red", "yellow", "yellow", "yellow", "green", "blue", "blue"]
# all blue against card 1 (eight blue discs): 8
EIGHT = ["blue"] * 8
LOG = [
    {"type": "start", "players": PLAYERS},
    {"type": "throw", "player": 0, "dice": SEVEN, "card": 24, "playoff": False},
    {"type": "call", "player": 1, "count": 8, "time": 0.94},
    {"type": "call", "player": 0, "count": 7, "time": 1.26},
    {"type": "fine", "player": 1, "card": None},
    {"type": "take", "player": 0, "card": 24},
    {"type": "throw", "player": 0, "dice": EIGHT, "card": 1, "playoff": False},
    {"type": "call", "player": 0, "count": 6, "time": 2.0},
    {"type": "call", "player": 1, "count": 8, "time": 3.04},
    {"type": "take", "player": 1, "card": 1},
]


def test_cards_right_and_wrong_calls_and_call_times_per_seat():
    ana, ben = count_log(LOG)
    assert (ana["taken"], ana["right_calls"], ana["wrong_calls"], ana["calls"]) == (1, 1, 0, 2)
    assert (ben["taken"], ben["right_calls"], ben["wrong_calls"], ben["fines"]) == (1, 1, 1, 0)
    assert ana["call_tenths"] == {"13": 1, "20": 1} and ben["call_tenths"] == {"9": 1, "30": 1}


@pytest.mark.parametrize("tenths, median", [({}, None), ({"12": 1}, 1.2), ({"12": 2, "40": 1}, 1.2),
                                             ({"10": 1, "20": 1}, 1.5), ({"5": 3, "30": 1, "80": 2}, 1.75)])
def test_the_median_call_time_from_the_count_by_tenth(tenths, median):
    assert median_tenths(tenths) == (median if median is None else pytest.approx(median))


def test_a_persons_calls_are_measures_and_those_that_may_be_play_are_marked():
    """Ana is a person, Ben a computer: only Ana's calls are kept as measures of her speed
    (right count, card's colours, number called, tenths); her 7 in the first round came
    after Ben's 8: PLAYED, ".1" (its number may be a gamble, not a count); her 6 in the
    second, the round's first call, is her count (a miscount), card 24 held or not."""
    ana, ben = count_log(LOG)
    assert "speed" not in ben
    # round 1: count 7 on card 24 (four colours), called 7 at 1.26 s after Ben's 8
    # round 2: count 8 on card 1 (one colour), called 6 at 2.0 s, first, holding card 24
    assert ana["speed"] == {"7.4.7.13.1": 1, "8.1.6.20": 1}


def test_a_rounds_first_call_is_a_count_one_after_any_call_played_one_at_the_clock_hurried():
    """Call time 8 s: Ana's first three calls, each the round's first, are her counts
    (the second made holding card 24, the third after paying it back); her fourth, after
    Ben's call of 2 (any earlier call, however far from hers), is PLAYED, ".1"; her last,
    at 7.1 s (the call time's last second, and the round's first call), is HURRIED, ".2"."""
    log = [
        {"type": "start", "players": PLAYERS, "call_time": 8.0},
        {"type": "throw", "player": 0, "dice": SEVEN, "card": 24, "playoff": False},
        {"type": "call", "player": 0, "count": 7, "time": 2.0},
        {"type": "call", "player": 1, "count": 5, "time": 3.0},
        {"type": "take", "player": 0, "card": 24},
        {"type": "throw", "player": 0, "dice": EIGHT, "card": 1, "playoff": False},
        {"type": "call", "player": 0, "count": 9, "time": 1.5},
        {"type": "fine", "player": 0, "card": 24},
        {"type": "call", "player": 1, "count": 8, "time": 3.0},
        {"type": "take", "player": 1, "card": 1},
        {"type": "throw", "player": 1, "dice": SEVEN, "card": 24, "playoff": False},
        {"type": "call", "player": 0, "count": 7, "time": 3.3},
        {"type": "call", "player": 1, "count": 7, "time": 3.5},
        {"type": "throw", "player": 1, "dice": EIGHT, "card": 1, "playoff": False},
        {"type": "call", "player": 1, "count": 2, "time": 1.0},
        {"type": "call", "player": 0, "count": 7, "time": 3.0},
        {"type": "throw", "player": 1, "dice": EIGHT, "card": 1, "playoff": False},
        {"type": "call", "player": 0, "count": 5, "time": 7.1},
    ]
    ana, _ben = count_log(log)
    assert ana["speed"] == {"7.4.7.20": 1, "8.1.9.15": 1, "7.4.7.33": 1, "8.1.7.30.1": 1, "8.1.5.71.2": 1}
