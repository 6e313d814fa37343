"""A joined window names every seat as the host's game does: a person who took their
seat after this window did is shown by their own name, not by the host's placeholder
for a seat nobody had taken yet (the window sat first, and its list of players was the
one sent as it sat). Against a real Host on loopback; every wait bounded."""
from __future__ import annotations

import asyncio

import pygame

from scenes.net.client import Client
from tests.net.window_helpers import HostThread, fresh_app, join


def test_a_person_seated_after_this_window_is_shown_by_their_own_name():
    host = HostThread("easy-come-easy-go", ["remote", "remote"], seed=5)
    other = Client(f"ws://{host.address}", seat=1, name="Bo", play="easy", reconnect=0)

    async def after_the_window():
        for _ in range(2000):                            # at most 20 s
            if host.host.places[0].token is not None:
                break
            await asyncio.sleep(0.01)
        await other.run()
    try:
        app = fresh_app()
        host.net.submit(after_the_window())
        table = join(app, host.address, "Ann", seat_key=pygame.K_1)
        assert table.driver.seat == 0
        start = host.host.match.log[0]["players"]
        assert [p["name"] for p in start] == ["Ann", "Bo"]          # the host's own record
        assert [s.name for s in table.config.seats] == ["Ann", "Bo"]
        assert [s.name for s in table.driver.match.seats] == ["Ann", "Bo"]
        assert table.config.seats[1].kind == "remote"
    finally:
        host.close()
