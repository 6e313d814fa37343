"""Player kinds by name. `simulate` and the setup screen list `KINDS`.

A kind is registered with a factory `factory(rng, rules) -> player`; a player has
`kind` (its name) and `choose(state) -> action`, returning one of
`state.legal_actions()`.
"""
from __future__ import annotations

import random
from typing import Callable

KINDS: dict[str, Callable] = {}


def register(name: str):
    def decorate(factory):
        KINDS[name] = factory
        return factory
    return decorate


def make_player(kind: str, rng: random.Random, rules):
    try:
        factory = KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown player kind {kind!r} (known: {', '.join(KINDS)})") from None
    return factory(rng, rules)


# Importing the modules registers their kinds, in the order menus show them.
from game.eceg.ai import reference as basic  # noqa: E402,F401
from game.eceg.ai import levels as ai  # noqa: E402,F401
