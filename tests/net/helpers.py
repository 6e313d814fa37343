"""Helpers of the network tests: a host that remembers the full state after every
step (to check what each seat was sent against the truth, not against the code's
own filter), whole games played over loopback with headless clients, every wait
bounded."""
from __future__ import annotations

import asyncio
import collections

from game.registry import game as game_of
from scenes.net.client import Client
from scenes.net.host import Host

LIMIT = 60.0       # seconds any one game over loopback may take before a test fails


class SpyHost(Host):
    """A host that keeps, for every position, the full state and the log's length."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.truth: dict[int, tuple[dict, int]] = {}

    def _remember(self) -> None:
        self.truth[self.position] = (self.match.state.snapshot(), len(self.match.log))

    def publish(self, events, **extra):
        self.position += 1
        self._remember()
        self.position -= 1
        super().publish(events, **extra)

    def _snapshot(self, place):
        if self.position not in self.truth:
            self._remember()
        super()._snapshot(place)


def host_for(game_id: str, kinds: list[str], seed: int = 1, options: dict | None = None, **kwargs) -> SpyHost:
    game = game_of(game_id)
    chosen = game.options_in_effect(len(kinds), options or {})
    rules = game.make_rules(len(kinds), **chosen)
    # a race's game seconds per real second (a round in ~0.1 s), and the collection window's
    # margin: room for a test machine busy with other tests (on a loaded 2-core machine,
    # with a margin of 50 ms, honest presses arrived late enough to be refused as too late)
    kwargs.setdefault("speed", 50.0)
    kwargs.setdefault("margin", 0.25)
    return SpyHost(game, rules, kinds, seed, options=chosen, **kwargs)


async def play(host: Host, clients: list[Client], limit: float = LIMIT):
    """Run the host and its clients to the end (or fail after `limit` seconds)."""
    port = await host.start()
    for client in clients:
        client.uri = f"ws://127.0.0.1:{port}"
    return await asyncio.wait_for(asyncio.gather(host.run(), *[c.run() for c in clients]), limit)


def clients_for(kinds: list[str], level: str, **kwargs) -> list[Client]:
    """A client for each remote seat, asking for that seat (two clients taking "the
    first free seat" at once is a race one of them loses: tested on its own)."""
    return [Client("", play=level, seed=100 + i, seat=i, reconnect=0, **kwargs)
            for i, kind in enumerate(kinds) if kind == "remote"]


# ----- what a seat may see, checked against the full state ------------------------------------
def strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def numbers(value) -> list:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return [value]
    if isinstance(value, dict):
        return [n for v in value.values() for n in numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in numbers(v)]
    return []


def lists(value) -> list[list]:
    if isinstance(value, dict):
        return [x for v in value.values() for x in lists(v)]
    if isinstance(value, list):
        return [value] + [x for v in value for x in lists(v)]
    return []


def within(found: list[str], allowed: list[str]) -> bool:
    """Every item of `found` is one of `allowed`, as many times at most."""
    return not (collections.Counter(found) - collections.Counter(allowed))


class Secrets:
    """The check of every message one seat received (`check(seat, message)`), from the
    host's full log and its full state at the message's position."""

    def __init__(self, host: SpyHost):
        self.host = host
        self.match = host.finished[-1]
        self.log = self.match.log
        self.cards = set()
        if self.match.game_id == "wazabi":
            from game.wazabi.cards import CARDS
            self.cards = set(CARDS)
        self.checked = 0

    def check(self, seat: int, message: dict) -> None:
        kind = message["type"]
        if kind == "game_over":                     # the full log is offered only now
            assert message["log"] == self.log
            return
        self.checked += 1
        assert self.match.seed not in numbers(message), (seat, kind, "the seed went out")
        position = message.get("position")
        state, length = self.host.truth[position] if position is not None else (None, None)
        game_id = self.match.game_id
        if game_id == "wazabi":
            self._wazabi(seat, message, state, length)
        elif game_id == "yam-color":
            self._yam(seat, message, state, length)
        else:
            self._open(seat, message, length)

    # Wazabi: another hand, the pile's order and another's draw stay hidden
    def _wazabi_line(self, seat: int, seen: dict, full: dict, hand_then: list[str]) -> None:
        cards = [s for s in strings(seen) if s in self.cards]
        if full["type"] == "start":
            assert within(cards, full["hands"][seat]), (seat, seen)
        elif full["type"] == "draw" and seat not in (full["player"], full["from"]):
            assert cards == [], (seat, seen, full)
        elif full["type"] == "reshuffle":
            assert cards == [], (seat, seen)
        elif full["type"] not in ("play", "discard", "draw"):
            assert cards == [], (seat, seen)

    def _wazabi_view(self, seat: int, view: dict, state: dict) -> None:
        hand = state["hands"][seat]
        assert sorted(view["hand"]) == sorted(hand)
        assert view["discard"] == state["discard"]
        assert not isinstance(view["pile"], list)
        private = {k: v for k, v in view.items() if k not in ("discard", "played", "in_play", "legal", "hand", "taken")}
        assert [s for s in strings(private) if s in self.cards] == [], (seat, private)
        # a card taken unseen: seen by its drawer and its victim only (the full state's record)
        assert len(view["taken"]) == len(state["taken"])
        for seen, full in zip(view["taken"], state["taken"]):
            assert seen == (full if seat in full[:2] else [*full[:2], None, full[3]]), (seat, seen, full)
        self._own_actions(view["legal"], hand)

    def _own_actions(self, legal: list[dict], hand: list[str]) -> None:
        """Each legal action names cards of the seat's own hand only."""
        for action in legal:
            assert within([s for s in strings(action) if s in self.cards], hand), (action, hand)

    def _wazabi(self, seat: int, message: dict, state, length) -> None:
        kind = message["type"]
        if kind == "event":
            full = self.log[length - len(message["events"]):length]
            for seen, line in zip(message["events"], full):
                self._wazabi_line(seat, seen, line, state["hands"][seat])
            self._wazabi_view(seat, message["view"], state)      # the view a window draws from
        elif kind == "snapshot":
            self._wazabi_line(seat, message["start"], self.log[0], [])
            assert len(message["history"]) == length - 1
            for seen, line in zip(message["history"], self.log[1:length]):
                self._wazabi_line(seat, seen, line, state["hands"][seat])
            self._wazabi_view(seat, message["view"], state)
        elif kind == "your_turn":
            self._wazabi_view(seat, message["view"], state)
            self._own_actions(message["legal"], state["hands"][seat])
        else:
            assert [s for s in strings(message) if s in self.cards] == [], (seat, message)

    # YAM color: the pile's order and calls not yet made stay hidden
    def _yam(self, seat: int, message: dict, state, length) -> None:
        piles = [self.log[0]["pile"]] + [t[0]["pile"] for t in self.host.truth.values()]
        for found in lists(message):
            if len(found) >= 4 and all(type(x) is int for x in found):
                assert not any(found == pile[:len(found)] for pile in piles), \
                    (seat, message["type"], "the pile's order went out")
        if length is None:
            return
        made = [(e["player"], e["count"], e["time"]) for e in self.log[:length] if e["type"] == "call"]
        for line in message.get("events", []) + message.get("history", []):
            if line["type"] == "call":
                assert (line["player"], line["count"], line["time"]) in made, (seat, line)
        view = message.get("view")
        if view is not None:
            assert [tuple(c) for c in view["calls"]] == [tuple(c) for c in state["calls"]]

    # Easy Come, Easy Go: nothing hidden but the seed
    def _open(self, seat: int, message: dict, length) -> None:
        if message["type"] == "event":
            assert message["events"] == self.log[length - len(message["events"]):length]
        if message["type"] == "snapshot":
            assert message["history"] == self.log[1:length]
            assert message["start"] == {k: v for k, v in self.log[0].items() if k != "seed"}
