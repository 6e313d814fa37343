"""A second, independent formulation of the rules, written from rules.md for the tests.

It shares no code with game/: prize conditions are restated directly, and
`check_game` referees a logged game event by event (sequence, dice, what may be
taken, counts, defence, winner) without using the engine.
"""
from __future__ import annotations

from collections import Counter

OFFICIAL_FACES = range(0, 6)
CLASSIC_FACES = range(1, 7)


def _is_straight(d):
    s = sorted(d)
    return s == list(range(s[0], s[0] + 4))


def _brelan_all(d, parity):
    c = Counter(d)
    return sorted(c.values()) == [1, 3] and all(v % 2 == parity for v in d)


def prizes_satisfied(dice, faces: str) -> set[str]:
    """Ids of the prizes four dice satisfy, restated from the two tables of rules.md."""
    d = sorted(dice)
    total = sum(d)
    found = set()
    if d[0] == d[3]:
        found.add("four_of_a_kind")
    if d[0] == d[1] and d[2] == d[3] and d[1] != d[2]:
        found.add("two_pairs")
    if _brelan_all(d, 1):
        found.add("three_odd")
    if _brelan_all(d, 0):
        found.add("three_even")
    if _is_straight(d):
        found.add("straight")
    sums = ({"seven": total == 7, "thirteen": total == 13, "three_or_less": total <= 3,
             "seventeen_or_more": total >= 17} if faces == "0-5" else
            {"eleven": total == 11, "seventeen": total == 17, "four_to_seven": 4 <= total <= 7,
             "twenty_one_or_more": total >= 21})
    found |= {name for name, ok in sums.items() if ok}
    return found


class Reject(AssertionError):
    pass


def check_game(events: list[dict]) -> int | None:
    """Referee one game's log; return the winner (None if the log stops early).

    Raises Reject naming the line (1-based within the game) that breaks the
    format or the rules.
    """
    pos = 0

    def take(kind, **fields):
        nonlocal pos
        if pos >= len(events):
            raise Reject(f"line {pos + 1}: log ends, expected {kind}")
        ev = events[pos]
        pos += 1
        if ev.get("type") != kind:
            raise Reject(f"line {pos}: expected {kind}, found {ev.get('type')}")
        for key, value in fields.items():
            if ev.get(key) != value:
                raise Reject(f"line {pos}: {kind}.{key} should be {value!r}, is {ev.get(key)!r}")
        return ev

    def done():
        return pos >= len(events)

    start = take("start")
    if start["format"] != 1 or not isinstance(start["seed"], int):
        raise Reject("line 1: bad format or seed")
    n = len(start["players"])
    if not 2 <= n <= 6 or any(set(p) < {"name", "kind"} for p in start["players"]):
        raise Reject("line 1: players")
    faces_name, hold = start["faces"], start["hold"]
    faces = {"0-5": OFFICIAL_FACES, "1-6": CLASSIC_FACES}[faces_name]
    if hold not in ("next-two", "all-others") or (hold == "all-others" and n < 4):
        raise Reject("line 1: hold option")

    def dice_ok(d, count):
        if len(d) != count or any(type(v) is not int or v not in faces for v in d):
            raise Reject(f"line {pos}: dice {d} (need {count} of {list(faces)})")

    # Choosing who starts.
    rolling = list(range(n))
    while len(rolling) > 1:
        totals = {}
        for seat in rolling:
            ev = take("first_roll", player=seat)
            dice_ok(ev["dice"], 4)
            totals[seat] = sum(ev["dice"])
        best = max(totals.values())
        rolling = [s for s in rolling if totals[s] == best]
    player = rolling[0]

    owner: dict[str, int] = {}
    waiting: list[list[int]] = []   # [holder, turns of others still to survive], oldest first
    defence = None                  # two players: [holder, tries left]
    while not done():
        take("turn", player=player)
        held_by = lambda seat: [p for p, o in owner.items() if o == seat]  # noqa: E731
        kept: list[int] = []
        prize = None
        while True:
            if done():
                return None
            ev = take("roll", player=player, kept=sorted(kept))
            dice_ok(ev["dice"], 4 - len(kept))
            hand = kept + ev["dice"]
            allowed = {p for p in prizes_satisfied(hand, faces_name) if owner.get(p) != player}
            if defence:
                allowed = {p for p in allowed if owner.get(p) == defence[0]}
            if sorted(ev["claimable"]) != sorted(allowed) or len(set(ev["claimable"])) != len(ev["claimable"]):
                raise Reject(f"line {pos}: claimable {ev['claimable']} should be {sorted(allowed)}")
            if done():
                return None
            nxt = events[pos]
            if nxt.get("type") == "claim":
                ev2 = take("claim", player=player)
                if ev2["prize"] not in allowed or ev2["from"] != owner.get(ev2["prize"]):
                    raise Reject(f"line {pos}: claim of {ev2['prize']} from {ev2['from']}")
                prize, victim = ev2["prize"], ev2["from"]
                owner[prize] = player
                break
            ev2 = take("set_aside", player=player)
            left = Counter(ev["dice"])
            left.subtract(Counter(ev2["dice"]))
            if not ev2["dice"] or min(left.values()) < 0:
                raise Reject(f"line {pos}: set aside {ev2['dice']} from roll {ev['dice']}")
            kept += ev2["dice"]
            if len(kept) == 4:
                victim = None
                break
        take("turn_end", player=player, prize=prize)
        if any(len(held_by(s)) > 3 for s in range(n)):
            raise Reject(f"line {pos}: someone holds more than three prizes")
        three = prize is not None and len(held_by(player)) == 3
        winner = None
        if n == 2:
            other = 1 - player
            if defence is not None:
                if victim == defence[0]:
                    defence = [player, 2] if three else None
                    player = other
                else:
                    defence[1] -= 1
                    if defence[1] == 0:
                        winner = defence[0]
            else:
                if three:
                    defence = [player, 2]
                player = other
        else:
            waiting = [w for w in waiting if w[0] != victim]
            for w in waiting:
                w[1] -= 1
            if three:
                waiting.append([player, n - 1 if hold == "all-others" else 2])
            finished = [w[0] for w in waiting if w[1] == 0]
            winner = finished[0] if finished else None
            player = (player + 1) % n
        if winner is not None:
            take("win", player=winner)
            if not done():
                raise Reject(f"line {pos + 1}: events after the win")
            return winner
    return None
