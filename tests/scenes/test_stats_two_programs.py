"""Two programs sharing a data folder count their games into the same statistics file
(on one computer: a host and a window joined to it). Each counted by reading the file,
adding its game and writing it back: both read the old file at the end of the same
game, and the second write lost the first's count. A count now holds the file's lock
(game/core/files.py `exclusive`) from its read to its write, across programs."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from game.core import files
from game.core.simulate import play_game
from game.registry import game as game_of
from scenes.shell import statistics
from scenes.ui import userdata

ECEG = "easy-come-easy-go"
ROOT = Path(__file__).resolve().parents[2]
WAIT = 60                  # seconds a child program may take, at most


def finished_log(seed: int) -> list[dict]:
    game = game_of(ECEG)
    return play_game(game, game.make_rules(2), ["greedy", "greedy"], seed, record=True).log


def child(code: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=WAIT)


def test_a_lock_held_by_one_program_is_not_taken_by_another_until_let_go(tmp_path):
    path = tmp_path / "statistics.json"
    ask = f"from game.core import files\nwith files.exclusive({str(path)!r}, wait=0) as lock: print(lock.held)"
    with files.exclusive(path) as mine:
        assert mine.held
        assert child(ask).stdout.strip() == "False"         # another program: not while this one holds it
    assert child(ask).stdout.strip() == "True"               # let go: theirs


def test_a_count_holds_the_lock_from_its_read_to_its_write(monkeypatch):
    path = userdata.statistics_path(ECEG)
    seen = []
    real_load, real_write = statistics._load, userdata.write_json

    def probe():
        # another holder (a descriptor of its own, as another program's) cannot have it now
        with files.exclusive(path, wait=0) as other:
            seen.append(other.held)

    def load(*args):
        probe()
        return real_load(*args)

    def write(*args):
        probe()
        return real_write(*args)
    monkeypatch.setattr(statistics, "_load", load)
    monkeypatch.setattr(userdata, "write_json", write)
    assert statistics._record(finished_log(1), ECEG, path)
    assert seen == [False, False]
    probe()
    assert seen[-1] is True                                  # and let go once written


def test_two_programs_counting_at_once_lose_no_game():
    """Two programs, each counting its games as fast as it can, started on the same signal."""
    games = 20
    path = userdata.statistics_path(ECEG)
    logs = [finished_log(seed) for seed in range(2 * games)]
    folder = path.parent.parent
    go = folder / "go"
    programs = []
    for k in range(2):
        (folder / f"logs{k}.json").write_text(json.dumps(logs[k * games:(k + 1) * games]))
        code = (f"import json, os, time\nfrom pathlib import Path\nfrom scenes.shell import statistics\n"
                f"logs = json.load(open({str(folder / f'logs{k}.json')!r}))\nprint('ready', flush=True)\n"
                f"deadline = time.monotonic() + {WAIT}\n"
                f"while not os.path.exists({str(go)!r}) and time.monotonic() < deadline: pass\n"
                f"for log in logs: assert statistics._record(log, {ECEG!r}, Path({str(path)!r}))\n"
                f"print('counted', flush=True)")
        programs.append(subprocess.Popen([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(ROOT)},
                                         cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    try:
        for program in programs:
            assert program.stdout.readline().strip() == "ready", program.stderr.read()
        go.write_text("")
        for program in programs:
            out, err = program.communicate(timeout=WAIT)
            assert out.strip() == "counted", err
    finally:
        for program in programs:
            program.kill()
    data = json.loads(path.read_text(encoding="utf-8"))
    for name in ("greedy 1", "greedy 2"):            # both seats of every game, from both programs
        assert data[name]["games"] == 2 * games, (name, data[name]["games"])
