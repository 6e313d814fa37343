"""Solve the three-player game (official rules, hold through the next two) and write
assets/ai/three_player.bin (read by game/eceg/ai/three_player.py).

    python tools/solve_three.py            # solve, write the table, print the figures
    python tools/solve_three.py --check    # solve and compare with the shipped table
    python tools/solve_three.py --evaluate [TABLE ...]   # exact rates against Medium's model

Solve time: 164 s on the 2-core machine at load 1-2 (40 planner sweeps of the
equilibrium, then 6 of the best reply, which converges to 1e-11).

Two steps. First the equilibrium, `equilibrium()`: every player plays each turn
to maximise their *own* chance of winning. V(s) is
the vector of the three players' win probabilities at the start of the turn s
(mover, next, previous). The mover's turn is optimised by the exact turn planner
(tools/solve.py `plan`, every position at once with numpy) on the values
V_previous(next position) of its outcomes; V(s) is then the average of the
outcomes' vectors, turned to the mover's frame, weighted by how likely the turn
chosen ends in each. As in tools/solve.py this is modified policy iteration:
after each planner sweep the play is fixed and evaluated by cheap sweeps, then
the planner runs again. Unlike two players, best replies alone need not settle: in
a few hundred positions the mover's choice barely matters to the mover but decides
which of the other two wins, and plain iteration flips between the two forever.
So the play evaluated after each sweep is blended: DAMPING of the new best replies
with the rest of the play so far (a mix of best replies, like fictitious play).
After SWEEPS sweeps the mover's own value moves by about 1e-4 per sweep.

Then the shipped table, `solve_hard()`: Hard's best reply (`best_reply()`, a
Markov decision problem, exact) to opponents who end each turn as the
equilibrium's own-win play would with chance OWN_WIN_SHARE and as Medium would
otherwise (`opponent_plays()`: for the prizes of whoever counts down with three,
else any). Against two Medium the equilibrium alone wins 40.9% (seats rotated,
exact against this model of Medium); the best reply to Medium alone 41.77%, the
most any play can get if the model is Medium (it agrees with Medium's own choice
in 99.3% of its decisions, the rest being ties of chance); with OWN_WIN_SHARE 0.2,
41.73%, and closer to the equilibrium at tables with another Hard.
`--evaluate` prints these exact figures (about 2 min).
Needs numpy (from requirements-dev.txt).
"""
from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import solve  # noqa: E402
from game.core.dice import OFFICIAL  # noqa: E402
from game.eceg.ai import lookahead, three_player as tp  # noqa: E402
from game.eceg.prizes import prize_table  # noqa: E402

TOLERANCE = 1e-10
SWEEPS = 40                  # planner sweeps (damped best replies, see the module text)
DAMPING = 0.3
OWN_WIN_SHARE = 0.2          # the shipped table's model of an opponent's turn: own-win play, else Medium's
EVALUATION_TOLERANCE = 1e-10
CHUNK = 8192                 # columns planned at once (memory: ~40 MB a chunk)
OUTCOMES = tp.PRIZES + 1     # prizes 0-8, then "nothing"


class Problem:
    """Every position (a column) and, per outcome, where the game goes."""

    def __init__(self):
        codes = [c for c in range(tp.CODES) if tp.is_position(tp.digits(c))]
        self.codes = np.array(codes)
        self.start = codes.index(0)                 # the column of the first turn (nothing held)
        column = np.full(tp.CODES, -1, dtype=np.int64)
        column[self.codes] = np.arange(len(codes))
        n = len(codes)
        self.nxt = np.zeros((OUTCOMES, n), dtype=np.int64)
        self.lost = np.zeros((OUTCOMES, n), dtype=bool)      # the next player wins at once
        self.takeable = np.zeros((OUTCOMES, n), dtype=bool)
        for col, code in enumerate(codes):
            d = tp.digits(code)
            for o in range(OUTCOMES):
                prize = None if o == tp.PRIZES else o
                if prize is not None and d[prize] == tp.MOVER:
                    continue
                lost, nxt = tp.step(code, prize)
                self.takeable[o, col] = True
                self.lost[o, col] = lost
                if not lost:
                    self.nxt[o, col] = column[nxt]
                    assert self.nxt[o, col] >= 0, (code, prize, nxt)

    def turned(self, v):
        """Per outcome the players' values (mover, next, previous) of this turn."""
        after = v[:, self.nxt]                      # (3, outcomes, n) in the next turn's frame
        out = np.stack([after[2], after[0], after[1]])
        out[:, self.lost] = np.array([0.0, 1.0, 0.0])[:, None]
        return out

    def plan(self, graph, v):
        """Planner sweep: the mover's best play in every column; (its value, distribution)."""
        mover = self.turned(v)[0]
        prize_values = np.where(self.takeable[:tp.PRIZES], mover[:tp.PRIZES], -np.inf)
        best = np.empty(v.shape[1])
        distribution = np.empty((OUTCOMES, v.shape[1]))
        for start in range(0, v.shape[1], CHUNK):
            part = slice(start, start + CHUNK)
            best[part], distribution[:, part] = solve.plan(graph, prize_values[:, part],
                                                           mover[tp.PRIZES, part], policy=True)
        return best, distribution

    def evaluate(self, distribution, v, tolerance, max_sweeps=20_000):
        for _ in range(max_sweeps):
            new = (self.turned(v) * distribution).sum(axis=1)
            change = np.abs(new - v).max()
            v = new
            if change < tolerance:
                break
        return v


