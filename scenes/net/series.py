"""The headless host's match loop (`main.py serve`, the network tests): one user of
the host's network face (scenes/net/host.py), the window's table driver being the
other (scenes/net/table_host.py).

Here the host plays the match itself, on the network's own asyncio loop: one task
owns the match; the connections only queue what they read (`host.inbox`), so the
match is never changed from two places. Computer seats decide on a thread from
their views; a remote seat's answer is checked against the rules (`host.verdict`)
and applied, or refused to that client alone. A race (YAM color's calls) is played
by scenes/net/race.py.
"""
from __future__ import annotations

import asyncio
from dataclasses import dataclass

from game.core.contract import RuleError
from game.core.jsonl import write_events
from game.core.match import Match, Seat, player_rng
from game.core.simulate import game_seeds
from scenes.net import race, turn_timer
from scenes.net.protocol import Refused


@dataclass(frozen=True)
class Won:
    """What a long series keeps of a finished game (its full log went to --log as it ended)."""
    seed: int
    winners: tuple[str, ...]

    @classmethod
    def of(cls, match: Match) -> "Won":
        return cls(match.seed, tuple(match.seats[s].name for s in match.state.result().winners))


async def run(host) -> list[Match]:
    """Play every game of the series; return their matches (the host's full record)."""
    if host.server is None:
        await host.start()
    try:
        for number, seed in enumerate(game_seeds(host.seed, host.games), 1):
            await host.seated.wait()
            if host.game.remote.race is not None:
                await race.measured(host)        # a race's window needs every round trip
            await play(host, seed, number)
    finally:
        await host.close()
    return host.finished


async def play(host, seed: int, number: int = 1) -> None:
    """Game `number` of the series, to its end."""
    kinds = ["human" if p.remote else p.kind for p in host.places]
    host.match = match = Match(host.rules, [Seat(p.name, k) for p, k in zip(host.places, kinds)], seed)
    host.position = 0
    host.acted = {}
    host.timer.stop()
    for place in host.places:
        if not place.remote:
            place.player = host.game.players.make(place.kind, player_rng(seed, place.index), host.rules)
        elif place.stand_in:
            place.player = host._stand_in(place.index)
    for place in host.places:
        host._snapshot(place)
    state, remote = match.state, host.game.remote
    while not state.is_over():
        if remote.race is not None:
            await race.play_round(host)
        elif state.is_chance():
            host.publish(match.chance())
            await asyncio.sleep(0)        # let the writers run between chance's steps
        else:
            await decision(host)
    host.finished.append(match if host.keep_matches else Won.of(match))
    if host.log is not None:
        write_events(match.log, host.log)
        host.log.flush()
    host.game_over(number < host.games, number, host.games)


async def decision(host) -> None:
    """Ask the seats that may act now, apply the first legal answer. With a turn time
    (scenes/net/turn_timer.py, shared with the window's host), a remote seat silent
    past its deadline has the step decided by a computer of level `fill`."""
    position, state = host.position, host.match.state
    actors = state.actors()
    computer = next((s for s in actors if host.places[s].decided_here), None)
    if computer is not None:
        think(host, computer, position)
    for seat in actors:
        host.ask(seat)
    timer = host.timer
    clock = timer.start(position, [s for s in actors if host.places[s].remote and not host.places[s].decided_here],
                        host.clock())
    if clock is not None:
        host.tell_clock(clock)
    while host.position == position:
        left = timer.left(position, host.clock())
        if left is None:
            item = await host.inbox.get()
        else:
            try:
                item = await asyncio.wait_for(host.inbox.get(), left)
            except asyncio.TimeoutError:     # nobody answered in time: a computer decides for them
                for seat in timer.due(position, host.clock()):
                    if not host.places[seat].decided_here:
                        stand_in(host, seat, position)
                continue
        await handle(host, item)


def stand_in(host, seat: int, position: int) -> None:
    """A remote seat silent past the turn time: a computer of level `fill` makes this one
    decision from the seat's view (on a thread); the seat is told, and stays its person's."""
    player, view = host._stand_in(seat), host.match.state.view(seat)

    async def decide():
        action = await turn_timer.decide_for(player, view)
        host.inbox.put_nowait(("timed_out", seat, action, position))
    asyncio.ensure_future(decide())


def think(host, seat: int, position: int) -> None:
    """A computer decides from its view, on a thread (the host keeps serving)."""
    place = host.places[seat]
    player, view = place.player, host.match.state.view(seat)

    async def decide():
        action = await asyncio.to_thread(player.choose, view)
        host.inbox.put_nowait(("computer", seat, action, position, player))
    asyncio.ensure_future(decide())


async def handle(host, item) -> None:
    kind = item[0]
    if kind == "computer":
        _, seat, action, position, player = item
        if position == host.position and host.places[seat].player is player:
            host.publish(host.match.apply(seat, action))
    elif kind == "timed_out":
        _, seat, action, position = item
        state = host.match.state
        if position == host.position and seat in state.actors() and action in state.legal_actions(seat):
            host.timed_out += 1
            host.acted[seat] = host.position
            host.tell(seat, turn_timer.told(host.turn_time))
            host.publish(host.match.apply(seat, action))
    elif kind == "action":
        _, conn, seat, action, position, _at = item
        apply_remote(host, conn, seat, action, position)
    elif kind == "ask":           # a seat came back or a stand-in took it: ask again
        seat = item[1]
        if seat in host.match.state.actors():
            if host.places[seat].decided_here:
                think(host, seat, host.position)
            host.ask(seat)


def apply_remote(host, conn, seat: int, action, position) -> bool:
    """A remote seat's action: applied if it is legal now, else an error to it alone (one
    that came after its turn time ran out is stale: a computer decides that step)."""
    if host.timer.late(seat, host.position, host.clock()) and position in (None, host.position):
        host.stale += 1
        conn.send({"type": "error", "code": "stale", "message": "that decision came after its time ran out"})
        return False
    if not host.verdict(conn, host.match.state, seat, action, position, host.position, host.acted):
        return False
    try:
        events = host.match.apply(seat, action)
    except RuleError:                 # the rules' own check (the state is unchanged)
        host.refuse(conn, Refused("illegal", "not one of this seat's legal actions now"))
        return False
    host.acted[seat] = host.position
    host.publish(events)
    return True
