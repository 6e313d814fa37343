"""The hint (H) at Wazabi's table, as Easy Come, Easy Go has its coach: for the decision
of the person at this screen, what the hard search would do and, for each choice the
decision offers (each card with its target or direction, passing, each seat a die may
go to, each hand to take a card from, each way to keep cards), its estimated chance of
winning the game.

From the person's view only (`state.view(seat)`: their own hand, the others' counts,
never the others' cards nor the pile's order), by the menus' `hard` search's own worlds,
play-outs and judge (game/wazabi/ai/halving.py's `hard_analysis`: every choice given the
same play-outs), with a budget counted in play-outs and a random source seeded from
the match's own seed and the length of its log (`hint_seed`): the same position always
gives the same hint, and a test can compute it again. The search runs on the worker
the computers' thinks use (scenes/shell/thinking.py), so no frame waits for it; while
it runs the panel says "Thinking…" and the table answers every key as usual (the hint
never decides anything). It goes away with the person's next action (a search still
running stops), or with H, Esc or a click on it. A setting (scenes/wazabi/settings.py)
says whether it may be used in a game with a computer. Neither the log (its format is
the spec's) nor the statistics record it. The panel is drawn by hint_panel.py.
"""
from __future__ import annotations

import math
import random
import threading

from game.core import pace
from game.wazabi.actions import Discard, EndTurn, Give, TakeFrom
from game.wazabi.ai.halving import BUDGET, hard_analysis
from game.wazabi.cards import STEAL_CARD
from scenes.shell import thinking
from scenes.ui.text import t
from scenes.wazabi.settings import hint_allowed
from scenes.wazabi.words import card_name

HINT_SCALE = 3        # the hint searches 3 times a hard computer's budget, shared evenly by the
                      # choices: about 0.3 s (7 choices at 3 players, 2,000 play-outs: 270 ms of
                      # CPU on a loaded machine), off the frame; each figure then within ±5-7%
STEP = 5              # chances are shown rounded to 5%: the search is not finer than that


