"""Wazabi's game log (shared/spec/game-log-wazabi.md): the fields of each line, the
rules a start line records, and the actions each line records."""
from __future__ import annotations

from game.core.contract import CHANCE
from game.core.start_line import seeded
from game.wazabi.actions import END_TURN, Discard, Give, Play, Reshuffle, Roll, TakeFrom, Unseen
from game.wazabi.rules import RecordedDeal, Rules

FIELDS = {
    "start": ("game", "format", "seed", "players", "dice", "teams", "to_the_last", "hands", "pile"),
    "first_roll": ("player", "faces"),
    "turn": ("player", "direction"),
    "skip": ("player",),
    "roll": ("player", "faces"),
    "draw": ("player", "card", "from"),
    "reshuffle": ("pile",),
    "give": ("player", "to"),
    "play": ("player", "card", "target", "direction"),
    "drop": ("player", "dice"),
    "pass": ("direction", "dice"),
    "discard": ("player", "cards"),
    "turn_end": ("player",),
    "finish": ("player", "place"),
    "win": ("player", "team"),
}
UNORDERED = frozenset({"cards"})
# their values: the rules' to check (dice 2-6, the deal the deck's), and the engine's start line
START_TYPES = {"dice": (int,), "teams": (type(None), list), "to_the_last": (bool,), "hands": (list,), "pile": (list,)}    # a discard line's cards: a set thrown away at once


def rules_of(start: dict) -> Rules:
    """The rules a start line records, with its deal: the hands and the pile it lists
    are the game's (a seed need not have dealt them: the tutorial prepares its deal)."""
    return RecordedDeal(players=len(start["players"]), dice=start["dice"],
                        teams=start["teams"] is not None, to_the_last=start["to_the_last"],
                        hands=tuple(tuple(hand) for hand in start["hands"]), pile=tuple(start["pile"]),
                        from_seed=seeded(start))


def action_of(event: dict):
    """What a line records: chance's outcome or a seat's decision, or for a card taken
    unseen from a hand, both (the drawer chose the hand, chance the card); None for
    the lines the engine writes by itself."""
    kind = event["type"]
    if kind in ("first_roll", "roll"):
        return CHANCE, Roll(tuple(event["faces"]))
    if kind == "reshuffle":
        return CHANCE, Reshuffle(tuple(event["pile"]))
    if kind == "draw" and event["from"] is not None:
        return [(event["player"], TakeFrom(event["from"])), (CHANCE, Unseen(event["card"]))]
    if kind == "give":
        return event["player"], Give(event["to"])
    if kind == "play":
        return event["player"], Play(event["card"], event["target"], event["direction"])
    if kind == "discard":
        return event["player"], Discard(tuple(event["cards"]))
    if kind == "turn_end":
        return event["player"], END_TURN
    return None


def previous_turn(events: list[dict]) -> tuple[int, int] | None:
    """(index of its `turn` line, index of the next `turn` line) of the last finished
    turn of a game in progress: the turn before the one being played (the skips, if
    any, between the two with it). None before the second turn has begun."""
    turns = [i for i, e in enumerate(events) if e["type"] == "turn"]
    if len(turns) < 2:
        return None
    return turns[-2], turns[-1]
