"""build.spec, the build requirements and tools/build.py's own checks, without freezing
(CI freezes and smoke-tests the real program: .ci/run)."""
import ast
import re
import sys
import types
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import build  # noqa: E402


class Recorder:
    """Stands in for PyInstaller's Analysis/PYZ/EXE/COLLECT/BUNDLE: remembers its arguments."""
    calls: dict = {}

    def __init__(self, kind):
        self.kind = kind

    def __call__(self, *args, **kwargs):
        result = types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])
        Recorder.calls[self.kind] = (args, kwargs)
        Recorder.calls[self.kind + " result"] = result
        return result


def run_spec(monkeypatch, platform="linux", env=None):
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [f"{package}.everything"]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    for key in ("ECEG_FREEZE_SCRIPT", "ECEG_FREEZE_NAME"):
        monkeypatch.delenv(key, raising=False)
    for key, value in (env or {}).items():
        monkeypatch.setenv(key, value)
    Recorder.calls = {}
    names = {k: Recorder(k) for k in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    spec = ROOT / "build.spec"
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), {"SPECPATH": str(ROOT), **names})
    return Recorder.calls


def test_spec_bundles_every_asset_from_the_package_folder(monkeypatch):
    calls = run_spec(monkeypatch)
    (scripts,), analysis = calls["Analysis"]
    assert scripts == [str(ROOT / "main.py")]
    assert analysis["datas"] == [(str(ROOT / "assets"), "assets")]
    for needed in ("fonts", "ai/two_player.bin", "icon.png"):
        assert (ROOT / "assets" / needed).exists()
    assert {"game.everything", "scenes.everything", "platformdirs"} <= set(analysis["hiddenimports"])


def test_spec_bundles_play_across_computers(monkeypatch):
    """websockets imports lazily and zeroconf is compiled: PyInstaller sees neither's
    imports; zeroconf (LGPL) stays replaceable, as files beside the program."""
    analysis = run_spec(monkeypatch)["Analysis"][1]
    assert {"websockets.everything", "zeroconf.everything", "ifaddr.everything"} <= set(analysis["hiddenimports"])
    assert analysis["module_collection_mode"] == {"zeroconf": "py"}
    assert not {"websockets", "zeroconf", "ifaddr", "asyncio", "socket"} & set(analysis["excludes"])


def test_spec_keeps_the_bundle_lean(monkeypatch):
    excludes = run_spec(monkeypatch)["Analysis"][1]["excludes"]
    assert {"numpy", "tkinter", "unittest", "pygame.tests", "pygame.examples"} <= set(excludes)


def test_spec_makes_a_windowed_one_folder_program(monkeypatch):
    calls = run_spec(monkeypatch)
    exe = calls["EXE"][1]
    assert exe["console"] is False and exe["exclude_binaries"] is True   # one folder
    assert exe["name"] == calls["COLLECT"][1]["name"] == "EasyComeEasyGo"
    assert "BUNDLE" not in calls


@pytest.mark.parametrize("platform, icon", [("win32", "icon.ico"), ("darwin", "icon.icns"), ("linux", None)])
def test_spec_gives_each_platform_its_icon(monkeypatch, platform, icon):
    calls = run_spec(monkeypatch, platform)
    given = calls["EXE"][1]["icon"]
    assert given == (str(ROOT / "assets" / icon) if icon else None)
    if icon:
        assert Path(given).is_file()
    assert ("BUNDLE" in calls) == (platform == "darwin")
    if platform == "darwin":
        assert calls["BUNDLE"][1]["version"] == build.version()
        from game.registry import GAMES         # the Finder names the program after its games
        shown = calls["BUNDLE"][1]["info_plist"]["CFBundleDisplayName"]
        assert all(g.title in shown for g in GAMES.values()), shown


def test_spec_has_no_hard_coded_paths():
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    strings = [node.value for node in ast.walk(tree)
               if isinstance(node, ast.Constant) and isinstance(node.value, str)]
    assert "assets" in strings   # the walk sees the spec's strings
    paths = [s for s in strings if ("\\" in s or "/" in s or re.match(r"^[A-Za-z]:", s)) and " " not in s]
    assert paths == [], "build paths with pathlib (ROOT / 'a' / 'b'), not separators"


