"""Simulation speed benchmark: headless games per second (issue 2's target: >= 2,000
two-player `random` games per second without a log, on the 2-core reference machine).

    python tools/bench.py [--games N] [--repeats R]

Runs each pairing R times in this process and prints the median and spread, as
a Markdown table for the README. Medians, not means: the machine is shared.
"""
from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.simulate import run  # noqa: E402
from game.eceg.state import Rules  # noqa: E402
from game.eceg.game import GAME  # noqa: E402

PAIRINGS = [
    ("random,random", Rules(2)),
    ("greedy,greedy", Rules(2)),
    ("random,greedy,random", Rules(3)),
    ("greedy,greedy,greedy,greedy,greedy,greedy", Rules(6)),
]


def measure(kinds: list[str], rules: Rules, games: int, repeats: int) -> list[float]:
    run(GAME, rules, kinds, min(games, 200), 12345)  # warm the caches (greedy's planners)
    rates = []
    for r in range(repeats):
        started = time.perf_counter()
        run(GAME, rules, kinds, games, r)
        rates.append(games / (time.perf_counter() - started))
    return rates


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    print(f"Python {platform.python_version()}, {platform.machine()}, "
          f"{args.games} games x {args.repeats} runs, no log\n")
    print("| players | games/s (median) | min - max |")
    print("|---|---:|---:|")
    for kinds, rules in PAIRINGS:
        rates = measure(kinds.split(","), rules, args.games, args.repeats)
        print(f"| {kinds} | {statistics.median(rates):,.0f} | {min(rates):,.0f} - {max(rates):,.0f} |",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
