"""The game log (../shared/spec/game-log.md): write, read, check and replay JSONL.

The engine produces the events (GameState.apply, Match.start_event); this module
only moves them to and from files and checks a log's shape and order. `replay`
plays a logged game through the engine again and fails at the first line the
engine would not have written, so a log that replays is correct by the rules.
"""
from __future__ import annotations

import json
from typing import IO, Iterable, Iterator

from game.eceg.actions import Roll, RuleError, SetAside, Take
from game.core.match import LOG_FORMAT, Match, Seat
from game.eceg.state import Rules

FIELDS = {
    "start": ("format", "seed", "faces", "hold", "players"),
    "first_roll": ("player", "dice"),
    "turn": ("player",),
    "roll": ("player", "kept", "dice", "claimable"),
    "claim": ("player", "prize", "from"),
    "set_aside": ("player", "dice"),
    "turn_end": ("player", "prize"),
    "win": ("player",),
}


class LogError(ValueError):
    """A log that does not follow the format or the rules; says which line (1-based)."""


def dumps(event: dict) -> str:
    return json.dumps(event, separators=(",", ":"), ensure_ascii=False)


def write_events(events: Iterable[dict], out: IO[str]) -> None:
    for event in events:
        out.write(dumps(event))
        out.write("\n")


def read_events(lines: Iterable[str]) -> Iterator[tuple[int, dict]]:
    """(line number, event) for every non-blank line; LogError on bad JSON."""
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except json.JSONDecodeError as exc:
            raise LogError(f"line {number}: not JSON ({exc.msg})") from None
        if not isinstance(event, dict) or event.get("type") not in FIELDS:
            raise LogError(f"line {number}: not a log event (unknown or missing type)")
        missing = [f for f in FIELDS[event["type"]] if f not in event]
        if missing:
            raise LogError(f"line {number}: {event['type']} lacks {', '.join(missing)}")
        yield number, event


def split_games(numbered: Iterable[tuple[int, dict]]) -> list[list[tuple[int, dict]]]:
    """Group events into games, each starting at a `start` line."""
    games: list[list[tuple[int, dict]]] = []
    for number, event in numbered:
        if event["type"] == "start":
            games.append([])
        elif not games:
            raise LogError(f"line {number}: {event['type']} before any start line")
        games[-1].append((number, event))
    return games


def rules_of(start: dict) -> Rules:
    return Rules(players=len(start["players"]), faces=start["faces"], hold=start["hold"])


def replay(game: list[tuple[int, dict]] | list[dict]) -> Match:
    """Play one logged game through the engine; return the match at its end.

    Every line must be exactly what the engine emits at that point (extra fields
    are allowed). Raises LogError naming the first line that is not.
    """
    numbered = [(i + 1, e) for i, e in enumerate(game)] if game and isinstance(game[0], dict) else game
    number, start = numbered[0]
    if start.get("type") != "start" or start.get("format") != LOG_FORMAT:
        raise LogError(f"line {number}: a game starts with a format-{LOG_FORMAT} start line")
    try:
        seats = [Seat(p["name"], p["kind"]) for p in start["players"]]
        match = Match(rules_of(start), seats, start["seed"])
    except (ValueError, KeyError, TypeError) as exc:
        raise LogError(f"line {number}: bad start line ({exc})") from None
    expected: list[dict] = []
    for number, event in numbered[1:]:
        if not expected:
            try:
                expected = match.apply(_action_of(event, match))
            except RuleError as exc:
                raise LogError(f"line {number}: {event['type']} breaks a rule: {exc}") from None
            except (KeyError, TypeError, ValueError) as exc:
                raise LogError(f"line {number}: malformed {event['type']} ({exc})") from None
        want = expected.pop(0)
        if not _same(event, want):
            raise LogError(f"line {number}: expected {dumps(want)}, found {dumps(event)}")
    if expected:
        raise LogError(f"after line {number}: the log stops before {dumps(expected[0])}")
    return match


def action_of(event: dict):
    """The throw or decision a log line records (None for lines the engine writes itself)."""
    kind = event["type"]
    if kind in ("first_roll", "roll"):
        return Roll(tuple(event["dice"]))
    if kind == "claim":
        return Take(event["prize"])
    if kind == "set_aside":
        return SetAside(tuple(event["dice"]))
    return None


def _action_of(event: dict, match: Match):
    action = action_of(event)
    if action is None:
        raise LogError(f"{event['type']} cannot come here: the engine expected a throw or a "
                       f"decision (seat {match.state.current_player})")
    return action


def _same(found: dict, want: dict) -> bool:
    for key, value in want.items():
        if key not in found:
            return False
        got = found[key]
        if key == "claimable":
            if sorted(got) != sorted(value):
                return False
        elif got != value or type(got) is not type(value):
            return False
    return True


def replay_file(path: str) -> list[Match]:
    """Replay every game of a JSONL file (LogError at the first wrong line)."""
    with open(path, encoding="utf-8") as f:
        return [replay(game) for game in split_games(read_events(f))]
