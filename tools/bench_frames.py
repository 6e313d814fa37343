"""Frame time of the game window in demo mode, headless: median and p99.

    SDL_VIDEODRIVER=dummy python tools/bench_frames.py [--frames 3000] [--players 2] [--seed 3]

Each frame is one fixed 1/60 s update plus a full render and flip at 1280x720,
timed with perf_counter; the first 60 frames (caches warming up) are left out.
Prints one line per figure so the README can quote them.
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


def measure(frames: int, players: int, seed: int, speed: str) -> list[float]:
    app = App(parse_args(["--demo", "--players", str(players), "--seed", str(seed), "--speed", speed]))
    app.push(start_scene(app))
    pygame = app.pygame
    times = []
    for _ in range(frames + WARM_UP):
        start = time.perf_counter()
        for event in pygame.event.get():
            app.dispatch(event)
        app.update(STEP)
        app.render()
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
    pygame.quit()
    return times[WARM_UP:]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--speed", default="normal", choices=("normal", "fast", "instant"))
    args = parser.parse_args(argv)
    times = sorted(measure(args.frames, args.players, args.seed, args.speed))
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"frames: {len(times)} at 1280x720, demo, {args.players} players, speed {args.speed}")
    print(f"median: {statistics.median(times):.2f} ms")
    print(f"p99: {p99:.2f} ms")
    print(f"max: {times[-1]:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
