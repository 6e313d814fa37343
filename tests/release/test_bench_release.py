"""tools/bench_release.py: the budget check, the README table and the launch order (no freezing,
no timing here)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import bench_release  # noqa: E402


def start(median, ratio):
    return {"median": median, "range": [median - 0.05, median + 0.1], "ratio": ratio}


RESULT = {"start": {"bare": start(0.20, 1.0), "source": start(0.28, 1.4), "packaged": start(0.26, 1.3)},
          "size": {"game_bytes": 61_000_000, "baseline_bytes": 58_000_000, "ratio": 61 / 58},
          "runs": 9, "python": "3.11.7", "platform": "linux",
          "date": "2026-11-23 15:00 UTC", "commit": "abc1234", "load": [2.5, 3.25]}


def run(monkeypatch, tmp_path, result, argv):
    monkeypatch.setattr(bench_release, "BENCH", tmp_path)
    monkeypatch.setattr(bench_release, "measure", lambda runs, rebuild, reference=None: dict(result, runs=runs))
    return bench_release.main(argv)


def test_within_budget_passes_and_prints_the_table(monkeypatch, tmp_path, capsys):
    assert run(monkeypatch, tmp_path, RESULT, ["--check", "--runs", "5"]) == 0
    out = capsys.readouterr().out
    assert "| bundle size | 61.0 MB | 58.0 MB" in out and "1.05x" in out
    assert "game from source | 0.280 s (0.230-0.380) | 0.200 s" in out and "1.40x" in out
    assert "packaged game | 0.260 s" in out and "1.30x" in out
    assert "medians of 5 interleaved launches" in out and "over budget" not in out and "skipped" not in out
    assert "2026-11-23 15:00 UTC, commit abc1234, load average 2.5-3.25 before-after" in out
    assert (tmp_path / "release.json").exists()


def test_the_figures_name_the_commit_they_measure():
    head = subprocess.run(["git", "log", "-1", "--format=%h"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    assert bench_release.commit().startswith(head)
    load = bench_release.load_average()
    assert load is None or load >= 0


def test_over_budget_fails_only_with_check(monkeypatch, tmp_path, capsys):
    slow = dict(RESULT, start=dict(RESULT["start"], source=start(0.32, 1.6)))
    assert run(monkeypatch, tmp_path, slow, ["--check"]) == 1
    assert "over budget: start-up (source)" in capsys.readouterr().out
    big = dict(RESULT, size=dict(RESULT["size"], ratio=1.31))
    assert run(monkeypatch, tmp_path, big, ["--check"]) == 1
    assert run(monkeypatch, tmp_path, big, []) == 0


def test_without_a_build_the_packaged_game_is_skipped_with_a_line(monkeypatch, tmp_path, capsys):
    unbuilt = {k: v for k, v in RESULT.items() if k != "size"}
    unbuilt["start"] = {k: v for k, v in RESULT["start"].items() if k != "packaged"}
    assert run(monkeypatch, tmp_path, unbuilt, ["--check"]) == 0
    out = capsys.readouterr().out
    assert "packaged game: skipped" in out and "bundle size |" not in out
    assert "game from source | 0.280 s" in out


def test_launches_are_interleaved_in_rotating_order(monkeypatch, tmp_path):
    order = []
    monkeypatch.setattr(bench_release, "launch_time", lambda command, env, cwd: order.append(command[0]) or 1.0)
    times = bench_release.interleaved({"a": ["a"], "b": ["b"], "c": ["c"]}, 3, {}, tmp_path)
    assert order == list("abc" + "abc" + "bca" + "cab")   # warm-ups, then rounds
    assert times == {"a": [1.0] * 3, "b": [1.0] * 3, "c": [1.0] * 3}


def test_user_data_goes_where_the_system_puts_it(monkeypatch, tmp_path):
    for platform, key in (("linux", "XDG_DATA_HOME"), ("darwin", "HOME"), ("win32", "ECEG_DATA_DIR")):
        monkeypatch.setattr(sys, "platform", platform)
        assert bench_release.user_data_env(tmp_path) == {key: str(tmp_path)}


# Runs the baseline program as the benchmark does (a fresh Python, headless), with the
# display calls recorded: what it does, not how its source reads.
RECORD_BASELINE = """
import json, sys
import pygame
calls = []
set_mode, flip = pygame.display.set_mode, pygame.display.flip
def recording_set_mode(size, *args, **kwargs):
    calls.append(["set_mode", list(size)])
    return set_mode(size, *args, **kwargs)
def recording_flip():
    calls.append(["flip", list(pygame.display.get_surface().get_size())])
    return flip()
pygame.display.set_mode, pygame.display.flip = recording_set_mode, recording_flip
before = set(sys.modules)
exec(compile(sys.stdin.read(), "baseline.py", "exec"), {"__name__": "__main__"})
loaded = sorted({name.split(".")[0] for name in set(sys.modules) - before} - set(sys.stdlib_module_names))
print(json.dumps({"calls": calls, "loaded": loaded, "still_open": pygame.get_init()}))
"""


def test_baseline_opens_one_window_draws_one_frame_and_closes(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    run = subprocess.run([sys.executable, "-c", RECORD_BASELINE], input=bench_release.BASELINE_SCRIPT,
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    # the game's window size (scenes/app.py DESIGN_SIZE), one frame shown, pygame shut
    assert seen["calls"] == [["set_mode", [1280, 720]], ["flip", [1280, 720]]]
    assert not seen["still_open"]
    # nothing of the game nor of other libraries: beyond the standard library, only pygame
    assert set(seen["loaded"]) <= {"pygame"}, seen["loaded"]


def test_launch_time_runs_the_command_in_the_given_folder_and_environment_and_refuses_a_failure(tmp_path):
    env = dict(os.environ, BENCH_PROBE="seen")
    write = "import os; open('probe.txt', 'w').write(os.environ['BENCH_PROBE'])"
    elapsed = bench_release.launch_time([sys.executable, "-c", write], env, tmp_path)
    assert elapsed > 0
    assert (tmp_path / "probe.txt").read_text() == "seen"      # waited for it, ran where and how told
    with pytest.raises(subprocess.CalledProcessError):            # a launch that fails is not a time
        bench_release.launch_time([sys.executable, "-c", "raise SystemExit(3)"], env, tmp_path)


def test_a_reference_checkout_is_launched_in_the_same_rounds_and_never_judged(tmp_path, monkeypatch):
    """--reference adds another checkout's main.py to the interleaved launches; its
    ratio is reported but is not the game's own, so it never fails --check."""
    launched: list[str] = []

    def launch(command, env, cwd):
        launched.append(" ".join(command))
        return 2.0 if str(tmp_path) in " ".join(command) else 1.0
    monkeypatch.setattr(bench_release, "launch_time", launch)
    (tmp_path / "main.py").write_text("")
    result = bench_release.measure(3, False, tmp_path)
    assert set(result["start"]) >= {"bare", "source", "reference"}
    assert sum(str(tmp_path) in c for c in launched) == 4        # one warm-up, then 3 rounds
    assert result["start"]["reference"]["ratio"] == 2.0
    assert bench_release.over_budget(result) == []          # 2.0x, over the 1.5x budget, yet not judged
    assert "reference checkout" in bench_release.report(result)
