"""A stronger play-out policy for Wazabi's `hard` (issue 28, item 1: "better play inside
the play-outs"), and `hard_look`, halving.py's search with it.

`hard` (halving.py) plays its own later turns in a play-out as `greedy` does. The
cheating bound (`hard_peek`, 71%) and the flat curve of strength against budget said
that this, not the hidden cards or the budget, is what holds it near 70% against
`greedy`. Here the searching seat's own decisions in a play-out look one move ahead
with the fitted judge (judge.py): at a card to play or the end of its turn, each
option is tried on a copy of the play-out's world and the position right after it
judged (or, with FINISH_TURN, after the seat's turn is finished by `greedy`), and the
option the judge likes best is played (ties: greedy's pick). The other decisions (gives, cards to keep, a hand to
draw from: the judge sees none of them) and every other seat stay `greedy`, the model
of the opponents the search has always used.

Chance inside a look-ahead (another roll after `play_again`, a card drawn) comes from
a random.Random seeded from the play-out's own dice, so a seed replays it exactly and
the candidates still meet the same throws (common random numbers). Everything is
counted, never timed.

Measured (README, Wazabi's computer levels, 2026-11-27): 70.2% +- 2.8 against `greedy`
where `hard` wins 69.5% +- 2.9 on the same 1,000 seeds, 52.0% +- 4.9 head to head over
400: no clear gain, so it is a reference kind (`hard_look`), not the menus' `hard`.
"""
from __future__ import annotations

import random

from game.core import pace
from game.wazabi.ai import halving
from game.wazabi.ai.reference import GreedyPlayer
from game.wazabi.phases import OVER, PLAYING
from game.wazabi.view import offered

# play-outs a decision with 2 players (scaled by 2 / n as halving.BUDGET): a play-out
# costs several times `greedy`'s, and halving's strength was flat from 250 to 4,000
BUDGET = 250
# True: each option's turn finished by greedy before it is judged; measured weaker
# (67.8% +- 2.9 against greedy where judging right after the option won 70.2% +- 2.8,
# the same 1,000 seeds: README, Wazabi's computer levels), so off by default
FINISH_TURN = False
TURN_STEPS = 40         # at most this many actions finish a turn (a guard, never reached in play)


def finish_turn(state, seat: int, turn: int, rng: random.Random, policy) -> None:
    """Everyone plays `policy` until `seat`'s turn `turn` is over (or the game)."""
    steps = 0
    while state.phase != OVER and state.turns == turn and steps < TURN_STEPS:
        steps += 1
        if state.is_chance():
            state.play_chance(rng)
        else:
            actor = state.actors()[0]
            state.apply(actor, policy.choose(state.view(actor)))


class LookaheadPolicy:
    """The searching seat's play-out policy: one move ahead with the judge (see above).
    `choose_in(state, seat, rng)` reads the play-out's world, which the search dealt."""

    def __init__(self, judge, base=None, finish: bool = FINISH_TURN):
        self.judge = judge
        self.base = base if base is not None else GreedyPlayer()
        self.finish = finish

    def choose_in(self, state, seat: int, rng: random.Random):
        options = offered(state, seat)
        view = state.view(seat)
        pick = self.base.choose(view)
        if state.phase != PLAYING or len(options) == 1:
            return pick
        judge, turn = self.judge, state.turns
        luck = rng.getrandbits(32)
        best, best_value = pick, None
        for option in [pick] + [o for o in options if o != pick]:
            trial = state.copy()
            trial.apply(seat, option)
            if self.finish:
                finish_turn(trial, seat, turn, random.Random(luck), self.base)
            value = judge(trial, seat)
            if best_value is None or value > best_value:
                best, best_value = option, value
        return best


def play_on(state, seat: int, rng: random.Random, policy, own, extra_turns: int) -> None:
    """halving.play_on with the searching seat's decisions by `own.choose_in`."""
    pace.pause()           # a window's frame is due: the worker waits here (game/core/pace.py)
    stop_at = state.turns + state.rules.players + extra_turns
    state.log_events = False
    look = random.Random(rng.getrandbits(32))      # the look-aheads' own chance
    while not state.is_over() and state.turns <= stop_at:
        if state.is_chance():
            state.play_chance(rng)
        else:
            actor = state.actors()[0]
            if actor == seat:
                state.apply(actor, own.choose_in(state, seat, look))
            else:
                state.apply(actor, policy.choose(state.view(actor)))


class LookaheadHalving(halving.HalvingPlayer):
    """`hard_look`: halving.py's search, its own play-out decisions by LookaheadPolicy."""

    kind = "hard_look"

    def __init__(self, rng: random.Random, rules=None, budget: int | None = None, finish: bool = FINISH_TURN,
                 **options):
        super().__init__(rng, rules, budget=budget if budget is not None else BUDGET, **options)
        self.own = LookaheadPolicy(self.judge, self.policy, finish)

    def play_out(self, trial, seat: int, rng: random.Random) -> None:
        play_on(trial, seat, rng, self.policy, self.own, self.extra_turns)
