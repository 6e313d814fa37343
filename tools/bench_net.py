"""The time from one client's action to every other client having the event, across
computers on loopback, beside bare `websockets` references measured in the same run,
and the host's CPU time per action.

    python tools/bench_net.py [--clients 2,6] [--games 10] [--runs 3] [--layouts one,separate]
                              [--client-work MICROSECONDS] [--seed 1] [--profile FILE]

The host runs in this process. The clients (headless, `random` level, Easy Come, Easy
Go: many small actions) run either all in one second process (`one`) or each in a
process of its own (`separate`: as on the players' computers, but here every process
shares this machine's cores). The references, with the same layouts and numbers of
clients: a bare `websockets` echo round trip (one connection), and a bare broadcast:
a server that sends each message it receives to every client with
`websockets.broadcast`, the clients taking turns to send the next message as soon as
the previous one arrives (the shape of a game, with nothing of ours in it); with
`--client-work W`, the same broadcast again with each client spending W microseconds of
CPU on each message it receives (the cost of reading and handling an event), which
shows how the tail on a busy machine follows the CPU spent per action. Every
configuration is run `--runs` times, interleaved, so all see the same load; the
figures are the median over the runs and the range (lowest to highest run).

All processes read the same monotonic clock (one machine), so a client's send time and
the others' receive times compare directly. For each action: the latest receive time
among the other clients, less the send time.
"""
from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import websockets  # noqa: E402

from game.registry import game as game_of  # noqa: E402
from scenes.net.client import Client  # noqa: E402
from scenes.net.host import Host  # noqa: E402

GAME = "easy-come-easy-go"
ROUNDS_PER_GAME = 150        # bare broadcast messages per game asked for (a game has ~100-150 actions)


