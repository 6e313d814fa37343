"""scenes/net/ runs without a window and names no game; each game's secrecy and JSON
are its own (game/<id>/remote.py), and views and actions go through JSON and back
unchanged, at every step of random games."""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.match import Match, Seat, player_rng
from game.registry import GAMES
from tests.test_layout_imports import game_names_in, game_words

ROOT = Path(__file__).resolve().parents[2]
NET = sorted((ROOT / "scenes" / "net").glob("*.py"))


def imported(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            found.add(node.module or "")
    return found


def test_scenes_net_imports_no_pygame_and_no_scene_outside_it_and_names_no_game():
    assert NET
    words = game_words()
    for path in NET:
        modules = imported(path)
        assert not [m for m in modules if m.split(".")[0] == "pygame"], path
        assert not [m for m in modules if m.startswith("scenes.") and not m.startswith("scenes.net")], path
        assert game_names_in(path.read_text(encoding="utf-8"), words) == [], path


def test_serve_and_join_load_without_pygame():
    code = ("import sys, main; from scenes.net import cli, host, client, race; "
            "assert 'pygame' not in sys.modules, 'pygame loaded'")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("game_id", list(GAMES))
def test_views_and_actions_cross_as_json_unchanged(game_id):
    game = GAMES[game_id]
    remote = game.remote
    for seed in range(3):
        rules = game.make_rules(3)
        match = Match(rules, [Seat(f"s{i}", "random") for i in range(3)], seed)
        players = [game.players.make("random", player_rng(seed, i), rules) for i in range(3)]
        for _step in range(400):
            state = match.state
            if state.is_over():
                break
            for seat in range(3):
                view = state.view(seat)
                back = remote.view_from_json(json.loads(json.dumps(remote.view_to_json(view))))
                assert remote.view_to_json(back) == remote.view_to_json(view)
                if view is not state:                  # a game whose view is a view of its own
                    assert back == view
                for action in state.legal_actions(seat):
                    assert remote.action_from_json(json.loads(json.dumps(remote.action_to_json(action)))) == action
            if state.is_chance():
                match.chance()
            else:
                seat = state.actors()[0]
                match.apply(seat, players[seat].choose(state.view(seat)))


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("bad", [None, 3, "call", [], {}, {"type": "claim"}, {"type": "play", "card": 7},
                                 {"type": "call", "count": 99, "time": 1.0}, {"type": "call", "count": True, "time": 0},
                                 {"type": "give", "to": "1"}, {"type": "discard", "cards": "drop_one"},
                                 {"type": "set_aside", "dice": [1.5]}, {"type": "turn_end", "extra": 1}])
def test_malformed_actions_are_a_value_error(game_id, bad):
    with pytest.raises(ValueError):
        GAMES[game_id].remote.action_from_json(bad)
