"""Frame time of a game hosted from the window, beside the same table at one screen.

    SDL_VIDEODRIVER=dummy python tools/bench_host_frames.py [--game ID] [--computers 2] [--speed fast] [--games 2]

Two apps in one process, headless, stepped in turn frame by frame so that both meet
the same load on a shared machine: one hosts the game (a Remote seat, taken by
`main.py join --play easy` in a process of its own over loopback, and --computers
computer seats), the other plays the same seats with a computer in the remote seat's
place. Each frame is one fixed 1/60 s update and a full render at 1280x720, timed
with perf_counter (wall clock) and thread_time (the main thread's CPU: the network's
thread and the joining process are not counted, the window's own work is). Printed:
median, p99 and max of each, and their ratio. The frame must never wait on the
network (scenes/net/table_host.py): the hosted table's tail should be the reference's.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-bench-host-frames-")   # headless, never the player's data folder

from scenes.app import STEP, App, parse_args  # noqa: E402
from scenes.shell import lobby as lobby_module  # noqa: E402
from scenes.shell.saved_seats import config_class  # noqa: E402
from scenes.shell.seating import REMOTE, SeatConfig  # noqa: E402
from scenes.shell.table_scene import TableScene  # noqa: E402
from scenes.ui import theme  # noqa: E402

WARM_UP = 60
WALL_LIMIT = 600.0          # seconds the whole run may take
COLOURS = [c for _, c in theme.SEAT_COLOURS]


def seats(kinds: list[str]):
    return tuple(SeatConfig(f"{k.capitalize()} {i + 1}", COLOURS[i], k) for i, k in enumerate(kinds))


class Side:
    """One app and its game, stepped a frame at a time; the frames' times kept."""

    def __init__(self, name: str, app: App):
        self.name, self.app = name, app
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.frames = 0

    def frame(self) -> None:
        start, start_cpu = time.perf_counter(), time.thread_time()
        top = self.app.stack[-1]
        if type(top).__name__ == "RollOffScene" and top.done:
            top.go_on()
        self.app.update(STEP)
        self.app.render()
        self.frames += 1
        if self.frames > WARM_UP:
            self.wall.append((time.perf_counter() - start) * 1000)
            self.cpu.append((time.thread_time() - start_cpu) * 1000)

    def over(self) -> bool:
        tables = [s for s in self.app.stack if isinstance(s, TableScene)]
        return bool(tables) and tables[-1].state.is_over()


def figures(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))], ordered[-1]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="easy-come-easy-go", choices=["easy-come-easy-go", "wazabi", "yam-color"])
    parser.add_argument("--computers", type=int, default=2)
    parser.add_argument("--speed", default="fast", choices=["slow", "normal", "fast", "instant"])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    lobby_module.ONLY_HERE = True            # loopback only, a free port
    config_type = config_class(args.game)
    hosted_kinds = [REMOTE] + ["easy"] * args.computers
    reference_kinds = ["easy"] * (args.computers + 1)
    sides = {"hosted": None, "one screen": None}
    started = time.monotonic()
    for number in range(args.games):
        seed = args.seed + number
        host = App(parse_args(["--speed", args.speed, "--game", args.game]))
        host.open("lobby", config_type(seats(hosted_kinds), seed=seed))
        lobby = host.stack[-1]
        while not lobby.hosting.ready:
            assert time.monotonic() - started < WALL_LIMIT and not lobby.hosting.error, lobby.hosting.error
            host.update(STEP)
        join = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "join",
                                 f"127.0.0.1:{lobby.hosting.port_now()}", "--play", "easy"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while not lobby.ready():
            assert time.monotonic() - started < WALL_LIMIT, "nobody joined"
            host.update(STEP)
            time.sleep(0.001)
        lobby.begin()
        reference = App(parse_args(["--speed", args.speed, "--game", args.game]))
        reference.push(reference.build(reference.game_screen("rolloff"), config_type(seats(reference_kinds),
                                                                                      seed=seed)))
        pair = [Side("hosted", host), Side("one screen", reference)]
        while not all(side.over() for side in pair):
            assert time.monotonic() - started < WALL_LIMIT, "the games did not end"
            for side in pair:
                if not side.over():
                    side.frame()
        join.wait(30)
        host.quit()
        reference.quit()
        for side in pair:
            kept = sides[side.name] or ([], [])
            kept[0].extend(side.wall)
            kept[1].extend(side.cpu)
            sides[side.name] = kept
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{args.game}, {args.computers + 1} seats (one remote), speed {args.speed}, {args.games} games, "
          f"load average {load:.1f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    print("| table | frames | median | p99 | max | CPU median | CPU p99 |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    rows = {}
    for name, (wall, cpu) in sides.items():
        rows[name] = figures(wall) + figures(cpu)[:2]
        median, p99, most, cpu_median, cpu_p99 = rows[name]
        print(f"| {name} | {len(wall)} | {median:.2f} ms | {p99:.2f} ms | {most:.1f} ms | {cpu_median:.2f} ms | "
              f"{cpu_p99:.2f} ms |")
    ratio = [h / r if r else float("nan") for h, r in zip(rows["hosted"], rows["one screen"])]
    print(f"| ratio | | {ratio[0]:.2f}× | {ratio[1]:.2f}× | {ratio[2]:.2f}× | {ratio[3]:.2f}× | {ratio[4]:.2f}× |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
