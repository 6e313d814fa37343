"""Atomic JSON files and the keeping aside of unreadable ones."""
import json

import pytest

from scenes.ui.storage import load_json, save_json


def test_save_then_load_round_trips_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "deep" / "settings.json"
    save_json(path, {"language": "fr", "volume": 0.5})
    assert load_json(path) == ({"language": "fr", "volume": 0.5}, None)
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


def test_a_failed_write_keeps_the_old_file_whole(tmp_path):
    path = tmp_path / "save.json"
    save_json(path, {"turn": 1})
    with pytest.raises(TypeError):
        save_json(path, {"turn": object()})   # not JSON-able: fails mid-write
    assert json.loads(path.read_text(encoding="utf-8")) == {"turn": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_no_file_is_not_a_problem(tmp_path):
    assert load_json(tmp_path / "none.json") == (None, None)


@pytest.mark.parametrize("content", ['{"turn": ', "\x00\x01binary", "[1, 2, 3]", '{"no": "turn"}'])
def test_an_unreadable_file_is_kept_aside_with_a_message(tmp_path, content):
    path = tmp_path / "save.json"
    path.write_text(content, encoding="utf-8")

    def check(data):
        return {"turn": int(data["turn"])}

    value, problem = load_json(path, check)
    assert value is None and "save.json could not be read" in problem
    assert not path.exists()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("save.json.bad-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    assert kept[0].name in problem


@pytest.mark.parametrize("content", ['{"volume": NaN}', '{"volume": 1e999}', '{"volume": -Infinity}', "[" * 100_000])
def test_numbers_no_file_holds_and_absurd_nesting_are_refused(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    value, problem = load_json(path)
    assert value is None and "settings.json could not be read" in problem
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad-")]
    assert [p.read_text(encoding="utf-8") for p in kept] == [content]


def test_a_file_over_the_size_limit_is_kept_aside_unread(tmp_path, monkeypatch):
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"Ana": {"games": 1, "wins": 0}}), encoding="utf-8")
    opened = []
    monkeypatch.setattr("builtins.open", lambda *a, **k: opened.append(a) or (_ for _ in ()).throw(AssertionError))
    value, problem = load_json(path, max_bytes=10)
    assert value is None and "too large" in problem and opened == []
    assert not path.exists()
