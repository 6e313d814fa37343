"""Tools that open the game (screenshots, the monkey, frame and AI benchmarks) never use
the player's user data folder: each calls the one helper (tools/throwaway_data.py) before
the game is imported, which points ECEG_DATA_DIR and XDG_DATA_HOME at a new empty folder
whatever they said before. No tool is run here: each is imported (its set-up runs at
import) with both variables pointing at a stand-in for the player's folder."""
from __future__ import annotations

import importlib
import sys
import tempfile
from pathlib import Path

import pytest

from tools import throwaway_data

TOOLS = Path(__file__).resolve().parent.parent / "tools"
# what makes a tool one that opens the game: the app itself, or main.py, or a tool that does
OPENS = ("scenes.app", "main.py", "bench_frames.py", "import screenshots")
# tools that open it with folders of their own, on purpose (each says why)
OWN_FOLDERS = {
    "run.py": "runs the game for the developer to play, with their own data",
    "build.py": "its smoke run gives each launch a temporary XDG_DATA_HOME, ECEG_DATA_DIR unset "
                "(the platform's own folder is what it checks)",
    "bench_release.py": "each launch gets a temporary folder the platform's way (user_data_env)",
}


def opening_tools() -> list[str]:
    return sorted(p.name for p in TOOLS.glob("*.py")
                  if any(mark in p.read_text(encoding="utf-8") for mark in OPENS)
                  and p.name not in OWN_FOLDERS and p.name != "throwaway_data.py")


def test_the_tools_that_open_the_game_are_found():
    found = opening_tools()
    for name in ("screenshots.py", "screenshots_comforts.py", "screenshots_wazabi.py",
                 "screenshots_wazabi_more.py", "screenshots_yam.py", "monkey.py", "bench_frames.py"):
        assert name in found


@pytest.fixture
def players_folder(tmp_path, monkeypatch):
    """Both variables pointing at a stand-in for the player's own data, as a developer's
    shell might; restored after the test."""
    real = tmp_path / "players-own-data"
    real.mkdir()
    monkeypatch.setenv("ECEG_DATA_DIR", str(real))
    monkeypatch.setenv("XDG_DATA_HOME", str(real))
    monkeypatch.delenv(throwaway_data.MADE, raising=False)
    monkeypatch.syspath_prepend(str(TOOLS))
    return real


def test_the_helper_moves_both_variables_to_a_new_empty_folder(players_folder):
    import os
    folder = throwaway_data.setup_environment("eceg-test-tool-")
    assert folder != players_folder and folder.is_dir() and not any(folder.iterdir())
    assert Path(tempfile.gettempdir()) in folder.parents
    assert os.environ["ECEG_DATA_DIR"] == os.environ["XDG_DATA_HOME"] == str(folder)
    assert throwaway_data.setup_environment("eceg-test-tool-") == folder      # one per process


@pytest.mark.parametrize("name", opening_tools())
def test_each_tool_sets_up_a_throwaway_folder_before_the_game_is_imported(name, players_folder, monkeypatch):
    import os
    source = (TOOLS / name).read_text(encoding="utf-8")
    lines = source.splitlines()
    setup = next(i for i, line in enumerate(lines) if line.startswith("DATA = setup_environment("))
    first_game = next((i for i, line in enumerate(lines)
                       if line.startswith(("import pygame", "from scenes", "from game", "import screenshots",
                                           "import bench_", "import exact", "import solve"))), len(lines))
    assert setup < first_game, f"{name}: the game is imported before its data folder is set"
    module_name = f"tools.{name[:-3]}"
    for cached in (module_name, name[:-3]):
        monkeypatch.delitem(sys.modules, cached, raising=False)
    tool = importlib.import_module(module_name)           # its set-up runs now
    assert tool.setup_environment is throwaway_data.setup_environment
    assert tool.DATA != players_folder and str(tool.DATA) == os.environ["ECEG_DATA_DIR"] == os.environ["XDG_DATA_HOME"]
    assert not any(players_folder.iterdir())
