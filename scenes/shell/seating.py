"""A seat as the setup screen makes it, for every game: a name, a colour, and a
person at this screen, a person at another computer (remote) or a computer kind.
Each game's config holds a tuple of them."""
from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"
REMOTE = "remote"          # played from another computer (scenes/net/table_host.py)


@dataclass(frozen=True)
class SeatConfig:
    name: str
    colour: tuple[int, int, int]
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def is_remote(self) -> bool:
        return self.kind == REMOTE


def default_kind(game) -> str:
    """The hardest level a game offers people (it lists them easiest first): what a
    remote seat's time to decide falls back on, and a demo's players."""
    return game.people_kinds[-1]


def first_opponent(game) -> str:
    """The kind a new setup's computer seats start at, and a remote seat given to a
    computer (nobody came, or its person is away): the game's own choice, else its
    hardest level."""
    return game.first_opponent or default_kind(game)


def offered_kinds(game) -> list[str]:
    """What a seat of the setup offers: a person, one of the game's levels for people
    (never a reference player such as `random` or `greedy`: those are for `main.py
    simulate`), or a person at another computer (Remote, last: for a game that can be
    played across computers, its `remote`)."""
    return [HUMAN, *game.people_kinds] + ([REMOTE] if getattr(game, "remote", None) is not None else [])


def offered_kind(kind: str, game) -> str:
    """`kind` if a seat offers it; otherwise (a saved or remembered setup naming a
    reference player, or a level since removed) the first opponent."""
    return kind if kind in offered_kinds(game) else first_opponent(game)
