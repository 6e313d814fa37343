"""Helpers of the window-host tests: the real app headless (real pygame events,
update(dt) stepped by hand) hosting a game, headless clients on loopback each on a
thread of its own, and the host's full state after every step (the truth a seat's
messages are checked against). Every wait is bounded in wall time."""
from __future__ import annotations

import asyncio
import threading
import time
from types import SimpleNamespace

import pygame

from scenes.app import STEP
from scenes.net.client import Client, JoinError
from scenes.shell.lobby import LobbyScene
from scenes.shell.saved_seats import config_class
from scenes.shell.seating import REMOTE, SeatConfig
from scenes.shell.table_scene import TableScene
from scenes.ui import theme
from tests.scenes.scene_helpers import click, key, make_app, top

WALL = 60.0          # seconds of wall time any one wait may take before the test fails
COLOURS = [c for _, c in theme.SEAT_COLOURS]


def hosting_app(game_id: str, config, speed: str = "instant", lang: str = "en"):
    """The app at the lobby of `config` (a hosted game: remote seats, this computer
    only, any free port), listening. `lang`: the app's language (it sets its own as it
    starts: a language set before it is not kept)."""
    app = make_app("--speed", speed, "--game", game_id, "--lang", lang)
    app.open("lobby", config)
    lobby = top(app)
    assert isinstance(lobby, LobbyScene)
    run_until(app, lambda: lobby.hosting.ready or lobby.hosting.error)
    assert lobby.hosting.ready, lobby.hosting.error
    return app, lobby


def run_until(app, condition, wall: float = WALL, each=None) -> int:
    """Step the app a frame at a time until `condition()`; the frames stepped."""
    started, frames = time.monotonic(), 0
    while not condition():
        assert time.monotonic() - started < wall, "timed out (wall time)"
        app.update(STEP)
        if each is not None:
            each()
        frames += 1
        if frames % 30 == 0:
            app.render()
        time.sleep(0.0005)           # let the network's thread and the clients' run (the GIL)
    return frames


class Remote:
    """A headless client (scenes/net/client.py) running on a thread of its own."""

    def __init__(self, port: int, **options):
        options.setdefault("reconnect", 0)
        self.client = Client(f"ws://127.0.0.1:{port}", **options)
        self.loop = asyncio.new_event_loop()
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.loop.run_until_complete(self.client.run())
        except (JoinError, asyncio.CancelledError) as exc:
            self.error = exc
        finally:
            self.loop.close()

    def kill(self) -> None:
        """A pulled cable: the connection dropped at once."""
        self.loop.call_soon_threadsafe(self.client.kill)

    def join(self, wall: float = 10.0) -> None:
        self.thread.join(wall)
        assert not self.thread.is_alive(), "the client did not end"


def start_and_watch(app, lobby):
    """Start from the lobby with a click; return the truth recorder of the match."""
    hosting = lobby.hosting
    click(app, lobby.start.rect.center)
    assert hosting.match is not None, "Start did not begin the game"
    return Truth(hosting)


class Truth:
    """The host's full state and log length at every step of the hosted match (a
    watcher after the hosting's own, so its positions are those sent)."""

    def __init__(self, hosting):
        self.hosting, self.match = hosting, hosting.match
        self.truth = {hosting.position: (self.match.state.snapshot(), len(self.match.log))}
        self.match.watchers.append(self._after)

    def _after(self, match, events) -> None:
        self.truth[self.hosting.position] = (match.state.snapshot(), len(match.log))

    def as_host(self):
        """What tests/net/helpers.py's Secrets reads of a host."""
        return SimpleNamespace(truth=self.truth, finished=[self.match])


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


def two_seats(kind: str = "easy", seed: int = 918273645):
    config_type = config_class("easy-come-easy-go")
    return config_type((SeatConfig("Cy", COLOURS[0], kind), SeatConfig("Remote", COLOURS[1], REMOTE)),
                       seed=seed, extra={"net": {"port": 0, "address": "127.0.0.1"}})
