"""Pig: a small fourth dice game that exists only under tests/, to prove that a game
joins the program through the one registry (issue 25). Its rules are in
tests/pig/game/; the tests register it for their own duration only.

    with registered():      # or register() ... unregister()
        ...                 # Pig is a registered game here
"""
from __future__ import annotations

from contextlib import contextmanager

from game import registry
from tests.pig.game.game import GAME


SCENES = "tests.pig.scenes"       # its screens (the shared table with Pig's layer), once they exist


def register() -> None:
    """Pig joins the program as a game does: one entry in the registry."""
    registry.add(GAME, SCENES if _has_scenes() else None)


def unregister() -> None:
    if GAME.id in registry.ids():
        registry.remove(GAME.id)


def _has_scenes() -> bool:
    from importlib.util import find_spec
    return find_spec(SCENES) is not None


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
