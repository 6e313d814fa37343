"""Scenes opened by name (scenes/registry.py), the title's choice of game, --game
and --log, and the coach no longer shadowing the Scene.overlay flag."""
from __future__ import annotations

import ast
import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import registry as game_registry
from game.registry import GAMES, replay_file
from scenes import registry
from scenes.app import open_scenes, parse_args
from scenes.eceg.coach import CoachOverlay
from scenes.shell.table_scene import TableScene
from scenes.scene import Scene
from scenes.shell.seating import SeatConfig
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top

ROOT = Path(__file__).resolve().parents[2]
ECEG = "easy-come-easy-go"


def test_names_open_the_screens_the_shell_and_the_game_registered():
    app = make_app()
    title = app.open("title")
    assert isinstance(title, TitleScene) and top(app) is title
    assert app.game_screen("rules") == f"{ECEG}/rules"
    rules = app.open(app.game_screen("rules"))
    assert top(app) is rules and rules.overlay      # the rules pages, over the title
    settings = app.replace_with("settings")
    assert app.stack == [title, settings]
    again = app.reset_to("title")
    assert app.stack == [again] and again is not title
    with pytest.raises(KeyError, match="no scene named 'nowhere'"):
        app.open("nowhere")
    assert app.game_part("no such part") is None


def test_the_title_opens_no_screen_module_it_does_not_show(tmp_path):
    """Names map to "module:attribute" strings: the title loads neither the table
    nor the setup (start-up stays cheap); opening a screen loads its module."""
    code = ("import sys; from scenes.app import App, open_scenes, parse_args\n"
            "app = App(parse_args(['--frames', '1'])); open_scenes(app); app.render()\n"
            "print(sorted(m for m in sys.modules if m.startswith('scenes.eceg.') or m == 'scenes.shell.setup'))\n"
            "app.open('setup'); print('scenes.shell.setup' in sys.modules)\n")
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "PYTHONPATH": str(ROOT), "ECEG_DATA_DIR": str(tmp_path), "PATH": ""}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    loaded, setup_after = out.stdout.splitlines()[-2:]
    # the title reads the save (saves.py needs the game's config); nothing else of the game
    assert "scenes.eceg.table" not in loaded and "scenes.eceg.rolloff" not in loaded
    assert "scenes.shell.setup" not in loaded and setup_after == "True"


# ----- the title offers the registered games -----------------------------------------------
def test_the_title_offers_the_games_with_screens_only():
    # games whose screens are not written yet (rules only) are not offered
    offered = registry.games()
    assert offered == [ECEG, "wazabi", "yam-color"] and set(offered) <= set(GAMES)


def test_an_entry_for_a_screen_the_chosen_game_has_not_is_greyed_and_does_nothing(monkeypatch):
    registry.names()                             # every game has a tutorial now: Wazabi's taken away here
    monkeypatch.delitem(registry._targets, registry.game_name("wazabi", "tutorial"))
    app = make_app("--game", "wazabi")
    title = app.open("title")
    entries = {b.text: b for b in title.buttons}
    assert not entries["Tutorial"].is_enabled() and entries["Rules"].is_enabled()
    assert entries["Tutorial"].press() is False and top(app) is title
    while app.game != ECEG:                       # back to the first game: it has a tutorial
        title.game_choice.step(-1)
    entries = {b.text: b for b in title.buttons}   # the menu is built anew for each game
    assert entries["Tutorial"].is_enabled()


def test_one_game_registered_the_title_shows_it_and_no_choice(monkeypatch):
    monkeypatch.setattr(registry, "_games", [ECEG])
    app = make_app()
    title = app.open("title")
    assert title.game_choice is None
    assert title.ring.widgets == title.buttons          # nothing to tab to but the menu


@pytest.fixture
def second_game(monkeypatch):
    """A made-up game after the others (Easy Come, Easy Go's rules under another id)
    with its own rules screen, registered for one test."""
    class OtherRules(Scene):
        overlay = True
    registry.games()
    monkeypatch.setattr(registry, "_games", list(registry._games))
    monkeypatch.setattr(registry, "_targets", dict(registry._targets))
    registry.register_game("other-game", {"rules": OtherRules})
    with game_registry.registered(dataclasses.replace(GAMES[ECEG], id="other-game")):
        yield OtherRules


def test_with_two_games_the_title_chooses_and_opens_the_chosen_games_screens(second_game):
    app = make_app()
    title = app.open("title")
    choice = title.game_choice
    assert choice is not None and choice.options[0] == ECEG and choice.options[-1] == "other-game"
    assert app.game == ECEG
    while app.game != "other-game":
        click(app, choice.rect.center)
    title.rules()
    assert isinstance(top(app), second_game)
    app.pop()
    click(app, choice.rect.center)                      # around again
    assert app.game == ECEG
    title.rules()
    assert type(top(app)).__module__ == "scenes.eceg.rules"


