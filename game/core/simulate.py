"""Headless matches of any game:
`python main.py simulate [--game ID] --players A,B[,C...] --games N --seed S [game options]`.

Plays N games between computer players, prints per-seat wins with a 95%
confidence interval, the game's own figures and the speed, and can write every
game to a JSON Lines log. The games come from the registry the caller hands in.
"""
from __future__ import annotations

import argparse
import collections
import io
import itertools
import math
import os
import random
import signal
import sys
import time
from dataclasses import dataclass, field
from typing import Iterator, Mapping

from game.core.cli import (OneLineParser, add_game_options, chosen_game, file_named, foreign_option, open_output,
                           whole_number)
from game.core.contract import Game
from game.core.log import write_events
from game.core.interrupt import RunInterrupts
from game.core.match import Match, Seat, player_rng
from game.core.progress import PROGRESS_EVERY, ChunkSizes, Progress


@dataclass
class Tally:
    """What a series of games produced."""

    kinds: list[str]
    games: int = 0
    wins: list[int] = field(default_factory=list)
    figures: dict[str, float] = field(default_factory=dict)   # sums of each result figure
    seconds: float = 0.0
    stopped: bool = False     # Ctrl+C before the end

    def __post_init__(self):
        self.wins = self.wins or [0] * len(self.kinds)

    def add(self, other: "Tally") -> None:
        self.games += other.games
        self.wins = [a + b for a, b in zip(self.wins, other.wins)]
        for name, value in other.figures.items():
            self.figures[name] = self.figures.get(name, 0) + value


def game_seeds(seed: int, games: int) -> Iterator[int]:
    """Each game's own seed (written in its start line, so any one game replays alone),
    made as they are needed: a count of a trillion games costs no memory."""
    source = random.Random(seed)
    for _ in range(games):
        yield source.getrandbits(32)


def play_game(game: Game, rules, kinds: list[str], seed: int, record: bool) -> Match:
    seats = [Seat(f"{kind} {i + 1}", kind) for i, kind in enumerate(kinds)]
    match = Match(rules, seats, seed, record=record)
    players = [game.players.make(kind, player_rng(seed, i), rules) for i, kind in enumerate(kinds)]
    if game.play_out is not None:
        game.play_out(match, players)
    else:
        match.play_out(players)
    return match


def _play_into(tally: Tally, out: io.StringIO, game: Game, rules, kinds: list[str], seeds: list[int],
               record: bool, interrupts: RunInterrupts | None = None) -> None:
    """Play the games of `seeds` into `tally` (and, if recording, their lines into `out`).
    With `interrupts`, Ctrl+C drops the game under way and leaves `tally` and `out` with
    every game finished before it, each whole."""
    started = time.perf_counter()
    for game_seed in seeds:
        if interrupts is None:
            match = play_game(game, rules, kinds, game_seed, record=record)
        else:
            with interrupts.droppable():
                match = play_game(game, rules, kinds, game_seed, record=record)
        result = match.state.result()
        tally.games += 1
        for seat in result.winners:
            tally.wins[seat] += 1
        for name, value in result.figures.items():
            tally.figures[name] = tally.figures.get(name, 0) + value
        if record:
            write_events(match.log, out)
        tally.seconds = time.perf_counter() - started
    if interrupts is not None:
        interrupts.check()


def _play_chunk(job) -> tuple[Tally, str]:
    """A worker's chunk: its tally and its log text."""
    game, rules, kinds, seeds, record = job
    tally, out = Tally(kinds), io.StringIO()
    _play_into(tally, out, game, rules, kinds, seeds, record)
    return tally, out.getvalue()


def _multiprocessing():
    """The multiprocessing module, or None where it is left out (the packaged game, whose
    start-up it would slow: build.spec): then the games are played in this process, with
    the same results, since they never depend on the number of processes."""
    try:
        import multiprocessing
    except ImportError:
        return None
    return multiprocessing


