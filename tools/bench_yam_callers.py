"""YAM color's computer callers measured (the figures of the README and of
game/yam_color/ai/people.py): for each level, the median and 90th-percentile time of
its calls, how often a call is too high, how often it does not call in time, and its
win rate against the other levels (seats rotated, so no level keeps seat 0).

    python tools/bench_yam_callers.py [--games N] [--seed S] [--call-time 8]

Prints two Markdown tables: easy, medium and hard together; then with perfect.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.simulate import play_game  # noqa: E402
from game.registry import GAMES  # noqa: E402

YAM = GAMES["yam-color"]


def measure(levels: list[str], games: int, seed: int, call_time: str) -> dict:
    figures = {k: {"times": [], "calls": 0, "wrong": 0, "silent": 0, "rounds": 0, "wins": 0.0} for k in levels}
    rules = YAM.make_rules(len(levels), call_time=call_time)
    for g in range(games):
        shift = g % len(levels)
        kinds = levels[shift:] + levels[:shift]
        log = play_game(YAM, rules, kinds, seed + g, record=True).log
        called: set = set()
        for event in log:
            kind = event["type"]
            if kind == "throw":
                called = set()
            elif kind == "call":
                f = figures[kinds[event["player"]]]
                f["times"].append(event["time"])
                f["calls"] += 1
                called.add(event["player"])
            elif kind == "fine":
                figures[kinds[event["player"]]]["wrong"] += 1
            elif kind in ("take", "unclaimed"):
                for seat, k in enumerate(kinds):
                    figures[k]["rounds"] += 1
                    figures[k]["silent"] += seat not in called
            elif kind == "end":
                for seat in event["winners"]:      # a shared win counts a share
                    figures[kinds[seat]]["wins"] += 1 / len(event["winners"])
    return figures


def table(levels: list[str], figures: dict, games: int) -> str:
    lines = ["| level | median call time | 90th percentile | wrong calls | no call in time | win rate |",
             "|---|---:|---:|---:|---:|---:|"]
    for k in levels:
        f = figures[k]
        times = sorted(f["times"])
        p90 = times[int(0.9 * (len(times) - 1))] if times else float("nan")
        lines.append(f"| {k} | {statistics.median(times):.2f} s | {p90:.2f} s | {f['wrong'] / f['calls']:.1%} | "
                     f"{f['silent'] / f['rounds']:.1%} | {f['wins'] / games:.1%} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--call-time", default="8")
    args = parser.parse_args()
    for levels in (["easy", "medium", "hard"], ["easy", "medium", "hard", "perfect"]):
        figures = measure(levels, args.games, args.seed, args.call_time)
        print(f"{args.games} games of {', '.join(levels)} (seats rotated), call time {args.call_time}\n")
        print(table(levels, figures, args.games) + "\n", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
