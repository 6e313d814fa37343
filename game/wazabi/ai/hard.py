"""Wazabi's tree search `hard_tree` (a benchmark reference; the menus' `hard` is
halving.py): information-set Monte Carlo tree search (game/wazabi/ai/ismcts.py)
from its view alone, a fixed number of iterations a decision, so a seed replays it.

Also here: `hard_tree_peek`, the same search given the true hands (a cheating reference for
the benchmarks only: it needs the whole state, so it is never offered to people), and
`hard_analysis`, the root's statistics for a hint (issue 28, item 4): for each legal
action, the search's estimate of the chance of winning the game after it.
"""
from __future__ import annotations

import random

from game.wazabi.ai.ismcts import Search

# Iterations a decision, by the number of players: a play-out is a round of the table,
# so more players cost more per iteration (tools/bench_ai.py --game wazabi --only times:
# decision time p99 within 250 ms of CPU with 2, 4 and 6 players).
ITERATIONS = {2: 1200, 3: 900, 4: 600, 5: 500, 6: 450}


class HardPlayer:
    kind = "hard"
    thinks_long = True       # a hundred milliseconds: a window thinks it off the frame (scenes/shell/thinking.py)

    def __init__(self, rng: random.Random, rules=None, iterations: int | None = None):
        self.rng = rng
        self.iterations = iterations
        self.policy = None       # the play-outs' player (None: medium; a benchmark may set another)

    def budget(self, view) -> int:
        return self.iterations or ITERATIONS[view.rules.players]

    def think(self, view) -> Search:
        """The search for `view`'s decision, not yet run: `step(n, budget(view))` it in
        slices (a window: a few iterations a frame, ~0.1 ms each) until it says done,
        then `choice()`: the same choice as `choose` makes at once, since the work is
        counted in iterations."""
        return Search(view, self.rng, deal=self.world_source(view), policy=self.policy)

    def world_source(self, view):
        return None          # worlds dealt from the view (ismcts.Search's default)

    def choose(self, view):
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        search = self.think(view)
        search.run(self.budget(view))
        return search.choice()


class PeekPlayer(HardPlayer):
    """`hard_tree_peek`: every iteration starts from the true position (the other hands and
    the pile's order as they are), the dice and what follows still unknown. An upper
    bound for the benchmarks; it reads the state `watch` gave it."""

    kind = "hard_tree_peek"

    def __init__(self, rng: random.Random, rules=None, iterations: int | None = None):
        super().__init__(rng, rules, iterations)
        self.state = None

    def watch(self, state) -> None:
        """The game's own state (changed in place as the game goes on)."""
        self.state = state

    def world_source(self, view):
        state = self.state
        if state is None or state.phase != view.phase or state.player != view.player \
                or list(state.hands[view.seat]) != list(view.hand):
            raise RuntimeError("hard_tree_peek reads the true position: a benchmark gives it the game's "
                               "state (watch(state)) before play")
        return state.copy


SLICE = 25          # hard_analysis's iterations between two looks at `stop`


def hard_analysis(view, rng: random.Random, iterations: int | None = None, stop=None) -> list[tuple] | None:
    """For `view`'s decision, `hard`'s search (`iterations`, else hard's own budget):
    [(action, chance of winning, visits)] for every legal action, hard's choice first.
    The chance is the mean result of the iterations that tried the action: a game won
    1, lost 0, else the position reached estimated from dice and cards (flat.score).
    `stop()`, asked every SLICE iterations (a hint no longer wanted: the person acted),
    ends the search early and returns None; slicing never changes the result, since
    the work is counted in iterations (Search.step)."""
    player = HardPlayer(rng, view.rules, iterations)
    search = player.think(view)
    budget = player.budget(view)
    while not search.step(SLICE, budget):
        if stop is not None and stop():
            return None
    return search.statistics()


def tree(rng: random.Random, rules=None) -> HardPlayer:
    """The reference `hard_tree`: this search, for the benchmarks (players.py says why the
    menus' `hard` is halving.py's flat search)."""
    player = HardPlayer(rng, rules)
    player.kind = "hard_tree"
    return player
