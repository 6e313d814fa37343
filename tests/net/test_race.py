"""YAM color's race across computers: the host orders calls by press time in host
time within its collection window, not by arrival; a press before the reveal is
refused; a press claimed earlier than the seat's latency allows is moved to the
earliest it could be. Clients estimate the host's clock from pings."""
from __future__ import annotations

import asyncio
import time

from scenes.net.client import Client
from scenes.net.clock import Offset
from tests.net.helpers import host_for

HOLD = 0.3      # the test's collection margin (s): wide, so a busy machine keeps the order asked


class Scripted(Client):
    """Presses by script: round -> (real seconds after the reveal to send, the press
    time it claims after the reveal, the count)."""

    def __init__(self, *args, script, **kwargs):
        super().__init__(*args, **kwargs)
        self.script, self.done = script, set()

    async def _decide(self, message):
        view, reveal = message["view"], message["reveal_at"]
        plan = self.script.get(view["round"])
        if plan is None or view["round"] in self.done:
            return
        self.done.add(view["round"])
        send_after, claim, count = plan
        await asyncio.sleep(max(0.0, reveal + send_after - time.monotonic()))
        await self.send({"type": "action", "action": {"type": "call", "count": count, "time": 0.0},
                         "at": reveal + claim})


def rounds_checked(log) -> int:
    return sum(e["type"] in ("take", "unclaimed") for e in log)


def test_calls_are_ordered_by_press_time_not_arrival_and_early_presses_refused():
    host = host_for("yam-color", ["remote", "remote"], seed=4, speed=10.0, margin=HOLD,
                    options={"call_time": "12"})
    # round 1: seat 0 arrives first, seat 1 pressed earlier (its message slower): seat 1 first
    # round 2: seat 1 claims a press before the reveal: refused; seat 0's call alone
    # round 3: seat 0 claims a press 2 s before it sent (more than its latency allows): moved
    first = Scripted("", seat=0, seed=1, reconnect=0, play="perfect",
                     script={1: (0.02, 0.02, 3), 2: (0.02, 0.02, 1), 3: (0.6, 0.0, 2)})
    second = Scripted("", seat=1, seed=2, reconnect=0, play="perfect",
                      script={1: (0.08, 0.01, 4), 2: (0.02, -0.05, 5)})

    async def scenario():
        port = await host.start()
        for client in (first, second):
            client.uri = f"ws://127.0.0.1:{port}"
        tasks = [asyncio.ensure_future(host.run()), *[asyncio.ensure_future(c.run()) for c in (first, second)]]
        try:
            async def three_rounds():
                while host.match is None or rounds_checked(host.match.log) < 3:
                    await asyncio.sleep(0.01)
            await asyncio.wait_for(three_rounds(), 30)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    asyncio.run(scenario())
    log = host.match.log
    throws = [i for i, e in enumerate(log) if e["type"] == "throw"]
    round1 = [e for e in log[throws[0]:throws[1]] if e["type"] == "call"]
    assert [(e["player"], e["count"]) for e in round1] == [(1, 4), (0, 3)]      # by press, not arrival
    assert round1[0]["time"] == 0.1 and round1[1]["time"] == 0.2               # (press - reveal) x speed
    round2 = [e for e in log[throws[1]:throws[2]] if e["type"] == "call"]
    assert [(e["player"], e["count"]) for e in round2] == [(0, 1)]
    assert host.refused["too_early"] == 1
    assert [e["code"] for e in second.errors] == ["too_early"]
    round3 = [e for e in log[throws[2]:] if e["type"] == "call"]
    # claimed at the reveal, sent 0.6 s after it: moved to (arrival - its round trip - the
    # margin), about 0.3 s after the reveal: 3 game seconds at this speed, not 0
    assert [e["player"] for e in round3] == [0] and 2.5 <= round3[0]["time"] <= 3.5
    assert first.offset.known and abs(first.offset.offset) < 0.05     # one clock here: offset about 0


def test_the_clock_estimate_trusts_the_fastest_round_trip():
    offset = Offset()
    offset.add(10.0, 105.30, 10.6)       # slow: 0.6 s round trip, says +95.0
    offset.add(11.0, 106.02, 11.04)      # fast: 0.04 s, says +95.0
    offset.add(12.0, 107.5, 12.9)        # slow and skewed: says +95.05
    assert abs(offset.rtt - 0.04) < 1e-9 and abs(offset.offset - 95.0) < 1e-9
    assert not Offset().known and Offset().offset == 0.0
