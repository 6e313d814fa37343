"""Replay viewer: the list finds saved logs, a game steps forward and back on the
real table with exactly the logged positions, and a broken file says which line."""
from __future__ import annotations

import json

import pygame

from game.core.log import read_events, write_events
from game.registry import replay_game as replay
from game.core.match import Match, Seat
from game.eceg.players import make_player
from game.eceg.state import Rules
from scenes.eceg.replay import ReplayListScene, ReplayTable, action_of
from scenes.shell.title import TitleScene
from scenes.ui.userdata import game_logs_dir

from tests.scenes.scene_helpers import click, key, make_app

ECEG = "easy-come-easy-go"


def logs_dir():
    """Where E at the table saves game logs, and the replay list looks (made here: a test writes first)."""
    folder = game_logs_dir(ECEG)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def played_log(seed=21):
    match = Match(Rules(3), [Seat("Ana", "human"), Seat("Bot", "greedy"), Seat("Cy", "random")], seed)
    import random
    match.play_out([make_player("greedy", random.Random(i), match.rules) for i in range(3)])
    return match


def state_after(log, steps):
    start = log[0]
    match = Match(Rules(len(start["players"])), [Seat(p["name"], p["kind"]) for p in start["players"]], start["seed"])
    actions = [a for a in map(action_of, log[1:]) if a is not None]
    for a in actions[:steps]:
        match.apply(*a)
    return match.state


def open_viewer(tmp_name="viewer.jsonl", seed=21, *argv):
    match = played_log(seed)
    path = logs_dir() / tmp_name
    with open(path, "w", encoding="utf-8") as f:
        write_events(match.log, f)
    app = make_app(*argv)
    app.push(TitleScene(app))
    app.push(ReplayListScene(app))
    listing = app.stack[-1]
    while listing.entries[listing.index][0] != path:
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    return app, match, app.stack[-1]


def test_step_forward_back_home_end():
    app, match, table = open_viewer()
    assert isinstance(table, ReplayTable)
    log = match.log
    first = table.position
    assert first == sum(1 for e in log if e["type"] == "first_roll")
    for _ in range(5):
        key(app, pygame.K_RIGHT)
        app.update(1 / 60)
        app.render()
        assert table.match.state == state_after(log, table.position)
    assert table.position == first + 5
    key(app, pygame.K_LEFT)                 # back: rebuilt from the start
    table = app.stack[-1]
    assert table.position == first + 4 and table.match.state == state_after(log, first + 4)
    assert len([d for d in table.layer.dice if not d.moving]) == len(table.layer.dice)
    key(app, pygame.K_END)
    table = app.stack[-1]
    assert table.match.state == replay(log).state and table.match.state.is_over()
    app.render()
    key(app, pygame.K_RIGHT)                # nothing after the end
    assert table.match.state.is_over()
    key(app, pygame.K_HOME)
    table = app.stack[-1]
    assert table.position == first
    click(app, (700, 350))                  # a click steps too
    assert table.position == first + 1
    app.render()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack[-1], ReplayListScene)
    # watching never writes: the file holds exactly the game that was played
    with open(logs_dir() / "viewer.jsonl", encoding="utf-8") as f:
        assert [e for _n, e in read_events(f)] == json.loads(json.dumps(match.log))


def test_bad_file_names_the_line():
    match = played_log(5)
    lines = [json.dumps(e) for e in match.log]
    lines[3] = lines[3].replace('"dice": [', '"dice": [9, ')   # an impossible throw
    path = logs_dir() / "broken.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    (logs_dir() / "garbage.jsonl").write_text("not json\n", encoding="utf-8")
    app = make_app()
    app.push(TitleScene(app))
    listing = ReplayListScene(app)
    app.push(listing)
    for name, line in (("broken.jsonl", "Line 4"), ("garbage.jsonl", "Line 1")):
        listing.index = next(i for i, e in enumerate(listing.entries) if e[0].name == name)
        key(app, pygame.K_RETURN)
        assert app.stack[-1] is listing and line in listing.error
    app.render()


def test_start_replay_opens_a_file_directly(tmp_path):
    from scenes.eceg.replay import start_replay
    match = played_log(8)
    path = tmp_path / "given.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        write_events(match.log, f)
    app = make_app()
    app.push(TitleScene(app))
    start_replay(app, path)
    table = app.stack[-1]
    assert isinstance(table, ReplayTable)
    key(app, pygame.K_END)
    assert app.stack[-1].match.state == match.state
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"type":"turn","player":0}\n', encoding="utf-8")
    app.reset(TitleScene(app))
    start_replay(app, bad)
    assert isinstance(app.stack[-1], ReplayListScene) and "Line 1" in app.stack[-1].error


def test_replay_from_the_command_line_opens_the_game_on_the_table(tmp_path):
    from scenes.app import open_scenes
    match = played_log(33)
    path = tmp_path / "cli.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        write_events(match.log, f)
    app = make_app("--replay", str(path))
    open_scenes(app)
    assert isinstance(app.stack[0], TitleScene)
    table = app.stack[-1]
    assert isinstance(table, ReplayTable) and table.layer.help_key is None
    key(app, pygame.K_END)
    assert table.match.state == match.state


def test_files_that_hold_no_game_are_named_with_the_line_that_is_wrong(tmp_path):
    """An empty file, a binary one and one with an absurd name: each is listed by its own
    name with the line (or, empty, as holding no game), never "no game logs yet", and
    opening it changes nothing."""
    from scenes.eceg.replay import start_replay
    good = [json.dumps(e) for e in played_log(8).log]
    files = {"empty.jsonl": (b"", "The file holds no game"),
             "binary.jsonl": ("\n".join(good[:2]).encode() + b"\n\xff\xfe\x00binary\n", "Line 3"),
             "deep.jsonl": (b"[" * 100_000 + b"\n", "Line 1"),
             "long-name.jsonl": (good[0].replace('"Ana"', '"' + "A" * 100_000 + '"').encode() + b"\n", "Line 1")}
    for name, (content, line) in files.items():
        path = tmp_path / name
        path.write_bytes(content)
        app = make_app()
        app.push(TitleScene(app))
        start_replay(app, path)
        listing = app.stack[-1]
        assert isinstance(listing, ReplayListScene)
        assert len(listing.entries) == 1 and listing.entries[0][2].startswith(f"{name} · {line}")
        assert line in listing.error and len(listing.entries[0][2]) < 300
        app.render()
        assert path.read_bytes() == content


def test_replay_file_names_the_line_of_bytes_that_are_not_text(tmp_path):
    from game.core.log import LogError
    from game.registry import replay_file
    path = tmp_path / "binary.jsonl"
    path.write_bytes(b'\n\n\xff\xfe{"type": "start"}\n')
    try:
        replay_file(str(path))
    except LogError as error:
        assert str(error) == "line 3: not UTF-8 text"
    else:
        raise AssertionError("no LogError")
    path.write_bytes(b"")
    try:
        replay_file(str(path))
    except LogError as error:
        assert str(error).startswith("line 1: no start line")
    else:
        raise AssertionError("no LogError")
