"""The one registry of games (game/registry.py): a game registered at run time, as a
test registers its own, is offered, keeps its files in its own folder (settings,
save, statistics) and leaves the other games' alone; taken away, nothing of it is
offered or accepted any more."""
from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game import registry as game_registry
from game.core.match import Match, Seat
from game.eceg.players import make_player
from scenes import registry
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.shell import saves, settings, statistics
from scenes.shell.keeper import Keeper
from scenes.ui import userdata

from tests.scenes import other_dice

THREE = ["easy-come-easy-go", "wazabi", "yam-color"]


def test_a_game_registered_at_run_time_is_offered_after_the_others_until_taken_away():
    with game_registry.registered(other_dice.SPEC, other_dice.SCENES) as entry:
        assert entry.id == "other-dice" and game_registry.ids() == THREE + ["other-dice"]
        assert game_registry.game("other-dice") is other_dice.SPEC
        assert game_registry.GAMES["other-dice"] is other_dice.SPEC and list(game_registry.GAMES)[-1] == "other-dice"
        assert registry.games() == THREE + ["other-dice"]              # its scenes package was imported
        assert userdata.game_dir("other-dice") == userdata.data_dir() / "other-dice"
        with pytest.raises(ValueError, match="registered already"):
            game_registry.add(other_dice.SPEC)
    assert game_registry.ids() == THREE and registry.games() == THREE
    assert "other-dice" not in game_registry.GAMES
    with pytest.raises(ValueError, match="unknown game"):
        game_registry.game("other-dice")
    with pytest.raises(ValueError, match="unknown game id"):
        userdata.game_dir("other-dice")


def test_the_registry_refuses_what_would_mix_games_up(monkeypatch):
    with pytest.raises(ValueError, match="one of the program's own games"):
        game_registry.remove("wazabi")
    with pytest.raises(ValueError, match="registered already"):
        game_registry.add(dataclasses.replace(other_dice.SPEC, id="wazabi"))
    monkeypatch.setitem(game_registry._entries, "mislabelled", game_registry.Entry("mislabelled", "game.wazabi.game:GAME"))
    with pytest.raises(ValueError, match="names a spec of the game 'wazabi'"):
        game_registry.game("mislabelled")
    assert game_registry.legacy_game() == "easy-come-easy-go"          # version 0.1's game


def test_its_save_and_statistics_land_in_its_own_folder_and_no_other_games_files():
    config = GameConfig((SeatConfig("Ada", (214, 72, 62), "greedy"), SeatConfig("Bob", (70, 130, 220), "greedy")))
    with game_registry.registered(other_dice.SPEC, other_dice.SCENES):
        match = Match(other_dice.Rules(2), [Seat("Ada", "greedy"), Seat("Bob", "greedy")], 5)
        keeper = Keeper(config)
        keeper.attach(match)
        players = [make_player("greedy", random.Random(i), match.rules) for i in range(2)]
        match.step(players)
        save = userdata.data_dir() / "other-dice" / "saves" / "current.json"
        assert saves.path("other-dice") == save
        assert json.loads(save.read_text(encoding="utf-8"))["game"] == "other-dice"
        while not match.state.is_over():
            match.step(players)
        statistics.wait()
        assert not save.exists()                                     # a finished game leaves no save
        counted, problem = statistics.load("other-dice")
        assert problem is None and counted["Ada"].games == counted["Bob"].games == 1
        assert (userdata.data_dir() / "other-dice" / "statistics.json").exists()
    assert sorted(p.name for p in userdata.data_dir().iterdir()) == ["other-dice"]   # nobody else's files


def test_its_own_settings_are_read_and_kept_in_its_folder():
    with game_registry.registered(other_dice.SPEC, other_dice.SCENES):
        assert settings.game_defaults()["other-dice"] == {"other_dice_cups": 2}
        assert settings.owner("other_dice_cups") == "other-dice" and settings.owner("speed") is None
        values, problems = settings.load()
        assert values["other_dice_cups"] == 2 and values["coach_allowed"] is True and problems == []
        assert settings.save({**values, "other_dice_cups": 3}, ["other_dice_cups"])
        own = userdata.data_dir() / "other-dice" / "settings.json"
        assert json.loads(own.read_text(encoding="utf-8")) == {"other_dice_cups": 3}
        assert sorted(p.name for p in userdata.data_dir().iterdir()) == ["other-dice"]
        assert settings.load()[0]["other_dice_cups"] == 3
    assert "other-dice" not in settings.game_defaults() and "other_dice_cups" not in settings.defaults()
