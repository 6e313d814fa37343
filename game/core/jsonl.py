"""JSON Lines for game logs: one event per line, compact, read back with line numbers.
Nothing here knows a game (game/core/log.py checks and replays)."""
from __future__ import annotations

import json
from typing import IO, Iterable, Iterator


class LogError(ValueError):
    """A log that does not follow the format or the rules; says which line (1-based)."""


def dumps(event: dict) -> str:
    return json.dumps(event, separators=(",", ":"), ensure_ascii=False)


def write_events(events: Iterable[dict], out: IO[str]) -> None:
    for event in events:
        out.write(dumps(event))
        out.write("\n")


def read_events(lines: Iterable[str | bytes]) -> Iterator[tuple[int, dict]]:
    """(line number, event) for every non-blank line; LogError on bad JSON or a line
    that is not an object with a `type`. Lines may be bytes (a file opened "rb"), so
    text that is not UTF-8 is named by its line too."""
    for number, line in enumerate(lines, 1):
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError:
                raise LogError(f"line {number}: not UTF-8 text") from None
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except json.JSONDecodeError as exc:
            raise LogError(f"line {number}: not JSON ({exc.msg})") from None
        except RecursionError:
            raise LogError(f"line {number}: nested too deep") from None
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise LogError(f"line {number}: not a log event (no type)")
        yield number, event
