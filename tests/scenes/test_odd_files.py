"""A data or log file that is no regular file (issue 29): a FIFO, a link to /dev/zero,
a folder, a socket, or a file over the size limit, planted in place of every file the
program reads (shared and game settings, statistics, the save, the saved setup, a log
in the game's logs folder), for every game. The window starts and every screen the
title opens (Resume's place, Statistics, Settings, New game, the replay list) opens
and closes through real events, each in under a second: nothing blocks (a FIFO hung
the start for ever) and nothing swells (a /dev/zero link ate 13.9 GB). Each planted
file is kept aside, as a damaged one is, and the title names the damaged ones."""
from __future__ import annotations

import os
import signal
import socket
import time
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from game import registry as game_registry
from scenes.app import open_scenes
from scenes.shell import settings as settings_model
from scenes.shell.replay_list import LOG_LIMIT, ReplayListScene
from scenes.shell.title import TitleScene
from scenes.ui import storage, text, userdata

from tests.scenes.scene_helpers import click, key, make_app, step, top

QUICK = 1.0          # seconds a screen may take to open (it is ~0.1 s; a hang is for ever)
KINDS = ("fifo", "dev_zero", "folder", "socket", "too_large")


def planted_paths(game: str) -> list[Path]:
    """Every file the program reads for `game` (its own settings file when it has settings)."""
    own = [userdata.settings_path(game)] if game in settings_model.game_defaults() else []
    return [userdata.settings_path(), *own, userdata.statistics_path(game), userdata.setup_path(game),
            userdata.save_path(game), userdata.game_logs_dir(game) / "odd.jsonl"]


def plant(path: Path, kind: str, holders: list) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev_zero":
        os.symlink("/dev/zero", path)
    elif kind == "folder":
        path.mkdir()
        (path / "inside.json").write_text("{}")
    elif kind == "socket":
        listening = socket.socket(socket.AF_UNIX)
        listening.bind(str(path))
        holders.append(listening)
    else:      # sparse: over the limit on disk without writing it
        with open(path, "wb") as f:
            f.truncate((LOG_LIMIT if path.suffix == ".jsonl" else storage.MAX_BYTES) + 1)


class Stuck(BaseException):
    """Not an OSError (a reader that takes any OSError for a damaged file would swallow it)."""


@contextmanager
def bounded(seconds: float = 5.0):
    """A hang becomes a failure (a blocked open() is interrupted) rather than a stuck suite;
    the alarm repeats, in case one is swallowed."""
    def stuck(*_):
        raise Stuck(f"still running after {seconds} s")
    previous = signal.signal(signal.SIGALRM, stuck)
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.5)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def quickly(what: str, action, times: dict) -> None:
    start = time.monotonic()
    with bounded():
        action()
    times[what] = time.monotonic() - start


def button(scene, label_id: str):
    found = [b for b in scene.buttons if b.text == text.t(label_id)]
    return found[0] if found else None


def open_and_close(app, title, label_id: str, expected) -> None:
    """Click the title's entry with real events, see the screen drawn, close it with Esc."""
    click(app, button(title, label_id).rect.center)
    scene = top(app)
    assert isinstance(scene, expected), f"{label_id} opened {type(scene).__name__}"
    step(app, 0.1)
    app.render()
    for _ in range(2):          # the first Esc may only dismiss a message (New game names the setup kept aside)
        if top(app) is not title:
            key(app, pygame.K_ESCAPE)
            step(app, 0.05)
    assert top(app) is title


@pytest.fixture(scope="module", autouse=True)
def warm():
    """Fonts and the felt drawn once, so a screen's time is its files' time."""
    app = make_app()
    open_scenes(app)
    app.render()
    app.quit()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs, sockets and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", game_registry.ids())
def test_a_file_that_is_no_regular_file_is_refused_at_once_and_kept_aside(game, kind):
    folder = userdata.data_dir()
    paths = planted_paths(game)
    holders: list = []
    for path in paths:
        plant(path, kind, holders)
    times: dict[str, float] = {}
    try:
        made = {}
        quickly("start", lambda: made.setdefault("app", make_app("--game", game)), times)
        app = made["app"]
        quickly("title", lambda: (open_scenes(app), app.render()), times)
        title = top(app)
        assert isinstance(title, TitleScene)
        assert button(title, "resume_game") is None         # no game to resume in a FIFO
        from scenes.shell.settings import SettingsScene
        from scenes.shell.statistics import StatsScene
        from scenes.shell.setup import SetupScene
        quickly("statistics", lambda: open_and_close(app, title, "statistics", StatsScene), times)
        quickly("settings", lambda: open_and_close(app, title, "settings", SettingsScene), times)
        quickly("new game", lambda: open_and_close(app, title, "new_game", SetupScene), times)
        quickly("replay list", lambda: open_and_close(app, title, "replay_menu", ReplayListScene), times)
        listing = ReplayListScene(app)
        assert not any(entry[0].name == "odd.jsonl" for entry in listing.entries)   # kept aside at the first look
        app.quit()
    finally:
        for holder in holders:
            holder.close()
    slow = {what: round(took, 2) for what, took in times.items() if took > QUICK}
    assert not slow, f"slower than {QUICK} s: {slow}"
    for path in paths:
        assert not os.path.lexists(path), f"{path.relative_to(folder)} was not kept aside"
        kept = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".bad-")]
        assert len(kept) == 1, f"{path.relative_to(folder)}: {sorted(p.name for p in path.parent.iterdir())}"
    said = {message for message, _values in app.notices}
    assert {"settings_damaged", "stats_damaged", "save_damaged"} <= said


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs, sockets and /dev/zero are POSIX")
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", game_registry.ids())
def test_resume_is_quick_with_every_other_file_no_regular_file(game, kind):
    """A real save beside the odd files: Resume (clicked) opens the table at once."""
    from scenes.shell import saves
    from scenes.shell.table_scene import TableScene
    maker = make_app("--game", game, "--speed", "instant")
    config = maker.build("demo config", 2).with_seed(8)
    saves.save(config, config.build_match(8))
    maker.quit()
    holders: list = []
    for path in planted_paths(game):
        if path != userdata.save_path(game):
            plant(path, kind, holders)
    times: dict[str, float] = {}
    try:
        made = {}
        quickly("start", lambda: made.setdefault("app", make_app("--game", game, "--speed", "instant")), times)
        app = made["app"]
        quickly("title", lambda: (open_scenes(app), app.render()), times)
        title = top(app)

        def resume():
            click(app, button(title, "resume_game").rect.center)
            app.render()
        quickly("resume", resume, times)
        # the computers' first moves are not part of opening (a search thinking on its
        # thread under a loaded machine took the old measure past the limit)
        with bounded():
            step(app, 0.2)
        assert isinstance(top(app), TableScene) and top(app).match.seed == 8
        app.quit()
    finally:
        for holder in holders:
            holder.close()
    slow = {what: round(took, 2) for what, took in times.items() if took > QUICK}
    assert not slow, f"slower than {QUICK} s: {slow}"
