"""YAM color's own statistics from a finished log: cards taken, fines paid, wrong
calls, and how often each seat called (game/core/stats.py counts games and wins)."""
from __future__ import annotations


def count_log(log: list[dict]) -> list[dict]:
    seats = [{"taken": 0, "fines": 0, "wrong_calls": 0, "calls": 0} for _ in log[0]["players"]]
    for event in log:
        kind = event["type"]
        if kind == "take":
            seats[event["player"]]["taken"] += 1
        elif kind == "fine":
            seats[event["player"]]["wrong_calls"] += 1
            seats[event["player"]]["fines"] += event["card"] is not None
        elif kind == "call":
            seats[event["player"]]["calls"] += 1
    return seats
