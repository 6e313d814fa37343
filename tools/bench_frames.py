"""Frame time of the game window in demo mode, headless: median and p99.

    SDL_VIDEODRIVER=dummy python tools/bench_frames.py [--game ID] [--frames 3000] [--players 2] [--seed 3] [--size WxH]

Each frame is one fixed 1/60 s update plus a full render at the window's resolution
(--size; the scenes lay out 1280x720 design units, scenes/ui/canvas.py) and its copy
into the window and flip,
timed with perf_counter (wall clock) and thread_time (the main thread's CPU time: on
a shared, busy machine the wall-clock tail measures the neighbours, the CPU time
measures the game). The first 60 frames (caches warming up) are left out.
Frames in which the table says its dice are in the air (`tumbling`, YAM color's
eight dice) are also measured apart. Prints one line per figure so the README can
quote them.

    python tools/bench_frames.py --game wazabi --players 6 --reference easy-come-easy-go

runs a second game's demo in the same app, the two taking turns by rounds of frames,
and prints a table of both side by side with their ratio: on a shared, loaded machine
the reference meets the same neighbours, so the ratio says what the game costs.

    python tools/bench_frames.py --game wazabi --players 6 --sizes 1280x720,1920x1080,2560x1440,3840x2160

runs the demo once per window size and prints one table row per size (issue 30's
budgets: p99 within 6.9 ms at 2560x1440, within 16.7 ms at 3840x2160), with the
first frame (the table's sprites drawn at that size) apart.

    python tools/bench_frames.py --game wazabi --players 6 --size 2560x1440 --resize 3840x2160,1920x1080

resizes the window (as a player or F11 would) and times the first frame after each
resize and the worst of the 30 after it (they include the frames in which the window
still shows the last frame scaled while the new size is made: "frames held").

    python tools/bench_frames.py --game wazabi --players 6 --size 2560x1440 --paced

rests between frames as the window does (scenes/frame_rest.py: the next frame due 1/60 s
after the last rest, a computer's think let run only during the rest), timing only the
frames: what a player sees. Frames back to back (the default) leave a think no time of
its own, so it runs beside the frames. Also prints how long the computers' thinks took,
wall clock from their start and CPU. `--paced --no-gate` rests the same way with the
think let run beside the frames (as before the gate); on a checkout without
scenes/frame_rest.py, --paced sleeps to the next 1/60 s tick as clock.tick did.
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
DATA = setup_environment("eceg-bench-frames-")     # headless, never the player's data folder

from scenes.app import STEP, App, parse_args, start_scene  # noqa: E402
from scenes.shell import thinking  # noqa: E402
try:
    from scenes.frame_rest import FrameRest  # noqa: E402
except ImportError:                 # an older checkout measured side by side: no gate there
    FrameRest = None
try:
    from scenes.ui import spare  # noqa: E402
except ImportError:                 # nor surfaces made between frames
    spare = None

WARM_UP = 60


def demo_app(players: int, seed: int, speed: str, game: str | None, size: str = "1280x720") -> App:
    """The window's demo mode (headless), its first scene open."""
    app = App(parse_args(["--demo", "--players", str(players), "--seed", str(seed), "--speed", speed,
                          "--size", size] + (["--game", game] if game else [])))
    app.push(start_scene(app))
    return app


def serving(on: bool) -> None:
    """As App.run: surfaces a resize asks for may wait for the rest between frames."""
    if spare is not None:
        spare.serve(on)


def between_frames(app: App, count: int = 1) -> None:
    """What App.run does once a frame is shown, before it rests (untimed, as a frame's
    time ends there): the surfaces a resize asked for (scenes/ui/spare.py), a sound."""
    if spare is not None:
        spare.make_waiting()
    if count:
        app.audio.prepare_next()


def timed_frame(app: App) -> tuple[float, float]:
    """One frame as the window runs it (events, one fixed update, render, present):
    (wall ms, CPU ms of this thread)."""
    start, start_cpu = time.perf_counter(), time.thread_time()
    for event in app.pygame.event.get():
        app.dispatch(event)
    app.update(STEP)
    app.render()
    app.present()
    return (time.perf_counter() - start) * 1000, (time.thread_time() - start_cpu) * 1000


