"""The coach overlay (H) shows exactly what game/coach.py computes, outlines the
recommended dice on the felt, and stays out of games where it is not allowed."""
from __future__ import annotations

import pygame

from game.eceg.actions import SetAside
from game.eceg.ai.coach import Coach
from game.core.match import Seat
from scenes.eceg import coach as coach_view
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.eceg.tutorial import ScriptedMatch

from tests.scenes.scene_helpers import until_deciding, key, make_app, step

RED, BLUE = (214, 72, 62), (70, 130, 220)


def scripted_table(first_roll, kinds=("human", "human"), *more):
    app = make_app("--seed", "5")
    config = GameConfig(seats=(SeatConfig("Ana", RED, kinds[0]), SeatConfig("Bo", BLUE, kinds[1])))
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 5,
                          script=[(5, 5, 5, 5), (0, 0, 0, 0), first_roll, *more])
    match.chance(), match.chance()               # the roll-off: Ana starts
    players = [None, None] if kinds == ("human", "human") else None
    table = eceg_table(app, config, match, players)
    app.push(table)
    until_deciding(app, table)
    return app, table


def outline_at(surface, die_sprite) -> bool:
    x, y = round(die_sprite.pos[0]), round(die_sprite.pos[1]) - (6 if die_sprite.selected else 0)
    half = (coach_view.die.SIZE + 16) // 2
    return any(surface.get_at((x - half + dx, y))[:3] == coach_view.OUTLINE for dx in range(4))


def check_shows_advice(first_roll):
    app, table = scripted_table(first_roll)
    assert table.state.rolled == first_roll
    key(app, pygame.K_h)
    step(app, 1 / 60)
    shown = table.layer.coach
    assert isinstance(shown, coach_view.CoachOverlay)
    want = Coach().advise(table.state)          # a fresh coach: nothing shared with the overlay
    assert shown.advice == want
    assert shown.labels() == {pid: coach_view.percent(p) for pid, p in want.chances.items()}
    assert all(label.endswith("%") for label in shown.labels().values())
    assert shown.advice.win is not None and abs(sum(shown.advice.win) - 1) < 1e-9
    surface = app.render()
    outlined = shown.outlined_dice()
    assert isinstance(want.recommended, SetAside)
    assert sorted(d.value for d in outlined) == sorted(want.recommended.dice)
    for d in table.layer.rolled_dice():
        assert outline_at(surface, d) == (d in outlined), (d.value, want.recommended)
    return app, table


def test_example_a_first_roll():
    check_shows_advice((0, 2, 2, 5))


def test_example_b_first_roll():
    check_shows_advice((0, 1, 2, 5))


def test_advice_follows_the_position_and_hides_while_dice_move():
    app, table = check_shows_advice((0, 2, 2, 5), )
    first = table.layer.coach.advice
    key(app, pygame.K_1)
    key(app, pygame.K_SPACE)                     # set aside one die: the rest tumble
    step(app, 1 / 60)
    assert table.layer.coach.advice is None          # no advice about dice still in the air
    until_deciding(app, table)
    step(app, 1 / 60)
    assert table.layer.coach.advice == Coach().advise(table.state) != first
    key(app, pygame.K_h)
    assert table.layer.coach is None


def test_not_allowed_against_the_computer():
    app, table = scripted_table((0, 2, 2, 5), ("human", "greedy"))
    app.settings["coach_allowed"] = False
    key(app, pygame.K_h)
    assert isinstance(table.layer.coach, coach_view.NotAllowedNote)
    step(app, coach_view.NOTE_TIME + 0.2)
    assert table.layer.coach is None                 # the note goes away by itself
    app2, people = scripted_table((0, 2, 2, 5))
    app2.settings["coach_allowed"] = False       # people only: the setting does not apply
    key(app2, pygame.K_h)
    assert isinstance(people.layer.coach, coach_view.CoachOverlay)


def test_percent_labels():
    assert coach_view.percent(None) == "—"
    assert coach_view.percent(0.0) == "0%"
    assert coach_view.percent(0.001) == "<1%"
    assert coach_view.percent(0.2526) == "25%"
    assert coach_view.percent(1.0) == "100%"
