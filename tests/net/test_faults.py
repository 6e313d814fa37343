"""What a host refuses, and the faults it lives through: garbage, oversized,
out-of-turn and other-seat messages, floods (refused and counted, the game goes on);
a client killed mid-game that comes back with its seat token; a seat played by a
computer while its person is away, and taken back."""
from __future__ import annotations

import asyncio
import json

import websockets

from game.registry import replay_game
from scenes.net import protocol
from scenes.net.client import Client
from tests.net.helpers import Secrets, clients_for, host_for, play


class Rogue(Client):
    """A client that, at its first turn, sends every kind of bad message before its
    real decision, and then its decision twice."""

    sent_junk = False

    async def _decide(self, message):
        if self.sent_junk or self.player is None:
            return await super()._decide(message)
        self.sent_junk = True
        ws = self.ws
        other = 1 - self.seat
        for junk in [b"\x00binary", "not json", "[1, 2]", "{\"no\": \"type\"}", '{"type": "teleport"}',
                     '{"type": "ping", "t0": NaN}', '{"type": "ping"}', '{"type": "ping", "t0": 1, "x": 2}',
                     "[" * 5000 + "]" * 5000, "x" * (protocol.MAX_MESSAGE + 1),
                     json.dumps({"type": "hello", "v": 1}),
                     json.dumps({"type": "action", "action": {"type": "claim", "prize": "nonsense"}}),
                     json.dumps({"type": "action", "action": {"type": "warp", "to": 3}}),
                     json.dumps({"type": "action", "action": {"type": "set_aside", "dice": [9, 9, 9]}}),
                     json.dumps({"type": "action", "seat": other, "action": message["legal"][0]}),
                     json.dumps({"type": "sit", "seat": other, "name": "Mallory"})]:
            await ws.send(junk)
        action = message["legal"][0]
        for _ in range(2):      # the second copy comes when it is no longer this seat's step
            await self.send({"type": "action", "action": action, "position": message["position"]})
        await self.send({"type": "action", "action": action})     # with no position: out of turn


def test_bad_messages_are_refused_and_counted_and_the_game_goes_on():
    kinds = ["remote", "remote"]
    host = host_for("easy-come-easy-go", kinds, seed=3)
    honest = Client("", play="random", seat=0, seed=1, reconnect=0)
    rogue = Rogue("", play="random", seat=1, seed=2, reconnect=0)
    asyncio.run(play(host, [honest, rogue]))

    (match,) = host.finished
    assert replay_game(match.log).state.snapshot() == match.state.snapshot()
    refused = dict(host.refused)
    for reason in ("not_text", "not_json", "not_object", "unknown_type", "bad_field", "too_big",
                   "illegal", "other_seat", "seat_taken"):
        assert refused.get(reason, 0) >= 1, (reason, refused)
    assert refused.get("not_your_turn", 0) + host.stale >= 2, refused
    assert honest.errors == [] and honest.over and rogue.over
    codes = [e["code"] for e in rogue.errors]
    assert "other_seat" in codes and "illegal" in codes
    secrets = Secrets(host)
    for message in rogue.received:                 # no error message said more than it may
        secrets.check(rogue.seat, message)


def test_a_flood_is_refused_and_counted_and_a_message_too_big_for_the_socket_closes_only_its_connection():
    kinds = ["remote", "remote"]
    host = host_for("easy-come-easy-go", kinds, seed=5, flood=(50.0, 20.0))

    async def flood_then_play():
        port = await host.start()
        uri = f"ws://127.0.0.1:{port}"
        async with websockets.connect(uri) as ws:
            await ws.send(json.dumps({"type": "hello", "v": protocol.PROTOCOL}))
            for k in range(300):
                await ws.send(json.dumps({"type": "ping", "t0": k}))
            pongs = errors = 0
            while pongs + errors < 300:
                message = json.loads(await asyncio.wait_for(ws.recv(), 10))
                pongs += message["type"] == "pong"
                errors += message["type"] == "error" and message["code"] == "flood"
        async with websockets.connect(uri, max_size=None) as ws:
            await ws.send("y" * (protocol.TRANSPORT_LIMIT + 10))
            try:
                await asyncio.wait_for(ws.recv(), 10)
            except websockets.ConnectionClosed as closed:
                assert closed.rcvd.code == 1009
        clients = clients_for(kinds, "random")
        for client in clients:
            client.uri = uri
        await asyncio.wait_for(asyncio.gather(host.run(), *[c.run() for c in clients]), 60)
        return pongs, errors

    pongs, errors = asyncio.run(flood_then_play())
    assert errors >= 200 and pongs >= 15
    assert host.refused["flood"] == errors and host.refused["too_big"] == 1
    assert host.finished[0].state.is_over()


class Cut(Client):
    """A client whose connection is cut once, after `after` messages."""

    def __init__(self, *args, after: int, **kwargs):
        super().__init__(*args, **kwargs)
        self.after, self.cut = after, False

    async def _on(self, message):
        await super()._on(message)
        if not self.cut and len(self.received) >= self.after:
            self.cut = True
            self.kill()


