"""Reading a saved position back: every field checked against the rules.

A save is a player's file: it may be damaged, hand-edited or written by a newer
version. `restore` accepts only a position the game could have reached by its
rules (owners are seats, the turn is at a seat, the dice are dice, a countdown
belongs to a holder of three prizes...) and raises ValueError naming the first
field that is not, so an impossible save is kept aside instead of reaching the table.
"""
from __future__ import annotations

from game.eceg.state import (DECIDE, DEFENCE_TRIES, HAND_SIZE, OVER, PRIZES_TO_WIN, ROLL,
                             ROLL_OFF, GameState, Rules)

PHASES = (ROLL_OFF, ROLL, DECIDE, OVER)


def _int(value, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _seat(value, name: str, players: int) -> int:
    return _int(value, name, 0, players - 1)


def _list(value, name: str, longest: int) -> list:
    if not isinstance(value, list) or len(value) > longest:
        raise ValueError(f"{name} must be a list of at most {longest} items")
    return value


def _rules(data) -> Rules:
    if not isinstance(data, dict) or set(data) != {"players", "faces", "hold"}:
        raise ValueError("rules must give players, faces and hold")
    _int(data["players"], "rules.players", 2, 6)
    return Rules(**data)     # checks faces and hold (ValueError)


def restore(data) -> GameState:
    if not isinstance(data, dict):
        raise ValueError("a saved position is an object")
    try:
        return _restore(data)
    except KeyError as exc:
        raise ValueError(f"a saved position lacks {exc}") from None


def _restore(data: dict) -> GameState:
    rules = _rules(data["rules"])
    n = rules.players
    state = GameState(rules)
    faces = set(rules.dice.faces)
    phase = data["phase"]
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}")
    owners = _list(data["owners"], "owners", len(state.table))
    if len(owners) != len(state.table):
        raise ValueError(f"owners must name an owner (or null) for each of the {len(state.table)} prizes")
    owners = [None if o is None else _seat(o, "a prize's owner", n) for o in owners]
    seat = _seat(data["seat"], "seat", n)
    contenders = [_seat(s, "a roll-off contender", n) for s in _list(data["contenders"], "contenders", n)]
    if contenders != sorted(set(contenders)) or (phase == ROLL_OFF and not contenders):
        raise ValueError("contenders must be distinct seats in order")
    totals = [_int(t, "a roll-off total", 4 * min(faces), 4 * max(faces))
              for t in _list(data["rolloff_totals"], "rolloff_totals", n)]
    kept = [_int(v, "a kept die", min(faces), max(faces)) for v in _list(data["kept"], "kept", HAND_SIZE)]
    rolled = [_int(v, "a rolled die", min(faces), max(faces)) for v in _list(data["rolled"], "rolled", HAND_SIZE)]
    counts = [_count(c, n, rules, owners, phase == OVER) for c in _list(data["counts"], "counts", n)]
    if len({h for h, _ in counts}) != len(counts) or (rules.two_player_defence and len(counts) > 1):
        raise ValueError("counts: one countdown per holder (one at most with two players)")
    winner = None if data["winner"] is None else _seat(data["winner"], "winner", n)
    starter = None if data["starter"] is None else _seat(data["starter"], "starter", n)
    turn_number = _int(data["turn_number"], "turn_number", 0, 10**9)

    if phase == ROLL_OFF:
        if any(o is not None for o in owners) or counts or kept or rolled or starter is not None:
            raise ValueError("during the roll-off nothing has been played yet")
        if len(totals) >= len(contenders) or seat != contenders[len(totals)]:
            raise ValueError("the roll-off's thrower must be the next contender")
    elif starter is None or totals:
        raise ValueError("after the roll-off its winner is known and its totals are cleared")
    if phase in (ROLL, DECIDE):
        if winner is not None or turn_number < 1:
            raise ValueError("a game in play has no winner and has begun a turn")
        want = HAND_SIZE - len(kept)
        if len(kept) >= HAND_SIZE or len(rolled) != (want if phase == DECIDE else 0):
            raise ValueError(f"the dice do not fit the phase: kept {kept}, rolled {rolled}")
    if phase == OVER and winner is None:
        raise ValueError("a finished game has a winner")
    if phase != OVER and winner is not None:
        raise ValueError("only a finished game has a winner")

    state.owners, state.phase, state.seat = owners, phase, seat
    state.contenders, state.rolloff_totals = contenders, totals
    state.kept, state.rolled = tuple(sorted(kept)), tuple(rolled)
    state.counts, state.winner, state.turn_number, state.starter = counts, winner, turn_number, starter
    state.takeable = state._takeable_now()
    if phase == DECIDE:
        state._after_roll(state.rolled)
    return state


def _count(entry, players: int, rules: Rules, owners: list, over: bool) -> list[int]:
    if not isinstance(entry, list) or len(entry) != 2:
        raise ValueError("a countdown is [holder, turns left]")
    holder = _seat(entry[0], "a countdown's holder", players)
    most = DEFENCE_TRIES if rules.two_player_defence else rules.hold_turns
    left = _int(entry[1], "a countdown's turns left", 0 if over else 1, most)   # 0: it has just won
    if owners.count(holder) != PRIZES_TO_WIN:
        raise ValueError(f"seat {holder} counts down without holding {PRIZES_TO_WIN} prizes")
    return [holder, left]