def _plan_all(graph, prize_values, none_value):
    """solve.plan over every column, CHUNK at a time: (values, distribution)."""
    n = prize_values.shape[1]
    best, out = np.empty(n), np.empty((OUTCOMES, n))
    for start in range(0, n, CHUNK):
        part = slice(start, start + CHUNK)
        best[part], out[:, part] = solve.plan(graph, prize_values[:, part], none_value[part], policy=True)
    return best, out


def opponent_plays(problem, graph):
    """How a turn ends in every column, (OUTCOMES, n), for three rule-of-thumb players:
    `focused` (Medium: when someone counts down with three, plays for the count's
    prizes, else for any prize), `anything` (plays for any prize) and `idle` (lets the
    prizes go); and `counting`, the columns where someone counts down. Taking, they
    prefer the count's prize, then the prize of whoever holds most, then the centre,
    lowest index among equals (Medium's preferred_take)."""
    d = np.array([tp.digits(int(c)) for c in problem.codes]).T             # (9, n)
    held = {r: (d == r).sum(axis=0) for r in (tp.MOVER, tp.NEXT, tp.PREVIOUS)}
    # the count that finishes first: the next player's (one turn left), else the previous one's
    threat = np.where(held[tp.NEXT] == 3, tp.NEXT, np.where(held[tp.PREVIOUS] == 3, tp.PREVIOUS, 0))
    owner_count = np.where(d == tp.NEXT, held[tp.NEXT], np.where(d == tp.PREVIOUS, held[tp.PREVIOUS], -1))
    rank = 10 * ((d == threat) & (threat > 0)) + owner_count + 1
    preference = 1.0 + 1e-7 * rank                     # ties in chance go to the preferred prize
    takeable = problem.takeable[:tp.PRIZES]
    useful = takeable & (d == threat) & (threat > 0)
    nothing = np.zeros(len(problem.codes))

    def play(wanted):
        return _plan_all(graph, np.where(wanted, preference, -np.inf), nothing)[1]

    focused, anything = play(np.where(useful.any(axis=0), useful, takeable)), play(takeable)
    idle = np.zeros_like(focused)
    idle[tp.PRIZES] = 1.0
    return focused, anything, idle, threat > 0


def opponent_play(problem, graph):
    """lookahead.ROBBER_MIX of opponent_plays' three players when someone counts
    down with three (focused, anything, idle), `focused` alone otherwise."""
    focused, anything, idle, counting = opponent_plays(problem, graph)
    focus, other, let_go = lookahead.ROBBER_MIX
    return np.where(counting, focus * focused + other * anything + let_go * idle, focused)


def own_win_play(problem, graph, just_moved):
    """How the turn ends in every column when the mover plays for their own win,
    valuing each outcome by `just_moved` (per column: the win chance of the player
    who just moved, as solve_equilibrium returns it in v[2])."""
    return _plan_all(graph, *_mover_values(problem, just_moved))[1]


def best_reply(problem, graph, others, tolerance: float = TOLERANCE, verbose: bool = False, start=None):
    """Hard's best reply when both opponents end their turns as `others` says
    ((OUTCOMES, n) per column): a Markov decision problem, solved by modified policy
    iteration. Returns (v, planner sweeps, last change); v[h] is Hard's win chance
    when Hard is the mover (h=0), the next player (1), the player who just moved (2)."""
    start = time.perf_counter() if start is None else start
    nxt, lost = problem.nxt, problem.lost
    v = np.full((3, len(problem.codes)), 1 / 3)

    def as_next(v):         # Hard plays next: becomes the mover, or wins if the mover fails to rob
        return (others * np.where(lost, 1.0, v[0][nxt])).sum(axis=0)

    def as_previous(v):     # Hard just moved: becomes the next player
        return (others * np.where(lost, 0.0, v[1][nxt])).sum(axis=0)

    sweeps = 0
    while True:
        best, played = _plan_all(graph, *_mover_values(problem, v[2]))
        sweeps += 1
        change = float(np.abs(best - v[0]).max())
        if verbose:
            print(f"best reply, planner sweep {sweeps}: largest change {change:.2e} "
                  f"({time.perf_counter() - start:.0f} s)", flush=True)
        v[0] = best
        if change < tolerance:
            return v, sweeps, change
        for _ in range(100_000):         # Hard's play fixed: evaluate it
            new = np.stack([(played * np.where(lost, 0.0, v[2][nxt])).sum(axis=0), as_next(v), as_previous(v)])
            moved = np.abs(new - v).max()
            v = new
            if moved < tolerance / 10:
                break


