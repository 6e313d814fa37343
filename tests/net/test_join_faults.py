"""The joining window when things go wrong, against a real Host on loopback: the host
killed, a dropped line, the host gone and back, the person leaving for the title and
joining again, garbage from the host (and from a server that is not one), lines a
table cannot show. The window never stops; the game goes on where it can. Every wait
bounded (window_helpers)."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell.join import JoinScene
from scenes.shell.remote_table import RemoteTable
from scenes.shell.results import ResultsScene
from tests.net.window_helpers import (HeldInbox, HostThread, fresh_app, join, key, open_join, play_eceg_by_keys,
                                      play_wazabi_by_keys, step, top, type_text, until)


def test_the_host_killed_mid_game_is_said_and_the_person_goes_back_to_the_title(monkeypatch):
    monkeypatch.setattr("scenes.net.window_client.GRACE", 1.0)
    host = HostThread("easy-come-easy-go", ["remote", "easy"], seed=5)
    app = fresh_app()
    table = join(app, host.address, "Ann")
    until(app, lambda: table.layer.awaiting_human, what="the person's turn")
    host.kill()
    until(app, lambda: table.lost or table.gone, what="the host's absence said")
    until(app, lambda: table.gone is not None, what="giving up")
    frame = app.render()
    assert frame.get_at((640, 30))[:3] != (0, 0, 0)
    key(app, pygame.K_RETURN)
    from scenes.shell.title import TitleScene
    assert isinstance(top(app), TitleScene)
    assert not table.net.running


def test_a_dropped_connection_comes_back_with_its_token_and_the_game_goes_on():
    host = HostThread("easy-come-easy-go", ["remote", "easy"], seed=8)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann")
        until(app, lambda: table.layer.awaiting_human, what="the person's turn")
        key(app, pygame.K_1)
        key(app, pygame.K_SPACE)                          # a decision on its way as the cable goes
        client = table.client
        table.net.call(client.kill)                       # a pulled cable, on the network's thread
        until(app, lambda: host.host.reconnections >= 1, what="the seat taken back")
        play_eceg_by_keys(app, table)
        record = host.host.finished[0]
        assert table.driver.match.state.snapshot() == record.state.snapshot()
        assert table.driver.bad == 0
    finally:
        host.close()


def test_a_host_back_within_the_grace_gets_its_seat_back_and_the_game_goes_on():
    host = HostThread("easy-come-easy-go", ["remote", "easy"], seed=4)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann")
        until(app, lambda: table.layer.awaiting_human, what="the person's turn")
        host.drop()
        until(app, lambda: table.lost, what="the host's absence said")
        host.back()
        until(app, lambda: not table.lost, what="the host found again")
        assert table.gone is None and host.host.reconnections >= 1
        play_eceg_by_keys(app, table)
        assert table.driver.match.state.snapshot() == host.host.finished[0].state.snapshot()
    finally:
        host.close()


def test_back_to_the_title_mid_game_and_joining_again_takes_the_same_seat_back():
    from scenes.shell.pause import PauseScene
    from scenes.shell.title import TitleScene
    host = HostThread("easy-come-easy-go", ["easy", "remote"], seed=6)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        until(app, lambda: table.layer.awaiting_human, what="the person's turn")
        key(app, pygame.K_ESCAPE)
        pause = top(app)
        assert isinstance(pause, PauseScene)
        # the pause stops nothing at the host: the menu says so (a turn time keeps running there)
        said = " ".join(line for line, _colour, _top in pause.words())
        assert said.startswith("The game goes on at the host while this menu is open"), said
        assert all(pause.rect.contains(r) and not any(r.colliderect(b.rect) for b in pause.buttons)
                   for r in pause.words_rects())
        pause.quit_to_title()
        assert isinstance(top(app), TitleScene) and not table.net.running
        until(app, lambda: host.host.places[1].conn is None, what="the seat left")
        join_scene = open_join(app)                  # the address and the name are remembered
        assert join_scene.address.value == host.address and join_scene.name.value == "Ann"
        key(app, pygame.K_RETURN)
        until(app, lambda: isinstance(top(app), RemoteTable), what="the seat taken back")
        again = top(app)
        assert again.driver.seat == 1 and host.host.reconnections == 1
        play_eceg_by_keys(app, again)
        assert again.driver.match.state.snapshot() == host.host.finished[0].state.snapshot()
    finally:
        host.close()


def test_garbage_from_the_host_never_stops_the_window():
    host = HostThread("easy-come-easy-go", ["remote", "easy"], seed=2)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann")
        position = table.driver.match.position
        for item in [("message", {"type": "event"}), ("message", {"type": "event", "events": "x", "view": 3}),
                     ("message", {"type": "event", "events": [{"type": "roll", "player": 9}], "view": {"x": 1},
                                  "position": 2}),
                     ("message", {"type": "snapshot", "start": 1}), ("message", {"type": "seat", "status": 5}),
                     ("message", None), ("nonsense",), 42, ("message", {"type": "error", "code": []}),
                     ("message", {"type": "game_over", "log": "no"})]:
            table.net.post(item)
        # lines of the right shape with a valid view, that the layer cannot show: a prize
        # that is no prize, dice that are no dice (the table is built anew, the game goes on)
        view = table.driver.match.game.remote.view_to_json(table.driver.match.state)
        for line in ({"type": "claim", "player": 0, "prize": "nonsense", "from": None},
                     {"type": "roll", "player": 0, "kept": [], "dice": "xyz", "claimable": 7}):
            table.net.post(("message", {"type": "event", "events": [line], "view": view,
                                        "position": table.driver.match.position}))
        step(app, 1.0)
        key(app, pygame.K_l)                          # the history reads the lines too
        step(app, 0.5)
        key(app, pygame.K_l)
        assert isinstance(top(app), RemoteTable) or isinstance(top(app), ResultsScene)
        assert table.driver.bad >= 4
        assert table.driver.match.position >= position
        play_eceg_by_keys(app, table)
        assert table.driver.match.state.snapshot() == host.host.finished[0].state.snapshot()
    finally:
        host.close()


def test_a_host_speaking_garbage_is_read_around_by_the_joining_screen():
    """Not the real Host: a server that answers the hello with text that is not JSON, a
    binary frame, an object without a type, an offer without seats, then a real offer."""
    import asyncio

    import websockets

    from game import __version__
    from scenes.net.bridge import NetThread
    from scenes.net.protocol import PROTOCOL

    async def babble(ws):
        await ws.recv()
        for junk in ("{not json", b"\x00\x01", "[1, 2]", '{"kind": "offer"}', '{"type": "offer", "seats": 7}',
                     '{"type": "event", "events": [], "seq": "x"}'):
            await ws.send(junk)
        await ws.send('{"type": "offer", "v": %d, "game": "easy-come-easy-go", "program": "%s", "seq": 9, '
                      '"seats": [{"seat": 0, "name": "Bo", "kind": "remote", "status": "here"}, '
                      '{"seat": 1, "name": "x", "kind": "remote", "status": "free"}]}' % (PROTOCOL, __version__))
        await asyncio.sleep(30)

    net = NetThread("babbling host").start()
    try:
        async def serve():
            return await websockets.serve(babble, "127.0.0.1", 0)
        server = net.submit(serve()).result(10)
        port = server.sockets[0].getsockname()[1]
        app = fresh_app()
        join_scene = open_join(app)
        type_text(app, f"127.0.0.1:{port}")
        key(app, pygame.K_RETURN)
        until(app, lambda: join_scene.phase == "seats", what="the offer after the garbage")
        assert join_scene.client.bad >= 4
        assert [b.is_enabled() for b in join_scene.seat_buttons] == [False, True]     # Bo's seat is taken
        key(app, pygame.K_ESCAPE)                       # leave this host: back to the form
        assert join_scene.phase == "form" and isinstance(top(app), JoinScene)
    finally:
        net.stop()


def test_lines_a_wazabi_table_cannot_show_are_dropped_and_the_game_goes_on():
    """Lines of the right shape that Wazabi's layer cannot show (a die given to a seat
    that is not there): the table is built anew on what it holds, the game goes on."""
    host = HostThread("wazabi", ["remote", "easy"], seed=9)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann")
        driver, mirror = table.driver, table.driver.match

        def host_waits() -> bool:
            # the person's own decision, the table at rest: the host sends nothing until it comes
            # (the person's roll is the host's dice, on their way: a line made then may land
            # after them, older than the table, and is refused as such; once it was taken, the
            # table went back on the dice and waited for them, a clean-clone CI run's timeout)
            found = table.layer.decision()
            return found is not None and found[0] != "roll" and not driver.inbox
        until(app, host_waits, what="the person's decision")
        layer, lines, position = table.layer, len(mirror.log), mirror.position
        view = mirror.game.remote.view_to_json(mirror.state.view(driver.seat))
        table.net.post(("message", {"type": "event", "events": [{"type": "give", "player": 1, "to": 99}],
                                    "view": view, "position": position}))
        step(app, 1.0)
        assert isinstance(top(app), RemoteTable) and driver.bad == 1
        assert table.layer is not layer                      # taken, not shown: the table built anew
        assert (len(mirror.log), mirror.position) == (lines, position)
        assert not any(line.get("to") == 99 for line in mirror.log)
        play_wazabi_by_keys(app, table)
        assert mirror.state.snapshot() == host.host.finished[0].state.snapshot()
    finally:
        host.close()


def test_a_line_older_than_the_table_is_refused_and_the_game_goes_on():
    """A message of lines the table has gone past (the host's last but one, again, after its
    last): refused and counted, the table stays at the host's position and the game goes on.
    Taken, its view put the table back on a step the host had already played (the person's
    dice thrown), and the table waited for them while the host waited for the person. The
    order forced: the host's messages held back and let in one at a time until the host's
    dice bring the person's decision, then the message before the dice again."""
    host = HostThread("wazabi", ["remote", "easy"], seed=9)
    try:
        app = fresh_app()
        held = []
        table = join(app, host.address, "Ann", before_seat=lambda scene: held.append(HeldInbox(scene.net)))
        inbox, driver, mirror = held[0], table.driver, table.driver.match

        def next_at_rest() -> None:      # a held message let in, read in the next frame, shown
            inbox.let_in()
            step(app)
            until(app, lambda: not driver.inbox and not driver.queue.busy, what="the table at rest")

        for _ in range(30):               # (seed 9: the sixth message)
            old, before = (mirror.received or [(0, None)])[-1][1], mirror.position
            dice = mirror.state.is_chance()
            next_at_rest()
            if dice and old is not None and table.layer.decision() is not None:
                break
        assert mirror.position > before and not mirror.state.is_chance()
        found, ahead, lines, bad = table.layer.decision(), mirror.position, len(mirror.log), driver.bad
        assert found is not None and found[0] != "roll"          # the host waits for the person now
        inbox.slip_in(("message", dict(old)))
        step(app)
        assert (driver.bad, mirror.position, len(mirror.log)) == (bad + 1, ahead, lines)
        assert table.layer.decision() == found and isinstance(top(app), RemoteTable)
        inbox.open()
        play_wazabi_by_keys(app, table)
        assert mirror.state.snapshot() == host.host.finished[0].state.snapshot()
    finally:
        host.close()


def test_lines_after_the_games_end_are_refused_and_the_final_position_stays_the_hosts():
    """Once the host's game_over has come, its full log replayed gives the true final
    position (every hand). A message of lines after it, even at the last position, is
    refused: its view, the other hands dealt at random, would take that position's place."""
    host = HostThread("wazabi", ["remote", "easy"], seed=9)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann")
        play_wazabi_by_keys(app, table)
        mirror = table.driver.match
        final = host.host.finished[0].state.snapshot()
        assert mirror.over and mirror.state.snapshot() == final
        last, lines = mirror.received[-1][1], len(mirror.log)
        with pytest.raises(ValueError, match="end"):
            mirror.take(dict(last))
        assert mirror.state.snapshot() == final and len(mirror.log) == lines
    finally:
        host.close()
