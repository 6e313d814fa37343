"""The headless commands' output files (simulate/serve --log, join --trace) are written
whole lines at a time through game/core/files.py's LineFile (issue 29): a full disk
leaves the lines before it, never half of one, and what the error says is in the file
is what the file holds."""
from __future__ import annotations

import errno
import os
import re
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import files
from game.core.cli import open_output
from game.registry import replay_file

ROOT = Path(__file__).resolve().parents[2]


def test_a_line_file_writes_whole_lines_and_keeps_a_begun_one_for_later(tmp_path):
    path = tmp_path / "trace.jsonl"
    path.write_text("old contents\n")
    out, error = open_output(str(path), "main.py join", "--trace")
    assert error is None and path.read_bytes() == b""          # a fresh file, as "w" makes
    out.write('{"type":')
    assert path.read_bytes() == b""
    out.write('"start"}\n{"type":"ro')
    assert path.read_bytes() == b'{"type":"start"}\n'
    out.flush()
    out.close()
    assert path.read_bytes() == b'{"type":"start"}\n{"type":"ro'


def test_a_line_file_that_fills_up_keeps_only_whole_lines(tmp_path, monkeypatch):
    path = tmp_path / "log.jsonl"
    out = files.LineFile(path)
    out.write("one\n")
    real_write = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: real_write(fd, bytes(data)[:3]) if len(data) > 3
                        else (_ for _ in ()).throw(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))))
    with pytest.raises(OSError, match="No space"):
        out.write("two\nthree\n")
    monkeypatch.undo()
    assert path.read_bytes() == b"one\n"


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs a file-size limit (POSIX)")
def test_simulate_on_a_full_disk_leaves_exactly_the_games_it_says(tmp_path):
    def fence():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "simulate", "--players", "greedy,greedy",
                           "--games", "300", "--log", "s.jsonl"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, preexec_fn=fence)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    said = re.search(r"the first (\d+) games are in it", done.stderr)
    assert said, done.stderr
    written = (tmp_path / "s.jsonl").read_bytes()
    assert written == b"" or written.endswith(b"\n")
    assert (len(replay_file(str(tmp_path / "s.jsonl"))) if written else 0) == int(said[1])
