"""GameState: the whole position of a game of Easy Come, Easy Go, and its rules.

The state is a sequence of decision points. At a *chance* point dice must be
thrown (`Roll`, applied by `CHANCE`); otherwise the current player chooses a
`Take` or a `SetAside` from `legal_actions(seat)`. A saved position is read back
by game/eceg/snapshot.py. `apply(seat, action)` checks the action against the rules (raising
`RuleError` and changing nothing if it is illegal), updates the state and returns
the events that happened, as game-log records (../shared/spec/game-log.md).

Rule references in comments and errors are the headings of rules.md.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import CHANCE, Result, Rules as RulesBase, State
from game.eceg.actions import Action, Roll, RuleError, SetAside, Take
from game.core.dice import DICE_SETS, OFFICIAL, DiceSet, merge, sub_multisets
from game.eceg.prizes import PrizeTable, prize_table

GAME_ID = "easy-come-easy-go"
NEXT_TWO = "next-two"
ALL_OTHERS = "all-others"
ROLL_OFF, ROLL, DECIDE, OVER = "roll_off", "roll", "decide", "over"
HAND_SIZE = 4
PRIZES_TO_WIN = 3
DEFENCE_TRIES = 2


@dataclass(frozen=True)
class Rules(RulesBase):
    """The options a game is played with (rules.md, "Options from the texts")."""

    players: int
    faces: str = OFFICIAL.name          # the official dice; the option of classic ones: game.py
    hold: str = NEXT_TWO
    game_id = GAME_ID          # a class constant, not a field

    def __post_init__(self):
        if not isinstance(self.players, int) or not 2 <= self.players <= 6:
            raise ValueError(f"a game has 2 to 6 players, not {self.players!r}")
        if self.faces not in DICE_SETS:
            raise ValueError(f"dice faces must be one of {', '.join(DICE_SETS)}, not {self.faces!r}")
        if self.hold not in (NEXT_TWO, ALL_OTHERS):
            raise ValueError(f"hold must be {NEXT_TWO} or {ALL_OTHERS}, not {self.hold!r}")
        if self.hold == ALL_OTHERS and self.players < 4:
            raise ValueError("hold through everyone (all-others) is a variant for 4 or more players")

    def new_state(self, rng=None) -> "GameState":
        """Nothing is dealt: the game starts with the roll-off's first throw."""
        return GameState(self)

    @property
    def dice(self) -> DiceSet:
        return DICE_SETS[self.faces]

    @property
    def table(self) -> PrizeTable:
        return prize_table(self.faces)

    @property
    def two_player_defence(self) -> bool:
        return self.players == 2

    @property
    def hold_turns(self) -> int:
        """Turns of others a player with three prizes must survive (3+ players)."""
        return self.players - 1 if self.hold == ALL_OTHERS else 2


# Legal action lists depend only on the table, the sorted dice just rolled and the
# claimable mask, so they are built once and shared (simulation speed).
_LEGAL: dict[tuple, tuple] = {}


def _legal_actions(table: PrizeTable, rolled_sorted: tuple[int, ...], claimable: int) -> tuple:
    key = (table.dice.name, rolled_sorted, claimable)
    actions = _LEGAL.get(key)
    if actions is None:
        actions = _LEGAL[key] = (tuple(Take(i) for i in table.ids_in(claimable))
                                 + tuple(SetAside(s) for s in sub_multisets(rolled_sorted)))
    return actions


