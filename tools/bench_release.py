"""Start-up and size budgets, against a bare pygame-ce window.

    python tools/bench_release.py [--runs 9] [--check] [--build] [--reference CHECKOUT]

- Start-up: launch -> first frame -> close, measured side by side in one run:
  (a) a bare pygame-ce window from source (1280x720, SCALED, one flip, quit: BASELINE_SCRIPT),
  (b) the game from source (`main.py --frames 1 --fps 0`: open the window, draw the title
      screen once, close),
  (c) the packaged game, same arguments, when dist/ holds one (else a line says it was skipped),
  (d) with --reference, another checkout's main.py, same arguments (for instance a worktree
      of the commit before a change: `git worktree add --detach ../before HEAD~3`), so a
      change's cost is measured against the code before it in the same minutes.
  Each is launched once to warm up (disk cache, .pyc files), then --runs rounds of
  interleaved launches (the order rotates every round, so no one always goes first);
  medians, headless (SDL dummy drivers) so figures do not depend on a display. (a) and (b)
  run with the Python running this script. Budget: (b) and (c) at most 1.5x (a).
- Size: the dist/EasyComeEasyGo/ folder against BASELINE_SCRIPT frozen the same way
  (build.spec with ECEG_FREEZE_SCRIPT), when dist/ holds a build. Budget 1.3x.

Prints a table for the README; --check exits 1 when a budget is exceeded. --build freezes
the game first (tools/build.py; several minutes the first time). Results: build/bench/.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build  # noqa: E402

BENCH = build.BUILD / "bench"
SIZE_BUDGET = 1.3
START_BUDGET = 1.5
GAME_ARGS = ["--frames", "1", "--fps", "0"]
LAUNCH_TIMEOUT = 120   # seconds

BASELINE_SCRIPT = '''\
"""The smallest pygame-ce window program: open a 1280x720 SCALED window, draw one frame, close."""
import pygame

pygame.init()
screen = pygame.display.set_mode((1280, 720), pygame.SCALED)
screen.fill((27, 94, 58))
pygame.display.flip()
pygame.quit()
'''

LABELS = {"bare": "bare pygame-ce window, from source", "source": "game from source",
          "reference": "reference checkout, from source", "packaged": "packaged game"}


def baseline_script() -> Path:
    script = BENCH / "baseline.py"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(BASELINE_SCRIPT, encoding="utf-8")
    return script


def freeze_baseline(python: Path) -> Path:
    build.freeze(python, distpath=BENCH / "dist", workpath=BENCH / "work",
                 env={"ECEG_FREEZE_SCRIPT": str(baseline_script()), "ECEG_FREEZE_NAME": "baseline"})
    return build.executable(BENCH / "dist", "baseline")


def user_data_env(folder: Path) -> dict:
    """Send the game's user data (log, settings) to a throw-away folder the way a player's
    system would place it (platformdirs is then imported as at a player's start), except on
    Windows, whose folder comes from the shell: there ECEG_DATA_DIR replaces it."""
    if sys.platform == "win32":
        return {"ECEG_DATA_DIR": str(folder)}
    return {"HOME": str(folder)} if sys.platform == "darwin" else {"XDG_DATA_HOME": str(folder)}


def launch_time(command: list[str], env: dict, cwd: Path) -> float:
    """Seconds from starting `command` to its exit. Waits without a timeout (a blocking
    waitpid): with one, Python polls at up to 50 ms steps and every time would be rounded
    up to the next poll. A timer kills a launch that hangs instead."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    killer = threading.Timer(LAUNCH_TIMEOUT, process.kill)
    killer.start()
    try:
        code = process.wait()
    finally:
        killer.cancel()
    took = time.perf_counter() - start
    if code != 0:
        raise subprocess.CalledProcessError(code, command)
    return took


def interleaved(commands: dict[str, list[str]], runs: int, env: dict, cwd: Path) -> dict[str, list[float]]:
    """Launch times of every command: one warm-up each, then `runs` rounds, order rotated per round."""
    names = list(commands)
    for name in names:
        launch_time(commands[name], env, cwd)
    times: dict[str, list[float]] = {name: [] for name in names}
    for round_ in range(runs):
        shift = round_ % len(names)
        for name in names[shift:] + names[:shift]:
            times[name].append(launch_time(commands[name], env, cwd))
    return times


def measure(runs: int, rebuild: bool, reference: Path | None = None) -> dict:
    if rebuild:
        build.freeze(build.ensure_env())
    exe = build.executable()
    python = Path(sys.executable)
    result: dict = {"runs": runs, "python": sys.version.split()[0], "platform": sys.platform,
                    "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                    "commit": commit(), "load": [load_average()]}
    with tempfile.TemporaryDirectory(prefix="eceg-bench-") as temporary:
        work = Path(temporary)
        env = build.clean_env({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                               "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
        env.pop("ECEG_DATA_DIR", None)
        env.update(user_data_env(work / "data"))
        commands = {"bare": [str(python), str(baseline_script())],
                    "source": [str(python), str(build.ROOT / "main.py"), *GAME_ARGS]}
        if reference is not None:
            commands["reference"] = [str(python), str(reference / "main.py"), *GAME_ARGS]
            result["reference"] = str(reference)
        if exe.exists():
            commands["packaged"] = [str(exe), *GAME_ARGS]
        times = interleaved(commands, runs, env, work)
    result["load"].append(load_average())
    bare = statistics.median(times["bare"])
    result["start"] = {name: {"median": statistics.median(t), "range": [min(t), max(t)],
                              "ratio": statistics.median(t) / bare}
                       for name, t in times.items()}
    if exe.exists():
        baseline = freeze_baseline(build.ensure_env())
        game_size, base_size = build.folder_size(exe.parent), build.folder_size(baseline.parent)
        result["size"] = {"game_bytes": game_size, "baseline_bytes": base_size, "ratio": game_size / base_size}
    return result


def commit() -> str:
    """The commit measured (with '+changes' when the work tree differs from it)."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=build.ROOT, capture_output=True,
                              text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=build.ROOT,
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+changes" if dirty else "")


def load_average() -> float | None:
    """The one-minute load average (a busy machine slows every launch alike; quoted with the figures)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):    # Windows has none
        return None


def over_budget(r: dict) -> list[str]:
    over = [f"start-up ({name})" for name, s in r["start"].items()
            if name not in ("bare", "reference") and s["ratio"] > START_BUDGET]
    if "size" in r and r["size"]["ratio"] > SIZE_BUDGET:
        over.append("size")
    return over


def report(r: dict) -> str:
    bare = r["start"]["bare"]
    reference = f"{bare['median']:.3f} s ({bare['range'][0]:.3f}-{bare['range'][1]:.3f}) {LABELS['bare']}"
    lines = ["| measure | measured | reference | ratio | budget |", "|---|---:|---:|---:|---:|"]
    for name in ("source", "reference", "packaged"):
        s = r["start"].get(name)
        if s:
            lines.append(f"| launch → first frame → close, {LABELS[name]} | {s['median']:.3f} s "
                         f"({s['range'][0]:.3f}-{s['range'][1]:.3f}) | {reference} | {s['ratio']:.2f}x "
                         f"| {START_BUDGET}x |")
    if "size" in r:
        size = r["size"]
        lines.append(f"| bundle size | {size['game_bytes'] / 1e6:.1f} MB | {size['baseline_bytes'] / 1e6:.1f} MB "
                     f"(bare window, frozen the same way) | {size['ratio']:.2f}x | {SIZE_BUDGET}x |")
    load = "-".join(str(v) for v in r.get("load", []) if v is not None) or "n/a"
    if "reference" in r:
        lines.append(f"\nreference checkout: {r['reference']}")
    lines.append(f"\n(medians of {r['runs']} interleaved launches each, Python {r['python']}, "
                 f"{r['platform']}, headless; {r.get('date', '?')}, commit {r.get('commit', '?')}, "
                 f"load average {load} before-after)")
    if "packaged" not in r["start"]:
        lines.append(f"packaged game: skipped, no build at {build.executable()} "
                     "(python tools/build.py, or --build here); bundle size skipped too")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Check start-up and bundle size against a bare pygame-ce window.")
    parser.add_argument("--runs", type=int, default=9, help="timed launches of each (default 9)")
    parser.add_argument("--check", action="store_true", help="exit 1 if a budget is exceeded")
    parser.add_argument("--build", "--rebuild", dest="rebuild", action="store_true",
                        help="freeze the game first (tools/build.py's environment)")
    parser.add_argument("--reference", type=Path, metavar="CHECKOUT",
                        help="also launch this checkout's main.py, interleaved with the others")
    options = parser.parse_args(argv)
    if options.runs < 1:
        parser.error("--runs must be 1 or more")
    if options.reference is not None and not (options.reference / "main.py").is_file():
        parser.error(f"--reference: no main.py in {options.reference}")
    result = measure(options.runs, options.rebuild,
                     options.reference.resolve() if options.reference is not None else None)
    BENCH.mkdir(parents=True, exist_ok=True)
    (BENCH / "release.json").write_text(json.dumps(result, indent=2), encoding="utf-8")
    print(report(result))
    over = over_budget(result)
    if over:
        print(f"over budget: {', '.join(over)}")
    return 1 if options.check and over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
