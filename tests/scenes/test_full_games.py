"""Whole games through the real scenes, from the title screen, with real events."""
from __future__ import annotations

import pygame

from scenes.shell.pause import PauseScene
from scenes.shell.results import ResultsScene
from scenes.eceg.rolloff import RollOffScene
from scenes.shell.setup import SetupScene
from scenes.shell.table_scene import TableScene
from scenes.shell.title import TitleScene
from scenes.ui.celebration import MASHED

from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top, type_text


def to_setup(app):
    assert isinstance(top(app), TitleScene)
    click(app, top(app).buttons[0].rect.center)        # New game
    setup = top(app)
    assert isinstance(setup, SetupScene)
    return setup


def set_name(app, field, name):
    click(app, field.rect.center)
    for _ in range(len(field.value)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, name)
    assert field.value == name


def make_kind(app, choice, kind):
    for _ in range(len(choice.options)):
        if choice.value == kind:
            return
        click(app, choice.rect.center)
    assert choice.value == kind


def start_game(app, setup):
    click(app, setup.start.rect.center)
    rolloff = top(app)
    assert isinstance(rolloff, RollOffScene)
    step_until(app, lambda: rolloff.done, limit=30)
    key(app, pygame.K_RETURN)
    table = top(app)
    assert isinstance(table, TableScene)
    return table


def assert_one_die_set_aside(state, kept_before: int, turn: int) -> None:
    """One die set aside: the same turn goes on with one more die kept, or, if it was
    the last die, the turn has ended with no prize (rules.md, A turn 4): the next turn
    has begun with nothing kept, or the game is over (a count ran out)."""
    if kept_before < 3:
        assert (len(state.kept), state.turn_number) == (kept_before + 1, turn)
    else:
        assert state.is_over() or (state.turn_number, state.kept) == (turn + 1, ())


def test_two_player_hot_seat_game_won_by_clicking_dice_and_prizes():
    app = make_app()
    app.push(TitleScene(app))
    setup = to_setup(app)
    set_name(app, setup.rows[0][1], "Alice")
    set_name(app, setup.rows[1][1], "Bob")
    make_kind(app, setup.rows[1][2], "human")
    click(app, setup.seed.rect.center)
    type_text(app, "12x3")                               # letters are refused in the seed
    assert setup.seed.value == "123"
    table = start_game(app, setup)
    assert [s.name for s in table.match.seats] == ["Alice", "Bob"]
    assert table.match.seed == 123

    takes = rolls = starts = defences = 0
    for _ in range(3000):
        if isinstance(top(app), ResultsScene):
            break
        step_until(app, lambda: table.layer.awaiting_human or table.layer.awaiting_start or table.state.is_over(),
                   limit=20)
        if table.state.is_over():
            step_until(app, lambda: isinstance(top(app), ResultsScene), limit=5)
            break
        if table.layer.awaiting_start:     # people share the screen: the turn waits for its player
            name = table.layer.seat_name(table.state.seat)
            banner = table.layer.banner[0]
            assert table.layer.shown_seat == table.state.seat and name in banner
            step(app, 3.0)
            assert table.layer.awaiting_start and table.state.phase == "roll"   # it does not roll by itself
            click(app, table.layer.view.roll_button.rect.center)
            starts += 1
            if table.state.in_defence():       # "try N of 2" stays up until the dice rest
                defences += 1
                assert "2" in banner
                step(app, 0.3)
                assert table.layer.dice and not all(d.landed for d in table.layer.dice) and table.layer.banner[0] == banner
                step_until(app, lambda: table.layer.awaiting_human, limit=5)
                step(app, 0.5)
                assert table.layer.banner is None or table.layer.banner[0] != banner
            continue
        options = table.layer.claimable()
        if options:
            owners_before = list(table.state.owners)
            click(app, table.layer.view.prize_rect(options[0]).center)
            assert table.state.owners[options[0]] != owners_before[options[0]]
            takes += 1
        else:
            die = table.layer.rolled_dice()[0]
            kept_before, turn = len(table.state.kept), table.state.turn_number
            click(app, die.pos)
            assert die.selected
            click(app, table.layer.view.roll_button.rect.center)
            assert_one_die_set_aside(table.state, kept_before, turn)
            rolls += 1
    results = top(app)
    assert isinstance(results, ResultsScene)
    state = table.match.state
    assert state.is_over() and state.prize_count(state.winner) >= 3
    assert takes >= 3 and rolls >= 1 and starts >= takes and defences >= 1
    # the log holds what the clicks did: one claim per prize taken
    assert sum(1 for e in table.match.log if e["type"] == "claim") == takes
    click(app, results.buttons[0].rect.center)          # during the confetti: only ends them
    assert top(app) is results and not results.celebrating
    step(app, MASHED + 0.02)                                   # a pause: the next click is a choice
    click(app, results.buttons[0].rect.center)          # rematch, same seats
    again = top(app)
    assert isinstance(again, RollOffScene)
    assert [s.name for s in again.config.seats] == ["Alice", "Bob"]


