"""A game hosted from the window (scenes/net/table_host.py, scenes/shell/lobby.py): the
real app headless with real events and time stepped by hand, headless clients on
loopback. Whole games to the end; every message a remote seat received checked
against the host's full state; the frame never waits on the network."""
from __future__ import annotations

import json
import socket
import sys
import threading
import time
import types

import pygame
import pytest

from game.registry import replay_game
from scenes.app import STEP
from scenes.net.client import Client
from scenes.net.protocol import MAX_MESSAGE
from scenes.shell.saved_seats import config_class
from scenes.shell.handover import HandOverScene
from scenes.shell import saves
from scenes.shell.lobby import LobbyScene
from scenes.shell.results import ResultsScene
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig
from scenes.shell.setup import SetupScene
from scenes.shell.table_scene import TableScene
from scenes.shell.title import TitleScene
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


# ----- faults: garbage, another seat's actions, a frozen network, a lobby seat given away ------
class Rogue(Client):
    """At its first turn: every kind of bad message, an action for another seat, its
    decision twice and once with no step named; then it plays honestly."""

    sent_junk = False

    async def _decide(self, message):
        if self.sent_junk or self.player is None:
            return await super()._decide(message)
        self.sent_junk = True
        other = 0 if self.seat else 1
        for junk in [b"\x00binary", "not json", "[1, 2]", '{"type": "teleport"}', "x" * (MAX_MESSAGE + 1),
                     json.dumps({"type": "action", "action": {"type": "warp", "to": 3}}),
                     json.dumps({"type": "action", "seat": other, "action": message["legal"][0]}),
                     json.dumps({"type": "action", "action": {"type": "set_aside", "dice": [9, 9, 9]}}),
                     json.dumps({"type": "sit", "seat": other, "name": "Mallory"})]:
            await self.ws.send(junk)
        action = message["legal"][0]
        for _ in range(2):
            await self.send({"type": "action", "action": action, "position": message["position"]})
        await self.send({"type": "action", "action": action})


def two_seats(kind: str = "easy", seed: int = 918273645):
    config_type = config_class("easy-come-easy-go")
    return config_type((SeatConfig("Cy", COLOURS[0], kind), SeatConfig("Remote", COLOURS[1], REMOTE)),
                       seed=seed, extra={"net": {"port": 0, "address": "127.0.0.1"}})


def test_garbage_and_another_seats_actions_are_refused_and_counted_and_every_frame_stays_short():
    app, lobby = hosting_app("easy-come-easy-go", two_seats())
    remote = Remote(lobby.hosting.port_now(), play="random", seat=1, seed=2)
    remote.client.__class__ = Rogue
    run_until(app, lobby.ready)
    start_and_watch(app, lobby)
    longest = 0.0

    def timed():
        nonlocal longest
        began = time.perf_counter()
        app.update(STEP)
        longest = max(longest, time.perf_counter() - began)
    table = to_the_end(app, [remote], each=timed)
    assert table.state.is_over() and remote.client.over
    refused = dict(lobby.hosting.host.refused)
    for reason in ("not_text", "not_json", "not_object", "unknown_type", "too_big", "bad_field", "other_seat",
                   "seat_taken", "illegal"):
        assert refused.get(reason, 0) >= 1, (reason, refused)
    assert lobby.hosting.refused_here >= 2                # the copies: stale or out of turn, on this side
    assert replay_game(table.match.log).state.snapshot() == table.match.state.snapshot()
    assert longest < 0.5, longest                         # generous for a loaded machine; no frame waited


