"""Fit the weights of game/standing.py and write assets/ai/standing.json.

    python tools/fit_standing.py                  # every configuration (~5 min on 2 cores)
    python tools/fit_standing.py --games 500 --only 3/2 --dry-run
    python tools/fit_standing.py --games 12000 --only 3/2 --seed 101 --hard-to-move   # shipped 3/2

For each number of players (3-6) and hold rule (hold_turns 2, or players - 1 for
hold-through-everyone): play games of Hard against Medium (official dice, seats
rotated), record the position at the start of every turn (with --hard-to-move:
of Hard's turns only, the positions the 3-player lookahead judges) and who won,
and fit the softmax model of game/standing.py by maximum likelihood (Newton's
method, small L2 penalty so weights of situations never seen stay 0). A quarter
of the games are held out: their log-loss is printed next to the old heuristic's
(the model must do better to be kept) and the model's calibration.
Needs numpy (the game itself does not).
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.eceg.ai import lookahead, standing  # noqa: E402
from game.core.match import Match, Seat, player_rng  # noqa: E402
from game.eceg.players import make_player  # noqa: E402
from game.eceg.state import ALL_OTHERS, NEXT_TWO, Rules  # noqa: E402

CONFIGS = ((3, NEXT_TWO), (4, NEXT_TWO), (4, ALL_OTHERS), (5, NEXT_TWO), (5, ALL_OTHERS),
           (6, NEXT_TWO), (6, ALL_OTHERS))
L2 = 1.0


# --varied: the kinds the other seats are drawn from, uniformly (Hard included, so
# tables with two Hards are seen; Random stands for a player who almost never steals)
VARIED = ("hard", "medium", "easy", "greedy", "random")


def _games(args):
    rules, seeds, hard_to_move, varied = args
    n = rules.players
    rows = []
    for seed in seeds:
        shift = seed % n
        kinds = ["medium"] * n
        if varied:
            draw = random.Random(f"{seed}/tables")
            kinds = [draw.choice(VARIED) for _ in range(n)]
        kinds[shift] = "hard"
        match = Match(rules, [Seat(k, k) for k in kinds], seed, record=False)
        players = [make_player(k, player_rng(seed, s), rules) for s, k in enumerate(kinds)]
        state, seen, positions = match.state, None, []
        while not state.is_over():
            if state.is_chance():
                if state.phase != "roll_off" and state.turn_number != seen:
                    seen = state.turn_number
                    if not hard_to_move or state.seat == shift:
                        positions.append(lookahead.position_of(state))
                match.chance()
                continue
            match.apply(match.state.seat, players[state.seat].choose(state))
        rows += [(p, state.winner) for p in positions]
    return rows


def collect(rules, games, seed, pool, hard_to_move=False, varied=False):
    chunks = [(rules, range(seed + i, seed + games, 8), hard_to_move, varied) for i in range(8)]
    return [row for part in pool.map(_games, chunks) for row in part]


class Layout:
    """Where each weight sits in the parameter vector."""

    def __init__(self, players, hold):
        self.n, self.h = players, hold
        self.base = lambda c, d: c * players + d                 # base[0][0] is pinned to 0
        self.hard = lambda c: 3 * players + c - 1                # c = 1, 2
        self.count = lambda left, d: 3 * players + 2 + (left - 1) * players + d
        self.survive = 3 * players + 2 + hold * players
        self.lead = lambda first: self.survive + first     # first = 1 (tied), 2 (alone)
        self.grow = lambda c, d: self.survive + 3 + (c - 1) * players + d     # c = 1, 2
        self.size = self.survive + 3 + 2 * players

    def row(self, features):
        x = np.zeros((self.n, self.size))
        for j, (kind, k, d, v, first, g) in enumerate(features):
            if kind == "c":
                x[j, self.base(k, d)] = 1.0
                if first:
                    x[j, self.lead(first)] = 1.0
                if k:
                    x[j, self.hard(k)] = v
                    x[j, self.grow(k, d)] = g
            else:
                x[j, self.count(k, d)] = 1.0
                x[j, self.survive] = v
        return x

    def weights(self, theta):
        return {"base": [[float(theta[self.base(c, d)]) for d in range(self.n)] for c in range(3)],
                "hard": [0.0, float(theta[self.hard(1)]), float(theta[self.hard(2)])],
                "count": [[float(theta[self.count(l, d)]) for d in range(self.n)] for l in range(1, self.h + 1)],
                "survive": float(theta[self.survive]),
                "lead": [0.0, float(theta[self.lead(1)]), float(theta[self.lead(2)])],
                "grow": [[0.0] * self.n] + [[float(theta[self.grow(c, d)]) for d in range(self.n)] for c in (1, 2)]}


def design(rows, table, layout):
    x = np.zeros((len(rows), layout.n, layout.size))
    y = np.zeros(len(rows), dtype=int)
    for r, (position, winner) in enumerate(rows):
        reaches, grows = standing_reaches(table, position, layout.n)
        x[r] = layout.row(standing.player_features(position, layout.n, reaches, grows))
        y[r] = winner
    return x, y


def standing_reaches(table, position, players):
    masks = [0] * players
    for i, owner in enumerate(position[0]):
        if owner is not None:
            masks[owner] |= 1 << i
    full = (1 << len(table)) - 1
    return ([lookahead.reach(table, m) for m in masks],
            [lookahead.reach(table, full & ~m) for m in masks])


def fit(x, y, layout):
    theta = np.zeros(layout.size)
    pinned = layout.base(0, 0)
    idx = np.arange(len(y))
    for _ in range(30):
        s = x @ theta
        s -= s.max(axis=1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("nj,njk->nk", p, x)
        grad = (x[idx, y] - mean).sum(axis=0) - L2 * theta
        hess = np.einsum("nj,njk,njl->kl", p, x, x) - mean.T @ mean + L2 * np.eye(layout.size)
        grad[pinned] = 0.0
        hess[pinned, :] = hess[:, pinned] = 0.0
        hess[pinned, pinned] = 1.0
        step = np.linalg.solve(hess, grad)
        theta += step
        if np.abs(step).max() < 1e-7:
            break
    return theta


def log_loss_model(x, y, theta):
    s = x @ theta
    s -= s.max(axis=1, keepdims=True)
    logp = s - np.log(np.exp(s).sum(axis=1, keepdims=True))
    return float(-logp[np.arange(len(y)), y].mean())


def log_loss_heuristic(rows, table, players):
    total = 0.0
    for position, winner in rows:
        total -= math.log(max(1e-9, lookahead.heuristic_estimate(table, position, winner, players)))
    return total / len(rows)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000, help="games per configuration")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="configurations players/hold_turns, e.g. 3/2,4/3")
    parser.add_argument("--hard-to-move", action="store_true",
                        help="fit on the turns Hard starts only (the positions its lookahead judges with 3 players)")
    parser.add_argument("--varied", action="store_true",
                        help="the other seats' kinds drawn from VARIED for each game, not all Medium")
    parser.add_argument("--out", type=Path, default=standing.WEIGHTS_PATH)
    parser.add_argument("--dry-run", action="store_true", help="print, do not write the file")
    args = parser.parse_args(argv)
    wanted = set(filter(None, args.only.split(",")))
    result = dict(standing.load_weights(args.out)) if args.out.exists() else {}
    with multiprocessing.Pool(2) as pool:
        for players, hold in CONFIGS:
            rules = Rules(players, hold=hold)
            key = standing.config_key(players, rules.hold_turns)
            if wanted and key not in wanted:
                continue
            start = time.perf_counter()
            cut = args.seed + args.games * 3 // 4
            train = collect(rules, cut - args.seed, args.seed, pool, args.hard_to_move, args.varied)
            test = collect(rules, args.games // 4, cut, pool, args.hard_to_move, args.varied)
            layout = Layout(players, rules.hold_turns)
            x, y = design(train, rules.table, layout)
            theta = fit(x, y, layout)
            xt, yt = design(test, rules.table, layout)
            model, old = log_loss_model(xt, yt, theta), log_loss_heuristic(test, rules.table, players)
            print(f"{key}: {len(train)} + {len(test)} positions, held-out log-loss {model:.4f} "
                  f"(old heuristic {old:.4f}, uniform {math.log(players):.4f}), "
                  f"{time.perf_counter() - start:.0f} s", flush=True)
            result[key] = layout.weights(theta)
    if args.dry_run:
        print(json.dumps(result, indent=1)[:3000])
        return 0
    text = json.dumps({"about": "weights of game/standing.py, written by tools/fit_standing.py",
                       "games_per_config": args.games, "configs": result}, indent=1)
    args.out.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {args.out} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