def test_game_option_preselects_the_game_and_an_unknown_one_is_a_one_line_error(second_game, capsys):
    app = make_app("--game", "other-game")
    assert app.game == "other-game" and app.open("title").game_choice.value == "other-game"
    with pytest.raises(SystemExit) as stop:
        parse_args(["--game", "yam-colour"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown game 'yam-colour'" in err


def test_unknown_game_on_the_command_line_exits_2():
    out = subprocess.run([sys.executable, "main.py", "--game", "chess"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "chess" in out.stderr


# ----- --log --------------------------------------------------------------------------------
def current_match(app):
    return getattr(top(app), "match", None) if app.stack else None


def test_demo_with_log_appends_every_game_move_by_move_and_a_quit_leaves_a_valid_partial_game(tmp_path):
    path = tmp_path / "evening.jsonl"
    path.write_text("")
    app = make_app("--demo", "--speed", "instant", "--seed", "3", "--log", str(path))
    open_scenes(app)
    first = current_match(app)
    assert [json.loads(line)["type"] for line in path.read_text().splitlines()] == ["start"]   # at once
    step_until(app, lambda: first.state.is_over(), limit=600)
    step_until(app, lambda: current_match(app) is not first and current_match(app) is not None
               and len(current_match(app).log) > 6, limit=60)
    second = current_match(app)
    written = len(path.read_text().splitlines())
    assert written == len(first.log) + len(second.log)         # on disk as it happens
    app.quit()                                                 # mid-game
    games = replay_file(str(path))
    assert len(games) == 2
    assert games[0].log == first.log and games[0].state.is_over()
    assert games[1].log == second.log and not games[1].state.is_over()
    assert games[0].seed == 3 and games[1].seed != 3


def test_a_resumed_game_is_logged_from_its_start(tmp_path):
    """A game resumed from the title: its whole past goes in, then its new moves."""
    path = tmp_path / "resumed.jsonl"
    app = make_app("--log", str(path))
    config = app.build("demo config", 2).with_seed(8)
    match = config.build_match(8)
    for _ in range(3):
        match.chance() if match.state.is_chance() else None
    from scenes.shell import saves
    saves.save(config, match)
    app.open("title")
    key(app, pygame.K_RETURN)                                  # Resume game (focused first)
    table = top(app)
    assert isinstance(table, TableScene) and table.match.seed == 8
    before = len(table.match.log)
    step_until(app, lambda: len(table.match.log) > before, limit=30)
    app.quit()
    (again,) = replay_file(str(path))
    assert again.log == table.match.log


# ----- the coach is not Scene.overlay -----------------------------------------------------------
def count_draws(app) -> dict:
    counts = {}
    for scene in app.stack:
        def counted(surface, scene=scene, draw=scene.draw):
            counts[type(scene).__name__] = counts.get(type(scene).__name__, 0) + 1
            draw(surface)
        scene.draw = counted
    app.render()
    return counts


def test_with_the_coach_shown_each_frame_draws_the_table_once_and_never_the_title_under_it():
    app = make_app()
    app.open("title")
    app.open("setup")
    click(app, top(app).start.rect.center)                # -> roll-off (replacing the setup)
    key(app, pygame.K_SPACE)                              # skip the roll-off
    step_until(app, lambda: top(app).done, limit=30)
    key(app, pygame.K_SPACE)                              # -> the table
    table = top(app)
    assert isinstance(table, TableScene) and [type(s).__name__ for s in app.stack] == ["TitleScene", "TableScene"]
    key(app, pygame.K_h)
    assert isinstance(table.layer.coach, CoachOverlay)
    assert table.overlay is False                          # the class flag, untouched
    assert count_draws(app) == {"TableScene": 1}
    key(app, pygame.K_ESCAPE)                              # pause over the coached table
    step(app)
    assert count_draws(app) == {"TableScene": 1, "PauseScene": 1}


def test_no_scene_sets_a_field_named_like_a_scene_flag():
    """`self.overlay = ...` on a scene would turn the app's flag into something else."""
    flags = {name for name, value in vars(Scene).items() if isinstance(value, bool)}
    assert flags == {"overlay"}
    found = []
    for path in (ROOT / "scenes").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and node.attr in flags \
                    and isinstance(node.value, ast.Name) and node.value.id in ("self", "table", "scene"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_a_games_screens_open_its_own_next_screens_whatever_the_title_shows():
    """The roll-off of one game opens that game's table, and its results that game's
    roll-off, even when the title's choice has moved to another game meanwhile."""
    app = make_app("--speed", "instant")
    new_config = registry.resolve(registry.game_name("easy-come-easy-go", "config"))
    config = new_config((SeatConfig("Ann", (200, 60, 60), "easy"), SeatConfig("Bo", (60, 60, 200), "easy")), seed=4)
    app.game = "wazabi"                       # the title's choice moved on
    app.open(registry.game_name("easy-come-easy-go", "rolloff"), config)
    step_until(app, lambda: isinstance(top(app), TableScene), limit=60)
    assert top(app).match.game_id == "easy-come-easy-go"
