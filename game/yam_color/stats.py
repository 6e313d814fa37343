"""YAM color's own statistics from a finished log (game/core/stats.py counts games and
wins): cards taken, fines paid, calls made, right calls (the exact count), wrong
calls (too high), and each call's moment in tenths of a second since the reveal
(`call_tenths`, a count by tenth), from which the median call time is read; and, for
the seats that are people only, each call as a measure of their speed (`speed`: the
right count, the card's colours, the number called, the tenths; game/yam_color/speed.py
fits the level `yours` to them; a call whose number is the person's play rather than
their count is marked: PLAYED after another's call, HURRIED in the call time's last
second, its time then only a lower bound). A computer's calls are never a person's
measures."""
from __future__ import annotations

from game.yam_color.deck import count
from game.yam_color.speed import COUNT, COUNTER, HURRIED, HURRY, PLAYED, measure

PERSON = "human"        # the kind the log gives a seat that is a person


def count_log(log: list[dict]) -> list[dict]:
    people = [p.get("kind") == PERSON for p in log[0]["players"]]
    seats = [{"taken": 0, "fines": 0, "wrong_calls": 0, "calls": 0, "right_calls": 0, "call_tenths": {},
              **({COUNTER: {}} if person else {})} for person in people]
    right = throw = None
    limit = log[0].get("call_time")
    called: list[int] = []       # the numbers called so far this round
    for event in log:
        kind = event["type"]
        if kind == "throw":
            throw, called = event, []
            right = count(tuple(event["dice"]), event["card"])
        elif kind == "take":
            seats[event["player"]]["taken"] += 1
        elif kind == "fine":
            seats[event["player"]]["wrong_calls"] += 1
            seats[event["player"]]["fines"] += event["card"] is not None
        elif kind == "call":
            seat = seats[event["player"]]
            seat["calls"] += 1
            seat["right_calls"] += event["count"] == right
            tenth = str(round(event["time"] * 10))
            seat["call_tenths"][tenth] = seat["call_tenths"].get(tenth, 0) + 1
            if people[event["player"]]:
                mark = _mark(event, limit, called)
                key = measure(throw["dice"], throw["card"], event["count"], event["time"], mark).key
                seat[COUNTER][key] = seat[COUNTER].get(key, 0) + 1
            called.append(event["count"])
    return seats


def _mark(call: dict, limit, called: list[int]) -> int:
    """HURRIED in the call time's last HURRY seconds; PLAYED after another's call: ANY
    call, not only one within one of it, as measured a call made after another is wrong
    nine times in ten (tools/bench_yam_yours_learning.py's people: a number not to win
    with, a gamble above it), and marking by nearness would leave such calls in and take
    out mostly miscounts next to a right call; else the number is the person's count
    (the first call of a round: its miscounts, holding cards or not, came out as often as
    in practice)."""
    if isinstance(limit, (int, float)) and call["time"] >= limit - HURRY:
        return HURRIED
    return PLAYED if called else COUNT


def median_tenths(call_tenths: dict[str, int]) -> float | None:
    """The median call time in seconds from a count by tenth (None: no call yet); an
    even number of calls takes the mean of the two middle ones."""
    total = sum(call_tenths.values())
    if not total:
        return None
    ordered = sorted((int(k), n) for k, n in call_tenths.items())
    middle = []
    seen = 0
    for tenth, n in ordered:
        for rank in ((total - 1) // 2, total // 2):
            if seen <= rank < seen + n:
                middle.append(tenth)
        seen += n
    return sum(middle) / len(middle) / 10
