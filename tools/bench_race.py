"""YAM color's race across computers under latency: by how many milliseconds must two
presses differ for the earlier to win every time?

    python tools/bench_race.py [--rounds 20] [--near 20] [--far 200] [--jitter 10] [--seed 1]

A host and two headless clients on loopback, each client behind a proxy that delays
every chunk of bytes by its one-way time plus a random jitter (order kept, as TCP
keeps it), and each client's clock set off from the host's by seconds (so the offset
it estimates with pings is really used). Each round both call at a scripted moment,
one `delta` ms before the other (the near and the far seat take turns being the
earlier); the host's log says who called first. Prints, for each delta, how often the
earlier press was first. tests/net/test_race_latency.py runs a short version.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.registry import game as game_of  # noqa: E402
from game.yam_color.actions import Call  # noqa: E402
from scenes.net.client import Client  # noqa: E402
from scenes.net.host import Host  # noqa: E402

NEAR_OFF, FAR_OFF = 5.0, -3.0     # seconds each client's clock is off the host's


class DelayProxy:
    """A TCP proxy to the host adding `one_way` seconds plus up to `jitter` to every
    chunk in each direction, never reordering."""

    def __init__(self, port: int, one_way: float, jitter: float, rng: random.Random):
        self.target, self.one_way, self.jitter, self.rng = port, one_way, jitter, rng
        self.server = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._connection, "127.0.0.1", 0)
        return self.server.sockets[0].getsockname()[1]

    async def _connection(self, reader, writer):
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.close()
            return
        await asyncio.gather(self._pump(reader, up_writer), self._pump(up_reader, writer),
                             return_exceptions=True)

    async def _pump(self, reader, writer):
        loop = asyncio.get_running_loop()
        last = 0.0
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                loop.call_at(max(last, loop.time()), writer.close)
                return
            # strictly later than the chunk before: timers due at the same moment may run in
            # any order, and reordered bytes are a broken stream
            last = max(last + 1e-6, loop.time() + self.one_way + self.rng.uniform(0.0, self.jitter))
            loop.call_at(last, _write, writer, chunk)

    def close(self):
        if self.server is not None:
            self.server.close()


def _write(writer, chunk):
    if not writer.is_closing():
        writer.write(chunk)


class ScriptedCaller:
    """Calls 8 (nearly always too high, so the pile never empties) at its round's moment."""

    reacts = False

    def __init__(self, moments: dict[int, float]):
        self.moments = moments

    def choose(self, view) -> Call:
        return Call(8, self.moments.get(view.round, 1000.0))


class OffClock(Client):
    """A headless client whose clock is `off` seconds from the host's, playing a script."""

    def __init__(self, *args, off: float, caller: ScriptedCaller, **kwargs):
        super().__init__(*args, clock=lambda: time.monotonic() + off, **kwargs)
        self.caller = caller

    def _seated(self, message):
        super()._seated(message)
        self.player = self.caller


def script(deltas: list[float], rounds: int, rng: random.Random):
    """Per round: (delta, which seat presses first, near's moment, far's moment)."""
    plan = []
    for delta in deltas:
        for k in range(rounds):
            base = 0.1 + rng.uniform(0.0, 0.05)
            earlier = k % 2                        # 0: the near seat first, 1: the far seat
            near, far = (base, base + delta) if earlier == 0 else (base + delta, base)
            plan.append((delta, earlier, near, far))
    return plan


async def measure(deltas: list[float], rounds: int, near: float = 0.020, far: float = 0.200,
                  jitter: float = 0.010, margin: float = 0.015, seed: int = 1, limit: float = 300.0):
    """{delta: (rounds, rounds the earlier press was first)}, and the host (its log)."""
    rng = random.Random(seed)
    plan = script(deltas, rounds, rng)
    game = game_of("yam-color")
    options = game.options_in_effect(2, {"call_time": "none"})
    host = Host(game, game.make_rules(2, **options), ["remote", "remote"], seed, margin=margin, options=options)
    port = await host.start()
    proxies = [DelayProxy(port, near, jitter, random.Random(seed + 1)),
               DelayProxy(port, far, jitter, random.Random(seed + 2))]
    ports = [await p.start() for p in proxies]
    callers = [ScriptedCaller({r + 1: p[2] for r, p in enumerate(plan)}),
               ScriptedCaller({r + 1: p[3] for r, p in enumerate(plan)})]
    clients = [OffClock(f"ws://127.0.0.1:{ports[0]}", seat=0, reconnect=0, off=NEAR_OFF, caller=callers[0]),
               OffClock(f"ws://127.0.0.1:{ports[1]}", seat=1, reconnect=0, off=FAR_OFF, caller=callers[1])]
    tasks = [asyncio.ensure_future(host.run()), *[asyncio.ensure_future(c.run()) for c in clients]]

    def checked() -> int:
        return 0 if host.match is None else sum(e["type"] in ("take", "unclaimed") for e in host.match.log)

    done = asyncio.Event()

    def watch():
        if checked() >= len(plan) or any(t.done() for t in tasks):
            done.set()
        else:
            asyncio.get_running_loop().call_later(0.02, watch)
    watch()
    try:
        await asyncio.wait_for(done.wait(), limit)
    finally:
        for task in tasks:
            task.cancel()
        ended = await asyncio.gather(*tasks, return_exceptions=True)
        host.failures = [repr(e) for e in ended if isinstance(e, Exception)]
        for proxy in proxies:
            proxy.close()
    firsts = []
    calls: list[int] = []
    for event in host.match.log:
        if event["type"] == "throw":
            calls = []
        elif event["type"] == "call":
            calls.append(event["player"])
        elif event["type"] in ("take", "unclaimed"):
            firsts.append(calls[0] if len(calls) == 2 else None)
    tally: dict[float, list[int]] = {}
    for (delta, earlier, _n, _f), first in zip(plan, firsts):
        counts = tally.setdefault(delta, [0, 0])
        counts[0] += 1
        counts[1] += first == earlier
    return {d: tuple(c) for d, c in tally.items()}, host, clients


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="rounds per difference")
    parser.add_argument("--near", type=float, default=20.0, help="one-way ms of the near seat")
    parser.add_argument("--far", type=float, default=200.0, help="one-way ms of the far seat")
    parser.add_argument("--jitter", type=float, default=10.0, help="up to this many ms more, each chunk")
    parser.add_argument("--margin", type=float, default=15.0, help="the host's collection margin, ms")
    parser.add_argument("--deltas", default="0,1,2,5,10,15,20,30", help="press differences to try, ms")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    deltas = [float(d) / 1000 for d in args.deltas.split(",")]
    started = time.monotonic()
    tally, host, clients = asyncio.run(measure(deltas, args.rounds, args.near / 1000, args.far / 1000,
                                               args.jitter / 1000, args.margin / 1000, args.seed))
    print(f"near {args.near:g} ms, far {args.far:g} ms, jitter up to {args.jitter:g} ms, margin {args.margin:g} ms, "
          f"{args.rounds} rounds each ({time.monotonic() - started:.0f} s)")
    print("clock offsets estimated (error, ms): " + ", ".join(
        f"{(c.offset.offset + off) * 1000:+.1f}" for c, off in zip(clients, (NEAR_OFF, FAR_OFF))))
    if host.failures:
        print("stopped early:", "; ".join(host.failures))
    for delta, (rounds, right) in sorted(tally.items()):
        print(f"presses {delta * 1000:>4.0f} ms apart: the earlier first in {right} of {rounds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
