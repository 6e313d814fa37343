"""A joined seat outlives the program that took it. Its token was kept for the run only:
a person whose program closed or crashed mid-game came back to their seat marked taken
and watched a computer play it to the end. It is kept in the data folder now
(scenes/shell/join_tokens.py): started again, the program joins the same address and
is back in its seat, the game where it is."""
from __future__ import annotations

import json

import pygame

from scenes.shell import join_tokens
from scenes.shell.join import JoinScene
from scenes.shell.remote_table import RemoteTable
from scenes.ui import userdata
from tests.net.window_helpers import HostThread, fresh_app, join, key, open_join, play_eceg_by_keys, top, until


def killed(table) -> None:
    """The joined program ends at once, as a killed process: its connection cut, no goodbye,
    nothing it kept in memory left (the next app is a program started again)."""
    table.net.call(table.client.kill)
    table.net.stop()
    join_tokens.reread()


def test_a_program_started_again_takes_its_seat_back_and_plays_on_to_the_end():
    host = HostThread("easy-come-easy-go", ["easy", "remote"], seed=11)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        until(app, lambda: table.layer.awaiting_human, what="the person's turn")
        place = host.host.places[1]
        token = place.token
        # on disk, where a program started again reads it (not in this process's memory)
        join_tokens.wait()
        stored = json.loads((userdata.data_dir() / "joined_seats.json").read_text())
        assert [(s["address"], s["token"]) for s in stored["seats"]] == [(f"ws://{host.address}", token)]
        killed(table)
        until(app, lambda: place.conn is None, seconds=20, what="the host seeing the seat left")
        assert place.token == token                      # the host still holds the seat for her
        again = fresh_app()                              # the same data folder, nothing else
        join_scene = open_join(again)
        assert join_scene.address.value == host.address and join_scene.name.value == "Ann"
        assert join_scene.connect_button.text == "Back to my seat"       # what Join will do, said
        key(again, pygame.K_RETURN)
        until(again, lambda: isinstance(top(again), RemoteTable) or join_scene.phase == "seats",
              what="the seat taken back, or the seats offered")
        assert isinstance(top(again), RemoteTable), "offered the seats: the seat was not taken back"
        table = top(again)
        assert table.driver.seat == 1 and host.host.reconnections == 1 and place.token == token
        play_eceg_by_keys(again, table)
        assert table.driver.match.state.snapshot() == host.host.finished[0].state.snapshot()
    finally:
        host.close()


def test_a_token_the_host_no_longer_knows_is_forgotten_and_the_seats_are_offered():
    """Another game at that address now (a token from the last one): the seats are offered,
    as to anyone, and the stale token is gone from the file."""
    host = HostThread("easy-come-easy-go", ["remote", "easy"], seed=3)
    try:
        address = f"ws://{host.address}"
        join_tokens.remember(address, "a-token-from-a-game-long-over")
        join_tokens.reread()
        app = fresh_app()
        join_scene = open_join(app)
        join_scene.address.value = host.address
        assert join_scene.connect_button.text == "Back to my seat"
        key(app, pygame.K_RETURN)
        until(app, lambda: join_scene.phase == "seats", what="the seats offered")
        assert join_tokens.token_for(address) is None
        join_tokens.reread()
        assert join_tokens.token_for(address) is None    # forgotten in the file too
        key(app, pygame.K_1)
        until(app, lambda: isinstance(top(app), RemoteTable), what="the table")
        join_tokens.reread()
        assert join_tokens.token_for(address) == host.host.places[0].token
    finally:
        host.close()


def test_the_file_keeps_the_newest_seats_only_and_a_damaged_one_is_kept_aside_and_said():
    for n in range(join_tokens.KEEP + 5):
        join_tokens.remember(f"ws://10.0.0.{n}:8765", f"token-{n}")
    join_tokens.reread()
    stored = json.loads((userdata.data_dir() / "joined_seats.json").read_text())
    assert len(stored["seats"]) == join_tokens.KEEP
    assert join_tokens.token_for("ws://10.0.0.0:8765") is None            # the oldest gone
    assert join_tokens.token_for(f"ws://10.0.0.{join_tokens.KEEP + 4}:8765") == f"token-{join_tokens.KEEP + 4}"
    join_tokens.remember("ws://10.0.0.1:8765", "x" * 5000)                 # not a host's token: not kept
    assert join_tokens.token_for("ws://10.0.0.1:8765") is None
    for garbage in ("{not json", json.dumps({"seats": [{"address": 3, "token": "t"}]}), json.dumps([1, 2])):
        (userdata.data_dir() / "joined_seats.json").write_text(garbage)
        join_tokens.reread()
        userdata.notices.clear()
        assert join_tokens.token_for("ws://10.0.0.20:8765") is None
        assert [n[0] for n in userdata.notices] == ["joined_seats_damaged"]
        assert not (userdata.data_dir() / "joined_seats.json").exists()   # kept aside, not deleted
        assert list(userdata.data_dir().glob("joined_seats.json.bad*"))
        join_tokens.remember("ws://10.0.0.20:8765", "fresh")              # and a fresh file starts
        join_tokens.reread()
        assert join_tokens.token_for("ws://10.0.0.20:8765") == "fresh"


