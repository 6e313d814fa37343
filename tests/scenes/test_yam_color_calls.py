"""YAM color at one keyboard: real key events and clicks, time stepped by hand; the
order and moments of the calls are read back from the match's log."""
from __future__ import annotations

import pygame

from game.yam_color.state import CALLING
from scenes.shell.seating import SeatConfig
from scenes.shell.table_scene import TableScene
from scenes.yam_color.config import YamConfig
from scenes.yam_color.table import YamTable

from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top

RED, BLUE, YELLOW = (214, 72, 62), (70, 130, 220), (236, 190, 50)


def table_for(kinds, keys=(), call_time="8", seed=5, *argv):
    """The app and its table's layer (`top(app)` is the shared table screen)."""
    app = make_app("--speed", "normal", *argv)
    app.game = "yam-color"
    seats = tuple(SeatConfig(f"P{i}", c, k) for i, (k, c) in enumerate(zip(kinds, (RED, BLUE, YELLOW))))
    config = YamConfig(seats, {"call_time": call_time}, keys=tuple(keys))
    app.open(app.game_screen("rolloff"), config.with_seed(seed))
    scene = top(app)
    assert isinstance(scene, TableScene) and isinstance(scene.layer, YamTable)
    return app, scene.layer


def until_calls_open(app, table):
    step_until(app, lambda: table.desk.is_open, limit=5)


def go_on(app, table, limit=15.0):
    """The check shown and held (issue 26): Space goes on to the next round."""
    step_until(app, lambda: table.held, limit=limit)
    key(app, pygame.K_SPACE)


def calls(table):
    return [(e["player"], e["count"], e["time"]) for e in table.match.log if e["type"] == "call"]


def down(app, k):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def test_calls_in_one_frame_keep_the_events_order_and_across_frames_the_clock():
    app, table = table_for(("human",) * 3, ("row", "keypad", "home"))
    until_calls_open(app, table)
    step(app, 0.5)
    # one frame: the keypad's 5 is read before the digit row's 7
    down(app, pygame.K_KP5)
    down(app, pygame.K_7)
    step(app)
    (first, second) = calls(table)
    assert first[:2] == (1, 5) and second[:2] == (0, 7)
    assert first[2] == second[2] and 0.45 < first[2] < 0.55      # the same frame, the same moment
    # a later frame: the home row's F (its 3) is the moment and the number at once
    step(app, 0.25)
    down(app, pygame.K_f)
    step(app)
    assert [c[:2] for c in calls(table)] == [(1, 5), (0, 7), (2, 3)]
    assert abs(calls(table)[2][2] - first[2] - 0.25) < 0.02        # 0.25 s after the first two
    assert table.state.phase != CALLING          # everyone called: the check runs


def test_two_people_with_their_own_rows_call_at_once_in_event_order():
    app, table = table_for(("human", "human"), ("row", "keypad"))
    until_calls_open(app, table)
    step(app, 1.0)
    down(app, pygame.K_KP6)
    down(app, pygame.K_4)
    down(app, pygame.K_8)                 # the row's owner has called: no second call
    step(app)
    assert [c[:2] for c in calls(table)] == [(1, 6), (0, 4)]


def test_one_person_clicks_a_number_against_two_computers_and_the_game_goes_on_to_the_results():
    app, table = table_for(("human", "hard", "easy"), call_time="5", seed=11)
    assert table.keys == ("solo", "", "")
    until_calls_open(app, table)
    app.render()
    pad = table.view.pad[6]
    assert app.screen.get_at(pad.center)[:3] != app.screen.get_at((pad.centerx, pad.bottom + 40))[:3]
    click(app, pad.center)
    step(app)
    assert calls(table)[0][:2] == (0, 6)
    rounds = 0
    while not table.state.is_over():      # keys 0-8 for the next rounds, then wait
        rounds += 1
        assert rounds < 400
        step_until(app, lambda: table.desk.is_open or table.held or table.state.is_over(), limit=30)
        if table.held:                    # the check is held until a person goes on
            key(app, pygame.K_SPACE)
        elif table.desk.is_open:
            key(app, pygame.K_1 + rounds % 5)
        step(app, 0.4)
    go_on(app, table)                     # the last check too, then the results
    step_until(app, lambda: type(top(app)).__name__ == "ResultsScene", limit=10)
    assert top(app).match is table.match


def test_a_die_shows_its_thrown_colour_on_top_in_the_palette_in_use():
    from scenes.yam_color.pieces import PALETTE
    app, table = table_for(("human", "hard"))
    until_calls_open(app, table)
    app.render()
    for d in table.dice:
        x, y = d.pos()
        top_ball = app.screen.get_at((int(x) + 6, int(y) - 8 - 10))[:3]     # beside its symbol
        assert max(abs(a - b) for a, b in zip(top_ball, PALETTE[d.colour])) < 40, (d.colour, top_ball)