def test_a_frame_never_waits_on_the_network_even_when_its_thread_is_stuck():
    app, lobby = hosting_app("easy-come-easy-go", two_seats())
    remote = Remote(lobby.hosting.port_now(), play="easy", seat=1, seed=2)
    run_until(app, lobby.ready)
    start_and_watch(app, lobby)
    hosting = lobby.hosting
    run_until(app, lambda: any(isinstance(s, TableScene) for s in app.stack) or key(app, pygame.K_RETURN))
    for _ in range(3):
        app.update(STEP)
        app.render()                                      # the table drawn once (its pictures made)
    stuck = threading.Event()
    hosting.net.call(lambda: stuck.wait(2.5))             # the network's loop blocked for 2.5 s
    began, frames, updates = time.perf_counter(), 0, []
    while time.perf_counter() - began < 1.0:
        start = time.perf_counter()
        app.update(STEP)
        updates.append(time.perf_counter() - start)
        frames += 1
    updates.sort()
    # the window went on, frame after frame (what it sends is queued for the network's
    # thread): a frame that waited on the network would have taken a second or more;
    # the bounds are generous for a machine shared by several test runs
    assert frames >= 10 and updates[len(updates) // 2] < 0.05 and updates[-1] < 0.5, (frames, updates[-5:])
    stuck.set()
    table = to_the_end(app, [remote])
    assert table.state.is_over() and remote.client.over


def test_the_lobby_waits_for_every_remote_seat_and_gives_an_empty_one_to_a_computer_by_keyboard():
    config_type = config_class("easy-come-easy-go")
    seats = (SeatConfig("Ana", COLOURS[0], REMOTE), SeatConfig("Ben", COLOURS[1], REMOTE),
             SeatConfig("Cy", COLOURS[2], "easy"))
    app, lobby = hosting_app("easy-come-easy-go",
                             config_type(seats, seed=918273645, extra={"net": {"port": 0, "address": "127.0.0.1"}}))
    remote = Remote(lobby.hosting.port_now(), play="easy", seat=1, name="Bea", seed=2)
    run_until(app, lambda: lobby.hosting.seats[1]["status"] == "here")
    app.render()
    assert not lobby.ready() and lobby.hosting.free() == [0]
    key(app, pygame.K_RETURN)                            # Start has the focus: it waits
    click(app, lobby.start.rect.center)
    assert top(app) is lobby
    key(app, pygame.K_3)                                 # seat 3 is a computer already: nothing happens
    assert lobby.hosting.kinds[2] == "easy" and lobby.hosting.kinds[0] == REMOTE
    key(app, pygame.K_1)                                 # seat 1 given to a computer
    assert lobby.hosting.kinds[0] != REMOTE and lobby.ready()
    run_until(app, lambda: any(m["type"] == "seat" and m["seat"] == 0 for m in remote.client.received))
    offers = [m for m in remote.client.received if m["type"] == "seat" and m["seat"] == 0]
    assert offers[-1]["status"] == "computer"            # the other seats are told
    lobby.ring.focus(lobby.start)
    key(app, pygame.K_RETURN)
    table = to_the_end(app, [remote])
    assert table.match.seats[0].kind not in (REMOTE, HUMAN) and table.driver.computer(0) is not None
    assert table.match.seats[1].name == "Bea" and remote.client.over


@pytest.mark.parametrize("by", ["key", "mouse"])
def test_a_remote_seat_that_drops_is_said_on_the_table_given_to_a_computer_and_taken_back(monkeypatch, by):
    monkeypatch.setattr("scenes.shell.lobby.GRACE", 1.0)
    app, lobby = hosting_app("easy-come-easy-go", two_seats("easy", seed=918273646))
    first = Remote(lobby.hosting.port_now(), play="easy", seat=1, name="Remy", seed=2)
    run_until(app, lobby.ready)
    start_and_watch(app, lobby)
    hosting = lobby.hosting
    run_until(app, lambda: hosting.position >= 8 and table_of(app) is not None
              if any(isinstance(s, TableScene) for s in app.stack) else key(app, pygame.K_RETURN))
    first.kill()
    first.join()
    run_until(app, lambda: 1 in hosting.away_since)
    table = table_of(app)
    assert any("Remy left the game" in line for line in table.hosting_lines())
    run_until(app, lambda: hosting.waited_out() == [1])
    assert any("G gives the seat" in line for line in table.hosting_lines())
    assert table.give_offered()
    app.render()
    if by == "key":
        key(app, pygame.K_g)                             # a computer plays the seat meanwhile
    else:
        click(app, table.give_button.rect.center)        # or its button, drawn while the seat waits
    assert 1 in hosting.given and table.driver.computer(1) is not None and not table.give_offered()
    position = hosting.position
    run_until(app, lambda: hosting.position >= position + 6 or table.state.is_over())
    assert any(e.get("player") == 1 for e in table.match.log[-12:])     # the computer played it
    assert not table.state.is_over()                     # (this seed's game is long enough)
    back = Remote(hosting.port_now(), play="easy", token=first.client.token, seed=3)
    run_until(app, lambda: 1 not in hosting.given)       # the person is back: the seat is theirs again
    assert table.driver.remote(1) is not None
    app.update(STEP)                                     # the table says it the next frame
    assert table.notice is not None and "Remy is back" in table.notice[0]
    table = to_the_end(app, [back])
    snapshots = [m for m in back.client.received if m["type"] == "snapshot"]
    assert back.client.seat == 1 and snapshots and back.client.over


@pytest.mark.parametrize("second_seat", ["taken anew", "a computer until they come"])
def test_the_host_quitting_saves_the_game_and_resume_reopens_it_for_the_same_remote_seats(second_seat):
    config_type = config_class("easy-come-easy-go")
    seats = (SeatConfig("Cy", COLOURS[0], "easy"), SeatConfig("R1", COLOURS[1], REMOTE),
             SeatConfig("R2", COLOURS[2], REMOTE))
    app, lobby = hosting_app("easy-come-easy-go",
                             config_type(seats, seed=918273647, extra={"net": {"port": 0, "address": "127.0.0.1"}}))
    port = lobby.hosting.port_now()
    first = [Remote(port, play="easy", seat=s, name=n, seed=s) for s, n in ((1, "Remy"), (2, "Rosa"))]
    run_until(app, lobby.ready)
    start_and_watch(app, lobby)
    hosting = lobby.hosting

    def far_enough():
        if type(top(app)).__name__ == "RollOffScene" and top(app).done:
            key(app, pygame.K_RETURN)
        return hosting.position >= 12
    run_until(app, far_enough)
    table = table_of(app)
    assert not table.state.is_over()
    snapshot = table.match.snapshot()
    app.quit()                                          # the host quits: the game is saved, the seats dropped
    for remote in first:
        remote.join()
    assert saves.exists("easy-come-easy-go")

    again = make_app("--speed", "instant", "--game", "easy-come-easy-go")
    again.push(TitleScene(again))
    title = top(again)
    assert title.buttons[0].text == "Resume game"
    key(again, pygame.K_RETURN)                         # Resume: the lobby, for the same remote seats
    lobby = top(again)
    assert isinstance(lobby, LobbyScene) and lobby.match is not None
    run_until(again, lambda: lobby.hosting.ready)
    port = lobby.hosting.port_now()
    back = Remote(port, play="easy", token=first[0].client.token, seed=7)     # with the token kept
    if second_seat == "taken anew":
        others = [Remote(port, play="easy", seat=2, name="Rosa", seed=8)]    # or taking the seat again
    else:
        others = []
        run_until(again, lambda: lobby.hosting.seats[1]["status"] == "here")
        assert not lobby.ready()
        key(again, pygame.K_3)                          # Rosa is not back: a computer plays for her meanwhile
        assert lobby.seat_words(2) == "a computer plays until they come back"
    run_until(again, lobby.ready)
    click(again, lobby.start.rect.center)
    table = table_of(again)
    assert table.match.snapshot()["log"] == snapshot["log"]
    if not others:
        assert table.driver.computer(2) is not None and table.match.seats[2].kind == REMOTE
        assert "A computer plays for Rosa until they come back" in table.hosting_lines()
    table = to_the_end(again, [back, *others])
    assert back.client.seat == 1 and back.client.over
    assert all(o.client.seat == 2 and o.client.over for o in others)
    assert any(e.get("player") == 2 for e in table.match.log[len(snapshot["log"]):])    # seat 3 played on
    for remote in (back, *others):
        (snap, *_) = [m for m in remote.client.received if m["type"] == "snapshot"]
        assert len(snap["history"]) == len(snapshot["log"]) - 1            # the game so far, as it was
    assert replay_game(table.match.log).state.snapshot() == table.match.state.snapshot()


def test_yam_color_refuses_remote_seats_from_the_window_with_a_clear_message():
    app = make_app("--game", "yam-color")
    app.open("setup")
    setup = top(app)
    setup.rows[1][2].set(REMOTE)
    setup.relayout()
    click(app, setup.start.rect.center)
    assert top(app) is setup and app.hosting is None          # nothing opened on the network
    message_id, values = setup.notice
    assert message_id == "net_no_remote" and values["game"] == "YAM color" and setup.notice_left > 0
    app.render()


def test_the_setup_remembers_a_remote_seat_its_port_and_who_may_join_in_french_too():
    app = make_app("--game", "wazabi", "--lang", "fr")
    app.open("setup")
    setup = top(app)
    setup.rows[1][2].set(REMOTE)
    setup.relayout()
    assert setup.rows[1][2].label(REMOTE) == "Joueur à distance"
    setup.port.value = "9123"
    setup.listen.set("127.0.0.1")
    assert setup.listen.label(setup.listen.value) == "Cet ordinateur seul"
    app.render()
    key(app, pygame.K_RETURN) if setup.ring.current is setup.start else click(app, setup.start.rect.center)
    lobby = top(app)
    assert isinstance(lobby, LobbyScene)
    assert lobby.config.extra["net"] == {"port": 9123, "address": "127.0.0.1"}
    run_until(app, lambda: lobby.hosting.ready)
    app.render()
    assert lobby.address_line().startswith("Seul cet ordinateur peut rejoindre")
    key(app, pygame.K_ESCAPE)                           # back to the setup: the network closed
    again = top(app)
    assert isinstance(again, SetupScene) and app.hosting is None
    app.pop()
    app.open("setup")
    recalled = top(app)
    assert recalled.rows[1][2].value == REMOTE and recalled.port.value == "9123"
    assert recalled.listen.value == "127.0.0.1" and recalled.hosted()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_port_in_use_is_said_and_tried_again_and_a_rematch_goes_through_the_lobby_on_the_same_port(monkeypatch):
    monkeypatch.setattr("scenes.shell.lobby.ONLY_HERE", False)     # the port chosen, on the loopback
    port = free_port()
    config = two_seats().__class__(two_seats().seats, seed=918273648,
                                   extra={"net": {"port": port, "address": "127.0.0.1"}})
    squatter = socket.socket()
    squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    squatter.bind(("127.0.0.1", port))
    squatter.listen()
    app = make_app("--speed", "instant", "--game", "easy-come-easy-go")
    app.open("lobby", config)
    lobby = top(app)
    run_until(app, lambda: lobby.hosting.error is not None)
    app.render()
    assert lobby.address_line().startswith(f"Cannot listen on port {port}")
    squatter.close()                                     # the port freed: the lobby gets it by itself
    run_until(app, lambda: lobby.hosting.ready)
    assert lobby.hosting.port_now() == port
    remote = Remote(port, play="easy", seat=1, seed=4)
    run_until(app, lobby.ready)
    start_and_watch(app, lobby)
    table = to_the_end(app, [remote])
    assert remote.client.over
    run_until(app, lambda: isinstance(top(app), ResultsScene) and not top(app).celebrating)
    click(app, top(app).buttons[0].rect.center)          # Rematch: the lobby again
    again = top(app)
    assert isinstance(again, LobbyScene) and again is not lobby
    run_until(app, lambda: again.hosting.ready)          # the last game's port, freed as it closed
    assert again.hosting.port_now() == port
    assert table.driver.hosting.closed
    second = Remote(port, play="easy", seat=1, seed=5)
    run_until(app, again.ready)
    start_and_watch(app, again)
    assert to_the_end(app, [second]).state.is_over() and second.client.over


class FakeAdvertiser:
    """scenes/net/discovery.py's Advertiser as its brief names it (built on another branch)."""
    made: list = []

    def __init__(self, port, game_id, host_name, free, total, *, interfaces=None):
        self.args, self.calls = (port, game_id, host_name, free, total), ["made"]
        FakeAdvertiser.made.append(self)

    def start(self):
        self.calls.append("start")

    def update(self, free):
        self.calls.append(("update", free))

    def close(self):
        self.calls.append("close")


def test_the_lobby_announces_the_game_when_discovery_is_there_and_does_without_it(monkeypatch):
    from scenes.shell import lobby as lobby_module
    monkeypatch.setitem(sys.modules, "scenes.net.discovery", None)      # not there: no announcement
    assert lobby_module.advertiser(8765, "wazabi", "host", 1, 2) is None
    broken = types.ModuleType("scenes.net.discovery")
    broken.Advertiser = lambda *a, **k: (_ for _ in ()).throw(OSError("multicast blocked"))
    monkeypatch.setitem(sys.modules, "scenes.net.discovery", broken)
    assert lobby_module.advertiser(8765, "wazabi", "host", 1, 2) is None   # a failure: the typed address still works

    fake = types.ModuleType("scenes.net.discovery")
    fake.Advertiser = FakeAdvertiser
    monkeypatch.setitem(sys.modules, "scenes.net.discovery", fake)
    monkeypatch.setattr(LobbyScene, "on_network", lambda self: True)  # (it listens on the loopback: a test)
    monkeypatch.setattr(lobby_module, "lan_address", lambda port: f"192.0.2.7:{port}")
    FakeAdvertiser.made = []
    app, lobby = hosting_app("easy-come-easy-go", two_seats())
    app.update(STEP)
    (advertised,) = FakeAdvertiser.made
    port = lobby.hosting.port_now()
    assert advertised.args == (port, "easy-come-easy-go", socket.gethostname(), 1, 2)
    assert advertised.calls == ["made", "start"]
    remote = Remote(port, play="easy", seat=1, seed=4)
    run_until(app, lobby.ready)
    app.update(STEP)
    assert advertised.calls[-1] == ("update", 0)                       # no free seat any more
    key(app, pygame.K_ESCAPE)                                         # back to the setup: announced no more
    assert advertised.calls[-1] == "close" and app.hosting is None
    remote.join()
