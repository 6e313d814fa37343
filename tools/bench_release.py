"""Size and start-up budget of the packaged game.

    python tools/bench_release.py [--runs 9] [--check] [--rebuild]

- Size: the dist/EasyComeEasyGo/ folder against a minimal pygame-ce window program
  (generated here) frozen the same way (build.spec with ECEG_FREEZE_SCRIPT). Budget 1.3x.
- Start-up: launch to first frame, packaged vs from source (the build environment's
  Python running main.py), both with `--frames 1 --fps 0` (open the window, draw the
  title screen once, close), headless (SDL dummy drivers) so the figures do not depend
  on a display. Medians of --runs alternating runs after one warm-up each. Budget 1.5x.

Prints a table for the README; --check exits 1 when a budget is exceeded. Builds the
game first if dist/ has none (or with --rebuild); the baseline is kept in build/bench/.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build  # noqa: E402

BENCH = build.BUILD / "bench"
SIZE_BUDGET = 1.3
START_BUDGET = 1.5

BASELINE_SCRIPT = '''\
"""The smallest pygame-ce window program: open a window, draw one frame, close."""
import pygame

pygame.init()
screen = pygame.display.set_mode((1280, 720))
screen.fill((27, 94, 58))
pygame.display.flip()
pygame.quit()
'''


def freeze_baseline(python: Path) -> Path:
    script = BENCH / "baseline.py"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(BASELINE_SCRIPT, encoding="utf-8")
    build.freeze(python, distpath=BENCH / "dist", workpath=BENCH / "work",
                 env={"ECEG_FREEZE_SCRIPT": str(script), "ECEG_FREEZE_NAME": "baseline"})
    return build.executable(BENCH / "dist", "baseline")


def launch_time(command: list[str], env: dict, cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=120)
    return time.perf_counter() - start


def measure(runs: int, rebuild: bool) -> dict:
    python = build.ensure_env()
    exe = build.executable()
    if rebuild or not exe.exists():
        build.freeze(python)
    baseline = freeze_baseline(python)
    game_size, base_size = build.folder_size(exe.parent), build.folder_size(baseline.parent)

    with tempfile.TemporaryDirectory(prefix="eceg-bench-") as temporary:
        work = Path(temporary)
        env = build.clean_env({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                               "ECEG_DATA_DIR": str(work / "data")})
        args = ["--frames", "1", "--fps", "0"]
        commands = {"packaged": [str(exe), *args],
                    "source": [str(python), str(build.ROOT / "main.py"), *args]}
        times: dict[str, list[float]] = {name: [] for name in commands}
        for name, command in commands.items():   # warm-up: disk cache, source .pyc files
            launch_time(command, env, work)
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(launch_time(command, env, work))
    packaged, source = statistics.median(times["packaged"]), statistics.median(times["source"])
    return {
        "game_bytes": game_size, "baseline_bytes": base_size, "size_ratio": game_size / base_size,
        "packaged_s": packaged, "source_s": source, "start_ratio": packaged / source,
        "packaged_range": [min(times["packaged"]), max(times["packaged"])],
        "source_range": [min(times["source"]), max(times["source"])], "runs": runs,
        "python": sys.version.split()[0], "platform": sys.platform,
    }


def report(r: dict) -> str:
    mb = 1e6
    return "\n".join([
        "| measure | packaged game | reference | ratio | budget |",
        "|---|---:|---:|---:|---:|",
        f"| bundle size | {r['game_bytes'] / mb:.1f} MB | {r['baseline_bytes'] / mb:.1f} MB "
        f"(minimal pygame-ce window, frozen the same way) | {r['size_ratio']:.2f}x | {SIZE_BUDGET}x |",
        f"| launch to first frame | {r['packaged_s']:.2f} s ({r['packaged_range'][0]:.2f}-{r['packaged_range'][1]:.2f}) "
        f"| {r['source_s']:.2f} s ({r['source_range'][0]:.2f}-{r['source_range'][1]:.2f}) from source "
        f"| {r['start_ratio']:.2f}x | {START_BUDGET}x |",
        f"\n(medians of {r['runs']} runs, Python {r['python']}, {r['platform']}, headless)",
    ])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Check the packaged game's size and start-up budget.")
    parser.add_argument("--runs", type=int, default=9, help="timed launches of each (default 9)")
    parser.add_argument("--check", action="store_true", help="exit 1 if a budget is exceeded")
    parser.add_argument("--rebuild", action="store_true", help="freeze the game again first")
    options = parser.parse_args(argv)
    if options.runs < 1:
        parser.error("--runs must be 1 or more")
    result = measure(options.runs, options.rebuild)
    (BENCH / "release.json").write_text(json.dumps(result, indent=2), encoding="utf-8")
    print(report(result))
    over = [name for name, ratio, budget in (("size", result["size_ratio"], SIZE_BUDGET),
                                             ("start-up", result["start_ratio"], START_BUDGET))
            if ratio > budget]
    if over:
        print(f"over budget: {', '.join(over)}")
    return 1 if options.check and over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
