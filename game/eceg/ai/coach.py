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
  both from here (exact, from the solved game), else None.
Answers are cached per position, and the planners behind them per turn, so
asking every frame costs a dictionary lookup; a new decision point costs ~1-3 ms.
"""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from game.eceg.actions import SetAside, Take
from game.core.dice import merge
from game.eceg.ai.levels import HardPlayer, PlannerCache
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
        rolled = state.rolled if state.phase == DECIDE else None
        if rolled is not None:
            recommended = hard.best(state.kept, rolled)[0]
            outline = recommended.dice if isinstance(recommended, SetAside) else merge(state.kept, rolled)
        odds = hard.ending_odds(state.kept, rolled)
        endings = {(None if i is None else table.ids[i]): p for i, p in odds.items()}
        win = None
        if state.rules.players == 2:
            mine = self._worth(hard, state)
            win = (mine, 1.0 - mine) if state.seat == 0 else (1.0 - mine, mine)
        return Advice(state.seat, chances, any_prize, recommended, outline, endings, win)


_DEFAULT = Coach()


def advise(state) -> Advice | None:
    """Advice from a module-wide coach (see Coach.advise)."""
    return _DEFAULT.advise(state)
