"""Version 0.1's player files, as 0.1 itself wrote them (tests/fixtures/v0_1), read by
today's program through its real paths: found where 0.1 put them (the platform's data
folder, not an override), the title offers Resume and the game comes back at the
position 0.1 printed, the statistics screen shows 0.1's counts, the settings are applied,
and the game logs 0.1 saved still replay."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pygame

from game import registry
from scenes.eceg.replay import ReplayListScene
from scenes.shell.table_scene import TableScene
from scenes.shell.statistics import StatsScene
from scenes.shell.title import TitleScene
from scenes.ui import text, theme, userdata

from tests.scenes.scene_helpers import key, make_app, step_until, top
from tests.scenes.test_player_files import press_until
from tests.scenes.test_tutorial import select

ECEG = "easy-come-easy-go"

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "v0_1"
DATA_01 = FIXTURES / "data"
# 0.1's folder name, as its scenes/userdata.py asked platformdirs for it.
FOLDER_01 = "EasyComeEasyGo"


def read(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def data_folder_of_0_1(tmp_path, monkeypatch) -> Path:
    """Today's program started as a player's: no ECEG_DATA_DIR; the platform's data
    folder (XDG_DATA_HOME on Linux, HOME's Library on macOS) holds what 0.1 wrote."""
    monkeypatch.delenv(userdata.OVERRIDE_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    import platformdirs
    folder = Path(platformdirs.user_data_dir(FOLDER_01, appauthor=False, roaming=False))
    shutil.copytree(DATA_01, folder)
    return folder


def test_today_looks_for_its_files_in_the_folder_version_0_1_wrote_them_to(tmp_path, monkeypatch):
    folder = data_folder_of_0_1(tmp_path, monkeypatch)
    assert userdata.data_dir() == folder
    app = make_app("--lang", "en")
    assert app.notices == []
    game_dir = folder / ECEG        # moved once into the game's own folder, whole
    assert (game_dir / "statistics.json").read_bytes() == (DATA_01 / "statistics.json").read_bytes()
    assert (game_dir / "saves" / "current.json").read_bytes() == (DATA_01 / "saves" / "current.json").read_bytes()
    assert sorted(p.name for p in (game_dir / "logs").iterdir()) == sorted(
        p.name for p in (DATA_01 / "logs").glob("*.jsonl"))


def test_the_title_offers_resume_and_the_game_of_0_1_comes_back_where_it_was_left(tmp_path, monkeypatch):
    data_folder_of_0_1(tmp_path, monkeypatch)
    position = read(FIXTURES / "resume_position.json")      # printed by 0.1's table
    saved = read(DATA_01 / "saves" / "current.json")
    app = make_app("--lang", "en")
    app.push(TitleScene(app))
    title = top(app)
    assert title.buttons[0].text == text.t("resume_game") == "Resume game"
    press_until(app, title.ring, "Resume game")
    table = top(app)
    assert isinstance(table, TableScene)
    assert [s.name for s in table.config.seats] == ["Ana", "Bea"]
    assert all(s.is_human for s in table.config.seats)
    state = table.state
    assert (state.seat, list(state.kept), list(state.rolled), state.phase) == (
        position["seat"], position["kept"], position["rolled"], position["phase"])
    assert len(table.match.log) == position["log_lines"]
    assert table.match.seed == saved["config"]["seed"] == 4
    # the dice on the felt and in the tray are the saved ones
    shown = sorted(d.value for d in table.layer.dice)
    assert shown == sorted(position["kept"] + position["rolled"])
    # and the game plays on from there: set a die aside, roll; the save follows
    step_until(app, lambda: table.layer.awaiting_human, limit=20)
    select(app, table, [position["rolled"][0]])
    key(app, pygame.K_SPACE)
    step_until(app, lambda: len(table.match.log) > position["log_lines"], limit=30)
    assert table.match.log[position["log_lines"]]["type"] in ("set_aside", "roll")


def test_the_statistics_screen_shows_the_counts_of_0_1(tmp_path, monkeypatch):
    data_folder_of_0_1(tmp_path, monkeypatch)
    counted = read(DATA_01 / "statistics.json")
    app = make_app("--lang", "en")
    app.push(TitleScene(app))
    press_until(app, top(app).ring, "Statistics")
    screen = top(app)
    assert isinstance(screen, StatsScene)
    shown = {name: (s.games, s.wins, s.count("taken"), s.count("stolen"), s.count("lost"))
             for name, s in screen.rows}
    assert shown == {name: (c["games"], c["wins"], c["taken"], c["stolen"], c["lost"])
                     for name, c in counted.items()}
    assert shown["Ana"][:2] == (3, 1) and shown["Bea"][:2] == (3, 2) and shown["Cy"][:2] == (1, 0)
    app.render()


def test_the_settings_of_0_1_are_applied(tmp_path, monkeypatch):
    data_folder_of_0_1(tmp_path, monkeypatch)
    stored = read(DATA_01 / "settings.json")
    assert stored["language"] == "fr" and stored["colour_blind"] is True    # what 0.1 was told
    try:
        app = make_app()
        assert text.language() == "fr" and app.settings["language"] == "fr"
        assert app.settings["speed"] == "fast"
        assert app.audio.volume == 0.5
        assert theme.colour_blind() is True
        assert app.settings["coach_allowed"] is False
        app.push(TitleScene(app))
        assert top(app).buttons[0].text == "Reprendre la partie"
    finally:
        text.set_language("en")
        theme.use_colour_blind_palette(False)


def test_the_game_logs_0_1_saved_replay_to_the_winners_its_statistics_counted(tmp_path, monkeypatch):
    counted = read(DATA_01 / "statistics.json")
    wins: dict[str, int] = {}
    logs = sorted((DATA_01 / "logs").glob("*.jsonl"))
    assert len(logs) == 3
    for path in logs:
        lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        names = [p["name"] for p in lines[0]["players"]]
        winner = next(e["player"] for e in lines if e["type"] == "win")
        (match,) = registry.replay_file(str(path))
        assert match.state.is_over() and match.state.winner == winner
        assert len(match.log) == len(lines)
        wins[names[winner]] = wins.get(names[winner], 0) + 1
    assert wins == {name: c["wins"] for name, c in counted.items() if c["wins"]}

    data_folder_of_0_1(tmp_path, monkeypatch)    # and the title's replay list offers them
    app = make_app("--lang", "en")
    app.push(TitleScene(app))
    press_until(app, top(app).ring, text.t("replay_menu"))
    listing = top(app)
    assert isinstance(listing, ReplayListScene) and len(listing.entries) == 3
