"""The time to take back a move (issue 26, what was left): after a person's decision that
ends their part (Drop one, Pass the dice, Keep one aimed at a computer), the table waits
as the setting says before the computers answer, so that U still finds it; through real
pygame events on the real table screen, time stepped by hand.

Expected positions come from a copy of the match that never made the decision taken
back, and "the computer answered" from the log's own lines."""
from __future__ import annotations

import json

import pygame
import pytest

from game.core.match import Match
from game.registry import game as game_spec
from game.wazabi.cards import DROP_ONE, KEEP_ONE, PASS_DICE
from game.wazabi.phases import PLAYING
from scenes.app import STEP
from scenes.shell.settings import SettingsScene
from scenes.shell.take_back_wait import ARMED
from scenes.ui import theme, userdata
from scenes.wazabi import layout

from tests.scenes.scene_helpers import click, covered, key, lift_cover
from tests.scenes.wazabi_tables import W, roll, run, run_until, table_at

PILE = ["keep_one", "drop_one", "skip_turn", "steal_card", "drop_two", "draw_three"] * 3


def copy_of(match) -> Match:
    return Match.restore(json.loads(json.dumps(match.snapshot())), game_spec("wazabi"))


def ana_plays(hands, setting="2s", people=(0,), lang="en"):
    """Ana (a person) has rolled four wazabi and is to play; the others easy computers
    (between people, she has lifted her cover)."""
    table = table_at(hands, pile=PILE, people=people, lang=lang)
    table.app.settings["take_back_time"] = setting
    roll(table, W, W, W, W)
    run_until(table, lambda: table.current() is not None or covered(table.app))
    if covered(table.app):
        lift_cover(table.app)
    run_until(table, lambda: table.current() is not None)
    return table


def others_moved(table, since: int) -> bool:
    """A line after `since` that is not Ana's own: a roll, another seat's move (the rules'
    own "turn" line, whose turn comes next, is not a move)."""
    return any(line["type"] == "roll" or (line["type"] != "turn" and line.get("player") not in (0, None))
               for line in table.match.log[since:])


def press(table, k, unicode=""):
    key(table.app, k, unicode=unicode)


def bar_pixels(table) -> int:
    """Gold pixels of the time-left bar under the Undo button, in a frame drawn now."""
    table.app.render()
    screen = table.app.screen
    bar = pygame.Rect(layout.UNDO.x, layout.UNDO.bottom + 3, layout.UNDO.width, 7)
    return sum(screen.get_at((x, bar.centery))[:3] == theme.GOLD for x in range(bar.left, bar.right))


def test_after_drop_one_the_table_waits_two_seconds_and_u_takes_it_back():
    table = ana_plays([[DROP_ONE], [KEEP_ONE, DROP_ONE], ["drop_two"]])
    before, start = copy_of(table.match), len(table.match.log)
    press(table, pygame.K_1, "1")                        # Drop one, the only card: her turn ends
    assert table.match.log[start]["type"] == "play"
    run_until(table, lambda: table.driver.waiting is not None, 5.0)
    full = bar_pixels(table)
    run(table, 1.0)
    assert not others_moved(table, start)                 # Ben has not rolled: the table waits
    half = bar_pixels(table)
    assert full > 100 and 0.3 * full < half < 0.7 * full  # the bar under Undo shrinks with the time
    press(table, pygame.K_u, "u")
    scene = table.app.stack[-1]
    assert scene.match.snapshot() == before.snapshot()   # as if never played
    assert scene.driver.waiting is None
    assert scene.layer.current() == (PLAYING, 0)          # Ana chooses again


def test_the_wait_ends_by_itself_and_the_computers_go_on():
    table = ana_plays([[DROP_ONE], [KEEP_ONE, DROP_ONE], ["drop_two"]])
    start = len(table.match.log)
    press(table, pygame.K_1, "1")
    waited = run_until(table, lambda: others_moved(table, start), 10.0)
    assert waited >= 2.0                                  # not before the two seconds
    assert table.driver.waiting is None
    press(table, pygame.K_u, "u")                         # Ben has rolled: too late
    assert others_moved(table, start)
    assert table.app.stack[-1].notice[0].startswith("Nothing to take back")


