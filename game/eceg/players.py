"""Easy Come, Easy Go's computer players by kind: `random` and `greedy` (reference
players for simulations and tests), `easy`, `medium` and `hard` (opponents)."""
from __future__ import annotations

from game.core.players import PlayerKinds

PLAYERS = PlayerKinds("easy-come-easy-go")
KINDS = PLAYERS.factories
make_player = PLAYERS.make
register = PLAYERS.register
PEOPLE_KINDS = ("easy", "medium", "hard")

# Importing the modules registers their kinds, in the order menus show them.
from game.eceg.ai import reference  # noqa: E402,F401
from game.eceg.ai import levels  # noqa: E402,F401
