"""Small JSON files that must survive anything: written atomically, read defensively.

A crash while saving never leaves half a file (write to a temporary file in the
same folder, flush, then rename over the old one). A file that cannot be read
back (corrupt, truncated, wrong shape; or no regular file at all, such as a FIFO, a
link to a device or a folder; or larger than MAX_BYTES) is renamed aside -- kept,
never deleted -- and the caller gets the default plus a message to show the player.
The bytes on disk are read and written by game/core/files.py (never blocking, never
more than the limit, never torn).
"""
from __future__ import annotations

import json
import math
import os
import time
from pathlib import Path
from typing import Any, Callable

from game.core import files


def save_json(path: Path, data: Any) -> None:
    """Write `data` as JSON to `path` atomically (creating the folder if needed; OSError
    if it cannot be stored, the old file then whole: game/core/files.py)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    files.write_atomic(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def set_aside(path: Path) -> Path:
    """Rename an unreadable file next to itself with a '.bad-<time>' suffix; return the new path."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.replace(path, target)
    return target


# Far above any real file of the game (a long game's save is ~100 kB, statistics of a
# thousand players ~300 kB): a larger file is kept aside unread, so an absurd one
# never stalls or swells the game.
MAX_BYTES = 4_000_000


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):       # 1e999: no count, colour or volume is infinite
        raise ValueError(f"number out of range: {text[:20]}")
    return value


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number a file of the game holds")


def parse(text: str) -> Any:
    """JSON as the game's files hold it: finite numbers only (no NaN, Infinity, 1e999);
    ValueError (or RecursionError for absurd nesting) otherwise."""
    return json.loads(text, parse_float=_finite, parse_constant=_no_constant)


def load_json(path: Path, check: Callable[[Any], Any] | None = None, max_bytes: int | None = None):
    """Read a JSON file. Returns (value, problem):

    - (None, None) if there is no file;
    - (check(data) or data, None) if it reads and passes `check` (which may
      convert it, and raises ValueError/KeyError/TypeError if the shape is wrong);
    - (None, message) if it is unreadable, not a regular file (a FIFO, a device, a
      folder, a socket) or larger than `max_bytes`: the file is renamed aside first.
    """
    path = Path(path)
    try:
        data = parse(files.read_text(path, MAX_BYTES if max_bytes is None else max_bytes))
    except (FileNotFoundError, NotADirectoryError):     # no file (or no folder for it)
        return None, None
    except (OSError, UnicodeDecodeError, ValueError, OverflowError, RecursionError) as exc:
        return None, _kept_aside(path, exc)
    try:
        value = check(data) if check else data
        return value, None
    except (OSError, ValueError, KeyError, TypeError, AttributeError, IndexError, OverflowError,
            RecursionError) as exc:
        return None, _kept_aside(path, exc)


def _kept_aside(path: Path, exc: BaseException) -> str:
    """The file set aside; the message that says why and where it is kept."""
    reason = exc.__class__.__name__ if not str(exc) else str(exc).splitlines()[0][:200]
    try:
        kept = set_aside(path)
    except OSError:
        return f"{path.name} could not be read ({reason}) and could not be moved aside"
    return f"{path.name} could not be read ({reason}); kept as {kept.name}"
