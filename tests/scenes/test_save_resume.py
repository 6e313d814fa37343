"""Save and resume through the real scenes: a game quit in the middle of a turn comes
back at the same point; a finished game removes its save; damaged files are kept aside."""
from __future__ import annotations

import json

import pygame

from game.eceg.actions import SetAside

from scenes.shell import saves
from scenes.ui import userdata
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.shell.results import ResultsScene
from scenes.eceg.rolloff import RollOffScene
from scenes.shell.setup import SetupScene
from scenes.shell.table_scene import TableScene
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import until_deciding, key, make_app, step_until, top

ECEG = "easy-come-easy-go"

PEOPLE = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bea", (70, 130, 220))), seed=4)


def table_of(app, config=PEOPLE) -> TableScene:
    app.push(TitleScene(app))
    app.push(RollOffScene(app, config))
    step_until(app, lambda: top(app).done, limit=30)
    key(app, pygame.K_RETURN)
    table = top(app)
    assert isinstance(table, TableScene)
    return table


def mid_turn(app) -> TableScene:
    """A table where the player has set dice aside and rolled again, and is deciding."""
    table = table_of(app)
    for _ in range(50):
        until_deciding(app, table, 20)
        if table.state.kept and len(table.state.rolled) >= 2 and not table.layer.claimable():
            return table
        key(app, pygame.K_1)
        key(app, pygame.K_SPACE)
    raise AssertionError("no mid-turn position reached")


def test_a_game_quit_mid_turn_resumes_at_the_same_point_with_its_dice():
    app = make_app()
    table = mid_turn(app)
    kept, rolled = table.state.kept, table.state.rolled
    snapshot = table.match.snapshot()
    app.quit()
    assert saves.exists(ECEG)

    again = make_app()
    again.push(TitleScene(again))
    title = top(again)
    assert title.buttons[0].text == "Resume game" and title.buttons[0].focused
    key(again, pygame.K_RETURN)                       # keyboard reaches Resume
    resumed = top(again)
    assert isinstance(resumed, TableScene)
    assert resumed.match.snapshot() == snapshot      # state, dice source and log
    assert resumed.state.kept == kept and tuple(resumed.state.rolled) == tuple(rolled)
    in_tray = sorted(d.value for d in resumed.layer.dice if d.kept)
    on_felt = sorted(d.value for d in resumed.layer.rolled_dice())
    assert in_tray == sorted(kept) and on_felt == sorted(rolled)
    assert all(not d.moving for d in resumed.layer.dice)
    assert resumed.layer.awaiting_human
    # the next roll is the one the game would have made: the dice source came back too
    key(again, pygame.K_1)
    key(again, pygame.K_SPACE)
    until_deciding(again, resumed, 20, or_over=True)
    n = len(snapshot["log"])
    set_aside = resumed.match.log[n]
    assert set_aside["type"] == "set_aside"
    expected = table.match.apply(table.match.state.seat, SetAside(tuple(set_aside["dice"]))) + table.match.chance()
    assert expected[-1]["type"] == "roll"
    assert resumed.match.log[n:n + len(expected)] == expected


def test_finishing_a_game_removes_its_save_and_the_title_offers_no_resume():
    app = make_app("--speed", "instant")
    computers = GameConfig((SeatConfig("C1", (214, 72, 62), "greedy"), SeatConfig("C2", (70, 130, 220), "greedy")),
                           seed=8)
    table = table_of(app, computers)
    step_until(app, lambda: table.state.turn_number >= 3, limit=60)
    assert saves.exists(ECEG)
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=300)
    assert not saves.exists(ECEG)
    app.push(TitleScene(app))
    assert [b.text for b in top(app).buttons][0] == "New game"


def test_a_corrupt_save_shows_a_message_is_kept_aside_and_a_new_game_starts():
    saves.path(ECEG).parent.mkdir(parents=True)
    saves.path(ECEG).write_text('{"format": 1, "config": {"seats": [', encoding="utf-8")
    app = make_app()
    app.push(TitleScene(app))
    title = top(app)
    assert not saves.exists(ECEG)
    kept = list(saves.path(ECEG).parent.glob("current.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").startswith('{"format": 1')
    assert [message for message, _ in app.notices] == ["save_damaged"]
    assert app.notices[0][1]["file"] == kept[0].name
    surface = app.render()
    assert surface.get_at((640, 16))[:3] != surface.get_at((640, 700))[:3]   # the message band is drawn
    assert title.buttons[0].text == "New game"
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), SetupScene)


def test_a_save_of_the_right_json_but_wrong_shape_is_also_kept_aside():
    saves.path(ECEG).parent.mkdir(parents=True)
    saves.path(ECEG).write_text(json.dumps({"format": 1, "config": {"seats": []}, "match": {"state": 3}}),
                            encoding="utf-8")
    app = make_app()
    app.push(TitleScene(app))
    assert not saves.exists(ECEG) and list(saves.path(ECEG).parent.glob("current.json.bad-*"))
    assert app.notices and app.notices[0][0] == "save_damaged"


def test_a_corrupt_settings_file_shows_a_message_and_the_game_starts_with_defaults():
    userdata.settings_path().write_bytes(b"\x00\xff{{ not json")
    app = make_app()
    assert app.settings["speed"] == "normal" and app.settings["language"] == "en"
    kept = list(userdata.data_dir().glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00\xff{{ not json"
    assert [message for message, _ in app.notices] == ["settings_damaged"]
    app.push(TitleScene(app))
    key(app, pygame.K_ESCAPE)              # the first Esc only dismisses the message
    assert app.running and not app.notices
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), SetupScene)


def test_starting_a_new_game_over_a_saved_one_asks_first():
    from scenes.shell.confirm import ConfirmScene
    app = make_app()
    mid_turn(app)
    app.quit()
    saved = saves.path(ECEG).read_text(encoding="utf-8")

    again = make_app()
    again.push(TitleScene(again))
    again.push(SetupScene(again))
    setup = top(again)
    setup.begin()
    assert isinstance(top(again), ConfirmScene)
    key(again, pygame.K_ESCAPE)                        # no: back to the setup, save untouched
    assert top(again) is setup and saves.path(ECEG).read_text(encoding="utf-8") == saved
    setup.begin()
    key(again, pygame.K_RETURN)                        # yes (focused first): the new game starts
    assert isinstance(top(again), RollOffScene)


def test_without_a_save_a_new_game_starts_at_once():
    app = make_app()
    app.push(TitleScene(app))
    app.push(SetupScene(app))
    top(app).begin()
    assert isinstance(top(app), RollOffScene)
