"""A joining seat's copy of the host's match, for a window to draw (no pygame).

The host holds the one match; a seat is sent its start line, its lines so far and
its view, then every action's lines as it may see them with its view after them
(scenes/net/protocol.py). A window's table reads a match (rules, seats, state,
log); `Mirror` is one built only from what the seat was sent: its state is the
game's `state_from_view` of the latest view (what the seat cannot see filled at
random from what it has not seen: chance, never a secret), its log the lines as
seen. Nothing is ever applied here: the host's lines come back and are taken
(`take`), in order. Names no game.
"""
from __future__ import annotations

import random

from game.core.log import check_fields, lines_follow, replay
from game.core.match import Seat


class Mirror:
    replays_from_seed = False     # the start line it holds has no seed (the host keeps it)
    record = True
    joined = True                 # a seat of a game hosted elsewhere

    def __init__(self, game, rules, seats: list[Seat], seat: int, snapshot: dict, rng: random.Random | None = None):
        self.game, self.rules, self.seats, self.seat = game, rules, list(seats), seat
        self.rng = rng or random.Random()
        self.seed = self.rng.randrange(1, 10**9)     # the looks of the table only (dice thrown, confetti)
        self.watchers: list = []
        self.rewinders: list = []
        self.over = False          # the host's game_over came: the log is the full one
        self.more = False          # ... and another game of the series follows at the same seats
        self.series = (1, 1)       # (the game's number, the series' games), as the game_over said
        self.taken: int | None = None     # the log's length before the lines last taken
        self.reset(snapshot)

    @property
    def game_id(self) -> str:
        return self.rules.game_id

    @property
    def starter(self):
        return getattr(self.state, "starter", None)

    def reset(self, snapshot: dict) -> None:
        """The seat's start line, lines so far and view (on joining, and on coming back)."""
        start = dict(snapshot["start"])
        if self.game.remote.seen_replays:
            # nothing is dealt from the seed in such a game: a stand-in lets the last turn be
            # played again from the lines seen (game/core/log.py position_at reads one)
            start["seed"] = 0
        history = snapshot["history"]
        if not isinstance(history, list) or not all(isinstance(e, dict) and isinstance(e.get("type"), str)
                                                    for e in history):
            raise ValueError("a snapshot's history is a list of lines")
        position = int(snapshot["position"])
        state = self.state_of(snapshot["view"])
        self.state, self.log, self.position = state, [start, *history], position    # all or nothing
        reveal_at = snapshot.get("reveal_at")     # a race's round under way: its reveal in host time
        self.reveal_at = float(reveal_at) if isinstance(reveal_at, (int, float)) else None
        # what was seen one action at a time since (the last turn is shown again from it,
        # scenes/net/past_turn.py): the view at each log length, and each message taken
        self.views = {len(self.log): (position, snapshot["view"])}
        self.received: list[tuple[int, dict]] = []      # (log length before it, the message)

    def state_of(self, view_json: dict):
        remote = self.game.remote
        return remote.state_from_view(remote.view_from_json(view_json), self.rules, self.rng)

    def take(self, message: dict) -> list[dict]:
        """One `event` message: its lines join the log, the state is its view's (the
        lines of an action come with the view after it). ValueError if malformed:
        nothing is changed then."""
        events = message["events"]
        if not isinstance(events, list) or not all(isinstance(e, dict) and isinstance(e.get("type"), str)
                                                   for e in events):
            raise ValueError("an event's lines are a list of lines")
        check_fields(self.game, list(enumerate(events, 1)))   # lines of the game's log, with their fields
        if self.game.remote.seen_replays and not lines_follow(self.game, self.state, events):
            raise ValueError("lines that do not follow from the position by the rules")
        position = int(message["position"])
        if self.over:
            # the host's full log has given the true final position (every hand): a view's
            # state, the hidden hands dealt at random, would take its place in the results
            raise ValueError("lines after the game's end")
        if position < self.position:
            # lines the table has gone past (a host counts up, one message per action): taken,
            # their view would put the table back on a step the host has played, and it would
            # wait forever for lines that were already sent
            raise ValueError("lines older than the position held")
        self.state = self.state_of(message["view"])
        self.taken = len(self.log)
        self.received.append((self.taken, message))
        self.log.extend(events)
        self.position = position
        self.views[len(self.log)] = (position, message["view"])
        for watcher in self.watchers:
            watcher(self, events)
        return events

    def drop_last(self) -> None:
        """The lines last taken go (the table could not show them): the log as before."""
        if self.taken is not None:
            self.views.pop(len(self.log), None)
            if self.received and self.received[-1][0] == self.taken:
                self.received.pop()
            del self.log[self.taken:]
            self.taken = None

    def finish(self, log: list, more: bool = False, series=(1, 1)) -> bool:
        """The game is over: the host offers the full log (every hand, the seed). Played
        through the rules, it gives the true final position, which the results read (a
        log that does not replay leaves the seat's own). `more`: another game of the
        series follows. True when the log replayed to the game's end."""
        self.more = bool(more)
        if isinstance(series, (list, tuple)) and len(series) == 2 and all(type(n) is int for n in series) \
                and 1 <= series[0] <= series[1] <= 10**6:
            self.series = (series[0], series[1])
        if not (isinstance(log, list) and log and all(isinstance(e, dict) for e in log)):
            return False
        try:
            final = replay(self.game, log).state
        except Exception:          # whatever is wrong with it, the table keeps what it has
            final = None
        if final is not None and final.is_over():
            self.state = final
        self.log = list(log)
        self.over = True
        return final is not None and final.is_over()

    def next_game(self, snapshot: dict) -> None:
        """The series' next game begins (its snapshot): the mirror starts again from it."""
        self.reset(snapshot)
        self.over = self.more = False
        self.taken = None
        self.seed = self.rng.randrange(1, 10**9)

    # ----- a match's other names, which a window's table never uses here ----------------
    def apply(self, seat: int, action):
        raise RuntimeError("a joining window applies nothing: the host does, and its lines come back")

    def chance(self):
        raise RuntimeError("chance acts on the host")

    def mark(self):
        raise RuntimeError("nothing is taken back at a joining window")


def actor_of(game, events: list[dict]):
    """(seat, action) of the first line of `events` that records a decision, else None
    (a redacted line that cannot be read is no decision to announce)."""
    for event in events:
        try:
            found = game.action_of(event)
        except (KeyError, TypeError, ValueError, AttributeError):
            return None
        if found is not None:
            return found[0] if isinstance(found, list) else found
    return None
