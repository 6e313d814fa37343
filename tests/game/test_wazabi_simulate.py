"""`main.py simulate --game wazabi`: the table, team rows, options, errors; and the
tournament's scoring (game/wazabi/tournament.py)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game.core.contract import Result
from game.core.simulate import play_game
from game.registry import GAMES, replay_file
from game.wazabi.rules import Rules
from game.wazabi.tournament import Tournament, play_series, points_of

ROOT = Path(__file__).resolve().parents[2]


def test_prints_wins_per_seat_and_per_team(capsys):
    assert main.main(["simulate", "--game", "wazabi", "--players", "greedy,random,greedy,random",
                      "--games", "120", "--seed", "2", "--teams", "--dice", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "120 games, 4 players, dice 3, teams on, to the last off, seed 2 (wazabi)"
    seats = [line.split() for line in out[2:6]]
    teams = [line.split() for line in out[6:8]]
    assert [r[1] for r in seats] == ["greedy", "random", "greedy", "random"]
    assert [t[:2] for t in teams] == [["team", "0+2"], ["team", "1+3"]]
    assert int(teams[0][2]) + int(teams[1][2]) == 120            # one team wins each game
    assert int(teams[0][2]) > 80                                  # greedy partners beat random ones
    assert any(line.startswith("mean turns per game:") for line in out)
    assert any(line.startswith("speed:") and "games/s" in line for line in out)


def test_to_the_last_log_replays_and_every_game_has_every_place(tmp_path, capsys):
    log = tmp_path / "w.jsonl"
    assert main.main(["simulate", "--game", "wazabi", "--players", "random,greedy,random",
                      "--games", "30", "--seed", "3", "--to-the-last", "--log", str(log)]) == 0
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert sum(e["type"] == "start" for e in lines) == 30
    assert sum(e["type"] == "finish" for e in lines) == 30 * 3
    matches = replay_file(str(log))
    assert all(sorted(m.state.result().places) == [1, 2, 3] for m in matches)


def test_parallel_jobs_play_the_same_games(tmp_path, capsys):
    texts = []
    for jobs in ("1", "2"):
        path = tmp_path / f"j{jobs}.jsonl"
        main.main(["simulate", "--game", "wazabi", "--players", "greedy,random", "--games", "60",
                   "--seed", "4", "--jobs", jobs, "--log", str(path)])
        texts.append((path.read_text(encoding="utf-8"), capsys.readouterr().out.splitlines()[2:4]))
    assert texts[0] == texts[1]


@pytest.mark.parametrize("args, complaint", [
    (["--players", "random,random,random", "--teams"], "4 or 6"),
    (["--players", "random,random,random,random,random", "--teams"], "4 or 6"),
    (["--players", "random,random", "--dice", "7"], "invalid choice: 7"),
    (["--players", "random,random", "--dice", "x"], "--dice"),
    (["--players", "random,random", "--faces", "1-6"], "--faces is an option of easy-come-easy-go"),
    (["--players", "random,random", "--hold", "all-others"], "--hold is an option of easy-come-easy-go"),
    (["--players", "random,perfect"], "unknown player kind 'perfect'"),
    (["--players", "random,random,random,random", "--teams", "--to-the-last"], "do not go together"),
])
def test_bad_options_give_one_line_and_exit_code_2(args, complaint):
    run = subprocess.run([sys.executable, "main.py", "simulate", "--game", "wazabi", *args], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and complaint in lines[0], run.stderr


def test_a_wazabi_option_is_refused_for_easy_come_easy_go():
    run = subprocess.run([sys.executable, "main.py", "simulate", "--players", "random,random", "--teams"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "--teams is an option of wazabi" in run.stderr


def test_tournament_scores_the_dice_the_opponents_still_hold():
    assert points_of([0, 3, 2, 4], (0,)) == 9
    assert points_of([0, 3, 2, 4], (0, 2)) == 7          # a partner's dice do not count
    tour = Tournament(sides=((0,), (1,), (2,)), games=3)
    assert tour.add(Result((1, 2, 2), (0,), {"points": 5})) == 0
    assert tour.add(Result((2, 1, 2), (1,), {"points": 7})) == 1
    assert tour.leaders() == (1,) and not tour.over
    tour.add(Result((1, 2, 2), (0,), {"points": 2}))
    assert tour.scores == [7, 7, 0] and tour.leaders() == (0, 1) and tour.over
    with pytest.raises(ValueError):
        tour.add(Result((1, 2, 2), (0,), {"points": 1}))


def test_a_series_of_real_games_scores_each_winner_by_the_logs_dice():
    rules = Rules(4, teams=True)
    logs = []

    def play_one(number):
        match = play_game(GAMES["wazabi"], rules, ["greedy", "random"] * 2, 100 + number, True)
        logs.append(match.log)
        return match.state.result()

    tour = play_series(Tournament.of(rules, 5), play_one)
    assert tour.sides == ((0, 2), (1, 3)) and tour.played == 5
    expected = [0, 0]
    for log in logs:      # the opponents' dice at the win, followed through the log's lines
        dice = [log[0]["dice"]] * 4
        for e in log:
            if e["type"] == "give":
                dice[e["player"]] -= 1
                dice[e["to"]] += 1
            elif e["type"] == "drop":
                dice[e["player"]] -= e["dice"]
            elif e["type"] == "pass":
                dice = e["dice"]
        team = log[-1]["team"]
        expected[0 if team == [0, 2] else 1] += sum(d for s, d in enumerate(dice) if s not in team)
    assert tour.scores == expected and sum(expected) > 0
