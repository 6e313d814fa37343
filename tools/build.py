"""Build the packaged program (its three games): one command, from a fresh clone, on Linux, Windows or macOS.

    python tools/build.py              make build/venv, freeze the game into dist/EasyComeEasyGo/
    python tools/build.py --smoke      ... then run it as a player would (see smoke_test)
    python tools/build.py --archive    ... then pack dist/EasyComeEasyGo-<version>-<platform>.tar.gz/.zip

Needs only a Python 3.10+ with venv. The build environment (build/venv: the game's
requirements + requirements-build.txt) is reinstalled only when those files change.
The result runs on a machine without Python.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import platform
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
VENV = BUILD / "venv"
DIST = ROOT / "dist"
NAME = "EasyComeEasyGo"      # 0.1's name kept: the folder players unpacked and made shortcuts to
REQUIREMENTS = ROOT / "requirements-build.txt"
# Each game's demo in the smoke test: (game id, seats, frames). At --speed instant,
# 900 frames finish a game of Easy Come, Easy Go and of Wazabi (so their logs end
# with a result); YAM color's game is longer, its log is checked move by move.
SMOKE_RUNS = (("easy-come-easy-go", 2, 900), ("wazabi", 3, 900), ("yam-color", 2, 900))
# Across computers in the smoke test: the packaged program hosts (serve), finds its own game on
# the loopback interface (join --list, zeroconf) and joins it (join, websockets).
SMOKE_NET_GAME = "easy-come-easy-go"
SMOKE_NET_LIMIT = 120        # seconds any one of those programs may take


def version() -> str:
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__ = "([^"]+)"', text).group(1)


def venv_python(folder: Path = VENV) -> Path:
    return folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_env() -> Path:
    """build/venv with the pinned build requirements; kept while nothing changed."""
    files = [REQUIREMENTS, ROOT / "requirements.txt"]
    digest = hashlib.sha256(b"".join(f.read_bytes() for f in files)
                            + sys.version.encode() + sys.executable.encode()).hexdigest()
    stamp = VENV / ".installed"
    python = venv_python()
    if python.exists() and stamp.exists() and stamp.read_text() == digest:
        return python
    # Made afresh whenever the requirements or the Python running this script change:
    # nothing left over from an older set of packages can slip into the bundle.
    print(f"Creating the build environment {VENV} ...", flush=True)
    venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    print(f"Installing {REQUIREMENTS.name} ...", flush=True)
    subprocess.run([str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q",
                    "-r", str(REQUIREMENTS)], check=True)
    stamp.write_text(digest)
    return python


def freeze(python: Path, distpath: Path = DIST, workpath: Path = BUILD / "pyinstaller",
           env: dict | None = None, clean: bool = False) -> None:
    """Run build.spec with PyInstaller (env can point it at another script: bench_release)."""
    command = [str(python), "-m", "PyInstaller", str(ROOT / "build.spec"), "--noconfirm",
               "--log-level", "WARN", "--distpath", str(distpath), "--workpath", str(workpath)]
    if clean:
        command.append("--clean")
    subprocess.run(command, check=True, cwd=ROOT, env={**os.environ, **(env or {})})


def executable(dist: Path = DIST, name: str = NAME) -> Path:
    """The program to start: dist/NAME/NAME(.exe); macOS also has NAME.app around a copy."""
    return dist / name / (name + (".exe" if os.name == "nt" else ""))


def folder_size(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())


def clean_env(extra: dict | None = None) -> dict:
    """The environment of a player's machine: no virtual environment, no Python paths."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "CONDA_PREFIX",
                        "PYTHONDONTWRITEBYTECODE")}   # a player's Python keeps its .pyc files
    bins = {str(VENV / "bin"), str(VENV / "Scripts")}
    if "VIRTUAL_ENV" in os.environ:
        bins |= {str(Path(os.environ["VIRTUAL_ENV"]) / "bin"), str(Path(os.environ["VIRTUAL_ENV"]) / "Scripts")}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if p not in bins)
    env.update(extra or {})
    return env


def screenshot_problem(path: Path) -> str | None:
    """Why the screenshot is not a picture of the game (missing, unreadable, blank), or None."""
    if not path.exists() or path.stat().st_size == 0:
        return f"no screenshot at {path}"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    try:
        image = pygame.image.load(str(path))
    except pygame.error as error:
        return f"screenshot unreadable: {error}"
    width, height = image.get_size()
    counts: dict = {}
    for y in range(0, height, 6):
        for x in range(0, width, 6):
            colour = tuple(image.get_at((x, y)))[:3]
            counts[colour] = counts.get(colour, 0) + 1
    samples = sum(counts.values())
    commonest = max(counts.values()) / samples
    if len(counts) < 32 or commonest > 0.9:
        return f"screenshot looks blank: {len(counts)} colours, {commonest:.0%} one colour"
    return None


