"""The last turn shown again on Wazabi's table (T), through real key presses: it plays
the previous turn from its `turn` line to the next one (shared/spec/game-log-wazabi.md),
each step said on the table's line as the log has it, ends by itself or at Esc, Space,
a click, and leaves the live game exactly as it was; a key pressed while it shows
never acts in the live game; before any finished turn T says why. Hidden hands: the
past never shows a hand face up that the live table hides now (one person: only
their own; several: only the hand of the person looking now)."""
from __future__ import annotations

import copy

import pygame

from game.core.log import position_at
from game.wazabi.game import GAME as WAZABI
from game.wazabi.log import previous_turn
from game.wazabi.phases import GIVING, TAKE
from scenes.app import STEP
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import theme
from scenes.ui.text import t
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.history import sentence
from scenes.wazabi.shown import Shown

from tests.scenes.scene_helpers import click, covered, key, lift_cover, make_app, top

COLOURS = [c for _, c in theme.SEAT_COLOURS]


def config(people, players: int = 3, seed: int = 21) -> GameConfig:
    names = ("Ana", "Ben", "Cy", "Dee")
    return GameConfig(tuple(SeatConfig(names[i], COLOURS[i], HUMAN if i in people else "medium")
                            for i in range(players)), seed=seed)


def person_acts(app, layer) -> None:
    """The simplest choice, by keys: roll, give or take from the focused seat, keep the
    first cards, pass."""
    what, seat = layer.current()
    if what == "roll":
        key(app, pygame.K_SPACE)
    elif what in (GIVING, TAKE):
        key(app, pygame.K_RETURN)
    elif what == "keep":
        for k in range(layer.state.keep_of(seat)):
            key(app, pygame.K_1 + k)
        key(app, pygame.K_RETURN)
    else:
        key(app, pygame.K_p)


def play_until(app, scene, wanted, limit: int = 40000) -> None:
    """People act (covers lifted on purpose: Enter held) until `wanted()`, checked whenever a person
    is to choose at the table."""
    layer = scene.layer
    for _ in range(limit):
        if covered(app):
            lift_cover(app)
        elif layer.current() is not None:
            if wanted():
                app.render()
                return
            person_acts(app, layer)
        app.update(STEP)
    raise AssertionError("the game never got there")


def live_picture(scene) -> tuple:
    """What the live table is and shows (the game, the felt, a person's pending choice)."""
    layer = scene.layer
    return (copy.deepcopy(scene.match.log), scene.match.state.snapshot(), layer.shown.public(),
            [list(h) for h in layer.shown.hands], [d.value for d in layer.dice], layer.message,
            layer.current(), layer.turn_seat, layer.looker, layer.focus, layer.pending, layer.driver.queue.busy)


def watch_the_past(app, scene) -> list[tuple[str, int | None]]:
    """T, then every frame (drawn) until the live table is back: (the line said, the
    hand drawn face up)."""
    key(app, pygame.K_t)
    past = scene.past
    assert past is not None
    seen = []
    for _ in range(60 * 120):
        if scene.past is None:
            return seen
        app.update(STEP)
        app.render()
        if scene.past is not None:
            seen.append((past.layer.message, past.layer.view.face_up_seat))
    raise AssertionError("the last turn never ended")


def collapsed(lines: list[str]) -> list[str]:
    return [line for k, line in enumerate(lines) if k == 0 or lines[k - 1] != line]


def test_t_shows_the_previous_turn_step_by_step_and_the_live_game_is_untouched():
    app = make_app("--speed", "fast")
    app.game = "wazabi"
    scene = app.open(app.game_screen("rolloff"), config(people=(0,)))
    log = scene.match.log
    # a turn of the person in which they are to play, the turn before it finished
    play_until(app, scene, lambda: previous_turn(log) is not None and scene.layer.current()[0] == "play")
    first, after = previous_turn(log)
    seat = log[first]["player"]
    before = live_picture(scene)
    key(app, pygame.K_t)
    past = scene.past
    assert past is not None and past.layer.keys_line() == t("wz_last_turn_bar", name=scene.layer.seat_name(seat))
    said = [past.layer.message]
    while scene.past is not None:
        app.update(STEP)
        app.render()
        said.append(past.layer.message)
    # said: whose turn, then each line of the log from its turn line to the next, in words
    names = scene.layer.names()
    expected = [t("wz_last_turn_showing", name=names[seat])]
    expected += [words for e in log[first + 1:after] if (words := sentence(e, names)) is not None]
    assert collapsed(said) == collapsed(expected)
    assert len(expected) >= 3                          # whose turn, the roll, at least one more step
    # drawn at its end: the position the log reaches at the next turn line
    reached = position_at(WAZABI, log, after).state
    assert past.driver.match.state.snapshot() == reached.snapshot()
    assert past.layer.shown.public() == Shown.of_state(reached).public()
    # the live game, and what its table shows, as they were
    assert live_picture(scene) == before
    key(app, pygame.K_p)                               # and it goes on from there
    assert scene.match.log[len(before[0])]["type"] == "turn_end"


