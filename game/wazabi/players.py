"""Wazabi's computer players by kind: `random` and `greedy` (reference players for
simulations and tests), `easy`, `medium` and `hard` (opponents)."""
from __future__ import annotations

from game.core.players import PlayerKinds

PLAYERS = PlayerKinds("wazabi")
register = PLAYERS.register
PEOPLE_KINDS = ("easy", "medium", "hard")

# Importing the modules registers their kinds, in the order menus show them.
from game.wazabi.ai import reference  # noqa: E402,F401
from game.wazabi.ai import levels  # noqa: E402,F401
from game.wazabi.ai import hard  # noqa: E402,F401
