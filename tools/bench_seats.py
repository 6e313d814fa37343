"""Is any seat favoured? A table of one kind of computer player, every seat's win rate
with its 95% interval, beside the fair share (the README's "No seat bias" tables).

    python tools/bench_seats.py                                   # every game, every level, 4 seats
    python tools/bench_seats.py --game wazabi --levels greedy,medium --games 4000 --jobs 2
    python tools/bench_seats.py --players 3 --games 1000

At a table of one kind nothing tells the seats apart but their numbers and the order of
play, so a seat whose interval misses the fair share is favoured (or harmed) by its
number or by moving first; the `first` column names who starts (seat 1 in Easy Come,
Easy Go after its roll-off, a roll-off in Wazabi, the thrower in YAM color), to tell
the two apart. The fair share is the average rate of the seats (shared wins count for
every winner, so it may be above 1/players). Intervals: Wilson's, 95%.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.simulate import run  # noqa: E402
from game.registry import GAMES  # noqa: E402

Z = 1.96


def wilson(wins: int, games: int) -> tuple[float, float]:
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + Z * Z / (2 * games)) / (1 + Z * Z / games)
    half = Z * math.sqrt(p * (1 - p) / games + Z * Z / (4 * games * games)) / (1 + Z * Z / games)
    return centre - half, centre + half


def line(game, level: str, players: int, games: int, seed: int, jobs: int) -> tuple[str, bool]:
    rules = game.make_rules(players, **game.options_in_effect(players, {}))
    started = time.perf_counter()
    tally = run(game, rules, [level] * players, games, seed, jobs=jobs)
    seconds = time.perf_counter() - started
    rates = [w / tally.games for w in tally.wins]
    fair = sum(rates) / players
    cells, fair_everywhere = [], True
    for wins in tally.wins:
        low, high = wilson(wins, tally.games)
        inside = low <= fair <= high
        fair_everywhere &= inside
        cells.append(f"{100 * wins / tally.games:.1f} [{100 * low:.1f}, {100 * high:.1f}]" + ("" if inside else " **"))
    verdict = "yes" if fair_everywhere else "**no**"
    return (f"| {game.id} | {level} | {tally.games} | " + " | ".join(cells)
            + f" | {100 * fair:.1f} | {verdict} | {seconds:.0f} s |"), fair_everywhere


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=list(GAMES), action="append", help="a game (default: every game)")
    parser.add_argument("--levels", help="comma-separated levels (default: every level the menus offer)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2811)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    seats = " | ".join(f"seat {s + 1}" for s in range(args.players))
    print(f"Seat bias, tables of {args.players} of one kind, {args.games} games a line, seed {args.seed} "
          f"(`python tools/bench_seats.py {' '.join(argv)}`, {time.strftime('%Y-%m-%d')}); "
          "win rate % [95% interval], ** where the interval misses the fair share")
    print()
    print(f"| game | level | games | {seats} | fair share | every seat fair | time |")
    print("|---|---|---|" + "---|" * args.players + "---|---|---|")
    everywhere = True
    for game_id in args.game or list(GAMES):
        game = GAMES[game_id]
        levels = args.levels.split(",") if args.levels else list(game.people_kinds)
        for level in levels:
            if level not in game.players:
                print(f"{game_id} has no level {level!r}", file=sys.stderr)
                return 2
            text, fair = line(game, level, args.players, args.games, args.seed, args.jobs)
            everywhere &= fair
            print(text, flush=True)
    return 0 if everywhere else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
