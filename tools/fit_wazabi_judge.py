"""Fit game/wazabi/ai/judge.py's weights and write them with their provenance.

    python tools/fit_wazabi_judge.py --cards            # hard's judge, judge.load(): 2-6 players (~3 min)
    python tools/fit_wazabi_judge.py                    # judge.plain() (assets/ai/wazabi_judge.json)
    python tools/fit_wazabi_judge.py --games 4000 --dry-run

For each number of players, plays `--games` games of `greedy` against itself (the
policy `hard`'s play-outs use: the model is the chance of winning from a position
if everyone then plays as the play-outs do), records every seat's features at the
start of every turn (where a play-out stops) and whether its side won, and fits a
logistic regression by Newton's method (small L2 penalty). A quarter of the games
are held out: their log-loss is printed next to flat.score's hand-set curve (the
fitted model must do better to be kept). Needs numpy (the game itself does not).
"""
from __future__ import annotations

import argparse
import datetime
import json
import random
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.wazabi.ai import flat, judge  # noqa: E402
from game.wazabi.ai.reference import GreedyPlayer  # noqa: E402
from game.wazabi.phases import ROLL  # noqa: E402
from game.registry import GAMES  # noqa: E402

L2 = 1.0


def sample(players: int, games: int, seed: int, features=judge.features):
    """(features, old score, won) rows, and the game each row came from."""
    wazabi = GAMES["wazabi"]
    rules = wazabi.make_rules(players)
    greedy = GreedyPlayer()
    rows, old, won, game_of = [], [], [], []
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        state = rules.new_state(rng)
        state.log_events = False
        seen, starts = -1, []
        while not state.is_over():
            if state.phase == ROLL and state.turns != seen:
                seen = state.turns
                for s in range(players):
                    if not state.finished[s]:
                        starts.append((s, features(state, s), flat.score(state, s)))
            if state.is_chance():
                state.play_chance(rng)
            else:
                actor = state.actors()[0]
                state.apply(actor, greedy.choose(state.view(actor)))
        winners = state.result().winners
        for s, row, before in starts:
            rows.append(row)
            old.append(before)
            won.append(1.0 if s in winners else 0.0)
            game_of.append(g)
    return np.array(rows), np.array(old), np.array(won), np.array(game_of)


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
    args = parser.parse_args(argv)
    features = judge.card_features if args.cards else judge.features
    names = judge.card_feature_names if args.cards else judge.feature_names
    path = judge.CARDS_WEIGHTS_PATH if args.cards else judge.WEIGHTS_PATH
    weights, report = {}, {}
    for players in [int(p) for p in args.players.split(",")]:
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
    extra = (" --cards" if args.cards else "") + (f" --players {args.players}" if args.players != "2,3,4,5,6" else "")
    data = {"provenance": {"command": f"python tools/fit_wazabi_judge.py --games {args.games} --seed {args.seed}{extra}",
                           "date": datetime.date.today().isoformat(),
                           "games": "greedy self-play, every seat, positions at every turn's start",
                           "fit": report},
            "weights": weights}
    if not args.dry_run:
        path.write_text(json.dumps(data, indent=1) + "\n")
        print(f"-> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
