"""The player's files through the real app: a real game's save survives the tutorial,
version 0.1's data folder is moved into the per-game layout and still resumes, shows
its statistics and keeps its settings, and only a real game's keeper writes."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pygame

from game.core.match import Match, Seat
from game.eceg.players import make_player
from game.eceg.actions import SetAside
from game.eceg.state import Rules
from scenes.eceg import tutorial
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.replay import ReplayListScene
from scenes.shell.table_scene import TableScene
from scenes.shell import saves, statistics
from scenes.shell.keeper import Keeper
from scenes.shell.pause import PauseScene
from scenes.shell.statistics import StatsScene
from scenes.shell.title import TitleScene
from scenes.ui import text, userdata

from tests.scenes.scene_helpers import key, make_app, step_until, top
from tests.scenes.test_save_resume import mid_turn
from tests.scenes.test_tutorial import select, wait_turn

# Written by version 0.1 itself (the code at the commit before the per-game layout):
# a greedy-against-greedy game played to the end by Ana and Bea (statistics, and its
# log saved with E), then coach off, speed fast, volume 50%, French, and a game of
# Ana against Bea quit in the middle of the first turn.
DATA_01 = Path(__file__).parent / "fixtures" / "data-0.1"
ECEG = "easy-come-easy-go"


def press_until(app, ring, label: str, k=pygame.K_TAB) -> None:
    """Move the keyboard focus to the button labelled `label` and press Enter."""
    for _ in range(20):
        if getattr(ring.current, "text", None) == label:   # the game choice has no label text
            key(app, pygame.K_RETURN)
            return
        key(app, k)
    raise AssertionError(f"no button {label!r}")


def quit_to_title(app) -> None:
    key(app, pygame.K_ESCAPE)
    pause = top(app)
    assert isinstance(pause, PauseScene)
    press_until(app, pause.ring, text.t("quit_to_title"))
    assert isinstance(top(app), TitleScene)


def test_the_tutorial_played_after_quitting_a_game_leaves_that_game_to_resume():
    app = make_app("--seed", "11")
    game = mid_turn(app)
    snapshot = game.match.snapshot()
    quit_to_title(app)
    saved = saves.path(ECEG).read_bytes()

    title = top(app)
    press_until(app, title.ring, text.t("tutorial"))
    lesson = top(app)                       # example A: set aside 2 2, then 2, take three evens
    key(app, pygame.K_RETURN)
    wait_turn(app, lesson)
    select(app, lesson, [2, 2])
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    select(app, lesson, [2])
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    key(app, pygame.K_RETURN)
    step_until(app, lambda: top(app) is not lesson, limit=10)
    lesson = top(app)                       # example B: set aside 0 1 2, then the 5
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    select(app, lesson, [0, 1, 2])
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    select(app, lesson, [5])
    key(app, pygame.K_SPACE)
    step_until(app, lambda: top(app) is not lesson, limit=10)
    lesson = top(app)                       # stealing: Tab to 3 or less, Enter
    key(app, pygame.K_RETURN)
    wait_turn(app, lesson)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    step_until(app, lambda: top(app) is not lesson, limit=10)
    lesson = top(app)                       # the defence: keep 0 2, then steal Exactly 7
    key(app, pygame.K_RETURN)
    wait_turn(app, lesson)
    select(app, lesson, [0, 2])
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    key(app, pygame.K_RETURN)
    step_until(app, lambda: top(app) is not lesson, limit=10)
    first_turn = top(app)                   # the last lesson: a game against the computer
    assert isinstance(first_turn.layer, tutorial.FirstTurnTable)
    key(app, pygame.K_RETURN)
    wait_turn(app, first_turn)
    select(app, first_turn, [first_turn.state.rolled[0]])
    key(app, pygame.K_SPACE)                # an action of the tutorial's game, then quit mid-way
    step_until(app, lambda: first_turn.layer.awaiting_human or first_turn.state.seat != 0, limit=30)
    assert len(first_turn.match.log) > 4
    quit_to_title(app)

    assert saves.path(ECEG).read_bytes() == saved
    title = top(app)
    assert title.buttons[0].text == text.t("resume_game")
    key(app, pygame.K_RETURN)
    resumed = top(app)
    assert isinstance(resumed, TableScene)
    assert [s.name for s in resumed.config.seats] == ["Ana", "Bea"]
    assert resumed.match.snapshot() == snapshot


def test_a_version_0_1_data_folder_resumes_its_game_shows_its_statistics_and_keeps_its_settings():
    folder = userdata.data_dir()
    shutil.copytree(DATA_01, folder, dirs_exist_ok=True)
    saved_01 = json.loads((DATA_01 / "saves" / "current.json").read_text(encoding="utf-8"))
    game_dir = folder / ECEG

    app = make_app()
    try:
        # the files moved, whole, into the game's folder; the program's log stays shared
        assert not (folder / "statistics.json").exists() and not (folder / "saves").exists()
        assert (game_dir / "statistics.json").read_bytes() == (DATA_01 / "statistics.json").read_bytes()
        assert (game_dir / "saves" / "current.json").read_bytes() == (DATA_01 / "saves" / "current.json").read_bytes()
        assert [p.name for p in (game_dir / "logs").iterdir()] == ["game-20260101-120000-seed8.jsonl"]
        assert (folder / "logs" / "game.log").exists()
        shared = json.loads((folder / "settings.json").read_text(encoding="utf-8"))
        assert shared == {"language": "fr", "speed": "fast", "volume": 0.5, "muted": False,
                          "fullscreen": False, "colour_blind": False}
        assert json.loads((game_dir / "settings.json").read_text(encoding="utf-8")) == {"coach_allowed": False}
        assert app.notices == []

        # the settings as the player left them in 0.1
        assert app.settings["language"] == "fr" and text.language() == "fr"
        assert app.settings["speed"] == "fast" and app.settings["volume"] == 0.5
        assert app.settings["coach_allowed"] is False

        app.push(TitleScene(app))
        title = top(app)
        press_until(app, title.ring, text.t("statistics"))
        stats = top(app)
        assert isinstance(stats, StatsScene)
        rows = {name: (s.games, s.wins, s.count("taken"), s.count("stolen")) for name, s in stats.rows}
        assert rows == {"Ana": (1, 1, 3, 1), "Bea": (1, 0, 1, 1)}
        key(app, pygame.K_ESCAPE)

        press_until(app, title.ring, text.t("replay_menu"))
        listing = top(app)
        assert isinstance(listing, ReplayListScene) and len(listing.entries) == 1
        key(app, pygame.K_ESCAPE)

        assert title.buttons[0].text == text.t("resume_game") == "Reprendre la partie"
        press_until(app, title.ring, text.t("resume_game"))
        table = top(app)
        assert isinstance(table, TableScene)
        assert table.match.snapshot() == {**saved_01["match"], "game": "easy-come-easy-go"}   # 0.1 saves had no game
        assert table.state.kept == (3,) and tuple(table.state.rolled) == (1, 0, 1)
        assert table.layer.awaiting_human
        select(app, table, [1])                 # play on: the save follows, in its new place
        key(app, pygame.K_SPACE)
        step_until(app, lambda: table.layer.awaiting_human or table.state.seat != 1, limit=30)
        assert json.loads(saves.path(ECEG).read_text(encoding="utf-8"))["match"] == table.match.snapshot()
        assert not (folder / "saves").exists()
    finally:
        text.set_language("en")

    again = make_app("--lang", "en")            # a second start finds nothing left to move
    assert again.settings["coach_allowed"] is False and again.settings["speed"] == "fast"
    assert sorted(p.name for p in folder.iterdir()) == [ECEG, "logs", "settings.json"]


def test_only_a_real_game_has_a_keeper():
    app = make_app()
    app.push(TitleScene(app))
    tutorial.start_tutorial(app)
    assert top(app).driver.keeper is None and top(app).match.watchers == []
    game = mid_turn(app)
    assert isinstance(game.driver.keeper, Keeper) and game.match.watchers == [game.driver.keeper]


def test_the_keeper_saves_after_every_action_and_counts_the_finished_game_once():
    config = GameConfig((SeatConfig("Ada", (214, 72, 62), "greedy"), SeatConfig("Bob", (70, 130, 220), "greedy")))
    match = Match(Rules(2), [Seat("Ada", "greedy"), Seat("Bob", "greedy")], 5)
    keeper = Keeper(config)
    keeper.attach(match)
    keeper.attach(match)                        # once only
    players = [make_player("greedy", random.Random(i), match.rules) for i in range(2)]
    actions = 0
    while not match.state.is_over():
        match.step(players)
        actions += 1
        if not match.state.is_over():
            assert json.loads(saves.path(ECEG).read_text(encoding="utf-8"))["match"] == match.snapshot()
    assert actions > 10 and not saves.exists(ECEG)
    keeper(match, [])                           # told again after the end: not counted twice
    counted, _ = statistics.load(ECEG)
    assert counted["Ada"].games == counted["Bob"].games == 1
    assert counted["Ada"].wins + counted["Bob"].wins == 1


def test_a_table_left_behind_no_longer_writes_the_save():
    app = make_app()
    game = mid_turn(app)
    old = game.match
    quit_to_title(app)
    saved = saves.path(ECEG).read_bytes()
    old.apply(old.state.seat, SetAside((old.state.rolled[0],)))       # the old match moved on, unwatched
    assert old.watchers == [] and saves.path(ECEG).read_bytes() == saved