class GameState(State):
    """One game in progress. Create it with `GameState(Rules(players=n))`."""

    __slots__ = ("rules", "table", "owners", "phase", "seat", "contenders", "rolloff_totals",
                 "kept", "rolled", "counts", "winner", "turn_number", "takeable", "starter",
                 "_rolled_sorted", "_hand_mask")

    def __init__(self, rules: Rules):
        self.rules = rules
        self.table = rules.table
        self.owners: list[int | None] = [None] * len(self.table)
        self.phase = ROLL_OFF
        self.seat = 0                      # who acts, or whose dice are thrown
        self.contenders = list(range(rules.players))  # roll-off: seats still in, in order
        self.rolloff_totals: list[int] = []  # totals of this roll-off round so far
        self.kept: tuple[int, ...] = ()     # dice set aside this turn, sorted
        self.rolled: tuple[int, ...] = ()   # dice just rolled, in throw order
        self.counts: list[list[int]] = []   # [holder, turns (or tries) left], oldest first
        self.winner: int | None = None
        self.turn_number = 0
        self.takeable = 0                   # mask of prizes this turn's player may take
        self.starter: int | None = None     # who won the roll-off
        self._rolled_sorted: tuple[int, ...] = ()  # derived from rolled (speed)
        self._hand_mask = 0                 # prizes kept + rolled satisfy (speed)

    # ----- reading the position -------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """The seat whose turn (or roll-off throw) it is; None once the game is over."""
        return None if self.phase == OVER else self.seat

    def is_chance(self) -> bool:
        """True when dice must be thrown next (apply a `Roll`)."""
        return self.phase == ROLL or self.phase == ROLL_OFF

    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def dice_to_roll(self) -> int:
        if self.phase == ROLL_OFF:
            return HAND_SIZE
        if self.phase == ROLL:
            return HAND_SIZE - len(self.kept)
        return 0

    def prizes_of(self, seat: int) -> list[str]:
        return [self.table.ids[i] for i, o in enumerate(self.owners) if o == seat]

    def prize_count(self, seat: int) -> int:
        return self.owners.count(seat)

    def owner(self, prize_id: str) -> int | None:
        return self.owners[self.table.index[prize_id]]

    def claimable_mask(self) -> int:
        """Prizes the player may take right now (0 unless deciding)."""
        if self.phase != DECIDE:
            return 0
        return self._hand_mask & self.takeable

    def claimable(self) -> tuple[str, ...]:
        return self.table.ids_in(self.claimable_mask())

    def in_defence(self) -> bool:
        """Two players: is this turn a defence turn (stealing only)?"""
        return self.rules.two_player_defence and bool(self.counts) and self.phase != ROLL_OFF

    def countdown(self, seat: int) -> int | None:
        """Turns (two players: tries) the seat's opponents have left to rob it, or None."""
        for holder, left in self.counts:
            if holder == seat:
                return left
        return None

    def legal_actions(self, seat: int) -> list[Action]:
        """The seat's choices: the current player's when deciding, else none."""
        if self.phase != DECIDE or seat != self.seat:
            return []
        return list(_legal_actions(self.table, self._rolled_sorted, self._hand_mask & self.takeable))

    def actors(self) -> tuple[int, ...]:
        """The current player while they decide; nobody at a throw or at the end."""
        return (self.seat,) if self.phase == DECIDE else ()

    def chance_outcome(self, rng) -> Roll:
        return Roll(self.rules.dice.roll(rng, self.dice_to_roll))

    def view(self, seat: int) -> "GameState":
        """Everything is on the table in this game: every seat sees the whole state."""
        return self

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        places = tuple(1 if s == self.winner else 2 for s in range(self.rules.players))
        return Result(places, (self.winner,), {"turns": self.turn_number,
                                               "starter_won": int(self.winner == self.starter)})

    def start_fields(self) -> dict:
        return {"faces": self.rules.faces, "hold": self.rules.hold}

    # ----- changing it ------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[dict]:
        """Apply `seat`'s action (CHANCE throws the dice); return the events it caused
        (game-log records)."""
        if self.phase == OVER:
            raise RuleError("the game is over: no more actions")
        if isinstance(action, Roll):
            if seat != CHANCE:
                raise RuleError("dice are thrown by chance, not chosen by a player (A turn 1)")
            return self._roll(action.dice)
        if self.phase != DECIDE:
            raise RuleError("dice must be thrown first (A turn 1-3: roll, then decide)")
        if seat != self.seat:
            raise RuleError(f"it is seat {self.seat}'s turn, not seat {seat}'s (A turn)")
        if isinstance(action, Take):
            return self._take(action.prize)
        if isinstance(action, SetAside):
            return self._set_aside(action.dice)
        raise RuleError(f"not an action: {action!r}")

    def _roll(self, dice: tuple[int, ...]) -> list[dict]:
        if not self.is_chance():
            raise RuleError("no dice to throw now: the player must take a prize or set dice aside")
        if len(dice) != self.dice_to_roll:
            raise RuleError(f"{self.dice_to_roll} dice must be thrown, not {len(dice)} "
                            "(A turn 3: only the dice not set aside are rolled)")
        if not self.table.face_set.issuperset(dice):
            faces = self.rules.dice.faces
            raise RuleError(f"dice show {faces[0]} to {faces[-1]}, not {list(dice)}")
        if self.phase == ROLL_OFF:
            return self._roll_off(dice)
        self._after_roll(dice)
        claimable = list(self.table.ids_in(self._hand_mask & self.takeable))
        return [{"type": "roll", "player": self.seat, "kept": list(self.kept),
                 "dice": list(dice), "claimable": claimable}]

    def _after_roll(self, dice: tuple[int, ...]) -> None:
        self.rolled = dice
        self._rolled_sorted = tuple(sorted(dice))
        self._hand_mask = self.table.mask_sorted(merge(self.kept, self._rolled_sorted))
        self.phase = DECIDE

    def _roll_off(self, dice: tuple[int, ...]) -> list[dict]:
        """Choosing who starts: highest total starts; the tied roll again, in seat order."""
        events = [{"type": "first_roll", "player": self.seat, "dice": list(dice)}]
        self.rolloff_totals.append(sum(dice))
        if len(self.rolloff_totals) < len(self.contenders):
            self.seat = self.contenders[len(self.rolloff_totals)]
            return events
        best = max(self.rolloff_totals)
        self.contenders = [s for s, t in zip(self.contenders, self.rolloff_totals) if t == best]
        self.rolloff_totals = []
        self.seat = self.contenders[0]
        if len(self.contenders) == 1:
            self.starter = self.seat
            events += self._begin_turn(self.seat)
        return events

    def _take(self, prize_id: str) -> list[dict]:
        index = self.table.index.get(prize_id)
        if index is None:
            raise RuleError(f"there is no prize {prize_id!r} with {self.rules.faces} dice")
        if not self.claimable_mask() >> index & 1:
            raise RuleError(self._why_not_takeable(index))
        victim = self.owners[index]
        self.owners[index] = self.seat
        events = [{"type": "claim", "player": self.seat, "prize": prize_id, "from": victim}]
        return events + self._end_turn(prize_id, victim)

    def _why_not_takeable(self, index: int) -> str:
        prize_id = self.table.ids[index]
        owner = self.owners[index]
        if owner == self.seat:
            return f"{prize_id}: a prize the player already holds is never taken again (What may be taken)"
        if not self.takeable >> index & 1:
            return (f"{prize_id}: during the two-player defence only the opponent's prizes may be "
                    "taken (Winning, two players)")
        dice = merge(self.kept, self.rolled)
        return f"{prize_id}: the dice {list(dice)} do not satisfy it (The nine prizes)"

    def _set_aside(self, dice: tuple[int, ...]) -> list[dict]:
        if dice not in sub_multisets(self._rolled_sorted):
            raise RuleError(f"set aside {list(dice)}: at least one of the dice just rolled "
                            f"{list(self.rolled)} must be set aside, and only those (A turn 3)")
        self.kept = merge(self.kept, dice)
        events = [{"type": "set_aside", "player": self.seat, "dice": list(dice)}]
        self.rolled = self._rolled_sorted = ()
        self._hand_mask = 0
        if len(self.kept) == HAND_SIZE:
            return events + self._end_turn(None, None)
        self.phase = ROLL
        return events

    def _end_turn(self, prize_id: str | None, victim: int | None) -> list[dict]:
        """rules.md "Winning": update the counts, maybe declare a winner, or pass the dice."""
        player = self.seat
        events = [{"type": "turn_end", "player": player, "prize": prize_id}]
        reached_three = prize_id is not None and self.prize_count(player) == PRIZES_TO_WIN
        if self.rules.two_player_defence:
            next_player = self._end_two_player_turn(player, victim, reached_three)
        else:
            next_player = self._end_turn_of_many(player, victim, reached_three)
        if self.winner is not None:
            self.phase = OVER
            self.rolled = ()
            return events + [{"type": "win", "player": self.winner}]
        return events + self._begin_turn(next_player)

    def _end_two_player_turn(self, player: int, victim: int | None, reached_three: bool) -> int:
        opponent = 1 - player
        if self.counts:  # this was a defence turn against the opponent
            holder, tries = self.counts[0]
            if victim == holder:   # robbed: no second try, play goes on normally
                self.counts = []
            elif tries > 1:        # missed: the defender tries again at once
                self.counts[0][1] = tries - 1
                return player
            else:
                self.winner = holder
                return opponent
        if reached_three:
            self.counts = [[player, DEFENCE_TRIES]]
        return opponent

    def _end_turn_of_many(self, player: int, victim: int | None, reached_three: bool) -> int:
        counts = [c for c in self.counts if c[0] != victim]
        for count in counts:
            count[1] -= 1            # the holder survived this player's turn
        if reached_three:
            counts.append([player, self.rules.hold_turns])
        self.counts = counts
        for holder, left in counts:  # the count that started first finishes first
            if left == 0:
                self.winner = holder
                break
        return (player + 1) % self.rules.players

    def _begin_turn(self, seat: int) -> list[dict]:
        self.seat = seat
        self.phase = ROLL
        self.kept = ()
        self.rolled = ()
        self.turn_number += 1
        self.takeable = self._takeable_now()
        return [{"type": "turn", "player": seat}]

    def _takeable_now(self) -> int:
        """rules.md "What may be taken": not one's own; in a defence turn only the holder's."""
        if self.phase not in (ROLL, DECIDE):
            return 0
        if self.in_defence():
            holder = self.counts[0][0]
            return sum(1 << i for i, o in enumerate(self.owners) if o == holder)
        return sum(1 << i for i, o in enumerate(self.owners) if o != self.seat)

    # ----- snapshot -----------------------------------------------------------------
    def snapshot(self) -> dict:
        """The whole state as plain JSON-able data."""
        return {"rules": {"players": self.rules.players, "faces": self.rules.faces,
                          "hold": self.rules.hold},
                "owners": list(self.owners), "phase": self.phase, "seat": self.seat,
                "contenders": list(self.contenders), "rolloff_totals": list(self.rolloff_totals),
                "kept": list(self.kept), "rolled": list(self.rolled),
                "counts": [list(c) for c in self.counts], "winner": self.winner,
                "turn_number": self.turn_number, "starter": self.starter}

    def copy(self) -> "GameState":
        other = GameState.__new__(GameState)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.owners = list(self.owners)
        other.contenders = list(self.contenders)
        other.rolloff_totals = list(self.rolloff_totals)
        other.counts = [list(c) for c in self.counts]
        return other

    def __eq__(self, other):
        return isinstance(other, GameState) and self.snapshot() == other.snapshot()

    __hash__ = None
