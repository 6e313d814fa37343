"""Exact two-player figures by policy evaluation, checked through the rules engine.

Nothing here is used by the game; tests and tools/bench_ai.py use it.
- `position(key)`: a real GameState at the start of a turn for a solver key
  (seat 0 to move), built through the engine.
- `engine_outcomes(key)`: how each way of ending that turn changes the game,
  found by applying Roll/Take/SetAside to the engine (not solver.outcomes).
- `bellman_value(key, W)`: the value the reference TurnPlanner gives that turn
  when every outcome is worth its W: equal to W[key] iff W solves the game.
- `turn_distribution(kind, state)`: how a deterministic computer level's turn
  ends (probability per prize, and of nothing), exactly, from its own planner.
- `pair_value(a, b)`: the exact probability that level a, moving first from the
  empty table, beats level b (solving the linear system of the pair by sweeps).
"""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.eceg.ai import solver  # noqa: E402
from game.eceg.ai.evaluation import after, two_player_values  # noqa: E402
from game.eceg.ai.planner import FastPlanner, TurnPlanner  # noqa: E402
from game.eceg.ai.levels import MediumPlayer, preferred_take, useful_mask  # noqa: E402
from game.eceg.ai.reference import greedy_planner, pick_take  # noqa: E402
from game.eceg.state import GameState, Rules  # noqa: E402

RULES = Rules(players=2)


def position(key: int) -> GameState:
    code, phase = divmod(key, 3)
    state = GameState(RULES)
    state.owners = [None if d == solver.CENTRE else (0 if d == solver.MINE else 1)
                    for d in solver.digits(code)]
    state.counts = [[1, 2 if phase == solver.FIRST_TRY else 1]] if phase else []
    state._begin_turn(0)   # the engine decides what may be taken
    return state


def seat0_value(state, table) -> float:
    """Seat 0's win probability in a state at the start of a turn, read from W."""
    if state.is_over():
        return 1.0 if state.winner == 0 else 0.0
    w = table[solver.key_of(state)]
    return w if state.seat == 0 else 1.0 - w


def engine_outcomes(key: int, table) -> tuple[list[float | None], float]:
    state = position(key)
    values = [seat0_value(after(state, i), table) if state.takeable >> i & 1 else None
              for i in range(solver.PRIZES)]
    return values, seat0_value(after(state, None), table)


def bellman_value(key: int, table) -> float:
    values, none_value = engine_outcomes(key, table)
    return TurnPlanner(RULES.table, values, none_value).value()


def decision_loss(state, action, table) -> float:
    """How much win probability `action` gives away at a decision of a two-player
    official game, by the reference planner over engine outcomes valued by W."""
    key = solver.key_of(state)
    values, none_value = engine_outcomes(key, table)
    options = TurnPlanner(RULES.table, values, none_value).options(state.kept, state.rolled)
    chosen = dict(options)[action]
    return options[0][1] - chosen


# ----- exact evaluation of a pair of deterministic levels ------------------------------
def turn_distribution(kind: str, state) -> np.ndarray:
    """Probability that the turn ends with each prize (0-8) or nothing (9)."""
    n = len(state.table)
    if kind == "hard":
        values, none_value = two_player_values(state)
        planner, take = FastPlanner(state.table, values, none_value), None
    elif kind == "greedy":     # basic.py's own planner and take rule
        planner = greedy_planner(state)
        take = lambda m: state.table.index[pick_take(state, m).prize]  # noqa: E731
    elif kind == "medium":
        planner = MediumPlayer().planner(state)
        take = lambda m: state.table.index[preferred_take(state, m & useful_mask(state)).prize]  # noqa: E731
    else:
        raise ValueError(f"{kind} is not a deterministic level")
    claims, nothing = planner.endings()
    dist = np.zeros(n + 1)
    for mask, p in claims.items():
        dist[take(mask) if take else planner.best_take(mask)[1]] += p
    dist[n] = nothing
    return dist


@lru_cache(maxsize=None)
def distributions(kind: str) -> np.ndarray:
    return np.array([turn_distribution(kind, position(k)) for k in solver.states()]).T


@lru_cache(maxsize=1)
def _transitions():
    keys = solver.states()
    index = {k: i for i, k in enumerate(keys)}
    shape = (solver.PRIZES + 1, len(keys))
    a, b, nxt = np.zeros(shape), np.zeros(shape), np.zeros(shape, dtype=np.int64)
    for col, key in enumerate(keys):
        for outcome, ai, bi, k in solver.outcomes(key):
            a[outcome, col], b[outcome, col], nxt[outcome, col] = ai, bi, index[k]
    return a, b, nxt


def pair_value(first: str, second: str, tolerance: float = 1e-13) -> float:
    """Exact chance that `first`, starting on the empty table, beats `second`."""
    a, b, nxt = _transitions()
    dist = {0: distributions(first), 1: distributions(second)}
    u = [np.full(a.shape[1], 0.5), np.full(a.shape[1], 0.5)]  # each level's win prob when it moves
    for _ in range(100_000):
        new = []
        for me in (0, 1):
            other = u[1 - me][nxt]
            again = u[me][nxt]
            after_value = a + np.where(b < 0, -other, np.where(b > 0, again, 0.0))
            new.append((dist[me] * after_value).sum(axis=0))
        change = max(np.abs(new[0] - u[0]).max(), np.abs(new[1] - u[1]).max())
        u = new
        if change < tolerance:
            break
    return float(u[0][solver.states().index(solver.START)])
