"""A race's lead when a window sits at the table (scenes/net/race.py `lead`): the host
reveals the round the time a window takes to show its opening later, so every window
shows it whole and readable at the same host moment; with no window, only the
collection window. And YAM color's seat-drawn position (game/yam_color/remote.py
`state_from_view`): everything the view shows, nothing it hides."""
from __future__ import annotations

import asyncio
import random
import time

from game.core.match import Match, Seat
from game.registry import game as game_spec
from game.yam_color.actions import Call
from game.yam_color.deck import CARD_IDS
from game.yam_color.remote import state_from_view
from scenes.net.client import Client
from tests.net.helpers import host_for

SHOWN_HERE = 0.4          # the windows' part of the lead in this test (real: SHOWN)


def first_throw_lead(window: bool) -> tuple[float, float]:
    """(reveal_at - the moment the client was told a throw is coming, the host's collection
    window). (Its outcome follows just before the reveal: tests/net/test_race_outcome.py.)"""
    host = host_for("yam-color", ["remote", "perfect"], seed=3, margin=0.05)
    host.shown = SHOWN_HERE
    client = Client("", seat=0, reconnect=0, play="perfect")
    client.window = window or None
    seen: list[tuple[float, float]] = []
    on = client._on

    async def spy(message):
        if message["type"] == "throwing":
            seen.append((message["reveal_at"], time.monotonic()))
        await on(message)
    client._on = spy

    async def scenario():
        port = await host.start()
        client.uri = f"ws://127.0.0.1:{port}"
        tasks = [asyncio.ensure_future(host.run()), asyncio.ensure_future(client.run())]
        try:
            async def thrown():
                while not seen:
                    await asyncio.sleep(0.005)
            await asyncio.wait_for(thrown(), 10)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
    asyncio.run(scenario())
    reveal_at, read_at = seen[0]
    return reveal_at - read_at, host.margin


def test_a_joined_window_gets_the_lead_its_throw_needs_a_headless_client_does_not():
    lead, margin = first_throw_lead(window=True)
    assert SHOWN_HERE <= lead <= SHOWN_HERE + margin + 0.25 + 0.05
    lead, margin = first_throw_lead(window=False)
    assert 0 < lead < SHOWN_HERE                   # the collection window only


def test_a_seat_drawn_position_holds_no_call_not_yet_made_nor_the_pile_s_order():
    game = game_spec("yam-color")
    rules = game.make_rules(3)
    match = Match(rules, [Seat(n, "remote") for n in "ABC"], 77)
    for _round in range(6):                          # rounds with wrong calls and cards won
        match.chance()
        counts = [1, 8, 3]
        for seat, number in enumerate(counts):
            if seat < 2:
                match.apply(seat, Call(number, 0.5 * (seat + 1)))
            view = match.state.view(2)
            drawn = state_from_view(view, rules, random.Random(seat))
            assert drawn.view(2) == view                         # all the seat sees, as it is
            assert [tuple(c) for c in drawn.calls] == [tuple(c) for c in match.state.calls]
            assert drawn.legal_actions(2) == match.state.legal_actions(2)
            cards = sorted(drawn.pile + [c for h in drawn.held for c in h] + [drawn.card])
            assert cards == sorted(CARD_IDS)                     # every card once
        match.apply(2, Call(2, 2.0))
    # the pile's order: dealt at random, not the host's (two draws differ, neither is the pile)
    match.chance()
    view = match.state.view(0)
    piles = [state_from_view(view, rules, random.Random(k)).pile for k in range(3)]
    assert len(view.calls) == 0 and view.pile_size >= 10
    assert all(p != match.state.pile for p in piles) and piles[0] != piles[1]
    broken = view._replace(pile_size=view.pile_size + 1)
    try:
        state_from_view(broken, rules, random.Random(1))
    except ValueError:
        pass
    else:
        raise AssertionError("a view whose cards do not add up is refused")
