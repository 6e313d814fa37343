"""Finding games on the local network (scenes/net/discovery.py), on the loopback
interface only (tests/conftest.py sets ECEG_MDNS_INTERFACES=127.0.0.1): an advertised
game is found with its fields, its free seats follow, it goes when it closes; a record
that is not ours is ignored and counted; nothing is sent on another interface;
`serve` advertises and `join --list` lists. Every wait is a poll with a deadline.

Other programs on this machine may advertise on loopback at the same time: each test
looks only for the names it made (a random host name)."""
from __future__ import annotations

import asyncio
import secrets
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scenes.net import cli, discovery
from scenes.net.discovery import SERVICE, Advertiser, Browser

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 20.0       # seconds: registration probes for ~1.5 s, a loaded machine may take longer


def loopback_multicast_problem() -> str | None:
    """Why multicast over the loopback interface cannot work here (None: it does): one
    datagram to the mDNS group on an ephemeral port, sent and joined on 127.0.0.1 only.
    (On Linux it works even when `lo` lacks the MULTICAST flag: measured 2026-11-27.)"""
    group = "224.0.0.251"
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as receiver, \
                socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            receiver.bind(("", 0))
            receiver.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                                socket.inet_aton(group) + socket.inet_aton("127.0.0.1"))
            receiver.settimeout(2.0)
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_TTL, 1)
            sender.sendto(b"probe", (group, receiver.getsockname()[1]))
            data, _ = receiver.recvfrom(64)
            return None if data == b"probe" else f"got {data!r} instead of the probe"
    except socket.timeout:
        return "a multicast datagram on the loopback interface did not arrive within 2 s"
    except OSError as exc:
        return f"multicast on the loopback interface: {exc}"


@pytest.fixture(scope="module")
def multicast_works():
    problem = loopback_multicast_problem()
    if problem:
        pytest.skip(problem)


def until(condition, limit: float = LIMIT, what: str = "the condition"):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.01)
    raise AssertionError(f"{what} not within {limit} s")


def mine(browser: Browser, host: str) -> list:
    return [f for f in browser.found() if f.host == host]


@pytest.fixture
def browser(multicast_works):
    browser = Browser()
    browser.start()
    assert browser.ready.wait(LIMIT) and browser.error is None
    yield browser
    assert browser.close(LIMIT)


def unique(prefix: str = "test") -> str:
    return f"{prefix}-{secrets.token_hex(4)}"


def test_an_advertised_game_is_found_follows_its_free_seats_and_goes_when_closed(browser):
    host = unique("Ana's PC.")
    advertiser = Advertiser(40123, "wazabi", host, 2, 3)
    try:
        started = time.monotonic()
        advertiser.start()
        assert time.monotonic() - started < 0.05            # the caller is never held up
        (found,) = until(lambda: mine(browser, host), what="the advertised game")
        assert (found.game, found.host, found.address, found.port, found.free, found.total) == \
               ("wazabi", host, "127.0.0.1", 40123, 2, 3)
        assert found.protocol == 1 and found.program == cli.__version__
        assert advertiser.advertised.wait(LIMIT) and found.name.endswith("." + SERVICE)
        assert advertiser.name == found.name

        advertiser.update(free=1)
        until(lambda: [f for f in mine(browser, host) if f.free == 1], what="the new free seats")
        advertiser.update(free=0)
        until(lambda: [f for f in mine(browser, host) if f.free == 0], what="a full table")

        started = time.monotonic()
        advertiser.close()
        assert time.monotonic() - started < 0.05
        until(lambda: not mine(browser, host), what="the game gone from the list")
        assert advertiser.close(LIMIT) and advertiser.error is None
    finally:
        advertiser.close(LIMIT)


def test_nothing_secret_in_the_record_and_found_is_cheap(browser):
    host = unique()
    advertiser = Advertiser(40124, "yam-color", host, 1, 2)
    advertiser.start()
    try:
        until(lambda: mine(browser, host), what="the advertised game")
        properties = advertiser.properties(1)
        assert sorted(properties) == ["free", "game", "host", "program", "total", "v"]
        times = []
        for _ in range(200):                     # the window asks every frame
            started = time.perf_counter()
            browser.found()
            times.append(time.perf_counter() - started)
        assert sorted(times)[-3] < 0.002, times
    finally:
        advertiser.close(LIMIT)


def _multicast_interface(transport) -> str:
    return socket.inet_ntoa(transport.sock.getsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, 4))


def test_only_the_loopback_interface_is_used(browser):
    advertiser = Advertiser(40125, "wazabi", unique(), 1, 2)
    advertiser.start()
    try:
        until(lambda: advertiser.zeroconf is not None and advertiser.advertised.is_set(), what="advertising")
        for zc in (advertiser.zeroconf, browser.zeroconf):
            senders = zc.engine.senders
            assert senders and all(_multicast_interface(t) == "127.0.0.1" for t in senders)
            assert all(t.sock.getsockname()[0] == "127.0.0.1" for t in senders)
    finally:
        advertiser.close(LIMIT)


