"""The window's --log on Ctrl+C: a press while an action's lines are being written is
held until they are all written (and the file's bookkeeping for take-backs updated),
then delivered; a real demo interrupted exits 130 with a log of whole lines."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from scenes import run_log as run_log_module
from scenes.run_log import RunLog
from tests.ctrl_c import ctrl_c_heard

ROOT = Path(__file__).resolve().parents[2]


def test_a_press_in_the_middle_of_an_actions_lines_comes_after_them(tmp_path, monkeypatch):
    path = tmp_path / "run.jsonl"
    log = RunLog(str(path))
    real = run_log_module.dumps
    written = []

    def dumps_then_press(event):
        written.append(event)
        if len(written) == 2:                # Ctrl+C between the first and the second line
            signal.raise_signal(signal.SIGINT)
        return real(event)
    monkeypatch.setattr(run_log_module, "dumps", dumps_then_press)
    events = [{"type": "roll", "seat": 0, "n": k} for k in range(3)]
    with ctrl_c_heard(), pytest.raises(KeyboardInterrupt):
        log._append(events)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == events      # all three, whole


def test_the_demo_interrupted_exits_130_with_whole_lines(tmp_path):
    log = tmp_path / "demo.jsonl"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ECEG_DATA_DIR=str(tmp_path / "data"))
    with ctrl_c_heard():
        proc = subprocess.Popen([sys.executable, "main.py", "--game", "wazabi", "--demo", "--speed", "instant",
                                 "--frames", "100000000", "--fps", "0", "--log", str(log)], cwd=ROOT, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(90, proc.kill)
    watchdog.start()
    try:
        # the file is the only sign of the demo's progress: wait (bounded) for some lines in it
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not log.exists() or log.stat().st_size < 5000):
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=60)
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, err
    text = log.read_text(encoding="utf-8")
    assert text.endswith("\n") and "Traceback" not in err
    events = [json.loads(line) for line in text.splitlines()]
    assert events[0]["type"] == "start" and len(events) > 10
