"""T at YAM color's table: the last round shown again (its throw, its card, its calls at
their moments, its check) on a table of its own, then back to the live game exactly as
it was; never during the call time (it would stop the race for everyone), and before
any round has been checked it says why. Real key events, time stepped by hand; what is
shown is checked against the match's log, the check's words against the catalog's."""
from __future__ import annotations

from collections import Counter

import pygame

from game.yam_color.deck import CARD_LETTERS

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import click, key, step, step_until, top
from tests.scenes.test_yam_color_calls import go_on, table_for, until_calls_open

CHECK_LINES = ("fine", "take", "unclaimed")


def right_count(dice, card: int) -> int:
    """The count written out again (yam-color.md): per colour, the smaller number."""
    letters = {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}
    return sum((Counter(letters[d] for d in dice) & Counter(CARD_LETTERS[card])).values())


def said(event: dict, names, called: dict) -> str:
    """A check line in the English catalog's words."""
    if event["type"] == "unclaimed":
        return "Nobody was right: the card goes under the pile"
    name, n = names[event["player"]], called[event["player"]]
    if event["type"] == "take":
        return f"{name} called {n} and takes the card!"
    return f"{name} called {n}: too high, pays a card" if event["card"] is not None else \
        f"{name} called {n}: too high (no card to pay)"


def first_round_played(app, table) -> None:
    """The person calls 3 at about 0.8 s; the round is checked, Space goes on, the next
    one is thrown."""
    until_calls_open(app, table)
    step(app, 0.8)
    key(app, pygame.K_3)
    go_on(app, table)                       # the check held until Space
    step_until(app, lambda: table.state.round == 2, limit=15)


def test_t_says_why_before_any_round_is_checked_and_never_stops_the_call_time():
    app, table = table_for(("human", "hard", "easy"), (), "5", 11)
    scene = top(app)
    key(app, pygame.K_t)                                   # the first dice in the air
    assert scene.past is None and scene.notice[0] == "No round to show again yet"
    until_calls_open(app, table)
    key(app, pygame.K_t)
    assert scene.past is None and scene.notice[0] == "No round to show again yet"
    first_round_played(app, table)
    step_until(app, lambda: table.desk.is_open, limit=5)   # round 2's calls: the race is on
    clock = table.desk.clock
    key(app, pygame.K_t)
    assert scene.past is None
    assert scene.notice[0] == "The last round can be shown again once the calls are closed"
    step(app, 0.5)
    assert table.desk.clock > clock + 0.45 and table.desk.is_open          # nothing stopped


def test_t_between_rounds_shows_the_last_round_from_its_log_then_the_live_game_goes_on(monkeypatch):
    text_boxes.record(monkeypatch)
    app, table = table_for(("human", "hard", "easy"), (), "5", 11)
    scene = top(app)
    first_round_played(app, table)
    assert table.tumbling and not table.desk.is_open       # round 2 thrown: its dice in the air
    log, snapshot = list(table.match.log), table.state.snapshot()
    live_dice = [(d.colour, d.pos()) for d in table.dice]
    throws = [i for i, e in enumerate(log) if e["type"] == "throw"]
    last_round = log[throws[0]:throws[1]]
    throw = last_round[0]
    calls = [(e["player"], e["count"], e["time"]) for e in last_round if e["type"] == "call"]
    checks = [e for e in last_round if e["type"] in CHECK_LINES]
    assert (0, 3) in [c[:2] for c in calls] and checks          # the person's call is in it

    key(app, pygame.K_t)
    past = scene.past.layer
    assert past is not table and past.match is not table.match
    step(app, 1 / 60)                                     # the logged throw: its dice tumble
    assert [d.colour for d in past.dice] == throw["dice"] and past.card == throw["card"]
    frame = app.screen = text_boxes.Tracked((1280, 720))
    app.render()
    drawn = [m for _, m in frame.texts]
    assert "The last round again" in drawn and "Esc, Space, T or a click: back to the game" in drawn
    assert table.message not in drawn                       # the live table is not drawn
    shown_calls, lines, counted = [], [], None
    for _ in range(60 * 30):
        step(app, 1 / 60)
        if scene.past is None:
            break
        made = [(e.seat, e.count, e.time) for e in past.desk.made]
        clock = past.driver.clock
        if past.count is None:      # each call shows once the round's clock reaches its moment
            assert made == ([] if clock is None else [c for c in calls if c[2] <= clock])
        shown_calls = made
        counted = past.count if past.count is not None else counted
        if past.check_line and past.check_line not in lines:
            lines.append(past.check_line)
    assert scene.past is None                                # seen to the end: back to the game
    names = [s.name for s in table.config.seats]
    called = {seat: n for seat, n, _ in calls}
    assert shown_calls == calls
    assert counted == right_count(throw["dice"], throw["card"])
    assert lines == [said(e, names, called) for e in checks]

    # the live game is exactly as it was, and goes on from there
    assert table.match.log == log and table.state.snapshot() == snapshot
    assert [(d.colour, d.pos()) for d in table.dice] == live_dice
    step_until(app, lambda: table.desk.is_open, limit=5)
    assert [d.colour for d in table.dice] == log[-1]["dice"] and table.card == log[-1]["card"]


def test_a_key_pressed_while_the_last_round_is_shown_never_acts_in_the_live_game():
    app, table = table_for(("human", "hard", "easy"), (), "5", 11)
    scene = top(app)
    first_round_played(app, table)
    log = list(table.match.log)
    key(app, pygame.K_t)
    for k in (pygame.K_e, pygame.K_l, pygame.K_5, pygame.K_KP3):      # the table's keys, a call's
        step(app, 0.3)
        key(app, k)                           # waits: the showing goes on, the live game is untouched
        assert scene.past is not None
    for k in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_t):
        key(app, k)                           # ends the showing, and only that
        assert scene.past is None and top(app) is scene
        assert scene.history is None and scene.notice is None and table.match.log == log
        key(app, pygame.K_t)                  # again, for the next key
        assert scene.past is not None
        step(app, 0.3)
    click(app, (640, 300))
    assert scene.past is None and table.match.log == log
    step_until(app, lambda: table.desk.is_open, limit=5)
    assert table.desk.made == []                             # no call came from the showing
    key(app, pygame.K_2)                                     # the person calls as ever
    step(app)
    assert [(e["player"], e["count"]) for e in table.match.log[len(log):] if e["type"] == "call"][0] == (0, 2)
