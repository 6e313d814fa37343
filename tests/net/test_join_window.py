"""The joining window against a real Host on loopback (on a network thread of its own,
as another computer would be): the title's Join a game, an address typed, a seat
taken by its number, then whole games played through real key events, the window's
table checked against the host's full record. Every wait bounded (window_helpers)."""
from __future__ import annotations

import random
import socket

import pygame

from game.wazabi.phases import GIVING, PLAYING, TAKE
from scenes.shell.join import JoinScene
from scenes.shell.remote_table import RemoteTable
from scenes.shell.results import ResultsScene
from scenes.ui.text import t
from tests.net.window_helpers import HostThread, click, fresh_app, join, key, open_join, step, top, type_text, until

GAME_LIMIT = 40.0        # wall-clock seconds a whole game at the window may take


def overlap(hand: list, other: list) -> int:
    """Cards two hands have in common (as many times as both hold them)."""
    return sum(min(hand.count(c), other.count(c)) for c in set(other))


def play_eceg_by_keys(app, table, last_turn: bool = False) -> int:
    """The person's every decision by keys: Enter takes the prize in focus when one
    glows, else 1 picks the first die and Space sets it aside. Returns how many. With
    `last_turn`, T once a few turns have passed: the last turn shown again, Esc back."""
    moves = 0
    shown = []

    def turn():
        nonlocal moves
        driver, layer = table.driver, table.layer
        if layer.awaiting_human and driver.sent_at != driver.match.position and not driver.inbox:
            if last_turn and not shown and driver.match.state.turn_number > 3 and not table.showing_past:
                key(app, pygame.K_t)
                shown.append(table.past is not None)
                step(app, 0.5)
                key(app, pygame.K_ESCAPE)
                assert table.past is None
            if layer.claimable():
                key(app, pygame.K_RETURN)
            else:
                key(app, pygame.K_1)
                key(app, pygame.K_SPACE)
            moves += 1
        return isinstance(top(app), ResultsScene)
    until(app, turn, GAME_LIMIT, "the end of the game")
    assert shown == ([True] if last_turn else [])
    return moves


def test_join_by_address_pick_a_seat_and_play_eceg_to_the_end():
    """A computer on the host, a headless client (another person's computer) and the window."""
    from scenes.net.client import Client
    host = HostThread("easy-come-easy-go", ["easy", "remote", "remote"], seed=3)
    other = Client(f"ws://{host.address}", seat=2, name="Bo", play="easy", reconnect=0)
    host.net.submit(other.run())
    try:
        app = fresh_app()
        join_scene = open_join(app)
        assert isinstance(join_scene, JoinScene)
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        assert not isinstance(top(app), JoinScene)           # Esc: back to the title
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        assert app.settings["join_address"] == host.address and app.settings["join_name"] == "Ann"
        assert table.driver.seat == 1
        assert [(s.name, s.kind) for s in table.config.seats][1:] == [("Ann", "human"), ("Bo", "remote")]
        assert table.layer.view.areas[2].kind_label == t("human")       # Bo plays at another computer
        moves = play_eceg_by_keys(app, table, last_turn=True)
        assert moves >= 3
        record = host.host.finished[0]
        mirror = table.driver.match
        assert mirror.state.snapshot() == record.state.snapshot()      # the same game, to its end
        assert mirror.log == record.log                                 # the full log, offered at the end
        assert host.host.refused == {}                                  # every key the person pressed was legal
        results = top(app)
        assert not results.buttons[0].is_enabled()                      # no Rematch: the host starts games
        assert results.ring.current is results.buttons[2]
    finally:
        host.close()


