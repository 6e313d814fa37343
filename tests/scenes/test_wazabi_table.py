"""Wazabi in the window: two people and a computer play a whole game by keyboard and
mouse without a hand ever shown to the wrong person (a cover at each hand-over), the
demo plays whole games whose --log replays, a game is saved and resumed from the title,
and the rules, history and results show in both languages."""
from __future__ import annotations

import pygame
import pytest

from game.registry import replay_file
from game.wazabi.phases import KEEPING, OVER, PLAYING, ROLL_OFF
from scenes.app import STEP, open_scenes
from scenes.shell import saves
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import text, theme
from scenes.shell.handover import HandOverScene
from scenes.wazabi.game_config import GameConfig
from scenes.shell.table_scene import TableScene
from scenes.wazabi.table import new_game

from tests.scenes.scene_helpers import click, key, lift_cover, make_app, step_until, top

COLOURS = [c for _, c in theme.SEAT_COLOURS]


def three_seats() -> GameConfig:
    return GameConfig((SeatConfig("Ana", COLOURS[0], HUMAN), SeatConfig("Ben", COLOURS[1], HUMAN),
                       SeatConfig("Cy", COLOURS[2], "easy")), seed=11)


def allowed(state, seat) -> bool:
    """A hand may be face up only for the seat whose turn or choice it is."""
    if state.phase in (ROLL_OFF, OVER):
        return False
    if state.phase == KEEPING:
        return seat in state.actors()
    return seat == state.player


def person_acts(app, table, n: int) -> None:
    """One step of a person, alternating keyboard and mouse."""
    what, seat = table.current()
    mouse = n % 2 == 1
    if what == "roll":
        click(app, table.view.main_button.rect.center) if mouse else key(app, pygame.K_SPACE)
    elif table.seat_options():
        if mouse:
            click(app, table.view.rects[table.seat_options()[-1]].center)
        else:
            key(app, pygame.K_RIGHT)
            key(app, pygame.K_RETURN)
    elif what == "keep":
        for k in range(table.state.keep_of(seat)):
            key(app, getattr(pygame, f"K_{k + 1}"))
        click(app, table.view.main_button.rect.center) if mouse else key(app, pygame.K_RETURN)
    elif what == PLAYING and table.pending is not None:
        key(app, pygame.K_LEFT) if not mouse else click(app, table.view.second_button.rect.center)
    elif what == PLAYING and table.card_options() and n % 3 != 2:
        if mouse:
            rect = pygame.Rect(table.view.card_rect(table.card_options()[0]))
            click(app, (rect.centerx, rect.y + 30))
        else:
            key(app, pygame.K_RETURN)
    else:
        click(app, table.view.main_button.rect.center) if mouse else key(app, pygame.K_p)


def test_two_people_and_a_computer_play_a_whole_game_never_seeing_another_hand():
    app = make_app("--speed", "fast")
    app.game = "wazabi"
    app.push(new_game(app, three_seats()))
    table = top(app).layer
    covers, last_cover, acted, frames = 0, None, 0, 0
    while not table.state.is_over():
        frames += 1
        assert frames < 60000, "the game did not end"
        app.update(STEP)
        scene = top(app)
        if isinstance(scene, HandOverScene):
            if scene.name != last_cover or scene.time == STEP:
                covers += 1
            last_cover = scene.name
            app.render()
            assert table.view.face_up_seat is None        # the cover hides every hand
            lift_cover(app, mouse=covers % 2 == 0)        # the person named lifts it: Enter held, or their button
            continue
        shown = table.hand_seat()
        if shown is not None:
            assert allowed(table.state, shown), (shown, table.state.phase, table.state.player)
            assert table.seat_name(shown) == last_cover      # the last cover was for this person
        if table.current() is not None:
            app.render()
            assert table.view.face_up_seat == table.current()[1]
            person_acts(app, table, acted)
            acted += 1
        elif frames % 20 == 0:
            app.render()
            assert table.view.face_up_seat in (None, shown)
    assert covers >= 4 and acted >= 10
    step_until(app, lambda: type(top(app)).__name__ == "ResultsScene", limit=10)
    app.render()
    assert table.match.log[-1]["type"] == "win"


def test_demo_plays_whole_games_and_its_log_replays(tmp_path):
    path = tmp_path / "wz.jsonl"
    app = make_app("--game", "wazabi", "--demo", "--players", "4", "--speed", "instant", "--seed", "3",
                   "--log", str(path))
    open_scenes(app)
    first = top(app).match
    assert first.game_id == "wazabi"
    step_until(app, lambda: first.state.is_over(), limit=900)
    step_until(app, lambda: isinstance(top(app), TableScene) and top(app).match is not first, limit=60)
    app.quit()
    games = replay_file(str(path))
    assert games[0].log == first.log and games[0].state.is_over() and len(games) == 2


def test_a_game_is_saved_after_every_action_and_resumes_from_the_title():
    app = make_app("--speed", "instant")
    app.game = "wazabi"
    config = GameConfig((SeatConfig("Ana", COLOURS[0], HUMAN), SeatConfig("Cy", COLOURS[2], "medium")),
                        {"dice": 3}, seed=5)
    app.push(new_game(app, config))
    table = top(app).layer
    step_until(app, lambda: table.current() is not None, limit=60)
    assert table.current()[0] == "roll" and table.hand_seat() == 0      # alone: no cover
    key(app, pygame.K_SPACE)
    step_until(app, lambda: len(table.match.log) > 6 and not table.queue.busy, limit=60)
    assert saves.exists("wazabi")
    state = table.match.state.snapshot()
    app.reset_to("title")
    title = top(app)
    assert title.saved is not None and title.buttons[0].text == "Resume game"
    key(app, pygame.K_RETURN)
    resumed = top(app)
    assert isinstance(resumed, TableScene) and resumed.match.state.snapshot() == state


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_history_and_results_show_in_both_languages(language):
    try:
        app = make_app("--speed", "instant", "--lang", language)
        app.game = "wazabi"
        rules = app.open(app.game_screen("rules"))
        for _ in range(4):
            app.render()
            key(app, pygame.K_RIGHT)
        assert rules.page == 3
        app.pop()
        config = GameConfig(tuple(SeatConfig(f"P{i}", COLOURS[i], "easy") for i in range(3)), seed=2)
        app.push(new_game(app, config))
        table = top(app)
        key(app, pygame.K_l)
        step_until(app, lambda: table.state.is_over(), limit=600)
        step_until(app, lambda: type(top(app)).__name__ == "ResultsScene", limit=10)
        lines = table.history.lines
        assert len(lines) > 10 and any(("joue" if language == "fr" else "plays") in line for line, _ in lines)
        surface = app.render()
        assert top(app).match is table.match and surface.get_size() == (1280, 720)
    finally:
        text.set_language("en")
