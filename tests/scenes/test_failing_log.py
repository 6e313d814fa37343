"""`--log FILE` that cannot be written part-way (issue 29): a full disk, a file-size
limit, a file that takes no writing (/proc/version). The game goes on, the table and
stderr say once that the log stops, and what the file holds is whole lines that
replay (the window crashed, and left a cut-off last line its own replay refused)."""
from __future__ import annotations

import errno
import os
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.registry import replay_file
from scenes.app import open_scenes
from scenes.shell.table_scene import TableScene
from scenes.ui import text

from tests.scenes.scene_helpers import make_app, step_until, top

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 3000          # bytes the log may reach: a few actions past the start line


def failing_past(path: Path, limit: int, monkeypatch) -> list[int]:
    """Every write to `path` beyond `limit` bytes fails as a file-size limit makes it:
    the part up to the limit is written (a short write), the next write raises EFBIG.
    Other files are written as usual. The calls that failed are counted."""
    real_write = os.write
    failures: list[int] = []

    def write(fd, data):
        info = os.fstat(fd)
        if path.exists() and (info.st_dev, info.st_ino) == (os.stat(path).st_dev, os.stat(path).st_ino):
            room = limit - info.st_size
            if room <= 0:
                failures.append(len(data))
                raise OSError(errno.EFBIG, os.strerror(errno.EFBIG))
            data = bytes(data)[:room]
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", write)
    return failures


def playing(app):
    table = top(app)
    return table.match if isinstance(table, TableScene) else None


def test_a_log_that_fills_up_mid_game_stops_whole_the_table_says_so_and_the_game_goes_on(tmp_path, monkeypatch):
    path = tmp_path / "evening.jsonl"
    failures = failing_past(path, LIMIT, monkeypatch)
    app = make_app("--demo", "--speed", "instant", "--seed", "5", "--log", str(path))
    open_scenes(app)
    step_until(app, lambda: playing(app) is not None, limit=30)
    match = playing(app)
    said = text.t("run_log_failed", file=path.name, error=os.strerror(errno.EFBIG))
    step_until(app, lambda: top(app).notice is not None and top(app).notice[0] == said, limit=120)
    assert failures, "the log never reached its limit"
    at_failure = len(match.log)
    step_until(app, lambda: len(match.log) > at_failure + 10 or match.state.is_over(), limit=120)
    assert len(match.log) > at_failure          # the game went on
    written = path.read_bytes()
    assert 0 < len(written) <= LIMIT and written.endswith(b"\n")
    (again,) = replay_file(str(path))           # whole actions, up to the last that fitted
    assert again.log == match.log[:len(again.log)] and len(again.log) < at_failure
    assert len(failures) == 1                   # then no more tries: the log stopped
    app.quit()


def test_the_log_stops_in_french_too(tmp_path, monkeypatch):
    path = tmp_path / "soir.jsonl"
    failing_past(path, 200, monkeypatch)
    app = make_app("--demo", "--speed", "instant", "--lang", "fr", "--log", str(path))
    open_scenes(app)
    step_until(app, lambda: top(app) is not None and getattr(top(app), "notice", None) is not None, limit=60)
    assert top(app).notice[0].startswith("Le journal « soir.jsonl » ne peut plus être écrit")
    app.quit()


def run_window(*argv: str, data: Path, limit: int | None = None, frames: int = 400) -> subprocess.CompletedProcess:
    def fence():            # in the child: a real file-size limit, its signal ignored as the probe did
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    env = {**os.environ, "ECEG_DATA_DIR": str(data), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--demo", "--speed", "instant", "--fps", "0",
                           "--frames", str(frames), *argv], env=env, capture_output=True, text=True,
                          timeout=120, preexec_fn=fence if limit else None, cwd=data)


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs a file-size limit (POSIX)")
def test_a_real_file_size_limit_leaves_a_log_that_replays_and_the_window_exits_0(tmp_path):
    path = tmp_path / "x.jsonl"
    done = run_window("--seed", "2", "--log", "x.jsonl", data=tmp_path, limit=LIMIT)     # in its folder
    assert done.returncode == 0, done.stderr
    assert "cannot write the game log 'x.jsonl'" in done.stderr and "File too large" in done.stderr
    assert done.stderr.count("cannot write the game log") == 1
    written = path.read_bytes()
    assert 0 < len(written) <= LIMIT and written.endswith(b"\n")
    assert replay_file(str(path))


@pytest.mark.skipif(not os.path.isfile("/proc/version"), reason="needs /proc/version")
def test_a_log_that_takes_no_writing_at_all_is_said_and_the_window_exits_0(tmp_path):
    before = Path("/proc/version").read_bytes()
    done = run_window("--log", "/proc/version", data=tmp_path, frames=30)
    assert done.returncode == 0, done.stderr
    assert "cannot write the game log '/proc/version'" in done.stderr
    assert "Traceback" not in done.stderr
    assert Path("/proc/version").read_bytes() == before
