"""Per-player statistics counted from game logs (game/core/stats.py, with Easy Come,
Easy Go's own counters from game/eceg/stats.py)."""
import json

import pytest

from game.core.simulate import play_game
from game.core.stats import PlayerStats, from_data, record_game, to_data
from game.eceg.game import GAME as ECEG
from game.eceg.state import Rules
from game.eceg.stats import best_prize


def test_counts_games_wins_places_takes_steals_and_losses_from_real_logs():
    stats = {}
    logs = [play_game(ECEG, Rules(3), ["greedy", "random", "greedy"], seed, True).log for seed in range(30)]
    for log in logs:
        record_game(stats, log, ECEG)
    assert set(stats) == {"greedy 1", "random 2", "greedy 3"}
    assert all(s.games == 30 for s in stats.values())
    assert sum(s.wins for s in stats.values()) == 30
    for name, s in stats.items():     # one winner (place 1), everyone else place 2
        seat = int(name.split()[1]) - 1
        wins = sum(log[-1]["player"] == seat for log in logs)
        assert s.wins == wins and s.places == {k: v for k, v in (("1", wins), ("2", 30 - wins)) if v}
    claims = [e for log in logs for e in log if e["type"] == "claim"]
    assert sum(s.count("taken") for s in stats.values()) == sum(e["from"] is None for e in claims)
    assert sum(s.count("stolen") for s in stats.values()) == sum(e["from"] is not None for e in claims)
    assert sum(s.count("lost") for s in stats.values()) == sum(s.count("stolen") for s in stats.values())
    for s in stats.values():
        assert sum(s.by_id["by_prize"].values()) == s.count("taken") + s.count("stolen")


def test_same_name_in_two_seats_counts_one_game():
    log = play_game(ECEG, Rules(2), ["greedy", "greedy"], 5, True).log
    for p in log[0]["players"]:
        p["name"] = "Ana"
    stats = {}
    record_game(stats, log, ECEG)
    assert stats["Ana"].games == 1 and stats["Ana"].wins == 1 and stats["Ana"].places == {"1": 1}


def test_best_prize_is_the_hardest_taken():
    # rules.md's one-turn chances: four of a kind is the rarest of these, seven the commonest
    assert best_prize({"seven": 5, "four_of_a_kind": 1, "straight": 2}) == "four_of_a_kind"
    assert best_prize({"three_odd": 1, "three_even": 3}) == "three_even"
    assert best_prize({}) is None
    assert best_prize({"no_such_prize": 4}) is None


def test_an_unfinished_or_broken_game_is_not_counted():
    log = play_game(ECEG, Rules(2), ["greedy", "random"], 3, True).log
    with pytest.raises(ValueError):
        record_game({}, log[:-3], ECEG)
    with pytest.raises(ValueError):
        record_game({}, log[:5] + log[6:], ECEG)


def test_round_trip_through_json_and_version_0_1_files_load():
    stats = {"Ana": PlayerStats(3, 2, {"1": 2, "2": 1}, {"taken": 4, "stolen": 1, "lost": 0},
                                {"by_prize": {"seven": 2}})}
    assert from_data(json.loads(json.dumps(to_data(stats)))) == stats
    old = {"Bob": {"games": 2, "wins": 1, "taken": 3, "stolen": 0, "lost": 2, "by_prize": {"twelve": 1}}}
    bob = from_data(old)["Bob"]
    assert (bob.games, bob.wins, bob.count("taken"), bob.count("lost")) == (2, 1, 3, 2)
    assert bob.by_id == {"by_prize": {"twelve": 1}} and bob.places == {}


@pytest.mark.parametrize("bad", [
    {"Ana": {"games": 1}},
    {"Ana": {"games": "1", "wins": 0}},
    {"Ana": {"games": 1, "wins": 2}},
    {"Ana": {"games": 1.5, "wins": 0}},
    {"Ana": {"games": float("inf"), "wins": 0}},
    {"Ana": {"games": 2, "wins": 1, "taken": -1}},
    {"Ana": {"games": 2, "wins": 1, "by_prize": {"seven": "x"}}},
    {"Ana": []},
    {"Ana": {"games": 10**400, "wins": 10**400 - 1}},       # parses; no one plays that much
    {"Ana": {"games": 10**13, "wins": 0}},
    {"A" * 101: {"games": 1, "wins": 0}},
    {"": {"games": 1, "wins": 0}},
    {"Ana": {"games": 1, "wins": 0, "places": [1]}},
    {"Ana": {"games": 1, "wins": 0, "by_prize": {"p" * 101: 1}}},
    ["Ana"],
])
def test_malformed_data_is_refused(bad):
    with pytest.raises((ValueError, TypeError, KeyError, AttributeError)):
        from_data(bad)


def test_only_the_seats_asked_for_are_counted():
    """A window joined to a game hosted elsewhere counts its own seat only: that name's
    games, win and place from the log itself, nobody else's entry made."""
    logs = [play_game(ECEG, Rules(3), ["greedy", "random", "greedy"], seed, True).log for seed in range(12)]
    stats = {}
    for log in logs:
        record_game(stats, log, ECEG, seats=[1])
    assert set(stats) == {"random 2"}
    wins = sum(log[-1]["player"] == 1 for log in logs)
    mine = stats["random 2"]
    assert (mine.games, mine.wins) == (12, wins) and mine.places == {k: v for k, v in (("1", wins), ("2", 12 - wins)) if v}
    taken = sum(e["player"] == 1 and e["from"] is None for log in logs for e in log if e["type"] == "claim")
    assert mine.count("taken") == taken
    everyone = {}
    for log in logs:
        record_game(everyone, log, ECEG)
    assert to_data({"random 2": everyone["random 2"]}) == to_data(stats)
