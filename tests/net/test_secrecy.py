"""Random games of Wazabi across computers, with teams and to the last: every message
every client received holds no card of another hand, of the pile's order, nor one drawn
by someone else, except where the rules show it (a card played or thrown away, a card
taken from one's own hand, the full log at the end), checked against the host's full
state at each message (tests/net/helpers.py: Secrets). These games draw from hands
(steal_card, an empty pile) and reshuffle the discard pile: the cases most at risk."""
from __future__ import annotations

import asyncio
import collections

import pytest

from tests.net.helpers import Secrets, clients_for, host_for, play

TABLES = [(["remote"] * 4, {"dice": 4, "teams": True}),
          (["remote", "greedy", "remote"], {"dice": 5, "to_the_last": True})]


@pytest.mark.parametrize("seed", [1, 3, 7])
@pytest.mark.parametrize("kinds, options", TABLES, ids=["teams-of-two", "to-the-last"])
def test_no_message_shows_a_seat_what_it_may_not_see(seed, kinds, options):
    host = host_for("wazabi", kinds, seed=seed, options=options)
    clients = clients_for(kinds, "random")
    asyncio.run(play(host, clients))
    log = host.finished[0].log
    lines = collections.Counter(e["type"] for e in log)
    assert lines["reshuffle"] >= 1 and lines["discard"] >= 1                   # the cases at risk happened
    assert any(e["type"] == "draw" and e["from"] is not None for e in log)
    secrets = Secrets(host)
    for client in clients:
        for message in client.received:
            secrets.check(client.seat, message)
    assert secrets.checked >= 100
