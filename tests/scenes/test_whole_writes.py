"""Writes that never leave a torn file, and the leftovers of one killed part-way
(issue 29): a screenshot on a full disk leaves no half PNG; the temporary file of a
save killed mid-write is removed at the next start, and nothing else is."""
from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.ui import userdata

from tests.scenes.scene_helpers import make_app

ROOT = Path(__file__).resolve().parents[2]


def test_the_temporary_files_of_a_save_killed_part_way_are_removed_at_start():
    hour_ago = time.time() - 3600
    leftovers = [userdata.saves_dir("wazabi") / ".current.json.k7_x2q9z.tmp",
                 userdata.game_dir("yam-color") / ".statistics.json.a1b2c3d4.tmp",
                 userdata.data_dir() / ".settings.json.zzzzzzzz.tmp",
                 userdata.game_logs_dir("easy-come-easy-go") / ".game-20261127-101010-seed4.jsonl.q1w2e3r4.tmp"]
    kept = [userdata.saves_dir("wazabi") / ".current.json.now12345.tmp",     # being written right now
            userdata.saves_dir("wazabi") / ".mine.txt.abcdefgh.tmp",         # not the program's name
            userdata.data_dir() / "other" / ".current.json.abcdefgh.tmp",    # not a folder the program writes in
            userdata.saves_dir("wazabi") / "current.json.bad-20261127-101010"]
    for path in leftovers + kept:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{")
    for path in leftovers + kept[1:]:
        os.utime(path, (hour_ago, hour_ago))
    make_app()
    assert [p for p in leftovers if p.exists()] == []
    assert all(p.exists() for p in kept)


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs a file-size limit (POSIX)")
def test_a_screenshot_that_does_not_fit_leaves_no_half_png(tmp_path):
    def fence():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    env = {**os.environ, "ECEG_DATA_DIR": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "2", "--fps", "0",
                           "--screenshot", "shot.png"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=60, preexec_fn=fence)
    assert done.returncode == 2
    assert done.stderr.count("cannot save the screenshot 'shot.png'") == 1 and "Traceback" not in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data"]        # no half PNG, no temporary file


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs a file-size limit (POSIX)")
def test_the_programs_own_log_on_a_full_disk_keeps_whole_lines(tmp_path):
    """game.log a few bytes short of a real file-size limit: the start's line does not fit,
    and none of it stays (the file ended on half a line); the window plays on, exit 0."""
    log = tmp_path / "data" / "logs" / "game.log"
    log.parent.mkdir(parents=True)
    log.write_text("x" * 949 + "\n")

    def fence():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (1024, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    env = {**os.environ, "ECEG_DATA_DIR": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "2", "--fps", "0"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=60, preexec_fn=fence)
    assert done.returncode == 0 and done.stderr.count("cannot write the log file") == 1
    assert log.read_text() == "x" * 949 + "\n"