def _quiet_worker() -> None:
    """Ctrl+C is the parent's to handle (it prints the table so far); workers stay silent."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run(game: Game, rules, kinds: list[str], games: int, seed: int, log=None, jobs: int = 1,
        progress=None, chunk: int | None = None) -> Tally:
    """Play `games` games; with jobs > 1, in that many processes (same games, same log).
    Ctrl+C stops early (`tally.stopped`) with every game finished and written so far: the
    log is written and flushed chunk by chunk, whole games only, so it replays, and a
    write error (LogWriteError) leaves every game before it. `progress(games so far)` is
    called after each chunk; a chunk is `chunk` games, or by default as many as take
    about half a second (progress.ChunkSizes): the games played never depend on it."""
    started = time.perf_counter()
    sizes = ChunkSizes(chunk, largest=500 if log is not None else 5000)
    seeds = game_seeds(seed, games)
    parts = ((game, rules, kinds, batch, log is not None)
             for batch in iter(lambda: list(itertools.islice(seeds, sizes.next())), []))
    tally = Tally(kinds)
    with RunInterrupts() as interrupts:
        try:
            multiprocessing = _multiprocessing() if jobs > 1 and games > 1 else None
            if multiprocessing:
                with multiprocessing.get_context("spawn").Pool(jobs, initializer=_quiet_worker) as pool:
                    # no check between chunks here: _in_order gives the chunks already back first
                    _collect(tally, _in_order(pool, parts, 2 * jobs, interrupts), log, sizes, progress)
            else:
                _play_here(tally, parts, log, sizes, progress, interrupts)
        except KeyboardInterrupt:
            tally.stopped = True
    tally.seconds = time.perf_counter() - started
    return tally


def _play_here(tally: Tally, parts, log, sizes: ChunkSizes, progress, interrupts: RunInterrupts) -> None:
    """The chunks played in this process; a chunk cut by Ctrl+C still gives its finished games."""
    for job in parts:
        part, out = Tally(tally.kinds), io.StringIO()
        try:
            _play_into(part, out, *job, interrupts=interrupts)
        finally:        # also when interrupted: the games finished are counted and written
            _collect(tally, [(part, out.getvalue())], log, sizes, progress, interrupts)


def _in_order(pool, parts, window: int, interrupts: RunInterrupts):
    """The pool's results in the order of `parts`, with at most `window` chunks in flight
    (Pool.imap would queue every chunk at once). On Ctrl+C, the chunks already back that
    follow the last one given are given too, then the interruption goes on."""
    pending: collections.deque = collections.deque()

    def next_result():
        with interrupts.droppable():      # waiting on a worker: nothing of ours is half done
            return pending.popleft().get()
    try:
        for part in parts:
            pending.append(pool.apply_async(_play_chunk, (part,)))
            if len(pending) >= window:
                yield next_result()
        while pending:
            yield next_result()
    except KeyboardInterrupt:
        while pending and pending[0].ready():
            yield pending.popleft().get()
        raise


class LogWriteError(OSError):
    """The --log file could not be written; `games` were written before it."""

    def __init__(self, error: OSError, games: int):
        super().__init__(error.errno, error.strerror)
        self.games = games


def _collect(tally: Tally, results, log, sizes: ChunkSizes, progress=None, interrupts=None) -> None:
    """Each chunk's games written to the log and counted, in game order (so the log is the
    same for any job count). A chunk is counted only once its lines are written whole."""
    for part, text in results:
        if log is not None and text:
            try:
                log.write(text)
                log.flush()
            except OSError as error:
                raise LogWriteError(error, tally.games) from None
        tally.add(part)
        sizes.measured(part.games, part.seconds)
        if progress is not None:
            progress(tally.games)
        if interrupts is not None:
            interrupts.check()


def wilson(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval for a proportion."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return (centre - spread) / scale, (centre + spread) / scale


def _option_text(name: str, value) -> str:
    if isinstance(value, bool):
        return f", {name.replace('_', ' ')} {'on' if value else 'off'}"
    return f", {name} {value}"


def report(game: Game, tally: Tally, options: dict, seed: int, teams=None) -> str:
    """The printed table; `teams` (tuples of seats that win together) adds a row per team."""
    n = tally.games
    chosen = "".join(_option_text(name, value) for name, value in options.items())
    lines = [f"{n} games, {len(tally.kinds)} players{chosen}, seed {seed} ({game.id})"
             + (" (stopped by Ctrl+C)" if tally.stopped else ""),
             f"{'seat':<6}{'kind':<10}{'wins':>7}{'win rate':>10}   95% CI"]

    def row(label: str, kind: str, wins: int) -> str:
        low, high = wilson(wins, n)
        rate = wins / n if n else 0.0
        return f"{label:<6}{kind:<10}{wins:>7}{rate:>9.1%}   [{low:.1%}, {high:.1%}]"

    for seat, kind in enumerate(tally.kinds):
        lines.append(row(str(seat), kind, tally.wins[seat]))
    for team in teams or ():   # partners win together: a team's wins are each member's
        lines.append(row("team", "+".join(map(str, team)), tally.wins[team[0]]))
    for label, kind, figure in game.count_rows:
        lines.append(row(label, kind, int(tally.figures.get(figure, 0))))
    for text, figure in game.mean_lines:
        lines.append(f"{text}: {tally.figures.get(figure, 0) / n if n else 0.0:.1f}")
    speed = n / tally.seconds if tally.seconds > 0 else float("inf")
    lines.append(f"speed: {speed:,.0f} games/s ({tally.seconds:.2f} s)")
    return "\n".join(lines)


def _kinds(game: Game):
    def parse(text: str) -> list[str]:
        kinds = [k.strip() for k in text.split(",")]
        unknown = [k for k in kinds if k not in game.players]
        if unknown:
            raise argparse.ArgumentTypeError(
                f"unknown player kind {unknown[0]!r} for {game.id} (known: {', '.join(game.players.names)})")
        if not game.min_players <= len(kinds) <= game.max_players:
            raise argparse.ArgumentTypeError(
                f"a game has {game.min_players} to {game.max_players} players, not {len(kinds)}")
        return kinds
    return parse


def _other_games(game: Game, games: Mapping[str, Game]) -> str:
    """--help's closing lines: what the other games take (their players and options differ,
    and only the chosen game's are listed above)."""
    lines = [f"The options above are {game.id}'s. The other games (--game ID --help for theirs):"]
    for other in games.values():
        if other is not game:
            flags = ", ".join(o.flag for o in other.options) or "no options of its own"
            lines.append(f"  {other.id}: players {', '.join(other.players.names)}; {flags}")
    return "\n".join(lines)


