"""Pig: a small fourth dice game that exists only under tests/, to prove that a game
joins the program through the one registry (issue 25). Its rules are in
tests/pig/game/; the tests register it for their own duration only.

    with registered():      # or register() ... unregister()
        ...                 # Pig is in game.registry.GAMES here
"""
from __future__ import annotations

from contextlib import contextmanager

from game import registry
from tests.pig.game.game import GAME


def register() -> None:
    # TODO(registry): becomes game.registry's add call once it has one (one line)
    registry.GAMES[GAME.id] = GAME


def unregister() -> None:
    # TODO(registry): becomes game.registry's remove call once it has one (one line)
    registry.GAMES.pop(GAME.id, None)


@contextmanager
def registered():
    """Pig in the registry for the `with` block; left as found after it (a test that
    registered Pig itself keeps it)."""
    already = GAME.id in registry.GAMES
    register()
    try:
        yield GAME
    finally:
        if not already:
            unregister()
