"""YAM color's race with simulated latency and clock offsets (tools/bench_race.py): one
seat 20 ms away, the other 200 ms, each chunk up to 10 ms later still, each client's
clock seconds off the host's. Presses 20 ms apart: the earlier is first every time,
whichever seat it is (README, "Play across computers", gives the measured bound). The
network's delays are real time here: the test waits for moments, every wait bounded."""
from __future__ import annotations

import asyncio

from tools.bench_race import FAR_OFF, NEAR_OFF, measure


def test_presses_20_ms_apart_are_ordered_right_with_20_and_200_ms_of_latency():
    tally, host, clients = asyncio.run(measure([0.020], 8, near=0.020, far=0.200, jitter=0.010, limit=60))
    assert tally == {0.020: (8, 8)}, tally
    assert not host.failures and dict(host.refused) == {}
    for client, off in zip(clients, (NEAR_OFF, FAR_OFF)):
        assert abs(client.offset.offset + off) < 0.006        # its clock's offset, known within 6 ms
