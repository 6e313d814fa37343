"""Wazabi's tutorial (issue 14): from the title's Tutorial entry, a first turn guided
on a prepared position, words first and then the action: the roll (scripted: two W,
a card, a die), the draw (the card flies from the pile into the hand only after its
words), the die given to the Teacher, then Drop one played (another card, or a pass,
gets a hint and changes nothing); then the game goes on. Done by keyboard alone in
English and French, and by mouse."""
from __future__ import annotations

import pygame
import pytest

from game.wazabi.cards import DRAW, DROP_ONE, DROP_TWO, GIVE, GIVE_ONE, PLAY_AGAIN, WAZABI
from game.wazabi.phases import GIVING, PLAYING, ROLL
from scenes.shell.title import TitleScene
from scenes.ui.text import t
from scenes.wazabi.tutorial import TutorialTable

from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top

STARTING_DICE = 4          # shared/spec/wazabi.md, "Setting up"


def open_from_the_title(app) -> TutorialTable:
    """The tutorial's table layer (the lesson's words, the felt), opened from the title."""
    title = TitleScene(app)
    app.push(title)
    for _ in range(12):
        if title.ring.current is title.game_choice:
            break
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    for _ in range(4):
        if title.game_choice.value == "wazabi":
            break
        key(app, pygame.K_RIGHT)
    while getattr(title.ring.current, "text", None) != t("tutorial"):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    return top(app).layer


def read_card(app, table, card: str) -> None:
    """Wait for the words of a step; while they show, the table does not move on."""
    step_until(app, lambda: table.card == card, limit=20)
    log = len(table.match.log)
    step(app, 1.0)
    assert table.card == card and len(table.match.log) == log
    words = table.words(card)
    assert words and "{" not in words


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_first_turn_guided_by_keyboard_only(language):
    app = make_app("--lang", language, "--speed", "normal")
    table = open_from_the_title(app)
    assert isinstance(table, TutorialTable) and table.card == "wz_tut_goal"
    app.render()
    key(app, pygame.K_RETURN)                                   # the goal, then the roll-off plays
    read_card(app, table, "wz_tut_roll")
    state = table.state
    assert state.phase == ROLL and state.player == 0 and state.starter == 0
    key(app, pygame.K_SPACE)                                    # Space under the words: only dismisses
    assert state.phase == ROLL
    key(app, pygame.K_SPACE)                                    # the roll
    read_card(app, table, "wz_tut_draw")
    assert sorted(state.rolled) == sorted((WAZABI, WAZABI, DRAW, GIVE))
    assert DROP_ONE in state.hands[0]                           # drawn by the rules already...
    assert DROP_ONE not in table.shown_hand(0) and len(table.shown_hand(0)) == 3   # ...not yet shown
    app.render()
    key(app, pygame.K_RETURN)
    read_card(app, table, "wz_tut_give")
    assert DROP_ONE in table.shown_hand(0)                      # it flew in after the words
    assert state.phase == GIVING and table.seat_options() == [1]
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)                                   # the focused seat: the Teacher
    assert state.dice == [STARTING_DICE - 1, STARTING_DICE + 1]
    read_card(app, table, "wz_tut_play")
    assert state.phase == PLAYING
    app.render()
    hand = table.shown_hand(0)
    playable, reasons = table.card_states(hand)
    assert {hand[i] for i in playable} == {DROP_ONE, PLAY_AGAIN}          # cost 1 and 0, two W rolled
    assert {hand[i] for i in reasons} == {DROP_TWO, GIVE_ONE}             # cost 3: dimmed, with why
    assert all(reasons[i] == t("wz_needs", n=3) for i in reasons)
    key(app, pygame.K_RETURN)                                   # dismiss the words
    while hand[table.focus_card()] != PLAY_AGAIN:
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)                                   # the wrong card: a hint, nothing played
    assert state.phase == PLAYING and PLAY_AGAIN in state.hands[0]
    assert table.hint_text == table.words("wz_tut_wrong_card")
    key(app, pygame.K_p)                                        # a pass: a hint too
    assert state.phase == PLAYING and table.hint_text == table.words("wz_tut_no_pass")
    app.render()
    while hand[table.focus_card()] != DROP_ONE:
        key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert state.dice[0] == STARTING_DICE - 2 and DROP_ONE not in state.hands[0]
    assert table.hint_text == ""
    read_card(app, table, "wz_tut_done")
    assert state.player == 1
    key(app, pygame.K_RETURN)                                   # the game goes on: the Teacher plays
    step_until(app, lambda: table.current() is not None or state.is_over(), limit=40)
    assert state.turns >= 2
    key(app, pygame.K_ESCAPE)                                   # leave: pause, then the title
    assert type(top(app)).__name__ == "PauseScene"


def test_the_first_turn_guided_by_mouse():
    app = make_app("--speed", "fast")
    table = open_from_the_title(app)
    click(app, (640, 360))
    read_card(app, table, "wz_tut_roll")
    click(app, (640, 360))
    click(app, table.view.main_button.rect.center)             # Roll
    read_card(app, table, "wz_tut_draw")
    click(app, (640, 360))
    read_card(app, table, "wz_tut_give")
    click(app, (640, 360))
    click(app, table.view.rects[1].center)                      # the Teacher's seat
    read_card(app, table, "wz_tut_play")
    click(app, (640, 360))
    hand = table.shown_hand(0)
    click(app, table.view.main_button.rect.center)             # Pass: a hint
    assert table.hint_text == table.words("wz_tut_no_pass")
    rect = table.view.card_rect(hand.index(DROP_ONE))
    click(app, (rect.centerx, rect.y + 30))
    assert table.state.dice[0] == STARTING_DICE - 2
    read_card(app, table, "wz_tut_done")
    app.render()
