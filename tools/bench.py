"""Simulation speed benchmark: headless games per second, one process, no log.

    python tools/bench.py [--game ID] [--games N] [--repeats R]

Easy Come, Easy Go (the default; issue 2's target: >= 2,000 two-player `random`
games per second on the 2-core reference machine) or Wazabi (issue 13's target:
>= 2,500 four-player `random` games per second) or YAM color (issue 15's target:
>= 2,000 four-player `random` games per second). For another game, Easy Come, Easy
Go's random,random is measured in the same run, alternating with its rows, so the
figures share the machine's load. Time is the process's CPU time (what another
program on the shared machine takes is not counted); prints the median and spread
of R runs as a Markdown table for the README. Medians, not means: the machine is shared.

A row whose games are long plays fewer of them (its share of N): four uniformly
random YAM color callers play about 1,500 rounds a game (game/yam_color/ai/reference.py).
YAM color's rows also give rounds (cards turned) per second.
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
# (game, players, share of --games)
PAIRINGS = {
    ECEG.id: [(ECEG, "random,random", 1), (ECEG, "greedy,greedy", 1), (ECEG, "random,greedy,random", 1),
              (ECEG, "greedy,greedy,greedy,greedy,greedy,greedy", 1)],
    WAZABI.id: [(WAZABI, "random,random,random,random", 1), (ECEG, "random,random", 1),
                (WAZABI, "random,random", 1), (WAZABI, "greedy,greedy,greedy,greedy", 1),
                (WAZABI, "greedy,greedy,greedy,greedy,greedy,greedy", 1)],
    YAM.id: [(YAM, "random,random,random,random", 1 / 40), (ECEG, "random,random", 1),
             (YAM, "random,random", 1 / 4), (YAM, "perfect,perfect,perfect,perfect", 1 / 4),
             (YAM, "hard,medium,easy,perfect", 1 / 10)],
}


def measure(pairings, games: int, repeats: int) -> list[list[tuple[float, float]]]:
    """(games/s, rounds/s) per pairing and run; the repeats go round all pairings in
    turn (shared load). Rounds only for games whose result counts them."""
    rules = [game.make_rules(len(kinds.split(","))) for game, kinds, _share in pairings]
    counts = [max(1, round(games * share)) for _game, _kinds, share in pairings]
    for (game, kinds, _share), r, n in zip(pairings, rules, counts):
        run(game, r, kinds.split(","), min(n, 200), 12345)   # warm the caches
    rates: list[list[tuple[float, float]]] = [[] for _ in pairings]
    for repeat in range(repeats):
        for i, ((game, kinds, _share), r, n) in enumerate(zip(pairings, rules, counts)):
            started = time.process_time()
            tally = run(game, r, kinds.split(","), n, repeat)
            seconds = time.process_time() - started
            rates[i].append((n / seconds, tally.figures.get("rounds", 0) / seconds))
    return rates


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(PAIRINGS), default=ECEG.id)
    parser.add_argument("--games", type=int, default=4000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    pairings = PAIRINGS[args.game]
    print(f"Python {platform.python_version()}, {platform.machine()}, "
          f"{args.games} games x {args.repeats} runs (long rows: their share), no log, CPU time\n")
    several = len({game.id for game, _kinds, _share in pairings}) > 1    # a game column only then
    rounds = args.game == YAM.id
    print(("| game " if several else "") + "| players | games | games/s (median) | min - max |"
          + (" rounds/s (median) |" if rounds else ""))
    print(("|---" if several else "") + "|---|---:|---:|---:|" + ("---:|" if rounds else ""))
    for (game, kinds, share), runs in zip(pairings, measure(pairings, args.games, args.repeats)):
        per_game = [g for g, _r in runs]
        line = ((f"| {game.title} " if several else "") + f"| {kinds} | {max(1, round(args.games * share)):,} | "
                f"{statistics.median(per_game):,.0f} | {min(per_game):,.0f} - {max(per_game):,.0f} |")
        if rounds:
            line += f" {statistics.median(r for _g, r in runs):,.0f} |" if game is YAM else " |"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
