"""The setup draws a game's rule options from their declarations in its spec alone:
a made-up two-player game (Pig: first to a target score) with one option and no
setup part, config or catalog of its own gets a widget for it, stepped by real mouse
presses, that reaches its rules, the remembered setup and the next setup. The three
games' options show the words their declarations name, in both languages."""
from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from game import registry as game_registry
from game.core.contract import Game, Option
from game.core.players import PlayerKinds
from scenes import registry
from scenes.scene import Scene
from scenes.shell import option_choices
from scenes.shell.setup import SetupScene
from scenes.ui import text, userdata

from tests.scenes.scene_helpers import click, make_app, top

PIG_ID = "pig-test"


@dataclass(frozen=True)
class PigRules:
    players: int
    target: int = 30


def make_pig_rules(players: int, target: int = 30) -> PigRules:
    if target not in (20, 30, 50):
        raise ValueError(f"the target is 20, 30 or 50, not {target!r}")
    return PigRules(players, target)


def not_used(*_):
    raise AssertionError("the setup needs no more of the game than its seats and options")


PIG = Game(id=PIG_ID, title="Pig", min_players=2, max_players=2,
           options=(Option("target", (20, 30, 50), 30, "points to reach", label="pig_target"),),
           make_rules=make_pig_rules, rules_from_start=not_used, restore_state=not_used, action_of=not_used,
           log_fields={}, players=PlayerKinds(PIG_ID), people_kinds=("easy",))


class Started(Scene):
    """Where the setup's Start goes: keeps the config it was given."""

    def __init__(self, app, config):
        super().__init__(app)
        self.config = config


@pytest.fixture
def pig(monkeypatch):
    """Pig registered as a game is (rules only), its start screen stood in for;
    `words` adds its catalog message."""
    name = registry.game_name(PIG_ID, "rolloff")
    registry.names()                     # the real games register first
    monkeypatch.setitem(registry._targets, name, Started)
    monkeypatch.setitem(registry._resolved, name, Started)

    def words(english: str, french: str) -> None:
        monkeypatch.setitem(text.ENGLISH, "pig_target", english)
        monkeypatch.setitem(text.FRENCH, "pig_target", french)
    with game_registry.registered(PIG):
        yield words


def open_pig_setup() -> SetupScene:
    app = make_app()
    app.game = PIG_ID
    setup = app.open("setup")
    assert isinstance(setup, SetupScene) and game_registry.game(PIG_ID) is PIG
    return setup


def test_an_option_is_drawn_from_its_declaration_alone(pig):
    pig("Target: {n} points", "Objectif : {n} points")
    setup = open_pig_setup()
    app = setup.app
    target = setup.option_choices["target"]
    assert list(setup.option_choices) == ["target"] and target in setup.ring.widgets
    assert target.value == 30 and target.label(target.value) == "Target: 30 points"
    assert setup.options_row.contains(target.rect)
    app.render()
    assert app.screen.get_at(target.rect.center)[:3] != app.screen.get_at((target.rect.centerx, target.rect.y - 30))[:3]
    click(app, target.forward_rect.center)
    assert target.value == 50
    click(app, target.back_rect.center)
    click(app, target.back_rect.center)
    assert target.value == 20
    text.set_language("fr")
    assert target.label(target.value) == "Objectif : 20 points"
    text.set_language("en")
    click(app, setup.start.rect.center)
    started = top(app)
    assert isinstance(started, Started)
    assert started.config.options == {"target": 20} and started.config.rules() == PigRules(2, 20)
    stored = json.loads(userdata.setup_path(PIG_ID).read_text(encoding="utf-8"))
    assert stored["options"] == {"target": 20}
    again = open_pig_setup()                       # a new App, the same data folder
    assert again.option_choices["target"].value == 20


def test_an_option_without_words_shows_its_name(pig):
    setup = open_pig_setup()
    target = setup.option_choices["target"]
    assert "pig_target" not in text.ENGLISH
    setup.app.render()
    assert target.label(50) == "Target: 50"


@pytest.mark.parametrize("game_id", sorted(game_registry.ids()))
def test_every_declared_word_is_in_both_languages(game_id):
    registry.names()                               # the games' catalogs are merged
    game = game_registry.game(game_id)
    for option in game.options:
        ids = [option.label, option.value_name, *(message for _, message in option.value_names)]
        for message in filter(None, ids):
            assert message in text.ENGLISH and message in text.FRENCH, (option.name, message)
        for value in option.choices:               # every value's words fit its label
            assert "{" not in option_choices.label(option, value)


@pytest.mark.parametrize("game_id, words", [
    ("easy-come-easy-go", ["Classic dice (1-6): off", "Hold through everyone (4+ players): off"]),
    ("wazabi", ["Starting dice: 4", "Teams: off", "To the last: off"]),
    ("yam-color", ["Call time: 8 s", "Tie at the top: shared win"]),
])
def test_each_games_setup_shows_its_options_words_as_before(game_id, words):
    app = make_app("--game", game_id)
    setup = app.open("setup")
    assert [c.label(c.value) for c in setup.option_choices.values()] == words
    right = [c.rect.right for c in setup.option_choices.values()]
    assert right == sorted(right) and right[-1] == setup.options_row.right       # one row, in order, to its end
