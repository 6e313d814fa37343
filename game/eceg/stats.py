"""Easy Come, Easy Go's own statistics: prizes taken from the centre, stolen, lost to
thieves, and which prizes (game/core/stats.py counts games, wins and places)."""
from __future__ import annotations

from game.core.dice import DICE_SETS
from game.eceg.ai.planner import TurnPlanner
from game.eceg.prizes import prize_table


def count_log(log: list[dict]) -> list[dict]:
    """For each seat: taken (from the centre), stolen, lost, and by_prize."""
    seats = [{"taken": 0, "stolen": 0, "lost": 0, "by_prize": {}} for _ in log[0]["players"]]
    for event in log:
        if event["type"] == "claim":
            taker = seats[event["player"]]
            if event["from"] is None:
                taker["taken"] += 1
            else:
                taker["stolen"] += 1
                seats[event["from"]]["lost"] += 1
            taker["by_prize"][event["prize"]] = taker["by_prize"].get(event["prize"], 0) + 1
    return seats


def best_prize(by_prize: dict[str, int]) -> str | None:
    """The hardest prize taken (lowest chance in one turn, rules.md's reference
    numbers); ties go to the one taken most often. Unknown ids are passed over."""
    known = [p for p in by_prize if _difficulty(p) is not None]
    if not known:
        return None
    return min(known, key=lambda p: (_difficulty(p), -by_prize[p], p))


def _difficulty(prize_id: str) -> float | None:
    for faces in DICE_SETS:
        if prize_id in prize_table(faces).index:
            return _one_turn_chance(faces, prize_id)
    return None


_CHANCES: dict[tuple[str, str], float] = {}


def _one_turn_chance(faces: str, prize_id: str) -> float:
    key = (faces, prize_id)
    if key not in _CHANCES:
        table = prize_table(faces)
        values = [1.0 if p == prize_id else None for p in table.ids]
        _CHANCES[key] = TurnPlanner(table, values).value()
    return _CHANCES[key]
