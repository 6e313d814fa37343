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
