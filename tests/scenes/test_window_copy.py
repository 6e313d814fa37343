"""On Linux the program asks SDL for X11's shared-memory copy of each frame into the
window, not an OpenGL texture (which, without a GPU driver, is Mesa's software renderer:
3 to 4 times the CPU at rest, tools/bench_idle.py); a value the player set wins."""
from __future__ import annotations

import inspect

from scenes import app as app_module
from scenes.app import window_environment

HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def test_linux_asks_for_the_shared_memory_copy_before_the_window_opens():
    environ: dict = {}
    window_environment(environ, "linux")
    assert environ[HINT] == "0"
    source = inspect.getsource(app_module.main)          # before anything opens the window
    assert source.index("window_environment(os.environ, sys.platform)") < source.index("crash.guard")


def test_the_players_own_setting_wins_and_other_systems_keep_sdls_choice():
    environ = {HINT: "1"}
    window_environment(environ, "linux")
    assert environ[HINT] == "1"
    for platform in ("win32", "darwin"):
        environ = {}
        window_environment(environ, platform)
        assert HINT not in environ
