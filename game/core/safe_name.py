"""The one way a value from data becomes part of a file or folder name.

A log's seed, a game id, a player's name: whatever a file said may reach a path (E on a
replay table names the exported log after the seed). Every such value goes through
`safe_name` first, so no text from a file can climb out of its folder ('/../..'), name
a device (NUL, CON on Windows), hide as a dot file or be too long for a name.
"""
from __future__ import annotations

import re

LONGEST = 40
# names Windows keeps for devices, whatever the extension (CON.txt is the console too)
RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)), *(f"LPT{n}" for n in range(1, 10))}


def safe_name(value, longest: int = LONGEST) -> str:
    """`value` as text reduced to ASCII letters, digits, '-', '_' and inner dots, at most
    `longest` characters, never empty, never '.' or '..', never a device name: each run
    of anything else is one '_'."""
    text = re.sub(r"[^A-Za-z0-9._-]+", "_", str(value), flags=re.ASCII)
    text = text.strip(".")[:longest].strip(".") or "_"     # no '..', no dot file, no trailing dot
    if text.split(".")[0].upper() in RESERVED:
        text = "_" + text
    return text
