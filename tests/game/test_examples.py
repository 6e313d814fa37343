"""The rulebook's examples A and B (rules.md "A turn"), played with scripted dice."""
from game.eceg.actions import SetAside, Take
from tests.game.helpers import play, position, types


def test_example_a_three_twos_then_a_four_takes_three_even():
    state = position(2)
    events = play(state, (0, 2, 2, 5), ("aside", 2, 2), (2, 5), ("aside", 2), (4,))
    rolls = [e for e in events if e["type"] == "roll"]
    assert [(r["kept"], r["dice"]) for r in rolls] == [([], [0, 2, 2, 5]), ([2, 2], [2, 5]), ([2, 2, 2], [4])]
    assert rolls[-1]["claimable"] == ["three_even"]
    events = play(state, "three_even")
    assert types(events) == ["claim", "turn_end", "turn"]
    assert state.prizes_of(0) == ["three_even"]


def test_example_a_the_last_die_is_rolled_hoping_for_2_0_4_or_1():
    # "en espérant un 2 (Carré), un 0 ou un 4 (Brelan pairs) ou un 1 (7 exactement)"
    hopes = {}
    for last in range(6):
        state = position(2)
        play(state, (0, 2, 2, 5), ("aside", 2, 2), (2, 5), ("aside", 2), (last,))
        hopes[last] = set(state.claimable())
    assert hopes[2] == {"four_of_a_kind"} and hopes[1] == {"seven"}
    assert hopes[0] == {"three_even"} and hopes[4] == {"three_even"}
    assert hopes[3] == set() and hopes[5] == set()


def test_example_b_the_five_must_be_set_aside_and_the_turn_ends_with_no_prize():
    state = position(2)
    events = play(state, (0, 1, 2, 5), ("aside", 0, 1, 2), (5,))
    assert events[-1]["claimable"] == []
    assert state.legal_actions(state.seat) == [SetAside((5,))]
    events = play(state, ("aside", 5))
    assert types(events) == ["set_aside", "turn_end", "turn"]
    assert events[1] == {"type": "turn_end", "player": 0, "prize": None}
    assert state.owners == [None] * 9 and state.current_player == 1


def test_example_b_the_last_die_was_rolled_hoping_for_0_3_or_4():
    # "en espérant un 0 (3 ou moins), un 3 (Suite) ou un 4 (7 exactement)"
    hoped = {0: "three_or_less", 3: "straight", 4: "seven"}
    for last in range(6):
        state = position(2)
        play(state, (0, 1, 2, 5), ("aside", 0, 1, 2), (last,))
        expected = {hoped[last]} if last in hoped else set()
        assert set(state.claimable()) == expected, last
        assert {a.prize for a in state.legal_actions(state.seat) if isinstance(a, Take)} == expected
