"""How much better could `hard`'s judge be? Its log-loss beside the floor no judge can pass.

    python tools/probe_wazabi_judge.py                       # 2 players (~10 min on 2 cores)
    python tools/probe_wazabi_judge.py --players 4 --positions 1000

`hard` (game/wazabi/ai/halving.py) plays each option on for about a round and then asks a
judge (judge.py) for the chance of winning from there: a logistic model of the chance of
winning if everyone then plays `greedy`, fitted on greedy self-play. Issue 28 asked whether
a better judgement lifts `hard`; this measures how far the shipped judge is from the
best any judgement of a turn's start can be, on the same positions:

1. **The judge, richer.** The same greedy self-play as tools/fit_wazabi_judge.py (the
   shipped fit's games and seed), fitted again with more features: who of the seat and its
   nearest opponent rolls first, crossed with each one's dice (one die from the end and on
   turn is nearly a win), and the two dice counts as one joint category. Held-out
   log-loss of each, on a quarter of the games left out.
2. **The floor.** Positions at a turn's start drawn from other greedy self-play games
   (one a game, a random seat). For each, the true chance of winning if everyone plays
   `greedy` from there, every hand and the pile's order known and only the dice still to
   come: `--playouts` games played on from a copy of the true position. The log-loss of
   that chance against how the game really ended is what a judge that knew everything but
   the dice would score (a little above it: each chance is itself estimated from a finite
   number of play-outs: the Brier score is corrected for that variance). On the same
   positions: the shipped judge's scores, and its own error, the mean squared distance
   from the judge's chance to the true one (how much of its loss is its own rather than
   the dice's).

Everything is seeded: the figures replay. Needs numpy (as fit_wazabi_judge.py).
"""
from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import fit_wazabi_judge as fitting  # noqa: E402
from game.registry import GAMES  # noqa: E402
from game.wazabi.ai import halving, judge  # noqa: E402
from game.wazabi.ai.reference import GreedyPlayer  # noqa: E402

DICE = range(1, judge.DICE_CAP + 1)
JUDGE = judge.load()          # hard's judge, read once a process
TO_THE_END = 10_000           # halving.play_on's turns after the round: every play-out ends the game


def rolls_first(state, seat: int) -> float:
    """1.0 when `seat` rolls before its nearest opponent from here, in the order of play."""
    n, finished = state.rules.players, state.finished
    nearest = judge.nearest_opponent(state, seat)
    s = state.player
    for _ in range(2 * n):
        if not finished[s]:
            if s == seat:
                return 1.0
            if s == nearest:
                return 0.0
        s = (s + state.direction) % n
    return 0.0


def richer_features(state, seat: int) -> list[float]:
    """judge.card_features, then rolls_first, its cross with each side's dice, and the
    joint category of both dice counts (each capped at 5)."""
    side = state.rules.side_of(seat)
    mine = min(min(state.dice[s] for s in side if not state.finished[s]), judge.DICE_CAP)
    theirs = min(state.dice[judge.nearest_opponent(state, seat)], judge.DICE_CAP)
    first = rolls_first(state, seat)
    crossed = ([first * (mine == d) for d in DICE] + [(1 - first) * (theirs == d) for d in DICE])
    joint = [1.0 if (min(mine, 5), min(theirs, 5)) == (a, b) else 0.0 for a in range(1, 6) for b in range(1, 6)]
    return judge.card_features(state, seat) + [first] + crossed + joint


def richer_judges(players: int, games: int, seed: int) -> list[tuple[str, float, int]]:
    """[(feature set, held-out log-loss, features)] on fit_wazabi_judge's own games."""
    x, _old, y, game_of = fitting.sample(players, games, seed + players, richer_features)
    base = len(judge.card_feature_names(players))
    crossed_end = base + 1 + 2 * len(DICE)
    sets = [("the shipped judge's features (judge.card_features)", list(range(base))),
            ("+ who rolls first, crossed with each side's dice", list(range(crossed_end))),
            ("+ both dice counts as one category", list(range(base)) + list(range(crossed_end, x.shape[1]))),
            ("+ both", list(range(x.shape[1])))]
    held = game_of % 4 == 3
    found = []
    for name, cols in sets:
        xs = x[:, cols]
        w = fitting.fit(xs[~held], y[~held])
        p = 1 / (1 + np.exp(-np.clip(xs[held] @ w, -30, 30)))
        found.append((name, fitting.log_loss(p, y[held]), len(cols)))
    return found


