"""The game log (../shared/spec/game-log.md): format, replay, and the independent referee."""
import json
from pathlib import Path

import pytest

from game.core.log import LogError, read_events, split_games, write_events
from game.registry import replay_game as replay, replay_file
from game.core.simulate import play_game
from game.eceg.state import Rules
from game.eceg.game import GAME as ECEG
from tests.game.independent_rules import Reject, check_game

SPEC = Path(__file__).resolve().parents[3] / "shared" / "spec" / "game-log.md"
SPEC_EXAMPLE = """\
{"type":"start","format":1,"seed":7,"faces":"0-5","hold":"next-two","players":[{"name":"Ana","kind":"human"},{"name":"Bot","kind":"hard"}]}
{"type":"first_roll","player":0,"dice":[3,1,4,0]}
{"type":"first_roll","player":1,"dice":[5,5,2,1]}
{"type":"turn","player":1}
{"type":"roll","player":1,"kept":[],"dice":[0,2,2,5],"claimable":[]}
{"type":"set_aside","player":1,"dice":[2,2]}
{"type":"roll","player":1,"kept":[2,2],"dice":[2,5],"claimable":[]}
{"type":"set_aside","player":1,"dice":[2]}
{"type":"roll","player":1,"kept":[2,2,2],"dice":[4],"claimable":["three_even"]}
{"type":"claim","player":1,"prize":"three_even","from":null}
{"type":"turn_end","player":1,"prize":"three_even"}
{"type":"turn","player":0}
"""

CONFIGS = [Rules(2), Rules(3), Rules(4), Rules(5, "1-6"), Rules(6), Rules(4, hold="all-others"),
           Rules(6, "1-6", "all-others"), Rules(2, "1-6")]


def game_log(rules, seed, kinds=None):
    kinds = kinds or ["greedy", "random", "greedy", "random", "greedy", "random"][:rules.players]
    return play_game(ECEG, rules, kinds, seed, record=True).log


def test_the_spec_example_replays_line_by_line():
    if SPEC.exists():  # the example above is copied from the spec; keep them in step
        assert SPEC_EXAMPLE.strip() in SPEC.read_text(encoding="utf-8")
    games = split_games(read_events(SPEC_EXAMPLE.splitlines()))
    match = replay(games[0])
    assert match.state.prizes_of(1) == ["three_even"] and match.state.current_player == 0
    assert check_game([e for _, e in games[0]]) is None  # a game stopped before its end


@pytest.mark.parametrize("rules", CONFIGS, ids=lambda r: f"{r.players}p-{r.faces}-{r.hold}")
def test_engine_logs_pass_the_independent_referee_and_replay(rules):
    for seed in range(25):
        log = game_log(rules, seed)
        assert log[0]["type"] == "start" and log[-1]["type"] == "win"
        winner = check_game(log)
        match = replay(log)
        assert winner == match.state.winner == log[-1]["player"]


def test_every_line_has_exactly_the_spec_fields_and_json_types(tmp_path):
    path = tmp_path / "g.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        for seed in range(5):
            write_events(game_log(Rules(3), seed), f)
    lines = path.read_text(encoding="utf-8").splitlines()
    starts = 0
    for line in lines:
        event = json.loads(line)
        kind = event["type"]
        starts += kind == "start"
        if kind == "start":
            assert event["format"] == 1 and isinstance(event["seed"], int)
            assert event["faces"] == "0-5" and event["hold"] == "next-two"
            assert all(set(p) == {"name", "kind"} for p in event["players"])
        elif kind in ("roll", "first_roll", "set_aside"):
            assert all(isinstance(v, int) and 0 <= v <= 5 for v in event["dice"])
        if kind == "roll":
            assert event["kept"] == sorted(event["kept"])
            assert len(event["kept"]) + len(event["dice"]) == 4
    assert starts == 5
    assert len(replay_file(str(path))) == 5


def test_the_same_seed_replays_the_same_game():
    assert game_log(Rules(4), 11) == game_log(Rules(4), 11)
    assert game_log(Rules(4), 11) != game_log(Rules(4), 12)


@pytest.mark.parametrize("tamper, message", [
    (lambda log: log.__setitem__(1, {**log[1], "dice": [9, 9, 9, 9]}), "breaks a rule"),
    (lambda log: log.pop(-2), "expected"),
    (lambda log: log.__setitem__(-1, {"type": "win", "player": (log[-1]["player"] + 1) % 3}),
     "expected"),
    (lambda log: log.insert(-1, {"type": "turn", "player": 0}), "cannot come here|expected"),
])
def test_replay_and_referee_reject_a_tampered_log(tamper, message):
    log = game_log(Rules(3), 4)
    tamper(log)
    with pytest.raises(LogError, match=message):
        replay(log)
    with pytest.raises(Reject):
        check_game(log)


