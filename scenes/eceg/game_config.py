"""What the setup screen produces: seats (name, colour, human or computer kind),
rule options and an optional seed. Rematches reuse it."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.match import Match, Seat, player_rng
from game.eceg.players import KINDS, make_player
from game.eceg.state import NEXT_TWO, Rules

from scenes.shell.seating import HUMAN, SeatConfig  # noqa: F401  (every game's seats; re-exported)


def computer_kinds() -> list[str]:
    """The AI kinds game/ registers, in registry order (new levels appear by themselves)."""
    return list(KINDS)


def default_computer_kind() -> str:
    return "hard" if "hard" in KINDS else "greedy"


@dataclass(frozen=True)
class GameConfig:
    seats: tuple[SeatConfig, ...]
    faces: str = "0-5"
    hold: str = NEXT_TWO
    seed: int | None = None          # None: a fresh seed each game
    # the table's own state saved with the game, e.g. {"coach": True}: shown when left
    extra: dict = field(default_factory=dict, compare=False)

    def rules(self) -> Rules:
        return Rules(players=len(self.seats), faces=self.faces, hold=self.hold)

    def build_match(self, seed: int) -> Match:
        seats = [Seat(s.name, s.kind) for s in self.seats]
        return Match(self.rules(), seats, seed)

    def with_seed(self, seed: int | None) -> "GameConfig":
        return replace(self, seed=seed)


def new_config(seats, seed: int | None = None) -> GameConfig:
    """A game with these seats and the default rule options (the demo, the setup's start)."""
    return GameConfig(tuple(seats), seed=seed)


def computer_players(config: GameConfig, match: Match) -> list:
    """The decision maker of each computer seat (None for people), each with its own
    random source derived from the game seed. Building some AIs fills caches, so
    scenes do it at a click (Start, Rematch), not in the middle of an animation."""
    return [None if s.is_human else make_player(s.kind, player_rng(match.seed, i), match.rules)
            for i, s in enumerate(config.seats)]