def one_position(task) -> tuple[float, float, float] | None:
    """Game `number` of greedy self-play: a turn's start drawn at random, a seat drawn;
    (true chance of that seat winning, the judge's, 1.0 if it won the game). None if the
    game had no turn start."""
    players, number, playouts = task
    rules = GAMES["wazabi"].make_rules(players)
    pick = random.Random(number * 7919 + 1)
    bot = GreedyPlayer()
    # every turn's start while seat 0 is in: with the rules' defaults, until the game ends
    starts, result = fitting.play_recording(rules, random.Random(number), [bot] * players, [0],
                                            lambda state, _seat: state.copy())
    if not starts:
        return None
    position = starts[pick.randrange(len(starts))][1]
    seat = pick.choice([s for s in range(players) if not position.finished[s]])
    side = rules.side_of(seat)
    won = 1.0 if any(s in result.winners for s in side) else 0.0
    wins = 0
    for k in range(playouts):
        trial = position.copy()
        halving.play_on(trial, seat, random.Random(number * 1_000_003 + k), bot, bot, TO_THE_END)
        wins += any(s in trial.result().winners for s in side)
    return wins / playouts, JUDGE(position, seat), won


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=8000, help="games for the richer fits (the shipped fit's)")
    parser.add_argument("--seed", type=int, default=28, help="the fits' seed (the shipped fit's: 28)")
    parser.add_argument("--positions", type=int, default=2000, help="positions for the floor")
    parser.add_argument("--from-game", type=int, default=5_000_000, help="the floor's first game number")
    parser.add_argument("--playouts", type=int, default=200, help="play-outs estimating each true chance")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 6 or args.positions < 1 or args.playouts < 1 or args.games < 4:
        parser.error("players 2-6; positions, play-outs at least 1; games at least 4")

    print(f"Wazabi, {args.players} players. 1. The judge, richer (held-out log-loss, "
          f"{args.games} greedy self-play games, seed {args.seed} + players):")
    for name, loss, count in richer_judges(args.players, args.games, args.seed):
        print(f"   {loss:.4f}  {name} ({count} features)", flush=True)

    tasks = [(args.players, g, args.playouts) for g in range(args.from_game, args.from_game + args.positions)]
    with multiprocessing.Pool(args.jobs) as pool:
        rows = [r for r in pool.map(one_position, tasks, chunksize=10) if r is not None]
    true, judged, won = (np.array(c, dtype=float) for c in zip(*rows))
    n = args.playouts
    laplace = (true * n + 1) / (n + 2)           # never 0 or 1: a finite count's log-loss stays finite
    noise = float(np.mean(true * (1 - true) / max(1, n - 1)))   # the estimate's own variance, on average
    base = float(np.mean(won))

    def brier(p):
        return float(np.mean((p - won) ** 2))

    print(f"2. The floor ({len(rows)} positions, games {args.from_game}-{args.from_game + args.positions - 1}, "
          f"{n} play-outs each), against the games' real ends:")
    print("   log-loss  Brier  predicted by")
    print(f"   {fitting.log_loss(np.full(len(won), base), won):.4f}    {brier(base):.4f} the base rate alone")
    print(f"   {fitting.log_loss(judged, won):.4f}    {brier(judged):.4f} the shipped judge (judge.load())")
    print(f"   {fitting.log_loss(laplace, won):.4f}    {brier(true) - noise:.4f} the true chance: everything known "
          f"but the dice (the floor; Brier corrected for the estimate's variance, log-loss a little above)")
    print(f"   the judge's own error, mean (judge - true chance)^2: {float(np.mean((judged - true) ** 2)) - noise:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
