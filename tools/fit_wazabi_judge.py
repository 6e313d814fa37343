"""Fit game/wazabi/ai/judge.py's weights and write them with their provenance.

    python tools/fit_wazabi_judge.py --cards            # hard's judge, judge.load(): 2-6 players (~3 min)
    python tools/fit_wazabi_judge.py                    # judge.plain() (assets/ai/wazabi_judge.json)
    python tools/fit_wazabi_judge.py --games 4000 --dry-run
    python tools/fit_wazabi_judge.py --cards --players 2 --from-hard --seed 3000000 \
        --out tools/data/wazabi_judge_from_hard.json       # a benchmark variant's judge (~13 min)

For each number of players, plays `--games` games of `greedy` against itself (the
policy `hard`'s play-outs use: the model is the chance of winning from a position
if everyone then plays as the play-outs do), records every seat's features at the
start of every turn (where a play-out stops) and whether its side won, and fits a
logistic regression by Newton's method (small L2 penalty). A quarter of the games
are held out: their log-loss is printed next to flat.score's hand-set curve (the
fitted model must do better to be kept). Needs numpy (the game itself does not).

`--from-hard` fits on other positions: games of `hard` (250 play-outs) against `greedy`
in every other seat (`hard` in seat g mod players of game g), `hard`'s seat only, its
side's win the label, on two processes. That is the chance of winning if `hard` plays
on, the judge an expert-iteration step would give `hard` (issue 28: README, Wazabi's
computer levels, "A judge from `hard`'s own games"). It is written to `--out`, for the
benchmark variant `hselfjudge` (tools/bench_wazabi_variants.py), not shipped.
"""
from __future__ import annotations

import argparse
import datetime
import json
import multiprocessing
import random
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.match import player_rng  # noqa: E402
from game.wazabi.ai import flat, halving, judge  # noqa: E402
from game.wazabi.ai.reference import GreedyPlayer  # noqa: E402
from game.wazabi.phases import ROLL  # noqa: E402
from game.registry import GAMES  # noqa: E402

L2 = 1.0
HARD_BUDGET = 250      # --from-hard: play-outs a decision of the `hard` that plays the games


def play_recording(rules, rng, bots, seats, features):
    """Play one game to its end, each seat by its bot; at the start of every turn record,
    for each of `seats` still in, (seat, features, flat.score). The rows and the result."""
    state = rules.new_state(rng)
    state.log_events = False
    seen, starts = -1, []
    while not state.is_over():
        if state.phase == ROLL and state.turns != seen:
            seen = state.turns
            starts += [(s, features(state, s), flat.score(state, s)) for s in seats if not state.finished[s]]
        if state.is_chance():
            state.play_chance(rng)
        else:
            actor = state.actors()[0]
            state.apply(actor, bots[actor].choose(state.view(actor)))
    return starts, state.result()


def sample(players: int, games: int, seed: int, features=judge.features):
    """(features, old score, won) rows, and the game each row came from."""
    rules = GAMES["wazabi"].make_rules(players)
    bots = [GreedyPlayer()] * players
    rows, old, won, game_of = [], [], [], []
    for g in range(games):
        starts, result = play_recording(rules, random.Random(seed * 1_000_003 + g), bots, range(players), features)
        for s, row, before in starts:
            rows.append(row)
            old.append(before)
            won.append(1.0 if s in result.winners else 0.0)
            game_of.append(g)
    return np.array(rows), np.array(old), np.array(won), np.array(game_of)


def hard_game(task):
    """One game of `hard` (HARD_BUDGET) against `greedy`: (features, old score, won) rows
    at the start of every turn for `hard`'s seat. Seeded by the game number alone."""
    players, game, features = task
    rules = GAMES["wazabi"].make_rules(players)
    hard_seat = game % players
    bots = [halving.HalvingPlayer(player_rng(game, s), rules, budget=HARD_BUDGET) if s == hard_seat
            else GreedyPlayer() for s in range(players)]
    starts, result = play_recording(rules, random.Random(game), bots, [hard_seat], features)
    won = 1.0 if any(s in result.winners for s in rules.side_of(hard_seat)) else 0.0
    return [(row, before, won) for _, row, before in starts]


