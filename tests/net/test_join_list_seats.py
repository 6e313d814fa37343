"""The Join screen's list follows a game's free seats (scenes/shell/join.py over
scenes/net/discovery.py, on the loopback interface only: tests/conftest.py): a game
served with two remote seats is listed with 2 of 2 free, with 1 of 2 once someone sits
down (not the stale 2 until a record expires), and is gone once the table is full. The
real `serve` and `join` processes, the real window's Join screen, every wait bounded."""
from __future__ import annotations

import time

from scenes.shell.join import JoinScene
from tests.net.test_discovery import LIMIT, main, multicast_works, unique  # noqa: F401
from tests.net.window_helpers import fresh_app, open_join, top, until


def rows(join_scene: JoinScene, name: str) -> list[tuple[int, int]]:
    return [(f.free, f.total) for f in join_scene.found if f.host == name]


def test_the_join_list_shows_a_seat_taken_at_once_and_drops_a_full_table(multicast_works):  # noqa: F811
    name = unique("list")
    server = main("serve", "--game", "wazabi", "--players", "remote,remote,hard", "--port", "0", "--name", name)
    processes = [server]
    try:
        port = int(server.stdout.readline().split("127.0.0.1:")[1].split(",")[0])
        app = fresh_app()
        join_scene = open_join(app)
        assert isinstance(join_scene, JoinScene)
        until(app, lambda: rows(join_scene, name) == [(2, 2)], LIMIT, "the game listed with 2 of 2 free")
        row = next(b for b, f in zip(join_scene.found_buttons, join_scene.found) if f.host == name)
        assert "2" in row.text and row.is_enabled()

        processes.append(main("join", f"127.0.0.1:{port}", "--seat", "1", "--play", "random"))
        sat = time.monotonic()
        until(app, lambda: rows(join_scene, name) == [(1, 2)], LIMIT, "one free seat left, in the list")
        assert time.monotonic() - sat < 10.0        # the record's life is 120 s: only an update explains it

        processes.append(main("join", f"127.0.0.1:{port}", "--seat", "2", "--play", "random"))
        until(app, lambda: rows(join_scene, name) == [], LIMIT, "a full table gone from the list")
        assert top(app) is join_scene
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait(10)
