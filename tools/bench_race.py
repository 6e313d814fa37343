"""YAM color's race across computers under latency: by how many milliseconds must two
presses differ for the earlier to win every time?

    python tools/bench_race.py [--rounds 20] [--near 20] [--far 200] [--jitter 10] [--seed 1]
    python tools/bench_race.py --far-before 20 --far 200 [--change-after 4] [--settle 6]

A host and two headless clients on loopback, each client behind a proxy that delays
every chunk of bytes by its one-way time plus a random jitter (order kept, as TCP
keeps it), and each client's clock set off from the host's by seconds (so the offset
it estimates with pings is really used). Each round both call at a scripted moment,
one `delta` ms before the other (the near and the far seat take turns being the
earlier); the host's log says who called first. Prints, for each delta, how often the
earlier press was first. tests/net/test_race_latency.py runs a short version.

With --far-before, the far seat's network gets worse mid-game (its one-way time
--far-before ms until --change-after rounds are over, --far ms after): the host that
keeps measuring round trips is measured beside the one that measured them only as
the seat sat down (the window as built before), in the same run.
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
from scenes.net import latency, race  # noqa: E402
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
                  jitter: float = 0.010, margin: float = 0.015, seed: int = 1, limit: float = 300.0,
                  far_before: float | None = None, change_after: int = 0, settle: int = 0,
                  ping_every: float | None = latency.EVERY):
    """{delta: (rounds, rounds the earlier press was first)}, and the host (its log).
    A seat whose network gets worse: the far seat's one-way time is `far_before` until
    `change_after` rounds are over, `far` from then on; the first `settle` rounds after
    the change are played but not counted (`host.settling` says how they went).
    `ping_every`: the host's round trips during the game (None: on sitting down only,
    the collection window then stays as it was measured then)."""
    rng = random.Random(seed)
    plan = script(deltas, rounds, rng)
    changing = far_before is not None
    if changing:     # the rounds before the change and while the host catches up: not counted
        plan = [(None, k % 2, *((0.1, 0.4) if k % 2 == 0 else (0.4, 0.1))) for k in range(change_after + settle)] + plan
    game = game_of("yam-color")
    options = game.options_in_effect(2, {"call_time": "none"})
    host = Host(game, game.make_rules(2, **options), ["remote", "remote"], seed, margin=margin, options=options,
                ping_every=ping_every)
    port = await host.start()
    proxies = [DelayProxy(port, near, jitter, random.Random(seed + 1)),
               DelayProxy(port, far_before if changing else far, jitter, random.Random(seed + 2))]
    host.holds = []          # the collection window at each round's end (s)
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
        if len(host.holds) < checked():
            host.holds.append(race.window(host))
        if changing and checked() >= change_after and proxies[1].one_way != far:
            proxies[1].one_way = far             # the far seat's network gets worse, mid-game
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
    host.settling = []        # (round, was the earlier press first) of the rounds not counted
    for k, ((delta, earlier, _n, _f), first) in enumerate(zip(plan, firsts)):
        if delta is None:
            host.settling.append((k + 1, first == earlier))
            continue
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
    parser.add_argument("--far-before", type=float, default=None,
                        help="a seat whose network gets worse: the far seat's one-way ms before the change")
    parser.add_argument("--change-after", type=int, default=4, help="rounds played before the change")
    parser.add_argument("--settle", type=int, default=6, help="rounds after the change not counted")
    args = parser.parse_args(argv)
    deltas = [float(d) / 1000 for d in args.deltas.split(",")]
    changing = args.far_before is not None
    # a changing seat: the host following its round trips beside the reference, the window
    # measured on sitting down only (as built before), in the same run
    runs = [("following", latency.EVERY), ("on sitting only", None)] if changing else [("", latency.EVERY)]
    for label, every in runs:
        started = time.monotonic()
        tally, host, clients = asyncio.run(measure(
            deltas, args.rounds, args.near / 1000, args.far / 1000, args.jitter / 1000, args.margin / 1000,
            args.seed, far_before=None if not changing else args.far_before / 1000,
            change_after=args.change_after, settle=args.settle, ping_every=every))
        far = f"far {args.far:g} ms" if not changing else \
            f"far {args.far_before:g} ms then {args.far:g} ms after round {args.change_after}"
        print(f"{label + ': ' if label else ''}near {args.near:g} ms, {far}, jitter up to {args.jitter:g} ms, "
              f"margin {args.margin:g} ms, {args.rounds} rounds each ({time.monotonic() - started:.0f} s)")
        print("clock offsets estimated (error, ms): " + ", ".join(
            f"{(c.offset.offset + off) * 1000:+.1f}" for c, off in zip(clients, (NEAR_OFF, FAR_OFF))))
        if host.failures:
            print("stopped early:", "; ".join(host.failures))
        if changing:
            holds = [f"{h * 1000:.0f}" for h in host.holds]
            print(f"collection window after each round (ms): {' '.join(holds[:args.change_after + args.settle + 2])}"
                  f" ... {holds[-1] if holds else '-'}")
            print("rounds not counted (after the change, 300 ms apart), earlier first: "
                  + " ".join("y" if ok else "n" for _k, ok in host.settling[args.change_after:]))
        for delta, (rounds, right) in sorted(tally.items()):
            print(f"presses {delta * 1000:>4.0f} ms apart: the earlier first in {right} of {rounds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