def test_baseline_is_frozen_the_same_way_without_the_game(monkeypatch):
    game = run_spec(monkeypatch)
    base = run_spec(monkeypatch, env={"ECEG_FREEZE_SCRIPT": "tiny.py", "ECEG_FREEZE_NAME": "baseline"})
    assert base["Analysis"][0] == (["tiny.py"],)
    assert base["Analysis"][1]["datas"] == [] and base["Analysis"][1]["hiddenimports"] == []
    assert base["Analysis"][1]["excludes"] == game["Analysis"][1]["excludes"]
    same = ("console", "strip", "upx", "exclude_binaries")
    assert {k: base["EXE"][1][k] for k in same} == {k: game["EXE"][1][k] for k in same}


def test_build_requirements_are_pinned():
    lines = [line.split("#")[0].strip() for line in (ROOT / "requirements-build.txt").read_text().splitlines()]
    lines = [line for line in lines if line]
    assert "-r requirements.txt" in lines
    assert "pyinstaller==6.22.3" in lines
    assert all("==" in line for line in lines if not line.startswith("-r"))
    game = (ROOT / "requirements.txt").read_text()
    assert re.search(r"^platformdirs==\d", game, re.M)


def test_version_is_a_release_number():
    from game import __version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    assert build.version() == __version__


def test_smoke_environment_has_no_python_environment(monkeypatch):
    monkeypatch.setenv("VIRTUAL_ENV", "/somewhere/venv")
    monkeypatch.setenv("PYTHONPATH", "/somewhere")
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    monkeypatch.setenv("PATH", f"/somewhere/venv/bin:{build.VENV / 'bin'}:/usr/bin")
    env = build.clean_env({"SDL_VIDEODRIVER": "dummy"})
    assert "VIRTUAL_ENV" not in env and "PYTHONPATH" not in env and "PYTHONDONTWRITEBYTECODE" not in env
    assert env["PATH"] == "/usr/bin" and env["SDL_VIDEODRIVER"] == "dummy"


def test_screenshot_check_tells_a_picture_from_a_blank(tmp_path):
    blank = pygame.Surface((320, 180))
    blank.fill((0, 0, 0))
    pygame.image.save(blank, str(tmp_path / "blank.png"))
    assert "blank" in build.screenshot_problem(tmp_path / "blank.png")

    mostly = blank.copy()
    mostly.fill((27, 94, 58))
    pygame.draw.rect(mostly, (250, 250, 250), (10, 10, 12, 12))
    pygame.image.save(mostly, str(tmp_path / "mostly.png"))
    assert "blank" in build.screenshot_problem(tmp_path / "mostly.png")

    from scenes.ui.icon import draw_icon
    picture = pygame.Surface((320, 180))
    picture.fill((27, 94, 58))
    picture.blit(draw_icon(170), (75, 5))
    pygame.draw.rect(picture, (200, 60, 60), (0, 0, 60, 180))
    pygame.image.save(picture, str(tmp_path / "picture.png"))
    assert build.screenshot_problem(tmp_path / "picture.png") is None

    assert "no screenshot" in build.screenshot_problem(tmp_path / "missing.png")
    (tmp_path / "junk.png").write_bytes(b"not a png")
    assert "unreadable" in build.screenshot_problem(tmp_path / "junk.png")


