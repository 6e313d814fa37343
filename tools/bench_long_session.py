"""A long session stays flat: the window's demo plays many games in one process,
headless, at instant speed, and the resident memory (RSS) is read as it goes.

    nice python tools/bench_long_session.py [--games 2000] [--early 200] [--per-game 10] [--render-every 1]

The three games take turns, `--per-game` games each, in one App (as a player who
changes games from the title would): each turn starts the demo of the next game on a
fresh stack, so whatever a game's screens leave behind after they close (caches,
watchers, the run log's bookkeeping) piles up over the run. Every game is played
through the real scenes (roll-off, table, results and its demo rematch), one fixed
1/60 s update a frame; `--render-every N` draws one frame in N (1: every frame, as the
window does; more: a faster run that still draws every screen). Prints RSS after
`--early` games and at the end, and the growth between them (the target: under 10%).
The games are logged (--log) into the throw-away data folder, as a long evening would.
"""
from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-bench-long-session-")     # headless, never the player's data folder

from scenes.app import STEP, App, parse_args, start_scene  # noqa: E402
from scenes import registry  # noqa: E402

FRAMES_PER_GAME_AT_MOST = 200_000    # a demo game that never ends is a bug, not a long game


def rss_mb() -> float:
    """The process's resident set now (Linux /proc; ru_maxrss would only say the peak)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


class GameCounter:
    """Counts finished games: each results screen pushed is one."""

    def __init__(self, app):
        self.finished = 0
        push = app.push

        def counting_push(scene):
            if type(scene).__name__ == "ResultsScene":
                self.finished += 1
            push(scene)
        app.push = counting_push


def run(games: int, early: int, per_game: int, render_every: int, players: int, seed: int, out=sys.stdout):
    ids = registry.games()[:3]      # the three games (a test may register more)
    app = App(parse_args(["--demo", "--players", str(players), "--seed", str(seed), "--speed", "instant",
                          "--log", str(DATA / "long-session.jsonl")]))
    counter = GameCounter(app)
    pygame = app.pygame
    figures = {}
    started = time.perf_counter()
    frame = 0
    turn = -1
    while counter.finished < games:
        if counter.finished // per_game != turn:      # the next game's turn: its demo on a fresh stack
            turn = counter.finished // per_game
            app.game = ids[turn % len(ids)]
            app.reset(start_scene(app))
        goal = counter.finished + 1
        for _ in range(FRAMES_PER_GAME_AT_MOST):
            for event in pygame.event.get():
                app.dispatch(event)
            app.update(STEP)
            frame += 1
            if frame % render_every == 0:
                app.render()
                app.present()
            if counter.finished >= goal:
                break
        else:
            raise RuntimeError(f"game {goal} ({app.game}) did not end in {FRAMES_PER_GAME_AT_MOST} frames")
        if counter.finished in (early, games):
            gc.collect()
            figures[counter.finished] = rss_mb()
            print(f"after {counter.finished:,} games: RSS {figures[counter.finished]:.1f} MB "
                  f"({time.perf_counter() - started:,.0f} s, {frame:,} frames)", file=out, flush=True)
        elif counter.finished % 100 == 0:
            print(f"  {counter.finished:,} games ({time.perf_counter() - started:,.0f} s, RSS {rss_mb():.1f} MB)",
                  file=sys.stderr, flush=True)
    app.quit()
    growth = figures[games] / figures[early] - 1
    print(f"growth from {early:,} to {games:,} games: {growth:+.1%} (target: under +10%)", file=out, flush=True)
    return figures, growth


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--early", type=int, default=200)
    parser.add_argument("--per-game", type=int, default=10, help="games of one game before the next takes its turn")
    parser.add_argument("--render-every", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if not 0 < args.early < args.games:
        parser.error("--early must be between 0 and --games")
    _figures, growth = run(args.games, args.early, args.per_game, max(1, args.render_every), args.players, args.seed)
    return 0 if growth < 0.10 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