def _mover_values(problem, just_moved):
    mine = np.where(problem.lost, 0.0, just_moved[problem.nxt])
    return np.where(problem.takeable[:tp.PRIZES], mine[:tp.PRIZES], -np.inf), mine[tp.PRIZES]


def solve_three(tolerance: float = TOLERANCE, verbose: bool = False):
    """Hard's win probability against opponents modelled by ROBBER_MIX; returns (for
    every code, its value to Hard when Hard just moved, stats)."""
    start = time.perf_counter()
    graph = solve.TurnGraph(prize_table(OFFICIAL.name))
    problem = Problem()
    v, sweeps, change = best_reply(problem, graph, opponent_play(problem, graph), tolerance, verbose, start)
    full = np.zeros(tp.CODES)
    full[problem.codes] = v[2]
    stats = {"positions": len(problem.codes), "planner_sweeps": sweeps, "last_change": change,
             "seconds": round(time.perf_counter() - start, 1), "robber_mix": list(lookahead.ROBBER_MIX),
             "hard_starting": round(float(v[0][problem.start]), 6)}
    return full, stats


def equilibrium(problem, graph, sweeps: int = SWEEPS, verbose: bool = False, start=None):
    """Every player playing each turn for their own win (damped best replies, see the
    module text). Returns (v, stats): v[r] is the win chance of the mover (r=0), the
    next player (1) and the player who just moved (2), per column."""
    start = time.perf_counter() if start is None else start
    v = np.full((3, len(problem.codes)), 1 / 3)
    played = None
    for sweep in range(1, sweeps + 1):
        _best, distribution = problem.plan(graph, v)
        new = (problem.turned(v) * distribution).sum(axis=1)
        change = np.abs(new - v).max(axis=1)
        moving = np.abs(new - v).max(axis=0)
        if verbose:
            print(f"planner sweep {sweep}: largest change of the mover's value {change[0]:.2e}, "
                  f"of the others' {change[1:].max():.2e} ({time.perf_counter() - start:.0f} s)", flush=True)
        # damped: the play evaluated is a blend of the new best replies and the play so far
        played = distribution if played is None else DAMPING * distribution + (1 - DAMPING) * played
        v = problem.evaluate(played, new, EVALUATION_TOLERANCE)
    stats = {"planner_sweeps": sweeps,
             "last_change_mover": float(change[0]), "last_change_others": float(change[1:].max()),
             "positions_still_moving_1e-3": int((moving > 1e-3).sum()),
             "start": [round(float(x), 6) for x in v[:, problem.start]]}
    return v, stats


def solve_equilibrium(sweeps: int = SWEEPS, verbose: bool = False):
    """The equilibrium alone (the table shipped before): (the just-moved player's
    value for every code, stats)."""
    start = time.perf_counter()
    problem = Problem()
    v, stats = equilibrium(problem, solve.TurnGraph(prize_table(OFFICIAL.name)), sweeps, verbose, start)
    full = np.zeros(tp.CODES)
    full[problem.codes] = v[2]
    return full, {"positions": len(problem.codes), **stats, "seconds": round(time.perf_counter() - start, 1)}


def solve_hard(own_win_share: float = OWN_WIN_SHARE, sweeps: int = SWEEPS, verbose: bool = False):
    """The shipped table: Hard's best reply to opponents who play each turn like
    an own-win maximiser (the equilibrium's play) with chance `own_win_share`, like
    Medium otherwise. Returns (Hard's win chance when Hard just moved, for every
    code; stats)."""
    start = time.perf_counter()
    graph = solve.TurnGraph(prize_table(OFFICIAL.name))
    problem = Problem()
    v_eq, eq_stats = equilibrium(problem, graph, sweeps, verbose, start)
    own_win = own_win_play(problem, graph, v_eq[2])
    medium = opponent_plays(problem, graph)[0]
    others = own_win_share * own_win + (1 - own_win_share) * medium
    v, reply_sweeps, change = best_reply(problem, graph, others, TOLERANCE, verbose, start)
    full = np.zeros(tp.CODES)
    full[problem.codes] = v[2]
    stats = {"positions": len(problem.codes), "equilibrium": eq_stats, "own_win_share": own_win_share,
             "best_reply_sweeps": reply_sweeps, "best_reply_last_change": change,
             "hard_start_as_mover_next_previous": [round(float(x), 6) for x in v[:, problem.start]],
             "seconds": round(time.perf_counter() - start, 1)}
    return full, stats


