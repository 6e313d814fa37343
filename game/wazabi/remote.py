"""Wazabi across computers (game/core/remote.py): what each seat may see of the log,
and its view and actions as JSON.

Secrecy (shared/spec/wazabi.md, "Hidden information"): a seat sees its own hand and
every card played or thrown away face up; another seat's hand, the pile's order and
a card drawn by someone else are hidden. A card taken unseen is seen by the drawer
and by the player it was taken from (it left their hand); nobody else (in the log and
in the view's `taken`). The full log
(every hand) is offered once the game is over.
"""
from __future__ import annotations

from game.core.remote import Remote
from game.wazabi.actions import END_TURN, Discard, EndTurn, Give, Play, TakeFrom
from game.wazabi.cards import CARDS, LEFT, RIGHT
from game.wazabi.phases import GIVING, PLAYING, ROLL_OFF, TAKE
from game.wazabi.rules import Rules
from game.wazabi.view import FIELDS, View, _new


def seen_by(event: dict, seat: int | None) -> dict:
    kind = event["type"]
    if kind == "start":
        seen = dict(event)
        seen["hands"] = [list(hand) if s == seat else None for s, hand in enumerate(event["hands"])]
        seen["hand_sizes"] = [len(hand) for hand in event["hands"]]
        seen["pile"] = None
        seen["pile_size"] = len(event["pile"])
        return seen
    if kind == "draw" and seat not in (event["player"], event["from"]):
        return {**event, "card": None}
    if kind == "reshuffle":
        return {"type": "reshuffle", "pile": None, "pile_size": len(event["pile"])}
    return event


# ----- actions ---------------------------------------------------------------------------
def action_to_json(action) -> dict:
    kind = type(action)
    if kind is Give:
        return {"type": "give", "to": action.to}
    if kind is Play:
        return {"type": "play", "card": action.card, "target": action.target, "direction": action.direction}
    if kind is EndTurn:
        return {"type": "turn_end"}
    if kind is Discard:
        return {"type": "discard", "cards": list(action.cards)}
    if kind is TakeFrom:
        return {"type": "take_from", "victim": action.victim}
    raise ValueError(f"not a seat's action of Wazabi: {action!r}")


def _seat_or_none(value, name: str):
    if value is not None and type(value) is not int:
        raise ValueError(f"{name} is a seat number or null")
    return value


def _card(value) -> str:
    if type(value) is not str or value not in CARDS:
        raise ValueError("a card is one of Wazabi's card ids")
    return value


def action_from_json(data: dict):
    """A seat's action from its JSON (ValueError for anything else: the host refuses it)."""
    if not isinstance(data, dict):
        raise ValueError("an action is an object")
    kind = data.get("type")
    if kind == "give" and set(data) == {"type", "to"} and type(data["to"]) is int:
        return Give(data["to"])
    if kind == "play" and set(data) == {"type", "card", "target", "direction"}:
        if data["direction"] not in (None, LEFT, RIGHT):
            raise ValueError("a direction is left, right or null")
        return Play(_card(data["card"]), _seat_or_none(data["target"], "target"), data["direction"])
    if kind == "turn_end" and set(data) == {"type"}:
        return END_TURN
    if kind == "discard" and set(data) == {"type", "cards"} and isinstance(data["cards"], list) \
            and len(data["cards"]) <= len(CARDS) * 7:
        return Discard(tuple(_card(c) for c in data["cards"]))
    if kind == "take_from" and set(data) == {"type", "victim"} and type(data["victim"]) is int:
        return TakeFrom(data["victim"])
    raise ValueError(f"not an action of Wazabi: {str(kind)[:40]!r} with fields {sorted(map(str, data))[:8]}")


# ----- views -----------------------------------------------------------------------------
def view_to_json(view: View) -> dict:
    rules = view.rules
    data = {name: getattr(view, name) for name in FIELDS}
    data["rules"] = {"players": rules.players, "dice": rules.dice, "teams": rules.teams,
                     "to_the_last": rules.to_the_last}
    data["played"] = [list(p) for p in view.played]
    data["keepers"] = [list(k) for k in view.keepers]
    data["taken"] = [list(t) for t in view.taken]
    data["legal"] = [action_to_json(a) for a in view.legal]
    for name in ("hand", "dice", "cards", "skips", "finished", "discard", "rolled", "take_from"):
        data[name] = list(data[name])
    return data


def view_from_json(data: dict) -> View:
    """The view again, equal to the one sent (ValueError if malformed)."""
    try:
        fields = dict(data)
        fields["rules"] = Rules(**data["rules"])
        fields["played"] = tuple(tuple(p) for p in data["played"])
        fields["keepers"] = tuple(tuple(k) for k in data["keepers"])
        fields["taken"] = tuple(tuple(t) for t in data["taken"])
        fields["legal"] = tuple(action_from_json(a) for a in data["legal"])
        for name in ("hand", "dice", "cards", "skips", "finished", "discard", "rolled", "take_from"):
            fields[name] = tuple(data[name])
        if set(fields) != set(FIELDS):
            raise ValueError(f"a view has the fields {', '.join(FIELDS)}")
    except (KeyError, TypeError) as exc:
        raise ValueError(f"not a Wazabi view: {exc!r}") from None
    view = _new(View)
    view.__dict__.update(fields)
    return view


def state_from_view(view: View, rules, rng):
    """A whole position a joining window can draw: everything `view` shows, the other
    hands and the pile's order dealt at random from the cards the seat has not seen
    (game/wazabi/ai/worlds.py), so no secret is in it, only chance. Its own legal
    actions are the view's (those the host will accept)."""
    from game.wazabi.ai.worlds import world       # the search's module: loaded only by a joining window
    state = world(view, rng)
    if state.phase == ROLL_OFF:                    # who is still in the roll-off is not in a view
        state.contenders = [s for s in range(view.rules.players) if not view.finished[s]]
    if view.seat == view.player and view.phase in (PLAYING, GIVING, TAKE):
        state._legal = tuple(view.legal)
    return state


REMOTE = Remote(view_to_json, view_from_json, action_to_json, action_from_json, seen_by,
                state_from_view=state_from_view)