def log_problem(path: Path, game_id: str) -> str | None:
    """Why the log the frozen program wrote does not replay (with the repo's own code:
    game.registry, every line checked against what the engine writes at that point,
    the end of a finished game included), or None; also prints what it replayed."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.core.log import LogError
    from game.registry import replay_file
    if not path.exists() or path.stat().st_size == 0:
        return f"no log at {path}"
    try:
        matches = replay_file(str(path))
    except LogError as error:
        return f"the log does not replay: {error}"
    games = {match.log[0].get("game", "easy-come-easy-go") for match in matches}
    if games != {game_id}:
        return f"the log is of {sorted(games)}, not {game_id}"
    moves = sum(len(match.log) - 1 for match in matches)
    if moves == 0:
        return "the log holds no move"
    finished = [match.state.result() for match in matches if match.state.is_over()]
    print(f"{len(matches)} game(s), {moves} lines replayed; finished: "
          + (", ".join(f"winners {list(r.winners)}" for r in finished) or "none"))
    return None


def smoke_test(exe: Path, python: Path) -> None:
    """Run the built program as a player's machine would: from another folder, with no
    Python environment, headless. `--version` names the version; then each game's demo
    (SMOKE_RUNS) must exit 0, write a screenshot that is a picture and a log that
    replays; the program's own log goes in the user data folder (not beside the
    program, not in the current folder)."""
    with tempfile.TemporaryDirectory(prefix="eceg-smoke-") as temporary:
        work = Path(temporary)
        data_home = work / "xdg-data"
        env = clean_env({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                         "XDG_DATA_HOME": str(data_home)})
        env.pop("ECEG_DATA_DIR", None)
        if sys.platform == "darwin":   # ~/Library/Application Support/... comes from HOME
            env["HOME"] = str(data_home)
        beside_before = sorted(p.name for p in exe.parent.iterdir())

        shown = subprocess.run([str(exe), "--version"], cwd=work, env=env, capture_output=True,
                               text=True, encoding="utf-8", timeout=120)
        if shown.returncode != 0 or version() not in shown.stdout:
            raise SystemExit(f"smoke test: --version gave {shown.returncode}: {shown.stdout!r} {shown.stderr!r}")
        print(f"smoke test: --version -> {shown.stdout.strip()}")

        made = {"xdg-data"}
        for game_id, players, frames in SMOKE_RUNS:
            shot, log = work / f"{game_id}.png", work / f"{game_id}.jsonl"
            made |= {shot.name, log.name}
            command = [str(exe), "--game", game_id, "--demo", "--players", str(players),
                       "--frames", str(frames), "--fps", "0", "--speed", "instant", "--seed", "1",
                       "--screenshot", str(shot), "--log", str(log)]
            start = time.perf_counter()
            run = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True, timeout=600)
            took = time.perf_counter() - start
            if run.returncode != 0:
                raise SystemExit(f"smoke test: {game_id}: exit code {run.returncode}\n{run.stdout}\n{run.stderr}")
            checker = subprocess.run([str(python), str(Path(__file__).resolve()), "--check-screenshot", str(shot),
                                      "--check-log", str(log), "--game", game_id],
                                     capture_output=True, text=True)
            if checker.returncode != 0:
                raise SystemExit(f"smoke test: {game_id}: {checker.stdout.strip()} {checker.stderr.strip()}")
            print(f"smoke test: {' '.join(command[1:])}\n    -> exit 0 in {took:.1f} s; "
                  + "; ".join(checker.stdout.strip().splitlines()), flush=True)
        made |= network_smoke(exe, python, work, env)
        if sys.platform != "win32":   # Windows asks the shell for its folder: no override
            logs = list(data_home.rglob(f"{NAME}/logs/*.log"))
            if not logs:
                raise SystemExit(f"smoke test: no log file in the user data folder under {data_home}")
        strays = sorted(set(p.name for p in exe.parent.iterdir()) - set(beside_before))
        strays += sorted(p.name for p in work.iterdir() if p.name not in made)
        if strays:
            raise SystemExit(f"smoke test: files written beside the program or in the current folder: {strays}")
        print("smoke test: every game's demo ran; the program's log is in the user data folder")


def _first_line(process: subprocess.Popen, limit: float) -> str:
    """The process's first line of output, waiting at most `limit` seconds ('' if none)."""
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=lambda: lines.put(process.stdout.readline()), daemon=True).start()
    try:
        return lines.get(timeout=limit)
    except queue.Empty:
        return ""


