"""YAM color across computers (game/core/remote.py).

Secrecy (shared/spec/yam-color.md): the dice and the card are seen by everyone at the
reveal, every call once it is made; the pile's order (which card comes next) is
hidden, so the start line goes out with the pile's size only, and a call is sent to
nobody before the host has applied it. A round is a race (`RACE`): each call carries
its moment, seconds since the reveal, which the host sets from the press time.
"""
from __future__ import annotations

import math

from game.core.remote import Race, Remote
from game.yam_color.actions import Call, EndCalls
from game.yam_color.deck import CARD_IDS, MAX_COUNT
from game.yam_color.state import CALLING, OVER, GameState, View

# A window shows a round's opening in this many seconds at its normal pace (the dice
# tumble 1.1 s, the card turns over in 0.45 s: scenes/yam_color/table.py TUMBLE + FLIP;
# a test holds the two equal): the lead a host with windows gives before the reveal.
SHOWN = 1.55


def seen_by(event: dict, seat: int | None) -> dict:
    if event["type"] == "start":
        return {**event, "pile": None, "pile_size": len(event["pile"])}
    return event


def action_to_json(action) -> dict:
    if type(action) is not Call:
        raise ValueError(f"not a seat's action of YAM color: {action!r}")
    return {"type": "call", "count": action.count, "time": action.time}


def action_from_json(data: dict) -> Call:
    if not isinstance(data, dict) or data.get("type") != "call" or set(data) != {"type", "count", "time"}:
        raise ValueError("an action of YAM color is {\"type\": \"call\", \"count\", \"time\"}")
    count, time = data["count"], data["time"]
    if type(count) is not int or not 0 <= count <= MAX_COUNT:
        raise ValueError(f"a call is a number from 0 to {MAX_COUNT}")
    if type(time) not in (int, float) or not 0 <= time < math.inf:
        raise ValueError("a call's time is seconds since the reveal")
    return Call(count, float(time))


def view_to_json(view: View) -> dict:
    data = view._asdict()
    for name in ("callers", "dice", "held"):
        data[name] = list(data[name])
    data["calls"] = [list(c) for c in view.calls]
    return data


def view_from_json(data: dict) -> View:
    try:
        fields = dict(data)
        for name in ("callers", "dice", "held"):
            fields[name] = tuple(data[name])
        fields["calls"] = tuple(tuple(c) for c in data["calls"])
        return View(**fields)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not a YAM color view: {exc!r}") from None


def state_from_view(view: View, rules, rng) -> GameState:
    """A whole position a joining window can draw from the seat's view: the dice, the
    card, the calls made (never one not yet made: the view has none) and how many cards
    each seat holds and the pile has; which cards those are and the pile's order are
    dealt at random from the cards not on the table, so no secret is in it, only
    chance. ValueError if the counts do not add up to the deck."""
    showing = view.phase == CALLING
    if showing and view.card not in CARD_IDS:
        raise ValueError(f"a revealed round shows one of the 26 cards, not {view.card!r}")
    face_up = view.card if showing and not view.playoff else None     # a play-off turns a held card
    unseen = [c for c in CARD_IDS if c != face_up]
    if view.pile_size + sum(view.held) != len(unseen) or min(view.held, default=0) < 0 or view.pile_size < 0:
        raise ValueError("a view's pile and cards held do not add up to the deck")
    rng.shuffle(unseen)
    state = GameState(rules, unseen[:view.pile_size])
    rest = unseen[view.pile_size:]
    for seat, size in enumerate(view.held):
        state.held[seat], rest = rest[:size], rest[size:]
    state.phase, state.round, state.thrower = view.phase, view.round, view.thrower
    state.callers = tuple(view.callers)
    state.playoff_seats = tuple(view.callers) if view.playoff else ()
    if showing:
        state.dice, state.card = tuple(view.dice), view.card
        state.calls = [tuple(c) for c in view.calls]
        for seat, _count, _time in state.calls:
            state.called |= 1 << seat
    if view.phase == OVER:            # who won is the full log's (game_over): the most cards meanwhile
        most = max(view.held)
        state.winners = tuple(s for s, n in enumerate(view.held) if n == most)
    return state


def _limit(rules) -> float | None:
    return rules.call_time


def _moment(action: Call) -> float:
    return action.time


def _stamped(action: Call, seconds: float) -> Call:
    return Call(action.count, seconds)


def _time_up() -> EndCalls:
    return EndCalls()


RACE = Race(_limit, _moment, _stamped, _time_up, shown=SHOWN)
REMOTE = Remote(view_to_json, view_from_json, action_to_json, action_from_json, seen_by, RACE,
                state_from_view=state_from_view)
