"""A seed replays the same Wazabi game: the log of every seeded game of
tests/game/fixtures/wazabi_seeded_logs.json (recorded by a separate run of the engine
as it was before the speed work) is byte for byte what the engine writes now."""
import json

import pytest

from tests.game.wazabi_seeded_logs import FIXTURE, LINES, digests, line_name

RECORDED = json.loads(FIXTURE.read_text())["lines"]


@pytest.mark.parametrize("kinds,options,games", LINES, ids=[line_name(k, o) for k, o, _n in LINES])
def test_seeded_games_write_the_recorded_logs(kinds, options, games):
    want = RECORDED[line_name(kinds, options)]
    assert len(want) == games
    found = digests(kinds, options, games)
    changed = [i for i, (a, b) in enumerate(zip(found, want)) if a != b]
    assert not changed, f"games {changed} of {line_name(kinds, options)} no longer replay"


@pytest.mark.parametrize("kinds,options,games", [line for line in LINES if "hard" not in line[0]],
                         ids=[line_name(k, o) for k, o, _n in LINES if "hard" not in k])
def test_a_game_played_without_a_log_is_the_game_played_with_one(kinds, options, games):
    from game.core.simulate import game_seeds, play_game
    from game.registry import GAMES
    game = GAMES["wazabi"]
    players = kinds.split(",")
    rules = game.make_rules(len(players), **options)
    for seed in game_seeds(11, 20):
        logged = play_game(game, rules, players, seed, record=True).state
        quiet = play_game(game, rules, players, seed, record=False).state
        assert quiet.snapshot() == logged.snapshot() and quiet.result() == logged.result()
