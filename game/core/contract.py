"""The engine contract: what every game's rules answer, so that the match, the log,
the simulator, the replay viewer, the tests and the scenes' shared parts work for
every game without knowing which (shared/spec/architecture.md).

A game is a `Game` (its spec: id, seats, options, computer players, how its log
reads) whose `Rules` make `State`s. A state says which seats may act now (a set:
usually one, several when players act at once, none at a chance point or at the
end), the legal actions of a seat, and applies `(seat, action)` pairs, returning
the events that happened as log records. Chance comes only from the
`random.Random` handed to `chance_outcome`; time only as data inside actions.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping

from game.core.option import Option  # noqa: F401  (part of the contract; its own module loads light)
from game.core.remote import Remote

if TYPE_CHECKING:    # only named here: a game's declarations load without its players
    from game.core.players import PlayerKinds

CHANCE = -1   # the "seat" that applies chance outcomes (dice thrown, cards dealt)


class RuleError(ValueError):
    """An action the rules do not allow. The message names the rule broken; the
    state it was applied to is left unchanged."""


@dataclass(frozen=True)
class Result:
    """How a finished game ended. `places[seat]` is 1 for the best; seats that share
    a place share its number. `winners` are the seats in place 1 (a shared win, or
    a team); `figures` are the game's own numbers (turns played, ...)."""

    places: tuple[int, ...]
    winners: tuple[int, ...]
    figures: Mapping[str, float] = field(default_factory=dict)


class State(ABC):
    """One game in progress. Subclasses keep the position; this is what they answer."""

    @abstractmethod
    def actors(self) -> tuple[int, ...]:
        """Seats that may act now, in seat order; empty at a chance point and at the end."""

    @abstractmethod
    def is_chance(self) -> bool:
        """True when chance must act next (apply `chance_outcome(rng)` as CHANCE)."""

    @abstractmethod
    def chance_outcome(self, rng: random.Random):
        """The chance action, drawn from `rng` (only at a chance point)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list:
        """What `seat` may do now (empty when it may not act)."""

    @abstractmethod
    def apply(self, seat: int, action) -> list[dict]:
        """Apply `seat`'s action (CHANCE for a chance outcome) and return the events,
        as the game's log records. Illegal: `RuleError` naming the rule, state untouched."""

    @abstractmethod
    def is_over(self) -> bool:
        ...

    @abstractmethod
    def result(self) -> Result | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def view(self, seat: int):
        """What `seat` may see. Computer players decide from this alone. A game of
        perfect information may return the state itself (to be read, never changed)."""

    @abstractmethod
    def start_fields(self) -> dict:
        """The game's own fields of the log's start line (options, the deal)."""

    @abstractmethod
    def snapshot(self) -> dict:
        """The whole state as plain JSON-able data (`restore` rebuilds it)."""


class Rules(ABC):
    """The options one game is played with; makes the starting state."""

    players: int
    team_seats = None      # the teams (tuples of seats that win together), or None


    @abstractmethod
    def new_state(self, rng: random.Random) -> State:
        """The state at the start (anything dealt is drawn from `rng`)."""


def _nothing_hidden(state: State, seat: int, rng: random.Random) -> State:
    return state


def _no_counters(log: list[dict]) -> list[dict]:
    return [{} for _ in log[0]["players"]]


# The spec is handed to worker processes (simulate --jobs): module-level functions only.
@dataclass(frozen=True)
class Game:
    """A game's entry in the registry: everything the shared code needs to know."""

    id: str                              # as written in logs and file names
    title: str                           # in English (the window's catalogs translate)
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    make_rules: Callable[..., Rules]     # make_rules(players, **options); ValueError if impossible
    rules_from_start: Callable[[dict], Rules]   # the rules a log's start line records
    restore_state: Callable[[dict], State]      # from State.snapshot(); ValueError if malformed
    # a log line -> the (seat, action) it records, a list of them (applied in order), or None
    action_of: Callable[[dict], tuple | list | None]
    log_fields: Mapping[str, tuple[str, ...]]   # required fields of each log line type
    players: PlayerKinds               # computer players by kind
    people_kinds: tuple[str, ...]        # the kinds offered to people as opponents
    # the kind a new setup's computer seats start at; "" for the hardest (people_kinds'
    # last). A race game whose hardest level beats nearly every person starts fairer.
    first_opponent: str = ""
    # a state `seat` cannot tell from `state` (what it does not see dealt anew from
    # rng): for information-set search, and for the test that players use their view only
    determinize: Callable[[State, int, random.Random], State] = _nothing_hidden
    unordered_fields: frozenset = frozenset()   # list fields a log may write in any order
    # the JSON types each of the game's own start line fields may have (game/core/start_line.py)
    start_types: Mapping[str, tuple] = field(default_factory=dict)
    # the game's own statistics counters from a finished log: one dict per seat of
    # numbers and of {id: number} dicts (game/core/stats.py)
    count_log: Callable[[list], list] = _no_counters
    # `simulate`'s extra report: rows counting a result figure (label, kind column,
    # figure), lines averaging one (text, figure)
    count_rows: tuple[tuple[str, str, str], ...] = ()
    mean_lines: tuple[tuple[str, str], ...] = ()
    # play_out(match, players) -> Result, for a game whose seats act at once at moments
    # of their own choosing (simulated times): headless play uses it instead of
    # Match.play_out, which asks one seat at a time. None: Match.play_out.
    play_out: Callable | None = None
    # long_games(kinds) -> a one-line warning when this lineup's games are very long
    # (simulate says so up front and plays them one at a time, with progress), or None
    long_games: Callable[[list[str]], str | None] | None = None
    # previous_turn(log) -> (index of the line that starts the last finished turn, index
    # just after it), or None: what the table's T shows again. None: the game has no T.
    previous_turn: Callable[[list], tuple[int, int] | None] | None = None
    # the log line types that show a seat something nobody at the table knew before,
    # without chance acting (a card drawn from a pile dealt at the start): a person's
    # decision that writes one cannot be taken back (the table's undo), or they would
    # see the card and choose again. Chance's own steps end every undo anyway.
    reveals: frozenset = frozenset()
    # how the game crosses the network (game/core/remote.py: each seat's secrecy of the
    # log lines, views and actions as JSON, a race's moments), or None: not across computers
    remote: Remote | None = None

    def option_defaults(self) -> dict:
        return {o.name: o.default for o in self.options}

    def options_in_effect(self, players: int, chosen: Mapping[str, Any]) -> dict:
        """Every option's value in a game of `players`: the chosen one (an option not
        given: its default), except that an option `players` does not allow, or one
        excluded by an option chosen before it, keeps its default. The rules accept
        the result (tests/game/test_contract.py checks it for every game)."""
        values = {o.name: chosen.get(o.name, o.default) for o in self.options}
        defaults = self.option_defaults()
        for option in self.options:
            if not option.allows(players):
                values[option.name] = option.default
            elif values[option.name] != option.default:
                for other in option.excludes:
                    values[other] = defaults[other]
        return values

    def conflicts(self, name: str) -> tuple[str, ...]:
        """The options that cannot be chosen together with option `name` (either way)."""
        return tuple(o.name for o in self.options if name in o.excludes) + \
            next(o.excludes for o in self.options if o.name == name)

    def options_of_start(self, start: dict) -> dict:
        """The options a log's start line records, as the option values they stand for."""
        return {o.name: o.from_start(start[o.name]) if o.from_start else start[o.name] for o in self.options}

