"""Each game's options are declared once (game/core/contract.py's Option), and the
declaration agrees with the rules: the player counts and exclusions it states are
exactly the combinations the rules refuse, the values in effect are always accepted,
and the log's start line gives back the options a game was played with."""
from __future__ import annotations

import itertools
import random

import pytest

from game.registry import GAMES

GAME_IDS = sorted(GAMES)


def combinations(game):
    for values in itertools.product(*(o.choices for o in game.options)):
        yield {o.name: v for o, v in zip(game.options, values)}


def accepted(game, players: int, options: dict) -> bool:
    try:
        game.make_rules(players, **options)
    except ValueError:
        return False
    return True


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_default_is_one_of_its_choices_and_the_rules_default(game_id):
    game = GAMES[game_id]
    for option in game.options:
        assert option.offers(option.default), option.name
        assert option.label, f"{option.name} has no words for the setup"
    players = game.min_players
    assert game.make_rules(players) == game.make_rules(players, **game.option_defaults())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_accept_a_combination_exactly_when_it_is_all_in_effect(game_id):
    """An option away from its default with a player count its declaration does not
    allow, or together with one it excludes, is what the rules refuse; nothing else."""
    game = GAMES[game_id]
    for players in range(game.min_players, game.max_players + 1):
        for options in combinations(game):
            in_effect = game.options_in_effect(players, options)
            assert accepted(game, players, in_effect), (players, options)
            assert accepted(game, players, options) == (in_effect == options), (players, options)


def test_what_the_declarations_state_for_wazabi_and_easy_come_easy_go():
    """From the rules (rules.md and the Wazabi spec): the hold variant needs 4+ players;
    teams need 4 or 6 and do not go with to-the-last, teams winning when both are chosen."""
    eceg, wazabi = GAMES["easy-come-easy-go"], GAMES["wazabi"]
    assert eceg.options_in_effect(3, {"hold": "all-others"})["hold"] == "next-two"
    assert eceg.options_in_effect(4, {"hold": "all-others"})["hold"] == "all-others"
    both = {"teams": True, "to_the_last": True}
    assert wazabi.options_in_effect(4, both) == {"dice": 4, "teams": True, "to_the_last": False}
    assert wazabi.options_in_effect(5, both) == {"dice": 4, "teams": False, "to_the_last": True}
    assert wazabi.conflicts("teams") == ("to_the_last",) and wazabi.conflicts("to_the_last") == ("teams",)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_start_line_gives_back_the_options_in_effect(game_id):
    game = GAMES[game_id]
    rng = random.Random(7)
    for players in range(game.min_players, game.max_players + 1):
        for options in combinations(game):
            in_effect = game.options_in_effect(players, options)
            start = game.make_rules(players, **in_effect).new_state(rng).start_fields()
            assert game.options_of_start(start) == in_effect, (players, options)


def test_an_option_is_a_value_that_cannot_change_and_travels_to_worker_processes():
    """Option is a plain class (it loads with the window): it must still behave as the
    frozen value the specs rely on: equal by its fields, hashable, unchangeable, and
    pickled whole for simulate's worker processes."""
    import pickle

    from game.core.option import Option
    option = Option("dice", (2, 3, 4), 4, "dice per player", players=(2, 3), excludes=("fast",))
    same = Option("dice", (2, 3, 4), 4, "dice per player", players=(2, 3), excludes=("fast",))
    other = Option("dice", (2, 3, 4), 3, "dice per player", players=(2, 3), excludes=("fast",))
    assert option == same and hash(option) == hash(same) and option != other
    assert option != ("dice", (2, 3, 4), 4)
    assert len({option, same, other}) == 2
    copy = pickle.loads(pickle.dumps(option))
    assert copy == option and copy.players == (2, 3) and copy.flag == "--dice"
    with pytest.raises(AttributeError):
        option.default = 2
    with pytest.raises(AttributeError):
        del option.name
    assert option.default == 4
