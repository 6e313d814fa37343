"""What a game supplies to be played across computers (scenes/net/), naming no game.

The host holds the one match; each remote seat is sent only what that seat may see:
every log line as `seen_by(line, seat)` gives it (the start line included), and, to
decide or to join, its view (`State.view(seat)`) as JSON, never the state itself.
Actions cross as small JSON objects, checked and turned back into actions by the
game's own `action_from_json` (never pickle). A game whose seats act at once at
moments of their own (a race) adds a `Race`: how a moment rides on an action.
"""
from __future__ import annotations

from typing import Any, Callable


def as_is(event: dict, seat: int | None) -> dict:
    """A game with nothing hidden in its lines: every seat sees each line as it is."""
    return event


class Race:
    """The timed part of a game whose seats act at once (every seat in `actors()` may
    act, each at a moment of its own): the host stamps each action with its moment
    (seconds since the round began, from the press time) and ends the round with
    `time_up()` (applied by CHANCE) once `limit(rules)` seconds have passed.

    `shown`: the seconds a window takes to show a round's opening at its normal pace
    (the dice tumble, a card turns over) before anyone may act. A host
    with a window at its table (its own, or a joined one) reveals the round that much
    later, so every window shows it whole and readable at the same host moment."""

    def __init__(self, limit: Callable[[Any], float | None], moment: Callable[[Any], float],
                 stamped: Callable[[Any, float], Any], time_up: Callable[[], Any], shown: float = 0.0):
        self.limit = limit          # limit(rules) -> seconds a round lasts, or None (until all acted)
        self.moment = moment        # moment(action) -> the seconds it carries
        self.stamped = stamped      # stamped(action, seconds) -> the same choice at that moment
        self.time_up = time_up      # time_up() -> CHANCE's action closing the round
        self.shown = shown          # seconds a window shows the round's opening before it is readable


class Remote:
    """How one game crosses the network. Every function is module-level (a spec is
    pickled for simulate --jobs)."""

    def __init__(self, view_to_json: Callable[[Any], dict], view_from_json: Callable[[dict], Any],
                 action_to_json: Callable[[Any], dict], action_from_json: Callable[[dict], Any],
                 seen_by: Callable[[dict, int | None], dict] = as_is, race: Race | None = None,
                 state_from_view: Callable[[Any, Any, Any], Any] | None = None, seen_replays: bool = False):
        self.view_to_json = view_to_json        # view -> JSON-able dict
        self.view_from_json = view_from_json    # that dict -> an equal view (ValueError if malformed)
        self.action_to_json = action_to_json    # a seat's action -> {"type": ..., ...}
        self.action_from_json = action_from_json    # back (ValueError if malformed)
        self._seen_by = seen_by                 # the game's own secrecy of its lines
        self.race = race
        # state_from_view(view, rules, rng) -> a full State agreeing with everything the
        # view shows, what it hides filled at random from what the seat cannot see: what
        # a window joining from another computer draws (it never has the real secrets).
        # None: the game cannot be shown in a joining window yet.
        self.state_from_view = state_from_view
        # the lines a seat sees replay the game from its start line (nothing is hidden
        # and nothing is dealt from the seed): a joining window may show the last turn again
        self.seen_replays = seen_replays

    def seen_by(self, event: dict, seat: int | None) -> dict:
        """What `seat` (None: someone at no seat) may see of a log line. The start
        line never carries the seed: every chance outcome (dice, deal, the pile's
        order) follows from it, so it is the host's until the game is over."""
        seen = self._seen_by(event, seat)
        if event.get("type") == "start":
            seen = {k: v for k, v in seen.items() if k != "seed"}
        return seen
