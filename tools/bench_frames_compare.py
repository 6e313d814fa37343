"""Frame time of this checkout beside another's (an older commit's), in the same run.

    git worktree add /tmp/ref <commit>
    python tools/bench_frames_compare.py --reference /tmp/ref [--games ...] [--rounds 5] [--window 2560x1440 --paced]

Each round runs `tools/bench_frames.py` once for every game in each checkout, taking
turns (this, the reference, this, ...), so the machine's load falls on both alike;
the figures are the medians over the rounds of each run's CPU median and CPU p99
(the main thread's CPU time: on a shared machine the wall clock measures the
neighbours), with the lowest and highest round beside them, and their ratio.

    python tools/bench_frames_compare.py --reference /tmp/ref --size 2560x1440 --resize 3840x2160,1920x1080,3840x2160

does the same with `bench_frames.py --resize` (one run a game and checkout resizes the
window to each size in turn): for each resize, the first frame after it and the worst
of the 30 after it, CPU and wall, medians over the rounds [lowest, highest].
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))
from tools.throwaway_data import setup_environment  # noqa: E402
# the runs inherit it: another checkout's bench_frames.py may predate its own
DATA = setup_environment("eceg-bench-frames-")
LINE = re.compile(r"^(median|p99): ([\d.]+) ms \(CPU ([\d.]+) ms\)")
RESIZE_ROW = re.compile(r"^\| (\S+ → \S+) \| ([\d.]+) ms \| ([\d.]+) ms \| ([\d.]+) ms \| ([\d.]+) ms \|")
RESIZE_FIGURES = ("CPU first", "CPU worst of 30", "first", "worst of 30")
HELD = re.compile(r"ms\) \| (\d+) \|$")       # bench_frames' last column: frames the window held


def run(checkout: Path, game: str, players: int, frames: int, seed: int, window: str = "1280x720",
        paced: bool = False) -> dict[str, float]:
    """One bench_frames.py run of `checkout`: its CPU median and p99 (ms), and the wall
    clock's ("wall median", "wall p99")."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "tools/bench_frames.py", "--game", game, "--players", str(players),
                           "--frames", str(frames), "--seed", str(seed)]
                          + (["--size", window] if window != "1280x720" else []) + (["--paced"] if paced else []),
                          cwd=checkout, env=env, capture_output=True, text=True, timeout=600, check=True)
    found = {}
    for line in done.stdout.splitlines():
        match = LINE.match(line)
        if match and match.group(1) not in found:      # the first ones: all frames, not the tumbling ones
            found[match.group(1)] = float(match.group(3))
            found["wall " + match.group(1)] = float(match.group(2))
    return found


def run_resize(checkout: Path, game: str, players: int, seed: int, size: str, resize: str) -> dict:
    """One bench_frames.py --resize run of `checkout`: {resize: {figure: ms}}."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "tools/bench_frames.py", "--game", game, "--players", str(players),
                           "--seed", str(seed), "--size", size, "--resize", resize],
                          cwd=checkout, env=env, capture_output=True, text=True, timeout=600, check=True)
    rows = {}
    for line in done.stdout.splitlines():
        match = RESIZE_ROW.match(line)
        if match:
            wall_first, wall_worst, cpu_first, cpu_worst = (float(v) for v in match.groups()[1:])
            held = HELD.search(line)          # (an older checkout's row has no such column: none held)
            rows[f"{len(rows) + 1}. {match.group(1)}"] = dict(zip(RESIZE_FIGURES, (cpu_first, cpu_worst,
                                                                                  wall_first, wall_worst)),
                                                              held=int(held.group(1)) if held else 0)
    return rows


def report_resize(args) -> None:
    """Both checkouts' resize runs, taking turns, and a row per game and resize."""
    results = {(g, side): [] for g in args.games for side in ("this", "reference")}
    for _ in range(args.rounds):
        for game in args.games:
            for side, checkout in (("this", HERE), ("reference", args.reference)):
                results[game, side].append(run_resize(checkout, game, args.players, args.seed, args.size,
                                                      args.resize))
    print(f"{args.rounds} rounds, {args.players} players, seed {args.seed}, resized from {args.size}, "
          f"load average at the end {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"ms, median over rounds [min, max], this / reference")
    print("| game | resize | " + " | ".join(RESIZE_FIGURES) + " | frames held |")
    print("|---|---|" + "---:|" * (len(RESIZE_FIGURES) + 1))
    for game in args.games:
        for resize in results[game, "this"][0]:
            cells = []
            for figure in RESIZE_FIGURES:
                sides = [[run[resize][figure] for run in results[game, side]] for side in ("this", "reference")]
                cells.append(" / ".join(f"{statistics.median(v):.1f} [{min(v):.1f}, {max(v):.1f}]" for v in sides))
            held = [[run[resize]["held"] for run in results[game, side]] for side in ("this", "reference")]
            cells.append(" / ".join(f"{statistics.median(v):.0f} [{min(v)}, {max(v)}]" for v in held))
            print(f"| {game} | {resize} | " + " | ".join(cells) + " |")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, required=True, help="the other checkout (a git worktree)")
    parser.add_argument("--games", nargs="+", default=["easy-come-easy-go", "wazabi", "yam-color"])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--frames", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--size", default="2560x1440", help="with --resize: the window's size at start")
    parser.add_argument("--resize", default=None, metavar="WxH,...", help="compare bench_frames.py --resize runs")
    parser.add_argument("--window", default="1280x720", help="without --resize: the window's size")
    parser.add_argument("--paced", action="store_true",
                        help="without --resize: frames paced as the window runs them (bench_frames.py --paced)")
    args = parser.parse_args(argv)
    if not (args.reference / "tools" / "bench_frames.py").exists():
        parser.error(f"{args.reference} is not a checkout with tools/bench_frames.py")
    if args.resize:
        report_resize(args)
        return 0
    results = {(g, side): [] for g in args.games for side in ("this", "reference")}
    for _ in range(args.rounds):
        for game in args.games:
            for side, checkout in (("this", HERE), ("reference", args.reference)):
                results[game, side].append(run(checkout, game, args.players, args.frames, args.seed, args.window,
                                               args.paced))
    load = os.getloadavg()[0]
    print(f"{args.rounds} rounds of {args.frames} frames, {args.players} players, seed {args.seed}, "
          f"window {args.window}{', paced' if args.paced else ''}, "
          f"load average at the end {load:.1f} on {os.cpu_count()} cores; ms, median over rounds [min, max]")
    print("| game | this: CPU median | reference | ratio | this: CPU p99 | reference | ratio "
          "| this: wall p99 | reference | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for game in args.games:
        cells = []
        for figure in ("median", "p99", "wall p99"):
            mine = [r[figure] for r in results[game, "this"]]
            theirs = [r[figure] for r in results[game, "reference"]]
            a, b = statistics.median(mine), statistics.median(theirs)
            cells += [f"{a:.2f} [{min(mine):.2f}, {max(mine):.2f}]", f"{b:.2f} [{min(theirs):.2f}, {max(theirs):.2f}]",
                      f"{a / b:.2f}×"]
        print(f"| {game} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
