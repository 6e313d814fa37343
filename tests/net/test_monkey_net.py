"""tools/monkey_net.py keeps working: one short round where the window hosts (remote
clients join, drop and come back, random keys and clicks at its lobby and table) and
one where a window joins (random keys, clicks, a pulled cable, joining again from the
title). Loopback only, every wait bounded in frames. The tool's long runs are in the
README's Reliability section."""
from __future__ import annotations

import importlib
from collections import Counter


def test_a_host_round_and_a_join_round_of_the_network_monkey_end_without_a_failure(monkeypatch, tmp_path):
    # the tool points the data folder at a throw-away one as it is imported and at each
    # round's own: both undone after the test, as every tool's (tests/test_tools_data_folder.py)
    for name in ("ECEG_DATA_DIR", "XDG_DATA_HOME", "ECEG_THROWAWAY_DATA"):
        monkeypatch.setenv(name, str(tmp_path))
    monkeypatch.delenv("ECEG_THROWAWAY_DATA")
    monkey_net = importlib.import_module("tools.monkey_net")
    counts = Counter()
    for seed in (2, 3):                    # an even seed hosts, an odd one joins
        failure = monkey_net.Round(seed, 1500, counts, finish=1500).play()
        assert failure is None, failure
    assert counts["host rounds"] == 1 and counts["join rounds"] == 1
    assert counts["games begun"] >= 1 and counts["events"] > 20
