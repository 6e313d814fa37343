"""tools/run.py test: the suite in one more process than the cores it may use, unless
the arguments choose."""
from __future__ import annotations

import os

from tools import run


def test_one_worker_more_than_the_cores_unless_the_arguments_choose():
    allowed = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert run.parallel([]) == ["-n", str(allowed + 1)]
    assert run.parallel(["-q", "tests/game"]) == ["-n", str(allowed + 1)]
    for chosen in (["-n", "1"], ["-n2"], ["--numprocesses=3"], ["-p", "no:xdist"]):
        assert run.parallel(chosen) == [], chosen
