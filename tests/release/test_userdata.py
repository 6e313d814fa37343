"""The player's files: in the per-user data folder, made on first use, robust to damage."""
import json
import sys

import pytest

from scenes.ui import userdata


def test_folder_is_not_made_until_used(user_dir):
    assert userdata.data_dir(create=False) == user_dir
    assert not user_dir.exists()
    path = userdata.settings_path()
    assert path.parent == user_dir and user_dir.is_dir()
    assert not path.exists()   # a path, not a file: nothing written yet


def test_sub_folders_are_made_on_first_use(user_dir):
    assert userdata.saves_dir() == user_dir / "saves" and (user_dir / "saves").is_dir()
    assert userdata.logs_dir() == user_dir / "logs" and (user_dir / "logs").is_dir()
    assert userdata.statistics_path() == user_dir / "statistics.json"


def test_default_folder_comes_from_platformdirs(tmp_path, monkeypatch):
    import platformdirs
    monkeypatch.delenv("ECEG_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.chdir(tmp_path)
    expected = platformdirs.user_data_dir("EasyComeEasyGo", appauthor=False, roaming=False)
    assert str(userdata.data_dir(create=False)) == expected
    if sys.platform.startswith("linux"):
        assert userdata.data_dir() == tmp_path / "xdg" / "EasyComeEasyGo"
        assert (tmp_path / "xdg" / "EasyComeEasyGo").is_dir()


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


def test_settings_of_the_wrong_type_or_unknown_are_ignored(user_dir):
    userdata.write_json(userdata.settings_path(), {"speed": 3, "language": "fr", "cheat": True})
    settings = userdata.load_settings({"speed": "normal", "language": "en"})
    assert settings == {"speed": "normal", "language": "fr"}


@pytest.mark.parametrize("content", ["{not json", "[1, 2, 3]", "\x00\x01"])
def test_damaged_settings_give_defaults_and_are_kept_aside(user_dir, content):
    path = userdata.settings_path()
    path.write_text(content, encoding="utf-8")
    assert userdata.load_settings({"speed": "normal"}) == {"speed": "normal"}
    if content != "[1, 2, 3]":   # valid JSON of the wrong shape is simply not used
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


def test_unwritable_folder_does_not_crash_saving(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ECEG_DATA_DIR", str(blocker / "data"))
    assert userdata.save_settings({"speed": "fast"}) is False
