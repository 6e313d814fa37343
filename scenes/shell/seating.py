"""A seat as the setup screen makes it, for every game: a name, a colour, and a
person or a computer kind. Each game's config holds a tuple of them."""
from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"


@dataclass(frozen=True)
class SeatConfig:
    name: str
    colour: tuple[int, int, int]
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


def default_kind(game) -> str:
    """The opponent offered first: a game lists its kinds for people easiest first."""
    return game.people_kinds[-1]
