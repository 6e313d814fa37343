"""What the setup screen offers again: the number of players, each seat row's name,
colour and kind, and the game's own options, as chosen when that game last started
from the setup. One file per game (<game id>/setup.json, scenes/ui/userdata.py), so
one game's choices never overwrite another's.

Read defensively (scenes/ui/storage.py): a file that cannot be read is kept aside and
the setup offers its defaults, saying so. A value that merely is not offered any
more (a colour, a kind such as a reference player, an option's value) is not damage:
that one choice falls back to its default."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

from scenes.ui import userdata
from scenes.ui.storage import load_json

LONGEST_NAME = 40        # the setup allows 14 characters; room for another version's
MOST_SEATS = 6

log = logging.getLogger("eceg.setup")


@dataclass(frozen=True)
class RememberedSeat:
    name: str            # "" = the row's default name ("Player 2"), in the language shown then
    colour: str          # a colour id of scenes/ui/theme.py's SEAT_COLOURS
    kind: str            # "human" or a computer kind


@dataclass(frozen=True)
class Remembered:
    players: int
    seats: tuple[RememberedSeat, ...]                 # every row the setup had, in order
    options: dict = field(default_factory=dict)       # the game's options: name -> value


def _text(value, what: str, longest: int) -> str:
    if not isinstance(value, str) or len(value) > longest:
        raise ValueError(f"{what} is a text of at most {longest} characters, not {str(value)[:40]!r}")
    return value


def _seat(data) -> RememberedSeat:
    if not isinstance(data, dict):
        raise ValueError("a seat is an object")
    return RememberedSeat(_text(data["name"], "a name", LONGEST_NAME), _text(data["colour"], "a colour", 20),
                          _text(data["kind"], "a kind", 40))


def from_data(data) -> Remembered:
    """The remembered setup; ValueError (or KeyError, TypeError) if the shape is wrong."""
    if not isinstance(data, dict):
        raise ValueError("the setup is an object")
    players, seats, options = data["players"], data["seats"], data.get("options", {})
    if type(players) is not int or not 1 <= players <= MOST_SEATS:
        raise ValueError(f"players is a whole number from 1 to {MOST_SEATS}, not {str(players)[:20]!r}")
    if not isinstance(seats, list) or len(seats) > MOST_SEATS:
        raise ValueError(f"seats is a list of at most {MOST_SEATS}")
    if not isinstance(options, dict) or any(type(v) not in (bool, int, str) for v in options.values()):
        raise ValueError("options are values (yes/no, a number or a word) by name")
    return Remembered(players, tuple(_seat(s) for s in seats), dict(options))


def to_data(remembered: Remembered) -> dict:
    return {"players": remembered.players,
            "seats": [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in remembered.seats],
            "options": dict(remembered.options)}


def load(game: str) -> tuple[Remembered | None, str | None]:
    """(what was chosen last time or None, the problem to tell the player or None)."""
    remembered, problem = load_json(userdata.setup_path(game), from_data)
    if problem:
        log.warning("%s; the setup offers its defaults", problem)
    return remembered, problem


def save(game: str, remembered: Remembered) -> bool:
    return userdata.write_json(userdata.setup_path(game), to_data(remembered))


# ----- the game's options and its setup part's choices, by name -------------------------
def option_values(named: dict) -> dict:
    """name -> value of each choice (the setup's `named()`)."""
    return {name: choice.value for name, choice in named.items()}


def recall_options(named: dict, values: dict) -> None:
    """Set each named choice to its remembered value, when that value is still offered
    (same type: True is not 1); anything else keeps the choice's default."""
    for name, value in values.items():
        choice = named.get(name)
        if choice is None:
            continue
        for index, offered in enumerate(choice.options):
            if type(offered) is type(value) and offered == value:
                choice.index = index
                break


class AsSwitch:
    """A choice of two values remembered as a switch (false: its first value, true its
    second), as earlier versions wrote Easy Come, Easy Go's dice and hold."""

    options = (False, True)

    def __init__(self, choice):
        self.choice = choice

    @property
    def index(self) -> int:
        return self.choice.index

    @index.setter
    def index(self, index: int) -> None:
        self.choice.index = index

    @property
    def value(self) -> bool:
        return self.options[self.choice.index]
