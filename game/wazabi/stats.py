"""Wazabi's own statistics from a finished log (game/core/stats.py counts games,
wins and places): dice given away, dice shed (removed by drop cards), cards played
by kind."""
from __future__ import annotations


def count_log(log: list[dict]) -> list[dict]:
    seats = [{"given": 0, "shed": 0, "by_card": {}} for _ in log[0]["players"]]
    for event in log:
        kind = event["type"]
        if kind == "give":
            seats[event["player"]]["given"] += 1
        elif kind == "drop":
            seats[event["player"]]["shed"] += event["dice"]
        elif kind == "play":
            by_card = seats[event["player"]]["by_card"]
            by_card[event["card"]] = by_card.get(event["card"], 0) + 1
    return seats
