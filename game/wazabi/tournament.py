"""A tournament of Wazabi (shared/spec/wazabi.md, "Options from the text"): a fixed
number of games; each game's winner (player or team) scores 1 point per die still
held by all its opponents; most points after the last game wins.

Pure bookkeeping over finished games' results (a game's `points` figure is the
opponents' dice at the moment of the win), so the window and tests share it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.contract import Result


def points_of(dice: list[int] | tuple[int, ...], winners: tuple[int, ...]) -> int:
    """What a win scores: the dice every opponent of the winning side still holds."""
    return sum(d for seat, d in enumerate(dice) if seat not in winners)


@dataclass
class Tournament:
    sides: tuple[tuple[int, ...], ...]     # who scores together: teams, or each seat alone
    games: int                             # how many games the tournament lasts
    scores: list[int] = field(default_factory=list)
    played: int = 0

    def __post_init__(self):
        if self.games < 1:
            raise ValueError("a tournament lasts at least one game")
        self.scores = self.scores or [0] * len(self.sides)

    @classmethod
    def of(cls, rules, games: int) -> "Tournament":
        teams = rules.team_seats
        return cls(tuple(teams) if teams else tuple((s,) for s in range(rules.players)), games)

    @property
    def over(self) -> bool:
        return self.played >= self.games

    def add(self, result: Result) -> int:
        """Score one finished game; return the index of the side that won it."""
        if self.over:
            raise ValueError(f"the tournament's {self.games} games are already played")
        winner = result.winners[0]
        side = next(i for i, s in enumerate(self.sides) if winner in s)
        self.scores[side] += int(result.figures["points"])
        self.played += 1
        return side

    def leaders(self) -> tuple[int, ...]:
        """The sides with the most points (several when tied)."""
        best = max(self.scores)
        return tuple(i for i, score in enumerate(self.scores) if score == best)


def play_series(tournament: Tournament, play_one) -> Tournament:
    """Play the tournament's remaining games: `play_one(game_number)` plays one game
    and returns its Result."""
    while not tournament.over:
        tournament.add(play_one(tournament.played))
    return tournament
