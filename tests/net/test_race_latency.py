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


def test_a_seat_whose_network_gets_worse_mid_game_still_wins_with_the_earlier_press():
    # the far seat sits down at 20 ms and goes to 200 ms after round 2; the host, pinging every
    # 0.25 s, widens its window within the 3 rounds not counted; then 20 ms apart, 6 rounds
    tally, host, _clients = asyncio.run(measure([0.020], 6, near=0.020, far=0.200, jitter=0.010, limit=60,
                                                far_before=0.020, change_after=2, settle=3, ping_every=0.25))
    assert tally == {0.020: (6, 6)}, tally
    assert not host.failures and dict(host.refused) == {}
    assert host.holds[0] < 0.06 and 0.2 < host.holds[-1] < 0.25      # the window: ~35 ms, then ~215 ms
