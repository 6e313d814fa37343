"""Start-up loads only what the first frame needs: opening the title screen and closing
imports neither the rules and computer players (read only with a saved game) nor
logging.handlers (socket, pickle, queue); no sound is made."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = ("import sys, main\n"
         "from scenes import app\n"
         "made = []\n"
         "run = app.App.run\n"
         "app.App.run = lambda self, *a: (run(self, *a), made.extend(self.audio.sounds))[0]\n"
         "code = main.main(['--frames', '1', '--fps', '0'])\n"
         "print(sorted(m for m in sys.modules if m.startswith(('game', 'logging', 'pickle', 'socket'))))\n"
         "print(made)\n"
         "sys.exit(code)\n")


def loaded_at_start(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ECEG_DATA_DIR=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    modules, sounds = (json.loads(line.replace("'", '"')) for line in run.stdout.strip().splitlines()[-2:])
    return modules, sounds


def test_title_screen_starts_without_rules_ais_or_log_handlers_module(tmp_path):
    modules, sounds = loaded_at_start(tmp_path)
    assert "logging" in modules and "game" in modules          # the probe sees imports
    assert not [m for m in modules if m.startswith(("game.core.match", "game.eceg", "game.core.players"))]
    assert not [m for m in modules if m in ("logging.handlers", "pickle", "socket")]
    assert sounds == []
