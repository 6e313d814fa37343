"""Wazabi's hint while a person takes a card unseen. After *Steal a card* is aimed at a
player, the card is taken from that player's hand without asking again (the target was
the choice: test_wazabi_one_screen_fixes.py); the hint never says that pile and discard
are empty (playtest of issue 26: "Pile and discard are empty" with 26 cards in the pile).
With pile and discard really empty, drawing from a hand keeps its own hint."""
from __future__ import annotations

import pytest

from game.wazabi.actions import Play
from game.wazabi.cards import DRAW_THREE, STEAL_CARD
from game.wazabi.phases import TAKE

from tests.scenes.wazabi_tables import D, W, roll, run_until, table_at

PILE = ["draw_three", "keep_one", "drop_one", "skip_turn", "steal_card", "drop_two"] * 3


def until_deciding(table, limit: float = 15.0):
    run_until(table, lambda: table.current() is not None, limit)


@pytest.mark.parametrize("lang, wrong", [("en", "Pile and discard are empty"),
                                         ("fr", "Pioche et défausse vides")])
def test_steal_a_card_aimed_at_ben_takes_from_ben_and_never_says_the_pile_is_empty(lang, wrong):
    table = table_at([[STEAL_CARD], ["keep_one", "drop_one"], ["drop_two"]], pile=PILE, lang=lang)
    roll(table, W, W, W, W)
    until_deciding(table)
    table.act(0, Play(STEAL_CARD, 1))
    hints = []
    run_until(table, lambda: hints.append(table.hint()) or len(table.state.hands[0]) == 1)
    assert not any(wrong in hint for hint in hints)     # chance picks the card unseen, nobody asked
    assert len(table.state.hands[1]) == 1 and table.state.phase != TAKE


def test_with_pile_and_discard_empty_drawing_from_a_hand_keeps_its_hint():
    table = table_at([[DRAW_THREE], ["keep_one", "drop_one"], ["drop_two"]], pile=(), discard=())
    roll(table, W, W, W, D)                             # the draw face: nothing to draw from
    until_deciding(table)
    if table.current()[0] != TAKE:                      # the card drawn by the roll comes first
        table.act(0, Play(DRAW_THREE))
        until_deciding(table)
    assert table.current()[0] == TAKE
    assert "Pile and discard are empty" in table.hint()
