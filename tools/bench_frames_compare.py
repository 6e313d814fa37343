"""Frame time of this checkout beside another's (an older commit's), in the same run.

    git worktree add /tmp/ref <commit>
    python tools/bench_frames_compare.py --reference /tmp/ref [--games ...] [--rounds 5]

Each round runs `tools/bench_frames.py` once for every game in each checkout, taking
turns (this, the reference, this, ...), so the machine's load falls on both alike;
the figures are the medians over the rounds of each run's CPU median and CPU p99
(the main thread's CPU time: on a shared machine the wall clock measures the
neighbours), with the lowest and highest round beside them, and their ratio.
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
LINE = re.compile(r"^(median|p99): [\d.]+ ms \(CPU ([\d.]+) ms\)")


def run(checkout: Path, game: str, players: int, frames: int, seed: int) -> dict[str, float]:
    """One bench_frames.py run of `checkout`: its CPU median and p99 (ms)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "tools/bench_frames.py", "--game", game, "--players", str(players),
                           "--frames", str(frames), "--seed", str(seed)],
                          cwd=checkout, env=env, capture_output=True, text=True, timeout=600, check=True)
    found = {}
    for line in done.stdout.splitlines():
        match = LINE.match(line)
        if match and match.group(1) not in found:      # the first ones: all frames, not the tumbling ones
            found[match.group(1)] = float(match.group(2))
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, required=True, help="the other checkout (a git worktree)")
    parser.add_argument("--games", nargs="+", default=["easy-come-easy-go", "wazabi", "yam-color"])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--frames", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    if not (args.reference / "tools" / "bench_frames.py").exists():
        parser.error(f"{args.reference} is not a checkout with tools/bench_frames.py")
    results = {(g, side): [] for g in args.games for side in ("this", "reference")}
    for _ in range(args.rounds):
        for game in args.games:
            for side, checkout in (("this", HERE), ("reference", args.reference)):
                results[game, side].append(run(checkout, game, args.players, args.frames, args.seed))
    load = os.getloadavg()[0]
    print(f"{args.rounds} rounds of {args.frames} frames, {args.players} players, seed {args.seed}, "
          f"load average at the end {load:.1f} on {os.cpu_count()} cores; CPU ms, median over rounds [min, max]")
    print("| game | this: median | reference: median | ratio | this: p99 | reference: p99 | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for game in args.games:
        cells = []
        for figure in ("median", "p99"):
            mine = [r[figure] for r in results[game, "this"]]
            theirs = [r[figure] for r in results[game, "reference"]]
            a, b = statistics.median(mine), statistics.median(theirs)
            cells += [f"{a:.2f} [{min(mine):.2f}, {max(mine):.2f}]", f"{b:.2f} [{min(theirs):.2f}, {max(theirs):.2f}]",
                      f"{a / b:.2f}×"]
        print(f"| {game} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
