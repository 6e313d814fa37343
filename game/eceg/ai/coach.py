"""The coach: exact odds for a player at a decision point (pure; the table scene draws it).

`advise(state)` answers, for the player whose turn it is:
- `chances`: per prize id, the exact chance of getting that prize this turn with
  the best play for it from here (1.0 if it can be taken now; None if the player
  may not take it: already theirs, or a two-player defence turn);
- `any_prize`: the exact chance of taking some prize this turn, best play for that;
- `recommended`: what Hard would do now (a Take or a SetAside; None before a roll),
  and `outline`: the dice values to outline (the set-aside, or all four for a take);
- `endings`: following the recommendation to the end of the turn, the chance of
  ending it with each prize (id) or with nothing (None);
- `win`: two players only, each seat's win probability with perfect play by
  both from here (exact, from the solved game), else None;
- `worth`: the mover's chance of winning the game following the recommendation, in
  Hard's terms (exact with two players, Hard against modelled opponents with three,
  estimated with more): the reason the advice is given in;
- `other`, `other_worth`: after a roll, the best choice of the other kind (the best
  set-aside when the advice is a take; the best take, when some prize fits the dice,
  when it is a set-aside) and its chance of winning the game, else None;
- `passing`: when the advice passes a prize the dice fit, why (`Passing`), else None.
Answers are cached per position, and the planners behind them per turn, so
asking every frame costs a dictionary lookup; a new decision point costs ~1-3 ms.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from game.eceg.actions import SetAside, Take
from game.core.dice import merge
from game.eceg.ai.levels import HardPlayer, PlannerCache
from game.eceg.ai.lookahead import reach
from game.eceg.state import DECIDE, ROLL

_CACHE_SIZE = 256


@dataclass(frozen=True)
class Advice:
    seat: int
    chances: dict[str, float | None]
    any_prize: float
    recommended: Take | SetAside | None
    outline: tuple[int, ...]
    endings: dict[str | None, float]
    win: tuple[float, ...] | None
    worth: float = 0.0
    other: Take | SetAside | None = None
    other_worth: float | None = None
    passing: "Passing | None" = None


@dataclass(frozen=True)
class Passing:
    """Why rolling on beats the sure prize `prize`, in a learner's terms: `kind` is
    "rob" (rolling on often robs `victim`, chance `p`), "count" (the same, and `victim`
    is counting down to a win), "easy" (`prize` is easy for others to steal back: an
    opponent who plays for it alone gets it `p` of the time in a turn, and the prizes
    rolling on aims at are harder) or "worth" (the prizes rolling on aims at are worth
    more). `any_prize`: the chance that rolling on still ends with some prize."""
    kind: str
    prize: str
    any_prize: float
    victim: int | None = None
    p: float = 0.0


class Coach:
    """Keeps its planners and answers; one per table (or use the module's `advise`)."""

    def __init__(self):
        self._hard = HardPlayer()
        self._planners = PlannerCache(64)
        self._answers: OrderedDict = OrderedDict()

    def advise(self, state) -> Advice | None:
        """Advice for the player to move, or None when no one decides (chance of the
        roll-off, game over). Valid before a roll too (no recommendation yet)."""
        if state.phase not in (ROLL, DECIDE):
            return None
        key = (repr(state.rules), tuple(state.owners), tuple(map(tuple, state.counts)), state.seat,
               state.takeable, state.phase, state.kept, state.rolled)
        answer = self._answers.get(key)
        if answer is None:
            answer = self._answers[key] = self._compute(state)
            if len(self._answers) > _CACHE_SIZE:
                self._answers.popitem(last=False)
        return answer

    def _single(self, state, values):
        return self._planners.get(state.table, values, 0.0)

    def _worth(self, planner, state) -> float:
        """Best expected worth from this point of the turn."""
        if state.phase == DECIDE:
            return planner.best(state.kept, state.rolled)[1]
        return planner.value(state.kept)

    def _compute(self, state) -> Advice:
        table, n = state.table, len(state.table)
        chances: dict[str, float | None] = {}
        for i, prize_id in enumerate(table.ids):
            if state.takeable >> i & 1:
                only = [1.0 if j == i else None for j in range(n)]
                chances[prize_id] = self._worth(self._single(state, only), state)
            else:
                chances[prize_id] = None
        any_values = [1.0 if state.takeable >> i & 1 else None for i in range(n)]
        any_prize = self._worth(self._single(state, any_values), state)
        hard = self._hard.planner(state)
        recommended, outline = None, ()
        other = other_worth = None
        rolled = state.rolled if state.phase == DECIDE else None
        if rolled is not None:
            options = hard.options(state.kept, rolled)
            recommended = options[0][0]
            outline = recommended.dice if isinstance(recommended, SetAside) else merge(state.kept, rolled)
            other, other_worth = next(((a, v) for a, v in options
                                       if type(a) is not type(recommended)), (None, None))
        odds = hard.ending_odds(state.kept, rolled)
        endings = {(None if i is None else table.ids[i]): p for i, p in odds.items()}
        mine = self._worth(hard, state)
        win = None
        if state.rules.players == 2:
            win = (mine, 1.0 - mine) if state.seat == 0 else (1.0 - mine, mine)
        passing = None
        if isinstance(recommended, SetAside) and isinstance(other, Take):
            passing = passing_reason(state, other.prize, endings)
        return Advice(state.seat, chances, any_prize, recommended, outline, endings, win,
                      mine, other, other_worth, passing)


# a share of rolling on's endings this large is "often" (robbing a player, say)
OFTEN = 0.25


def passing_reason(state, prize: str, endings: dict) -> Passing:
    """Why following the plan (its `endings`: prize id or None -> probability) beats
    taking `prize` now: robbing someone often (above all a player counting down), else
    aiming at prizes that others steal less easily than `prize`, else their worth."""
    table = state.table
    some = 1.0 - endings.get(None, 0.0)
    robbed: dict[int, float] = {}
    for pid, p in endings.items():
        owner = None if pid is None else state.owner(pid)
        if owner is not None and owner != state.seat:
            robbed[owner] = robbed.get(owner, 0.0) + p
    counting = [h for h, _left in state.counts if h != state.seat and h in robbed]
    if counting:
        return Passing("count", prize, some, counting[0], robbed[counting[0]])
    if robbed:
        victim = max(robbed, key=robbed.get)
        if robbed[victim] >= OFTEN:
            return Passing("rob", prize, some, victim, robbed[victim])
    easy = reach(table, 1 << table.index[prize])
    aimed = [(p, reach(table, 1 << table.index[pid])) for pid, p in endings.items()
             if pid is not None and pid != prize]
    total = sum(p for p, _r in aimed)
    if total and sum(p * r for p, r in aimed) / total < easy:
        return Passing("easy", prize, some, p=easy)
    return Passing("worth", prize, some)


_DEFAULT = Coach()


def advise(state) -> Advice | None:
    """Advice from a module-wide coach (see Coach.advise)."""
    return _DEFAULT.advise(state)
