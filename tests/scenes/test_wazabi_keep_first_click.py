"""Wazabi's keep (issue 26, what was left: "a first click on the focused card once did
not mark it"). Reproduced with real events: Space pressed to hurry the computer's Keep
one as it flies, pressed once more as the hand comes up (mashed), marked the focused
card for the person; their click on that card then took the mark off. A Space or a
click mashed right after hurrying decides nothing; a click on the focused card marks
it; the plain cases (a click, Space alone) still do."""
from __future__ import annotations

import pygame

from game.wazabi.cards import KEEP_ONE

from tests.scenes.scene_helpers import click, key
from tests.scenes.wazabi_tables import W, roll, run, run_until, table_at

PILE = ["keep_one", "drop_one", "skip_turn", "steal_card", "drop_two", "draw_three"] * 3
HAND = ["drop_one", "drop_two", "skip_turn"]


def ben_keeps_one_on_ana(hurry: bool):
    """Ben (a computer) plays Keep one on Ana (a person): Ana is to keep one card."""
    table = table_at([HAND, [KEEP_ONE], ["drop_two"]], pile=PILE, player=1)
    table.app.settings["take_back_time"] = "off"
    roll(table, W, W, W, W)
    run_until(table, lambda: any(e["type"] == "play" for e in table.match.log))
    if hurry:
        run_until(table, lambda: table.queue.busy and table.flights)
        key(table.app, pygame.K_SPACE)                  # hurries the card's flight
        assert table.hurried
    run_until(table, lambda: table.current() is not None)
    assert table.current() == ("keep", 0)
    return table


def focused_card_centre(table):
    table.app.render()
    return table.view.card_rect(table.focus_card()).center


def test_space_mashed_as_the_hand_comes_up_marks_nothing_and_the_click_marks():
    table = ben_keeps_one_on_ana(hurry=True)
    key(table.app, pygame.K_SPACE)                      # the same mashing, a moment late
    assert table.keep_marks == set()
    centre = focused_card_centre(table)
    click(table.app, centre)
    assert table.keep_marks == {table.focus_card()} == {0}


def test_a_click_mashed_to_hurry_marks_nothing_either():
    """The hurrying click landed on the card's place, and is mashed there once more as
    the hand comes up: nothing marked; a click a moment later, on purpose, marks it."""
    table = table_at([HAND, [KEEP_ONE], ["drop_two"]], pile=PILE, player=1)
    table.app.settings["take_back_time"] = "off"
    roll(table, W, W, W, W)
    run_until(table, lambda: table.queue.busy and table.flights and any(e["type"] == "play" for e in table.match.log))
    from scenes.wazabi import layout
    spot = layout.hand_rects(len(HAND))[0].center       # where the focused card will be
    click(table.app, spot)                              # hurries the card's flight
    assert table.hurried
    run_until(table, lambda: table.current() is not None)
    click(table.app, spot)
    assert table.keep_marks == set()
    run(table, 0.5)                                     # a moment later, on purpose
    click(table.app, focused_card_centre(table))
    assert table.keep_marks == {0}


def test_without_hurrying_the_first_click_and_space_mark_at_once():
    table = ben_keeps_one_on_ana(hurry=False)
    click(table.app, focused_card_centre(table))
    assert table.keep_marks == {0}
    table = ben_keeps_one_on_ana(hurry=False)
    key(table.app, pygame.K_SPACE)
    assert table.keep_marks == {0}
    key(table.app, pygame.K_RETURN)                     # and Enter keeps it
    assert any(e["type"] == "discard" or e["type"] == "keep" for e in table.match.log[-3:]) or \
        len(table.state.hands[0]) == 1