def test_records_that_are_not_ours_are_ignored_and_counted(browser):
    from zeroconf import ServiceInfo
    good = unique("good")
    base = {"v": "1", "program": "0.2.0", "game": "wazabi", "host": "x", "free": "1", "total": "2"}
    bad = {
        "missing": {k: v for k, v in base.items() if k != "free"},
        "words": {**base, "free": "lots"},
        "more-free-than-seats": {**base, "free": "3"},
        "not-utf8": {**base, "host": b"\xff\xfe"},
        "too-long": {**base, "game": "g" * 200},
        "control": {**base, "host": "a\x07b"},
        "negative": {**base, "free": "-1"},
        "digits": {**base, "total": "\u0663"},       # an Arabic-Indic three
        "raw": b"\x30garbage\x05a=1",                   # length bytes that lie
    }
    infos = [ServiceInfo(SERVICE, f"{unique(label)}.{SERVICE}", port=40126, properties=properties,
                         server="bad.local.", addresses=[socket.inet_aton("127.0.0.1")])
             for label, properties in bad.items()]

    async def register_all():          # at once: each registration probes for ~1.5 s
        announcing = await asyncio.gather(*(zc.async_register_service(i, allow_name_change=True) for i in infos))
        await asyncio.gather(*announcing)

    zc = discovery._zeroconf(["127.0.0.1"])
    advertiser = Advertiser(40127, "wazabi", good, 1, 2)
    try:
        asyncio.run_coroutine_threadsafe(register_all(), zc.loop).result(LIMIT)
        advertiser.start()
        until(lambda: mine(browser, good), what="the good game among bad ones")
        bad_names = {info.name for info in infos}
        until(lambda: len(bad_names & set(browser.ignored)) == len(bad),
              what="every bad record counted")
        assert not bad_names & {f.name for f in browser.found()}
        assert browser.error is None and advertiser.error is None
    finally:
        advertiser.close(LIMIT)
        zc.close()


def test_interfaces_from_the_environment(monkeypatch):
    monkeypatch.setenv(discovery.INTERFACES_ENV, "127.0.0.1, 127.0.0.2")
    assert discovery.interfaces_from_env() == ["127.0.0.1", "127.0.0.2"]
    assert Browser(interfaces=["192.0.2.9"]).interfaces == ["127.0.0.1", "127.0.0.2"]   # the variable wins
    for text in ("eth0", "127.0.0.1,", "::1", "256.1.1.1"):
        monkeypatch.setenv(discovery.INTERFACES_ENV, text)
        with pytest.raises(ValueError, match="ECEG_MDNS_INTERFACES"):
            discovery.interfaces_from_env()
    monkeypatch.delenv(discovery.INTERFACES_ENV)
    assert discovery.interfaces_from_env() is None          # the library's default: every interface


