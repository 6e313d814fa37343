"""Frame time of the game window in demo mode, headless: median and p99.

    SDL_VIDEODRIVER=dummy python tools/bench_frames.py [--game ID] [--frames 3000] [--players 2] [--seed 3] [--size WxH]

Each frame is one fixed 1/60 s update plus a full render at 1280x720 and its copy
into the window (scaled to fit when --size is not 1280x720) and flip,
timed with perf_counter (wall clock) and thread_time (the main thread's CPU time: on
a shared, busy machine the wall-clock tail measures the neighbours, the CPU time
measures the game). The first 60 frames (caches warming up) are left out.
Frames in which the table says its dice are in the air (`tumbling`, YAM color's
eight dice) are also measured apart. Prints one line per figure so the README can
quote them.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scenes.app import STEP, App, parse_args, start_scene  # noqa: E402

WARM_UP = 60


def measure(frames: int, players: int, seed: int, speed: str, game: str | None = None, size: str = "1280x720"):
    """(wall ms, CPU ms, dice in the air?) of each frame after the warm-up."""
    app = App(parse_args(["--demo", "--players", str(players), "--seed", str(seed), "--speed", speed,
                          "--size", size] + (["--game", game] if game else [])))
    app.push(start_scene(app))
    pygame = app.pygame
    wall, cpu, tumbling = [], [], []
    for _ in range(frames + WARM_UP):
        start, start_cpu = time.perf_counter(), time.thread_time()
        for event in pygame.event.get():
            app.dispatch(event)
        app.update(STEP)
        app.render()
        app.present()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        tumbling.append(bool(getattr(app.top, "tumbling", False)))
    pygame.quit()
    return wall[WARM_UP:], cpu[WARM_UP:], tumbling[WARM_UP:]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=None, help="the game the demo plays (default: the first)")
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--speed", default="normal", choices=("normal", "fast", "instant"))
    parser.add_argument("--size", default="1280x720", help="window size WxH (the frame is scaled into it)")
    args = parser.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    wall, cpu, tumbling = measure(args.frames, args.players, args.seed, args.speed, args.game, args.size)
    print(f"frames: {len(wall)} at 1280x720 shown in a {args.size} window, demo of {args.game or 'the first game'}, "
          f"{args.players} players, speed {args.speed}, load average at start {load:.1f} on {os.cpu_count()} cores")
    report("", wall, cpu)
    moving = [k for k, flag in enumerate(tumbling) if flag]
    if moving:
        print(f"frames with the dice in the air: {len(moving)}")
        report("dice in the air, ", [wall[k] for k in moving], [cpu[k] for k in moving])
    return 0


def report(prefix: str, wall: list[float], cpu: list[float]) -> None:
    print(f"{prefix}median: {statistics.median(wall):.2f} ms (CPU {statistics.median(cpu):.2f} ms)")
    print(f"{prefix}p99: {percentile(wall, 0.99):.2f} ms (CPU {percentile(cpu, 0.99):.2f} ms)")
    print(f"{prefix}max: {max(wall):.2f} ms (CPU {max(cpu):.2f} ms)")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