def test_a_client_killed_mid_game_comes_back_with_its_token_and_a_fresh_snapshot():
    kinds = ["remote", "remote", "remote"]
    host = host_for("wazabi", kinds, seed=11, options={"dice": 3})
    clients = [Cut("", play="greedy", seat=0, seed=1, reconnect=20.0, after=15),
               Client("", play="greedy", seat=1, seed=2, reconnect=0),
               Client("", play="greedy", seat=2, seed=3, reconnect=0)]
    asyncio.run(play(host, clients))

    (match,) = host.finished
    assert replay_game(match.log).state.snapshot() == match.state.snapshot()
    cut = clients[0]
    assert cut.cut and cut.over and host.reconnections == 1
    kinds_received = [m["type"] for m in cut.received]
    assert kinds_received.count("snapshot") == 2 and kinds_received.count("seated") == 2
    again = kinds_received.index("seated", kinds_received.index("seated") + 1)
    assert cut.received[again]["seat"] == 0
    snapshot = cut.received[again + 1]
    assert snapshot["type"] == "snapshot" and snapshot["position"] > 0
    secrets = Secrets(host)
    for client in clients:
        for message in client.received:
            secrets.check(client.seat, message)
    others = [m for c in clients[1:] for m in c.received if m["type"] == "seat"]
    assert {"away", "here"} <= {m["status"] for m in others if m["seat"] == 0}


class Leaves(Client):
    """Gone after `after` messages, never back by itself."""

    def __init__(self, *args, after: int, **kwargs):
        super().__init__(*args, **kwargs)
        self.after, self.gone = after, asyncio.Event()

    async def _on(self, message):
        await super()._on(message)
        if len(self.received) >= self.after and not self.gone.is_set():
            self.gone.set()
            self.kill()


def test_a_seat_left_empty_is_played_by_a_computer_after_the_grace_period_and_taken_back():
    kinds = ["remote", "remote"]
    host = host_for("easy-come-easy-go", kinds, seed=21, grace=0.05, fill="random")
    leaver = Leaves("", play="random", seat=0, seed=1, reconnect=0, after=30)
    stays = Client("", play="random", seat=1, seed=2, reconnect=0)

    async def scenario():
        port = await host.start()
        uri = f"ws://127.0.0.1:{port}"
        leaver.uri = stays.uri = uri
        game = asyncio.gather(host.run(), stays.run())
        left = asyncio.ensure_future(leaver.run())
        await asyncio.wait_for(leaver.gone.wait(), 30)
        try:
            await asyncio.wait_for(left, 10)
        except Exception:
            pass
        # the stand-in plays a while; then the person comes back with the token
        await asyncio.wait_for(_until(lambda: host.places[0].stand_in), 10)
        back = Client(uri, play="random", token=leaver.token, seed=3, reconnect=0)
        done = await asyncio.wait_for(asyncio.gather(game, back.run()), 60)
        return back, done

    back, _ = asyncio.run(scenario())
    (match,) = host.finished
    assert replay_game(match.log).state.snapshot() == match.state.snapshot()
    assert back.seat == 0 and back.over and host.reconnections == 1
    statuses = [m["status"] for m in stays.received if m["type"] == "seat" and m["seat"] == 0]
    assert statuses[statuses.index("away"):][:3] == ["away", "computer", "here"]


async def _until(condition, step: float = 0.01):
    while not condition():
        await asyncio.sleep(step)


def test_clients_that_take_the_first_free_seat_at_once_all_get_one():
    kinds = ["remote", "remote", "remote"]
    host = host_for("easy-come-easy-go", kinds, seed=2)
    clients = [Client("", play="random", seed=i, reconnect=0, name=f"P{i}") for i in range(3)]
    asyncio.run(play(host, clients))
    assert sorted(c.seat for c in clients) == [0, 1, 2]
    assert sorted(p["name"] for p in host.finished[0].log[0]["players"]) == ["P0", "P1", "P2"]


def test_a_hello_of_another_protocol_program_or_game_is_refused_and_its_connection_closed():
    host = host_for("easy-come-easy-go", ["remote", "remote"], seed=1)

    async def hellos():
        port = await host.start()
        answers = []
        for hello in ({"v": 99}, {"v": protocol.PROTOCOL, "program": "0.0.1"},
                      {"v": protocol.PROTOCOL, "game": "wazabi"}, {"v": protocol.PROTOCOL, "token": "guess"}):
            async with websockets.connect(f"ws://127.0.0.1:{port}") as ws:
                await ws.send(json.dumps({"type": "hello", **hello}))
                answers.append(json.loads(await asyncio.wait_for(ws.recv(), 10))["code"])
        host.server.close()
        await host.server.wait_closed()
        return answers

    assert asyncio.run(hellos()) == ["bad_version", "bad_version", "wrong_game", "bad_token"]
    assert host.refused == {"bad_version": 2, "wrong_game": 1, "bad_token": 1}


def test_a_host_stopped_while_a_seat_waits_for_its_person_drops_the_wait():
    # the person gone, their 30 s grace running, the host stops (Ctrl+C on serve, the window's
    # host leaving): the grace ends with it, and no computer takes the seat afterwards
    host = host_for("easy-come-easy-go", ["remote", "remote"], seed=21, grace=30.0, fill="random")
    leaver = Leaves("", play="random", seat=0, seed=1, reconnect=0, after=30)
    stays = Client("", play="random", seat=1, seed=2, reconnect=0)
    waiting = []

    async def scenario():
        port = await host.start()
        leaver.uri = stays.uri = f"ws://127.0.0.1:{port}"
        tasks = [asyncio.ensure_future(t) for t in (host.run(), stays.run(), leaver.run())]
        try:
            await asyncio.wait_for(_until(lambda: host.places[0].grace is not None), 20)
            waiting.append(host.places[0].grace)
            await host.close()
            await asyncio.sleep(0)                     # the cancellation is delivered
            return waiting[0].cancelled()
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    assert asyncio.run(scenario())
    assert host.places[0].grace is None and not host.places[0].stand_in
