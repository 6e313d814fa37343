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
from game.yam_color.deck import MAX_COUNT
from game.yam_color.state import View


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


def _limit(rules) -> float | None:
    return rules.call_time


def _moment(action: Call) -> float:
    return action.time


def _stamped(action: Call, seconds: float) -> Call:
    return Call(action.count, seconds)


def _time_up() -> EndCalls:
    return EndCalls()


RACE = Race(_limit, _moment, _stamped, _time_up)
REMOTE = Remote(view_to_json, view_from_json, action_to_json, action_from_json, seen_by, RACE)
