"""Easy Come, Easy Go across computers (game/core/remote.py). Nothing is hidden in
this game (every die and prize is on the table), so every seat sees each log line as
it is; a seat's view is the state itself, sent as its snapshot. (The seed, which
would tell the dice to come, never leaves the host: game/core/remote.py.)"""
from __future__ import annotations

from game.core.remote import Remote
from game.eceg.actions import SetAside, Take
from game.eceg.snapshot import restore


def action_to_json(action) -> dict:
    if type(action) is Take:
        return {"type": "claim", "prize": action.prize}
    if type(action) is SetAside:
        return {"type": "set_aside", "dice": list(action.dice)}
    raise ValueError(f"not a seat's action of Easy Come, Easy Go: {action!r}")


def action_from_json(data: dict):
    if isinstance(data, dict) and data.get("type") == "claim" and set(data) == {"type", "prize"} \
            and type(data["prize"]) is str and len(data["prize"]) <= 40:
        return Take(data["prize"])
    if isinstance(data, dict) and data.get("type") == "set_aside" and set(data) == {"type", "dice"} \
            and isinstance(data["dice"], list) and len(data["dice"]) <= 4 \
            and all(type(d) is int for d in data["dice"]):
        return SetAside(tuple(data["dice"]))
    raise ValueError("an action of Easy Come, Easy Go is a claim (prize) or a set_aside (dice)")


def view_to_json(view) -> dict:
    return view.snapshot()


def state_from_view(view, rules, rng):
    """The view is the whole state (nothing is hidden): a copy of it."""
    return restore(view.snapshot())


# the seen lines replay the game: nothing is hidden, and the start deals nothing (the
# first roll-off throw is a logged chance outcome like every other)
REMOTE = Remote(view_to_json, restore, action_to_json, action_from_json, state_from_view=state_from_view,
                seen_replays=True)
