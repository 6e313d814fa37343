"""GameState: the whole position of a game of Wazabi, and its turn.

The game is a sequence of decision points (the seats in `actors()` choose) and
chance points (dice thrown, the discard reshuffled, a card taken unseen). Between
them the state runs on by itself (drawing from the pile, the effects of a card,
skipped turns), and every action returns what happened as game-log records
(shared/spec/game-log-wazabi.md), in the log's order. Rule names in errors and
comments are the headings of shared/spec/wazabi.md. Card effects: effects.py.
"""
from __future__ import annotations

from game.core.contract import CHANCE, Result, Rules, State
from game.wazabi import dice, effects, legal
from game.wazabi.actions import (Discard, EndTurn, Give, Play, Reshuffle, Roll, RuleError,
                                 TakeFrom, Unseen)
from game.wazabi.phases import (CHANCE_PHASES, GIVING, KEEPING, OVER, PLAYING, RESHUFFLE, ROLL,
                                ROLL_OFF, TAKE, THEN_GIVE, UNSEEN)
from game.wazabi.turn import TurnSteps
from game.wazabi.view import view_of

# The state as data (snapshot.py rebuilds it): the lists copied, and the values.
LISTS = ("hands", "pile", "discard", "dice", "skips", "finished", "contenders", "rolloff",
         "keepers")
VALUES = ("phase", "player", "direction", "wazabi", "gives", "gives_left", "draws_left",
          "after_draws", "victim", "in_play", "again", "turns", "starter", "points")

_OTHERS: dict[tuple, tuple] = {}   # who is out -> per seat, the other seats still in


