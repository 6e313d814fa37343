"""A Wazabi state as plain JSON-able data and back (saves, undo, AI search)."""
from __future__ import annotations

from game.wazabi import legal
from game.wazabi.cards import CARDS
from game.wazabi.phases import GIVING, PHASES, PLAYING, TAKE
from game.wazabi.rules import Rules
from game.wazabi.state import GameState

LISTS = ("hands", "pile", "discard", "dice", "skips", "finished", "contenders", "rolloff",
         "keepers")
VALUES = ("phase", "player", "direction", "wazabi", "gives", "gives_left", "draws_left",
          "after_draws", "victim", "in_play", "again", "turns", "starter", "points")


def snapshot(state) -> dict:
    rules = state.rules
    data = {"rules": {"players": rules.players, "dice": rules.dice, "teams": rules.teams,
                      "to_the_last": rules.to_the_last}}
    for name in LISTS:
        value = getattr(state, name)
        data[name] = [list(v) if isinstance(v, list) else v for v in value]
    for name in VALUES:
        data[name] = getattr(state, name)
    data["rolled"] = list(state.rolled)
    data["take_from"] = list(state.take_from)
    data["played"] = [list(p) for p in state.played]
    return data


def restore(data: dict):
    """Rebuild a state from `snapshot()` data (ValueError if it is malformed)."""
    try:
        rules = Rules(**data["rules"])
        state = GameState(rules, [[] for _ in range(rules.players)], [])
        for name in LISTS:
            setattr(state, name, [list(v) if isinstance(v, list) else v for v in data[name]])
        for name in VALUES:
            setattr(state, name, data[name])
        state.hands = [sorted(h) for h in state.hands]
        state.rolled = tuple(data["rolled"])
        state.take_from = tuple(data["take_from"])
        state.played = tuple(tuple(p) for p in data["played"])
        cards = [c for h in state.hands for c in h] + state.pile + state.discard
        if state.phase not in PHASES or any(len(v) != rules.players for v in
                                            (state.hands, state.dice, state.skips, state.finished)):
            raise ValueError("unknown phase or a list of the wrong length")
        if not set(cards) <= set(CARDS):
            raise ValueError("unknown card")
        state.seat_finished()
        if state.phase == PLAYING:
            state._legal = legal.plays(state.hands[state.player], state.wazabi, state.gives,
                                       state.others(state.player), state.hands)
        elif state.phase == GIVING:
            state._legal = legal.gives(state.others(state.player))
        elif state.phase == TAKE:
            state._legal = legal.takes(state.take_from)
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"not a Wazabi snapshot: {exc}") from exc
    return state


def copy(state):
    other = GameState.__new__(GameState)
    for name in _SHARED:                # values, and tuples never changed in place
        setattr(other, name, getattr(state, name))
    other.hands = [list(h) for h in state.hands]
    other.pile, other.discard, other.dice = list(state.pile), list(state.discard), list(state.dice)
    other.skips, other.finished = list(state.skips), list(state.finished)
    other.contenders, other.rolloff = list(state.contenders), list(state.rolloff)
    other.keepers = [list(k) for k in state.keepers]
    return other


_COPIED = {"hands", "pile", "discard", "dice", "skips", "finished", "contenders", "rolloff", "keepers"}
_SHARED = tuple(name for name in GameState.__slots__ if name not in _COPIED)
