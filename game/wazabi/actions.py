"""What a seat (or chance) can do in Wazabi. Actions are small immutable values, so
they compare, hash and can be offered in a seat's view."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import RuleError  # noqa: F401  (the error every game raises)


@dataclass(frozen=True, slots=True)
class Roll:
    """Chance: the faces thrown, one per die, in the order thrown."""

    faces: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Reshuffle:
    """Chance: the discard pile shuffled into a new pile, listed top first."""

    pile: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Unseen:
    """Chance: the card the drawer takes, unseen, from the hand it chose."""

    card: str


@dataclass(frozen=True, slots=True)
class TakeFrom:
    """The drawer takes a card unseen from this player's hand (an empty pile and
    discard, or `steal_card`)."""

    victim: int


@dataclass(frozen=True, slots=True)
class Give:
    """Step 3: one die showing `give` goes to this player."""

    to: int


@dataclass(frozen=True, slots=True)
class Play:
    """Step 4: play a card; `target` for the cards aimed at a player, `direction`
    ("left"/"right") for `pass_dice`."""

    card: str
    target: int | None = None
    direction: str | None = None


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Step 4: play no card; the turn ends."""


@dataclass(frozen=True, slots=True)
class Discard:
    """A targeted player's choice (`keep_one`, `others_keep_two`): the cards thrown
    away (sorted); the rest of the hand is kept."""

    cards: tuple[str, ...]

    def __post_init__(self):
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))


END_TURN = EndTurn()
Action = Roll | Reshuffle | Unseen | TakeFrom | Give | Play | EndTurn | Discard
