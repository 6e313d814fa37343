"""The last turn shown again (T) at a window joined to a host, for a game whose seen
lines do not replay (Wazabi: the other hands; YAM color: the pile's order), from
nothing but what this seat was sent (no pygame).

At one screen the past turn is the log played again through the rules
(scenes/shell/table_scene.py). A joined window cannot: the seat's lines hide cards,
so the rules cannot rebuild the positions. But its mirror (scenes/net/mirror.py) kept
every `event` message it took, each an action's lines as this seat saw them with its
view after them, and the view it started from. The past turn is those messages shown
again: a `PastMirror` starts from the seat's view just before the turn's first action
and, each time the script makes a step, takes the next message kept, as the live
mirror took it. So the past turn can show nothing the seat was not sent when it was
played: no other hand, no pile's order, no call before it was made. Nothing is asked
of the host. Names no game.
"""
from __future__ import annotations

import collections

from game.core.contract import CHANCE
from scenes.net.mirror import Mirror


class PastMirror(Mirror):
    """A mirror that plays kept messages again: `apply` (the script's next step) takes
    the next one. A message records one action, or one line that records several
    (`pairs`): its first pair takes it, the others take nothing."""

    def __init__(self, live: Mirror, snapshot: dict, messages: list[tuple[int, dict]]):
        super().__init__(live.game, live.rules, live.seats, live.seat, snapshot)
        self.snapshot = snapshot                      # where it began (what the seat saw then)
        self.kept = collections.deque(messages)       # (pairs it records, the message)
        self.pairs_left = 0

    def apply(self, seat: int, action) -> list[dict]:
        events: list[dict] = []
        if self.pairs_left == 0 and self.kept:
            self.pairs_left, message = self.kept.popleft()
            events = self.take(message)
        self.pairs_left = max(0, self.pairs_left - 1)
        return events


def pairs_of(game, events: list[dict]) -> list[tuple]:
    """The (seat, action) pairs of a message's lines: those of its first line that records
    a decision or chance's outcome ([] if none does). A line whose outcome the seat did not
    see (Wazabi's pile shuffled again) is chance's, with no action: the kept message, not
    the action, is what the past turn shows."""
    for event in events:
        try:
            found = game.action_of(event)
        except (KeyError, TypeError, ValueError, AttributeError):
            return [(CHANCE, None)]
        if found is not None:
            return list(found) if isinstance(found, list) else [found]
    return []


def past_turn(mirror: Mirror, first: int, after: int):
    """(PastMirror at the turn's start, its script's (seat, action) pairs) of the turn whose
    lines are `first` up to `after` in the mirror's log (the game's `previous_turn`), the
    messages whose first line lies there, as a one-screen table takes the actions whose
    first line does; None if this window did not see that turn one action at a time
    (it joined, or came back, after it began)."""
    received = mirror.received
    # the message that brought the turn's first line (a `turn` line comes with the action
    # before it): none if the window joined or came back after it (the lines since would be
    # a part of the turn only)
    opening = next((i for i, (start, m) in enumerate(received) if start <= first < start + len(m["events"])), None)
    if opening is None:
        return None
    seen = [(start, m) for start, m in received[opening:] if start < after]
    for (start, message), (following, _) in zip(seen, seen[1:]):
        if start + len(message["events"]) != following:
            return None                       # a gap (lines dropped): not the whole turn
    messages = [(start, m) for start, m in seen if start >= first]
    if not messages or messages[0][0] not in mirror.views:
        return None
    begin = messages[0][0]
    position, view = mirror.views[begin]
    snapshot = {"start": mirror.log[0], "history": mirror.log[1:begin], "position": position, "view": view}
    steps, kept = [], []
    for _, message in messages:
        pairs = pairs_of(mirror.game, message["events"])
        if not pairs:
            return None
        steps.extend(pairs)
        kept.append((len(pairs), message))
    return PastMirror(mirror, snapshot, kept), steps
