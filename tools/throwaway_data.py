"""One set-up for every tool that opens the game (screenshots, the monkey, frame
benchmarks): headless SDL unless a display was chosen, and a throw-away user data
folder, never the player's. The tool's settings, saves, statistics and logs go to a
new empty folder in the system's temporary folder, whatever ECEG_DATA_DIR or
XDG_DATA_HOME said before (a developer's shell may point them at their own data,
and a tool that turned colour-blind mode on once left it on for the player).

    from tools.throwaway_data import setup_environment
    DATA = setup_environment("eceg-screenshots-")     # before pygame or scenes is imported

The tests check that each tool that opens the game calls it
(tests/test_tools_data_folder.py)."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

# set to the folder this process made, so that a second tool imported by the first
# (screenshots_comforts imports screenshots, the monkey its games' modules) keeps it
MADE = "ECEG_THROWAWAY_DATA"


def setup_environment(prefix: str = "eceg-tool-") -> Path:
    """Headless SDL by default, and the user data in a throw-away folder (returned):
    ECEG_DATA_DIR (the program's own override, every system) and XDG_DATA_HOME (where
    a Linux launch without it would look) both point there."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    made = os.environ.get(MADE)
    if made and os.environ.get("ECEG_DATA_DIR") == made and os.environ.get("XDG_DATA_HOME") == made \
            and Path(made).is_dir():
        return Path(made)
    folder = tempfile.mkdtemp(prefix=prefix)
    os.environ["ECEG_DATA_DIR"] = os.environ["XDG_DATA_HOME"] = os.environ[MADE] = folder
    return Path(folder)
