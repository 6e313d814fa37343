"""Wazabi's computer players by kind: `random` and `greedy` (reference players for
simulations and tests), `easy`, `medium` and `hard` (opponents), and references for the
benchmarks, never offered to people, made by `PLAYERS.make_reference` only:
`hard_flat` (the former `hard`, flat Monte Carlo, game/wazabi/ai/flat.py) and
`hard_flat16` (it with 16 times its budget), `hard_tree` (the tree search over
information sets, game/wazabi/ai/hard.py and ismcts.py), `hard_peek` (`hard` given the true hands: it needs the state, see
halving.PeekHalving.watch), `hard_tree_peek` (the same for the tree search) and
`hard_look` (`hard` with its own play-out moves one ahead with the judge, lookahead.py).

`hard` is game/wazabi/ai/halving.py (issue 28): the flat search with its play-outs
spent by sequential halving, more of them, and worlds dealt with what the seat knows
of other hands (its `hard_analysis` is what the table's hint, H, shows); README, Wazabi's
computer levels, has its figures against the others."""
from __future__ import annotations

from game.core.players import PlayerKinds
from game.wazabi.ai import flat, halving, hard, levels, lookahead, reference

PLAYERS = PlayerKinds("wazabi")
PEOPLE_KINDS = ("easy", "medium", "hard")

# in the order menus show them
for _name, _factory in (("random", reference.RandomPlayer), ("greedy", reference.GreedyPlayer),
                        ("easy", levels.EasyPlayer), ("medium", levels.MediumPlayer), ("hard", halving.HalvingPlayer)):
    PLAYERS.register(_name)(_factory)
PLAYERS.register("hard_tree", reference=True)(hard.tree)
PLAYERS.register("hard_flat", reference=True)(flat.FlatPlayer)
PLAYERS.register("hard_flat16", reference=True)(flat.flat16)
PLAYERS.register("hard_peek", reference=True)(halving.PeekHalving)
PLAYERS.register("hard_tree_peek", reference=True)(hard.PeekPlayer)
PLAYERS.register("hard_look", reference=True)(lookahead.LookaheadHalving)
