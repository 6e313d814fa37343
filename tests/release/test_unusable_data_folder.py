"""A data folder that cannot be used ($ECEG_DATA_DIR naming a regular file, or a folder
that cannot be written) never stops the game: it starts, says once that nothing will
be kept, and plays, writing nothing and logging nothing on the way."""
from __future__ import annotations

import logging
import tempfile

import pygame
import pytest

from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.shell import crash, saves
from scenes.shell.results import ResultsScene
from scenes.shell.settings import SettingsScene
from scenes.shell.statistics import StatsScene
from scenes.shell.title import NOTICE_TIME, TitleScene
from scenes.ui import text

from tests.release.test_version_and_crash_in_app import BROKEN_GAME, run_main
from tests.scenes.scene_helpers import key, make_app, step, step_until, top
from tests.scenes.test_save_resume import table_of

ECEG = "easy-come-easy-go"

COMPUTERS = GameConfig((SeatConfig("Ada", (214, 72, 62), "greedy"), SeatConfig("Bob", (70, 130, 220), "greedy")),
                       seed=8)


def refuse(*args, **kwargs):
    raise PermissionError(13, "Permission denied")


@pytest.fixture(params=["a regular file", "a read-only folder"])
def unusable(request, tmp_path, monkeypatch):
    """ECEG_DATA_DIR naming a regular file, or a folder where no file can be made (tests
    run as root, who may write anywhere: creating a file is made to fail as it would)."""
    path = tmp_path / "data"
    if request.param == "a regular file":
        path.write_text("not a folder", encoding="utf-8")
    else:
        path.mkdir()
        monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setenv("ECEG_DATA_DIR", str(path))
    return path


def untouched(path) -> bool:
    return path.read_text(encoding="utf-8") == "not a folder" if path.is_file() else list(path.iterdir()) == []


def test_the_game_starts_says_once_that_nothing_is_kept_and_plays(unusable, caplog):
    app = make_app("--speed", "instant")
    try:
        assert app.notices == [("data_unusable", {"folder": str(unusable)})]
        caplog.clear()
        with caplog.at_level(logging.INFO):
            app.push(TitleScene(app))
            title = top(app)
            surface = app.render()
            assert surface.get_at((640, 16))[:3] != surface.get_at((640, 700))[:3]   # the message band
            step(app, NOTICE_TIME + 0.5)                    # read, and gone
            assert app.notices == []

            while title.ring.current.text != text.t("settings"):
                key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
            assert isinstance(top(app), SettingsScene)
            key(app, pygame.K_RETURN)                       # English -> French, for this session
            assert app.settings["language"] == "fr" and text.language() == "fr"
            key(app, pygame.K_ESCAPE)

            table = table_of(app, COMPUTERS)                # a whole game, every action "saved"
            step_until(app, lambda: isinstance(top(app), ResultsScene), limit=300)
            assert table.match.state.is_over()
            app.push(TitleScene(app))
            again = top(app)
            assert app.notices == [] and again.notice_left <= 0     # said once: not again
            assert again.buttons[0].text == text.t("new_game")       # no save to resume
            app.push(StatsScene(app))
            assert top(app).rows == []                      # nothing counted
        assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
        assert untouched(unusable) and not saves.exists(ECEG)
    finally:
        text.set_language("en")


def test_the_log_goes_to_the_console_only_and_the_crash_screen_says_there_is_no_file(unusable, monkeypatch):
    try:
        assert crash.start_logging() is None and crash.log_path() is None
    finally:
        crash.stop_logging()
    shown = []
    monkeypatch.setattr(crash, "_text", lambda message_id: shown.append(message_id) or message_id)
    pygame.init()
    try:
        crash.draw_error(pygame.Surface((960, 540)), ValueError("x"), None)
        assert "crash_no_log" in shown and "crash_log" not in shown and "crash_close" not in shown
        shown.clear()
        crash.draw_error(pygame.Surface((960, 540)), ValueError("x"), unusable / "game.log")
        assert "crash_log" in shown and "crash_no_log" not in shown
    finally:
        pygame.quit()
    assert untouched(unusable)


def test_the_crash_texts_without_a_log_exist_in_both_languages():
    for message_id in ("crash_no_log", "crash_close_no_log", "data_unusable"):
        assert text.ENGLISH[message_id] and text.FRENCH[message_id] != text.ENGLISH[message_id]


def test_main_with_a_regular_file_as_data_folder_runs_and_exits_0(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")
    run = run_main(["--frames", "5"], blocker, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr and "FileExistsError" not in run.stderr
    assert blocker.read_text(encoding="utf-8") == "not a folder"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data"]


def test_a_crash_with_no_log_file_still_says_what_happened(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")
    run = run_main(["--frames", "5"], blocker, code=BROKEN_GAME, cwd=tmp_path)
    assert run.returncode == 1
    assert "RuntimeError: the felt caught fire" in run.stderr and "details in" not in run.stderr
