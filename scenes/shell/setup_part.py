"""What a game adds to the shared setup screen beyond its rule options (the setup
draws those from the game's spec, game/core/contract.py's Option): choices of its own
that are not rules (Wazabi's tournament), a column of choices beside the seat rows
(YAM color's call keys), words of its own, and the fields of its config they make.

A game registers a subclass as its "setup options" part; the shell calls only what
is declared here, and a game without a part gets this one, which adds nothing.
"""
from __future__ import annotations

from typing import Callable

import pygame


class SetupPart:
    # True: a choice per seat in a column right of the kinds (the setup makes room for it)
    seat_column = False
    # rule options the setup remembers under another name, as a switch (true: the
    # option's second choice), as earlier versions wrote them: {option name: name}
    remembered_as: dict[str, str] = {}

    def __init__(self, config, area: pygame.Rect, players: Callable[[], int], kinds: Callable[[], list[str]],
                 names: Callable[[], list[str]] | None = None):
        """`config`: the setup's first values; `area`: the row of the rule options (the
        room under it is free; a seat column starts right of it); `players()`: the
        player count chosen now; `kinds()`: the kind chosen in each seat row; `names()`:
        the name each seat row would start with (an empty field: its "Player N")."""
        self.players = players
        self.kinds = kinds
        self.names = names or (lambda: [])

    def widgets(self) -> list:
        """Choices under the rule options, in the order Tab reaches them after those."""
        return []

    def seat_widgets(self) -> list:
        """One widget per seat row, every row (the setup shows those of the seats chosen,
        each reached by Tab after its row)."""
        return []

    def named(self) -> dict:
        """The choices the next setup offers again, by the name they are remembered by."""
        return {}

    def config_fields(self, seats) -> dict:
        """The fields of the game's config these choices give, for these seats."""
        return {}

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Words of its own, drawn after every widget (`area`: the rule options' row)."""