class GameState(TurnSteps, State):
    """One game in progress: `Rules(players=n).new_state(rng)` deals it."""

    __slots__ = ("rules", "hands", "pile", "discard", "dice", "skips", "finished", "phase",
                 "player", "direction", "contenders", "rolloff", "rolled", "wazabi", "gives",
                 "gives_left", "draws_left", "after_draws", "take_from", "victim", "in_play",
                 "keepers", "again", "turns", "starter", "played", "taken", "points", "log_events",
                 "_legal", "_others")

    # `rules`: Wazabi's (game/wazabi/rules.py), named here by the contract's base only:
    # rules.py makes the states, so the state does not import it back
    def __init__(self, rules: Rules, hands: list[list[str]], pile: list[str]):
        n = rules.players
        self.rules = rules
        self.hands = [sorted(h) for h in hands]   # kept sorted: a view copies, never sorts
        self.pile = list(reversed(pile))   # bottom first: the top card is pile[-1]
        self.discard: list[str] = []        # bottom first
        self.dice = [rules.dice] * n
        self.skips = [0] * n                # skip_turn cards lying before each seat
        self.finished = [0] * n             # place once out of dice, else 0
        self.phase = ROLL_OFF
        self.player = 0                     # whose turn (or roll-off throw) it is
        self.direction = 1                  # +1: to the left (seat + 1), -1: to the right
        self.contenders = list(range(n))    # roll-off: seats still in, in seat order
        self.rolloff: list[int] = []        # wazabi faces of this roll-off round so far
        self.rolled: tuple[str, ...] = ()   # this turn's roll
        self.wazabi = self.gives = self.gives_left = self.draws_left = 0
        self.after_draws = THEN_GIVE
        self.take_from: tuple[int, ...] = ()  # whom the drawer may take a card from
        self.victim: int | None = None      # whose hand a card is being taken from
        self.in_play: str | None = None     # the card whose effect is under way
        self.keepers: list[list[int]] = []  # [seat, cards to keep] still to choose
        self.again = False                  # play_again: the same player plays next
        self.turns = 0
        self.starter: int | None = None
        self.played: tuple = ()             # (seat, card, target, direction) of every play
        self.taken: tuple = ()              # (drawer, victim, card, plays before it) of every
                                            # card taken unseen from a hand
        self.points: int | None = None      # dice the winner's opponents held at the win
        self.log_events = True              # False: apply returns no log records (headless
                                            # play without a log; searches)
        # derived, for speed: the player's legal actions now (give, play, take) and,
        # per seat, the other seats still in the game
        self._legal: tuple = ()
        self._others: tuple[tuple[int, ...], ...] = ()
        self.seat_finished()

    # ----- reading the position -------------------------------------------------
    def is_chance(self) -> bool:
        return self.phase in CHANCE_PHASES

    def is_over(self) -> bool:
        return self.phase == OVER

    def actors(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == KEEPING:
            return tuple(sorted(seat for seat, _keep in self.keepers))
        if phase == GIVING or phase == PLAYING or phase == TAKE:
            return (self.player,)
        return ()

    def others(self, seat: int) -> tuple[int, ...]:
        """The other seats still in the game, in seat order."""
        return self._others[seat]

    def seat_finished(self) -> None:
        """Derive what depends on who is still in the game."""
        key = tuple(map(bool, self.finished))
        others = _OTHERS.get(key)
        if others is None:
            n = len(key)
            others = _OTHERS[key] = tuple(tuple(s for s in range(n) if s != seat and not key[s])
                                          for seat in range(n))
        self._others = others

    def next_seat(self, seat: int, step: int) -> int:
        """The next seat still in the game from `seat` going `step` (+1 left, -1 right)."""
        n, finished = self.rules.players, self.finished
        seat = (seat + step) % n
        while finished[seat]:
            seat = (seat + step) % n
        return seat

    def keep_of(self, seat: int) -> int | None:
        for keeper, keep in self.keepers:
            if keeper == seat:
                return keep
        return None

    def legal_actions(self, seat: int) -> list:
        phase = self.phase
        if phase == KEEPING:
            keep = self.keep_of(seat)
            return [] if keep is None else list(legal.discards(self.hands[seat], keep))
        if seat != self.player or (phase != PLAYING and phase != GIVING and phase != TAKE):
            return []
        return list(self._legal)

    def chance_outcome(self, rng):
        phase = self.phase
        if phase == ROLL:
            return dice.roll(rng, self.dice[self.player])
        if phase == ROLL_OFF:
            return dice.roll(rng, self.rules.dice)
        if phase == RESHUFFLE:
            order = list(self.discard)
            dice.shuffle(rng, order)
            return Reshuffle(tuple(order))
        if phase == UNSEEN:
            return Unseen(rng.choice(self.hands[self.victim]))
        raise RuleError("chance has nothing to do now: a player decides")

    view = view_of      # (the function itself: a view is made at every decision)

    def result(self) -> Result | None:
        if self.phase != OVER:
            return None
        if self.rules.to_the_last:
            places = tuple(self.finished)
        else:
            places = tuple(1 if place else 2 for place in self.finished)
        winners = tuple(s for s, p in enumerate(places) if p == 1)
        starter_won = int(self.starter is not None and places[self.starter] == 1)
        return Result(places, winners, {"turns": self.turns, "points": self.points or 0,
                                        "starter_won": starter_won})

    def start_fields(self) -> dict:
        rules = self.rules
        teams = rules.team_seats
        return {"dice": rules.dice, "teams": None if teams is None else [list(t) for t in teams],
                "to_the_last": rules.to_the_last, "hands": [list(h) for h in self.hands],
                "pile": self.pile[::-1]}

    # ----- changing it ------------------------------------------------------------
    # Each step appends what happened to `out`, the action's log records, or writes
    # nothing when `out` is None (`log_events` off: headless play without a log).
    def apply(self, seat: int, action) -> list[dict]:
        """Apply `seat`'s action (CHANCE for chance's); return the log records of what
        happened (none while `log_events` is off). Illegal: RuleError naming the rule,
        and nothing changed."""
        phase = self.phase
        out = [] if self.log_events else None
        kind = type(action)
        # the decisions of every turn first (same checks as below, in fewer steps)
        if phase == PLAYING and seat == self.player and (kind is Play or kind is EndTurn):
            # the offered actions are shared objects: identity first, equality
            # (a dataclass comparison, far slower) only for an action made elsewhere
            for offered in self._legal:
                if offered is action:
                    break
            else:
                if action not in self._legal:
                    raise RuleError(effects.why_not(self, action))
            if kind is EndTurn:
                self._end_turn(out)
            else:
                effects.play(self, action, out)
            return out or []
        if phase == GIVING and kind is Give and seat == self.player:
            self._give(action.to, out)
            return out or []
        if phase == OVER:
            raise RuleError("the game is over: no more actions (Winning)")
        if seat == CHANCE:
            if phase not in CHANCE_PHASES:
                raise RuleError(f"chance does not act now: seat {list(self.actors())} decides")
            if phase == ROLL or phase == ROLL_OFF:
                if kind is Roll:
                    self._roll(action.faces, out)
                    return out or []
            elif phase == RESHUFFLE:
                if kind is Reshuffle:
                    self._reshuffle(action.pile, out)
                    return out or []
            elif kind is Unseen:
                self._unseen(action.card, out)
                return out or []
            raise RuleError(f"chance's {kind.__name__} is not what happens now ({phase})")
        if phase in CHANCE_PHASES:
            raise RuleError(f"seat {seat} cannot act now: chance acts first ({phase}; A turn)")
        if phase == KEEPING:
            if kind is not Discard or self.keep_of(seat) is None:
                raise RuleError(f"seat {seat} cannot act now: the targeted players "
                                f"{list(self.actors())} choose the cards they keep (The cards)")
            self._keep(seat, action.cards, out)
            return out or []
        if seat != self.player:
            raise RuleError(f"it is seat {self.player}'s turn, not seat {seat}'s (A turn)")
        if phase == TAKE and kind is TakeFrom:
            if action not in self._legal:
                raise RuleError(f"take a card from seat {action.victim}: only from another player "
                                f"who holds one, {list(self.take_from)} (A turn, drawing)")
            self._take_from(action.victim)
            return []
        step = {GIVING: "give each give die (A turn 3)", PLAYING: "play a card or end the turn "
                "(A turn 4)", TAKE: "choose whose hand to draw from (A turn, drawing)"}[phase]
        raise RuleError(f"{kind.__name__} is not a move now: the player must {step}")

    def play_chance(self, rng) -> list[dict]:
        """Chance acts now: `apply(CHANCE, chance_outcome(rng))`, the same draw from `rng`
        and the same result; a turn's roll and a reshuffle skip the checks that an
        outcome made elsewhere needs (headless play spends much of its time here)."""
        phase = self.phase
        if phase == ROLL:
            out = [] if self.log_events else None
            self._rolled(*dice.counted(rng, self.dice[self.player]), out)
            return out or []
        if phase == RESHUFFLE:
            out = [] if self.log_events else None
            order = list(self.discard)
            dice.shuffle(rng, order)
            self._reshuffled(order, out)
            return out or []
        return self.apply(CHANCE, self.chance_outcome(rng))

    # ----- snapshot (restored by snapshot.py) --------------------------------------------
    def snapshot(self) -> dict:
        rules = self.rules
        data = {"rules": {"players": rules.players, "dice": rules.dice, "teams": rules.teams,
                          "to_the_last": rules.to_the_last}}
        for name in LISTS:
            value = getattr(self, name)
            data[name] = [list(v) if isinstance(v, list) else v for v in value]
        for name in VALUES:
            data[name] = getattr(self, name)
        data["rolled"] = list(self.rolled)
        data["take_from"] = list(self.take_from)
        data["played"] = [list(p) for p in self.played]
        data["taken"] = [list(t) for t in self.taken]
        return data

    def copy(self) -> "GameState":
        other = GameState.__new__(GameState)
        for name in _SHARED:                # values, and tuples never changed in place
            setattr(other, name, getattr(self, name))
        other.hands = [list(h) for h in self.hands]
        other.pile, other.discard, other.dice = list(self.pile), list(self.discard), list(self.dice)
        other.skips, other.finished = list(self.skips), list(self.finished)
        other.contenders, other.rolloff = list(self.contenders), list(self.rolloff)
        other.keepers = [list(k) for k in self.keepers]
        return other

    def __eq__(self, other):
        return isinstance(other, GameState) and self.snapshot() == other.snapshot()

    __hash__ = None


_COPIED = {"hands", "pile", "discard", "dice", "skips", "finished", "contenders", "rolloff", "keepers"}
_SHARED = tuple(name for name in GameState.__slots__ if name not in _COPIED)
