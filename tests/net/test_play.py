"""Whole games across computers over loopback: a host and headless clients (every
seat remote, or mixed with computers) play to the end; the host's log replays to the
same game; and every message every client received holds nothing its seat may not
see, checked against the host's full state at that moment."""
from __future__ import annotations

import asyncio

import pytest

from game.registry import replay_game
from tests.net.helpers import Secrets, clients_for, host_for, play

TABLES = [
    ("easy-come-easy-go", ["remote", "remote"], "random", {}),
    ("easy-come-easy-go", ["remote", "hard", "remote"], "greedy", {}),
    ("wazabi", ["remote", "remote", "remote"], "greedy", {"dice": 3}),
    ("wazabi", ["remote", "medium", "remote", "random"], "random", {"dice": 2}),
    ("yam-color", ["remote", "remote"], "perfect", {}),
    ("yam-color", ["remote", "hard", "remote"], "medium", {"call_time": "5"}),
]


@pytest.mark.parametrize("game_id, kinds, level, options", TABLES,
                         ids=[f"{t[0]}-{'-'.join(t[1])}" for t in TABLES])
def test_a_whole_game_across_computers(game_id, kinds, level, options):
    host = host_for(game_id, kinds, seed=7, options=options)
    clients = clients_for(kinds, level)
    asyncio.run(play(host, clients))

    (match,) = host.finished
    assert match.state.is_over()
    replayed = replay_game(match.log)                   # the host's log is a game by the rules
    assert replayed.state.snapshot() == match.state.snapshot()
    assert dict(host.refused) == {}                      # honest clients: nothing refused
    secrets = Secrets(host)
    remote_seats = [i for i, k in enumerate(kinds) if k == "remote"]
    for client in clients:
        assert client.seat in remote_seats and client.over
        assert client.errors == []
        (over,) = client.results
        assert over["log"] == match.log and over["result"]["winners"] == list(match.state.result().winners)
        events = [m for m in client.received if m["type"] == "event"]
        positions = [m["position"] for m in events]          # every step with lines, in order (a step
        assert positions == sorted(set(positions))            # without lines, a choice of whose hand to
        assert sum(len(m["events"]) for m in events) == len(match.log) - 1     # draw from, sends none)
        seqs = [m["seq"] for m in client.received]
        assert seqs == list(range(1, len(seqs) + 1))
        for message in client.received:
            secrets.check(client.seat, message)
    assert sorted(c.seat for c in clients) == remote_seats
    assert secrets.checked > 20 * len(clients)


def test_a_series_of_games_at_the_same_seats():
    kinds = ["remote", "greedy", "remote"]
    host = host_for("wazabi", kinds, seed=9, options={"dice": 2}, games=2)
    clients = clients_for(kinds, "random")
    asyncio.run(play(host, clients))
    assert len(host.finished) == 2
    assert host.finished[0].seed != host.finished[1].seed
    for match in host.finished:
        assert replay_game(match.log).state.snapshot() == match.state.snapshot()
    for client in clients:
        assert [r["more"] for r in client.results] == [True, False]
        assert [r["log"] for r in client.results] == [m.log for m in host.finished]
        assert [m["type"] for m in client.received].count("snapshot") == 2


@pytest.mark.parametrize("game_id, kinds, options", [
    ("easy-come-easy-go", ["random", "greedy", "hard"], {}),
    ("wazabi", ["greedy", "random", "medium"], {"dice": 3}),
])
def test_the_hosts_log_equals_simulate_of_the_same_seed_and_decisions(game_id, kinds, options):
    """Every seat remote, each client playing the kind simulate seats there with the
    random source simulate gives it: the same game, line for line."""
    from game.core.match import player_rng
    from game.core.simulate import game_seeds, play_game
    from scenes.net.client import Client

    host = host_for(game_id, ["remote"] * len(kinds), seed=31, options=options)
    (seed,) = game_seeds(31, 1)
    clients = [Client("", play=kind, seat=i, reconnect=0) for i, kind in enumerate(kinds)]
    for i, client in enumerate(clients):
        client.seed = seed                          # player_rng(seed, seat), as simulate's
        assert player_rng(client.seed, i).random() == player_rng(seed, i).random()
    asyncio.run(play(host, clients))
    simulated = play_game(host.game, host.rules, kinds, seed, record=True)
    hosted = host.finished[0].log
    drop_players = lambda start: {k: v for k, v in start.items() if k != "players"}   # noqa: E731
    assert drop_players(hosted[0]) == drop_players(simulated.log[0])
    assert hosted[1:] == simulated.log[1:]
