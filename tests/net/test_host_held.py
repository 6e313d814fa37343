"""The host's own window holds a hosted game still while its pause (or settings, rules,
a past turn) is over the table: computers do not decide, remote answers wait. The joined
windows saw the game stop with no word why. The host now tells them (`held`, on and off:
scenes/net/held.py) and a joined window says it until the game goes on."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell.pause import PauseScene
from scenes.shell.saved_seats import config_class
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig
from scenes.shell.table_scene import TableScene
from scenes.ui.text import t
from tests.net.window import COLOURS, Remote, hosting_app, run_until, start_and_watch, table_of
from tests.net.window_helpers import fresh_app, join, until
from tests.net.window_helpers import HostThread
from tests.scenes.scene_helpers import key, top


def helds(remote) -> list[bool]:
    return [m["on"] for m in remote.client.received if m.get("type") == "held"]


@pytest.mark.parametrize("game_id", ["easy-come-easy-go", "wazabi", "yam-color"])
def test_the_hosts_pause_is_told_to_the_joined_seats_and_its_end_too(monkeypatch, game_id):
    monkeypatch.setattr("scenes.net.held.HELD_AFTER", 0.2)
    monkeypatch.setattr("scenes.net.held.WATCH_EVERY", 0.02)
    seats = (SeatConfig("Ann", COLOURS[0], HUMAN), SeatConfig("Remy", COLOURS[1], REMOTE))
    config = config_class(game_id)(seats, seed=21, extra={"net": {"port": 0, "address": "127.0.0.1"}})
    app, lobby = hosting_app(game_id, config)
    remy = Remote(lobby.hosting.port_now(), play="easy", seat=1, name="Remy", seed=3)
    run_until(app, lobby.ready)
    start_and_watch(app, lobby)
    run_until(app, lambda: any(isinstance(s, TableScene) for s in app.stack) or key(app, pygame.K_RETURN))
    run_until(app, lambda: top(app) is table_of(app))
    for _ in range(60):                                   # the table live a while: nothing said
        app.update(1 / 60)
    assert helds(remy) == []
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    run_until(app, lambda: helds(remy) == [True])
    key(app, pygame.K_ESCAPE)                             # the pause closed: the game goes on
    run_until(app, lambda: helds(remy) == [True, False])
    app.quit()


def test_a_joined_window_says_the_host_holds_the_game_until_it_goes_on():
    host = HostThread("easy-come-easy-go", ["easy", "remote"], seed=6)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        held = t("net_host_held")
        assert held == "The host has stopped the game for a moment: it goes on when they are back at the table"
        table.net.post(("message", {"type": "held", "on": True}))
        until(app, lambda: held in table.seat_lines(), what="the host's hold said")
        table.net.post(("message", {"type": "held", "on": False}))
        until(app, lambda: held not in table.seat_lines(), what="the game going on said")
        table.net.post(("message", {"type": "held", "on": "yes"}))      # garbage: not a hold
        app.update(1 / 60)
        assert held not in table.seat_lines()
    finally:
        host.close()