def lineup_rates(problem, plays: dict, kinds: tuple) -> dict:
    """Exact win rate per seat of each kind of `kinds` (three, by name in `plays`: how
    each ends its turns), every seating of the lineup in turn, from the first turn."""
    orders = sorted(set(itertools.permutations(kinds)))
    wins = dict.fromkeys(kinds, 0.0)
    for order in orders:
        # w[r]: (mover, next, previous) win chances when the r-th player of `order` moves
        w = [np.full((3, len(problem.codes)), 1 / 3) for _ in range(3)]
        for _ in range(100_000):
            new = [(problem.turned(w[(r + 1) % 3]) * plays[order[r]]).sum(axis=1) for r in range(3)]
            moved = max(float(np.abs(a - b).max()) for a, b in zip(new, w))
            w = new
            if moved < 1e-11:
                break
        for kind, p in zip(order, w[0][:, problem.start]):
            wins[kind] += float(p)
    return {k: wins[k] / (len(orders) * kinds.count(k)) for k in wins}


def evaluate_tables(paths) -> None:
    """Exact figures against the model of Medium (opponent_plays' `focused`): Hard
    playing by each table, seats rotated, against two Medium and beside another Hard;
    and the most any play gets against two Medium (the best reply to Medium alone)."""
    graph = solve.TurnGraph(prize_table(OFFICIAL.name))
    problem = Problem()
    medium = opponent_plays(problem, graph)[0]
    v, _sweeps, _change = best_reply(problem, graph, medium)
    print(f"best reply to two Medium (the most any play gets against this model): {float(v[:, problem.start].mean()):.4%}")
    for path in paths:
        table = np.array(tp.decode_table(Path(path).read_bytes()), dtype=float) / tp.SCALE
        plays = {"hard": own_win_play(problem, graph, table[problem.codes]), "medium": medium}
        alone = lineup_rates(problem, plays, ("hard", "medium", "medium"))
        pair = lineup_rates(problem, plays, ("hard", "hard", "medium"))
        print(f"{path}: against two Medium {alone['hard']:.4%} (Medium {alone['medium']:.4%}); "
              f"hard, hard, medium: Hard {pair['hard']:.4%}, Medium {pair['medium']:.4%}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped table, write nothing")
    parser.add_argument("--out", type=Path, default=tp.TABLE_PATH)
    parser.add_argument("--against-mix", action="store_true",
                        help="Hard's best reply to opponents modelled by lookahead.ROBBER_MIX (a reference; "
                             "not the shipped table: it lost its lead at tables with two Hards)")
    parser.add_argument("--equilibrium", action="store_true",
                        help="the equilibrium alone, every player for their own win (a reference; the table "
                             "shipped before: 40.9%% against two Medium)")
    parser.add_argument("--own-win-share", type=float, default=OWN_WIN_SHARE,
                        help="the opponents' model: chance of own-win play (else Medium's)")
    parser.add_argument("--sweeps", type=int, default=SWEEPS, help="equilibrium planner sweeps")
    parser.add_argument("--evaluate", nargs="*", type=Path, metavar="TABLE",
                        help="solve nothing: exact win rates of Hard playing by these tables (default the "
                             "shipped one) against the model of Medium")
    args = parser.parse_args(argv)
    if args.evaluate is not None:
        evaluate_tables(args.evaluate or [args.out])
        return 0
    if args.against_mix:
        values, stats = solve_three(verbose=True)
    elif args.equilibrium:
        values, stats = solve_equilibrium(args.sweeps, verbose=True)
    else:
        values, stats = solve_hard(args.own_win_share, args.sweeps, verbose=True)
    print(json.dumps(stats))
    data = tp.encode_table(values)
    if args.check:
        shipped = tp.decode_table(args.out.read_bytes())
        worst = max(abs(a - b) for a, b in zip(tp.decode_table(data), shipped))
        print(f"largest difference from {args.out}: {worst} (units of 1/{tp.SCALE})")
        return 0 if worst <= 1 else 1
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(data)
    print(f"wrote {args.out} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
