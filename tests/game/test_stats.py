"""Per-player statistics counted from game logs."""
import json

import pytest

from game.core.stats import PlayerStats, from_data, record_game, to_data
from game.core.simulate import play_game
from game.eceg.state import Rules
from game.eceg.game import GAME as ECEG
from tests.game.helpers import play, position


def test_counts_games_wins_takes_steals_and_losses_from_real_logs():
    stats = {}
    logs = [play_game(ECEG, Rules(3), ["greedy", "random", "greedy"], seed, True).log for seed in range(30)]
    for log in logs:
        record_game(stats, log)
    assert set(stats) == {"greedy 1", "random 2", "greedy 3"}
    assert all(s.games == 30 for s in stats.values())
    assert sum(s.wins for s in stats.values()) == 30
    claims = [e for log in logs for e in log if e["type"] == "claim"]
    assert sum(s.taken for s in stats.values()) == sum(e["from"] is None for e in claims)
    assert sum(s.stolen for s in stats.values()) == sum(e["from"] is not None for e in claims)
    assert sum(s.lost for s in stats.values()) == sum(s.stolen for s in stats.values())
    for s in stats.values():
        assert sum(s.by_prize.values()) == s.taken + s.stolen


def test_same_name_in_two_seats_counts_one_game():
    log = play_game(ECEG, Rules(2), ["greedy", "greedy"], 5, True).log
    for p in log[0]["players"]:
        p["name"] = "Ana"
    stats = {}
    record_game(stats, log)
    assert stats["Ana"].games == 1 and stats["Ana"].wins == 1


def test_best_prize_is_the_hardest_taken():
    s = PlayerStats(by_prize={"seven": 5, "four_of_a_kind": 1, "straight": 2})
    assert s.best_prize() == "four_of_a_kind"
    assert PlayerStats(by_prize={"three_odd": 1, "three_even": 3}).best_prize() == "three_even"
    assert PlayerStats().best_prize() is None


def test_an_unfinished_game_is_not_counted():
    state = position(2)
    with pytest.raises(ValueError):
        record_game({}, [{"type": "start", "players": []}] + play(state, (0, 1, 2, 4)))


def test_round_trip_through_json():
    stats = {"Ana": PlayerStats(3, 2, 4, 1, 0, {"seven": 2})}
    assert from_data(json.loads(json.dumps(to_data(stats)))) == stats
    with pytest.raises((ValueError, TypeError, KeyError)):
        from_data({"Ana": {"games": "x"}})
