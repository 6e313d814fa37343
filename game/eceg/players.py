"""Easy Come, Easy Go's computer players by kind: `random` and `greedy` (reference
players for simulations and tests), `easy`, `medium` and `hard` (opponents)."""
from __future__ import annotations

from game.core.players import PlayerKinds
from game.eceg.ai import levels, reference

PLAYERS = PlayerKinds("easy-come-easy-go")
KINDS = PLAYERS.factories
make_player = PLAYERS.make
PEOPLE_KINDS = ("easy", "medium", "hard")

# in the order menus show them
for _name, _factory in (("random", reference.RandomPlayer), ("greedy", reference.GreedyPlayer),
                        ("hard", levels.HardPlayer), ("medium", levels.MediumPlayer), ("easy", levels.EasyPlayer)):
    PLAYERS.register(_name)(_factory)