def test_a_bad_address_nobody_answering_a_game_not_joinable_and_another_version_are_said(monkeypatch):
    app = fresh_app()
    join_scene = open_join(app)
    field = join_scene.address
    type_text(app, "no port here")
    key(app, pygame.K_RETURN)
    assert join_scene.phase == "form" and join_scene.problem == t("join_bad_address")
    with socket.socket() as probe:               # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    field.value = f"127.0.0.1:{port}"
    join_scene.ring.focus(field)
    key(app, pygame.K_RETURN)
    assert join_scene.phase == "connecting"
    until(app, lambda: join_scene.phase == "form", what="the refusal")
    assert join_scene.problem == t("join_nobody", address=f"127.0.0.1:{port}")
    host = HostThread("yam-color", ["remote", "easy"])
    try:
        field.value = host.address
        key(app, pygame.K_RETURN)
        until(app, lambda: join_scene.phase == "form", what="the refusal")
        assert join_scene.problem == t("join_game_not_here", game="YAM color")
    finally:
        host.close()
    host = HostThread("easy-come-easy-go", ["remote", "easy"])
    try:
        monkeypatch.setattr("scenes.net.client.__version__", "0.0-another")
        field.value = host.address
        key(app, pygame.K_RETURN)
        until(app, lambda: join_scene.phase == "form", what="the refusal")
        assert join_scene.problem == t("join_other_version")
        assert isinstance(top(app), JoinScene)
    finally:
        host.close()


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


def play_wazabi_by_keys(app, table) -> int:
    """The person's decisions by keys: Enter plays the card in focus (and its first
    target, or Left for a direction), P passes with nothing playable, Enter gives or
    takes, digits mark the cards kept then Enter; T once, which says why not here."""
    moves = 0
    asked_last_turn = []

    def turn():
        nonlocal moves
        driver, layer = table.driver, table.layer
        found = layer.decision()
        if found and driver.sent_at != driver.match.position and not driver.inbox:
            what = found[0]
            if what == "keep":
                for i in range(driver.state.keep_of(found[1])):
                    key(app, pygame.K_1 + i)
                key(app, pygame.K_RETURN)
            elif what == PLAYING and layer.card_options():
                key(app, pygame.K_RETURN)
                if layer.pending is not None:
                    key(app, pygame.K_RETURN if layer.seat_options() else pygame.K_LEFT)
            elif what == PLAYING:
                key(app, pygame.K_p)
            elif what in (GIVING, TAKE):
                key(app, pygame.K_RETURN)
            if what == PLAYING and not asked_last_turn:
                asked_last_turn.append(True)
                key(app, pygame.K_t)             # not here: the others' cards are not this window's
                assert table.past is None and table.notice[0] == t("last_turn_remote")
            moves += what != "roll"
        return isinstance(top(app), ResultsScene)
    until(app, turn, GAME_LIMIT, "the end of the game")
    return moves


def test_wazabi_at_a_joined_window_holds_no_other_hand_and_draws_its_own():
    host = HostThread("wazabi", ["easy", "remote", "easy"], seed=5)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        seat = table.driver.seat
        from scenes.wazabi import layout
        assert table.layer.view.rects[seat] == layout.seat_rects(3)[0]      # one's own seat at the bottom
        truth = host.host.truth
        seen_hands = 0
        matches = total = by_chance = 0
        rng = random.Random(11)

        def watch():
            """Each frame: the window's state against the host's full state at the same
            position: its own hand the true one; the other hands' cards no closer to the
            true ones than chance would make them."""
            nonlocal seen_hands, matches, total, by_chance
            mirror = table.driver.match
            full = truth.get(mirror.position)
            if full is None or mirror.over:          # the end: every hand is offered to everyone
                return
            state = full[0]
            assert sorted(mirror.state.hands[seat]) == sorted(state["hands"][seat])
            for other in range(3):
                if other != seat:
                    true_hand = sorted(state["hands"][other])
                    assert len(mirror.state.hands[other]) == len(true_hand)
                    matches += overlap(mirror.state.hands[other], true_hand)
                    total += len(true_hand)
            # what chance alone gives: the cards this seat has not seen (the pile and the
            # other hands, from the host's full state) dealt again, here, at random
            hidden = list(state["pile"]) + [c for s, h in enumerate(state["hands"]) if s != seat for c in h]
            rng.shuffle(hidden)
            for other in range(3):
                if other != seat:
                    dealt = [hidden.pop() for _ in state["hands"][other]]
                    by_chance += overlap(dealt, state["hands"][other])
            if table.layer.hand_seat() == seat and table.layer.shown.hands[seat]:
                seen_hands += 1

        moves = 0
        original = table.layer.draw

        def draw_and_watch(surface):
            watch()
            original(surface)
        table.layer.draw = draw_and_watch
        moves = play_wazabi_by_keys(app, table)
        record = host.host.finished[0]
        assert table.driver.match.log == record.log          # the full log, at the end only
        assert table.driver.match.state.snapshot() == record.state.snapshot()    # replayed: the results' truth
        assert moves >= 2 and seen_hands > 0
        assert host.host.refused == {}
        # the other hands as the window held them were dealt from what it could not see:
        # they hold the true hands' cards about as often as a deal by chance does, far
        # from all of them (the window holding the true hands would match every card)
        print("cards of the other hands held:", matches, "by chance:", by_chance, "of", total)
        assert total > 100 and matches < 1.3 * by_chance + 20 and matches < 0.8 * total, (matches, by_chance, total)
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


