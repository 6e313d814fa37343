"""YAM color, several people at one keyboard: a call is credited to the person who made
it, whatever the order people type in. Each person owns a row of nine keys (by place:
scancodes), and one press is a whole call. Real KEYDOWN/KEYUP events with key AND
scancode set, the round's clock stepped by update(dt); owners and numbers read back
from the match's log."""
from __future__ import annotations

import itertools
import json

import pygame
import pytest

from game.yam_color.state import CALLING
from scenes.yam_color import call_keys
from scenes.yam_color.call_keys import BOTTOM, HOME, KEYPAD, ROW, ROWS, TOP, US_KEYS
from scenes.yam_color.saved_game import config_from_data, config_to_data

from tests.scenes.scene_helpers import step, step_until, top
from tests.scenes.test_yam_color_calls import calls, go_on, table_for, until_calls_open


def event(kind, scheme: str, number: int, key: int | None = None):
    """The key of `scheme`'s row that calls `number` (`key`: what the layout makes of it)."""
    key = US_KEYS[scheme][number] if key is None else key
    return pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=ROWS[scheme][number])


def down(app, scheme, number, key=None):
    app.dispatch(event(pygame.KEYDOWN, scheme, number, key))


def up(app, scheme, number, key=None):
    app.dispatch(event(pygame.KEYUP, scheme, number, key))


def press(app, scheme, number):
    down(app, scheme, number)
    up(app, scheme, number)


def owners(table):
    return {seat: count for seat, count, _ in calls(table)}


# ----- the issue's case and every interleaving --------------------------------------------

def test_the_issue_case_each_call_goes_to_the_person_who_made_it():
    """Issue 26: A and L buzzed 50 ms apart, L's person typed 5, then A's typed 3; with
    buzzers and a shared digit row A was credited 5 and L 3. Each person's own keys: Ana
    calls 3 and Ben 5, 50 ms later, and so they are credited."""
    app, table = table_for(("human", "human"), (HOME, TOP))
    until_calls_open(app, table)
    step(app, 0.5)
    down(app, HOME, 3)
    app.update(0.05)
    down(app, TOP, 5)
    up(app, TOP, 5)
    up(app, HOME, 3)
    step(app)
    (ana, ben) = calls(table)
    assert ana[:2] == (0, 3) and ben[:2] == (1, 5)
    assert abs(ben[2] - ana[2] - 0.05) < 0.002


def interleavings(first, second):
    """Every order of two people's (down, up) events that keeps each person's own order."""
    for places in itertools.combinations(range(4), 2):
        a, b = iter(first), iter(second)
        yield [next(a) if i in places else next(b) for i in range(4)]


SCHEME_PAIRS = [(ROW, KEYPAD), (HOME, TOP), (BOTTOM, ROW)]


@pytest.mark.parametrize("schemes", SCHEME_PAIRS)
def test_two_people_10_ms_apart_in_every_interleaving_of_their_key_presses(schemes):
    """Ana (seat 0) calls 3, Ben (seat 1) calls 5; whoever presses first, and however the
    downs and ups of the two interleave, each call is its maker's, ordered by its moment,
    the second 10 ms after the first."""
    ana = [("down", 0, 3), ("up", 0, 3)]
    ben = [("down", 1, 5), ("up", 1, 5)]
    orders = list(interleavings(ana, ben))
    assert len(orders) == 6 and {o[0][1] for o in orders} == {0, 1}       # both press first somewhere
    for order in orders:
        app, table = table_for(("human", "human"), schemes)
        until_calls_open(app, table)
        step(app, 0.4)
        pressed = []
        for what, seat, number in order:
            (down if what == "down" else up)(app, schemes[seat], number)
            if what == "down":
                pressed.append(seat)
                if len(pressed) == 1:
                    app.update(0.01)          # the second press 10 ms after the first
        step(app)
        made = calls(table)
        assert owners(table) == {0: 3, 1: 5}, order
        assert [c[0] for c in made] == pressed, order
        assert abs(made[1][2] - made[0][2] - 0.01) < 0.002, order


