"""YAM color from the title: setup (call time, tie, each person's call keys shown),
the demo playing whole games with --log replaying, results, both languages."""
from __future__ import annotations

import pygame

from game.registry import replay_file
from scenes.app import open_scenes
from scenes.shell.table_scene import TableScene

from tests.scenes.scene_helpers import click, make_app, step_until, top


def test_setup_shows_each_persons_keys_and_the_options_reach_the_table():
    app = make_app("--game", "yam-color")
    app.open("title")
    app.open("setup")
    setup = top(app)
    options = setup.part
    click(app, setup.count.rect.center)                   # 3 seats
    setup.rows[1][2].set("human")
    setup.rows[2][2].set("human")
    assert options.effective() == ("row", "keypad", "home")
    assert [options.shown(s) for s in range(3)] == ["Digit keys 0-8", "Keypad 0-8", ""]   # the home row: keycaps
    frame = app.render()
    legend = options.keys[2].inner
    assert len({frame.get_at((x, legend.centery - 6))[:3] for x in range(legend.x, legend.right)}) > 4
    click(app, options.keys[1].rect.center)               # the keypad -> the next row nobody has
    assert options.effective()[1] not in ("row", "keypad", "home")
    click(app, setup.option_choices["call_time"].rect.center)     # 8 s -> 12 s
    click(app, setup.option_choices["playoff"].rect.center)       # shared -> play-off
    app.render()
    click(app, setup.start.rect.center)
    table = top(app)
    assert isinstance(table, TableScene)
    assert table.match.rules.call_time == 12.0 and table.match.rules.playoff
    table = table.layer
    assert table.keys[0] == "row" and table.keys[2] == "home" and len(set(table.keys)) == 3


def test_one_person_is_solo_and_two_may_have_their_own_rows():
    app = make_app("--game", "yam-color")
    app.open("setup")
    options = top(app).part
    assert options.effective() == ("solo", "")
    assert options.keys[0].is_enabled() and not options.keys[1].is_enabled()    # a computer has no keys
    click(app, options.keys[0].rect.center)              # alone: the mouse and keys, or a controller
    assert options.effective() == ("pad", "")
    click(app, options.keys[0].rect.center)
    assert options.effective() == ("solo", "")
    top(app).rows[1][2].set("human")
    for _ in range(12):
        if options.effective()[0] == "row":
            break
        options.keys[0].step(1)
    assert options.effective()[0] == "row"


def test_the_demo_plays_whole_games_and_its_log_replays(tmp_path):
    path = tmp_path / "yam.jsonl"
    app = make_app("--game", "yam-color", "--demo", "--players", "4", "--speed", "instant", "--seed", "3",
                   "--log", str(path))
    open_scenes(app)
    first = top(app).match
    for _ in range(6000):
        if type(top(app)).__name__ == "ResultsScene":
            break
        app.update(0.1)
    app.render()
    assert first.state.is_over() and type(top(app)).__name__ == "ResultsScene"
    step_until(app, lambda: isinstance(top(app), TableScene) and top(app).match is not first, limit=10)
    app.quit()
    games = replay_file(str(path))
    assert games[0].log == first.log and games[0].state.snapshot() == first.state.snapshot()
    assert len(games) == 2 and not games[1].state.is_over()


def test_the_table_speaks_french():
    app = make_app("--game", "yam-color", "--lang", "fr", "--demo", "--players", "2", "--speed", "normal")
    open_scenes(app)
    table = top(app).layer
    step_until(app, lambda: table.desk.is_open, limit=5)
    assert table.message == "Annoncez ! Combien de couleurs correspondent ?"
    step_until(app, lambda: table.check_line, limit=12)
    assert table.check_line.startswith(("Personne", table.config.seats[0].name, table.config.seats[1].name))
    assert table.view.keys_line() == ("L : historique  ·  T : dernière manche  ·  E : enregistrer le journal  ·  "
                                      "Échap : pause")
    app.render()
    assert pygame.Surface.get_at(app.screen, (640, 360))[:3] != (0, 0, 0)
