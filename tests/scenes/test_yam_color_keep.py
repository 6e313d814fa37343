"""A YAM color game is kept between rounds and resumed from the title with the next
throw (the same dice it would have thrown), a damaged or mid-round save is refused,
and a finished game is counted: the statistics screen shows each person's cards,
right and wrong calls and median call time."""
from __future__ import annotations

import json

import pygame

from game.yam_color.deck import CARD_LETTERS
from scenes.shell import saves, statistics
from scenes.shell.title import TitleScene
from scenes.ui import assets
from scenes.shell.table_scene import TableScene
from scenes.yam_color.saved_game import read

from tests.scenes.scene_helpers import key, make_app, step, step_until, top
from tests.scenes.test_yam_color_calls import go_on, table_for

YAM = "yam-color"


def throws(match) -> list[dict]:
    return [e for e in match.log if e["type"] == "throw"]


def test_a_game_is_kept_between_rounds_and_resumes_with_the_next_throw():
    app, table = table_for(("human", "perfect"), (), "5", 9)
    app.stack.insert(0, TitleScene(app))
    step_until(app, lambda: table.desk.is_open, limit=5)
    assert not saves.exists(YAM)                     # nothing kept in the middle of the first round
    key(app, pygame.K_4)
    go_on(app, table)
    step_until(app, lambda: table.state.round == 2, limit=15)
    (config, kept), problem = saves.load(YAM)
    assert problem is None and kept.state.is_chance() and kept.state.round == 1    # after round 1's check
    step_until(app, lambda: table.desk.is_open, limit=5)
    second = throws(table.match)[1]
    app.quit()                                       # quit in the middle of round 2...
    (config, kept), _ = saves.load(YAM)
    assert kept.state.round == 1                     # ...the save is still the one between rounds

    again = make_app("--game", YAM)
    again.push(TitleScene(again))
    title = top(again)
    assert title.buttons[0].text == "Resume game"
    key(again, pygame.K_RETURN)
    resumed = top(again)
    assert isinstance(resumed, TableScene) and resumed.driver.keeper is not None
    assert resumed.state.snapshot() == kept.state.snapshot()
    assert resumed.config.keys == config.keys and resumed.layer.shown_held == [len(h) for h in kept.state.held]
    step(again, 0.1)
    assert throws(resumed.match)[1] == second        # the round the player left, thrown again alike


def test_a_save_from_the_middle_of_a_round_or_edited_is_refused():
    app, table = table_for(("human", "perfect"), (), "5", 9)
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_4)
    go_on(app, table)
    step_until(app, lambda: table.state.round == 2, limit=15)
    data = json.loads(saves.path(YAM).read_text(encoding="utf-8"))
    config, match = read(data)
    assert config.seat_keys() == ("solo", "") and match.state.round == 1
    edited = json.loads(json.dumps(data))
    edited["config"]["call_time"] = "7"
    for bad in (edited,):
        try:
            read(bad)
        except ValueError:
            continue
        raise AssertionError("an edited save was read")
    mid_round = json.loads(json.dumps(data))
    mid_round["match"] = table.match.snapshot()      # calling: dice and card on the table
    try:
        read(mid_round)
    except ValueError as error:
        assert "between rounds" in str(error)
    else:
        raise AssertionError("a save from the middle of a round was read")


def count_of(dice, card_letters: str) -> int:
    """The count written out again (yam-color.md): per colour, the smaller number."""
    letters = {"red": "R", "yellow": "Y", "green": "G", "blue": "B"}
    return sum(min([letters[d] for d in dice].count(c), card_letters.count(c)) for c in "RYGB")


def run_until(app, condition, limit: float) -> None:
    """Game time in 1/60 s steps, nothing drawn (a whole game)."""
    for _ in range(round(limit * 60)):
        if condition():
            return
        app.update(1 / 60)
    assert condition(), "timed out waiting in game time"


def test_a_finished_game_is_counted_and_the_statistics_show_yam_colors_columns(monkeypatch):
    app, table = table_for(("human", "easy"), (), "5", 4, "--speed", "instant")
    app.stack.insert(0, TitleScene(app))
    called = 0
    while not table.state.is_over():
        run_until(app, lambda: table.desk.is_open or table.held or table.state.is_over(), 20)
        if table.held:                      # the check is held until a person goes on
            key(app, pygame.K_SPACE)
            continue
        if table.state.is_over():
            break
        run_until(app, lambda: table.desk.clock >= 0.5, 1)     # half a second after the reveal,
        key(app, pygame.K_0 + count_of(table.round_dice, CARD_LETTERS[table.card]))    # the exact count
        called += 1
        run_until(app, lambda: not table.desk.is_open, 10)
    run_until(app, lambda: table.held, 20)      # the last check too, then the results
    key(app, pygame.K_SPACE)
    run_until(app, lambda: type(top(app)).__name__ == "ResultsScene", 20)
    stats, problem = statistics.load(YAM)
    person = stats["P0"]
    assert problem is None and person.games == 1
    taken = sum(1 for e in table.match.log if e["type"] == "take" and e["player"] == 0)
    assert person.count("taken") == taken and person.count("right_calls") == called
    assert person.count("wrong_calls") == 0
    drawn = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda line, *a, **k: (drawn.append(line), real(line, *a, **k))[1])
    app.reset(TitleScene(app))
    top(app).statistics()
    app.render()
    for heading in ("Cards", "Right", "Wrong", "Median time"):
        assert heading in drawn
    assert "0.5 s" in drawn and str(called) in drawn
