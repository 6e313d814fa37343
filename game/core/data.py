"""Where the data the engine ships lives (the solved tables, fitted weights).

The one place a path to shipped data is made: `assets/` at the top of the program,
found from this file, so it works from any folder and inside the packaged build.
Loaders take the path they are given; tests and tools may hand them another.
"""
from __future__ import annotations

from pathlib import Path

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def shipped(*parts: str) -> Path:
    """The path of a file the program ships under assets/ (it may not exist yet)."""
    return ASSETS.joinpath(*parts)