def test_referee_rejects_a_wrong_claimable_list():
    log = game_log(Rules(2), 3)
    roll = next(i for i, e in enumerate(log) if e["type"] == "roll" and e["claimable"])
    log[roll] = {**log[roll], "claimable": []}
    with pytest.raises(Reject, match="claimable"):
        check_game(log)
    with pytest.raises(LogError):
        replay(log)


def test_unreadable_lines_are_reported_with_their_number():
    with pytest.raises(LogError, match="line 2: not JSON"):
        list(read_events(['{"type":"turn","player":0}', "{oops"]))
    start = ('{"type":"start","format":1,"seed":1,"faces":"0-5","hold":"next-two",'
             '"players":[{"name":"a","kind":"human"},{"name":"b","kind":"human"}]}')
    with pytest.raises(LogError, match="line 2: roll lacks kept"):
        replay(split_games(read_events([start, '{"type":"roll","player":0,"dice":[1],"claimable":[]}']))[0])
    with pytest.raises(LogError, match="line 2: 'deal' is not a line of a easy-come-easy-go log"):
        replay(split_games(read_events([start, '{"type":"deal","player":0}']))[0])


def test_start_lines_name_the_game_and_logs_without_it_are_of_this_game():
    log = game_log(Rules(2), 8)
    assert log[0]["game"] == "easy-come-easy-go"     # game-log.md: required on the start line
    old = [{k: v for k, v in log[0].items() if k != "game"}] + log[1:]   # as version 0.1 wrote it
    assert replay(old).state == replay(log).state
    other = [{**log[0], "game": "chess"}] + log[1:]
    with pytest.raises(LogError, match="line 1: .*'chess'"):
        replay(other)


def test_a_position_is_rebuilt_from_the_log_and_the_previous_turn_found():
    """position_at replays the logged actions: after every action of a game, the
    position rebuilt from the log so far is the one the game reached; previous_turn
    names the turn before the one in play (its lines run from its `turn` line up to
    the next one)."""
    import random
    from game.core.log import position_at
    from game.core.match import Match, Seat
    from game.eceg.log import previous_turn
    from game.eceg.players import make_player
    rules = Rules(3)
    match = Match(rules, [Seat("A", "hard"), Seat("B", "easy"), Seat("C", "greedy")], 12)
    players = [make_player(s.kind, random.Random(i), rules) for i, s in enumerate(match.seats)]
    reached = []
    while not match.state.is_over():
        match.step(players)
        reached.append((len(match.log), match.state.snapshot()))
    for length, snapshot in reached:
        assert position_at(ECEG, match.log, length).state.snapshot() == snapshot
    turns = [i for i, e in enumerate(match.log) if e["type"] == "turn"]
    for length, _ in reached[:-1]:
        begun = [i for i in turns if i < length]
        found = previous_turn(match.log[:length])
        assert found == (None if len(begun) < 2 else (begun[-2], begun[-1]))
        if found:
            first, after = found
            assert match.log[after - 1]["type"] == "turn_end"
            assert match.log[after - 1]["player"] == match.log[first]["player"]


def test_a_wazabi_position_is_rebuilt_and_its_previous_turn_played_again():
    """Wazabi's lines that look like actions may be written by another action (a card's
    effect ends the turn: its `turn_end` is no END_TURN of the player's): rebuilt from
    the log after every action, the position is the one the game reached; the previous
    turn runs from its `turn` line to the next one, and its logged actions, played again
    from its start, reach the position at the next turn's line."""
    from game.core.log import actions_between, position_at
    from game.core.match import Match, Seat, player_rng
    from game.wazabi.game import GAME as WAZABI
    from game.wazabi.log import previous_turn
    from game.wazabi.players import PLAYERS
    from game.wazabi.rules import Rules as WazabiRules
    for players, seed in ((3, 4), (5, 9)):
        rules = WazabiRules(players)
        match = Match(rules, [Seat(f"P{i}", "medium") for i in range(players)], seed)
        deciders = [PLAYERS.make("medium", player_rng(seed, i), rules) for i in range(players)]
        reached = []
        while not match.state.is_over():
            if match.step(deciders):      # (a hand chosen to take from writes nothing until the card)
                reached.append((len(match.log), match.state.snapshot()))
        effects_ended = 0
        for length, snapshot in reached:
            assert position_at(WAZABI, match.log, length).state.snapshot() == snapshot
            found = previous_turn(match.log[:length])
            turns = [i for i in range(length) if match.log[i]["type"] == "turn"]
            assert found == (None if len(turns) < 2 else (turns[-2], turns[-1]))
            if found and length == turns[-1] + 1:           # just as a turn begins: the one before it
                first, after = found
                shown = position_at(WAZABI, match.log, first + 1)
                for seat, action in actions_between(WAZABI, match.log, first, after):
                    shown.apply(seat, action)
                assert shown.state.snapshot() == snapshot
                ends = [i for i in range(first, after) if match.log[i]["type"] == "turn_end"]
                effects_ended += match.log[ends[-1] - 1]["type"] not in ("give", "play", "roll", "draw", "turn")
        assert effects_ended          # some turn ended by a card's effect, not by the player
