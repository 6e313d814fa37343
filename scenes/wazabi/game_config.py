"""What the setup screen produces for Wazabi: seats (name, colour, person or computer
kind), its options (starting dice, teams, to the last: game/wazabi/game.py declares
them), an optional seed, and a tournament's length and place (its scores so far and
how many games are played: a saved game of a tournament keeps them). Rematches reuse it."""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.wazabi.game import GAME
from game.wazabi.tournament import Tournament

from scenes.shell import game_config
from scenes.shell.seating import HUMAN, SeatConfig  # noqa: F401  (every game's seats; re-exported)


@dataclass(frozen=True)
class GameConfig(game_config.GameConfig):
    game = GAME
    games: int = 1                   # a tournament of this many games (1: a single game)
    scores: tuple[int, ...] = ()     # the tournament's points so far, per side (() before any)
    played: int = 0                  # the tournament's games finished so far

    @property
    def is_tournament(self) -> bool:
        return self.games > 1

    @property
    def series(self) -> tuple[int, int]:
        return self.played + 1, self.games

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


computer_players = GameConfig.computer_players      # (config, match): each computer seat's player
