"""The options one game of Wazabi is played with (shared/spec/wazabi.md, "Options
from the text"), and the deal that starts it."""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.contract import Rules as RulesBase
from game.core.start_line import NotFromSeed
from game.wazabi.cards import DECK, GAME_ID, HAND_SIZE
from game.wazabi.dice import shuffle
from game.wazabi.state import GameState

MIN_PLAYERS, MAX_PLAYERS = 2, 6
DICE_CHOICES = (2, 3, 4, 5, 6)
DEFAULT_DICE = 4
# Partners sit opposite: with 4 players seats 0 and 2, 1 and 3; with 6, 0-3, 1-4, 2-5.
TEAMS = {4: ((0, 2), (1, 3)), 6: ((0, 3), (1, 4), (2, 5))}


@dataclass(frozen=True)
class Rules(RulesBase):
    players: int
    dice: int = DEFAULT_DICE          # starting dice per player (game length)
    teams: bool = False               # teams of two, partners opposite (4 or 6 players)
    to_the_last: bool = False         # play on for places until one player holds dice
    game_id = GAME_ID                 # a class constant, not a field

    def __post_init__(self):
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players!r}")
        if type(self.dice) is not int or self.dice not in DICE_CHOICES:
            raise ValueError(f"starting dice must be 2 to 6, not {self.dice!r}")
        if type(self.teams) is not bool or type(self.to_the_last) is not bool:
            raise ValueError("teams and to_the_last are true or false")
        if self.teams and self.players not in TEAMS:
            raise ValueError(f"teams of two need 4 or 6 players, not {self.players}")
        if self.teams and self.to_the_last:
            # In teams the first player out of dice wins for their team: nothing is left to play for.
            raise ValueError("teams and to-the-last do not go together (a team wins with its first player out)")

    @property
    def team_seats(self) -> tuple[tuple[int, ...], ...] | None:
        """The teams (seat tuples), or None when everyone plays alone."""
        return TEAMS[self.players] if self.teams else None

    def side_of(self, seat: int) -> tuple[int, ...]:
        """The seats that win together with `seat` (its team, or itself)."""
        for team in self.team_seats or ():
            if seat in team:
                return team
        return (seat,)

    def deal(self, rng: random.Random) -> tuple[list[list[str]], list[str]]:
        """Shuffle the deck; 3 cards to each player in turn from the top; the rest is
        the pile (listed top first)."""
        deck = list(DECK)
        shuffle(rng, deck)
        hands = [deck[seat * HAND_SIZE:(seat + 1) * HAND_SIZE] for seat in range(self.players)]
        return hands, deck[self.players * HAND_SIZE:]

    def new_state(self, rng: random.Random):
        hands, pile = self.deal(rng)
        return GameState(self, hands, pile)


@dataclass(frozen=True)
class RecordedDeal(Rules):
    """The rules with the deal a log's start line records (its `hands`, and its `pile`
    top first): a replay deals from the record, not from the seed, so a game dealt
    otherwise (the tutorial's prepared hands) replays as it was played."""
    hands: tuple = ()
    pile: tuple = ()
    from_seed: bool = False     # the log says its seed dealt them: they must be its deal

    def __post_init__(self):
        super().__post_init__()
        if len(self.hands) != self.players or any(len(hand) != HAND_SIZE for hand in self.hands):
            raise ValueError(f"the deal gives {HAND_SIZE} cards to each of the {self.players} players")
        if sorted([*(c for hand in self.hands for c in hand), *self.pile]) != sorted(DECK):
            raise ValueError("the hands and the pile are not the deck")

    def deal(self, rng: random.Random) -> tuple[list[list[str]], list[str]]:
        dealt = super().deal(rng)       # the random source moves on as a dealt game's did
        recorded = [list(hand) for hand in self.hands], list(self.pile)
        # a hand is a set of cards (the state keeps it sorted); the pile is in its order
        if self.from_seed and ([sorted(hand) for hand in dealt[0]], dealt[1]) != \
                ([sorted(hand) for hand in recorded[0]], recorded[1]):
            raise NotFromSeed("the hands and the pile are not the ones the seed deals")
        return recorded
