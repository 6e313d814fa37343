"""Reading a saved YAM color position back, every field checked against the rules.

A save may be damaged or hand-edited: `restore` accepts only a position the game
could reach (each card exactly once: in the pile, held, or turned up; calls by the
round's callers in time order within the call time; a play-off only between seats
tied at the top of an empty pile) and raises ValueError naming the first field
that is not.
"""
from __future__ import annotations

import math

from game.yam_color.deck import CARD_ID_SET, COLOUR_SET, DICE, MAX_COUNT
from game.yam_color.state import CALLING, OVER, THROW, GameState, Rules


def _int(value, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _list(value, name: str) -> list:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list")
    return value


def restore(data) -> GameState:
    if not isinstance(data, dict):
        raise ValueError("a saved position is an object")
    try:
        return _restore(data)
    except KeyError as exc:
        raise ValueError(f"a saved position lacks {exc}") from None


def _rules(data) -> Rules:
    if not isinstance(data, dict) or set(data) != {"players", "call_time", "playoff"}:
        raise ValueError("rules must give players, call_time and playoff")
    return Rules(**data)          # checks each (ValueError)


def _restore(data: dict) -> GameState:
    rules = _rules(data["rules"])
    n = rules.players
    phase = data["phase"]
    if phase not in (THROW, CALLING, OVER):
        raise ValueError(f"unknown phase {phase!r}")
    pile = [_int(c, "a card of the pile", 1, 26) for c in _list(data["pile"], "pile")]
    held = [[_int(c, "a held card", 1, 26) for c in _list(h, "a seat's cards")]
            for h in _list(data["held"], "held")]
    if len(held) != n:
        raise ValueError(f"held must list the cards of each of the {n} seats")
    playoff_seats = tuple(_int(s, "a play-off seat", 0, n - 1) for s in _list(data["playoff_seats"], "playoff_seats"))
    card = None if data["card"] is None else _int(data["card"], "card", 1, 26)
    in_play = [card] if card is not None and not playoff_seats else []
    cards = pile + [c for h in held for c in h] + in_play
    if sorted(cards) != sorted(CARD_ID_SET):
        raise ValueError("each of the 26 cards must be exactly once in the pile, held, or turned up")
    dice = tuple(_list(data["dice"], "dice"))
    if (phase == CALLING) != (card is not None) or (phase == CALLING) != bool(dice):
        raise ValueError("dice and a card are on the table while (and only while) players call")
    if dice and (len(dice) != DICE or not COLOUR_SET.issuperset(dice)):
        raise ValueError(f"eight dice of the four colours, not {list(dice)}")
    if playoff_seats:
        most = max(map(len, held))
        if (pile or len(playoff_seats) < 2 or not rules.playoff or list(playoff_seats) != sorted(set(playoff_seats))
                or any(len(held[s]) != most for s in playoff_seats)):
            raise ValueError("a play-off is between the seats tied at the top once the pile is empty")
    elif not pile and phase != OVER and card is None:
        raise ValueError("an empty pile after a round ends the game")
    callers = playoff_seats or tuple(range(n))
    calls, called, last = [], 0, 0.0
    for entry in _list(data["calls"], "calls"):
        if not isinstance(entry, list) or len(entry) != 3:
            raise ValueError("a call is [seat, count, time]")
        seat = _int(entry[0], "a caller", 0, n - 1)
        count = _int(entry[1], "a call", 0, MAX_COUNT)
        time = entry[2]
        if (seat not in callers or called >> seat & 1 or type(time) not in (int, float)
                or not last <= time < math.inf or (rules.call_time is not None and time > rules.call_time)):
            raise ValueError(f"call {entry}: one per caller, in time order, within the call time")
        calls.append((seat, count, time))
        called |= 1 << seat
        last = time
    if calls and (phase != CALLING or len(calls) == len(callers)):
        raise ValueError("calls are open only while some caller has not called")
    turned = [_int(c, "a play-off card", 1, 26) for c in _list(data["playoff_turned"], "playoff_turned")]
    if turned and not playoff_seats or len(set(turned)) != len(turned):
        raise ValueError("playoff_turned: distinct cards, only during a play-off")
    winners = data["winners"]
    if (phase == OVER) != (winners is not None):
        raise ValueError("a finished game (and only it) has winners")
    if winners is not None:
        winners = tuple(_int(s, "a winner", 0, n - 1 ) for s in _list(winners, "winners"))
        if not winners or list(winners) != sorted(set(winners)):
            raise ValueError("winners must be distinct seats in order")

    state = GameState(rules, pile)
    state.held, state.phase = held, phase
    state.thrower = _int(data["thrower"], "thrower", 0, n - 1)
    state.round = _int(data["round"], "round", 0, 10**9)
    state.dice, state.card, state.calls, state.called = dice, card, calls, called
    state.callers, state.playoff_seats, state.playoff_turned = callers, playoff_seats, turned
    state.winners = winners
    state.fines = _int(data["fines"], "fines", 0, 10**9)
    state.wrong_calls = _int(data["wrong_calls"], "wrong_calls", 0, 10**9)
    return state
