"""Simulation speed benchmark: headless games per second, one process, no log.

    python tools/bench.py [--game ID] [--games N] [--repeats R]

Easy Come, Easy Go (the default; issue 2's target: >= 2,000 two-player `random`
games per second on the 2-core reference machine) or Wazabi (issue 13's target:
>= 2,500 four-player `random` games per second) or YAM color (issue 15's target:
>= 2,000 four-player `random` games per second). For another game, Easy Come, Easy
Go's random,random is measured in the same run, alternating with its rows, so the
figures share the machine's load. Prints the median and spread of R runs
as a Markdown table for the README. Medians, not means: the machine is shared.
Times are the process's CPU time (`--clock cpu`, the default: other programs on a
busy machine do not count) or wall-clock time (`--clock wall`).
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
from game.registry import GAMES  # noqa: E402

ECEG, WAZABI, YAM = GAMES["easy-come-easy-go"], GAMES["wazabi"], GAMES["yam-color"]
PAIRINGS = {
    ECEG.id: [(ECEG, "random,random"), (ECEG, "greedy,greedy"), (ECEG, "random,greedy,random"),
              (ECEG, "greedy,greedy,greedy,greedy,greedy,greedy")],
    WAZABI.id: [(WAZABI, "random,random,random,random"), (ECEG, "random,random"),
                (WAZABI, "random,random"), (WAZABI, "greedy,greedy,greedy,greedy"),
                (WAZABI, "greedy,greedy,greedy,greedy,greedy,greedy")],
    YAM.id: [(YAM, "random,random,random,random"), (ECEG, "random,random"),
             (YAM, "random,random"), (YAM, "hard,medium,easy,perfect")],
}


CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}


def measure(pairings, games: int, repeats: int, clock=time.process_time) -> list[list[float]]:
    """Rates per pairing; the repeats go round all pairings in turn (shared load)."""
    rules = [game.make_rules(len(kinds.split(","))) for game, kinds in pairings]
    for (game, kinds), r in zip(pairings, rules):
        run(game, r, kinds.split(","), min(games, 200), 12345)   # warm the caches
    rates: list[list[float]] = [[] for _ in pairings]
    for repeat in range(repeats):
        for i, ((game, kinds), r) in enumerate(zip(pairings, rules)):
            started = clock()
            run(game, r, kinds.split(","), games, repeat)
            rates[i].append(games / (clock() - started))
    return rates


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(PAIRINGS), default=ECEG.id)
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--clock", choices=list(CLOCKS), default="cpu",
                        help="cpu: the process's CPU time (default); wall: elapsed time")
    args = parser.parse_args()
    pairings = PAIRINGS[args.game]
    print(f"Python {platform.python_version()}, {platform.machine()}, "
          f"{args.games} games x {args.repeats} runs, no log, {args.clock} time\n")
    several = len({game.id for game, _kinds in pairings}) > 1    # a game column only then
    print(("| game " if several else "") + "| players | games/s (median) | min - max |")
    print(("|---" if several else "") + "|---|---:|---:|")
    for (game, kinds), rates in zip(pairings, measure(pairings, args.games, args.repeats, CLOCKS[args.clock])):
        print((f"| {game.title} " if several else "") + f"| {kinds} | {statistics.median(rates):,.0f} | "
              f"{min(rates):,.0f} - {max(rates):,.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