# ----- the game ------------------------------------------------------------------------------
class Timed(Client):
    """Keeps (position it acted at, send time) and (position, receive time) of events."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sent: dict[str, float] = {}      # "game:position" -> time
        self.got: dict[str, float] = {}
        self.game_number = 0

    async def send(self, message):
        if message.get("type") == "action":     # its event comes at the next position
            self.sent[f"{self.game_number}:{message['position'] + 1}"] = time.monotonic()
        await super().send(message)

    async def _on(self, message):
        if message["type"] == "snapshot":
            self.game_number += 1
        if message["type"] == "event":
            self.got.setdefault(f"{self.game_number}:{message['position']}", time.monotonic())
        await super()._on(message)


async def game_clients(port: int, seats: list[int]) -> list[dict]:
    clients = [Timed(f"ws://127.0.0.1:{port}", seat=i, play="random", seed=i, reconnect=0) for i in seats]
    await asyncio.gather(*[c.run() for c in clients])
    return [{"sent": c.sent, "got": c.got} for c in clients]


async def game_host(count: int, games: int, seed: int, layout: str, profile: cProfile.Profile | None = None):
    game = game_of(GAME)
    options = game.options_in_effect(count, {})
    host = Host(game, game.make_rules(count, **options), ["remote"] * count, seed, games=games, options=options)
    port = await host.start()
    groups = [list(range(count))] if layout == "one" else [[i] for i in range(count)]
    processes = [spawn("--game-clients", port, *seats) for seats in groups]
    cpu = time.process_time()
    if profile is not None:
        profile.enable()
    await host.run()
    if profile is not None:
        profile.disable()
    cpu = time.process_time() - cpu
    clients = await collect(processes)
    delays = delays_of(clients)
    return delays, cpu / max(1, len(delays))


# ----- the bare references -----------------------------------------------------------------------
async def echo_round_trips(samples: int = 500) -> list[float]:
    async def echo(ws):
        async for message in ws:
            await ws.send(message)
    async with websockets.serve(echo, "127.0.0.1", 0, compression=None) as server:
        port = server.sockets[0].getsockname()[1]
        async with websockets.connect(f"ws://127.0.0.1:{port}", compression=None) as ws:
            times = []
            for _ in range(samples):
                started = time.monotonic()
                await ws.send('{"type":"ping","t0":1.0}')
                await ws.recv()
                times.append(time.monotonic() - started)
    return times


async def broadcast_server(count: int, rounds: int, layout: str, work_us: int = 0) -> list[float]:
    """Every message received goes to every client (websockets.broadcast); once all are
    connected, "go"."""
    connected: set = set()
    everyone = asyncio.Event()

    async def relay(ws):
        connected.add(ws)
        if len(connected) == count:
            everyone.set()
        async for message in ws:
            websockets.broadcast(connected, message)

    async with websockets.serve(relay, "127.0.0.1", 0, compression=None) as server:
        port = server.sockets[0].getsockname()[1]
        groups = [list(range(count))] if layout == "one" else [[i] for i in range(count)]
        processes = [spawn("--broadcast-clients", port, count, rounds, work_us, *seats) for seats in groups]
        await everyone.wait()
        websockets.broadcast(connected, "go")
        return delays_of(await collect(processes))


async def broadcast_clients(port: int, count: int, rounds: int, work_us: int, seats: list[int]) -> list[dict]:
    """Client `i` sends message n when n % count == i, as soon as message n - 1 (or "go")
    arrives; every client notes when each message arrives (then spends `work_us` of CPU)."""
    async def one(seat: int) -> dict:
        sent, got = {}, {}
        async with websockets.connect(f"ws://127.0.0.1:{port}", compression=None) as ws:
            async for text in ws:
                number = -1 if text == "go" else int(text)
                if number >= 0:
                    got[f"0:{number}"] = time.monotonic()
                    busy_until = time.perf_counter() + work_us / 1e6
                    while time.perf_counter() < busy_until:
                        pass
                following = number + 1
                if following < rounds and following % count == seat:
                    sent[f"0:{following}"] = time.monotonic()
                    await ws.send(str(following))
                if number == rounds - 1:
                    break
        return {"sent": sent, "got": got}
    return list(await asyncio.gather(*[one(s) for s in seats]))


# ----- plumbing ----------------------------------------------------------------------------------
def spawn(*args) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, __file__, *map(str, args)], stdout=subprocess.PIPE, text=True,
                            cwd=ROOT)


async def collect(processes: list[subprocess.Popen]) -> list[dict]:
    clients = []
    for process in processes:
        out, _ = await asyncio.to_thread(process.communicate)
        if process.returncode != 0:
            raise SystemExit(f"a client process failed ({process.returncode})")
        clients += json.loads(out)
    return clients


def delays_of(clients: list[dict]) -> list[float]:
    delays = []
    for client in clients:
        for key, sent in client["sent"].items():
            others = [c["got"].get(key) for c in clients if c is not client]
            if others and all(t is not None for t in others):
                delays.append(max(others) - sent)
    return delays


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(label: str, runs: list[list[float]], extra: str = "") -> str:
    def spread(q):
        values = [quantile(r, q) * 1000 for r in runs]
        return f"{statistics.median(values):5.2f} ({min(values):.2f}-{max(values):.2f})"
    over = sum(d > 0.005 for r in runs for d in r) / max(1, sum(map(len, runs)))
    return (f"{label:<48} median {spread(0.5)}  p90 {spread(0.9)}  p99 {spread(0.99)} ms; "
            f"{over:.1%} over 5 ms of {sum(map(len, runs))}{extra}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", default="2,6")
    parser.add_argument("--games", type=int, default=10, help="games per run (default %(default)s)")
    parser.add_argument("--runs", type=int, default=3, help="runs of every configuration (default %(default)s)")
    parser.add_argument("--layouts", default="one,separate")
    parser.add_argument("--client-work", type=int, default=0, metavar="MICROSECONDS",
                        help="also a bare broadcast whose clients spend this CPU on each message")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", metavar="FILE", help="profile the host (6 clients, one process) into FILE")
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["--game-clients"]:
        port, *seats = map(int, argv[1:])
        print(json.dumps(asyncio.run(game_clients(port, seats))))
        return 0
    if argv[:1] == ["--broadcast-clients"]:
        port, count, rounds, work_us, *seats = map(int, argv[1:])
        print(json.dumps(asyncio.run(broadcast_clients(port, count, rounds, work_us, seats))))
        return 0
    args = parser.parse_args(argv)
    counts = [int(c) for c in args.clients.split(",")]
    layouts = args.layouts.split(",")
    if args.profile:
        profile = cProfile.Profile()
        asyncio.run(game_host(max(counts), args.games, args.seed, "one", profile))
        profile.dump_stats(args.profile)
        pstats.Stats(args.profile).sort_stats("tottime").print_stats(25)
        return 0
    echo, results, cpu = [], {}, {}
    load = f"{os.getloadavg()[0]:.1f}"
    for run in range(args.runs):
        echo.append(asyncio.run(echo_round_trips()))
        for layout in layouts:
            for count in counts:
                bare = asyncio.run(broadcast_server(count, ROUNDS_PER_GAME * args.games, layout))
                results.setdefault(("bare", layout, count), []).append(bare)
                if args.client_work:
                    busy = asyncio.run(broadcast_server(count, ROUNDS_PER_GAME * args.games, layout, args.client_work))
                    results.setdefault(("busy", layout, count), []).append(busy)
                delays, per_action = asyncio.run(game_host(count, args.games, args.seed + run, layout))
                results.setdefault(("game", layout, count), []).append(delays)
                cpu.setdefault((layout, count), []).append(per_action)
    print(f"{args.runs} runs of {args.games} games each, interleaved; median over the runs (lowest-highest run); "
          f"load average before {load} and after {os.getloadavg()[0]:.1f}")
    print(summary("bare websockets echo round trip (one connection)", echo))
    for layout in layouts:
        for count in counts:
            where = "in one process" if layout == "one" else "in separate processes"
            print(summary(f"bare broadcast, {count} clients {where}", results["bare", layout, count]))
            if args.client_work:
                print(summary(f"  + {args.client_work} us of CPU per message", results["busy", layout, count]))
            per_action = statistics.median(cpu[layout, count]) * 1000
            print(summary(f"game, {count} clients {where}", results["game", layout, count],
                          f"; host CPU {per_action:.2f} ms per action"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