def _limits(game: Game, option) -> str:
    """--help's note of the player counts an option needs and the options it excludes."""
    notes = [f"{option.players_text()} players"] if option.players else []
    flags = {o.name: o.flag for o in game.options}
    conflicts = game.conflicts(option.name)
    if conflicts:
        notes.append("not with " + ", ".join(flags[name] for name in conflicts))
    return f" ({'; '.join(notes)})" if notes else ""


def parse_args(argv: list[str], games: Mapping[str, Game], default: str) -> argparse.Namespace:
    game = chosen_game(argv, games, default, "main.py simulate")
    parser = OneLineParser(prog="main.py simulate", description="Play computer players against each other.",
                           epilog=_other_games(game, games), formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=list(games), default=default, help="which game (default %(default)s)")
    parser.add_argument("--players", type=_kinds(game), required=True,
                        help=f"comma-separated kinds, one per seat, 2 to 6 ({', '.join(game.players.names)})")
    parser.add_argument("--games", type=whole_number(1), default=1000, help="how many games (default %(default)s)")
    parser.add_argument("--seed", type=whole_number(), default=0,
                        help="the run's seed; each game gets its own, written in its log (default %(default)s)")
    add_game_options(parser, game, lambda option: _limits(game, option))
    parser.add_argument("--log", metavar="FILE", type=lambda text: file_named(text, "log"),
                        help="write every game as JSON Lines")
    parser.add_argument("--jobs", type=whole_number(), default=1,
                        help="processes to play in (0: one per core); results do not depend on it")
    foreign = foreign_option(argv, game, games)
    if foreign:
        parser.error(foreign)
    args = parser.parse_args(argv)
    if args.jobs < 0:
        parser.error(f"--jobs must be 0 (one per core) or more, not {args.jobs}")
    cores = os.cpu_count() or 1
    args.jobs = min(args.jobs or cores, cores)      # more processes than cores only queue
    args.game = game
    args.options = {o.name: getattr(args, o.name) for o in game.options}
    try:
        args.rules = game.make_rules(len(args.players), **args.options)
    except ValueError as exc:
        parser.error(str(exc))
    return args


def main(argv: list[str], games: Mapping[str, Game], default: str) -> int:
    args = parse_args(argv, games, default)
    log, error = open_output(args.log, "main.py simulate", "--log")
    if error:
        print(error, file=sys.stderr)
        return 2
    warning = args.game.long_games(args.players) if args.game.long_games else None
    if warning:         # said up front; the chunks are then of one game at a time
        print(f"main.py simulate: warning: {warning}; progress on stderr every {PROGRESS_EVERY:.0f} s, "
              "Ctrl+C prints the table so far", file=sys.stderr, flush=True)
    progress = Progress(args.games).start()
    try:
        tally = run(args.game, args.rules, args.players, args.games, args.seed, log, args.jobs,
                    progress=progress, chunk=1 if warning else None)
    except LogWriteError as error:
        progress.stop()
        print(f"main.py simulate: error: cannot write --log {args.log}: {error.strerror} "
              f"(the first {error.games} games are in it)", file=sys.stderr)
        return 1
    finally:
        progress.stop()
        if log is not None:
            try:
                log.close()
            except OSError:      # the write error above said it already
                pass
    print(report(args.game, tally, args.options, args.seed, args.rules.team_seats))
    return 130 if tally.stopped else 0
