"""A seat connected but silent (scenes/net/series.py's turn time): the host's table
never freezes. With a turn time and a level to fill with, each turn of a remote seat
unanswered for that long is decided by a computer from the seat's view, the seat told
why; a present seat that answers is never overruled; the seat stays its person's. Real
host and clients on loopback, every wait bounded."""
from __future__ import annotations

import asyncio
import subprocess
import sys

import pytest

from game.registry import replay_game
from scenes.net.client import Client, JoinError
from tests.net.helpers import host_for, play
from tests.net.test_discovery import ROOT


def test_a_silent_seat_has_its_turns_decided_by_a_computer_and_the_game_ends():
    host = host_for("wazabi", ["remote", "greedy", "remote"], seed=7, options={"dice": 2}, fill="random",
                    turn_time=0.25, grace=1e5)   # (an answer after it is stale: room for a loaded machine)
    silent = Client("", seat=0, name="Sid", play=None, reconnect=0)        # sits, reads, never answers
    answering = Client("", seat=2, name="Ann", play="random", seed=3, reconnect=0)
    asyncio.run(play(host, [silent, answering], limit=90))
    (match,) = host.finished
    assert match.state.is_over() and replay_game(match.log).state.snapshot() == match.state.snapshot()
    told = [e for e in silent.errors if e.get("code") == "timed_out"]
    assert host.timed_out >= 3 and len(told) == host.timed_out          # each one said to the seat
    assert [e for e in answering.errors if e.get("code") == "timed_out"] == []
    asked = [m for m in silent.received if m["type"] == "your_turn"]
    assert len(asked) >= host.timed_out                                  # still asked: the seat is theirs
    assert host.places[0].token is not None and not host.places[0].stand_in
    # every seat is told each timed step's deadline, in host time (scenes/net/turn_timer.py)
    clocks = [m for m in answering.received if m["type"] == "turn_clock"]
    assert clocks and all(m["limit"] == 0.25 and isinstance(m["deadline"], float) for m in clocks)
    assert {0} <= {s for m in clocks for s in m["seats"]} <= {0, 2}
    timed = {m["position"] for m in silent.received if m["type"] == "turn_clock" and 0 in m["seats"]}
    assert {m["position"] for m in asked} <= timed                     # each question of the seat timed


def test_without_a_turn_time_a_silent_seat_is_waited_for():
    async def run():
        host = host_for("wazabi", ["remote", "greedy"], seed=7, options={"dice": 2}, fill="random")
        silent = Client("", seat=0, play=None, reconnect=0)
        with pytest.raises(asyncio.TimeoutError):
            await play(host, [silent], limit=1.5)
        return host
    host = asyncio.run(run())
    assert host.timed_out == 0 and host.finished == []


def test_turn_time_needs_fill_one_line_exit_2():
    done = subprocess.run([sys.executable, "main.py", "serve", "--game", "wazabi", "--players", "remote,hard",
                           "--turn-time", "20"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "--turn-time needs --fill" in done.stderr


def test_a_seat_back_mid_step_is_sent_the_steps_deadline_after_its_snapshot():
    async def run():
        host = host_for("easy-come-easy-go", ["remote", "easy"], seed=3, fill="easy", turn_time=30.0, grace=1e5)
        port = await host.start()
        first = Client(f"ws://127.0.0.1:{port}", seat=0, name="Sid", play=None, reconnect=0)
        game = asyncio.ensure_future(host.run())
        joined = asyncio.ensure_future(first.run())
        for _ in range(500):                                 # bounded: until the seat is asked
            if any(m["type"] == "turn_clock" and 0 in m["seats"] for m in first.received):
                break
            await asyncio.sleep(0.01)
        told = next(m for m in first.received if m["type"] == "turn_clock" and 0 in m["seats"])
        first.kill()
        await asyncio.wait([joined], timeout=10)
        assert isinstance(joined.exception(), JoinError)     # (a pulled cable: it does not retry)
        back = Client(f"ws://127.0.0.1:{port}", token=first.token, play=None, reconnect=0)
        again = asyncio.ensure_future(back.run())
        for _ in range(500):
            if any(m["type"] == "turn_clock" for m in back.received):
                break
            await asyncio.sleep(0.01)
        kinds = [m["type"] for m in back.received]
        game.cancel()
        again.cancel()
        await host.close()
        return told, back, kinds
    told, back, kinds = asyncio.run(run())
    clock = next(m for m in back.received if m["type"] == "turn_clock")
    assert kinds.index("snapshot") < kinds.index("turn_clock")
    assert (clock["position"], clock["deadline"], clock["seats"]) == (told["position"], told["deadline"], [0])
