"""Whatever a file the game reads holds (any JSON value, any bytes, a real file edited
anywhere), starting the title, resuming, counting a finished game and opening every
screen never raises; the file is either used, or kept aside as NAME.bad-<time> with a
notice naming it; nothing else in the data folder changes."""
from __future__ import annotations

import atexit
import json
import os
import random
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from game.core.match import Match, Seat
from game.eceg.players import make_player
from game.eceg.state import Rules
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.replay import ReplayListScene
from scenes.shell.table_scene import TableScene
from scenes.shell import saves, statistics
from scenes.shell import settings as settings_model
from scenes.shell.title import TitleScene
from scenes.ui import text, userdata

from tests.scenes.scene_helpers import make_app, step, top

ECEG = "easy-come-easy-go"
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
ODD = [float("nan"), float("inf"), -1e308, 10**400, -(10**20), "", "x" * 300, [999, -5, 0], 2**63, 7, -1, 0, 1]

leaves = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=12), st.sampled_from(ODD))


def values(keys=()):
    names = st.one_of(st.sampled_from(keys), st.text(max_size=8)) if keys else st.text(max_size=8)
    return st.recursive(leaves, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(names, inner, max_size=5),
                        max_leaves=16)


def as_bytes(value) -> bytes:
    return json.dumps(value).encode("utf-8")


def contents(keys=()):
    """Any JSON value (mostly objects of the format's own keys), or any bytes."""
    return st.one_of(values(keys).map(as_bytes), st.dictionaries(st.sampled_from(keys), values(keys)).map(as_bytes),
                     st.binary(max_size=64))


# hypothesis runs many examples in one test, so tmp_path (one per test) cannot serve: each
# example's folder goes under one parent, removed when the process ends (they were left in /tmp)
EXAMPLES = Path(tempfile.mkdtemp(prefix="any-file-"))
atexit.register(shutil.rmtree, EXAMPLES, True)


def fresh_folder() -> Path:
    folder = Path(tempfile.mkdtemp(dir=EXAMPLES))
    os.environ["ECEG_DATA_DIR"] = str(folder)
    return folder


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def check_used_or_kept_aside(folder: Path, before: dict, path: Path, written: bytes, notices, message: str,
                             may_change=()) -> bool:
    """True if the file was used; else it is kept aside, whole, and a notice names it."""
    after = files(folder)
    name = str(path.relative_to(folder))
    kept = [k for k in after if k.startswith(name + ".bad-")]
    if kept:
        assert len(kept) == 1 and after[kept[0]] == written and name not in after
        assert (message, {"file": Path(kept[0]).name}) in notices
    else:
        assert after.get(name) == written or name in may_change
    others = {k: v for k, v in after.items() if k not in kept and k != name and k not in may_change}
    assert others == {k: v for k, v in before.items() if k != name and k not in may_change}
    return not kept


def visit_every_screen(app) -> None:
    """The title, then each screen it opens (and back), drawn."""
    app.push(TitleScene(app))
    app.render()
    for name in ("settings", "statistics", app.game_screen("replay list"), app.game_screen("rules"), "setup"):
        app.open(name)
        app.render()
        app.pop()


def finished_match() -> Match:
    match = Match(Rules(2), [Seat("Ada", "greedy"), Seat("Bob", "greedy")], 3)
    match.play_out([make_player("greedy", random.Random(i), match.rules) for i in range(2)])
    return match


FINISHED = finished_match()


@FAST
@given(st.one_of(st.tuples(st.just(None), contents(tuple(settings_model.shared_defaults()))),
                 st.tuples(st.just(ECEG), contents(tuple(settings_model.game_defaults()[ECEG])))))
def test_any_settings_file(file):
    game, written = file
    folder = fresh_folder()
    path = userdata.settings_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(written)
    before = files(folder)
    try:
        app = make_app()
        visit_every_screen(app)
        used = check_used_or_kept_aside(folder, before, path, written, app.notices, "settings_damaged")
        assert app.settings["language"] in settings_model.LANGUAGES and app.settings["volume"] in settings_model.VOLUMES
        assert all(type(app.settings[k]) is type(v) for k, v in settings_model.defaults().items())
        if used and game is None:
            assert app.settings["language"] == json.loads(written).get("language", "en")
    finally:
        text.set_language("en")


