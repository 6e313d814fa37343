"""`main.py serve` stopped by a signal says goodbye (scenes/net/cli.py): its
advertisement withdrawn at once (not left to expire from others' lists for up to
120 s), every connection closed with code 1001 and the reason, and the process exits
128 + the signal's number. A headless `join` seated at it says so in one line and
exits 1 at once, rather than trying to get back for 10 s. Real processes on
loopback, mDNS on the loopback interface only (tests/conftest.py); every wait bounded."""
from __future__ import annotations

import signal
import time

import pytest

from tests.net.test_discovery import LIMIT, browser, main, mine, multicast_works, unique, until  # noqa: F401

GOODBYE_WITHIN = 8.0     # seconds: far under the record's 120 s life, so only a goodbye explains it


@pytest.mark.parametrize("signum, code", [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_stopped_serve_withdraws_its_game_and_tells_the_seated_player_why(browser, signum, code):  # noqa: F811
    name = unique("stop")
    server = main("serve", "--game", "wazabi", "--players", "remote,remote", "--port", "0", "--name", name)
    processes = [server]
    try:
        line = server.stdout.readline()
        port = int(line.split("127.0.0.1:")[1].split(",")[0])
        until(lambda: mine(browser, name), what="the advertised game")
        joined = main("join", f"127.0.0.1:{port}", "--seat", "1", "--play", "random", "--name", "Remy")
        processes.append(joined)
        said = []
        deadline = time.monotonic() + LIMIT
        while not any("seat 1 (Remy) is here" in s for s in said):   # seated: the game waits for seat 2
            assert time.monotonic() < deadline, said
            said.append(server.stdout.readline())
        assert joined.poll() is None

        server.send_signal(signum)
        stopped = time.monotonic()
        assert server.wait(LIMIT) == code
        out = server.stdout.read()
        assert f"stopped ({signal.Signals(signum).name})" in out, out
        # the seated client is told at once why, and does not wait 10 s to get back
        assert joined.wait(LIMIT) == 1
        err = joined.stderr.read()
        assert err.count("\n") == 1 and "the host stopped: the host stopped the game" in err, err
        assert time.monotonic() - stopped < 5.0
        until(lambda: not mine(browser, name), limit=GOODBYE_WITHIN, what="the game gone from the list")
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait(10)
