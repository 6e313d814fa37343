"""Wazabi's computer players by kind: `random` and `greedy` (reference players for
simulations and tests), `easy`, `medium` and `hard` (opponents), and references for the
benchmarks, never offered to people, made by `PLAYERS.make_reference` only:
`hard_tree` (the tree search over information sets, game/wazabi/ai/hard.py and
ismcts.py), `hard_flat16` (`hard` with 16 times its budget) and `hard_peek` (the tree
search given the true hands: it needs the state, see hard.PeekPlayer.watch).

`hard` is still the flat Monte Carlo search (game/wazabi/ai/flat.py) on purpose: the
tree search measured no stronger against `greedy` (63.7% +- 7.4 over 160 games, against
59.8% +- 1.0 for the flat search), weaker than hard_flat16 (46.9% +- 10.0), and it thinks
113 ms a decision (median, against about 27 ms), which the window's table still spends
inside one frame. It stays a reference until it wins its place (README, Wazabi's
computer levels)."""
from __future__ import annotations

from game.core.players import PlayerKinds
from game.wazabi.ai import flat, hard, levels, reference

PLAYERS = PlayerKinds("wazabi")
PEOPLE_KINDS = ("easy", "medium", "hard")

# in the order menus show them
for _name, _factory in (("random", reference.RandomPlayer), ("greedy", reference.GreedyPlayer),
                        ("easy", levels.EasyPlayer), ("medium", levels.MediumPlayer), ("hard", flat.hard)):
    PLAYERS.register(_name)(_factory)
PLAYERS.register("hard_tree", reference=True)(hard.tree)
PLAYERS.register("hard_flat16", reference=True)(flat.flat16)
PLAYERS.register("hard_peek", reference=True)(hard.PeekPlayer)
