"""tools/bench_release.py: the budget check and the README table (no freezing here)."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import bench_release  # noqa: E402

RESULT = {"game_bytes": 61_000_000, "baseline_bytes": 58_000_000, "size_ratio": 61 / 58,
          "packaged_s": 0.45, "source_s": 0.40, "start_ratio": 0.45 / 0.40,
          "packaged_range": [0.4, 0.6], "source_range": [0.35, 0.5], "runs": 9,
          "python": "3.11.7", "platform": "linux"}


def run(monkeypatch, tmp_path, result, argv):
    monkeypatch.setattr(bench_release, "BENCH", tmp_path)
    monkeypatch.setattr(bench_release, "measure", lambda runs, rebuild: dict(result, runs=runs))
    return bench_release.main(argv)


def test_within_budget_passes_and_prints_the_table(monkeypatch, tmp_path, capsys):
    assert run(monkeypatch, tmp_path, RESULT, ["--check", "--runs", "5"]) == 0
    out = capsys.readouterr().out
    assert "| bundle size | 61.0 MB | 58.0 MB" in out and "1.05x" in out
    assert "| launch to first frame | 0.45 s" in out and "1.12x" in out
    assert "medians of 5 runs" in out and "over budget" not in out
    assert (tmp_path / "release.json").exists()


def test_over_budget_fails_only_with_check(monkeypatch, tmp_path, capsys):
    slow = dict(RESULT, packaged_s=0.9, start_ratio=0.9 / 0.4)
    assert run(monkeypatch, tmp_path, slow, ["--check"]) == 1
    assert "over budget: start-up" in capsys.readouterr().out
    big = dict(RESULT, size_ratio=1.31)
    assert run(monkeypatch, tmp_path, big, ["--check"]) == 1
    assert run(monkeypatch, tmp_path, big, []) == 0


def test_baseline_is_a_minimal_window_program():
    compile(bench_release.BASELINE_SCRIPT, "baseline.py", "exec")
    imports = [line for line in bench_release.BASELINE_SCRIPT.splitlines() if line.startswith(("import", "from"))]
    assert imports == ["import pygame"]
    assert "set_mode" in bench_release.BASELINE_SCRIPT and "flip" in bench_release.BASELINE_SCRIPT