def test_a_key_pressed_during_the_last_turn_never_acts_in_the_live_game():
    app = make_app("--speed", "normal")
    app.game = "wazabi"
    scene = app.open(app.game_screen("rolloff"), config(people=(0,), seed=5))
    log = scene.match.log
    play_until(app, scene, lambda: previous_turn(log) is not None and scene.layer.current()[0] == "play")
    before = live_picture(scene)
    key(app, pygame.K_t)
    for k in (pygame.K_p, pygame.K_1, pygame.K_2, pygame.K_RIGHT, pygame.K_TAB, pygame.K_l, pygame.K_e, pygame.K_a):
        key(app, k)
        app.update(STEP)
        assert scene.past is not None, pygame.key.name(k)       # these keys wait
        assert scene.history is None and scene.notice is None
        assert len(log) == len(before[0])
    button = scene.layer.view.main_button.rect.center          # where the live table's Pass is
    click(app, button)                                          # a click ends the showing, and only that
    assert scene.past is None and live_picture(scene) == before
    for leave in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_t):  # each of these ends it too, nothing more
        key(app, pygame.K_t)
        assert scene.past is not None
        key(app, leave)
        assert scene.past is None and top(app) is scene and live_picture(scene) == before
    click(app, button)                                          # the live table's Pass, now
    assert log[len(before[0])]["type"] == "turn_end"


def test_t_before_any_finished_turn_or_while_the_table_moves_says_why():
    app = make_app("--speed", "normal")
    app.game = "wazabi"
    scene = app.open(app.game_screen("rolloff"), config(people=(0,), seed=5))
    log, layer = scene.match.log, scene.layer
    key(app, pygame.K_t)                                # the roll-off: no turn has begun yet
    assert scene.past is None and scene.notice[0] == t("last_turn_none")
    for _ in range(40000):                              # later, while a computer's move is shown
        if layer.current() is not None:
            person_acts(app, layer)
        elif previous_turn(log) is not None and layer.queue.busy:
            break
        app.update(STEP)
    key(app, pygame.K_t)
    assert scene.past is None and scene.notice[0] == t("last_turn_later")
    app.render()


def test_alone_against_computers_only_your_own_hand_is_face_up_in_the_last_turn():
    app = make_app("--speed", "fast")
    app.game = "wazabi"
    scene = app.open(app.game_screen("rolloff"), config(people=(0,), players=4, seed=8))
    log = scene.match.log
    # the turn shown is a computer's: its hand must stay face down
    play_until(app, scene, lambda: previous_turn(log) is not None and log[previous_turn(log)[0]]["player"] != 0)
    seen = watch_the_past(app, scene)
    assert seen and {face_up for _, face_up in seen} == {0}


def test_between_people_the_last_turn_shows_no_hand_the_live_table_hides():
    """Ana and Ben share the screen with a computer. Ben has taken the computer for his
    turn; T shows Ana's turn before it: Ana's hand never face up, Ben's only while he
    acts in it (keeping cards Ana made him keep)."""
    app = make_app("--speed", "fast")
    app.game = "wazabi"
    scene = app.open(app.game_screen("rolloff"), config(people=(0, 1), players=3, seed=4))
    log, layer = scene.match.log, scene.layer

    def ben_looks_after_anas_turn():
        found = previous_turn(log)
        return found is not None and log[found[0]]["player"] == 0 and layer.current()[1] == 1
    play_until(app, scene, ben_looks_after_anas_turn)
    assert layer.hand_seat() == 1 and layer.looker == 1              # the live table shows Ben's hand only
    before = live_picture(scene)
    seen = watch_the_past(app, scene)
    assert seen and all(face_up in (None, 1) for _, face_up in seen), seen
    assert any(face_up is None for _, face_up in seen)               # Ana's turn: her hand hidden
    assert live_picture(scene) == before
