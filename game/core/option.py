"""A choice a game declares once (`Option`): part of the engine contract
(game/core/contract.py re-exports it), in a module of its own so that what loads at
the window's start (a game's own settings) does not load the whole contract."""
from __future__ import annotations

from typing import Any, Callable

_FIELDS = ("name", "choices", "default", "help", "label", "value_names", "value_name",
           "players", "excludes", "from_start")


class Option:
    """A choice a game declares once, with its values, its default and the words that
    show it. A rule option (`Game.options`) is the keyword of `make_rules`, the flag
    `--name` of `simulate` (dashes for underscores: a switch when the choices are False
    and True, else one of the choices, whole numbers when they are ints), a widget of
    the setup screen, a field of the saved setup and of a saved game, and a field of
    the log's start line. A game's own setting (its scenes package declares them) is
    a row of the Settings screen.

    The screens write it with the catalog message `label`, given `value` (the value's
    words: `value_names`, else on/off for a switch, else `value_name` given `n`, else
    the value as written) and `n` (the value itself)."""

    # A plain class rather than a frozen dataclass: a game's own settings are Options
    # and load with the window, where making a dataclass cost about 2 ms of start-up.
    __slots__ = _FIELDS

    def __init__(self, name: str, choices: tuple, default: Any, help: str,
                 label: str = "",                             # message id; "": the name, untranslated
                 value_names: tuple[tuple[Any, str], ...] = (),   # (value, message id) for some values
                 value_name: str = "",                        # message id for the other values, given n
                 players: tuple[int, ...] = (),               # the player counts that allow it; (): all
                 # options that keep their default while this one is chosen (away from its
                 # default): the rules do not combine them, and this one wins
                 excludes: tuple[str, ...] = (),
                 # its value from the start line's field of the same name (None: the value as
                 # written); a module-level function (the spec goes to worker processes)
                 from_start: Callable[[Any], Any] | None = None) -> None:
        values = (name, choices, default, help, label, value_names, value_name, players, excludes, from_start)
        for field, value in zip(_FIELDS, values):
            object.__setattr__(self, field, value)

    def _values(self) -> tuple:
        return tuple(getattr(self, field) for field in _FIELDS)

    def __setattr__(self, field, value):
        raise AttributeError(f"an Option cannot be changed (tried to set {field})")

    def __delattr__(self, field):
        raise AttributeError(f"an Option cannot be changed (tried to delete {field})")

    def __eq__(self, other) -> bool:
        return type(other) is Option and self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "Option(" + ", ".join(f"{f}={v!r}" for f, v in zip(_FIELDS, self._values())) + ")"

    def __reduce__(self):
        return Option, self._values()

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    @property
    def is_switch(self) -> bool:
        return set(self.choices) == {False, True} and all(type(c) is bool for c in self.choices)

    def allows(self, players: int) -> bool:
        return not self.players or players in self.players

    def offers(self, value) -> bool:
        """Is `value` one of the choices (of the same type: True is not 1)?"""
        return any(type(c) is type(value) and c == value for c in self.choices)

    def named(self, value) -> str | None:
        """The message id `value_names` gives `value`, or None."""
        return next((message for v, message in self.value_names if type(v) is type(value) and v == value), None)

    def players_text(self) -> str:
        """The player counts that allow it, in English ("4 or 6", "4 to 6"), or ""."""
        counts = sorted(self.players)
        if not counts:
            return ""
        if len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1)):
            return f"{counts[0]} to {counts[-1]}"
        return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}" if len(counts) > 1 else str(counts[0])
