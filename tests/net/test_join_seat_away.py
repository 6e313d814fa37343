"""A joined window tells, until it changes, that another person's seat is away or played
for them by a computer, as the host's table does (its notice lines). Before, it said so
for four seconds only; then the seat read "Remote player" while the game waited for it."""
from __future__ import annotations

import time

import pygame

from scenes.app import STEP
from scenes.net.client import Client
from scenes.ui.text import t
from tests.net.window_helpers import HostThread, fresh_app, join, until

WALL = 20.0


def drawn_notices(app, table) -> list[str]:
    """The notice texts the table's layer draws in the next frame."""
    seen = []
    real = table.layer.draw_notice
    table.layer.draw_notice = lambda surface, notice: (seen.append(notice[0]), real(surface, notice))
    try:
        app.render()
    finally:
        del table.layer.draw_notice
    return seen


def run_for(app, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        app.update(STEP)
        time.sleep(0.001)


def test_another_persons_seat_away_is_said_until_they_are_back():
    host = HostThread("easy-come-easy-go", ["easy", "remote", "remote"], seed=3)
    bo = Client(f"ws://{host.address}", seat=2, name="Bo", play="easy", reconnect=0)
    host.net.submit(bo.run())
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        until(app, lambda: bo.token is not None and bo.ws is not None, what="Bo seated")
        assert table.seat_lines() == []

        async def leave():
            await bo.ws.close()
        host.net.submit(leave()).result(WALL)
        away = t("net_seat_away", name="Bo")
        until(app, lambda: table.seat_lines() == [away], what="Bo's absence said")
        run_for(app, 5.0)                              # the four seconds' notice is over
        assert table.notice is None and drawn_notices(app, table) == [away]

        back = Client(f"ws://{host.address}", token=bo.token, play="easy", reconnect=0)
        host.net.submit(back.run())
        until(app, lambda: table.seat_lines() == [], what="Bo back")
        run_for(app, 5.0)
        assert away not in drawn_notices(app, table)
    finally:
        host.close()


def test_a_seat_already_away_when_the_window_joins_again_is_said_too():
    """Back to the title and joining again (the seat taken back with its token): the
    seats sent as it sits say Bo is away; no "seat" message comes for it."""
    from scenes.shell.remote_table import RemoteTable
    from tests.net.window_helpers import open_join, top
    from tests.scenes.scene_helpers import key
    host = HostThread("easy-come-easy-go", ["easy", "remote", "remote"], seed=3)
    bo = Client(f"ws://{host.address}", seat=2, name="Bo", play="easy", reconnect=0)
    host.net.submit(bo.run())
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        until(app, lambda: bo.token is not None and bo.ws is not None, what="Bo seated")
        table.app.reset_to("title")                    # as the pause's Quit to title does
        until(app, lambda: host.host.places[1].conn is None, what="the window's seat left")

        async def leave():
            await bo.ws.close()
        host.net.submit(leave()).result(WALL)
        until(app, lambda: host.host.places[2].conn is None, what="Bo gone")
        open_join(app)
        key(app, pygame.K_RETURN)                      # the address and the name remembered
        until(app, lambda: isinstance(top(app), RemoteTable), what="the seat taken back")
        again = top(app)
        assert again is not table and again.seat_lines() == [t("net_seat_away", name="Bo")]
    finally:
        host.close()


def test_a_seat_left_while_this_windows_cable_was_out_is_said_once_it_is_back():
    """No "seat" message reaches a window whose line is down: the seats sent as it sits
    again say who is away."""
    host = HostThread("easy-come-easy-go", ["easy", "remote", "remote"], seed=3)
    bo = Client(f"ws://{host.address}", seat=2, name="Bo", play="easy", reconnect=0)
    host.net.submit(bo.run())
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        until(app, lambda: bo.token is not None and bo.ws is not None, what="Bo seated")
        client = table.client
        table.net.call(client.kill)                     # this window's cable pulled

        async def leave():
            await bo.ws.close()
        host.net.submit(leave()).result(WALL)
        until(app, lambda: host.host.reconnections >= 1 and host.host.places[2].conn is None,
              what="the window back, Bo gone")
        until(app, lambda: table.seat_lines() == [t("net_seat_away", name="Bo")], what="Bo's absence said")
    finally:
        host.close()
