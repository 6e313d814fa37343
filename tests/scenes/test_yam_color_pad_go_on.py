"""A game controller goes on from YAM color's held check with its Start (issue 26, what
was left: its call button did nothing there), and the two never stand for each other:
the call button pressed through the hold calls nothing and does not go on, Start
pressed through the next round's reveal and calls never calls. Real pygame events
(JOYBUTTONDOWN as every controller sends, CONTROLLERBUTTONDOWN as SDL sends beside it
for a controller it has a mapping for), no device behind them; time stepped by hand."""
from __future__ import annotations

import pygame
import pytest

from scenes.ui.controllers import PADS, RAW_START

from tests.scenes.scene_helpers import make_app, step, step_until
from tests.scenes.test_yam_color_calls import calls, table_for

PAD_ID = 41
CALL = 0                         # the call button: A on most pads (any button but Start)


@pytest.fixture(autouse=True)
def no_controllers():
    PADS.reset()
    yield
    PADS.reset()


def plug(app) -> None:
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0, instance_id=PAD_ID))


def raw(app, which: int) -> None:
    app.dispatch(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=PAD_ID, joy=0, button=which))


def mapped(app, which: int) -> None:
    app.dispatch(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD_ID, button=which))


def pad_calls(table) -> list:
    """The calls of the controller's seat (the computer at seat 1 calls too)."""
    return [c for c in calls(table) if c[0] == 0]


def throws(table) -> int:
    return sum(1 for e in table.match.log if e["type"] == "throw")


def held_after_a_call(lang="en"):
    """A person with a controller against a computer: the controller calls 5 with its
    call button, the check is shown and held."""
    app, table = table_for(("human", "hard"), ("pad",), "5", 7, "--lang", lang)
    plug(app)
    assert table.pads.controller_of(0) == 1
    step_until(app, lambda: table.desk.is_open, limit=5)
    raw(app, CALL)
    step(app, 0.1)                                      # the call reaches the rules with the frame
    assert [c[:2] for c in pad_calls(table)] == [(0, 5)]
    step_until(app, lambda: table.held, limit=20)
    return app, table


def test_the_call_button_does_not_go_on_and_start_does():
    app, table = held_after_a_call()
    for _ in range(5):                                  # the call button mashed through the hold
        raw(app, CALL)
        raw(app, 1)
        step(app, 0.3)
    assert table.held and throws(table) == 1 and len(pad_calls(table)) == 1
    raw(app, RAW_START)                                 # Start (a pad SDL has no mapping for)
    assert not table.held
    step_until(app, lambda: throws(table) == 2, limit=3)


def test_start_mashed_into_the_next_round_never_calls():
    app, table = held_after_a_call()
    made = len(pad_calls(table))
    raw(app, RAW_START)
    for _ in range(16):                                 # through the reveal and the call time
        step(app, 0.25)
        raw(app, RAW_START)
        mapped(app, pygame.CONTROLLER_BUTTON_START)
    assert throws(table) == 2 and len(pad_calls(table)) == made


def test_a_mapped_controller_goes_on_with_its_start_and_calls_with_what_was_raw_nine():
    """SDL's mapping says this pad's Start is raw button 7: SDL sends CONTROLLERBUTTONDOWN
    START and JOYBUTTONDOWN 7 for one press; neither calls, either goes on once; its raw
    button 9 is a call button like any other."""
    app, table = held_after_a_call()
    PADS.starts[PAD_ID] = 7                             # what map_start reads from SDL's mapping
    mapped(app, pygame.CONTROLLER_BUTTON_A)            # A, as the controller API names it: not Start
    raw(app, 9)
    assert table.held
    mapped(app, pygame.CONTROLLER_BUTTON_START)        # one press of Start: both events
    raw(app, 7)
    assert not table.held
    step_until(app, lambda: table.desk.is_open, limit=5)
    assert len(pad_calls(table)) == 1
    raw(app, 9)                                         # raw 9 calls on this pad
    step(app, 0.1)
    assert len(pad_calls(table)) == 2


@pytest.mark.parametrize("lang, named", [("en", "Start on a controller"), ("fr", "Start sur une manette")])
def test_the_held_check_names_start_where_a_controller_plays(lang, named):
    app, table = held_after_a_call(lang)
    assert named in table.message


def test_a_controller_nobody_sits_at_does_not_go_on():
    app, table = table_for(("human", "hard"), (), "5", 7)
    plug(app)                                           # plugged in, but no seat plays with it
    step_until(app, lambda: table.desk.is_open, limit=5)
    from tests.scenes.scene_helpers import key
    key(app, pygame.K_4)
    step_until(app, lambda: table.held, limit=20)
    raw(app, RAW_START)
    mapped(app, pygame.CONTROLLER_BUTTON_START)
    assert table.held


def test_practice_throws_again_with_start_and_never_calls_with_it():
    from scenes.yam_color.practice import PracticeScene
    app = make_app("--speed", "normal")
    app.game = "yam-color"
    practice = PracticeScene(app)
    app.push(practice)
    plug(app)
    step_until(app, lambda: practice.calling, limit=10)
    raw(app, RAW_START)                                 # Start while calling: no answer
    assert practice.last is None and practice.calling
    raw(app, CALL)                                      # the call button answers
    assert practice.last is not None and not practice.calling
    raw(app, RAW_START)                                 # Start: the next throw
    assert practice.last is None
    step_until(app, lambda: practice.calling, limit=10)
