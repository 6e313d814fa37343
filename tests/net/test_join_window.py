"""The joining window against a real Host on loopback (on a network thread of its own,
as another computer would be): the title's Join a game, an address typed or a game
found, a seat taken by its number, then whole games played through real key events,
the window's table checked against the host's full record. Every wait bounded
(window_helpers). Faults: test_join_faults.py."""
from __future__ import annotations

import random
import socket

import pygame

from game.registry import game as game_spec

from scenes.shell.join import JoinScene
from scenes.ui.text import t
from tests.net.window_helpers import (HostThread, click, fresh_app, join, key, open_join, overlap,
                                      play_eceg_by_keys, play_wazabi_by_keys, step, top, type_text, until)


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
        keys = []
        table = join(app, host.address, "Ann", seat_key=pygame.K_2, before_seat=lambda s: keys.append(s.keys_line()))
        assert keys == ["1-3 or a click: take that seat  ·  Esc: leave this host"]   # the host's three seats
        assert app.settings["join_address"] == host.address and app.settings["join_name"] == "Ann"
        assert table.driver.seat == 1
        assert [(s.name, s.kind) for s in table.config.seats][1:] == [("Ann", "human"), ("Bo", "remote")]
        assert table.layer.view.areas[2].kind_label == t("remote")      # Bo plays at another computer
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
    # a WebSocket address typed in full is checked too: a slip is said at once, never tried
    for slip in ("ws://", "wss://:8765", "ws://127.0.0.1:99999", "ws://[::1", "ws://127.0.0.1:8765 x"):
        field.value, join_scene.problem = slip, ""
        join_scene.ring.focus(field)
        key(app, pygame.K_RETURN)
        assert join_scene.phase == "form" and join_scene.problem == t("join_bad_address"), slip
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
    # a game this program could not draw from a seat's view (an older one's YAM color): said so
    monkeypatch.setattr(game_spec("yam-color").remote, "state_from_view", None)
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


def test_wazabi_at_a_joined_window_holds_no_other_hand_and_draws_its_own():
    host = HostThread("wazabi", ["easy", "remote", "easy"], seed=5)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        seat = table.driver.seat
        from scenes.wazabi import layout
        assert table.layer.view.rects[seat] == layout.seat_rects(3)[0]      # one's own seat at the bottom
        # its keys line names T (the last turn, as this seat saw it) but not Space's roll (the
        # host rolls a remote seat's dice)
        assert table.layer.keys_line() == t("wz_keys_joined") and "Space" not in table.layer.keys_line()
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
        original = table.layer.update

        def update_and_watch(dt):
            # every frame, not every drawn frame: the window draws one frame in 15 here, and a
            # clean CI once drew too few of them in the game to count 100 cards (88)
            watch()
            original(dt)
        table.layer.update = update_and_watch
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


def test_a_game_listed_keeps_its_row_when_another_appears_or_goes():
    """A person aiming at a game in the list: another game found meanwhile never comes
    above it, and one that leaves from above never pulls it up (it moved under the
    pointer, and the click fell on another row). An emptied row is taken by the next new
    game; the list never grows past its five rows."""
    from collections import namedtuple
    Found = namedtuple("Found", "name address port game host free total program protocol")
    yam = Found("y", "127.0.0.1", 8765, "yam-color", "Ann", 1, 2, "?", 1)
    eceg = Found("e", "127.0.0.1", 8766, "easy-come-easy-go", "Bo", 1, 4, "?", 1)
    wazabi = Found("w", "127.0.0.1", 8767, "wazabi", "Cy", 1, 3, "?", 1)
    # as a browser lists them: by name, whatever was there before
    shown = [[yam], [eceg, yam], [yam], [eceg, yam], [yam], [wazabi, yam], [wazabi]]
    app = fresh_app()
    join_scene = app.open("join", browse=lambda: shown[0], close=lambda: None)
    first = join_scene.found_buttons[0].rect.y
    rows = []
    for listed in list(shown):
        shown[0] = listed
        join_scene.refresh_found()
        rows.append([((b.rect.y - first) // 56, b.text.split(" · ")[0]) for b in join_scene.found_buttons])
    y, e, w = "YAM color", "Easy Come, Easy Go", "Wazabi"
    assert rows == [[(0, y)], [(0, y), (1, e)], [(0, y)], [(0, y), (1, e)], [(0, y)], [(0, y), (1, w)], [(1, w)]]
    # more games than rows: the empty ones go first, then the list ends at five
    many = [Found(str(k), "127.0.0.1", 9000 + k, "wazabi", f"H{k}", 1, 2, "?", 1) for k in range(7)]
    shown[0] = many
    join_scene.refresh_found()
    assert len(join_scene.found_buttons) == 5 and [b.rect.y for b in join_scene.found_buttons] == \
        [first + 56 * k for k in range(5)]
    key(app, pygame.K_ESCAPE)
