"""Helpers of the joining window's tests: a real Host on loopback on a network thread
of its own (as another computer would be), and the real app driven by real pygame
events with time stepped by hand, every wait bounded in wall-clock time."""
from __future__ import annotations

import time

import pygame

from scenes.net.bridge import NetThread
from tests.net.helpers import host_for
from scenes.app import STEP
from tests.scenes.scene_helpers import click, key, make_app, step, top, type_text

WAIT = 20.0            # seconds of wall-clock time any one wait may take


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


def join(app, address: str, name: str, seat_key: int = pygame.K_1):
    """Type the address and the name, Enter, wait for the seats, take one by its number,
    wait for the table; returns the table."""
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
    key(app, seat_key)
    until(app, lambda: isinstance(top(app), RemoteTable), what="the table")
    return top(app)


def fresh_app(*argv: str):
    """The app on its title screen."""
    from scenes.app import open_scenes
    app = make_app("--speed", "instant", *argv)
    open_scenes(app)
    return app


__all__ = ["HostThread", "until", "open_join", "join", "fresh_app", "click", "key", "step", "top", "type_text"]