def test_after_keep_one_aimed_at_a_computer_u_takes_it_back_before_ben_answers():
    table = ana_plays([[KEEP_ONE], [KEEP_ONE, DROP_ONE], ["drop_two"]])
    before, start = copy_of(table.match), len(table.match.log)
    press(table, pygame.K_1, "1")                         # Keep one, her card
    run_until(table, lambda: table.seat_options() == [1])
    press(table, pygame.K_2, "2")                         # aimed at Ben: he is to keep one
    run_until(table, lambda: table.driver.waiting is not None, 5.0)
    run(table, 1.5)
    assert not others_moved(table, start)
    press(table, pygame.K_u, "u")
    scene = table.app.stack[-1]
    assert scene.match.snapshot() == before.snapshot()


def test_after_pass_the_dice_u_takes_it_back():
    table = ana_plays([[PASS_DICE], [KEEP_ONE, DROP_ONE], ["drop_two"]])
    before, start = copy_of(table.match), len(table.match.log)
    press(table, pygame.K_1, "1")                         # Pass the dice: a way to choose
    press(table, pygame.K_LEFT)
    assert table.match.log[start]["type"] == "play"
    run_until(table, lambda: table.driver.waiting is not None, 5.0)
    run(table, 1.5)
    assert not others_moved(table, start)
    press(table, pygame.K_u, "u")
    assert table.app.stack[-1].match.snapshot() == before.snapshot()


@pytest.mark.parametrize("lang, label", [("en", "Done (Space)"), ("fr", "Fini (Espace)")])
def test_until_i_go_on_waits_for_done_clicked(lang, label):
    table = ana_plays([[DROP_ONE], [KEEP_ONE, DROP_ONE], ["drop_two"]], setting="until_done", lang=lang)
    start = len(table.match.log)
    press(table, pygame.K_1, "1")
    run(table, 30.0)
    assert not others_moved(table, start)                 # no time limit
    scene = table.app.stack[-1]
    done = scene.done_button()
    assert done is not None and done.text == label and done.rect == layout.BUTTON
    click(table.app, layout.BUTTON.center)
    run_until(table, lambda: others_moved(table, start), 5.0)


def test_until_i_go_on_space_goes_on_but_not_a_space_mashed_as_it_began():
    table = ana_plays([[DROP_ONE], [KEEP_ONE, DROP_ONE], ["drop_two"]], setting="until_done")
    start = len(table.match.log)
    press(table, pygame.K_1, "1")
    press(table, pygame.K_SPACE)                          # hurries Drop one's own motion
    run_until(table, lambda: table.driver.waiting is not None, 5.0)
    press(table, pygame.K_SPACE)                          # mashed: the wait has only begun
    press(table, pygame.K_RETURN)
    run(table, 1.0)
    assert table.driver.waiting is not None and not others_moved(table, start)
    assert table.driver.waiting.shown >= ARMED
    press(table, pygame.K_SPACE)                          # on purpose, once it shows
    assert table.driver.waiting is None
    run_until(table, lambda: others_moved(table, start), 5.0)


def test_keys_during_the_wait_never_reach_the_game():
    """Space and Enter end the wait and nothing else: the next roll is a computer's, and
    a person's next decision comes only when it is theirs."""
    table = ana_plays([[DROP_ONE], [KEEP_ONE, DROP_ONE], ["drop_two"]], setting="until_done")
    start = len(table.match.log)
    press(table, pygame.K_1, "1")
    run_until(table, lambda: table.driver.waiting is not None, 5.0)
    run(table, ARMED + STEP)
    lines = len(table.match.log)
    for k in (pygame.K_1, pygame.K_2, pygame.K_p, pygame.K_LEFT, pygame.K_TAB):
        press(table, k)
    assert len(table.match.log) == lines and table.driver.waiting is not None
    assert not others_moved(table, start)


