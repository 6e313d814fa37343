"""A joined window tells, until it changes, that another person's seat is away or played
for them by a computer, as the host's table does (its notice lines). Before, it said so
for four seconds only; then the seat read "Remote player" while the game waited for it."""
from __future__ import annotations

import contextlib
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


@contextlib.contextmanager
def ann_and_bo():
    """A host with a computer and two remote seats: Bo (headless) in seat 3, then this
    window (Ann) in seat 2. Yields (host, bo, app, table); the host closed after."""
    host = HostThread("easy-come-easy-go", ["easy", "remote", "remote"], seed=3)
    bo = Client(f"ws://{host.address}", seat=2, name="Bo", play="easy", reconnect=0)
    host.net.submit(bo.run())
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        until(app, lambda: bo.token is not None and bo.ws is not None, what="Bo seated")
        yield host, bo, app, table
    finally:
        host.close()


def bo_leaves(host, bo) -> None:
    """Bo's program closes its connection (he has left; his seat waits for him)."""
    async def leave():
        await bo.ws.close()
    host.net.submit(leave()).result(WALL)


def test_another_persons_seat_away_is_said_until_they_are_back():
    with ann_and_bo() as (host, bo, app, table):
        assert table.seat_lines() == []
        bo_leaves(host, bo)
        away = t("net_seat_away", name="Bo")
        until(app, lambda: table.seat_lines() == [away], what="Bo's absence said")
        run_for(app, 5.0)                              # the four seconds' notice is over
        assert table.notice is None and drawn_notices(app, table) == [away]
        assert table.layer.view.areas[2].kind_label == t("remote_away")      # his panel says it too

        back = Client(f"ws://{host.address}", token=bo.token, play="easy", reconnect=0)
        host.net.submit(back.run())
        until(app, lambda: table.seat_lines() == [], what="Bo back")
        run_for(app, 5.0)
        assert away not in drawn_notices(app, table)
        assert table.layer.view.areas[2].kind_label == t("remote")


def test_a_seat_already_away_when_the_window_joins_again_is_said_too():
    """Back to the title and joining again (the seat taken back with its token): the
    seats sent as it sits say Bo is away; no "seat" message comes for it."""
    from scenes.shell.remote_table import RemoteTable
    from tests.net.window_helpers import open_join, top
    from tests.scenes.scene_helpers import key
    with ann_and_bo() as (host, bo, app, table):
        table.app.reset_to("title")                    # as the pause's Quit to title does
        until(app, lambda: host.host.places[1].conn is None, what="the window's seat left")
        bo_leaves(host, bo)
        until(app, lambda: host.host.places[2].conn is None, what="Bo gone")
        open_join(app)
        key(app, pygame.K_RETURN)                      # the address and the name remembered
        until(app, lambda: isinstance(top(app), RemoteTable), what="the seat taken back")
        again = top(app)
        assert again is not table and again.seat_lines() == [t("net_seat_away", name="Bo")]


def test_a_seat_left_while_this_windows_cable_was_out_is_said_once_it_is_back():
    """No "seat" message reaches a window whose line is down: the seats sent as it sits
    again say who is away."""
    with ann_and_bo() as (host, bo, app, table):
        table.net.call(table.client.kill)              # this window's cable pulled
        bo_leaves(host, bo)
        until(app, lambda: host.host.reconnections >= 1 and host.host.places[2].conn is None,
              what="the window back, Bo gone")
        until(app, lambda: table.seat_lines() == [t("net_seat_away", name="Bo")], what="Bo's absence said")
