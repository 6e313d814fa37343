"""`main.py serve` and `main.py join` as processes: a game played to the end over
loopback (exit 0, the log replays, the trace holds every message), one-line errors
with exit 2 for bad options, exit 1 and no traceback for an address nobody answers."""
from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.registry import replay_file

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 60


def run(*args, timeout=LIMIT):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


def start(*args):
    return subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def port_of(server) -> int:
    line = server.stdout.readline()        # "main.py serve: wazabi on 127.0.0.1:PORT, waiting for ..."
    assert " on 127.0.0.1:" in line, line + server.stderr.read()
    return int(line.split("127.0.0.1:")[1].split(",")[0])


def test_serve_and_two_joins_play_a_game_to_the_end(tmp_path):
    log, trace = tmp_path / "game.jsonl", tmp_path / "trace.jsonl"
    server = start("serve", "--game", "wazabi", "--players", "remote,greedy,remote", "--port", "0",
                   "--seed", "12", "--dice", "2", "--log", str(log))
    try:
        port = port_of(server)
        joins = [start("join", f"127.0.0.1:{port}", "--seat", "1", "--name", "Ana", "--play", "greedy",
                       "--trace", str(trace)),
                 start("join", f"127.0.0.1:{port}", "--seat", "3", "--play", "random")]
        for join in joins:
            assert join.wait(LIMIT) == 0, join.stderr.read()
        assert server.wait(LIMIT) == 0, server.stderr.read()
    finally:
        for process in [server, *locals().get("joins", [])]:
            if process.poll() is None:
                process.kill()
    assert "game over" in server.stdout.read()
    (match,) = replay_file(str(log))
    assert match.state.is_over() and match.log[0]["players"][0]["name"] == "Ana"
    messages = [json.loads(line) for line in trace.read_text().splitlines()]
    assert messages[-1]["type"] == "game_over" and messages[-1]["log"] == match.log
    assert [m["seq"] for m in messages] == list(range(1, len(messages) + 1))
    start_seen = next(m for m in messages if m["type"] == "snapshot")["start"]
    assert "seed" not in start_seen and start_seen["hands"][1] is None and start_seen["pile"] is None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_join_an_address_nobody_answers_one_line_exit_1():
    started = time.monotonic()
    done = run("join", f"127.0.0.1:{free_port()}", "--play", "random", "--timeout", "3")
    assert done.returncode == 1
    assert done.stderr.startswith("main.py join: error: nobody answers at 127.0.0.1:")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert time.monotonic() - started < 30


@pytest.mark.parametrize("args, says", [
    (["serve", "--game", "wazabi", "--players", "hard,hard"], "no remote seat"),
    (["serve", "--game", "wazabi", "--players", "remote,wizard"], "unknown seat 'wizard'"),
    (["serve", "--game", "wazabi", "--players", "remote"], "2 to 6 players"),
    (["serve", "--game", "wazabi", "--players", "remote,hard", "--port", "70000"], "at most 65535"),
    (["serve", "--game", "wazabi", "--players", "remote,hard", "--call-time", "5"], "--call-time is an option of yam-color"),
    (["serve", "--game", "chess", "--players", "remote,hard"], "invalid choice"),
    (["serve", "--game", "wazabi", "--players", "remote,hard", "--teams"], "teams of two need 4 or 6"),
    (["serve", "--game", "wazabi", "--players", "remote,hard", "--fill", "wizard"], "invalid choice"),
    (["join", "nowhere", "--play", "random"], "not HOST:PORT"),
    (["join", "127.0.0.1:0", "--play", "random"], "not HOST:PORT"),
    (["join", "127.0.0.1:8765"], "--play"),
    (["join", "127.0.0.1:8765", "--play", "wizard"], "invalid choice"),
    (["join", "127.0.0.1:8765", "--play", "random", "--seat", "9"], "at most 6"),
    (["join", "127.0.0.1:8765", "--play", "random", "--seat", "0"], "at least 1"),
    (["join", "127.0.0.1:8765", "--play", "random", "--name", "x" * 41], "--name"),
])
def test_bad_options_one_line_exit_2(args, says):
    done = run(*args)
    assert done.returncode == 2, done
    assert done.stderr.count("\n") == 1 and says in done.stderr, done.stderr
    assert done.stdout == ""


def test_join_counts_seats_from_1_as_the_window_and_serve_do():
    """`--seat 2` is the second seat, as the window's setup, lobby and join list number them
    and as serve's lines name them; a seat that is not a free remote seat is refused in one
    line naming it as the person typed it (before, --seat was counted from 0: `--seat 2` at
    a table of two was refused as "no remote seat with that number")."""
    server = start("serve", "--game", "wazabi", "--players", "easy,remote,remote", "--port", "0", "--seed", "5",
                   "--dice", "2", "--no-advertise")
    joins = []
    try:
        port = port_of(server)
        refused = run("join", f"127.0.0.1:{port}", "--seat", "1", "--play", "random", "--timeout", "10")
        assert refused.returncode == 1 and refused.stderr.count("\n") == 1, refused.stderr
        assert "seat 1" in refused.stderr and "Traceback" not in refused.stderr, refused.stderr
        joins = [start("join", f"127.0.0.1:{port}", "--seat", str(seat), "--name", name, "--play", "random")
                 for seat, name in ((2, "Bea"), (3, "Cy"))]
        for join in joins:
            assert join.wait(LIMIT) == 0, join.stderr.read()
        assert server.wait(LIMIT) == 0, server.stderr.read()
    finally:
        for process in [server, *joins]:
            if process.poll() is None:
                process.kill()
    said = server.stdout.read()
    assert "seat 2 (Bea) is here" in said and "seat 3 (Cy) is here" in said, said
