"""Fixtures of Pig's tests."""
import pytest

from tests.pig import registered


@pytest.fixture
def pig():
    """Pig in game.registry.GAMES for this test only; its `Game` spec."""
    with registered() as game:
        yield game
