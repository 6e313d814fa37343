"""Headless matches: `python main.py simulate --players A,B[,C...] --games N --seed S`.

Plays N games between computer players, prints per-seat wins with a 95%
confidence interval, how often the starting player won, mean turns per game and
speed, and can write every game to a JSONL log.
"""
from __future__ import annotations

import argparse
import io
import math
import multiprocessing
import os
import random
import sys
import time
from dataclasses import dataclass, field

from game.core.cli import OneLineParser, whole_number
from game.core.log import write_events
from game.core.match import Match, Seat, player_rng
from game.core.players import KINDS, make_player
from game.eceg.state import ALL_OTHERS, NEXT_TWO, Rules


@dataclass
class Tally:
    """What a series of games produced."""

    kinds: list[str]
    games: int = 0
    wins: list[int] = field(default_factory=list)
    starter_wins: int = 0
    turns: int = 0
    seconds: float = 0.0

    def __post_init__(self):
        self.wins = self.wins or [0] * len(self.kinds)


def game_seeds(seed: int, games: int) -> list[int]:
    """Each game's own seed (written in its start line, so any one game replays alone)."""
    source = random.Random(seed)
    return [source.getrandbits(32) for _ in range(games)]


def play_game(rules: Rules, kinds: list[str], seed: int, record: bool) -> Match:
    seats = [Seat(f"{kind} {i + 1}", kind) for i, kind in enumerate(kinds)]
    match = Match(rules, seats, seed, record=record)
    players = [make_player(kind, player_rng(seed, i), rules) for i, kind in enumerate(kinds)]
    match.play_out(players)
    return match



def _play_many(rules: Rules, kinds: list[str], seeds: list[int], record: bool) -> tuple[Tally, str]:
    """Play the games of `seeds`; return their tally and (if recording) their log text."""
    tally = Tally(kinds)
    out = io.StringIO()
    for game_seed in seeds:
        match = play_game(rules, kinds, game_seed, record=record)
        winner = match.state.winner
        tally.games += 1
        tally.wins[winner] += 1
        tally.starter_wins += winner == match.starter
        tally.turns += match.state.turn_number
        if record:
            write_events(match.log, out)
    return tally, out.getvalue()


def _play_chunk(job) -> tuple[Tally, str]:
    return _play_many(*job)


def run(rules: Rules, kinds: list[str], games: int, seed: int, log=None, jobs: int = 1) -> Tally:
    """Play `games` games; with jobs > 1, in that many processes (same games, same log)."""
    started = time.perf_counter()
    seeds = game_seeds(seed, games)
    chunk = 500 if log is not None else max(1, -(-games // (jobs * 4)))
    parts = [(rules, kinds, seeds[i:i + chunk], log is not None) for i in range(0, games, chunk)]
    tally = Tally(kinds)
    if jobs > 1 and len(parts) > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            results = pool.imap(_play_chunk, parts)
            _collect(tally, results, log)
    else:
        _collect(tally, map(_play_chunk, parts), log)
    tally.seconds = time.perf_counter() - started
    return tally


def _collect(tally: Tally, results, log) -> None:
    for part, text in results:   # in game order, so the log is the same for any job count
        tally.games += part.games
        tally.wins = [a + b for a, b in zip(tally.wins, part.wins)]
        tally.starter_wins += part.starter_wins
        tally.turns += part.turns
        if log is not None:
            log.write(text)


def wilson(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return (centre - spread) / scale, (centre + spread) / scale


def report(tally: Tally, rules: Rules, seed: int) -> str:
    n = tally.games
    lines = [f"{n} games, {rules.players} players, faces {rules.faces}, hold {rules.hold}, seed {seed}",
             f"{'seat':<6}{'kind':<10}{'wins':>7}{'win rate':>10}   95% CI"]

    def row(label: str, kind: str, wins: int) -> str:
        low, high = wilson(wins, n)
        rate = wins / n if n else 0.0
        return f"{label:<6}{kind:<10}{wins:>7}{rate:>9.1%}   [{low:.1%}, {high:.1%}]"

    for seat, kind in enumerate(tally.kinds):
        lines.append(row(str(seat), kind, tally.wins[seat]))
    lines.append(row("first", "(starter)", tally.starter_wins))
    mean_turns = tally.turns / n if n else 0.0
    speed = n / tally.seconds if tally.seconds > 0 else float("inf")
    lines.append(f"mean turns per game: {mean_turns:.1f}")
    lines.append(f"speed: {speed:,.0f} games/s ({tally.seconds:.2f} s)")
    return "\n".join(lines)


def _kinds(text: str) -> list[str]:
    kinds = [k.strip() for k in text.split(",")]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown player kind {unknown[0]!r} (known: {', '.join(KINDS)})")
    if not 2 <= len(kinds) <= 6:
        raise argparse.ArgumentTypeError(f"a game has 2 to 6 players, not {len(kinds)}")
    return kinds


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = OneLineParser(prog="main.py simulate", description="Play computer players against each other.")
    parser.add_argument("--players", type=_kinds, required=True,
                        help=f"comma-separated kinds, one per seat ({', '.join(KINDS)})")
    parser.add_argument("--games", type=whole_number(1), default=1000)
    parser.add_argument("--seed", type=whole_number(), default=0)
    parser.add_argument("--faces", choices=["0-5", "1-6"], default="0-5")
    parser.add_argument("--hold", choices=[NEXT_TWO, ALL_OTHERS], default=NEXT_TWO)
    parser.add_argument("--log", metavar="FILE", help="write every game as JSON Lines")
    parser.add_argument("--jobs", type=whole_number(), default=1,
                        help="processes to play in (0: one per core); results do not depend on it")
    args = parser.parse_args(argv)
    if args.jobs < 0:
        parser.error(f"--jobs must be 0 (one per core) or more, not {args.jobs}")
    args.jobs = args.jobs or os.cpu_count() or 1
    try:
        args.rules = Rules(players=len(args.players), faces=args.faces, hold=args.hold)
    except ValueError as exc:
        parser.error(str(exc))
    return args


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    log = None
    if args.log:
        try:
            log = open(args.log, "w", encoding="utf-8")
        except OSError as exc:
            print(f"main.py simulate: error: cannot write --log {args.log}: {exc.strerror}", file=sys.stderr)
            return 2
    try:
        tally = run(args.rules, args.players, args.games, args.seed, log, args.jobs)
    finally:
        if log is not None:
            log.close()
    print(report(tally, args.rules, args.seed))
    return 0
