"""What the setup screen produces, for every game: the seats (name, colour, person or
computer kind), the game's options by name (declared once in its Game spec:
game/core/contract.py's Option) and an optional seed. Rematches reuse it; a saved
game keeps it (scenes/shell/saved_seats.py).

A game's scenes subclass it to name their Game (`game`) and to add what only they
keep (YAM color's call keys, Wazabi's tournament); a game without such a subclass
gets one from `config_type`.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Mapping

from game.core.contract import Game
from game.core.match import Match, Seat, player_rng

from scenes.shell.seating import REMOTE, SeatConfig


@dataclass(frozen=True)
class GameConfig:
    seats: tuple[SeatConfig, ...]
    options: Mapping[str, Any] = field(default_factory=dict)   # by name; one not given: its default
    seed: int | None = None          # None: a fresh seed each game
    # the table's own state saved with the game, e.g. {"coach": True}: shown when left
    extra: dict = field(default_factory=dict, compare=False)

    game: ClassVar[Game]

    def __post_init__(self):
        """Every option of the game, by name (a config is the same whether a default was
        given or left out); a name the game has not is a mistake."""
        unknown = set(self.options) - {o.name for o in self.game.options}
        if unknown:
            raise TypeError(f"{self.game.id} has no option {', '.join(sorted(unknown))}")
        object.__setattr__(self, "options", {o.name: self.options.get(o.name, o.default) for o in self.game.options})

    def option(self, name: str):
        """The option's value as chosen."""
        return self.options[name]

    def in_effect(self) -> dict:
        """Every option's value as the game is played with these seats (an option the
        player count does not allow, or one another excludes, keeps its default)."""
        return self.game.options_in_effect(len(self.seats), self.options)

    def rules(self):
        return self.game.make_rules(len(self.seats), **self.in_effect())

    def build_match(self, seed: int) -> Match:
        return Match(self.rules(), [Seat(s.name, s.kind) for s in self.seats], seed)

    def with_seed(self, seed: int | None) -> "GameConfig":
        return replace(self, seed=seed)

    def computer_players(self, match: Match) -> list:
        """The decision maker of each computer seat (None for people, REMOTE for a seat
        played from another computer: the table hosting the game seats it), each with its own
        random source derived from the game seed (a seed replays their choices too).
        Building some of them fills caches: scenes do it at a click (Start, Rematch),
        not in the middle of an animation."""
        return [None if s.is_human else REMOTE if s.is_remote
                else self.game.players.make(s.kind, player_rng(match.seed, i), match.rules)
                for i, s in enumerate(self.seats)]

    @property
    def series(self) -> tuple[int, int]:
        """(this game's number, the games in its series): a game played on its own is
        (1, 1); a game with series of its own says where it stands (Wazabi's tournament).
        A hosted series keeps its remote seats from game to game."""
        return 1, 1

    @property
    def hosted(self) -> bool:
        """Is a seat played from another computer (the game is hosted for the network)?"""
        return any(s.is_remote for s in self.seats)


_made: dict[str, type] = {}


def config_type(game: Game) -> type:
    """The config of a game whose scenes define none of their own (made once per game)."""
    if game.id not in _made:
        _made[game.id] = type(f"{game.title} config", (GameConfig,), {"game": game, "__module__": __name__})
    return _made[game.id]