def network_smoke(exe: Path, python: Path, work: Path, env: dict) -> set[str]:
    """The packaged program hosts a game headless (`serve`, port 0, over loopback, mDNS on
    the loopback interface only), lists it (`join --list`: zeroconf in the bundle), joins it
    with a computer playing the seat (`join`: websockets); both exit 0, the host's log
    replays, the joiner's trace ends with the game's end. Returns the files it made."""
    env = {**env, "ECEG_MDNS_INTERFACES": "127.0.0.1"}
    log, trace = work / "serve.jsonl", work / "join-trace.jsonl"
    serve = subprocess.Popen([str(exe), "serve", "--game", SMOKE_NET_GAME, "--players", "remote,hard",
                              "--port", "0", "--seed", "1", "--name", "smoke test", "--log", str(log)],
                             cwd=work, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = _first_line(serve, SMOKE_NET_LIMIT)    # "main.py serve: GAME on 127.0.0.1:PORT, waiting ..."
        found = re.search(r" on 127\.0\.0\.1:([0-9]+),", line)
        if not found:
            serve.kill()
            raise SystemExit(f"smoke test: serve did not say its port: {line!r} {serve.communicate()[1]!r}")
        address = f"127.0.0.1:{found.group(1)}"
        listed = ""
        deadline = time.monotonic() + SMOKE_NET_LIMIT
        while address not in listed and time.monotonic() < deadline:   # other games on loopback may answer first
            run = subprocess.run([str(exe), "join", "--list", "--wait", "30"], cwd=work, env=env,
                                 capture_output=True, text=True, timeout=SMOKE_NET_LIMIT)
            listed = run.stdout if run.returncode == 0 else ""
        if address not in listed:
            raise SystemExit(f"smoke test: join --list did not find the game at {address}: "
                             f"{run.returncode} {run.stdout!r} {run.stderr!r}")
        start = time.perf_counter()
        joined = subprocess.run([str(exe), "join", address, "--play", "random", "--trace", str(trace)],
                                cwd=work, env=env, capture_output=True, text=True, timeout=SMOKE_NET_LIMIT)
        if joined.returncode != 0:
            raise SystemExit(f"smoke test: join: exit code {joined.returncode}\n{joined.stdout}\n{joined.stderr}")
        out, err = serve.communicate(timeout=SMOKE_NET_LIMIT)
        if serve.returncode != 0:
            raise SystemExit(f"smoke test: serve: exit code {serve.returncode}\n{out}\n{err}")
    finally:
        if serve.poll() is None:
            serve.kill()
    last = trace.read_text(encoding="utf-8").splitlines()[-1] if trace.exists() else ""
    if '"type":"game_over"' not in last:
        raise SystemExit(f"smoke test: the joiner's trace does not end with the game's end: {last[:200]!r}")
    checker = subprocess.run([str(python), str(Path(__file__).resolve()), "--check-log", str(log),
                              "--game", SMOKE_NET_GAME], capture_output=True, text=True)
    if checker.returncode != 0:
        raise SystemExit(f"smoke test: serve's log: {checker.stdout.strip()} {checker.stderr.strip()}")
    print(f"smoke test: serve --game {SMOKE_NET_GAME} --players remote,hard --port 0 on {address}; "
          f"join --list found it; join played the seat\n    -> both exit 0 in {time.perf_counter() - start:.1f} s; "
          + "; ".join(checker.stdout.strip().splitlines()), flush=True)
    return {log.name, trace.name}


def archive() -> Path:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    base = DIST / f"{NAME}-{version()}-{system}-{platform.machine().lower()}"
    if sys.platform == "darwin":
        return Path(shutil.make_archive(str(base), "zip", DIST, f"{NAME}.app"))
    if os.name == "nt":
        return Path(shutil.make_archive(str(base), "zip", DIST, NAME))
    return Path(shutil.make_archive(str(base), "gztar", DIST, NAME))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Build the packaged game into dist/.")
    parser.add_argument("--smoke", action="store_true", help="then run the smoke test on the result")
    parser.add_argument("--archive", action="store_true", help="then pack the result for handing out")
    parser.add_argument("--clean", action="store_true", help="forget PyInstaller's cache first")
    parser.add_argument("--smoke-only", action="store_true", help="smoke-test the existing dist/ only")
    parser.add_argument("--check-screenshot", metavar="PNG", help=argparse.SUPPRESS)
    parser.add_argument("--check-log", metavar="JSONL", help=argparse.SUPPRESS)
    parser.add_argument("--game", help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.check_screenshot or options.check_log:
        problems = []
        if options.check_screenshot:
            problem = screenshot_problem(Path(options.check_screenshot))
            print(problem or "screenshot is a picture")
            problems.append(problem)
        if options.check_log:
            problem = log_problem(Path(options.check_log), options.game)
            print(problem or "log replays")
            problems.append(problem)
        return 1 if any(problems) else 0
    if sys.version_info < (3, 10):
        print("Building needs Python 3.10 or newer.", file=sys.stderr)
        return 2
    try:
        python = ensure_env()
        if not options.smoke_only:
            start = time.perf_counter()
            freeze(python, clean=options.clean)
            exe = executable()
            print(f"Built {exe} ({folder_size(exe.parent) / 1e6:.1f} MB) "
                  f"in {time.perf_counter() - start:.0f} s", flush=True)
        if options.smoke or options.smoke_only:
            smoke_test(executable(), python)
        if options.archive:
            print(f"Archive: {archive()}")
    except subprocess.CalledProcessError as error:
        print(f"Build failed (exit code {error.returncode}); see the messages above.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
