"""Small JSON files that must survive anything: written atomically, read defensively.

A crash while saving never leaves half a file (write to a temporary file in the
same folder, flush, then rename over the old one). A file that cannot be read
back (corrupt, truncated, wrong shape) is renamed aside -- kept, never deleted --
and the caller gets the default plus a message to show the player.
"""
from __future__ import annotations

import json
import math
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable


def save_json(path: Path, data: Any) -> None:
    """Write `data` as JSON to `path` atomically (creating the folder if needed)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


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
    - (None, message) if it is unreadable or larger than `max_bytes`: the file is
      renamed aside first.
    """
    path = Path(path)
    if not path.exists():
        return None, None
    try:
        size = path.stat().st_size
        if size > (MAX_BYTES if max_bytes is None else max_bytes):
            raise ValueError(f"too large: {size} bytes")
        with open(path, encoding="utf-8") as f:
            data = parse(f.read())
        value = check(data) if check else data
        return value, None
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError, IndexError,
            OverflowError, RecursionError) as exc:
        reason = exc.__class__.__name__ if not str(exc) else str(exc).splitlines()[0][:200]
        try:
            kept = set_aside(path)
        except OSError:
            return None, f"{path.name} could not be read ({reason}) and could not be moved aside"
        return None, f"{path.name} could not be read ({reason}); kept as {kept.name}"