def hint_budget(view) -> int:
    """Play-outs of the hint's search: a number, never a time, so a seed replays it (hard's
    own budget, scaled by 2 / players as hard's is, times HINT_SCALE)."""
    players = view.rules.players
    return HINT_SCALE * (BUDGET if players <= 2 else max(1, BUDGET * 2 // players))


def hint_seed(match) -> str:
    """The hint's random source, from the match's own seed and where the game stands:
    pressing H again at the same decision shows the same figures."""
    return f"{match.seed}/hint/{len(match.log)}"


def rounded(chance: float) -> str:
    """A chance to the nearest 5% ("45%")."""
    return f"{STEP * round(chance * 100 / STEP)}%"


def margin(rows) -> int:
    """The figures' precision, in whole percents: 95% of the time within this of what a
    longer search would find. A result lies between 0 and 1, so its variance is at most
    p(1 - p) for a mean p: the bound is honest whatever the results' spread."""
    tried = [(p, visits) for _action, p, visits in rows if visits]
    if not tried:
        return 0
    return max(1, max(math.ceil(196 * math.sqrt(p * (1 - p) / visits)) for p, visits in tried))


def choice_words(action, view, names) -> str:
    """One choice in a player's words ("Drop one on Ben", "Keep Give one, Play again")."""
    if isinstance(action, Give):
        return t("wz_do_give", name=names[action.to])
    if isinstance(action, TakeFrom):
        return t("wz_do_take", name=names[action.victim])
    if isinstance(action, EndTurn):
        return t("wz_do_pass")
    if isinstance(action, Discard):
        kept = list(view.hand)
        for card in action.cards:
            kept.remove(card)
        return t("wz_do_keep", cards=", ".join(t("wz_do_play", card=card_name(c)) for c in kept))
    card = card_name(action.card)
    if action.target is not None:       # a card is stolen from a player, the others aimed at one
        return t("wz_do_play_from" if action.card == STEAL_CARD else "wz_do_play_on", card=card,
                 name=names[action.target])
    if action.direction is not None:
        return t("wz_do_play_dir", card=card, direction=t(f"wz_{action.direction}_word"))
    return t("wz_do_play", card=card)


class Hint:
    """One decision's hint, being searched off the frame: `key` is where the game stood
    and whose decision it was, `view` what that person sees."""

    def __init__(self, view, seed: str, iterations: int, key):
        self.view, self.iterations, self.key = view, iterations, key
        self._stop = threading.Event()
        self.future = thinking.off_frame(hard_analysis, view, random.Random(seed), iterations, self._stop.is_set)

    @property
    def rows(self) -> list | None:
        """[(action, chance, visits)], the search's choice first; None while it thinks."""
        return self.future.result() if self.future.done() else None

    def finish(self) -> list:
        """The rows, waiting for the search to end (a test's, or a tool's)."""
        with pace.held_open():        # a window's gate (game/core/pace.py) lets the search run
            return self.future.result()

    def stop(self) -> None:
        """Not wanted any more: the search ends at its next slice."""
        self._stop.set()


class HintControl:
    """A mixin of the table layer: H, its panel's state, and when it goes away."""

    hint_iterations = None        # a test's smaller budget (None: hint_budget)

    def init_hint(self) -> None:
        self.hint_search: Hint | None = None     # the last hint asked, while its decision lasts
        self.hint_shown = False
        self.hint_rect = None             # where its panel was last drawn (a click there closes it)

    def hint_seat(self) -> int | None:
        """The person whose decision a hint can be given for now: a choice of two or more
        actions, on the live table (never a roll: nothing to choose). At a window joined to
        another computer's game too: the search reads that seat's own view, which is all the
        window holds of the others' hands."""
        if self.past_seat is not None:
            return None
        found = self.current()
        if found is None or found[0] == "roll" or len(self.legal(found[1])) < 2:
            return None
        return found[1]

    def hint_allowed(self) -> bool:
        return hint_allowed(self.app.settings, self.config)

    def hint_offered(self) -> bool:
        """H works now (the keys line names it only then)."""
        return self.hint_seat() is not None and self.hint_allowed()

    def toggle_hint(self) -> None:
        """H: the panel shown or hidden. Hidden, the search goes on for this decision, so H
        again shows it at once; where there is nothing to choose, or the setting forbids
        it, the table says why."""
        if self.hint_shown:
            self.hint_shown = False
            return
        seat = self.hint_seat()
        if seat is None:
            self.table.tell(t("wz_hint_none"), 3.0)
            return
        if not self.hint_allowed():
            self.table.tell(t("wz_hint_not_allowed"), 4.0)
            return
        key = (self.driver.where(), seat)
        if self.hint_search is None or self.hint_search.key != key:
            self.drop_hint()
            view = self.state.view(seat)
            self.hint_search = Hint(view, hint_seed(self.match), self.hint_iterations or hint_budget(view), key)
        self.hint_shown = True
        self.app.audio.play("click", 0.5)

    def close_hint(self) -> None:
        self.hint_shown = False

    def drop_hint(self) -> None:
        if self.hint_search is not None:
            self.hint_search.stop()
        self.hint_search, self.hint_shown = None, False

    def left(self) -> None:
        """The table is left, or built anew after a move taken back: a search still running
        stops (the computers' worker is theirs again)."""
        self.drop_hint()
        super().left()

    def hint_current(self) -> bool:
        """Is the hint asked for the decision on the table now (not one made, taken back,
        covered, or passed by the host's lines at a joined window)?"""
        search = self.hint_search
        if search is None:
            return False
        seat = search.key[1]
        return self.hint_seat() == seat and (self.driver.where(), seat) == search.key

    def update_hint(self) -> None:
        """Once the decision is made (or taken back, or covered) the hint goes."""
        if self.hint_search is not None and not self.hint_current():
            self.drop_hint()
