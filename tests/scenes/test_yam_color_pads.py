"""Game controllers at YAM color's table, with real pygame events and no device behind
them: each controller is a seat (plugged in before or during the game, unplugged and
replaced), the pad or the stick chooses the number first, a button calls it at that
moment, in order with the keyboard's calls of the same frame; the setup shows each
controller seat's controller."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell.seating import SeatConfig
from scenes.ui.controllers import PADS
from scenes.yam_color.config import YamConfig

from tests.scenes.scene_helpers import click, make_app, step, step_until, top
from tests.scenes.test_yam_color_calls import calls, down, table_for

RED, BLUE, YELLOW = (214, 72, 62), (70, 130, 220), (236, 190, 50)


@pytest.fixture(autouse=True)
def no_controllers():
    PADS.reset()           # SDL's devices are the process's: each test starts with none
    yield
    PADS.reset()


def plug(app, instance_id: int) -> None:
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0, instance_id=instance_id))


def unplug(app, instance_id: int) -> None:
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=instance_id))


def hat(app, instance_id: int, x: int, y: int) -> None:
    app.dispatch(pygame.event.Event(pygame.JOYHATMOTION, instance_id=instance_id, joy=0, hat=0, value=(x, y)))
    app.dispatch(pygame.event.Event(pygame.JOYHATMOTION, instance_id=instance_id, joy=0, hat=0, value=(0, 0)))


def axis(app, instance_id: int, which: int, value: float) -> None:
    app.dispatch(pygame.event.Event(pygame.JOYAXISMOTION, instance_id=instance_id, joy=0, axis=which, value=value))


def button(app, instance_id: int, which: int = 0) -> None:
    app.dispatch(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=instance_id, joy=0, button=which))


def test_a_controller_plugged_in_during_the_game_chooses_then_calls():
    app, table = table_for(("human", "human"), ("pad", "row"), "8")
    assert table.pads.controller_of(0) is None                # nothing plugged in yet
    step_until(app, lambda: table.desk.is_open, limit=5)
    plug(app, 41)
    assert table.pads.controller_of(0) == 1
    assert table.pads.number[0] == 5                          # where the choice starts
    hat(app, 41, 0, 1)                                        # pad up: 6
    hat(app, 41, 0, 1)                                        # 7
    hat(app, 41, -1, 0)                                       # pad left: 6
    assert table.pads.number[0] == 6 and calls(table) == []   # choosing is not calling
    step(app, 0.5)
    button(app, 41)
    step(app)
    ((seat, number, time),) = calls(table)
    assert (seat, number) == (0, 6) and 0.45 < time < 0.55    # the moment the button was read
    button(app, 41)                                           # a person who has called cannot call again
    step(app)
    assert len(calls(table)) == 1
    app.render()


def test_the_stick_steps_once_per_push_and_either_axis_counts():
    app, table = table_for(("human", "human"), ("pad", "row"), "8")
    plug(app, 3)
    for value in (0.2, 0.6, 0.9, 0.7, 0.4):        # one push up past half-way (axis 1: up is negative)...
        axis(app, 3, 1, -value)
    assert table.pads.number[0] == 6
    axis(app, 3, 1, 0.0)                           # ...back to the middle, pushed down twice
    for _ in range(2):
        axis(app, 3, 1, 0.8)
        axis(app, 3, 1, 0.1)
    assert table.pads.number[0] == 4
    for _ in range(7):                             # right on axis 0, past the top: stays at 8
        axis(app, 3, 0, 1.0)
        axis(app, 3, 0, 0.0)
    assert table.pads.number[0] == 8
    axis(app, 99, 0, -1.0)                         # a controller with no seat moves nothing
    assert table.pads.number[0] == 8


def test_controllers_take_the_controller_seats_in_order_and_a_new_one_replaces_one_unplugged():
    app, table = table_for(("human", "human", "human"), ("pad", "row", "pad"), "8")
    plug(app, 10)
    plug(app, 11)
    plug(app, 12)                                  # a third: no controller seat left for it
    assert table.pads.seat_of == {10: 0, 11: 2}
    unplug(app, 10)
    assert table.pads.seat_of == {11: 2, 12: 0}    # the one waiting takes the free seat
    unplug(app, 12)
    assert table.pads.controller_of(0) is None and table.pads.controller_of(2) == 2
    plug(app, 13)                                  # plugged in again: the seat is its
    assert table.pads.seat_of == {11: 2, 13: 0}
    step_until(app, lambda: table.desk.is_open, limit=5)
    # one frame: the controller's button, then the digit row's 2: the controller called first
    button(app, 13)
    down(app, pygame.K_2)
    step(app)
    assert [(c[0], c[1]) for c in calls(table)] == [(0, 5), (1, 2)]
    assert calls(table)[0][2] == calls(table)[1][2]


def test_setup_shows_each_controller_seat_its_controller():
    app = make_app("--game", "yam-color")
    app.open("setup")
    setup = top(app)
    options = setup.part
    click(app, setup.count.rect.center)                   # 3 seats, two people
    setup.rows[1][2].set("human")
    for seat in (0, 1):                                   # both choose a controller
        while options.effective()[seat] != "pad":
            options.keys[seat].step(1)
    assert options.effective()[:2] == ("pad", "pad")
    assert [options.shown(s) for s in (0, 1)] == ["Controller: none yet", "Controller: none yet"]
    PADS.device_event(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0, instance_id=5))
    assert [options.shown(s) for s in (0, 1)] == ["Controller 1", "Controller: none yet"]
    app.render()
    click(app, setup.start.rect.center)
    table = top(app).layer
    assert table.keys[:2] == ("pad", "pad") and table.pads.seat_of == {5: 0}


def test_a_controller_seat_is_kept_by_the_config():
    seats = (SeatConfig("Ana", RED), SeatConfig("Ben", BLUE), SeatConfig("Cy", YELLOW))
    assert YamConfig(seats, keys=("pad", "pad", "home")).seat_keys() == ("pad", "pad", "home")
    assert YamConfig(seats, keys=("top", "top", "pad")).seat_keys()[:2] == ("top", "row")  # a row is one person's
