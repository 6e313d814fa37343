"""A series of games with remote seats (issue 27): the seats stay seated from game
to game. A window joined to a host playing two Wazabi games shows each game's
results, then the next game at the same seat (Next game), and counts each game in
its own person's statistics, once, and no one else's; `main.py serve --games 2` with
headless `main.py join` processes plays both games, every process exiting 0 at the
end. Real hosts on loopback (port 0); every wait bounded."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame

from scenes.shell import statistics
from scenes.shell.results import ResultsScene
from scenes.ui.text import t
from tests.net.window_helpers import HostThread, fresh_app, join, key, play_wazabi_by_keys, top, until
from scenes.ui.celebration import MASHED
from tests.scenes.scene_helpers import step

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 90.0          # seconds a whole two-game series of processes may take


def test_a_joined_window_plays_a_two_game_series_at_one_seat_and_counts_only_its_person():
    host = HostThread("wazabi", ["greedy", "remote"], seed=11, options={"dice": 2}, games=2)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        assert table.driver.seat == 1
        play_wazabi_by_keys(app, table)
        results = top(app)
        assert isinstance(results, ResultsScene)
        first = host.host.finished[0]
        assert table.driver.match.log == first.log                     # the first game's full log
        # between the games: the results, Next game (Enter) and where the series stands
        assert results.buttons[0].text == t("net_next_game") and results.buttons[0].is_enabled()
        assert results.ring.current is results.buttons[0]
        assert table.driver.match.series == (1, 2)
        statistics.wait()
        stats, problem = statistics.load("wazabi")
        assert problem is None and set(stats) == {"Ann"}                # the host's computer is not ours to count
        ann_won_first = 1 in first.state.result().winners
        assert (stats["Ann"].games, stats["Ann"].wins) == (1, int(ann_won_first))

        until(app, lambda: not results.celebrating, what="the celebration's end")
        key(app, pygame.K_RETURN)                                        # Next game
        until(app, lambda: top(app) is table and not table.driver.match.over, what="the next game at the same seat")
        assert not table.gone and not table.ended
        play_wazabi_by_keys(app, table)
        results = top(app)
        assert len(host.host.finished) == 2
        second = host.host.finished[1]
        assert second.seed != first.seed and table.driver.match.log == second.log
        assert results.buttons[0].text == t("rematch") and not results.buttons[0].is_enabled()   # the series is over
        statistics.wait()
        stats, _ = statistics.load("wazabi")
        won = [1 in m.state.result().winners for m in (first, second)]
        assert set(stats) == {"Ann"} and (stats["Ann"].games, stats["Ann"].wins) == (2, sum(won))
        # the series over: the window's connection ends as it should (said to the table when
        # it is shown again: under the results it is not drained)
        assert host.running.result(20) == host.host.finished
        until(app, lambda: table.client.over and table.client.ws is None, what="the window's connection ended")
        assert not table.gone and [r["more"] for r in table.client.results] == [True, False]
    finally:
        host.close()


def test_serve_games_2_keeps_headless_joins_seated_to_the_end_of_the_series(tmp_path):
    server = subprocess.Popen([sys.executable, "main.py", "serve", "--game", "wazabi", "--players",
                               "remote,greedy,remote", "--dice", "2", "--games", "2", "--port", "0", "--seed", "3",
                               "--no-advertise"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    joined = []
    try:
        port = int(server.stdout.readline().split("127.0.0.1:")[1].split(",")[0])
        for seat in (0, 2):
            joined.append(subprocess.Popen(
                [sys.executable, "main.py", "join", f"127.0.0.1:{port}", "--seat", str(seat + 1), "--play", "random",
                 "--trace", str(tmp_path / f"seat{seat}.jsonl")], cwd=ROOT, stderr=subprocess.PIPE, text=True))
        for process in joined:
            assert process.wait(LIMIT) == 0, process.stderr.read()
        out, err = server.communicate(timeout=LIMIT)
        assert server.returncode == 0, err
        assert out.count("game over, won by") == 2
        for seat in (0, 2):
            received = [json.loads(line) for line in (tmp_path / f"seat{seat}.jsonl").read_text().splitlines()]
            overs = [m for m in received if m["type"] == "game_over"]
            assert [(m["more"], m["game"], m["games"]) for m in overs] == [(True, 1, 2), (False, 2, 2)]
            assert overs[0]["log"][0]["seed"] != overs[1]["log"][0]["seed"]       # two games, not one twice
            assert [m["type"] for m in received].count("snapshot") == 2           # each game's start, same seat
            assert [m["type"] for m in received].count("seated") == 1             # seated once for the series
    finally:
        for process in [server, *joined]:
            if process.poll() is None:
                process.kill()
                process.wait(10)


def test_a_tournament_hosted_from_the_window_keeps_its_remote_seat_from_game_to_game():
    """The window hosts a Wazabi tournament of two games (a computer here, a headless
    client at the remote seat): after the first game the standings, Next game, the
    same connection plays the second; the client is told more=True, then False, and
    ends with the series; the hosting stops only then."""
    from scenes.shell.table_scene import TableScene
    from scenes.wazabi.game_config import GameConfig as WazabiConfig
    from scenes.wazabi.standings import StandingsScene
    from tests.net.window import COLOURS, REMOTE, Remote, SeatConfig, hosting_app, run_until, start_and_watch

    seats = (SeatConfig("Cy", COLOURS[0], "easy"), SeatConfig("Remote", COLOURS[1], REMOTE))
    config = WazabiConfig(seats, {"dice": 2}, seed=918273645, games=2,
                          extra={"net": {"port": 0, "address": "127.0.0.1"}})
    app, lobby = hosting_app("wazabi", config)
    hosting = lobby.hosting
    remote = Remote(hosting.port_now(), play="random", name="Rita", seed=5)
    run_until(app, lobby.ready)
    start_and_watch(app, lobby)

    def standings():
        scene = top(app)
        if type(scene).__name__ == "RollOffScene" and scene.done:
            key(app, pygame.K_RETURN)
        return isinstance(scene, StandingsScene)
    run_until(app, standings, wall=60)
    first_table = next(s for s in app.stack if isinstance(s, TableScene))
    first = first_table.match
    assert first.state.is_over() and hosting.more and app.hosting is hosting
    run_until(app, lambda: not top(app).celebrating)
    key(app, pygame.K_RETURN)                                   # Next game
    assert app.hosting is hosting and not hosting.closed      # the seats stay served
    second_table = top(app)
    assert isinstance(second_table, TableScene) and second_table is not first_table
    assert hosting.match is second_table.match and second_table.driver.hosting is hosting
    run_until(app, lambda: isinstance(top(app), StandingsScene), wall=60)
    second = second_table.match
    assert second.state.is_over() and second.seed != first.seed and not hosting.more
    remote.join(20)
    client = remote.client
    assert remote.error is None and client.over and client.errors == []
    assert [(r["more"], r["game"], r["games"]) for r in client.results] == [(True, 1, 2), (False, 2, 2)]
    assert [r["log"] for r in client.results] == [first.log, second.log]
    assert [m["type"] for m in client.received].count("seated") == 1
    assert [m["type"] for m in client.received].count("snapshot") == 2           # seated at both games
    key(app, pygame.K_ESCAPE)                                   # ends the confetti, nothing else
    step(app, MASHED + 0.02)                                           # (a key at once is the same mashing)
    key(app, pygame.K_ESCAPE)                                   # the standings' Esc: the title, hosting stopped
    assert app.hosting is None
