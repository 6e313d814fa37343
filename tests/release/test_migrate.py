"""Version 0.1's files move into the game's folder once, and nothing is ever overwritten
(the whole story through the app: tests/scenes/test_player_files.py)."""
import json

from scenes.shell.migrate import migrate, open_data_folder
from scenes.ui import userdata

GAME = "easy-come-easy-go"


def write(path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def read(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_a_file_already_in_the_new_place_is_kept_and_the_old_one_stays(user_dir):
    write(user_dir / "statistics.json", {"old": 1})
    write(user_dir / GAME / "statistics.json", {"new": 2})
    write(user_dir / "saves" / "current.json", {"old save": 1})
    write(user_dir / GAME / "saves" / "current.json", {"new save": 2})
    assert open_data_folder() is None
    assert read(user_dir / GAME / "statistics.json") == {"new": 2}
    assert read(user_dir / "statistics.json") == {"old": 1}
    assert read(user_dir / GAME / "saves" / "current.json") == {"new save": 2}
    assert read(user_dir / "saves" / "current.json") == {"old save": 1}


def test_settings_are_split_once_and_a_second_run_changes_nothing(user_dir):
    write(user_dir / "settings.json", {"language": "fr", "coach_allowed": False, "muted": True})
    migrate(("coach_allowed",))
    assert read(user_dir / "settings.json") == {"language": "fr", "muted": True}
    assert read(user_dir / GAME / "settings.json") == {"coach_allowed": False}
    before = {p.relative_to(user_dir): p.read_bytes() for p in user_dir.rglob("*") if p.is_file()}
    migrate(("coach_allowed",))
    assert {p.relative_to(user_dir): p.read_bytes() for p in user_dir.rglob("*") if p.is_file()} == before


def test_a_damaged_0_1_settings_file_is_left_to_the_settings_loader(user_dir):
    user_dir.mkdir()
    (user_dir / "settings.json").write_text("{not json", encoding="utf-8")
    migrate(("coach_allowed",))
    assert (user_dir / "settings.json").read_text(encoding="utf-8") == "{not json"
    assert not (user_dir / GAME).exists()


def test_kept_aside_saves_move_with_the_save_and_the_old_folder_goes(user_dir):
    write(user_dir / "saves" / "current.json", {"save": 1})
    write(user_dir / "saves" / "current.json.bad-20250101-120000", {"damaged": 1})
    migrate(("coach_allowed",))
    assert not (user_dir / "saves").exists()
    assert sorted(p.name for p in userdata.saves_dir(GAME).iterdir()) == \
        ["current.json", "current.json.bad-20250101-120000"]
