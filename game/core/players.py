"""Computer players of one game, by kind name.

Each game keeps a `PlayerKinds` in its players module, which registers every kind
(`kinds.register("name")(factory)`) in the order menus show them; the computer
players' own modules know nothing of it, so nothing imports back. A kind is a factory
`factory(rng, rules) -> player`; a player has `kind` (its name) and
`choose(view) -> action`, returning one of the legal actions of its seat, decided
from that seat's view alone (its own `rng` is its only other input).

A kind registered with `reference=True` is a benchmark's yardstick (a costly old
level, a player that peeks at the true state): only `make_reference` makes it, so
menus, `simulate`, the network's seats and tests over every kind never meet it.
"""
from __future__ import annotations

import random
from typing import Callable


class PlayerKinds:
    def __init__(self, game_id: str):
        self.game_id = game_id
        self.factories: dict[str, Callable] = {}
        self.references: dict[str, Callable] = {}

    def register(self, name: str, reference: bool = False):
        def decorate(factory):
            (self.references if reference else self.factories)[name] = factory
            return factory
        return decorate

    @property
    def names(self) -> list[str]:
        return list(self.factories)

    def __contains__(self, kind: str) -> bool:
        return kind in self.factories

    def make(self, kind: str, rng: random.Random, rules):
        try:
            factory = self.factories[kind]
        except KeyError:
            raise ValueError(f"unknown player kind {kind!r} for {self.game_id} "
                             f"(known: {', '.join(self.factories)})") from None
        return factory(rng, rules)

    def make_reference(self, kind: str, rng: random.Random, rules):
        """Any kind, a benchmark's references included."""
        if kind in self.references:
            return self.references[kind](rng, rules)
        return self.make(kind, rng, rules)