def test_three_people_at_one_keyboard_each_get_their_own_number():
    """Three rows; two presses in one frame keep the events' order, the third a frame later."""
    schemes = (ROW, HOME, BOTTOM)
    app, table = table_for(("human",) * 3, schemes)
    assert table.keys == schemes
    until_calls_open(app, table)
    step(app, 0.3)
    down(app, BOTTOM, 7)             # Chloé's 7: the comma key on QWERTY
    down(app, ROW, 2)
    up(app, ROW, 2)
    up(app, BOTTOM, 7)
    app.update(0.01)
    press(app, HOME, 0)
    step(app)
    made = calls(table)
    assert [c[:2] for c in made] == [(2, 7), (0, 2), (1, 0)]
    assert made[0][2] == made[1][2] and abs(made[2][2] - made[0][2] - 0.01) < 0.002
    assert table.state.phase != CALLING          # everyone called: the check runs


# ----- adversarial ------------------------------------------------------------------------

def test_a_key_held_from_before_the_reveal_and_its_repeats_make_no_call():
    app, table = table_for(("human", "human"), (ROW, HOME))
    step_until(app, lambda: table.state.phase == CALLING and not table.desk.is_open, limit=5)
    down(app, HOME, 4)                      # pressed while the dice tumble: no call
    until_calls_open(app, table)
    for _ in range(5):                      # the OS repeats it while held
        down(app, HOME, 4)
        step(app, 0.05)
    assert calls(table) == [] and table.desk.made == []
    up(app, HOME, 4)
    down(app, HOME, 6)                      # a fresh press calls
    step(app)
    assert owners(table) == {1: 6}


def test_two_keys_of_ones_row_at_once_the_first_read_is_the_call():
    app, table = table_for(("human", "human"), (ROW, HOME))
    until_calls_open(app, table)
    down(app, HOME, 2)
    down(app, HOME, 4)                      # same frame: the second is no call
    step(app)
    press(app, HOME, 8)                     # nor a later one: one call per round
    step(app)
    assert owners(table) == {1: 2}
    assert 1 not in table.desk.allowed


def test_a_key_of_nobodys_row_calls_for_nobody():
    app, table = table_for(("human", "human"), (ROW, KEYPAD))
    until_calls_open(app, table)
    for scheme in (HOME, TOP, BOTTOM):
        for n in range(9):
            press(app, scheme, n)
    step(app)
    assert calls(table) == [] and table.desk.made == []
    assert table.desk.allowed == {0, 1}


def test_a_press_during_the_check_is_no_call_now_nor_in_the_next_round():
    app, table = table_for(("human", "human"), (ROW, HOME), call_time="5")
    until_calls_open(app, table)
    press(app, ROW, 1)
    press(app, HOME, 2)
    step(app)
    step_until(app, lambda: table.count is not None, limit=5)        # the check is shown
    made = list(table.match.log)
    down(app, HOME, 5)
    press(app, ROW, 6)
    step(app)
    assert table.match.log == made
    up(app, HOME, 5)
    go_on(app, table)                            # the check is held until a person goes on
    until_calls_open(app, table)
    step(app, 0.3)
    assert len(calls(table)) == 2                # nothing of the check reached the new round


def test_a_table_key_in_a_row_is_a_call_during_a_round_and_the_tables_between_rounds():
    """P2's top row holds E and T, P1's bottom row M (QWERTY), P0's home row L: during the
    round they call (T opens no past round, M does not mute, a notice says whose key E is
    once P2 has called); the history is on Tab; between rounds M and T are the table's."""
    app, table = table_for(("human",) * 3, (HOME, BOTTOM, TOP), call_time="5")
    assert table.history_key == pygame.K_TAB
    until_calls_open(app, table)
    press(app, TOP, 4)                           # T: P2 calls 4
    press(app, BOTTOM, 6)                        # M: P1 calls 6
    step(app)
    assert owners(table) == {2: 4, 1: 6}
    assert not app.audio.muted and not top(app).showing_past
    press(app, TOP, 2)                           # E: P2 has called; the table key is not lost silently
    assert top(app).notice and top(app).notice[0].startswith("E is P2's call key")
    press(app, HOME, 8)                          # L: P0's 8, not the history
    step(app)
    assert owners(table) == {2: 4, 1: 6, 0: 8} and not top(app).history_shown()
    step_until(app, lambda: table.count is not None, limit=5)         # the check: table keys again
    press(app, BOTTOM, 6)
    assert app.audio.muted
    press(app, BOTTOM, 6)
    assert not app.audio.muted
    press(app, TOP, 4)
    assert top(app).showing_past                 # T: the last round again


