"""The version on the command line and the title screen; the crash guard around the real loop."""
import os
import subprocess
import sys
from pathlib import Path

import pygame

from game import __version__
from scenes.shell import crash

ROOT = Path(__file__).resolve().parents[2]


def run_main(args, user_dir, code=None, cwd=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ECEG_DATA_DIR=str(user_dir),
               PYTHONPATH=str(ROOT))
    command = [sys.executable, "-c", code, *args] if code else [sys.executable, str(ROOT / "main.py"), *args]
    return subprocess.run(command, cwd=cwd or ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_version_flag_prints_the_version_and_exits_0(tmp_path):
    run = run_main(["--version"], tmp_path / "data", cwd=tmp_path)
    assert run.returncode == 0
    assert run.stdout.strip() == f"Easy Come, Easy Go {__version__}"
    assert not (tmp_path / "data").exists(), "--version writes nothing"


def test_title_screen_shows_the_version(user_dir):
    from scenes.app import App, parse_args
    from scenes.shell.title import TitleScene
    app = App(parse_args([]))
    try:
        scene = TitleScene(app)
        app.push(scene)
        with_version = app.render().copy()
        corner = pygame.Rect(20, 680, 120, 30)     # bottom left (the right is the Muted sign's)
        bright = [(x, y) for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom)
                  if min(with_version.get_at((x, y))[:3]) > 180]
        assert len(bright) > 20, "cream version text in the bottom-left corner"
        import game
        original = game.__version__
        import scenes.shell.title
        scenes.shell.title.__version__ = "9.9.9"
        try:
            other = app.render().copy()
        finally:
            scenes.shell.title.__version__ = original
        differs = sum(1 for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom)
                      if with_version.get_at((x, y)) != other.get_at((x, y)))
        assert differs > 10, "the corner text is the version number"
    finally:
        pygame.quit()


BROKEN_GAME = (
    "import sys, main\n"
    "from scenes.shell import title\n"
    "def broken(self, surface):\n"
    "    raise RuntimeError('the felt caught fire')\n"
    "title.TitleScene.draw = broken\n"
    "sys.exit(main.main(sys.argv[1:]))\n"
)


def test_error_in_the_loop_is_logged_shown_and_exits_1(tmp_path):
    user_dir = tmp_path / "data"
    run = run_main(["--frames", "5"], user_dir, code=BROKEN_GAME, cwd=tmp_path)
    assert run.returncode == 1
    assert "RuntimeError: the felt caught fire" in run.stderr   # one readable line, not a traceback dump
    log = (user_dir / "logs" / "game.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "the felt caught fire" in log and f"{__version__} started" in log
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data"], "nothing written in the current folder"


def test_normal_run_logs_its_start_in_the_user_folder(tmp_path):
    user_dir = tmp_path / "data"
    run = run_main(["--frames", "2"], user_dir, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert f"Easy Come, Easy Go {__version__} started" in (user_dir / "logs" / "game.log").read_text("utf-8")
    assert crash.LOG_FILE == "game.log"
