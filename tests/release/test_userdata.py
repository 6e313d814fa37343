"""The player's files: in the per-user data folder, made on first use, robust to damage."""
import json
import sys

import pytest

from scenes.ui import userdata

ECEG = "easy-come-easy-go"


def test_folder_is_not_made_until_checked(user_dir):
    assert userdata.data_dir() == user_dir
    assert userdata.settings_path() == user_dir / "settings.json"
    assert userdata.save_path(ECEG).parent.parent.parent == user_dir
    assert not user_dir.exists()           # paths are only paths
    assert userdata.writable()
    assert user_dir.is_dir() and list(user_dir.iterdir()) == []   # the probe file is gone


def test_shared_files_at_the_top_and_each_game_in_its_own_folder(user_dir):
    eceg = user_dir / "easy-come-easy-go"
    assert userdata.settings_path() == user_dir / "settings.json"
    assert userdata.logs_dir() == user_dir / "logs"
    assert userdata.settings_path("easy-come-easy-go") == eceg / "settings.json"
    assert userdata.statistics_path("easy-come-easy-go") == eceg / "statistics.json"
    assert userdata.save_path("easy-come-easy-go") == eceg / "saves" / "current.json"
    assert userdata.game_logs_dir("easy-come-easy-go") == eceg / "logs"
    other = [userdata.settings_path("wazabi"), userdata.statistics_path("yam-color"), userdata.save_path("wazabi")]
    assert all(path.is_relative_to(user_dir) and not path.is_relative_to(eceg) for path in other)
    with pytest.raises(ValueError):
        userdata.game_dir("../elsewhere")


def test_default_folder_comes_from_platformdirs(tmp_path, monkeypatch):
    import platformdirs
    monkeypatch.delenv("ECEG_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.chdir(tmp_path)
    expected = platformdirs.user_data_dir("EasyComeEasyGo", appauthor=False, roaming=False)
    assert str(userdata.data_dir()) == expected
    if sys.platform.startswith("linux"):
        assert userdata.data_dir() == tmp_path / "xdg" / "EasyComeEasyGo"
        assert userdata.writable() and (tmp_path / "xdg" / "EasyComeEasyGo").is_dir()


def test_folder_does_not_depend_on_the_current_folder(user_dir, tmp_path, monkeypatch):
    first = userdata.settings_path()
    other = tmp_path / "elsewhere"
    other.mkdir()
    monkeypatch.chdir(other)
    assert userdata.settings_path() == first
    assert list(other.iterdir()) == []


def test_settings_round_trip(user_dir):
    defaults = {"speed": "normal", "language": "en", "volume": 0.8, "muted": False}
    assert userdata.load_settings(defaults) == defaults
    assert userdata.save_settings({**defaults, "speed": "fast", "muted": True})
    stored = json.loads(userdata.settings_path().read_text(encoding="utf-8"))
    assert stored["speed"] == "fast"
    assert userdata.load_settings(defaults) == {**defaults, "speed": "fast", "muted": True}
    assert userdata.save_settings({"coach_allowed": False}, "easy-come-easy-go")
    assert userdata.load_settings({"coach_allowed": True}, "easy-come-easy-go") == {"coach_allowed": False}
    assert userdata.load_settings({"coach_allowed": True}, "wazabi") == {"coach_allowed": True}


def test_unknown_settings_are_passed_over(user_dir):
    user_dir.mkdir()
    userdata.write_json(userdata.settings_path(), {"language": "fr", "cheat": True})
    settings = userdata.load_settings({"speed": "normal", "language": "en"})
    assert settings == {"speed": "normal", "language": "fr"}


def test_settings_of_the_wrong_type_are_kept_aside(user_dir):
    user_dir.mkdir()
    userdata.write_json(userdata.settings_path(), {"speed": 3, "language": "fr"})
    settings, problem = userdata.load_settings_checked({"speed": "normal", "language": "en"})
    assert settings == {"speed": "normal", "language": "en"} and "speed" in problem
    assert not userdata.settings_path().exists() and list(user_dir.glob("settings.json.bad-*"))


@pytest.mark.parametrize("content", ["{not json", "[1, 2, 3]", "\x00\x01"])
def test_damaged_settings_give_defaults_and_are_kept_aside(user_dir, content):
    path = userdata.settings_path()
    user_dir.mkdir()
    path.write_text(content, encoding="utf-8")
    assert userdata.load_settings({"speed": "normal"}) == {"speed": "normal"}
    assert not path.exists()
    kept = list(path.parent.glob("settings.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content


def test_a_failed_write_leaves_the_old_file_whole(user_dir):
    path = userdata.settings_path()
    userdata.write_json(path, {"speed": "fast"})
    with pytest.raises(TypeError):
        userdata.write_json(path, {"speed": object()})
    assert json.loads(path.read_text(encoding="utf-8")) == {"speed": "fast"}
    assert [p.name for p in user_dir.iterdir()] == ["settings.json"]   # no temporary left


@pytest.mark.parametrize("under_a_file", [False, True])
def test_a_folder_that_cannot_be_used_keeps_nothing_quietly(tmp_path, monkeypatch, caplog, under_a_file):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ECEG_DATA_DIR", str(blocker / "data" if under_a_file else blocker))
    assert not userdata.writable() and userdata.problem()
    with caplog.at_level("DEBUG"):
        for _ in range(3):
            assert userdata.save_settings({"speed": "fast"}) is False
            assert userdata.write_json(userdata.statistics_path("easy-come-easy-go"), {}) is False
            userdata.remove(userdata.save_path("easy-come-easy-go"))
        assert userdata.load_settings({"speed": "normal"}) == {"speed": "normal"}
    assert caplog.records == []          # no noise on every write: the player was told once, at start
    assert blocker.read_text() == "not a folder"
