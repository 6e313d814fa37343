"""Headless matches: `python main.py simulate --players A,B[,C...] --games N --seed S`.

Plays N games between computer players, prints per-seat wins with a 95%
confidence interval, how often the starting player won, mean turns per game and
speed, and can write every game to a JSONL log.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from dataclasses import dataclass, field

from .log import write_events
from .match import Match, Seat, player_rng
from .players import KINDS, make_player
from .state import ALL_OTHERS, NEXT_TWO, Rules


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



def run(rules: Rules, kinds: list[str], games: int, seed: int, log=None) -> Tally:
    tally = Tally(kinds)
    started = time.perf_counter()
    for game_seed in game_seeds(seed, games):
        match = play_game(rules, kinds, game_seed, record=log is not None)
        winner = match.state.winner
        tally.games += 1
        tally.wins[winner] += 1
        tally.starter_wins += winner == match.starter
        tally.turns += match.state.turn_number
        if log is not None:
            write_events(match.log, log)
    tally.seconds = time.perf_counter() - started
    return tally


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


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit code 2 (the usage is in --help)
        self.exit(2, f"{self.prog}: error: {message}\n")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text!r}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


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
    parser = _Parser(prog="main.py simulate", description="Play computer players against each other.")
    parser.add_argument("--players", type=_kinds, required=True,
                        help=f"comma-separated kinds, one per seat ({', '.join(KINDS)})")
    parser.add_argument("--games", type=_positive, default=1000)
    parser.add_argument("--seed", type=_seed, default=0)
    parser.add_argument("--faces", choices=["0-5", "1-6"], default="0-5")
    parser.add_argument("--hold", choices=[NEXT_TWO, ALL_OTHERS], default=NEXT_TWO)
    parser.add_argument("--log", metavar="FILE", help="write every game as JSON Lines")
    args = parser.parse_args(argv)
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
        tally = run(args.rules, args.players, args.games, args.seed, log)
    finally:
        if log is not None:
            log.close()
    print(report(tally, args.rules, args.seed))
    return 0