def test_an_interface_that_is_not_there_is_an_error_not_a_crash(monkeypatch):
    monkeypatch.setenv(discovery.INTERFACES_ENV, "10.255.255.1")     # no such address here: nothing is sent
    browser, advertiser = Browser(), Advertiser(40128, "wazabi", unique(), 1, 2)
    browser.start()
    advertiser.start()
    assert browser.ready.wait(LIMIT) and browser.error and browser.found() == []
    assert advertiser.close(LIMIT) and advertiser.error and not advertiser.advertised.is_set()
    assert browser.close(LIMIT)
    done = subprocess.run([sys.executable, "main.py", "join", "--list", "--wait", "5"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stdout == "", done
    assert done.stderr.count("\n") == 1 and "cannot look for games" in done.stderr and "Traceback" not in done.stderr


def test_closing_what_never_started_and_bad_seat_counts():
    assert Advertiser(1, "wazabi", "x", 1, 2).close() and Browser().close()
    with pytest.raises(ValueError):
        Advertiser(1, "wazabi", "x", 3, 2)
    advertiser = Advertiser(1, "wazabi", "x", 1, 2)
    with pytest.raises(ValueError):
        advertiser.update(free=-1)
    assert advertiser.free == 1


def test_join_list_with_nothing_advertised_says_so_exit_1(monkeypatch, capsys):
    monkeypatch.setattr(discovery, "SERVICE", f"_t{secrets.token_hex(4)}._tcp.local.")   # nobody else's
    assert cli.join(["--list", "--wait", "0.3"], {}) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "no game found on the local network" in err


def test_a_count_that_comes_back_to_an_earlier_value_reaches_the_list(browser):
    """A seat taken then freed (2, 1, 2 free), or the same host's next table counting down
    again: the record comes back to a version the browser holds already. Its cache keeps
    each version it saw and, on the code before, the list read the one it got first, not
    the newest (2 taken, 1 freed: the list still said 1), for the record's whole life."""
    host = unique("again")
    advertiser = Advertiser(40124, "wazabi", host, 2, 3)
    try:
        advertiser.start()
        for free in (2, 1, 2, 1, 0):
            advertiser.update(free=free)
            until(lambda: [f.free for f in mine(browser, host)] == [free], limit=15.0,
                  what=f"{free} free seats in the list")
    finally:
        advertiser.close(LIMIT)


def main(*args, **kwargs):
    return subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kwargs)


def test_serve_advertises_join_list_finds_it_its_free_seats_follow_and_it_goes_when_full(browser):
    host = unique("box")
    server = main("serve", "--game", "easy-come-easy-go", "--players", "remote,hard,remote", "--port", "0",
                  "--seed", "5", "--name", host)
    processes = [server]
    try:
        line = server.stdout.readline()
        port = int(line.split("127.0.0.1:")[1].split(",")[0])
        until(lambda: mine(browser, host), what="the game in the browser")
        listed = main("join", "--list", "--wait", str(LIMIT))
        processes.append(listed)
        out, err = listed.communicate(timeout=LIMIT + 10)
        assert listed.returncode == 0, err
        assert f"easy-come-easy-go\t{host}\t127.0.0.1:{port}\t2/2 free" in out.splitlines()
        first = main("join", f"127.0.0.1:{port}", "--seat", "1", "--play", "random")
        processes.append(first)
        until(lambda: [f for f in mine(browser, host) if (f.free, f.total) == (1, 2)], what="one seat left")
        second = main("join", f"127.0.0.1:{port}", "--seat", "3", "--play", "random")
        processes.append(second)
        until(lambda: not mine(browser, host), what="a full table withdrawn")
        for joined in (first, second):
            assert joined.wait(60) == 0, joined.stderr.read()
        assert server.wait(60) == 0, server.stderr.read()
        assert not mine(browser, host)
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()


def test_no_advertise_is_not_found_and_ctrl_c_says_goodbye(browser):
    quiet, loud = unique("quiet"), unique("loud")
    servers = [main("serve", "--game", "wazabi", "--players", "remote,hard", "--port", "0", "--name", quiet,
                    "--no-advertise"),
               main("serve", "--game", "wazabi", "--players", "remote,hard", "--port", "0", "--name", loud)]
    try:
        for server in servers:
            assert " on 127.0.0.1:" in server.stdout.readline()
        until(lambda: mine(browser, loud), what="the advertised game")   # started after the quiet one
        assert not mine(browser, quiet)
        servers[1].send_signal(signal.SIGINT)            # Ctrl-C: the goodbye is sent on the way out
        servers[1].wait(LIMIT)
        until(lambda: not mine(browser, loud), what="the game gone after Ctrl-C")
    finally:
        for server in servers:
            if server.poll() is None:
                server.kill()


@pytest.mark.parametrize("args, says", [
    (["join", "--list", "127.0.0.1:8765"], "--list takes no HOST:PORT"),
    (["join", "--list", "--play", "random"], "--list takes no --play"),
    (["join", "--list", "--wait", "-1"], "positive number"),
    (["join", "--list", "--wait", "soon"], "not a number"),
    (["join", "--wait", "2", "127.0.0.1:8765", "--play", "random"], "--wait goes with --list"),
    (["join", "--play", "random"], "HOST:PORT is needed"),
    (["serve", "--game", "wazabi", "--players", "remote,hard", "--name", "x" * 41], "--name"),
    (["serve", "--game", "wazabi", "--players", "remote,hard", "--no-advertise", "--no-advertise=1"], "ignored"),
])
def test_bad_options_one_line_exit_2(args, says):
    done = subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done
    assert done.stderr.count("\n") == 1 and says in done.stderr, done.stderr
    assert done.stdout == ""


def test_a_bad_interfaces_variable_is_a_one_line_error():
    import os
    env = {**os.environ, discovery.INTERFACES_ENV: "eth0"}
    done = subprocess.run([sys.executable, "main.py", "join", "--list"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env=env)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "ECEG_MDNS_INTERFACES" in done.stderr


def test_a_txt_record_read_by_hand_first_key_wins_and_a_short_one_is_refused():
    assert discovery.text_properties(b"\x04a=bc\x06free=2\x06free=9\x01k") == {b"a": b"bc", b"free": b"2", b"k": b""}
    assert discovery.text_properties(b"") == {}
    with pytest.raises(ValueError):
        discovery.text_properties(b"\x09free=2")
