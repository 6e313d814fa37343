"""Issue 12: after Resume, the coach (H) is shown or hidden as it was when the game was
left, whether it was toggled before or after the last move."""
from __future__ import annotations

import json

import pygame

from scenes.eceg.coach import CoachOverlay
from scenes.shell.table_scene import TableScene
from scenes.shell import saves
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import key, make_app, top, until_deciding
from tests.scenes.test_save_resume import table_of

ECEG = "easy-come-easy-go"


def resume() -> tuple:
    app = make_app()
    app.push(TitleScene(app))
    assert top(app).buttons[0].text == "Resume game"
    key(app, pygame.K_RETURN)
    table = top(app)
    assert isinstance(table, TableScene)
    return app, table


def test_coach_shown_then_a_move_comes_back_shown():
    app = make_app()
    table = table_of(app)
    until_deciding(app, table)
    key(app, pygame.K_h)
    assert isinstance(table.layer.coach, CoachOverlay)
    key(app, pygame.K_1)
    key(app, pygame.K_SPACE)                 # a move: the game is saved with it
    until_deciding(app, table)
    snapshot = table.match.snapshot()
    app.quit()

    again, resumed = resume()
    assert resumed.match.snapshot() == snapshot
    assert isinstance(resumed.layer.coach, CoachOverlay)
    key(again, pygame.K_h)                   # hidden with no move after it: kept all the same
    assert resumed.layer.coach is None
    again.quit()
    assert json.loads(saves.path(ECEG).read_text())["config"]["coach"] is False

    _, third = resume()
    assert third.layer.coach is None


def test_coach_never_shown_stays_hidden_and_shown_without_a_move_comes_back():
    app = make_app()
    table = table_of(app)
    until_deciding(app, table)
    key(app, pygame.K_1)
    key(app, pygame.K_SPACE)
    until_deciding(app, table)
    app.quit()
    again, resumed = resume()
    assert resumed.layer.coach is None
    until_deciding(again, resumed)
    key(again, pygame.K_h)                   # shown, then the game left at once
    again.quit()
    _, third = resume()
    assert isinstance(third.layer.coach, CoachOverlay)


def test_a_save_whose_coach_is_not_true_or_false_is_kept_aside():
    app = make_app()
    table = table_of(app)
    until_deciding(app, table)
    key(app, pygame.K_h)
    app.quit()
    data = json.loads(saves.path(ECEG).read_text())
    data["config"]["coach"] = "yes"
    saves.path(ECEG).write_text(json.dumps(data))
    (config_match, problem) = saves.load(ECEG)
    assert config_match is None and problem
