"""Benchmark of the computer levels: the figures the README quotes.

    python tools/bench_ai.py                 # everything (~10 min on 2 cores)
    python tools/bench_ai.py --games 2000    # quicker, wider intervals
    python tools/bench_ai.py --only exact,loss,times
    python tools/bench_ai.py --only mixed --games 3000 --jobs 2
    python tools/bench_ai.py --game wazabi   # another game's levels (matrix, times)
    python tools/bench_ai.py --game wazabi --only matrix --lineup hard:3000,greedy --games 400

Sections: `solve` (solve time, table load time), `exact` (exact two-player
figures by policy evaluation), `bellman` (the shipped table checked as the
solution through the engine and the reference planner, every position), `loss`
(Hard's decisions in `simulate --log` files, each against that check), `matrix`
(win rates by simulation, seats rotated, 95% intervals), `mixed` (tables of
several kinds, every seating: each kind's win rate and Hard's lead, see
tools/bench_mixed.py), `times` (decision time per level, median and p99, after
start-up).
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-bench-ai-")     # its main.py runs: never the player's data folder

import bench_levels  # noqa: E402
import bench_mixed  # noqa: E402
import exact  # noqa: E402
import solve  # noqa: E402
from game.eceg.ai import solver  # noqa: E402
from game.eceg.actions import Roll, SetAside, Take  # noqa: E402
from game.core.log import read_events, split_games  # noqa: E402
from game.eceg.log import rules_of  # noqa: E402
from game.core.match import Match, Seat, player_rng  # noqa: E402
from game.eceg.players import make_player  # noqa: E402
from game.eceg.state import Rules  # noqa: E402
from game.core.contract import CHANCE  # noqa: E402

SECTIONS = ("solve", "exact", "bellman", "loss", "matrix", "mixed", "times")


def section_solve():
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        _w, stats = solve.solve()
        runs.append(time.perf_counter() - start)
    data = solver.TABLE_PATH.read_bytes()
    loads = []
    for _ in range(20):
        start = time.perf_counter()
        solver.TwoPlayerTable(solver.decode_table(data))
        loads.append(time.perf_counter() - start)
    print(f"- solve (numpy, {stats['states']} positions, {stats['columns']} up to mirror symmetry, "
          f"{stats['planner_sweeps']} planner sweeps, last change {stats['last_change']:.1e}): "
          f"median {statistics.median(runs):.2f} s over 3 runs")
    print(f"- first player's value: {stats['first_player']:.6f}")
    print(f"- shipped table: {len(data)} bytes, loads in {statistics.median(loads) * 1e3:.1f} ms without numpy")


def section_exact():
    def both(a, b):
        first, second = exact.pair_value(a, b), exact.pair_value(b, a)
        return first, 1 - second, (first + 1 - second) / 2
    print("| pairing (exact) | A moving first | A moving second | A over both seats |")
    print("|---|---|---|---|")
    for a, b in (("hard", "hard"), ("hard", "greedy"), ("hard", "medium"), ("greedy", "greedy"),
                 ("medium", "greedy")):
        first, second, avg = both(a, b)
        print(f"| {a} vs {b} | {first:.5f} | {second:.5f} | {avg:.5f} |")


def section_bellman():
    table = solver.load_table()
    start = time.perf_counter()
    worst = max(abs(exact.bellman_value(k, table) - table[k]) for k in solver.states())
    print(f"- Bellman check of every position (engine outcomes, reference TurnPlanner): "
          f"largest |T(W) - W| = {worst:.1e} ({time.perf_counter() - start:.0f} s)")


def check_log(path: Path) -> tuple[int, float]:
    """(Hard decisions, largest loss of win probability) in a two-player official log."""
    table = solver.load_table()
    count, worst = 0, 0.0
    with open(path, encoding="utf-8") as f:
        games = split_games(read_events(f))
    for game in games:
        start = game[0][1]
        match = Match(rules_of(start), [Seat(p["name"], p["kind"]) for p in start["players"]], start["seed"])
        hard = {i for i, p in enumerate(start["players"]) if p["kind"] == "hard"}
        for _number, event in game[1:]:
            kind = event["type"]
            if kind in ("first_roll", "roll"):
                match.apply(CHANCE, Roll(tuple(event["dice"])))
            elif kind in ("claim", "set_aside"):
                action = Take(event["prize"]) if kind == "claim" else SetAside(tuple(event["dice"]))
                if match.state.seat in hard:
                    worst = max(worst, exact.decision_loss(match.state, action, table))
                    count += 1
                match.apply(match.state.seat, action)
    return count, worst


def section_loss(games: int):
    print("| log (`simulate --players ...`) | games | Hard decisions | largest loss |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for players in ("hard,hard", "hard,easy", "easy,hard", "hard,medium", "medium,hard",
                        "hard,greedy", "greedy,hard"):
            log = Path(tmp) / f"{players}.jsonl"
            subprocess.run([sys.executable, str(ROOT / "main.py"), "simulate", "--players", players,
                            "--games", str(games), "--seed", "1", "--log", str(log)],
                           check=True, stdout=subprocess.DEVNULL)
            count, worst = check_log(log)
            print(f"| {players} | {games} | {count} | {worst:.1e} |")


def _series(args):
    rules, lineup, seeds = args
    n = rules.players
    wins = 0
    for seed in seeds:
        shift = seed % n                      # the tested level sits in every seat in turn
        kinds = lineup[-shift:] + lineup[:-shift] if shift else list(lineup)
        match = Match(rules, [Seat(k, k) for k in kinds], seed, record=False)
        players = [make_player(k, player_rng(seed, s), rules) for s, k in enumerate(kinds)]
        if shift in match.play_out(players).winners:
            wins += 1
    return wins


def win_rate(rules, lineup, games, pool, first_seed=0):
    chunks = [(rules, lineup, range(first_seed + i, first_seed + games, 8)) for i in range(8)]
    wins = sum(pool.map(_series, chunks))
    p = wins / games
    return p, 1.96 * math.sqrt(p * (1 - p) / games)


def section_matrix(games: int, pool, wanted: str = "", first_seed: int = 0):
    print(f"Win rate of the first-named level, seats rotated, {games} games per line "
          "(± 95% interval):\n")
    print("| seats | lineup | dice, hold | win rate | fair share | above fair |")
    print("|---|---|---|---|---|---|")
    lineups = [
        ["hard", "medium"], ["hard", "easy"], ["hard", "greedy"], ["medium", "easy"],
        ["medium", "greedy"], ["easy", "greedy"],
        ["hard", "medium", "medium"], ["hard", "easy", "easy"], ["medium", "easy", "easy"],
        ["hard", "medium", "medium", "medium"], ["hard", "easy", "easy", "easy"],
        ["medium", "easy", "easy", "easy"],
    ]
    runs = [(Rules(len(lineup)), lineup) for lineup in lineups]
    runs += [(Rules(3, faces="1-6"), ["hard", "medium", "medium"]),
             (Rules(4, faces="1-6"), ["hard", "medium", "medium", "medium"]),
             (Rules(4, hold="all-others"), ["hard", "medium", "medium", "medium"]),
             (Rules(5), ["hard"] + ["medium"] * 4)]
    for rules, lineup in runs:
        if wanted not in f"{' vs '.join(lineup)}, {rules.faces}, {rules.hold}":
            continue
        p, half = win_rate(rules, lineup, games, pool, first_seed)
        fair = 1 / len(lineup)
        print(f"| {len(lineup)} | {' vs '.join(lineup)} | {rules.faces}, {rules.hold} | {p:.1%} ± {half:.1%} | "
              f"{fair:.1%} | {(p - fair) * 100:+.1f} pts |", flush=True)


def decision_times(level: str, rules: Rules, games: int, clock=time.perf_counter) -> list[float]:
    """Seconds per decision of `level` in seat 0 (against Medium); `clock` may be
    time.thread_time: the CPU the decision used, immune to other programs on a
    busy machine."""
    times = []
    kinds = [level] + ["medium"] * (rules.players - 1)
    for seed in range(games):
        match = Match(rules, [Seat(k, k) for k in kinds], 10_000 + seed, record=False)
        players = [make_player(k, player_rng(seed, s), rules) for s, k in enumerate(kinds)]
        state = match.state
        while not state.is_over():
            if state.is_chance():
                match.chance()
                continue
            start = clock()
            action = players[state.seat].choose(state)
            if state.seat == 0:
                times.append(clock() - start)
            match.apply(match.state.seat, action)
    return times


def section_times(games: int):
    solver.load_table()   # start-up: the table is loaded once
    print("| level | seats | decisions | median | p99 | p99 of CPU time |")
    print("|---|---|---|---|---|---|")
    for players in (2, 3, 4, 6):
        for level in ("easy", "medium", "hard"):
            rules = Rules(players)
            make_player(level, None, rules)      # start-up (Hard's warm-up) before timing
            times = sorted(decision_times(level, rules, games))
            cpu = sorted(decision_times(level, rules, games, time.thread_time))
            p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
            cpu99 = cpu[min(len(cpu) - 1, int(0.99 * len(cpu)))]
            print(f"| {level} | {players} | {len(times)} | {statistics.median(times) * 1e3:.2f} ms | "
                  f"{p99 * 1e3:.2f} ms | {cpu99 * 1e3:.2f} ms |", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per win-rate line")
    parser.add_argument("--log-games", type=int, default=200, help="games per logged pairing")
    parser.add_argument("--only", default=",".join(SECTIONS), help="comma-separated sections")
    parser.add_argument("--lineups", default="", help="matrix: only lines whose lineup contains this text, "
                        "e.g. 'hard vs medium'")
    parser.add_argument("--seed", type=int, default=0, help="matrix: first game seed (fresh seeds check a "
                        "change measured on the default ones)")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                        help="processes playing the games (matrix, mixed)")
    parser.add_argument("--game", default="easy-come-easy-go", help="the game whose levels to measure")
    parser.add_argument("--lineup", default="", help="another game's matrix: this lineup alone, one kind a "
                        "seat, e.g. hard:3000,greedy (a budget after the colon; references such as "
                        "hard_flat16, hard_peek allowed)")
    parser.add_argument("--levels", default="", help="another game's times: these kinds (default: the "
                        "people's levels), e.g. hard,hard_flat16")
    parser.add_argument("--seats", default="2,4,6", help="another game's times: these numbers of seats")
    parser.add_argument("--time-games", type=int, default=20, help="another game's times: games a line")
    args = parser.parse_args(argv)
    if args.game != "easy-come-easy-go":
        return other_game(args)
    only = args.only.split(",")
    unknown = set(only) - set(SECTIONS)
    if unknown:
        print(f"unknown section(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    if "solve" in only:
        section_solve()
    if "exact" in only:
        section_exact()
    if "bellman" in only:
        section_bellman()
    if "loss" in only:
        section_loss(args.log_games)
    if "matrix" in only:
        with multiprocessing.Pool(args.jobs) as pool:
            section_matrix(args.games, pool, args.lineups, args.seed)
    if "mixed" in only:
        with multiprocessing.Pool(args.jobs) as pool:
            bench_mixed.section_mixed(args.games, pool, args.lineups, args.seed)
    if "times" in only:
        section_times(60)
    return 0


def other_game(args) -> int:
    """Another game's levels: its matrix of lineups and its decision times."""
    if args.game not in bench_levels.LINEUPS:
        print(f"no lineups for {args.game!r} (known: {', '.join(bench_levels.LINEUPS)})", file=sys.stderr)
        return 2
    only = args.only.split(",") if args.only != ",".join(SECTIONS) else ["matrix", "times"]
    lineups = [args.lineup.split(",")] if args.lineup else None
    game = bench_levels.GAMES[args.game]
    for kind in (lineups or [[]])[0] + (args.levels.split(",") if args.levels else []):
        try:
            bench_levels.make(game, kind, 0, 0, game.make_rules(game.min_players))
        except ValueError as exc:
            print(f"bad kind {kind!r}: {exc}", file=sys.stderr)
            return 2
    if "matrix" in only:
        with multiprocessing.Pool(args.jobs) as pool:
            bench_levels.section_matrix(args.game, args.games, pool, args.lineups, args.seed, lineups)
    if "times" in only:
        levels = args.levels.split(",") if args.levels else None
        seats = tuple(int(n) for n in args.seats.split(","))
        bench_levels.section_times(args.game, args.time_games, levels, seats)
    return 0


if __name__ == "__main__":
    sys.exit(main())
