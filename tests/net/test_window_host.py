"""A game hosted from the window (scenes/net/table_host.py, scenes/shell/lobby.py): the
real app headless with real events and time stepped by hand, headless clients on
loopback. Whole games to the end; every message a remote seat received checked
against the host's full state; the frame never waits on the network."""
from __future__ import annotations

import time

import pygame

from game.registry import replay_game
from scenes.app import STEP
from scenes.shell.handover import HandOverScene
from scenes.shell.lobby import LobbyScene
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig
from scenes.shell.setup import SetupScene
from scenes.shell.table_scene import TableScene
from scenes.ui import theme
from scenes.wazabi.game_config import GameConfig as WazabiConfig
from tests.net.helpers import Secrets
from tests.net.window import Remote, Truth, hosting_app, run_until, start_and_watch
from tests.scenes.scene_helpers import click, key, lift_cover, make_app, top
from tests.scenes.test_wazabi_table import person_acts

COLOURS = [c for _, c in theme.SEAT_COLOURS]


def table_of(app):
    return next(s for s in reversed(app.stack) if isinstance(s, TableScene))


def to_the_end(app, remotes, wall: float = 60.0, each=None) -> TableScene:
    """Step until the hosted game is over (a roll-off's Continue pressed with Enter)."""
    def over():
        scene = top(app)
        if type(scene).__name__ == "RollOffScene" and scene.done:
            key(app, pygame.K_RETURN)
        tables = [s for s in app.stack if isinstance(s, TableScene)]
        return bool(tables) and tables[-1].state.is_over()
    run_until(app, over, wall, each)
    for remote in remotes:
        remote.join()
    return table_of(app)


def check_secrets(truth: Truth, remote: Remote) -> int:
    secrets = Secrets(truth.as_host())
    for message in remote.client.received:
        secrets.check(remote.client.seat, message)
    return secrets.checked


def test_an_eceg_game_set_up_with_events_is_hosted_and_played_to_the_end_by_a_remote_seat_and_a_computer():
    app = make_app("--speed", "instant", "--game", "easy-come-easy-go")
    app.open("setup")
    setup = top(app)
    assert isinstance(setup, SetupScene)
    first, second = setup.rows[0][2], setup.rows[1][2]
    while first.value != "easy":                 # seat 1: a computer, with the kind's arrow (mouse)
        click(app, first.forward_rect.center)
    assert not setup.hosted()
    click(app, second.back_rect.center)          # seat 2: Remote, the last kind, one step back from Human
    while second.value != REMOTE:
        click(app, second.back_rect.center)
    assert setup.hosted() and setup.port in setup.ring.widgets and setup.listen in setup.ring.widgets
    click(app, setup.port.rect.center)           # the port emptied: any free one
    for _ in range(6):
        key(app, pygame.K_BACKSPACE)
    setup.ring.focus(setup.listen)               # this computer only, with the keyboard
    key(app, pygame.K_RIGHT)
    assert setup.listen.value == "127.0.0.1" and setup.port.value == ""
    click(app, setup.start.rect.center)
    lobby = top(app)
    assert isinstance(lobby, LobbyScene)
    run_until(app, lambda: lobby.hosting.ready)
    port = lobby.hosting.port_now()
    assert port > 0 and lobby.hosting.address == "127.0.0.1"

    click(app, lobby.start.rect.center)          # nobody yet: Start waits
    assert top(app) is lobby and not lobby.ready()
    remote = Remote(port, play="easy", name="Remy", seat=1, seed=5)
    run_until(app, lobby.ready)
    assert lobby.hosting.seats[1]["name"] == "Remy"
    truth = start_and_watch(app, lobby)
    table = to_the_end(app, [remote])

    match = table.match
    assert match.seats[1].name == "Remy" and match.seats[1].kind == REMOTE
    assert replay_game(match.log).state.snapshot() == match.state.snapshot()
    client = remote.client
    assert client.over and client.errors == [] and remote.error is None
    (over,) = client.results
    assert over["log"] == match.log
    events = [m for m in client.received if m["type"] == "event"]
    assert sum(len(m["events"]) for m in events) == len(match.log) - 1     # every line reached the seat
    assert sum(m["type"] == "your_turn" for m in client.received) >= 3     # it was asked, and answered
    assert any(e.get("player") == 1 for e in match.log if e["type"] in ("set_aside", "claim", "take"))
    assert check_secrets(truth, remote) >= 20
    assert dict(lobby.hosting.host.refused) == {}


def wazabi_config() -> WazabiConfig:
    seats = (SeatConfig("Ana", COLOURS[0], HUMAN), SeatConfig("Ben", COLOURS[1], HUMAN),
             SeatConfig("Remote", COLOURS[2], REMOTE), SeatConfig("Cy", COLOURS[3], "easy"))
    return WazabiConfig(seats, {"dice": 2}, seed=918273645, extra={"net": {"port": 0, "address": "127.0.0.1"}})


def test_wazabi_with_people_at_the_keyboard_a_remote_seat_and_a_computer_keeps_every_hand_secret():
    app, lobby = hosting_app("wazabi", wazabi_config())
    remote = Remote(lobby.hosting.port_now(), play="random", name="Rita", seed=3)
    run_until(app, lobby.ready)
    truth = start_and_watch(app, lobby)
    covers, acted = 0, 0

    def people():
        nonlocal covers, acted
        scene = top(app)
        if isinstance(scene, HandOverScene):
            covers += 1
            assert scene.name in ("Ana", "Ben")          # covers only between the people at this screen
            lift_cover(app, mouse=covers % 2 == 0)
            return
        layer = table_of(app).layer
        if isinstance(scene, TableScene) and layer.current() is not None:
            person_acts(app, layer, acted)
            acted += 1
    table = to_the_end(app, [remote], each=people)

    match = table.match
    assert match.state.is_over() and match.log[-1]["type"] == "win"
    assert replay_game(match.log).state.snapshot() == match.state.snapshot()
    assert acted >= 4 and covers >= 2
    client = remote.client
    assert client.seat == 2 and client.over and client.errors == []
    assert any(e.get("player") == 2 for e in match.log if e["type"] == "roll")
    assert check_secrets(truth, remote) >= 30
