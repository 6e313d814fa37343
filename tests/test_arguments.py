"""Any command line, for the window and for `main.py simulate`: parsed, or refused in
one line with exit code 2 (--help and --version: exit 0), never a traceback. The
parsers are driven in-process by hypothesis; a few real runs check the whole path."""
from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from game.core.simulate import parse_args as simulate_args
from game.registry import DEFAULT_GAME, GAMES
from scenes.app import parse_args as window_args

ROOT = Path(__file__).resolve().parents[1]
WINDOW = ["--game", "--demo", "--frames", "--screenshot", "--seed", "--fps", "--size", "--players", "--speed",
          "--lang", "--replay", "--log", "--version", "-h"]
SIMULATE = ["--game", "--players", "--games", "--seed", "--faces", "--hold", "--log", "--jobs", "--help"]
ODD = ["", " ", "-5x5", "1280x720", "٣", "١٢", "1_000", "3", "-1", "0", "9" * 5000, "x.txt", "t.png", "/dev/full",
       "/tmp", "random,random", "greedy,hard", "easy-come-easy-go", "fr", "fast", "\n", "--", "-", "1e3"]


def words(options):
    return st.lists(st.one_of(st.sampled_from(options), st.sampled_from(ODD), st.text(max_size=30)), max_size=6)


def outcome(parse, argv, prog):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            parse(argv)
        except SystemExit as stop:
            if stop.code == 0:            # --help, --version
                return
            assert stop.code == 2, argv
            lines = err.getvalue().splitlines()
            assert len(lines) == 1 and lines[0].startswith(f"{prog}: error: "), (argv, err.getvalue()[:300])
            assert len(lines[0]) < 500
            return
    assert err.getvalue() == ""


@settings(max_examples=300, deadline=None)
@given(words(WINDOW))
def test_any_window_command_line_is_parsed_or_refused_in_one_line(argv):
    outcome(window_args, argv, "main.py")


@settings(max_examples=300, deadline=None)
@given(words(SIMULATE))
def test_any_simulate_command_line_is_parsed_or_refused_in_one_line(argv):
    outcome(lambda a: simulate_args(a, GAMES, DEFAULT_GAME), argv, "main.py simulate")


@pytest.mark.parametrize("argv, complaint", [
    (["--screenshot", "/tmp"], ".png"), (["--screenshot", "x.txt"], ".png"), (["--screenshot", ""], ".png"),
    (["--screenshot", "shots.png"], "not a file"), (["--log", ""], "empty"), (["--log", "/tmp"], "not a file"),
    (["--size", "-5x5"], "out of range"), (["--seed", "9" * 5000], "5000 characters"),
    (["--seed", "٣"], "not a whole number"), (["--frames", "١٢"], "not a whole number"),
    (["--fps", "1_0"], "not a whole number"), (["--players", " 3"], "not a whole number"),
    (["--seed", str(2**63)], "at most"), (["--speed", "a" * 5000], "invalid choice")])
def test_odd_window_arguments_are_named_in_one_short_line(argv, complaint, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "shots.png").mkdir()
    err = io.StringIO()
    with contextlib.redirect_stderr(err), pytest.raises(SystemExit) as stop:
        window_args(argv)
    assert stop.value.code == 2
    line, = err.getvalue().splitlines()
    assert complaint in line and len(line) < 400


def test_simulate_refuses_digits_of_other_scripts():
    err = io.StringIO()
    with contextlib.redirect_stderr(err), pytest.raises(SystemExit) as stop:
        simulate_args(["--players", "random,random", "--games", "٣"], GAMES, DEFAULT_GAME)
    assert stop.value.code == 2 and "not a whole number" in err.getvalue()


def run(*argv, cwd=ROOT, data=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)       # as a player's shell has it: pygame's banner not hidden
    if data:
        env["ECEG_DATA_DIR"] = str(data)
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *argv], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("argv", [["--screenshot", "/dev/full"], ["--size", "-5x5"], ["--seed", "9" * 5000],
                                  ["--game", "nope"],       # its check imports pygame: its banner came first
                                  ["simulate", "--players", "random,random", "--games", "٣"]])
def test_real_runs_refuse_in_one_line_with_exit_2(argv, tmp_path):
    done = run(*argv, data=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "error" in done.stderr and "Traceback" not in done.stderr


def test_a_screenshot_that_cannot_be_written_is_one_line_and_exit_2(tmp_path):
    shot = tmp_path / "gone" / "t.png"
    shot.parent.mkdir()
    code = ("import shutil, sys, main; from scenes import app\n"
            "run = app.App.run\n"
            f"app.App.run = lambda self, *a: (shutil.rmtree({str(shot.parent)!r}), run(self, *a))[1]\n"
            "sys.exit(main.main(sys.argv[1:]))\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ECEG_DATA_DIR=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", code, "--frames", "2", "--fps", "0", "--screenshot", str(shot)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines() == [next(iter(done.stderr.splitlines()))] and "screenshot" in done.stderr
    assert "Traceback" not in done.stderr


def refused(parse, argv) -> str:
    """The one line a parser refuses `argv` with (exit 2)."""
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()), \
            pytest.raises(SystemExit) as stop:
        parse(argv)
    assert stop.value.code == 2, argv
    line, = err.getvalue().splitlines()
    return line


@pytest.mark.parametrize("prog, argv", [
    ("simulate", ["--game", "wazabi", "--players", "easy,easy", "--dice", "٣"]),
    ("simulate", ["--game", "wazabi", "--players", "easy,easy", "--dice", "３"]),
    ("simulate", ["--players", "random,random", "--log", ""]),
    ("simulate", ["--players", "random,random", "--games", ""]),
    ("serve", ["--game", "wazabi", "--players", "remote,easy", "--dice", "٣"]),
    ("serve", ["--game", "wazabi", "--players", "remote,easy", "--grace", "٣"]),
    ("serve", ["--game", "wazabi", "--players", "remote,easy", "--grace", "1_0"]),
    ("serve", ["--game", "wazabi", "--players", "remote,easy", "--grace", ""]),
    ("join", ["127.0.0.1:8765", "--play", "easy", "--timeout", "٣"]),
    ("join", ["--list", "--wait", "١.٥"]),
    ("window", ["--players", ""]),
])
def test_one_number_parser_ascii_digits_only_empty_refused(prog, argv):
    """simulate, serve, join and the window read numbers alike: '٣' (Arabic-Indic) or
    '３' (full width) is no number here, though int() and float() take them."""
    from scenes.net import cli
    parse = {"simulate": lambda a: simulate_args(a, GAMES, DEFAULT_GAME),
             "serve": lambda a: cli.serve_arguments(a, GAMES), "join": lambda a: cli.join_arguments(a, GAMES),
             "window": window_args}[prog]
    line = refused(parse, argv)
    assert line.startswith(f"main.py {prog}: error: " if prog != "window" else "main.py: error: "), line


def test_simulate_with_an_empty_log_name_is_refused_as_the_window_refuses_it(tmp_path):
    done = run("simulate", "--players", "random,random", "--games", "1", "--log", "", cwd=tmp_path, data=tmp_path)
    assert done.returncode == 2 and done.stdout == "" and "empty" in done.stderr, done
    assert len(done.stderr.splitlines()) == 1
