"""`main.py simulate --game pig`: the shared simulator (game/core/simulate.py) plays a
game it was never written for once Pig is in the registry, takes its option from
its spec, and writes logs that replay; the statistics (game/core/stats.py) count them."""
from __future__ import annotations

import json

import pytest

import main
from game import registry
from game.core.log import read_events, split_games
from game.core.stats import from_data, record_game, to_data
from tests.pig import registered
from tests.pig.game.game import GAME

REAL_GAMES = ("easy-come-easy-go", "wazabi", "yam-color")


def games_of(path) -> list[list[dict]]:
    with open(path, "rb") as f:
        return [[e for _, e in numbered] for numbered in split_games(read_events(f))]


def test_simulate_plays_pig_with_its_target_and_logs_games_that_replay(pig, tmp_path, capsys):
    path = tmp_path / "pig.jsonl"
    assert main.main(["simulate", "--game", "pig", "--players", "easy,random", "--games", "200",
                      "--seed", "3", "--target", "20", "--log", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "200 games, 2 players, target 20, seed 3 (pig)"
    rows = [line.split() for line in out[2:4]]
    assert [r[:2] for r in rows] == [["0", "easy"], ["1", "random"]]
    games = games_of(path)
    assert len(games) == 200
    assert all(g[0]["game"] == "pig" and g[0]["target"] == 20 for g in games)
    # the table's wins and mean turns, counted again from the log's own lines
    winners = [g[-1]["player"] for g in games]
    assert [int(r[2]) for r in rows] == [winners.count(0), winners.count(1)]
    assert winners.count(0) > 150          # holding at 20 crushes rolling at random
    turns = sum(1 + sum(e["type"] == "turn" for e in g) for g in games)
    assert f"mean turns per game: {turns / 200:.1f}" in out
    matches = registry.replay_file(str(path))     # read by the registry, as the replay list does
    assert [m.state.result().winners[0] for m in matches] == winners


def test_the_default_target_is_the_specs_and_jobs_play_the_same_games(pig, tmp_path, capsys):
    logs = []
    for jobs in ("1", "2"):      # worker processes get Pig's spec though it lives under tests/
        path = tmp_path / f"j{jobs}.jsonl"
        assert main.main(["simulate", "--game", "pig", "--players", "random,easy", "--games", "60",
                          "--seed", "8", "--jobs", jobs, "--log", str(path)]) == 0
        assert capsys.readouterr().out.startswith("60 games, 2 players, target 30, seed 8 (pig)")
        logs.append(path.read_text(encoding="utf-8"))
    assert logs[0] == logs[1]


@pytest.mark.parametrize("args, complaint", [
    (["--players", "easy,random", "--target", "25"], "invalid choice: 25"),
    (["--players", "easy,random,random"], "2 to 2 players, not 3"),
    (["--players", "easy,greedy"], "unknown player kind 'greedy' for pig (known: random, easy)"),
    (["--players", "easy,random", "--faces", "1-6"], "--faces is an option of easy-come-easy-go, not of pig"),
])
def test_wrong_arguments_for_pig_are_one_line_and_exit_2(pig, capsys, args, complaint):
    with pytest.raises(SystemExit) as stop:
        main.main(["simulate", "--game", "pig", *args])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and complaint in err[0], err


def test_pig_is_in_the_registry_only_while_registered(capsys):
    before = dict(registry.GAMES)
    assert "pig" not in before and tuple(before) == REAL_GAMES
    with registered() as game:
        assert registry.game("pig") is game is GAME
        assert list(registry.GAMES) == [*REAL_GAMES, "pig"]
    assert registry.GAMES == before
    with pytest.raises(SystemExit):
        main.main(["simulate", "--game", "pig", "--players", "easy,random"])
    assert "invalid choice: 'pig'" in capsys.readouterr().err


def test_statistics_count_pigs_finished_logs(pig, tmp_path, capsys):
    path = tmp_path / "pig.jsonl"
    assert main.main(["simulate", "--game", "pig", "--players", "easy,easy", "--games", "40",
                      "--seed", "11", "--target", "50", "--log", str(path)]) == 0
    games = games_of(path)
    stats = {}
    for log in games:
        record_game(stats, log, registry.game_of_start(log[0]))
    assert set(stats) == {"easy 1", "easy 2"}
    for seat, name in enumerate(("easy 1", "easy 2")):
        mine = [e for g in games for e in g if e.get("player") == seat]
        wins = sum(g[-1]["player"] == seat for g in games)
        player = stats[name]
        assert player.games == 40 and player.wins == wins
        assert player.places == {k: v for k, v in (("1", wins), ("2", 40 - wins)) if v}
        assert player.count("rolls") == sum(e["type"] == "roll" for e in mine)
        assert player.count("busts") == sum(e["type"] == "roll" and e["value"] == 1 for e in mine)
        assert player.count("holds") == sum(e["type"] == "hold" for e in mine)
        assert player.count("lost") == sum(e["lost"] for e in mine if e["type"] == "bust")
    assert from_data(json.loads(json.dumps(to_data(stats)))) == stats
    with pytest.raises(ValueError):            # only a whole game is counted
        record_game({}, games[0][:-2], GAME)
    broken = [dict(e) for e in games[1]]
    roll = next(e for e in broken if e["type"] == "roll" and e["value"] != 1)
    roll["value"] = 7 if roll["value"] == 6 else roll["value"] + 1        # another face than the seed's
    with pytest.raises(ValueError):
        record_game({}, broken, GAME)
