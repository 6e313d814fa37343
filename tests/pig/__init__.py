"""Pig: a small fourth dice game that exists only under tests/, to prove that a game
joins the program through the one registry (issue 25). Its rules are in
tests/pig/game/, its screens in tests/pig/scenes/; the tests register it for their
own duration only.

    with registered():      # or register() ... unregister()
        ...                 # Pig is a registered game here
"""
from __future__ import annotations

from contextlib import contextmanager

from game import registry
from tests.pig.game.game import GAME


SCENES = "tests.pig.scenes"       # its screens: the shared ones, with Pig's table layer and words


def register() -> None:
    """Pig joins the program as a game does: one entry in the registry."""
    registry.add(GAME, SCENES)


def unregister() -> None:
    if GAME.id in registry.ids():
        registry.remove(GAME.id)


@contextmanager
def registered():
    """Pig in the registry for the `with` block; left as found after it (a test that
    registered Pig itself keeps it)."""
    already = GAME.id in registry.ids()
    register()
    try:
        yield GAME
    finally:
        if not already:
            unregister()