def sample_from_hard(players: int, games: int, seed: int, features=judge.features, jobs: int = 2):
    """sample()'s rows from games seed .. seed+games-1 of `hard` against `greedy` (hard_game)."""
    numbers = range(seed, seed + games)
    with multiprocessing.Pool(jobs) as pool:
        played = pool.map(hard_game, [(players, g, features) for g in numbers], chunksize=20)
    rows = [(*row, g) for g, game in zip(numbers, played) for row in game]
    x, old, won, game_of = zip(*rows)
    return np.array(x), np.array(old), np.array(won), np.array(game_of)


def fit(x, y):
    w = np.zeros(x.shape[1])
    for _ in range(25):
        p = 1 / (1 + np.exp(-np.clip(x @ w, -30, 30)))
        grad = x.T @ (p - y) + L2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + L2 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def log_loss(p, y) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8000, help="greedy self-play games per number of players")
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--dry-run", action="store_true", help="print, write nothing")
    parser.add_argument("--cards", action="store_true", help="judge.card_features: each card's count in "
                        "the seat's and the nearest opponent's hands too (-> wazabi_judge_cards.json)")
    parser.add_argument("--players", default="2,3,4,5,6", help="numbers of players, comma-separated")
    parser.add_argument("--from-hard", action="store_true", help="positions from `hard` (250 play-outs) "
                        "against `greedy`, hard's seat only (games numbered from --seed)")
    parser.add_argument("--out", default="", help="write here instead of the shipped judge's file")
    parser.add_argument("--jobs", type=int, default=2, help="--from-hard: processes")
    args = parser.parse_args(argv)
    features = judge.card_features if args.cards else judge.features
    names = judge.card_feature_names if args.cards else judge.feature_names
    path = judge.CARDS_WEIGHTS_PATH if args.cards else judge.WEIGHTS_PATH
    if args.out:
        path = Path(args.out)
    elif args.from_hard:
        parser.error("--from-hard needs --out: the shipped judge is fitted on greedy self-play")
    weights, report = {}, {}
    for players in [int(p) for p in args.players.split(",")]:
        if args.from_hard:
            x, old, y, game_of = sample_from_hard(players, args.games, args.seed, features, args.jobs)
        else:
            x, old, y, game_of = sample(players, args.games, args.seed + players, features)
        held = game_of % 4 == 3
        w = fit(x[~held], y[~held])
        p = 1 / (1 + np.exp(-np.clip(x[held] @ w, -30, 30)))
        new_loss, old_loss = log_loss(p, y[held]), log_loss(old[held], y[held])
        print(f"{players} players: {len(y)} positions from {args.games} games; held-out log-loss "
              f"{new_loss:.4f} (flat.score {old_loss:.4f})", flush=True)
        weights[str(players)] = [round(float(v), 5) for v in fit(x, y)]    # the shipped fit: every game
        report[str(players)] = {"positions": int(len(y)), "held_out_log_loss": round(new_loss, 4),
                                "flat_score_log_loss": round(old_loss, 4),
                                "features": names(players)}
    extra = ((" --cards" if args.cards else "") + (f" --players {args.players}" if args.players != "2,3,4,5,6" else "")
             + (f" --from-hard --out {args.out}" if args.from_hard else ""))
    data = {"provenance": {"command": f"python tools/fit_wazabi_judge.py --games {args.games} --seed {args.seed}{extra}",
                           "date": datetime.date.today().isoformat(),
                           "games": (f"hard ({HARD_BUDGET} play-outs) against greedy, hard's seat, "
                                     "positions at every turn's start" if args.from_hard else
                                     "greedy self-play, every seat, positions at every turn's start"),
                           "fit": report},
            "weights": weights}
    if not args.dry_run:
        path.write_text(json.dumps(data, indent=1) + "\n")
        print(f"-> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
