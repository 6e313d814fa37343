"""A replay believes nothing of a start line it has not checked (issue 29, item 4): each
field's type and range against the spec (the seed a whole number), and, in a log that
says its seed replays it (`seeded`, which every log this program writes carries), every
chance outcome against that seed: a changed die, throw or deal is refused with its line
and the reason, for the three games. Logs that claim nothing of their seed (the spec's
example, a tutorial's set dice) replay by the rules alone. Expected outcomes come from
the engine playing the seed, the tampering by hand."""
from __future__ import annotations

import copy
import json

import pytest

from game.core.jsonl import LogError
from game.core.safe_name import safe_name
from game.core.simulate import play_game
from game.registry import GAMES, replay_game

KINDS = {"easy-come-easy-go": "greedy", "wazabi": "easy", "yam-color": "easy"}
CHANCE_LINE = {"easy-come-easy-go": ("first_roll", "dice"), "wazabi": ("first_roll", "faces"),
               "yam-color": ("throw", "dice")}
OTHER = {"easy-come-easy-go": lambda v: (v + 1) % 6, "wazabi": lambda v: "give" if v != "give" else "draw",
         "yam-color": lambda v: "red" if v != "red" else "blue"}


def seeded_log(game_id: str, seed: int = 11) -> list[dict]:
    game = GAMES[game_id]
    return play_game(game, game.make_rules(3), [KINDS[game_id]] * 3, seed, record=True).log


def refusal(log: list[dict]) -> LogError:
    with pytest.raises(LogError) as error:
        replay_game(list(enumerate(log, 1)))
    return error.value


@pytest.mark.parametrize("game_id", list(GAMES)[:3])
def test_every_log_written_says_its_seed_replays_it_and_replays(game_id):
    log = seeded_log(game_id)
    assert log[0]["seeded"] is True
    assert replay_game(list(enumerate(log, 1))).state.is_over()


@pytest.mark.parametrize("game_id", list(GAMES)[:3])
@pytest.mark.parametrize("seed", [None, 1.5, "abc", True, "/../../..", 2**63, [7]])
def test_a_seed_that_is_no_whole_number_is_refused_on_line_1(game_id, seed):
    log = seeded_log(game_id)
    log[0]["seed"] = seed
    error = refusal(log)
    assert (error.line, error.reason, error.details) == (1, "bad_field", {"field": "seed"}), error


@pytest.mark.parametrize("game_id", list(GAMES)[:3])
@pytest.mark.parametrize("field, value", [("format", True), ("format", 1.0), ("players", "Ana,Bot"),
                                          ("seeded", "yes"), ("players", [{"name": 3, "kind": "easy"}] * 3)])
def test_start_fields_of_the_wrong_type_are_refused_by_name(game_id, field, value):
    log = seeded_log(game_id)
    log[0][field] = value
    error = refusal(log)
    assert (error.line, error.reason, error.details) == (1, "bad_field", {"field": field}), error


@pytest.mark.parametrize("game_id, field, value", [
    ("easy-come-easy-go", "faces", ["0-5"]), ("easy-come-easy-go", "hold", 2),
    ("wazabi", "to_the_last", "no"), ("wazabi", "dice", 4.0), ("wazabi", "teams", {}), ("wazabi", "hands", "x"),
    ("yam-color", "playoff", 0), ("yam-color", "call_time", "8"), ("yam-color", "pile", None)])
def test_each_games_own_start_fields_are_typed(game_id, field, value):
    log = seeded_log(game_id)
    log[0][field] = value
    error = refusal(log)
    assert (error.line, error.reason, error.details) == (1, "bad_field", {"field": field}), error


@pytest.mark.parametrize("game_id", list(GAMES)[:3])
def test_another_seed_than_the_one_played_is_refused(game_id):
    log = seeded_log(game_id)
    log[0]["seed"] += 1
    error = refusal(log)
    # ECEG: its first throw; Wazabi: its deal (line 1); YAM color: its pile, dealt by the seed
    assert error.line in (1, 2) and error.reason in ("not_from_seed", "bad_start"), error


@pytest.mark.parametrize("game_id", list(GAMES)[:3])
def test_a_changed_die_is_refused_with_its_line_though_the_rules_allow_it(game_id):
    log = seeded_log(game_id)
    kind, field = CHANCE_LINE[game_id]
    number = next(i for i, e in enumerate(log, 1) if e["type"] == kind)
    log[number - 1][field][0] = OTHER[game_id](log[number - 1][field][0])
    error = refusal(log)
    assert (error.line, error.reason, error.details) == (number, "not_from_seed", {"kind": kind}), error
    unclaimed = copy.deepcopy(log)           # the same log claiming nothing of its seed
    unclaimed[0]["seeded"] = False
    try:                                     # the rules alone judge it: whole, or refused later by them
        replay_game(list(enumerate(unclaimed, 1)))
    except LogError as later:
        assert later.line > number and later.reason != "not_from_seed", later


def test_a_changed_wazabi_deal_is_refused_on_line_1():
    log = seeded_log("wazabi")
    hands = log[0]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]      # still the deck: the rules allow it
    error = refusal(log)
    assert (error.line, error.reason) == (1, "not_from_seed"), error


def test_the_specs_example_claims_nothing_of_its_seed_and_replays():
    """The spec's example throws dice seed 7 does not give: it does not say it replays."""
    start = {"type": "start", "format": 1, "seed": 7, "faces": "0-5", "hold": "next-two",
             "players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "hard"}]}
    lines = [start, {"type": "first_roll", "player": 0, "dice": [3, 1, 4, 0]},
             {"type": "first_roll", "player": 1, "dice": [5, 5, 2, 1]}, {"type": "turn", "player": 1}]
    match = replay_game(list(enumerate(lines, 1)))
    assert match.log[0]["seeded"] is False and not match.replays_from_seed
    with pytest.raises(LogError) as error:
        replay_game(list(enumerate([{**start, "seeded": True}] + lines[1:], 1)))
    assert (error.value.line, error.value.reason) == (2, "not_from_seed")


@pytest.mark.parametrize("value, name", [("/../../..", "_.._.._"), ("..", "_"), ("NUL", "_NUL"), (-12, "-12"),
                                         ("a/b\\c:d", "a_b_c_d"), ("x" * 300, "x" * 40), ("", "_")])
def test_a_value_from_data_becomes_a_safe_name(value, name):
    assert safe_name(value) == name and "/" not in safe_name(value) and "\\" not in safe_name(value)


def test_e_on_a_replay_names_the_file_from_a_safe_seed(tmp_path, monkeypatch):
    """Export of a match whose seed is text (what a replay once believed): the file stays
    in the logs folder, named from the seed reduced to a safe name."""
    from scenes.ui import history_panel
    match = play_game(GAMES["easy-come-easy-go"], GAMES["easy-come-easy-go"].make_rules(2), ["greedy"] * 2, 3,
                      record=True)
    match.seed = "/../../../x"
    folder = tmp_path / "logs"
    monkeypatch.setattr(history_panel, "game_logs_dir", lambda game: folder)
    path = history_panel.export_log(match)
    assert path.parent == folder and path.name.endswith("-seed_.._.._.._x.jsonl")
    assert json.loads(path.read_text(encoding="utf-8").splitlines()[0])["type"] == "start"
