"""How long a computer's decision holds the window's frame, at the real pace of a window.

    python tools/bench_think.py [--game wazabi] [--players 4] [--frames 2400] [--seed 5]
    python tools/bench_think.py --checkout ../other-checkout      # the same run on other code

A demo (every seat the game's default computer, Wazabi's: `hard`) at normal speed, each
frame one 1/60 s update and a render, then the window's rest to the next 1/60 s tick
(scenes/frame_rest.py: the think runs only then; on a checkout without it, a sleep with
the think running beside the frames, as the window did before), as the window does (a
benchmark that steps frames as fast as it can gives a think no time to run). Prints the time spent in the driver's `computer_decides` on the frame
(median and max, and how many over the 6.9 ms budget) and the frames over 6.9 ms.
Run two checkouts at once (two shells, or `&`) so they meet the same neighbours.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-bench-think-")       # headless, never the player's data folder

BUDGET = 0.0069


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="wazabi")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--frames", type=int, default=2400)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--checkout", default=str(Path(__file__).resolve().parent.parent),
                        help="the source tree whose code runs (default: this one)")
    args = parser.parse_args(argv)
    root = Path(args.checkout).resolve()
    sys.path.insert(0, str(root))                    # that tree's scenes and game

    from scenes.app import App, open_scenes, parse_args
    from scenes.shell import table_driver
    try:
        from scenes.frame_rest import FrameRest
    except ImportError:              # a checkout from before the gate
        FrameRest = None

    on_frame: list[float] = []
    decides = table_driver.TableDriver.computer_decides

    def timed(self, *a, **k):
        began = time.perf_counter()
        try:
            return decides(self, *a, **k)
        finally:
            on_frame.append(time.perf_counter() - began)
    table_driver.TableDriver.computer_decides = timed

    app = App(parse_args(["--game", args.game, "--demo", "--players", str(args.players), "--seed", str(args.seed),
                          "--speed", "normal"]))
    open_scenes(app)
    frames, tick = [], time.perf_counter()
    rest = FrameRest(60) if FrameRest is not None else None
    if rest is not None:
        rest.start()
    try:
        for _ in range(args.frames):
            began = time.perf_counter()
            app.update(1 / 60)
            app.render()
            frames.append(time.perf_counter() - began)
            if rest is not None:
                rest.rest()
            else:
                tick += 1 / 60
                time.sleep(max(0.0, tick - time.perf_counter()))
    finally:
        if rest is not None:
            rest.stop()
    print(f"{root.name} ({args.game}, {args.players} players, {args.frames} frames, "
          f"{time.strftime('%Y-%m-%d %H:%M')}, load {os.getloadavg()[0]:.1f})")
    if on_frame:
        print(f"computer decisions on the frame: {len(on_frame)}, median {1000 * statistics.median(on_frame):.2f} ms, "
              f"max {1000 * max(on_frame):.2f} ms, {sum(t > BUDGET for t in on_frame)} over 6.9 ms")
    print(f"frames over 6.9 ms: {sum(f > BUDGET for f in frames)} of {len(frames)}, max {1000 * max(frames):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
