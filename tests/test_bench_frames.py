"""The frame benchmark's side-by-side mode: two games' demos in one app, taking turns
by rounds, each timed in its own rounds (tools/bench_frames.py --reference)."""
from __future__ import annotations

from tools.bench_frames import measure_beside, report_beside


def test_two_demos_take_turns_and_each_is_timed_in_its_own_rounds(capsys):
    rounds = measure_beside(25, 6, 3, "normal", "wazabi", "easy-come-easy-go", chunk=10)
    for name in ("wazabi", "easy-come-easy-go"):
        walls, cpus = rounds[name]
        assert [len(r) for r in walls] == [10, 10, 5] == [len(r) for r in cpus]
        assert all(w > 0 for r in walls for w in r)
    report_beside(rounds, "wazabi", "easy-come-easy-go")
    lines = capsys.readouterr().out.splitlines()
    assert lines[2].startswith("| wazabi | 25 |") and lines[3].startswith("| easy-come-easy-go | 25 |")
    assert lines[4].startswith("| wazabi / easy-come-easy-go |") and lines[4].count("×") == 6


def test_a_resize_run_counts_the_frames_the_window_held_and_the_comparison_reads_both_rows(capsys):
    """bench_frames.py --resize: a row per resize whose held frames are some of the 30
    (the window shows the last frame scaled a few frames, then the new one); the
    comparison tool reads that row and an older checkout's (no held column) alike."""
    from tools.bench_frames import main
    from tools.bench_frames_compare import HELD, RESIZE_ROW
    assert main(["--game", "wazabi", "--players", "2", "--size", "1280x720", "--resize", "1600x900"]) == 0
    row = capsys.readouterr().out.splitlines()[-1]
    assert row.startswith("| 1280x720 → 1600x900 |")
    held = int(row.rstrip(" |").rsplit("|", 1)[1])
    assert 2 <= held < 30, row
    older = "| 2560x1440 → 3840x2160 | 120.5 ms | 121.0 ms | 80.2 ms | 80.2 ms | 1 |"
    for line in (row, older):
        match = RESIZE_ROW.match(line)
        assert match and all(float(v) > 0 for v in match.groups()[1:]), line
    assert int(HELD.search(row).group(1)) == held and HELD.search(older) is None
