"""tools/bench_release.py: the budget check, the README table and the launch order (no freezing,
no timing here)."""
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
          "runs": 9, "python": "3.11.7", "platform": "linux"}


def run(monkeypatch, tmp_path, result, argv):
    monkeypatch.setattr(bench_release, "BENCH", tmp_path)
    monkeypatch.setattr(bench_release, "measure", lambda runs, rebuild: dict(result, runs=runs))
    return bench_release.main(argv)


def test_within_budget_passes_and_prints_the_table(monkeypatch, tmp_path, capsys):
    assert run(monkeypatch, tmp_path, RESULT, ["--check", "--runs", "5"]) == 0
    out = capsys.readouterr().out
    assert "| bundle size | 61.0 MB | 58.0 MB" in out and "1.05x" in out
    assert "game from source | 0.280 s (0.230-0.380) | 0.200 s" in out and "1.40x" in out
    assert "packaged game | 0.260 s" in out and "1.30x" in out
    assert "medians of 5 interleaved launches" in out and "over budget" not in out and "skipped" not in out
    assert (tmp_path / "release.json").exists()


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


def test_baseline_is_a_bare_scaled_window_program():
    compile(bench_release.BASELINE_SCRIPT, "baseline.py", "exec")
    imports = [line for line in bench_release.BASELINE_SCRIPT.splitlines() if line.startswith(("import", "from"))]
    assert imports == ["import pygame"]
    assert "set_mode((1280, 720), pygame.SCALED)" in bench_release.BASELINE_SCRIPT
    assert bench_release.BASELINE_SCRIPT.count("flip()") == 1


def test_user_data_goes_where_the_system_puts_it(monkeypatch, tmp_path):
    for platform, key in (("linux", "XDG_DATA_HOME"), ("darwin", "HOME"), ("win32", "ECEG_DATA_DIR")):
        monkeypatch.setattr(sys, "platform", platform)
        assert bench_release.user_data_env(tmp_path) == {key: str(tmp_path)}


def test_a_launch_is_timed_to_its_exit_and_a_failure_raises(tmp_path):
    took = bench_release.launch_time([sys.executable, "-c", "pass"], {}, tmp_path)
    assert 0 < took < bench_release.LAUNCH_TIMEOUT
    with pytest.raises(subprocess.CalledProcessError):
        bench_release.launch_time([sys.executable, "-c", "raise SystemExit(3)"], {}, tmp_path)
