"""JSON Lines for game logs: one event per line, compact, read back with line numbers.
Nothing here knows a game (game/core/log.py checks and replays)."""
from __future__ import annotations

import json
from typing import IO, Iterable, Iterator


class LogError(ValueError):
    """A log that does not follow the format or the rules. Its text says which line
    (1-based) and what is wrong, for programmers; `line` (None: the file as a whole),
    `reason` (a short code from REASONS) and `details` say the same for an interface to
    put into its own words (scenes/shell/replay_list.py)."""

    def __init__(self, message: str, line: int | None = None, reason: str = "invalid", **details):
        super().__init__(message)
        self.line = line
        self.reason = reason
        self.details = details

    @classmethod
    def at(cls, line: int, reason: str, message: str, **details) -> "LogError":
        """The error of one line: its text starts "line N: "."""
        return cls(f"line {line}: {message}", line, reason, **details)


# What may be wrong with a log (LogError.reason), and the details each one carries.
REASONS = {
    "empty": (),                # no game in the file
    "unreadable": ("error",),   # the file cannot be opened or read (the system's words)
    "not_regular": (),          # a FIFO, a device, a folder...: no file to read (game/core/files.py)
    "too_large": ("most",),     # over the readers' limit (in MB), not read
    "not_text": (),             # bytes that are not UTF-8
    "cut_short": (),            # a record that stops part-way (a truncated line)
    "not_json": (),             # not JSON at all
    "no_type": (),              # JSON, but not an event with a type
    "before_start": (),         # an event before any start line
    "unknown_game": ("game",),  # a start line naming a game this program does not have
    "unknown_line": ("kind",),  # an event type the game's log never has
    "missing": ("kind", "fields"),  # an event without a field its type needs
    "bad_start": (),            # a start line unlike the one the engine writes
    "bad_field": ("field",),    # a start line field of a type or value the spec does not allow
    "not_from_seed": ("kind",),  # a chance outcome (throw, deal, draw) the log's own seed does not give
    "malformed": ("kind",),     # a move whose values cannot be read
    "out_of_place": ("kind",),  # a move at a moment nobody may make it
    "breaks_rule": ("kind",),   # a move the rules forbid
    "unexpected": ("kind",),    # not what the engine writes at that point (other dice...)
    "cut_off": (),              # the log stops in the middle of a move (after `line`)
    "invalid": (),              # anything else
}


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
                raise LogError.at(number, "not_text", "not UTF-8 text") from None
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except json.JSONDecodeError as exc:
            raise LogError.at(number, "cut_short" if _cut_short(line) else "not_json",
                              f"not JSON ({exc.msg})") from None
        except RecursionError:
            raise LogError.at(number, "not_json", "nested too deep") from None
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise LogError.at(number, "no_type", "not a log event (no type)")
        yield number, event


def _cut_short(line: str) -> bool:
    """A record begun and never closed: what a write stopped part-way leaves."""
    text = line.strip()
    return text.startswith("{") and not text.endswith("}")
