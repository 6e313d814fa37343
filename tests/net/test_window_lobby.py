"""The lobby of a game hosted from the window (scenes/shell/lobby.py) and what goes
through it: Start waits for every remote seat, an empty one given to a computer; the
setup's Remote seats remembered; a port in use; a rematch; the host quitting and
Resume; discovery's announcement when it is there; YAM color refused for now. The
real app headless, real events, headless clients on loopback, every wait bounded."""
from __future__ import annotations

import socket
import sys
import types

import pygame
import pytest

from game.registry import replay_game
from scenes.shell import saves
from scenes.shell.lobby import LobbyScene
from scenes.shell.results import ResultsScene
from scenes.shell.saved_seats import config_class
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig
from scenes.shell.setup import SetupScene
from scenes.shell.title import TitleScene
from scenes.app import STEP
from tests.net.window import (COLOURS, Remote, hosting_app, run_until, start_and_watch, table_of, to_the_end,
                              two_seats)
from tests.scenes.scene_helpers import click, key, make_app, top


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
    for no_seat in (pygame.K_4, pygame.K_6, pygame.K_KP5):   # nor for a seat this table has not
        key(app, no_seat)
    assert lobby.hosting.kinds[2] == "easy" and lobby.hosting.kinds[0] == REMOTE
    key(app, pygame.K_KP1)                               # seat 1 given to a computer (the keypad's 1)
    assert lobby.hosting.kinds[0] == "hard" and lobby.ready()           # the game's first opponent
    run_until(app, lambda: any(m["type"] == "seat" and m["seat"] == 0 for m in remote.client.received))
    offers = [m for m in remote.client.received if m["type"] == "seat" and m["seat"] == 0]
    assert offers[-1]["status"] == "computer"            # the other seats are told
    lobby.ring.focus(lobby.start)
    key(app, pygame.K_RETURN)
    table = to_the_end(app, [remote])
    assert table.match.seats[0].kind not in (REMOTE, HUMAN) and table.driver.computer(0) is not None
    assert table.match.seats[1].name == "Bea" and remote.client.over


@pytest.mark.parametrize("second_seat", ["taken anew", "a computer until they come", "nobody back"])
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
    if second_seat == "nobody back":        # both away: every remote seat a computer's for now
        back = None
        run_until(again, lambda: lobby.may_give(1) and lobby.may_give(2))
        key(again, pygame.K_2)
    else:
        back = Remote(port, play="easy", token=first[0].client.token, seed=7)     # with the token kept
    if second_seat == "taken anew":
        others = [Remote(port, play="easy", seat=2, name="Rosa", seed=8)]    # or taking the seat again
    else:
        others = []
        if back is not None:
            run_until(again, lambda: lobby.hosting.seats[1]["status"] == "here")
            assert not lobby.ready()
            assert lobby.seat_words(1) == "Remy is back"          # his seat of the saved game (not "has joined")
        key(again, pygame.K_3)                          # Rosa is not back: a computer plays for her meanwhile
        assert lobby.seat_words(2) == "a computer plays until they come back"
    run_until(again, lobby.ready)
    click(again, lobby.start.rect.center)
    table = table_of(again)
    assert table.match.snapshot()["log"] == snapshot["log"]
    if not others:
        assert table.driver.computer(2) is not None and table.match.seats[2].kind == REMOTE
        assert "A computer plays for Rosa until they come back" in table.hosting_lines()
    if not others:                                      # Rosa comes later, taking her seat anew mid-game
        position = lobby.hosting.position
        run_until(again, lambda: lobby.hosting.position >= position + 4 or table.state.is_over())
        assert not table.state.is_over()
        others = [Remote(port, play="easy", seat=2, name="Rosa", seed=9)]
        run_until(again, lambda: 2 not in lobby.hosting.given)
        # hers again, even when no seat was anyone's at another computer at the start
        assert table.driver.remote(2) is not None
    table = to_the_end(again, [*filter(None, [back]), *others])
    if back is None:                                    # Remy never came: a computer played his seat
        assert table.driver.computer(1) is not None
        assert any(e.get("player") == 1 for e in table.match.log[len(snapshot["log"]):])
    else:
        assert back.client.seat == 1 and back.client.over
    assert all(o.client.seat == 2 and o.client.over for o in others)
    assert any(e.get("player") == 2 for e in table.match.log[len(snapshot["log"]):])    # seat 3 played on
    for remote in (*filter(None, [back]), *others):
        (snap, *_) = [m for m in remote.client.received if m["type"] == "snapshot"]
        assert len(snap["history"]) >= len(snapshot["log"]) - 1            # the game so far, as it was
    assert replay_game(table.match.log).state.snapshot() == table.match.state.snapshot()


def test_yam_color_with_a_remote_seat_opens_the_lobby_as_the_other_games_do():
    app = make_app("--game", "yam-color")
    app.open("setup")
    setup = top(app)
    setup.rows[1][2].set(REMOTE)
    setup.relayout()
    click(app, setup.start.rect.center)
    lobby = top(app)
    assert isinstance(lobby, LobbyScene) and app.hosting is lobby.hosting
    assert lobby.hosting.race is not None                   # its rounds are raced here (window_race.py)
    app.render()
    app.stop_hosting()


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


def test_the_lobby_announces_the_game_when_discovery_is_there_and_does_without_it(monkeypatch):
    from scenes.shell import lobby as lobby_module
    monkeypatch.setitem(sys.modules, "scenes.net.discovery", None)      # not there: no announcement
    assert lobby_module.advertiser(8765, "wazabi", "host", 1, 2) is None
    broken = types.ModuleType("scenes.net.discovery")
    broken.Advertiser = lambda *a, **k: (_ for _ in ()).throw(OSError("multicast blocked"))
    monkeypatch.setitem(sys.modules, "scenes.net.discovery", broken)
    assert lobby_module.advertiser(8765, "wazabi", "host", 1, 2) is None   # a failure: the typed address still works


def test_a_game_open_to_this_computer_is_found_here_with_its_free_seats_and_gone_once_closed():
    # the real discovery, on the loopback interface (tests/conftest.py): what a second copy
    # of the program on this computer lists on its Join screen
    from scenes.net.discovery import Browser
    browser = Browser()
    browser.start()
    try:
        app, lobby = hosting_app("easy-come-easy-go", two_seats())
        app.update(STEP)
        port = lobby.hosting.port_now()

        def ours():
            return [f for f in browser.found() if f.port == port]
        run_until(app, lambda: ours() and ours()[0].free == 1, wall=15)
        (found,) = ours()
        assert (found.address, found.game, found.host, found.total) == \
            ("127.0.0.1", "easy-come-easy-go", socket.gethostname()[:40], 2)
        remote = Remote(port, play="easy", seat=1, seed=4)
        run_until(app, lobby.ready)
        run_until(app, lambda: not ours() or ours()[0].free == 0, wall=15)   # full: withdrawn or 0 free
        key(app, pygame.K_ESCAPE)                                         # back to the setup: announced no more
        assert app.hosting is None
        run_until(app, lambda: not ours(), wall=15)
        remote.join()
    finally:
        browser.close(2.0)

