"""Wazabi's computer players by kind: `random` and `greedy` (reference players for
simulations and tests), `easy`, `medium` and `hard` (opponents), and two references
for the benchmarks, never offered to people: `hard_flat16` (the former `hard`, flat
Monte Carlo, with 16 times its budget) and `hard_peek` (`hard`'s search given the true
hands: it needs the state, see hard.PeekPlayer.watch), made by
`PLAYERS.make_reference` only."""
from __future__ import annotations

from game.core.players import PlayerKinds
from game.wazabi.ai import flat, hard, levels, reference

PLAYERS = PlayerKinds("wazabi")
PEOPLE_KINDS = ("easy", "medium", "hard")

# in the order menus show them
for _name, _factory in (("random", reference.RandomPlayer), ("greedy", reference.GreedyPlayer),
                        ("easy", levels.EasyPlayer), ("medium", levels.MediumPlayer), ("hard", hard.HardPlayer)):
    PLAYERS.register(_name)(_factory)
PLAYERS.register("hard_flat16", reference=True)(flat.flat16)
PLAYERS.register("hard_peek", reference=True)(hard.PeekPlayer)
