"""Decision makers: objects with `choose(state) -> action`, found by kind in `registry`."""
from .registry import KINDS, make_player, register

__all__ = ["KINDS", "make_player", "register"]
