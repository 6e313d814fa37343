"""Statistics: a game finished through the real scenes is counted per player name,
stored in the per-user folder, and shown on the statistics screen (keyboard reachable)."""
from __future__ import annotations

import json

import pygame
import pytest

from game.core.stats import PlayerStats, to_data
from scenes.shell import statistics as stats_screen
from scenes.ui import text, userdata
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.shell.results import ResultsScene
from scenes.shell.statistics import StatsScene
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import key, make_app, step_until, top
from tests.scenes.test_save_resume import table_of

ECEG = "easy-come-easy-go"

COMPUTERS = GameConfig((SeatConfig("Ada", (214, 72, 62), "greedy"), SeatConfig("Bob", (70, 130, 220), "greedy")),
                       seed=8)


def play_to_the_end(app, config=COMPUTERS):
    table = table_of(app, config)
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=300)
    stats_screen.wait()          # counted beside the frame
    return table.match


def test_a_finished_game_is_counted_per_name_and_stored():
    app = make_app("--speed", "instant")
    match = play_to_the_end(app)
    data = json.loads(userdata.statistics_path(ECEG).read_text(encoding="utf-8"))
    winner = match.seats[match.state.winner].name
    loser = ({"Ada", "Bob"} - {winner}).pop()
    assert data[winner]["games"] == 1 and data[winner]["wins"] == 1
    assert data[loser]["games"] == 1 and data[loser]["wins"] == 0
    claims = [e for e in match.log if e["type"] == "claim"]
    assert sum(data[n]["taken"] + data[n]["stolen"] for n in ("Ada", "Bob")) == len(claims)
    assert sum(data[n]["stolen"] for n in ("Ada", "Bob")) == sum(1 for e in claims if e["from"] is not None)
    # the results screen, redrawn or left, never counts the game twice
    app.render()
    play_to_the_end(app, COMPUTERS.with_seed(9))
    data = json.loads(userdata.statistics_path(ECEG).read_text(encoding="utf-8"))
    assert data["Ada"]["games"] == 2 and data["Bob"]["games"] == 2
    assert data["Ada"]["wins"] + data["Bob"]["wins"] == 2


def test_the_statistics_screen_from_the_title_by_keyboard_shows_each_player():
    stats = {"Ana": PlayerStats(games=4, wins=3, counts={"taken": 7, "stolen": 2},
                                by_id={"by_prize": {"four_of_a_kind": 1, "seven": 3}}),
             "Zoé": PlayerStats(games=5, wins=1, counts={"taken": 3, "stolen": 4}, by_id={"by_prize": {"seven": 2}})}
    userdata.write_json(userdata.statistics_path(ECEG), to_data(stats))
    app = make_app("--lang", "fr")
    app.push(TitleScene(app))
    title = top(app)
    while getattr(title.ring.current, "text", None) != text.t("statistics"):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    screen = top(app)
    assert isinstance(screen, StatsScene)
    assert [name for name, _ in screen.rows] == ["Zoé", "Ana"]      # most games first
    assert screen.rows[1][1].win_rate == 0.75
    seen = []
    original = stats_screen.assets.text

    def spy(message, *args, **kwargs):
        seen.append(message)
        return original(message, *args, **kwargs)
    stats_screen.assets.text = spy
    try:
        app.render()
    finally:
        stats_screen.assets.text = original
    assert {"Ana", "Zoé", "75 %", "CARRÉ", "7 exactement", "Plus beau prix"} <= set(seen)
    key(app, pygame.K_ESCAPE)
    assert top(app) is title
    text.set_language("en")


def test_damaged_statistics_are_kept_aside_and_counting_starts_again():
    userdata.game_dir(ECEG).mkdir(parents=True)
    userdata.statistics_path(ECEG).write_text('{"Ana": {"games": "many"}}', encoding="utf-8")
    app = make_app("--speed", "instant")
    app.push(StatsScene(app))
    assert top(app).rows == []
    assert [m for m, _ in app.notices] == ["stats_damaged"]
    assert list(userdata.game_dir(ECEG).glob("statistics.json.bad-*"))
    app.pop()
    play_to_the_end(app)
    data = json.loads(userdata.statistics_path(ECEG).read_text(encoding="utf-8"))
    assert data["Ada"]["games"] == 1


