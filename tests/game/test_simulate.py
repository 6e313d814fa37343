"""`python main.py simulate`: the table it prints, its log, and its errors."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game.registry import replay_file
from tests.game.independent_rules import check_game

ROOT = Path(__file__).resolve().parents[2]


def test_prints_a_row_per_seat_that_adds_up(capsys):
    assert main.main(["simulate", "--players", "random,greedy,random", "--games", "300",
                      "--seed", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("300 games, 3 players, faces 0-5, hold next-two, seed 1")
    rows = [line.split() for line in out[2:5]]
    assert [r[1] for r in rows] == ["random", "greedy", "random"]
    assert sum(int(r[2]) for r in rows) == 300
    assert int(rows[1][2]) > 200            # greedy crushes two random players
    assert any(line.startswith("first") for line in out)
    assert any(line.startswith("mean turns per game:") for line in out)
    assert any(line.startswith("speed:") and "games/s" in line for line in out)


def test_log_holds_every_game_and_each_follows_the_rules(tmp_path, capsys):
    log = tmp_path / "g.jsonl"
    assert main.main(["simulate", "--players", "greedy,random,random,greedy", "--games", "40",
                      "--seed", "5", "--faces", "1-6", "--hold", "all-others", "--log", str(log)]) == 0
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    starts = [i for i, e in enumerate(lines) if e["type"] == "start"]
    assert len(starts) == 40
    for a, b in zip(starts, starts[1:] + [len(lines)]):
        assert check_game(lines[a:b]) is not None
    assert len(replay_file(str(log))) == 40


def test_the_same_seed_gives_the_same_games(tmp_path, capsys):
    logs = []
    for name in ("a", "b"):
        path = tmp_path / f"{name}.jsonl"
        main.main(["simulate", "--players", "random,greedy", "--games", "20", "--seed", "9",
                   "--log", str(path)])
        logs.append(path.read_text(encoding="utf-8"))
    assert logs[0] == logs[1]


@pytest.mark.parametrize("args, complaint", [
    (["--players", "random,greedy,random", "--hold", "all-others"], "4 or more"),
    (["--players", "random,wizard"], "unknown player kind 'wizard'"),
    (["--players", "random"], "2 to 6"),
    (["--players", "random," * 6 + "random"], "2 to 6"),
    (["--players", "random,random", "--games", "many"], "not a whole number"),
    (["--players", "random,random", "--seed", "x1"], "not a whole number"),
    (["--players", "random,random", "--games", "0"], "at least 1"),
    (["--players", "random,random", "--faces", "2-7"], "invalid choice"),
    (["--players", "random,random", "--log", "/nonexistent-dir/g.jsonl"], "cannot write"),
    ([], "required: --players"),
    (["--players", "random,random", "--jobs", "-1"], "--jobs"),
])
def test_bad_arguments_give_one_line_and_exit_code_2(args, complaint):
    run = subprocess.run([sys.executable, "main.py", "simulate", *args], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and complaint in lines[0], run.stderr


def test_parallel_jobs_play_the_same_games_in_the_same_order(tmp_path, capsys):
    texts = []
    for jobs in ("1", "2"):
        path = tmp_path / f"j{jobs}.jsonl"
        main.main(["simulate", "--players", "greedy,random,random", "--games", "1100", "--seed", "4",
                   "--jobs", jobs, "--log", str(path)])
        table = capsys.readouterr().out.splitlines()[2:6]
        texts.append((path.read_text(encoding="utf-8"), table))
    assert texts[0] == texts[1]
