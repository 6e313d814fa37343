"""YAM color's computer callers measured (the figures of the README and of
game/yam_color/ai/people.py): for each level, the median and 90th-percentile time of
its calls, how often a call is too high, how often it does not call in time, the
share of the rounds it wins (cards taken) and its win rate against the other levels
(seats rotated, so no level keeps seat 0; a shared win counts its share).

    python tools/bench_yam_callers.py [--games N] [--seed S] [--call-time 8]

Every share with its 95% interval (Wilson), the median with the interval of its
order statistics; the rounds of a game are not independent draws, so the intervals of
the shares of calls and rounds are a little narrower than the truth, the games' are
sound. Prints Markdown tables: easy, medium and hard together; each pair of them face to
face; the three with perfect; and each level face to face with a steady caller, one
that always calls right T seconds after the reveal (a yardstick for a person: who
usually calls right within T seconds can expect about that result).
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.match import Match, Seat, player_rng  # noqa: E402
from game.core.simulate import play_game  # noqa: E402
from game.registry import GAMES  # noqa: E402
from game.yam_color.ai.people import PerfectCaller  # noqa: E402

YAM = GAMES["yam-color"]


def measure(levels: list[str], games: int, seed: int, call_time: str) -> dict:
    figures = {k: {"times": [], "calls": 0, "wrong": 0, "paid": 0, "silent": 0, "rounds": 0, "taken": 0, "wins": 0.0}
               for k in levels}
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
                figures[kinds[event["player"]]]["paid"] += event["card"] is not None
            elif kind in ("take", "unclaimed"):
                if kind == "take":
                    figures[kinds[event["player"]]]["taken"] += 1
                for seat, k in enumerate(kinds):
                    figures[k]["rounds"] += 1
                    figures[k]["silent"] += seat not in called
            elif kind == "end":
                for seat in event["winners"]:      # a shared win counts a share
                    figures[kinds[seat]]["wins"] += 1 / len(event["winners"])
    return figures


def share(k: float, n: int) -> str:
    """A share with its 95% interval (Wilson's, sound near 0% and 100%)."""
    if not n:
        return "—"
    p, z = k / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return f"{p:.1%} [{max(0.0, centre - half):.1%}, {min(1.0, centre + half):.1%}]"


def median_interval(times: list[float]) -> str:
    """The median with its 95% interval from the order statistics (n/2 ± 0.98 sqrt n)."""
    n = len(times)
    if not n:
        return "—"
    low, high = (max(0, min(n - 1, round(n / 2 + s * 0.98 * math.sqrt(n)))) for s in (-1, 1))
    return f"{statistics.median(times):.2f} s [{times[low]:.2f}, {times[high]:.2f}]"


def table(levels: list[str], figures: dict, games: int) -> str:
    lines = ["| level | median call time | 90th percentile | wrong calls | of which paid a card | no call in time | "
             "rounds won | win rate |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for k in levels:
        f = figures[k]
        times = sorted(f["times"])
        p90 = times[int(0.9 * (len(times) - 1))] if times else float("nan")
        lines.append(f"| {k} | {median_interval(times)} | {p90:.2f} s | {share(f['wrong'], f['calls'])} | "
                     f"{share(f['paid'], f['calls'])} | "
                     f"{share(f['silent'], f['rounds'])} | {share(f['taken'], f['rounds'])} | "
                     f"{share(f['wins'], games)} |")
    return "\n".join(lines)


STEADY_TIMES = (3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0)


class Steady(PerfectCaller):
    """Always the right count (with perfect's strategy), always `delay` seconds after the reveal."""

    def __init__(self, delay: float):
        self.delay = delay


def steady_table(levels: list[str], games: int, seed: int, call_time: str) -> str:
    """Each level's game win rate face to face with a steady caller (seats alternate)."""
    rules = YAM.make_rules(2, call_time=call_time)
    lines = ["| level | " + " | ".join(f"{t:g} s" for t in STEADY_TIMES) + " |",
             "|---|" + "---:|" * len(STEADY_TIMES)]
    for level in levels:
        row = []
        for delay in STEADY_TIMES:
            wins = 0.0
            for g in range(games):
                seats = [level, "steady"] if g % 2 else ["steady", level]
                match = Match(rules, [Seat(k, "human") for k in seats], seed + g, record=False)
                players = [Steady(delay) if k == "steady" else YAM.players.make(k, player_rng(seed + g, s), rules)
                           for s, k in enumerate(seats)]
                winners = YAM.play_out(match, players).winners
                wins += sum(1 / len(winners) for s in winners if seats[s] == level)
            row.append(f"{wins / games:.0%}")
        lines.append(f"| {level} | " + " | ".join(row) + " |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--call-time", default="8")
    args = parser.parse_args()
    tables = (["easy", "medium", "hard"], ["easy", "medium"], ["medium", "hard"], ["easy", "hard"],
              ["easy", "medium", "hard", "perfect"])
    for levels in tables:
        figures = measure(levels, args.games, args.seed, args.call_time)
        print(f"{args.games} games of {', '.join(levels)} (seats rotated), call time {args.call_time}\n")
        print(table(levels, figures, args.games) + "\n", flush=True)
    print(f"{args.games} games of each level against a steady caller, always right, T s after the reveal "
          f"(the level's win rate), call time {args.call_time}\n")
    print(steady_table(["easy", "medium", "hard"], args.games, args.seed, args.call_time), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