def test_bundle_carries_the_licences(monkeypatch):
    added = {Path(dest).name: Path(source) for dest, source, kind in run_spec(monkeypatch)["Analysis result"].datas}
    python_licence = [Path(sys.base_prefix) / "LICENSE.txt",
                      Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt"]
    if any(path.is_file() for path in python_licence):   # some Linux distributions leave it out
        assert "Python Software Foundation" in added.pop("python-LICENSE.txt").read_text(encoding="utf-8")
    assert set(added) == {"platformdirs-LICENSE.txt", "websockets-LICENSE.txt", "zeroconf-LICENSE.txt",
                          "ifaddr-LICENSE.txt"}
    for mit in ("platformdirs-LICENSE.txt", "ifaddr-LICENSE.txt"):
        assert "Permission is hereby granted" in added[mit].read_text(encoding="utf-8")
    assert "Redistribution and use in source and binary forms" in added["websockets-LICENSE.txt"].read_text()
    assert "LESSER GENERAL PUBLIC LICENSE" in added["zeroconf-LICENSE.txt"].read_text(encoding="utf-8")
    notes = (ROOT / "assets" / "licenses" / "THIRD-PARTY.txt").read_text(encoding="utf-8")
    assert "pygame-ce" in notes and "LGPL-2.1.txt" in notes
    requirements = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    for package in ("websockets", "zeroconf", "ifaddr"):      # the notes name the pinned versions
        pinned = re.search(rf"^{package}==(\S+)", requirements, re.M).group(1)
        assert f"{package} {pinned}" in notes
    assert "LESSER GENERAL PUBLIC LICENSE" in (ROOT / "assets" / "licenses" / "LGPL-2.1.txt").read_text()
    assert run_spec(monkeypatch, env={"ECEG_FREEZE_SCRIPT": "tiny.py"})["Analysis result"].datas == []


def test_the_smoke_test_starts_every_game_the_program_holds():
    from game.registry import GAMES
    assert [game_id for game_id, _, _ in build.SMOKE_RUNS] == list(GAMES)
    assert all(2 <= players <= 6 and frames > 0 for _, players, frames in build.SMOKE_RUNS)


def write_log(path: Path, game_id: str, games: int = 1) -> None:
    from game.core.simulate import run
    from game.registry import game
    chosen = game(game_id)
    with open(path, "w", encoding="utf-8") as out:
        run(chosen, chosen.make_rules(2), ["random", "random"], games, 3, log=out)


@pytest.mark.parametrize("game_id", ["easy-come-easy-go", "wazabi", "yam-color"])
def test_log_check_replays_a_game_and_refuses_a_wrong_or_damaged_log(tmp_path, game_id, capsys):
    import json
    from game.registry import game
    log = tmp_path / "game.jsonl"
    write_log(log, game_id)
    assert build.log_problem(log, game_id) is None
    assert "finished: winners" in capsys.readouterr().out
    other = "wazabi" if game_id != "wazabi" else "yam-color"
    assert "not " + other in build.log_problem(log, other)

    lines = log.read_text(encoding="utf-8").splitlines()
    events = [json.loads(line) for line in lines]
    # a game stopped mid-way (before an action's line, as the window stops) replays move by move
    end = next(i for i in range(len(lines) // 2, len(lines)) if game(game_id).action_of(events[i]) is not None)
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(lines[:end]) + "\n", encoding="utf-8")
    assert build.log_problem(cut, game_id) is None

    edited = tmp_path / "edited.jsonl"    # a move the engine did not make
    at = next(i for i, e in enumerate(events) if i > 2 and "player" in e)
    events[at]["player"] = (events[at]["player"] + 1) % 2
    edited.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    assert "does not replay" in build.log_problem(edited, game_id)
    assert "no log" in build.log_problem(tmp_path / "missing.jsonl", game_id)


def test_the_packaged_game_leaves_multiprocessing_out(monkeypatch):
    """With it in the bundle, PyInstaller's runtime hook imports it (and socket, pickle,
    subprocess) at every start; only simulate --jobs would use it."""
    assert "multiprocessing" in run_spec(monkeypatch)["Analysis"][1]["excludes"]


def test_without_multiprocessing_simulate_jobs_plays_the_same_games_in_one_process(tmp_path, monkeypatch, capsys):
    import main
    texts = []
    for jobs, blocked in (("1", False), ("2", True)):
        if blocked:     # as in the packaged game: `import multiprocessing` fails
            monkeypatch.setitem(sys.modules, "multiprocessing", None)
        path = tmp_path / f"j{jobs}.jsonl"
        assert main.main(["simulate", "--players", "greedy,random", "--games", "1100", "--seed", "4",
                          "--jobs", jobs, "--log", str(path)]) == 0
        texts.append((path.read_text(encoding="utf-8"), capsys.readouterr().out.splitlines()[2:5]))
    assert texts[0] == texts[1] and texts[0][0].count('"type":"start"') == 1100