def test_setting_off_goes_on_at_once_as_before():
    """Off: never a wait, Ben rolls two seconds sooner than with the default."""
    answered = {}
    for setting in ("off", "2s"):
        table = ana_plays([[DROP_ONE], [KEEP_ONE, DROP_ONE], ["drop_two"]], setting=setting)
        start = len(table.match.log)
        press(table, pygame.K_1, "1")
        waited = 0.0
        while not others_moved(table, start):
            assert setting != "off" or table.driver.waiting is None
            run(table, STEP)
            waited += STEP
            assert waited < 8.0
        answered[setting] = waited
    assert abs(answered["2s"] - answered["off"] - 2.0) < 0.1


def test_nothing_waits_with_two_people_at_the_screen():
    table = ana_plays([[DROP_ONE], [KEEP_ONE, DROP_ONE], ["drop_two"]], people=(0, 1))
    if table.current() is None:
        pytest.fail("Ana was to play")
    start = len(table.match.log)
    press(table, pygame.K_1, "1")
    for _ in range(round(3.0 / STEP)):
        run(table, STEP)
        assert table.driver.waiting is None
    assert table.state.player == 1                        # Ben's turn came at once (his cover)


def test_nothing_waits_in_yam_color():
    """YAM color's race is never taken back: a person alone with a computer calls, the
    check is held and goes on, and the table never waits to take anything back."""
    from tests.scenes.scene_helpers import step
    from tests.scenes.test_yam_color_calls import table_for
    app, table = table_for(("human", "hard"), (), "5", 7)
    driver = table.driver
    called = 0
    for _ in range(round(30.0 / STEP)):
        step(app, STEP)
        if table.desk.is_open and len(table.desk.made) == 0 and called < 2:
            key(app, pygame.K_4)
            called += 1
        elif table.count is not None and table.check_line and not table.queue.busy:
            key(app, pygame.K_SPACE)                      # the held check: go on
        assert driver.waiting is None and not driver.undo_marks
    assert sum(1 for e in table.match.log if e["type"] == "throw") >= 2 and called


def test_the_setting_is_offered_kept_and_said_in_french(tmp_path, monkeypatch):
    monkeypatch.setenv("ECEG_DATA_DIR", str(tmp_path))
    from scenes.ui.text import set_language
    from tests.scenes.scene_helpers import make_app
    app = make_app("--lang", "en", "--game", "wazabi")    # a game whose table takes back
    assert app.settings["take_back_time"] == "2s"        # the default
    app.open("settings")
    settings = app.stack[-1]
    assert isinstance(settings, SettingsScene)
    choice = settings.choices["take_back_time"]
    assert settings.rect.bottom <= 720 and settings.rect.top >= 0 and choice.rect.bottom < settings.close.rect.top
    for value in ("until_done", "off"):
        click(app, choice.forward_rect.center)
        assert app.settings["take_back_time"] == value
        stored = json.loads((userdata.data_dir() / "settings.json").read_text(encoding="utf-8"))
        assert stored["take_back_time"] == value
    assert SettingsScene.label("take_back_time", "2s") == "Time to take back a move: 2 seconds"
    set_language("fr")
    try:
        assert SettingsScene.label("take_back_time", "until_done") == \
            "Temps pour reprendre un coup : jusqu'à ce que je continue"
    finally:
        set_language("en")


def test_no_wait_when_the_next_thing_is_the_persons_own_roll():
    """Cy (a computer) plays Keep one, his last card, on Ana: her keep ends Cy's turn too,
    and her own roll comes next. Nothing new has shown and the next step is hers: no
    wait, Undo offered until she rolls."""
    table = table_at([["drop_one", "drop_two", "skip_turn"], ["drop_two"], [KEEP_ONE]], pile=PILE, player=2)
    roll(table, W, W, W, W)
    run_until(table, lambda: table.current() is not None)
    assert table.current() == ("keep", 0)
    before = copy_of(table.match)
    press(table, pygame.K_1, "1")
    press(table, pygame.K_RETURN)                         # keeps her first card
    for _ in range(round(6.0 / STEP)):
        assert table.driver.waiting is None
        if table.current() == ("roll", 0):
            break
        run(table, STEP)
    assert table.current() == ("roll", 0)
    assert table.app.stack[-1].undo_button() is not None
    press(table, pygame.K_u, "u")
    assert table.app.stack[-1].match.snapshot() == before.snapshot()