def test_the_join_screen_starts_with_the_kept_token(monkeypatch):
    """The token is what the window says in its hello (no host needed to see that)."""
    join_tokens.remember("ws://127.0.0.1:9", "kept-token")
    join_tokens.reread()
    seen = {}

    class Client:
        def __init__(self, uri, post, name=None, token=None, **_):
            seen["uri"], seen["token"] = uri, token

        async def main(self):
            return None
    monkeypatch.setattr("scenes.shell.join.WindowClient", Client)
    app = fresh_app()
    scene = open_join(app)
    assert isinstance(scene, JoinScene)
    scene.address.value = "127.0.0.1:9"
    scene.connect()
    assert seen == {"uri": "ws://127.0.0.1:9", "token": "kept-token"}
    scene.cancel()


def test_a_second_window_with_the_same_seat_takes_it_and_the_first_stops_saying_why():
    """Two copies of the program sharing a data folder (a trial on one computer) hold the
    same token: the second to join takes the seat, the first says so and stays off. Trying
    to get back, it took the seat back from the second, which took it back, and so on."""
    host = HostThread("easy-come-easy-go", ["remote", "easy"], seed=9)
    try:
        first = fresh_app()
        table = join(first, host.address, "Ann")
        until(first, lambda: table.layer.awaiting_human, what="the person's turn")
        second = fresh_app()
        join_scene = open_join(second)
        key(second, pygame.K_RETURN)
        until(second, lambda: isinstance(top(second), RemoteTable), what="the seat taken up again")
        until(first, lambda: table.gone is not None, what="the first window giving up")
        assert table.taken_over and not table.lost
        words = table.alert_words()
        assert words.startswith("Your seat is played from another window of this program now"), words
        assert join_scene is not None and host.host.reconnections == 1
        again = top(second)
        play_eceg_by_keys(second, again)
        for _ in range(30):                      # the first window stays off (frames stepped, not slept)
            first.update(1 / 60)
        assert host.host.reconnections == 1
        assert again.driver.match.state.snapshot() == host.host.finished[0].state.snapshot()
        key(first, pygame.K_RETURN)
        from scenes.shell.title import TitleScene
        assert isinstance(top(first), TitleScene)
    finally:
        host.close()


def test_the_seat_is_forgotten_once_its_last_game_is_over():
    """Nothing to come back to: the next Join at that address is offered the seats."""
    host = HostThread("easy-come-easy-go", ["remote", "easy"], seed=12)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann")
        address = f"ws://{host.address}"
        join_tokens.wait()
        assert join_tokens.token_for(address) is not None
        play_eceg_by_keys(app, table)
        join_tokens.reread()                          # as a program started again reads it
        assert join_tokens.token_for(address) is None
        # under the results: the game is over (it said "The game goes on at the host while
        # this menu is open", the pause's words)
        results = top(app)
        assert results.seed_words() == "The host keeps this game's seed; E saves its log, which replays every move"
    finally:
        host.close()


def test_a_data_folder_that_cannot_be_used_keeps_the_seats_for_the_run(monkeypatch, tmp_path):
    """As before the file: the seat is taken back after the title, not after a restart."""
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    monkeypatch.setenv("ECEG_DATA_DIR", str(blocked))
    assert not userdata.writable()
    join_tokens.remember("ws://10.0.0.9:8765", "this run's token")
    join_tokens.wait()
    assert join_tokens.token_for("ws://10.0.0.9:8765") == "this run's token"
    assert blocked.read_text() == ""                       # nothing written anywhere
    assert join_tokens.forget("ws://10.0.0.9:8765") and join_tokens.token_for("ws://10.0.0.9:8765") is None
