"""Wazabi's `hard` until issue 28, now the reference `hard_flat` (flat Monte Carlo), and
with 16 times its budget the reference `hard_flat16`. The menus' `hard` (halving.py) is
this search with its play-outs spent by sequential halving; it shares `score`.
It judges each choice by playing it out in positions it cannot tell from the real one (information-set Monte Carlo: Cowling, Powley & Whitehouse
2012; the determinised sampling of OpenSpiel's ISMCTS without the tree).

At a decision with several legal actions it deals SAMPLES worlds from what its view
shows (game/wazabi/ai/worlds.py: the other hands and the pile drawn from the cards it
has not seen). In each world it tries every candidate action, then lets every seat
play on as `greedy` (itself included) for the rest of the round and one more turn of
its own, and scores the position reached (`score`): a finished game counts as won or
lost; otherwise fewer dice than the opponents, and cards in hand to shed them with.
The same world and the same dice serve every candidate (common random numbers), so the
comparison is between the actions, not between luck. It picks the best mean score.

Its cost is fixed by counts, never by a clock, so a seed replays its choices exactly:
at most `budget` play-outs a decision (fewer above 4 players). The tree search
`hard_tree` (hard.py) shares its `score` and `play_on`.
"""
from __future__ import annotations

import random

from game.core import pace
from game.wazabi.ai.reference import GreedyPlayer, target_order
from game.wazabi.ai.worlds import world

SAMPLES = 12         # worlds dealt per decision (as `hard` until issue 28)
BUDGET = 160         # play-outs per decision at most (samples x candidates), up to 4 players;
                     # a play-out runs a whole round, so with more players it gets fewer
SCALE16 = 16         # hard_flat16: 16 times both (192 worlds, 2,560 play-outs)
CANDIDATES = 10      # a choice of cards to keep can have dozens: greedy's and others, at most
EXTRA_TURNS = 1      # after the round, turns of its own still played out
DIE, CARD = 1.0, 0.15   # what a die fewer and a card more are worth in the score


def score(state, seat: int) -> float:
    """How good the position is for `seat` (and its partner): 1 for a won game, 0 for a
    lost one; otherwise between, from the dice it holds against its opponents' and the
    cards it holds to shed them."""
    rules = state.rules
    side = rules.side_of(seat)
    result = state.result()
    if result is not None:
        return 1.0 if any(s in result.winners for s in side) else 0.0
    mine = min(state.dice[s] for s in side)
    opponents = [s for s in range(rules.players) if s not in side and not state.finished[s]]
    if not opponents:
        return 1.0
    nearest = min(state.dice[s] for s in opponents)
    cards = len(state.hands[seat]) - sum(len(state.hands[s]) for s in opponents) / len(opponents)
    edge = DIE * (nearest - mine) + CARD * cards
    return 1.0 / (1.0 + 2.0 ** (-edge))


def play_on(state, seat: int, rng: random.Random, policy) -> None:
    """Everyone plays `policy` until `seat` has had EXTRA_TURNS more turns of its own
    after every other seat has played once (or the game ends)."""
    pace.pause()           # a window's frame is due: the worker waits here (game/core/pace.py)
    stop_at = state.turns + state.rules.players + EXTRA_TURNS
    state.log_events = False        # nobody reads a play-out's log records
    while not state.is_over() and state.turns <= stop_at:
        if state.is_chance():
            state.play_chance(rng)      # apply(CHANCE, chance_outcome(rng)), faster
        else:
            actor = state.actors()[0]
            state.apply(actor, policy.choose(state.view(actor)))


class FlatPlayer:
    """Flat information-set Monte Carlo with `samples` worlds and `budget` play-outs."""

    kind = "hard_flat"
    thinks_long = True       # tens of milliseconds: a window thinks it off the frame (scenes/shell/thinking.py)

    def __init__(self, rng: random.Random, rules=None, samples: int = SAMPLES, budget: int = BUDGET):
        self.rng = rng
        self.policy = GreedyPlayer()
        self.samples, self.budget = samples, budget

    def candidates(self, view) -> list:
        legal = list(view.legal)
        if len(legal) <= CANDIDATES:
            return legal
        first = self.policy.choose(view)       # greedy's pick always stays in
        others = [a for a in legal if a != first]
        return [first] + self.rng.sample(others, CANDIDATES - 1)

    def choose(self, view):
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        options = self.candidates(view)
        players = max(4, view.rules.players)      # longer rounds and more seats to deal
        budget = self.budget * 16 // (players * players)
        samples = max(2, min(self.samples, budget // len(options)))
        totals = [0.0] * len(options)
        seat = view.seat
        for _ in range(samples):
            base = world(view, self.rng)
            luck = self.rng.getrandbits(32)
            for k, action in enumerate(options):
                trial = base.copy()
                trial.apply(seat, action)
                play_on(trial, seat, random.Random(luck), self.policy)
                totals[k] += score(trial, seat)
        best = max(range(len(options)), key=lambda k: (totals[k], -target_order(view, options[k]), -k))
        return options[best]


def hard(rng: random.Random, rules=None) -> FlatPlayer:
    """The menus' `hard` until issue 28 (now the reference `hard_flat`; halving.py is
    `hard`), at its own budget, named as the menus named it."""
    player = FlatPlayer(rng, rules)
    player.kind = "hard"
    return player


def flat16(rng: random.Random, rules=None) -> FlatPlayer:
    """The reference `hard_flat16`: the former `hard` with 16 times its budget."""
    player = FlatPlayer(rng, rules, SAMPLES * SCALE16, BUDGET * SCALE16)
    player.kind = "hard_flat16"
    return player
