"""Test set-up: headless SDL before anything imports pygame, and the repo on sys.path."""
import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Logs, settings and saves of games run by tests go to a throw-away folder, never the player's,
# even one ECEG_DATA_DIR names in the shell (a test that undoes its monkeypatch lands here).
os.environ["ECEG_DATA_DIR"] = tempfile.mkdtemp(prefix="eceg-test-user-data-")
atexit.register(shutil.rmtree, os.environ["ECEG_DATA_DIR"], True)     # not left in /tmp after the run
# mDNS (game discovery) only on the loopback interface, whatever the shell says: a test never
# multicasts on a real network (scenes/net/discovery.py; inherited by the programs tests start)
os.environ["ECEG_MDNS_INTERFACES"] = "127.0.0.1"

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _own_user_data(tmp_path_factory, monkeypatch):
    """Each test gets an empty user data folder: a save, settings or statistics left
    by one test (a game quit half-way saves itself) never changes another's screens."""
    monkeypatch.setenv("ECEG_DATA_DIR", str(tmp_path_factory.mktemp("user-data")))
    from scenes.ui import userdata
    userdata.notices.clear()        # about another test's files
    monkeypatch.setenv("LANG", "en_GB.UTF-8")      # the default language, whatever the machine's
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    from scenes.ui import canvas, text
    text.set_language("en")
    canvas.set_scale(1.0)           # a test that drew a scaled frame never leaves its scale set
    canvas.set_text_size(1.0)         # a test that played in French never leaves it set for the next
    # a game hosted from the window in a test (the monkey may find Remote and Start) listens
    # on the loopback only, on a free port: never on the machine's network
    from scenes.shell import lobby
    monkeypatch.setattr(lobby, "ONLY_HERE", True)
