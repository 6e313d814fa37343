"""What YAM color's setup produces: seats, the call time, play-off or shared win,
each person's call keys and an optional seed. Rematches reuse it."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.match import Match, Seat, player_rng
from game.yam_color.game import make_rules
from game.yam_color.players import PLAYERS

from scenes.shell.seating import SeatConfig  # noqa: F401  (every game's seats)
from scenes.yam_color.call_keys import valid_keys


@dataclass(frozen=True)
class YamConfig:
    seats: tuple[SeatConfig, ...]
    call_time: str = "8"             # seconds as the game's option gives it, or "none"
    playoff: bool = False
    keys: tuple[str, ...] = ()       # per seat: its call scheme (call_keys.py); () = defaults
    seed: int | None = None
    extra: dict = field(default_factory=dict, compare=False)

    def rules(self):
        return make_rules(len(self.seats), self.call_time, self.playoff)

    def build_match(self, seed: int) -> Match:
        return Match(self.rules(), [Seat(s.name, s.kind) for s in self.seats], seed)

    def with_seed(self, seed: int | None) -> "YamConfig":
        return replace(self, seed=seed)

    def seat_keys(self) -> tuple[str, ...]:
        """Each seat's scheme; computer seats have none ("")."""
        return valid_keys(self.keys, [s.is_human for s in self.seats])


def new_config(seats, seed: int | None = None) -> YamConfig:
    """A game with these seats and the default options (the demo, the setup's start)."""
    return YamConfig(tuple(seats), seed=seed)


def computer_players(config: YamConfig, match: Match) -> list:
    """Each computer seat's caller (None for people), with its own random source."""
    return [None if s.is_human else PLAYERS.make(s.kind, player_rng(match.seed, i), match.rules)
            for i, s in enumerate(config.seats)]
