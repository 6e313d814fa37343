"""The time from one client's action to every other client having the event, across
computers on loopback, beside a bare `websockets` echo round trip measured in the same
run, and the host's CPU time per action.

    python tools/bench_net.py [--clients 2,6] [--games 3] [--seed 1]

The host runs in this process; the clients (headless, `random` level, Easy Come, Easy
Go: many small actions) all run in a second process, so the host's loop is its own.
Both read the same monotonic clock (one machine), so a client's send time and the
others' receive times compare directly. For each action: the latest receive time among
the other clients, less the send time.
"""
from __future__ import annotations

import argparse
import asyncio
import json
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


class Timed(Client):
    """Keeps (position it acted at, send time) and (position, receive time) of events."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sent: dict[tuple, float] = {}      # (game, position) -> time
        self.got: dict[tuple, float] = {}
        self.game_number = 0

    async def send(self, message):
        if message.get("type") == "action":     # its event comes at the next position
            self.sent[self.game_number, message["position"] + 1] = time.monotonic()
        await super().send(message)

    async def _on(self, message):
        if message["type"] == "snapshot":
            self.game_number += 1
        if message["type"] == "event":
            self.got.setdefault((self.game_number, message["position"]), time.monotonic())
        await super()._on(message)


async def clients_side(port: int, count: int) -> dict:
    clients = [Timed(f"ws://127.0.0.1:{port}", seat=i, play="random", seed=i, reconnect=0) for i in range(count)]
    await asyncio.gather(*[c.run() for c in clients])
    delays = []
    for client in clients:
        for position, sent in client.sent.items():
            others = [c.got.get(position) for c in clients if c is not client]
            if all(t is not None for t in others) and others:
                delays.append(max(others) - sent)
    return {"delays": delays}


async def echo_round_trips(samples: int = 500) -> list[float]:
    async def echo(ws):
        async for message in ws:
            await ws.send(message)
    async with websockets.serve(echo, "127.0.0.1", 0) as server:
        port = server.sockets[0].getsockname()[1]
        async with websockets.connect(f"ws://127.0.0.1:{port}") as ws:
            times = []
            for _ in range(samples):
                started = time.monotonic()
                await ws.send('{"type":"ping","t0":1.0}')
                await ws.recv()
                times.append(time.monotonic() - started)
    return times


async def host_side(count: int, games: int, seed: int):
    game = game_of(GAME)
    options = game.options_in_effect(count, {})
    host = Host(game, game.make_rules(count, **options), ["remote"] * count, seed, games=games, options=options)
    port = await host.start()
    clients = subprocess.Popen([sys.executable, __file__, "--clients-only", str(port), str(count)],
                               stdout=subprocess.PIPE, text=True, cwd=ROOT)
    cpu = time.process_time()
    matches = await host.run()
    cpu = time.process_time() - cpu
    out, _ = await asyncio.to_thread(clients.communicate)
    actions = sum(len(m.log) for m in matches)      # lines: at least one a step
    return json.loads(out), cpu, actions


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", default="2,6")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clients-only", nargs=2, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.clients_only:
        port, count = args.clients_only
        print(json.dumps(asyncio.run(clients_side(port, count))))
        return 0
    echo = asyncio.run(echo_round_trips())
    print(f"bare websockets echo round trip: median {statistics.median(echo) * 1000:.3f} ms, "
          f"p99 {quantile(echo, 0.99) * 1000:.3f} ms ({len(echo)} round trips)")
    for count in map(int, args.clients.split(",")):
        result, cpu, lines = asyncio.run(host_side(count, args.games, args.seed))
        delays = result["delays"]
        print(f"{count} clients: action to every other client's event: median "
              f"{statistics.median(delays) * 1000:.2f} ms, p99 {quantile(delays, 0.99) * 1000:.2f} ms "
              f"({len(delays)} actions, {args.games} games); host CPU {cpu / max(1, len(delays)) * 1000:.2f} ms "
              f"per seat's action ({lines} log lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
