"""What the setup screen produces for Wazabi: seats (name, colour, person or computer
kind), the rule options (starting dice, teams, to the last), an optional seed, and a
tournament's length and place (its scores so far and how many games are played: a
saved game of a tournament keeps them). Rematches reuse it."""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.match import Match, Seat, player_rng
from game.wazabi.players import PLAYERS
from game.wazabi.rules import DEFAULT_DICE, TEAMS, Rules
from game.wazabi.tournament import Tournament

from scenes.shell.seating import HUMAN, SeatConfig  # noqa: F401  (every game's seats; re-exported)


@dataclass(frozen=True)
class GameConfig:
    seats: tuple[SeatConfig, ...]
    dice: int = DEFAULT_DICE
    teams: bool = False
    to_the_last: bool = False
    seed: int | None = None          # None: a fresh seed each game
    games: int = 1                   # a tournament of this many games (1: a single game)
    scores: tuple[int, ...] = ()     # the tournament's points so far, per side (() before any)
    played: int = 0                  # the tournament's games finished so far
    extra: dict = field(default_factory=dict, compare=False)

    def rules(self) -> Rules:
        # teams need 4 or 6 seats and exclude "to the last": the setup offers them so,
        # and a config read back from elsewhere falls back to the plain game
        teams = self.teams and len(self.seats) in TEAMS
        return Rules(players=len(self.seats), dice=self.dice, teams=teams,
                     to_the_last=self.to_the_last and not teams)

    def build_match(self, seed: int) -> Match:
        return Match(self.rules(), [Seat(s.name, s.kind) for s in self.seats], seed)

    def with_seed(self, seed: int | None) -> "GameConfig":
        return replace(self, seed=seed)

    @property
    def is_tournament(self) -> bool:
        return self.games > 1

    def tournament(self) -> Tournament:
        """The tournament's standings before this game (sides: teams, else each seat)."""
        sides = Tournament.of(self.rules(), self.games).sides
        return Tournament(sides, self.games, list(self.scores) or [0] * len(sides), self.played)

    def next_game(self, tournament: Tournament) -> "GameConfig":
        """The setup of the tournament's next game: its standings after the last one."""
        return replace(self, scores=tuple(tournament.scores), played=tournament.played, seed=None)

    def new_tournament(self) -> "GameConfig":
        return replace(self, scores=(), played=0, seed=None)

    @property
    def people(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]


def new_config(seats, seed: int | None = None) -> GameConfig:
    """A game with these seats and the default options (the demo, the setup's start)."""
    return GameConfig(tuple(seats), seed=seed)


def computer_players(config: GameConfig, match: Match) -> list:
    """The decision maker of each computer seat (None for people), each with its own
    random source derived from the game seed (a seed replays their choices too)."""
    return [None if s.is_human else PLAYERS.make(s.kind, player_rng(match.seed, i), match.rules)
            for i, s in enumerate(config.seats)]
