"""Solve the two-player game (official rules) and write assets/ai/two_player.bin.

    python tools/solve.py            # solve, write the table, print the figures
    python tools/solve.py --check    # solve and compare with the shipped table

W(s), the win probability of the player to move at the start of a turn, satisfies
W(s) = max over ways of playing the turn of E[value of how the turn ends], where
taking prize i (or nothing) leads to a position whose value follows from W
(game/solver.py `outcomes`). Each turn is optimised by the exact turn planner,
run here for every position at once with numpy (positions are columns).

Plain value iteration converges slowly (a game can last many turns), so this is
modified policy iteration: after each planner sweep, the play it chose is fixed
and evaluated by cheap sweeps over the outcome distributions (one gather per
outcome), then the planner runs again. It stops when a full planner sweep (one
step of value iteration) changes no value by 1e-12 or more.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.eceg.ai import solver  # noqa: E402
from game.core.dice import OFFICIAL, merge, sub_multisets  # noqa: E402
from game.eceg.prizes import prize_table  # noqa: E402

HAND = 4
TOLERANCE = 1e-12


class TurnGraph:
    """The decision points of a turn, flattened level by level for numpy.

    Rows 0..83 are the kept hands (sizes 0-3), row 84 is "all four set aside"
    (the turn ends with nothing). A node is a kept hand plus a sorted roll of the
    other dice: its full hand (index into the 126 four-dice hands), its
    probability, and the rows reachable by setting dice aside."""

    def __init__(self, table):
        dice = table.dice
        self.hands = [h for h, _ in dice.outcomes(HAND)]
        hand_index = {h: i for i, h in enumerate(self.hands)}
        self.kept = [()]
        for size in range(1, HAND):
            self.kept += [h for h, _ in dice.outcomes(size)]
        row = {k: i for i, k in enumerate(self.kept)}
        self.none_row = len(self.kept)
        self.hand_masks = np.array([table.mask_sorted(h) for h in self.hands])
        self.levels = []
        for size in range(HAND):
            rows = [row[k] for k in self.kept if len(k) == size]
            rolls = dice.outcomes(HAND - size)
            probs = np.array([p for _, p in rolls])
            node_hand, children = [], []
            for k in (k for k in self.kept if len(k) == size):
                for rolled, _p in rolls:
                    node_hand.append(hand_index[merge(k, rolled)])
                    kids = [row.get(merge(k, s), self.none_row) for s in sub_multisets(rolled)]
                    children.append(kids)
            width = max(len(c) for c in children)
            padded = np.array([c + [c[0]] * (width - len(c)) for c in children])
            self.levels.append((np.array(rows), probs, np.array(node_hand), padded))


def best_takes(graph: TurnGraph, prize_values: np.ndarray):
    """Per four-dice hand and column: the best takeable prize's value (-inf if none)
    and its index. prize_values: (9, N) with -inf where a prize is not takeable."""
    n = prize_values.shape[1]
    take = np.full((len(graph.hands), n), -np.inf)
    which = np.full((len(graph.hands), n), -1, dtype=np.int64)
    for mask in np.unique(graph.hand_masks):
        rows = np.nonzero(graph.hand_masks == mask)[0]
        best = np.full(n, -np.inf)
        arg = np.full(n, -1, dtype=np.int64)
        for i in range(solver.PRIZES):
            if mask >> i & 1:
                better = prize_values[i] > best
                best = np.where(better, prize_values[i], best)
                arg = np.where(better, i, arg)
        take[rows] = best
        which[rows] = arg
    return take, which


def plan(graph: TurnGraph, prize_values: np.ndarray, none_value: np.ndarray, policy=False):
    """The turn planner for N columns at once: expected value of the turn with best
    play, and (if policy) the probability of each way of ending it, (10, N)."""
    n = prize_values.shape[1]
    take, which = best_takes(graph, prize_values)
    value = np.empty((graph.none_row + 1, n))
    value[graph.none_row] = none_value
    choices = []
    for rows, probs, node_hand, children in reversed(graph.levels):
        best = take[node_hand]
        choice = np.zeros(best.shape, dtype=np.int8)
        for j in range(children.shape[1]):
            candidate = value[children[:, j]]
            better = candidate > best
            np.maximum(best, candidate, out=best)
            if policy:
                np.copyto(choice, j + 1, where=better)
        value[rows] = np.einsum("krn,r->kn", best.reshape(len(rows), len(probs), n), probs)
        choices.append(choice)
    if not policy:
        return value[0]
    return value[0], _outcome_distribution(graph, which, choices[::-1], n)


def _outcome_distribution(graph, which, choices, n):
    """Follow the chosen play forward: the probability of each way the turn ends."""
    none_row = graph.none_row
    reach = np.zeros((none_row + 1 + solver.PRIZES) * n)
    reach[0:n] = 1.0  # row 0 is the empty kept hand
    cols = np.arange(n)
    for (rows, probs, node_hand, children), choice in zip(graph.levels, choices):
        parent = np.repeat(rows, len(probs))
        weight = reach.reshape(-1, n)[parent] * np.tile(probs, len(rows))[:, None]
        index = np.maximum(choice.astype(np.int64) - 1, 0)
        child = children[np.arange(len(children))[:, None], index]
        target = np.where(choice == 0, none_row + 1 + which[node_hand], child)
        reach += np.bincount((target * n + cols).ravel(), weight.ravel(), minlength=reach.size)
    reach = reach.reshape(-1, n)
    return np.vstack([reach[none_row + 1:], reach[none_row:none_row + 1]])


class Problem:
    """The positions and, per outcome, where the game goes (arrays for numpy).

    Mirror-image positions (solver.mirror) have the same value, so only one of
    each pair is a column; `expand` maps every key of solver.states() to its column."""

    def __init__(self):
        keys = solver.states()
        canon = {k: min(k, solver.mirror(k)) for k in keys}
        self.columns = sorted(set(canon.values()))
        column = {k: i for i, k in enumerate(self.columns)}
        self.expand = np.array([column[canon[k]] for k in keys])
        n = len(self.columns)
        self.a = np.zeros((solver.PRIZES + 1, n))
        self.b = np.zeros((solver.PRIZES + 1, n))
        self.nxt = np.zeros((solver.PRIZES + 1, n), dtype=np.int64)
        self.takeable = np.zeros((solver.PRIZES + 1, n), dtype=bool)
        for col, key in enumerate(self.columns):
            for outcome, a, b, nxt in solver.outcomes(key):
                self.a[outcome, col], self.b[outcome, col] = a, b
                self.nxt[outcome, col] = column[canon[nxt]]
                self.takeable[outcome, col] = True

    def outcome_values(self, w):
        values = self.a + self.b * w[self.nxt]
        return np.where(self.takeable[:solver.PRIZES], values[:solver.PRIZES], -np.inf), values[solver.NONE]

    def evaluate(self, distribution, w, tolerance, max_sweeps=10_000):
        """Fixed-play evaluation: sweep W = sum_o P(o) (a + b W[next]) until it settles."""
        fixed = (distribution * self.a).sum(axis=0)
        pb = distribution * self.b
        for _ in range(max_sweeps):
            new = fixed + (pb * w[self.nxt]).sum(axis=0)
            change = np.abs(new - w).max()
            w = new
            if change < tolerance:
                break
        return w


def solve(tolerance: float = TOLERANCE, verbose: bool = False):
    """Return (W in solver.states() order, stats)."""
    start = time.perf_counter()
    graph = TurnGraph(prize_table(OFFICIAL.name))
    problem = Problem()
    w = np.full(len(problem.columns), 0.5)
    sweeps = 0
    while True:
        prize_values, none_value = problem.outcome_values(w)
        new, distribution = plan(graph, prize_values, none_value, policy=True)
        sweeps += 1
        change = np.abs(new - w).max()
        w = new
        if verbose:
            print(f"planner sweep {sweeps}: largest change {change:.3e}")
        if change < tolerance:
            break
        w = problem.evaluate(distribution, w, tolerance / 10)
    seconds = time.perf_counter() - start
    stats = {"states": len(problem.expand), "columns": len(w), "planner_sweeps": sweeps,
             "last_change": float(change), "seconds": round(seconds, 3),
             "first_player": float(w[problem.columns.index(solver.START)])}
    return w[problem.expand], stats


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped table, write nothing")
    parser.add_argument("--out", type=Path, default=solver.TABLE_PATH)
    args = parser.parse_args(argv)
    w, stats = solve(verbose=True)
    print(json.dumps(stats))
    data = solver.encode_table(w)
    if args.check:
        shipped = solver.decode_table(args.out.read_bytes())
        worst = max(abs(shipped[k] - v) for k, v in zip(solver.states(), w))
        print(f"largest difference from {args.out}: {worst:.3e}")
        return 0 if worst < 1e-10 else 1
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data)} bytes, sha256 {solver.sha256(args.out)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
