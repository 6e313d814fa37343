"""Wazabi's computer players by kind: `random` and `greedy` (reference players for
simulations and tests), `easy`, `medium` and `hard` (opponents)."""
from __future__ import annotations

from game.core.players import PlayerKinds
from game.wazabi.ai import hard, levels, reference

PLAYERS = PlayerKinds("wazabi")
PEOPLE_KINDS = ("easy", "medium", "hard")

# in the order menus show them
for _name, _factory in (("random", reference.RandomPlayer), ("greedy", reference.GreedyPlayer),
                        ("easy", levels.EasyPlayer), ("medium", levels.MediumPlayer), ("hard", hard.HardPlayer)):
    PLAYERS.register(_name)(_factory)