class PlainRest:
    """A window's rest without the gate: a sleep until 1/60 s after the last rest ended
    (clock.tick(60)'s pace); the think runs beside the frames."""

    def __init__(self, fps: int = 60):
        self.period, self.rested, self.gate = 1 / fps, time.perf_counter(), None

    def start(self) -> None:
        self.rested = time.perf_counter()

    def stop(self) -> None:
        pass

    def rest(self) -> None:
        left = self.rested + self.period - time.perf_counter()
        if left > 0:
            time.sleep(left)
        self.rested = time.perf_counter()


class TimedThink:
    """A computer whose long thinks are timed: wall clock from the think's start on the
    frame to its end on the worker, and the worker's CPU time."""

    thinks_long = True

    def __init__(self, player, log: list):
        self.player, self.rng, self.log = player, getattr(player, "rng", None), log
        self.started = time.perf_counter()

    def choose(self, view):
        began_cpu = time.thread_time()
        thinking_now[0] += 1
        try:
            return self.player.choose(view)
        finally:
            thinking_now[0] -= 1
            self.log.append(((time.perf_counter() - self.started) * 1000, (time.thread_time() - began_cpu) * 1000))


def timing_thinks(log: list):
    """thinking.think with each long think timed into `log`; the original to put back."""
    original = thinking.think

    def think(player, view, at):
        if getattr(player, "thinks_long", False):
            player = TimedThink(player, log)
        return original(player, view, at)
    thinking.think = think
    return original


thinks: list[tuple[float, float]] = []    # (wall ms, CPU ms) of the last paced measure's thinks
thinking_now = [0]        # thinks running on the worker now
during_thinks: list[bool] = []    # of the last paced measure's frames (after the warm-up): a think ran


def measure(frames: int, players: int, seed: int, speed: str, game: str | None = None, size: str = "1280x720",
            paced: bool = False, gated: bool = True):
    """(wall ms, CPU ms, dice in the air?) of each frame after the warm-up; `paced`: with
    the window's rest between frames (gated: the think runs only then), untimed."""
    app = demo_app(players, seed, speed, game, size)
    wall, cpu, tumbling = [], [], []
    global first_frame
    rest = None
    during = []
    if paced:
        rest = FrameRest(60) if gated and FrameRest is not None else PlainRest(60)
        thinks.clear()
        original = timing_thinks(thinks)
        rest.start()
        serving(True)
    try:
        for k in range(frames + WARM_UP):
            thought = thinking_now[0] > 0
            took, took_cpu = timed_frame(app)
            during.append(thought or thinking_now[0] > 0)
            wall.append(took)
            cpu.append(took_cpu)
            # the table's layer says (a table on the shared driver), else the screen itself
            tumbling.append(bool(getattr(getattr(app.top, "layer", app.top), "tumbling", False)))
            if rest is not None:           # the rest of App.run's loop, untimed as there
                between_frames(app, k)
                rest.rest()
        app.quit()      # pygame itself stays up: a caller (a test) may go on drawing text
    finally:
        if rest is not None:
            serving(False)
            rest.stop()
            thinking.think = original
    first_frame = wall[0]
    during_thinks[:] = during[WARM_UP:]
    return wall[WARM_UP:], cpu[WARM_UP:], tumbling[WARM_UP:]


first_frame = 0.0      # wall ms of the last measure's first frame (sprites drawn at its size)
BUDGET = 6.9


def measure_resize(players: int, seed: int, speed: str, game: str | None, size: str, to: str,
                   before: int = 200, after: int = 30):
    """(wall ms, CPU ms) of each of the `after` frames following a resize from `size` to `to`
    (the window made that size as a player or F11 would, `before` frames into the demo)."""
    app = demo_app(players, seed, speed, game, size)
    wall, cpu, held = [], [], 0
    serving(True)
    try:
        for k in range(before + after):
            if k == before:
                app.window.sdl_window.size = tuple(int(v) for v in to.split("x"))
            took, took_cpu = timed_frame(app)
            between_frames(app)
            if k >= before:
                wall.append(took)
                cpu.append(took_cpu)
                # frames after which the window still shows the last frame scaled (scenes/ui/rebuild.py)
                held += bool(getattr(app.window, "rebuilding", False))
    finally:
        serving(False)
    app.quit()
    return wall, cpu, held


