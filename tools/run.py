"""Set up a local virtual environment and run the game or the tests in it.

    python tools/run.py play [game arguments]   install what the game needs, start it
    python tools/run.py test [pytest arguments] install what the tests need, run them

Works the same on Linux, macOS and Windows with Python 3.10+. The environment is
`.venv/` beside this repository; installing is skipped when the requirement files
have not changed since the last time.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
REQUIREMENTS = {"play": "requirements.txt", "test": "requirements-dev.txt"}


def venv_python() -> Path:
    scripts = "Scripts" if os.name == "nt" else "bin"
    return VENV / scripts / ("python.exe" if os.name == "nt" else "python")


def install(requirements: str) -> None:
    files = sorted(ROOT.glob("requirements*.txt"))
    digest = hashlib.sha256(b"".join(f.read_bytes() for f in files) + requirements.encode()).hexdigest()
    stamp = VENV / f".installed-{requirements}"
    if stamp.exists() and stamp.read_text() == digest and venv_python().exists():
        return
    if not venv_python().exists():
        print(f"Creating {VENV} ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print(f"Installing {requirements} ...", flush=True)
    subprocess.run([str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check",
                    "-q", "-r", str(ROOT / requirements)], check=True)
    stamp.write_text(digest)


def cores() -> int:
    """The cores this process may run on (a container's share, not the machine's)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:             # macOS, Windows
        return os.cpu_count() or 1


def parallel(pytest_args: list[str]) -> list[str]:
    """The tests in one more process than there are cores (pytest-xdist), unless the
    arguments choose (-n, -p no:xdist): part of the suite waits on sockets, started
    programs and wall-clock bounds, and the extra worker fills those waits. On 2 cores
    (2026-11-29, the whole suite): 300 s with 2 workers, 261 s with 3, 252 s with 4."""
    chosen = any(a == "-n" or a.startswith(("-n", "--numprocesses")) or "xdist" in a for a in pytest_args)
    return [] if chosen else ["-n", str(cores() + 1)]


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 10):
        print("Easy Come, Easy Go · Wazabi · YAM color needs Python 3.10 or newer.", file=sys.stderr)
        return 2
    if not argv or argv[0] not in REQUIREMENTS:
        print("usage: python tools/run.py play|test [arguments]", file=sys.stderr)
        return 2
    what, rest = argv[0], argv[1:]
    try:
        install(REQUIREMENTS[what])
    except subprocess.CalledProcessError as exc:
        print(f"Installing failed (exit code {exc.returncode}); see the messages above.", file=sys.stderr)
        return 1
    command = ["main.py", *rest] if what == "play" else ["-m", "pytest", *parallel(rest), *rest]
    return subprocess.run([str(venv_python()), *command], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
