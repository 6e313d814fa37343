"""The window's CPU use on a real display, with SDL's two ways of putting the frame in
the window side by side: X11's shared-memory copy (SDL_FRAMEBUFFER_ACCELERATION=0, what
the program asks for on Linux: scenes/app.py) and an OpenGL texture (=1). Without a GPU
driver (a virtual machine, a remote desktop, Xvfb) the texture is drawn by Mesa's
software renderer, on threads of its own.

Each run starts `main.py` (the title, or `--args` such as "--demo --game wazabi"),
waits for it to settle, and counts the CPU time of the whole process (every thread)
over `--seconds` of wall time; the two ways alternate, `--runs` times each, and the
medians are printed with the range. Needs a display (DISPLAY); the data folder is a
throw-away one (tools/throwaway_data.py), never the player's.

    python tools/bench_idle.py [--size 1280x720] [--seconds 10] [--runs 3] [--args "..."]
"""
from __future__ import annotations

import argparse
import os
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CHOSEN_VIDEO = os.environ.get("SDL_VIDEODRIVER")      # the display measured: never the headless one
from tools.throwaway_data import setup_environment  # noqa: E402

DATA = setup_environment("eceg-bench-idle-")
SETTLE = 4.0          # seconds after start before counting: start-up is not idling
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of the process, every thread, so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def one_run(way: str, size: str, seconds: float, extra: list[str]) -> float:
    """The share of one core the program used over `seconds`."""
    env = dict(os.environ, SDL_FRAMEBUFFER_ACCELERATION=way)
    env.pop("SDL_VIDEODRIVER")
    if CHOSEN_VIDEO:
        env["SDL_VIDEODRIVER"] = CHOSEN_VIDEO
    proc = subprocess.Popen([sys.executable, "main.py", "--size", size, *extra], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(SETTLE)
        if proc.poll() is not None:
            raise SystemExit(f"bench_idle.py: the program ended at once (exit {proc.returncode})")
        begun, wall = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(seconds)
        return (cpu_seconds(proc.pid) - begun) / (time.monotonic() - wall)
    finally:
        proc.kill()
        proc.wait(10)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--args", default="", help='more arguments for main.py, e.g. "--demo --game wazabi"')
    options = parser.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        print("bench_idle.py: needs a display (DISPLAY)", file=sys.stderr)
        return 2
    if options.seconds <= 0 or options.runs < 1:
        print("bench_idle.py: --seconds and --runs must be positive", file=sys.stderr)
        return 2
    extra = shlex.split(options.args)
    found: dict[str, list[float]] = {"0": [], "1": []}
    for _ in range(options.runs):
        for way in found:                       # alternated: a noisy moment falls on both
            found[way].append(one_run(way, options.size, options.seconds, extra))
    names = {"0": "shared-memory copy (=0, the program's)", "1": "OpenGL texture (=1)"}
    print(f"main.py --size {options.size} {options.args}".rstrip() +
          f": share of one core over {options.seconds:g} s, {options.runs} runs each")
    for way, shares in found.items():
        print(f"  {names[way]}: median {statistics.median(shares):.0%} "
              f"(range {min(shares):.0%}-{max(shares):.0%})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
