"""Helpers of the joining window's tests: a real Host on loopback on a network thread
of its own (as another computer would be), and the real app driven by real pygame
events with time stepped by hand, every wait bounded in wall-clock time."""
from __future__ import annotations

import queue
import threading
import time

import pygame

from game.wazabi.phases import GIVING, PLAYING, TAKE
from scenes.app import STEP
from scenes.net.bridge import NetThread
from scenes.shell.results import ResultsScene
from scenes.ui.text import t
from tests.net.helpers import host_for
from tests.scenes.scene_helpers import click, key, make_app, step, top, type_text

WAIT = 20.0            # seconds of wall-clock time any one wait may take
GAME_LIMIT = 40.0      # wall-clock seconds a whole game at the window may take


class HostThread:
    """A SpyHost (the full state at every position) serving on 127.0.0.1, port 0."""

    def __init__(self, game_id: str, kinds: list[str], seed: int = 1, **kwargs):
        self.host = host_for(game_id, kinds, seed=seed, **kwargs)
        self.net = NetThread("test host").start()
        self.port = self.net.submit(self.host.start()).result(WAIT)
        self.running = self.net.submit(self.host.run())

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def drop(self) -> None:
        """The host's computer drops off the network (its match goes on waiting): the
        server and every connection cut."""
        host = self.host

        async def cut():
            host.server.close()
            await host.server.wait_closed()
            for conn in list(host.connections):
                conn.ws.transport.abort()
        self.net.submit(cut()).result(WAIT)

    def back(self) -> None:
        """Back on the network, at the same address: seats come back with their tokens."""
        self.net.submit(self.host.start()).result(WAIT)

    def kill(self) -> None:
        """The host's program ends at once (as a killed process: the system closes its
        sockets, no goodbye said): the server and every connection cut, the loop stopped."""
        host = self.host

        async def cut():
            host.server.close()
            for conn in list(host.connections):
                conn.ws.transport.abort()
        self.net.submit(cut()).result(WAIT)
        self.net.stop()

    def close(self) -> None:
        self.net.stop()


class HeldInbox:
    """The window's network inbox (`net`'s own queue, so nothing already in it is lost),
    the host's `event` messages (an action's lines) held back while `holding` and let in
    one at a time (`let_in`): a test chooses the order in which the window gets the host's
    lines and its own. Other messages (seated, snapshot, your_turn, ...) come at once."""

    def __init__(self, net):
        self.items = net._inbox
        self.held: queue.SimpleQueue = queue.SimpleQueue()
        self.holding = True
        self.lock = threading.Lock()       # a message put while `open` lets the held ones in waits
        net._inbox = self

    def put(self, item) -> None:
        with self.lock:
            lines = item[0] == "message" and isinstance(item[1], dict) and item[1].get("type") == "event"
            (self.held if self.holding and lines else self.items).put(item)

    def get_nowait(self):
        return self.items.get_nowait()

    def let_in(self) -> None:
        """The next message the host sent, waited for (bounded)."""
        try:
            self.items.put(self.held.get(timeout=WAIT))
        except queue.Empty:
            raise AssertionError("timed out waiting for the host's next lines") from None

    def slip_in(self, item) -> None:
        """A message of the test's own, let in at once (ahead of those held)."""
        self.items.put(item)

    def open(self) -> None:
        """Every held message let in, in order, and every later one at once."""
        with self.lock:
            self.holding = False
            while not self.held.empty():
                self.items.put(self.held.get_nowait())


def until(app, condition, seconds: float = WAIT, what: str = "") -> None:
    """Step the app a frame at a time (the network runs on its threads meanwhile)
    until `condition()`; fail after `seconds` of wall-clock time."""
    deadline = time.monotonic() + seconds
    frames = 0
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what or condition}"
        app.update(STEP)
        frames += 1
        if frames % 15 == 0:             # drawn now and then: drawing must not fail in any state
            app.render()
    app.render()


def open_join(app):
    """The title's Join a game, by its button."""
    from scenes.shell.title import TitleScene
    title = top(app)
    assert isinstance(title, TitleScene)
    button = next(b for b in title.buttons if b.text == "Join a game")
    click(app, button.rect.center)
    return top(app)


def join(app, address: str, name: str, seat_key: int = pygame.K_1, before_seat=None):
    """Type the address and the name, Enter, wait for the seats, take one by its number,
    wait for the table; returns the table. `before_seat(join_scene)`: called as the seats
    are shown (e.g. to hold the host's lines back from the first)."""
    from scenes.shell.remote_table import RemoteTable
    join_scene = open_join(app)
    field = join_scene.address
    click(app, field.rect.center)
    for _ in range(len(field.value)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, address)
    key(app, pygame.K_TAB)
    assert join_scene.ring.current is join_scene.name
    type_text(app, name)
    key(app, pygame.K_RETURN)
    until(app, lambda: join_scene.phase == "seats", what="the host's seats")
    if before_seat is not None:
        before_seat(join_scene)
    key(app, seat_key)
    until(app, lambda: isinstance(top(app), RemoteTable), what="the table")
    return top(app)


def fresh_app(*argv: str):
    """The app on its title screen."""
    from scenes.app import open_scenes
    app = make_app("--speed", "instant", *argv)
    open_scenes(app)
    return app


# ----- a person playing by keys ------------------------------------------------------------------
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
                # ECEG's seen lines replay: the past is the log played through the rules, as at
                # one screen (a Match, not the messages kept: scenes/net/past_turn.py)
                shown.append(table.past is not None and type(table.past.driver.match).__name__ == "Match")
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

def decide_wazabi_by_keys(app, table, found) -> None:
    """The person's decision `found` (the layer's: what, seat) by keys: Enter plays the card
    in focus (and its first target, or Left for a direction), P passes with nothing
    playable, Enter gives or takes, digits mark the cards kept then Enter; a roll is the
    table's (nothing pressed)."""
    what, layer = found[0], table.layer
    if what == "keep":
        for i in range(table.driver.state.keep_of(found[1])):
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


def play_wazabi_by_keys(app, table) -> int:
    """The person's decisions by keys: Enter plays the card in focus (and its first
    target, or Left for a direction), P passes with nothing playable, Enter gives or
    takes, digits mark the cards kept then Enter; T once (the last turn shown, Esc back;
    or, before any, why not yet)."""
    moves = 0
    asked_last_turn = []

    def turn():
        nonlocal moves
        driver, layer = table.driver, table.layer
        found = layer.decision()
        if found and driver.sent_at != driver.match.position and not driver.inbox:
            what = found[0]
            if what == PLAYING and not asked_last_turn:
                asked_last_turn.append(True)
                key(app, pygame.K_t)             # the last turn, as this seat saw it (or why not yet)
                if table.past is None:
                    assert table.notice[0] in (t("last_turn_none"), t("last_turn_not_seen"))
                else:
                    key(app, pygame.K_ESCAPE)
                    assert table.past is None
                return False
            decide_wazabi_by_keys(app, table, found)
            moves += what != "roll"
        return isinstance(top(app), ResultsScene)
    until(app, turn, GAME_LIMIT, "the end of the game")
    return moves


__all__ = ["HostThread", "HeldInbox", "until", "open_join", "join", "fresh_app", "overlap", "play_eceg_by_keys",
           "play_wazabi_by_keys", "click", "key", "step", "top", "type_text"]