def budget(size: str) -> float:
    """Issue 30's frame budget for a window size: 16.7 ms at 3840x2160, 6.9 ms below."""
    w, h = (int(v) for v in size.split("x"))
    return 16.7 if w * h > 2560 * 1440 else BUDGET


def report_resize(players: int, seed: int, speed: str, game: str | None, size: str, targets: list[str]) -> None:
    """One row per resize: the first frame after it, the worst of the next 30, CPU and wall."""
    print("| resize | first frame | worst of 30 | CPU first | CPU worst of 30 | CPU frames over budget | frames held |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for to in targets:
        wall, cpu, held = measure_resize(players, seed, speed, game, size, to)
        print(f"| {size} → {to} | {wall[0]:.1f} ms | {max(wall):.1f} ms | {cpu[0]:.1f} ms | {max(cpu):.1f} ms | "
              f"{sum(c > budget(to) for c in cpu)} (of {budget(to)} ms) | {held} |")
        size = to


def report_sizes(frames: int, players: int, seed: int, speed: str, game: str | None, sizes: list[str],
                 paced: bool = False) -> None:
    """One row per window size: median and p99, wall and CPU, frames over the budget."""
    print("| window | frames | median | p99 | CPU median | CPU p99 | over 6.9 ms | first frame |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for size in sizes:
        wall, cpu, _ = measure(frames, players, seed, speed, game, size, paced)
        print(f"| {size} | {len(wall)} | {statistics.median(wall):.2f} ms | {percentile(wall, 0.99):.2f} ms | "
              f"{statistics.median(cpu):.2f} ms | {percentile(cpu, 0.99):.2f} ms | "
              f"{sum(w > BUDGET for w in wall)} | {first_frame:.0f} ms |")


def measure_beside(frames: int, players: int, seed: int, speed: str, game: str, reference: str,
                   chunk: int = 250) -> dict[str, tuple[list[list[float]], list[list[float]]]]:
    """Two games' demos in one app, taking turns by rounds of `chunk` frames, so that
    both meet the same load on a shared machine: {game: (wall ms by round, CPU ms by
    round)}, each after its own warm-up."""
    app = App(parse_args(["--demo", "--players", str(players), "--seed", str(seed), "--speed", speed,
                          "--game", game]))
    stacks = {}
    for name in (game, reference):
        app.game, app.stack = name, []
        app.push(start_scene(app))
        for _ in range(WARM_UP):
            app.update(STEP)
            app.render()
        stacks[name] = app.stack
    rounds: dict = {name: ([], []) for name in (game, reference)}
    done = 0
    while done < frames:
        size = min(chunk, frames - done)
        for name in (game, reference) if (done // chunk) % 2 == 0 else (reference, game):
            app.game, app.stack = name, stacks[name]
            wall, cpu = [], []
            for _ in range(size):
                took, took_cpu = timed_frame(app)
                wall.append(took)
                cpu.append(took_cpu)
            stacks[name] = app.stack
            rounds[name][0].append(wall)
            rounds[name][1].append(cpu)
        done += size
    for stack in stacks.values():       # each game's scenes closed; pygame stays up (see measure)
        app.stack = stack
        app.quit()
    return rounds


def report_beside(rounds: dict, game: str, reference: str) -> None:
    """Each game's median and p99 over all its frames, and the median over the rounds
    of each round's p99 (a round that met a neighbour's burst counts as one of many)."""
    print("| game | frames | median | p99 | median of rounds' p99 | CPU median | CPU p99 | CPU median of rounds' p99 |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    figures = {}
    for name in (game, reference):
        walls, cpus = rounds[name]
        wall, cpu = [v for r in walls for v in r], [v for r in cpus for v in r]
        row = (statistics.median(wall), percentile(wall, 0.99), statistics.median(percentile(r, 0.99) for r in walls),
               statistics.median(cpu), percentile(cpu, 0.99), statistics.median(percentile(r, 0.99) for r in cpus))
        figures[name] = row
        print(f"| {name} | {len(wall)} | " + " | ".join(f"{v:.2f} ms" for v in row) + " |")
    ratio = [a / b if b else float("nan") for a, b in zip(figures[game], figures[reference])]
    print(f"| {game} / {reference} | | " + " | ".join(f"{v:.2f}×" for v in ratio) + " |")


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
    parser.add_argument("--size", default="1280x720", help="window size WxH (the frame is drawn at its resolution)")
    parser.add_argument("--sizes", default=None, help="several window sizes, comma-separated: one table row each")
    parser.add_argument("--reference", default=None, metavar="GAME",
                        help="also run this game's demo in the same app, taking turns by rounds of "
                             "--chunk frames, and print both side by side (the machine's load falls on both)")
    parser.add_argument("--chunk", type=int, default=250, help="frames per round with --reference")
    parser.add_argument("--resize", default=None, metavar="WxH,...",
                        help="from --size, resize the window to each size in turn and time the frames after")
    parser.add_argument("--paced", action="store_true",
                        help="rest between frames as the window does (a think runs then), timing only the frames")
    parser.add_argument("--no-gate", action="store_true",
                        help="with --paced: the think runs beside the frames, as before the gate")
    args = parser.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    if args.sizes:
        print(f"demo of {args.game or 'the first game'}, {args.players} players, speed {args.speed}, "
              f"{args.frames} frames a size{', paced as the window' if args.paced else ''}, "
              f"load average at start {load:.1f} on {os.cpu_count()} cores")
        report_sizes(args.frames, args.players, args.seed, args.speed, args.game, args.sizes.split(","), args.paced)
        return 0
    if args.resize:
        print(f"demo of {args.game or 'the first game'}, {args.players} players, resized from {args.size}, "
              f"load average at start {load:.1f} on {os.cpu_count()} cores")
        report_resize(args.players, args.seed, args.speed, args.game, args.size, args.resize.split(","))
        return 0
    if args.reference:
        game = args.game or "easy-come-easy-go"
        rounds = measure_beside(args.frames, args.players, args.seed, args.speed, game, args.reference, args.chunk)
        print(f"frames: {args.frames} of each at 1280x720, demos with {args.players} players, speed {args.speed}, "
              f"rounds of {args.chunk} frames taking turns, load average at start {load:.1f} on {os.cpu_count()} cores")
        report_beside(rounds, game, args.reference)
        return 0
    wall, cpu, tumbling = measure(args.frames, args.players, args.seed, args.speed, args.game, args.size,
                                  args.paced, not args.no_gate)
    pace = "" if not args.paced else (", paced as the window" + (
        ", no gate" if args.no_gate or FrameRest is None else ", the think gated"))
    print(f"frames: {len(wall)} drawn in a {args.size} window, demo of {args.game or 'the first game'}, "
          f"{args.players} players, speed {args.speed}{pace}, "
          f"load average at start {load:.1f} on {os.cpu_count()} cores")
    report("", wall, cpu)
    print(f"over {BUDGET} ms: {sum(w > BUDGET for w in wall)} (CPU {sum(c > BUDGET for c in cpu)})")
    if paced_split := [k for k, flag in enumerate(during_thinks) if flag]:
        # the neighbours' load falls on both kinds of frame; a think's own cost on those it ran beside
        others = [k for k, flag in enumerate(during_thinks) if not flag]
        for name, frames in (("while a computer thinks", paced_split), ("otherwise", others)):
            late = [wall[k] - cpu[k] for k in frames]
            print(f"frames {name}: {len(frames)}, p99 {percentile([wall[k] for k in frames], 0.99):.2f} ms "
                  f"(CPU {percentile([cpu[k] for k in frames], 0.99):.2f} ms), wall past CPU: median "
                  f"{statistics.median(late):.2f} ms, p99 {percentile(late, 0.99):.2f} ms")
    if thinks:
        took, took_cpu = [w for w, _ in thinks], [c for _, c in thinks]
        print(f"thinks: {len(thinks)}, wall median {statistics.median(took):.1f} ms, p90 {percentile(took, 0.9):.1f} ms, "
              f"max {max(took):.1f} ms (CPU median {statistics.median(took_cpu):.1f} ms, max {max(took_cpu):.1f} ms)")
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