def test_demo_games_are_not_counted_and_not_saved():
    app = make_app("--demo", "--speed", "instant", "--seed", "3")
    from scenes.app import start_scene
    app.push(start_scene(app))
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=300)
    assert not userdata.statistics_path(ECEG).exists()
    from scenes.shell import saves
    assert not saves.exists(ECEG)


def stats_file():
    return userdata.statistics_path(ECEG)


def test_damaged_statistics_are_named_on_the_title_not_only_on_their_screen():
    stats_file().parent.mkdir(parents=True)
    content = '{"Ana": {"games": 1e999, "wins": 0}}'
    stats_file().write_text(content, encoding="utf-8")
    app = make_app()
    app.push(TitleScene(app))
    kept = list(stats_file().parent.glob("statistics.json.bad-*"))
    assert [p.read_text(encoding="utf-8") for p in kept] == [content] and not stats_file().exists()
    assert app.notices == [("stats_damaged", {"file": kept[0].name})]
    app.render()
    app.notices.clear()
    app.push(TitleScene(app))                  # named once: the file is no longer there
    assert app.notices == []


def test_a_huge_win_count_and_unknown_prizes_never_reach_the_screen():
    stats_file().parent.mkdir(parents=True)
    stats_file().write_text(json.dumps({"Ana": {"games": 10**400, "wins": 10**400}}), encoding="utf-8")
    app = make_app()
    app.push(StatsScene(app))
    app.render()
    assert top(app).rows == [] and [m for m, _ in app.notices] == ["stats_damaged"]
    # a prize id the game does not know (a newer version's) is passed over, not drawn
    userdata.write_json(stats_file(), {"Ana": {"games": 2, "wins": 1, "by_prize": {"golden-goose": 2}}})
    app.push(StatsScene(app))
    app.render()
    from scenes.eceg.statistics_columns import _best
    from scenes.eceg.words import prize_name
    assert _best(top(app).rows[0][1]) == text.t("stats_none") and prize_name("golden-goose") == "golden-goose"


def test_a_statistics_file_over_the_size_limit_is_kept_aside_unread_at_the_end_of_a_game():
    from scenes.ui import storage
    stats_file().parent.mkdir(parents=True)
    big = b'{"Ana": {"games": 1, "wins": 0, "x": "' + b"y" * 5000 + b'"}}'
    stats_file().write_bytes(big)
    # its own patches, undone alone: undoing the test's monkeypatch would also give back the
    # user data folder the suite's fixture set, and the game would be counted there
    with pytest.MonkeyPatch.context() as small:
        small.setattr(storage, "MAX_BYTES", 4000)      # stands for 60 MB against 4 MB
        small.setattr(storage, "parse", lambda text: (_ for _ in ()).throw(AssertionError("parsed")))
        app = make_app("--speed", "instant")
        table = table_of(app, COMPUTERS)         # the title named it and kept it aside
        assert [m for m, _ in app.notices] == ["stats_damaged"]
        assert [p.read_bytes() for p in stats_file().parent.glob("statistics.json.bad-*")] == [big]
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=300)
    counted, problem = stats_screen.load(ECEG)
    assert problem is None and counted["Ada"].games == 1 and table.match.state.is_over()


def test_a_finished_game_is_counted_beside_the_frame(monkeypatch):
    import threading
    from game.core import stats as game_stats
    threads = []
    record_game = game_stats.record_game
    monkeypatch.setattr(game_stats, "record_game",
                        lambda *a: (threads.append(threading.current_thread()), record_game(*a))[1])
    app = make_app("--speed", "instant")
    play_to_the_end(app)
    assert threads and threading.main_thread() not in threads
    counted, _ = stats_screen.load(ECEG)
    assert counted["Ada"].games == counted["Bob"].games == 1


def test_a_statistics_file_damaged_during_a_game_is_named_on_the_next_title():
    app = make_app("--speed", "instant")
    table = table_of(app, COMPUTERS)
    stats_file().parent.mkdir(parents=True, exist_ok=True)
    stats_file().write_text("[", encoding="utf-8")      # edited while the game is played
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=300)
    stats_screen.wait()
    assert table.match.state.is_over()
    app.push(TitleScene(app))
    assert [m for m, _ in app.notices] == ["stats_damaged"]
    assert stats_screen.load(ECEG)[0]["Ada"].games == 1