def test_the_rows_are_places_an_azerty_keyboard_calls_with_its_own_keycaps(monkeypatch):
    """On AZERTY the key at QWERTY's Q reads A: it is still the top row's 0, shown as A."""
    azerty = {pygame.KSCAN_Q: pygame.K_a, pygame.KSCAN_W: pygame.K_z, pygame.KSCAN_A: pygame.K_q,
              pygame.KSCAN_M: pygame.K_COMMA}
    monkeypatch.setattr(call_keys, "local_key", lambda sc: azerty.get(sc))
    monkeypatch.setattr("scenes.ui.key_layout.local_key", lambda sc: azerty.get(sc))
    assert call_keys.labels(TOP)[:2] == ("A", "Z") and call_keys.labels(HOME)[0] == "Q"
    app, table = table_for(("human", "human"), (TOP, HOME))
    until_calls_open(app, table)
    down(app, TOP, 0, key=pygame.K_a)            # the A keycap, at Q's place: Ana's 0
    down(app, HOME, 0, key=pygame.K_q)           # the Q keycap, at A's place: Ben's 0
    step(app)
    assert [c[:2] for c in calls(table)] == [(0, 0), (1, 0)]


# ----- old setups and saves ---------------------------------------------------------------

def test_a_saved_game_with_old_buzzer_keys_loads_with_rows_nobody_shares():
    app, table = table_for(("human", "human", "human"), (ROW, KEYPAD, HOME))
    data = json.loads(json.dumps(config_to_data(table.config)))
    data["keys"] = ["a", "row", "space"]               # as an older version saved them
    config = config_from_data(data)
    keys = config.seat_keys()
    assert keys[1] == ROW and len(set(keys)) == 3 and all(k in ROWS for k in keys)


def test_an_old_remembered_setup_with_buzzers_opens_with_rows(tmp_path):
    from scenes.shell import setup_memory
    from tests.scenes.scene_helpers import make_app
    app = make_app()
    app.game = "yam-color"
    remembered = setup_memory.Remembered(2, (setup_memory.RememberedSeat("Ana", "red", "human"),
                                             setup_memory.RememberedSeat("Ben", "blue", "human")),
                                         {"keys_1": "a", "keys_2": "l"})
    setup_memory.save("yam-color", remembered)
    setup = app.open("setup")
    keys = setup.part.effective()
    assert len(keys) == 2 and all(k in ROWS for k in keys) and keys[0] != keys[1]
    app.render()


def test_a_step_of_ones_keys_in_the_setup_never_moves_anothers_row():
    from tests.scenes.scene_helpers import click, make_app
    app = make_app("--game", "yam-color")
    app.open("setup")
    setup = top(app)
    setup.count.set(4)                                          # 4 seats, all people
    setup.relayout()
    for row in setup.rows[:4]:
        row[2].set("human")
    options = setup.part
    before = options.effective()
    assert before == (ROW, KEYPAD, HOME, BOTTOM)
    for _ in range(len(options.keys[0].options) + 1):
        click(app, options.keys[0].forward_rect.center)        # round and round: TOP, the controller, ROW
        now = options.effective()
        assert now[1:] == before[1:] and now[0] not in now[1:]
        app.render()


def test_the_setup_keeps_each_persons_row_for_the_next_game():
    from tests.scenes.test_setup_memory import choose, new_game, start
    setup = new_game("yam-color")
    choose(setup, setup.count, 3)
    for row in setup.rows[:3]:
        choose(setup, row[2], "human")
    choose(setup, setup.part.keys[0], TOP)
    choose(setup, setup.part.keys[2], BOTTOM)
    chosen = setup.part.effective()
    assert chosen[0] == TOP and chosen[2] == BOTTOM and len(set(chosen)) == 3
    start(setup)
    assert top(setup.app).layer.keys == chosen
    again = new_game("yam-color")                       # a new App, the same data folder
    assert again.part.effective() == chosen