stat_keys = ("Ada", "Bob", "games", "wins", "places", "taken", "stolen", "lost", "by_prize", "seven", "1")


@FAST
@given(contents(stat_keys))
def test_any_statistics_file(written):
    folder = fresh_folder()
    path = userdata.statistics_path(ECEG)
    path.parent.mkdir(parents=True)
    path.write_bytes(written)
    before = files(folder)
    app = make_app()
    visit_every_screen(app)
    check_used_or_kept_aside(folder, before, path, written, app.notices, "stats_damaged")
    known = dict(statistics.load(ECEG)[0])
    assert statistics.record(FINISHED)                      # the end of a game counts it, on top
    counted, problem = statistics.load(ECEG)
    assert problem is None and counted["Ada"].games == known.get("Ada", statistics.game_stats.PlayerStats()).games + 1


def valid_save() -> dict:
    previous = os.environ["ECEG_DATA_DIR"]
    fresh_folder()
    config = GameConfig((SeatConfig("Ada", (214, 72, 62)), SeatConfig("Bob", (70, 130, 220), "greedy")), seed=5)
    match = Match(Rules(2), [Seat("Ada"), Seat("Bob", "greedy")], 5)
    players = [make_player("greedy", random.Random(i), match.rules) for i in range(2)]
    while len(match.log) < 40 or match.state.seat != 0 or match.state.phase != "roll":
        match.step(players)
    saves.save(config, match)
    data = json.loads(saves.path(ECEG).read_text(encoding="utf-8"))
    os.environ["ECEG_DATA_DIR"] = previous
    return data


SAVE = valid_save()


def paths(value, at=()):
    yield at
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        yield from paths(child, (*at, key))


SAVE_PATHS = list(paths(SAVE))


def edited(where: int, value) -> bytes:
    data = json.loads(json.dumps(SAVE))
    *parent, last = SAVE_PATHS[where] or (None,)
    if not SAVE_PATHS[where]:
        return as_bytes(value)
    into = data
    for key in parent:
        into = into[key]
    into[last] = value
    return as_bytes(data)


@FAST
@given(st.one_of(st.tuples(st.integers(0, len(SAVE_PATHS) - 1), values()).map(lambda e: edited(*e)),
                 contents(("format", "game", "config", "match")), st.just(as_bytes(SAVE))))
def test_any_save_file(written):
    folder = fresh_folder()
    path = saves.path(ECEG)
    path.parent.mkdir(parents=True)
    path.write_bytes(written)
    before = files(folder)
    app = make_app("--speed", "instant")
    visit_every_screen(app)
    title = top(app)
    resume = [b for b in title.buttons if b.text == text.t("resume_game")]
    used = check_used_or_kept_aside(folder, before, path, written, app.notices, "save_damaged")
    assert bool(resume) == used
    if resume:
        resume[0].action()
        table = top(app)
        assert isinstance(table, TableScene)
        step(app, 3.0)                  # the computer may play on: the save follows
        app.quit()
        check_used_or_kept_aside(folder, before, path, written, app.notices, "save_damaged",
                                 may_change=("easy-come-easy-go/saves/current.json",))


def log_lines():
    good = [json.dumps(e) for e in FINISHED.log[:12]]
    line = st.one_of(st.sampled_from(good), values(("type", "players", "seed", "dice", "player")).map(json.dumps),
                     st.text(max_size=20))
    return st.one_of(st.lists(line, max_size=6).map(lambda ls: "\n".join(ls).encode("utf-8")), st.binary(max_size=80))


@FAST
@given(log_lines())
def test_any_log_file_for_replay(written):
    folder = fresh_folder()
    logs = userdata.game_logs_dir(ECEG)
    logs.mkdir(parents=True)
    (logs / "any.jsonl").write_bytes(written)
    before = files(folder)
    app = make_app()
    app.push(TitleScene(app))
    listing = app.open(app.game_screen("replay list"))
    assert isinstance(listing, ReplayListScene) and listing.entries
    for entry in list(listing.entries):
        listing.open(entry)
        app.render()
        if top(app) is not listing:         # a valid game opened on the table
            app.pop()
        else:                               # else the list says why, naming the line
            assert listing.error.strip()
        assert "any.jsonl" in entry[2]
    assert files(folder) == before