def test_a_game_found_on_the_network_is_listed_and_joined_by_a_click():
    """The list of games found is fed by a `browse` callable (scenes/net/discovery.py's
    Browser by default): each row says the game, the host and its free seats."""
    from collections import namedtuple
    Found = namedtuple("Found", "name address port game host free total program protocol")
    host = HostThread("easy-come-easy-go", ["remote", "easy"])
    closed = []
    try:
        found = [Found("x", "127.0.0.1", host.port, "easy-come-easy-go", "Bo's computer", 1, 2, "?", 1),
                 Found("y", "127.0.0.1", 1, "another-game", "Cy", 0, 3, "?", 1),
                 Found("z", "127.0.0.1", "80", "wazabi", "Dee", "many", None, "?", 1),     # not shown
                 "not a game found"]
        app = fresh_app()
        join_scene = app.open("join", browse=lambda: found, close=lambda: closed.append(True))
        step(app, 0.1)
        rows = [b.text for b in join_scene.found_buttons]
        assert rows == [t("join_found_row", game="Easy Come, Easy Go", host="Bo's computer", free=1, total=2),
                        t("join_found_row", game="another-game", host="Cy", free=0, total=3)]
        assert not join_scene.found_buttons[1].is_enabled()           # no free seat there
        click(app, join_scene.found_buttons[0].rect.center)
        assert join_scene.address.value == host.address
        until(app, lambda: join_scene.phase == "seats", what="the host's seats")
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_ESCAPE)
        assert closed == [True] and not isinstance(top(app), JoinScene)
    finally:
        host.close()


def test_lines_a_wazabi_table_cannot_show_are_dropped_and_the_game_goes_on():
    """Lines of the right shape that Wazabi's layer cannot show (a die given to a seat
    that is not there): the table is built anew on what it holds, the game goes on."""
    host = HostThread("wazabi", ["remote", "easy"], seed=9)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann")
        until(app, lambda: table.layer.decision() is not None, what="the person's decision")
        mirror = table.driver.match
        view = mirror.game.remote.view_to_json(mirror.state.view(table.driver.seat))
        length = len(mirror.log)
        table.net.post(("message", {"type": "event", "events": [{"type": "give", "player": 1, "to": 99}],
                                    "view": view, "position": mirror.position}))
        step(app, 1.0)
        assert isinstance(top(app), RemoteTable) and table.driver.bad >= 1
        assert len(mirror.log) == length                     # the line that could not be shown is gone
        play_wazabi_by_keys(app, table)
        assert mirror.state.snapshot() == host.host.finished[0].state.snapshot()
    finally:
        host.close()
