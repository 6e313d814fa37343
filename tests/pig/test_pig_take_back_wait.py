"""The time to take back a move is the shell's, for any game (here Pig, a test game the
shell knows nothing of): a person alone with a computer who holds (their part over: the
computer plays next) sees the table wait, Undo's bar shrinking, and U takes the hold
back; a Roll is followed by its throw at once (a chance that shows something new), so
nothing waits there. Real events, time
stepped by hand."""
from __future__ import annotations

import pygame

from scenes.shell.saved_seats import config_class
from scenes.shell.seating import SeatConfig
from tests.pig.pig_driving import PIG
from tests.scenes.scene_helpers import key, make_app, step, step_until


def pig_table(setting: str):
    app = make_app("--speed", "normal", "--seed", "21")
    app.game = PIG
    app.settings["take_back_time"] = setting
    config = config_class(PIG)((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Cal", (70, 130, 220), "easy")),
                               {"target": 50}, 21)
    app.open("title")
    table = app.open(app.game_screen("rolloff"), config)
    step_until(app, lambda: table.layer.awaiting_person and table.state.seat == 0)
    return app, table


def test_a_roll_never_waits_and_a_hold_waits_then_u_takes_it_back(pig):
    app, table = pig_table("2s")
    while table.state.turn_total == 0:                 # roll until there is something to hold
        key(app, pygame.K_r)
        for _ in range(600):                           # the throw is hers: it comes at once
            assert table.driver.waiting is None
            if table.layer.awaiting_person or table.state.seat != 0:
                break
            step(app, 1 / 60)
        if table.state.seat != 0:                      # a 1: the turn was lost, wait for the next
            step_until(app, lambda: table.layer.awaiting_person and table.state.seat == 0, 60)
    before = list(table.match.log)
    key(app, pygame.K_h)
    step_until(app, lambda: table.driver.waiting is not None, 5)
    step(app, 1.5)
    after = table.match.log[len(before):]
    assert after[0]["type"] == "hold" and [e["type"] for e in after[1:]] in ([], ["turn"])   # Cal has not rolled
    key(app, pygame.K_u)
    scene = app.stack[-1]
    assert scene.match.log == before and scene.state.seat == 0


def test_off_never_waits(pig):
    app, table = pig_table("off")
    for _ in range(600):
        if table.layer.awaiting_person and table.state.seat == 0:
            key(app, pygame.K_h if table.state.turn_total else pygame.K_r)
        step(app, 1 / 60)
        assert table.driver.waiting is None
