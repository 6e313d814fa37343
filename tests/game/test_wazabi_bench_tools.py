"""The benchmark's lineups (tools/bench_levels.py, tools/bench_ai.py --game wazabi): a
budget after a colon, the references `hard_flat16` and `hard_peek` (given the game's
state), and a bad kind refused in one line."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.core.match import Match, Seat
from game.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import bench_levels  # noqa: E402

WAZABI = GAMES["wazabi"]


def test_a_lineup_names_budgets_and_references_and_peek_reads_the_game():
    rules = WAZABI.make_rules(2)
    assert bench_levels.make(WAZABI, "hard:7", 1, 0, rules).iterations == 7
    assert bench_levels.make(WAZABI, "hard:7:greedy", 1, 0, rules).policy.kind == "greedy"
    assert bench_levels.make(WAZABI, "hard_flat16", 1, 0, rules).kind == "hard_flat16"
    kinds = ["hard_peek:6", "greedy"]
    match = Match(rules, [Seat(k, k) for k in kinds], 3, record=False)
    players = bench_levels.seat_players(WAZABI, kinds, 3, match)
    assert players[0].state is match.state and players[0].iterations == 6
    assert match.play_out(players).winners        # played to the end, peeking all along
    assert bench_levels._series(("wazabi", 2, ["hard:5", "hard_peek:5"], range(2))) in (0, 1, 2)


def test_a_bad_kind_is_one_line_and_exit_2():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_ai.py"), "--game", "wazabi",
                           "--only", "matrix", "--lineup", "hard,wizard", "--games", "1"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "wizard" in done.stderr
