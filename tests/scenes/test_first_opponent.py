"""The opponent a new setup starts at, game by game. Easy Come, Easy Go and Wazabi
start at their hardest level; YAM color at *your speed*, because its `hard` beats a
person of usual pace in nearly every game (the README's yardstick: a caller always
right at 4 s wins 1% of the games against it). What falls back on a level when no
person chooses (a remote seat's time running out, a stand-in, a demo) keeps the
hardest."""
from __future__ import annotations

import pygame

from game.registry import GAMES
from scenes.shell import setup_memory
from scenes.shell.seating import default_kind
from scenes.shell.setup import SetupScene

from tests.scenes.scene_helpers import click, key, make_app, step_until, top

# what the setup's computer seats should start at: from the README's levels, not the code
FIRST = {"easy-come-easy-go": "hard", "wazabi": "hard", "yam-color": "yours"}


def fresh_setup(game: str) -> tuple:
    app = make_app("--game", game, "--speed", "instant")
    app.open("title")
    app.open("setup")
    setup = top(app)
    assert isinstance(setup, SetupScene)
    return app, setup


def test_every_game_names_its_first_opponent_here():
    assert set(FIRST) == set(GAMES)


def test_a_new_setup_starts_each_game_at_its_first_opponent_in_every_added_seat():
    for game, first in FIRST.items():
        app, setup = fresh_setup(game)
        assert setup_memory.load(game)[0] is None           # nothing remembered: the defaults
        kinds = [kind.value for _colour, _name, kind in setup.rows]
        assert kinds[0] == "human" and set(kinds[1:]) == {first}, (game, kinds)
        while setup.count.value != setup.count.options[-1]:      # six seats, by the arrow
            click(app, setup.count.forward_rect.center)
        assert [kind.value for _c, _n, kind in setup.rows[1:]] == [first] * 5


def test_yam_colors_default_table_starts_against_a_caller_at_the_persons_speed():
    app, setup = fresh_setup("yam-color")
    setup.ring.focus(setup.start)
    key(app, pygame.K_RETURN)
    step_until(app, lambda: getattr(top(app), "match", None) is not None, limit=10)
    assert [seat.kind for seat in top(app).match.seats] == ["human", "yours"]


def test_what_falls_back_on_a_level_keeps_the_hardest():
    assert {game: default_kind(spec) for game, spec in GAMES.items()} == \
        {"easy-come-easy-go": "hard", "wazabi": "hard", "yam-color": "hard"}


def test_a_remembered_kind_no_longer_offered_becomes_the_first_opponent():
    setup_memory.save("yam-color", setup_memory.Remembered(
        players=2, seats=(setup_memory.RememberedSeat("Ana", "red", "human"),
                          setup_memory.RememberedSeat("P", "blue", "perfect"))))
    _app, setup = fresh_setup("yam-color")
    assert [kind.value for _c, _n, kind in setup.rows[:2]] == ["human", "yours"]
