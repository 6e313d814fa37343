"""A long `main.py simulate` run, as a user has it: progress lines on stderr (games,
rate, time left) and Ctrl+C (SIGINT, also to the workers of --jobs 2, as a terminal
sends it to the whole process group) printing the table of the games finished so far,
exit 130, with every one of them in the log as whole lines. The first progress line is
the signal that games have finished: no sleeps. Each run is bounded by a watchdog."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.core.progress import Progress, duration
from game.registry import replay_file
from tests.ctrl_c import ctrl_c_heard

ROOT = Path(__file__).resolve().parents[2]
LINE = re.compile(r"main\.py simulate: ([0-9,]+) of ([0-9,]+) games played \((.+), ([0-9.,e+]+) games/s, "
                  r"about (.+) left\)")


def test_progress_lines_say_games_rate_and_time_left_first_at_2_s_then_every_10_s():
    import io
    now = [100.0]
    out = io.StringIO()
    progress = Progress(1000, out, clock=lambda: now[0])
    for games, at in ((10, 101.0), (20, 102.5), (30, 110.0), (200, 112.6), (1000, 140.0)):
        now[0] = at
        progress(games)
    assert out.getvalue().splitlines() == [
        "main.py simulate: 20 of 1,000 games played (2 s, 8 games/s, about 2 min 02 s left)",
        "main.py simulate: 200 of 1,000 games played (13 s, 16 games/s, about 50 s left)"]   # none after the last
    assert duration(7300) == "2 h 01 min"


def interrupted_run(tmp_path, *extra, group=False):
    """Start a run of far more games than can be played, wait for a progress line that
    counts a finished game, press Ctrl+C; (exit code, stdout, stderr, games in the line)."""
    log = tmp_path / "games.jsonl"
    command = [sys.executable, "main.py", "simulate", "--players", "greedy,random,random", "--games", "100000000",
               "--seed", "3", "--log", str(log), *extra]
    with ctrl_c_heard():
        proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                start_new_session=group)
    watchdog = threading.Timer(90, proc.kill)        # a run that never says anything fails, not hangs
    watchdog.start()
    try:
        seen, lines = 0, []
        while seen == 0:
            line = proc.stderr.readline()
            assert line, f"no progress line before the end: {lines}"
            lines.append(line)
            found = LINE.fullmatch(line.strip())
            if found:
                seen = int(found[1].replace(",", ""))
        if group:
            os.killpg(proc.pid, signal.SIGINT)       # what a terminal's Ctrl+C does: workers get it too
        else:
            proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
    return proc.returncode, out, "".join(lines) + err, seen, log


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_prints_the_table_so_far_exits_130_and_the_log_holds_those_games_whole(tmp_path, jobs):
    code, out, err, seen, log = interrupted_run(tmp_path, "--jobs", jobs, group=jobs == "2")
    assert code == 130, err
    first = out.splitlines()[0]
    games = int(first.split()[0])
    assert games >= seen and "stopped by Ctrl+C" in first, out
    text = log.read_text(encoding="utf-8")
    assert text.endswith("\n")
    events = [json.loads(line) for line in text.splitlines()]         # every line whole
    assert sum(1 for e in events if e["type"] == "start") == games
    assert len(replay_file(str(log))) == games                          # and each game replays
    assert "Traceback" not in err