def test_three_player_game_with_computer_seats_and_keyboard():
    app = make_app()
    app.push(TitleScene(app))
    setup = to_setup(app)
    click(app, setup.count.rect.center)                  # 2 -> 3 players
    assert setup.count.value == 3
    assert setup.rows[1][2].value != "human" and setup.rows[2][2].value != "human"
    click(app, setup.seed.rect.center)
    type_text(app, "5")
    table = start_game(app, setup)
    # computer speed through the pause overlay: normal -> fast -> instant
    key(app, pygame.K_ESCAPE)
    pause = top(app)
    assert isinstance(pause, PauseScene)
    click(app, pause.buttons[1].rect.center)
    click(app, pause.buttons[1].rect.center)
    assert app.settings["speed"] == "instant"
    key(app, pygame.K_ESCAPE)
    assert top(app) is table

    human_turns = set()
    for _ in range(3000):
        step_until(app, lambda: table.layer.awaiting_human or table.state.is_over(), limit=120)
        if table.state.is_over():
            break
        assert table.state.seat == 0
        human_turns.add(table.state.turn_number)
        if table.layer.claimable():
            key(app, pygame.K_TAB)
            focus = table.layer.focus
            assert focus in table.layer.claimable()
            key(app, pygame.K_RETURN)
            assert table.state.owners[focus] == 0
        else:
            key(app, pygame.K_1)
            assert table.layer.rolled_dice()[0].selected
            kept, turn = len(table.state.kept), table.state.turn_number
            key(app, pygame.K_SPACE)
            assert_one_die_set_aside(table.state, kept, turn)
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=10)
    log = table.match.log
    assert {e["player"] for e in log if e["type"] == "turn"} == {0, 1, 2}
    assert len(human_turns) >= 1
    assert log[0]["players"][1]["kind"] != "human"


def test_classic_dice_and_hold_through_everyone_from_setup():
    from scenes.eceg.game_config import default_computer_kind

    app = make_app("--speed", "instant")
    app.push(TitleScene(app))
    setup = to_setup(app)
    for _ in range(2):
        click(app, setup.count.rect.center)              # 4 players
    assert setup.count.value == 4
    make_kind(app, setup.rows[0][2], default_computer_kind())
    click(app, setup.option_choices["faces"].rect.center)
    click(app, setup.option_choices["hold"].rect.center)
    config = setup.config()
    assert config.options == {"faces": "1-6", "hold": "all-others"}
    click(app, setup.start.rect.center)
    step_until(app, lambda: isinstance(top(app), TableScene), limit=10)   # no person: goes on alone
    table = top(app)
    assert table.match.rules.faces == "1-6" and table.match.rules.hold == "all-others"
    seen = set()
    step_until(app, lambda: seen.update(d.value for d in table.layer.dice) or isinstance(top(app), ResultsScene),
               limit=600)
    assert 6 in seen and 0 not in seen
    state = table.match.state
    assert state.is_over() and state.prize_count(state.winner) >= 3


def test_setup_by_keyboard_alone():
    app = make_app()
    app.push(TitleScene(app))
    key(app, pygame.K_RETURN)                            # "New game" has the focus
    setup = top(app)
    assert isinstance(setup, SetupScene) and setup.ring.current is setup.start
    key(app, pygame.K_TAB)                               # wraps round to the player count
    assert setup.ring.current is setup.count
    key(app, pygame.K_RIGHT)
    assert setup.count.value == 3
    key(app, pygame.K_TAB)
    colour = setup.rows[0][0].value
    key(app, pygame.K_RIGHT)
    assert setup.rows[0][0].value != colour
    key(app, pygame.K_TAB)
    name = setup.rows[0][1]
    assert setup.ring.current is name and setup.typing
    for _ in range(len(name.value)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Zoé")
    key(app, pygame.K_RETURN)                            # Enter in a text field moves on
    assert setup.ring.current is setup.rows[0][2]
    for _ in range(30):
        if setup.ring.current is setup.start:
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    rolloff = top(app)
    assert isinstance(rolloff, RollOffScene)
    assert rolloff.config.seats[0].name == "Zoé" and len(rolloff.config.seats) == 3


def test_seat_colours_stay_distinct():
    app = make_app()
    app.push(TitleScene(app))
    setup = to_setup(app)
    click(app, setup.rows[0][0].rect.center)             # seat 1 takes seat 3's default colour
    click(app, setup.rows[0][0].rect.center)
    for _ in range(4):
        click(app, setup.count.rect.center)              # 6 players
    assert len({row[0].value for row in setup.rows[:6]}) == 6
    for _ in range(12):
        click(app, setup.rows[0][0].rect.center)
        click(app, setup.rows[3][0].rect.center, button=3)
        colours = [row[0].value for row in setup.rows[:6]]
        assert len(set(colours)) == 6
