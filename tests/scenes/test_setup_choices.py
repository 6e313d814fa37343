"""The setup's choices, for every game: each arrow is its own button (real mouse
presses on its rectangle), the keyboard steps them too, and the seats offer a
person or the game's levels only (a reference player named by a saved or earlier
setup falls back to the default opponent)."""
from __future__ import annotations

import pygame
import pytest

from game.registry import GAMES
from scenes import registry
from scenes.shell.setup import COLOURS, SetupScene
from scenes.ui import text, theme
from scenes.ui.sprites.felt import RIM
from scenes.ui.widgets import Choice

from tests.scenes.scene_helpers import key, make_app, top

GAME_IDS = list(GAMES)
LEVELS = ["human", "easy", "medium", "hard", "remote"]     # issue 12: Human, Easy, Medium, Hard; issue 27: Remote
# issue 28: YAM color adds a caller at the person's own speed, first; never `perfect` or `random`
OFFERED = {"yam-color": ["human", "yours", "easy", "medium", "hard", "remote"]}


def press(app, pos, button: int = 1, release: bool = True) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    if release:
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def open_setup(game: str, *argv: str) -> SetupScene:
    app = make_app("--game", game, *argv)
    app.open("title")
    app.open("setup")
    setup = top(app)
    assert isinstance(setup, SetupScene)
    return setup


def expected_step(setup: SetupScene, choice: Choice, delta: int):
    """What one step should give, worked out from the rules the setup states: a seat's
    colour skips colours other seats shown have; any other choice just moves one along."""
    n = len(choice.options)
    if any(choice is row[0] for row in setup.rows):
        taken = {row[0].value for row in setup.rows[:setup.count.value] if row[0] is not choice}
        i = (choice.index + delta) % n
        while choice.options[i] in taken:
            i = (i + delta) % n
        return choice.options[i]
    return choice.options[(choice.index + delta) % n]


def test_the_player_count_has_a_back_and_a_forward_arrow():
    setup = open_setup("easy-come-easy-go")
    app = setup.app
    count = setup.count
    assert count.value == 2
    press(app, count.forward_rect.center)
    assert count.value == 3 and len(setup.ring.widgets) > 0
    assert setup.rows[2][0] in setup.ring.widgets              # the third row joined the focus ring
    press(app, count.back_rect.center)
    assert count.value == 2 and setup.rows[2][0] not in setup.ring.widgets
    press(app, count.back_rect.center)                         # back from the first wraps to the last
    assert count.value == 6
    press(app, count.forward_rect.center)
    assert count.value == 2


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_choice_on_the_setup_steps_back_and_forward_by_its_arrows(game):
    setup = open_setup(game)
    app = setup.app
    for _ in range(4):
        press(app, setup.count.forward_rect.center)
    assert setup.count.value == 6
    if game == "yam-color":              # people's call keys are choosable only between people
        for colour, name, kind in setup.rows:
            kind.set("human")
    choices = [w for w in setup.ring.widgets if isinstance(w, Choice)]
    assert setup.count in choices
    for colour, name, kind in setup.rows:
        assert colour in choices and kind in choices
    assert all(w in choices for w in setup.option_widgets) and setup.option_widgets
    tried = 0
    for choice in choices:
        if choice is setup.count:
            continue          # its own test: a step changes the rows
        before = choice.value
        if not choice.is_enabled():
            press(app, choice.forward_rect.center)
            press(app, choice.back_rect.center)
            assert choice.value == before, "a greyed choice does not move"
            continue
        tried += 1
        forward = expected_step(setup, choice, 1)
        press(app, choice.forward_rect.center)
        assert setup.ring.current is choice                    # the click gave it the focus too
        if game == "yam-color" and choice in setup.part.keys:
            assert choice.value != before                      # the next key no other person has
            rows = [c.value for c in setup.part.keys[:6] if c.value != "pad"]    # controllers are many
            assert len(set(rows)) == len(rows)
        else:
            assert choice.value == forward
        press(app, choice.back_rect.center)
        assert choice.value == before, "the left arrow goes back where the right one came from"
        backward = expected_step(setup, choice, -1)
        press(app, choice.back_rect.center)
        if not (game == "yam-color" and choice in setup.part.keys):
            assert choice.value == backward
        press(app, choice.forward_rect.center)
        assert choice.value == before
    assert tried >= 6 * 2 + 1          # colours and kinds of six seats, and an option at least


def test_an_arrow_looks_pressed_while_held_and_lighter_under_the_mouse():
    setup = open_setup("easy-come-easy-go")
    app = setup.app
    choice = setup.rows[1][2]
    face = (choice.forward_rect.x + 4, choice.forward_rect.centery)     # beside the triangle
    app.render()
    plain = app.screen.get_at(face)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=choice.forward_rect.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    app.render()
    hovered = app.screen.get_at(face)
    assert sum(hovered[:3]) > sum(plain[:3]) + 30
    value = choice.value
    press(app, choice.forward_rect.center, release=False)
    assert choice.pressed == 1 and choice.value != value               # it acts as it goes down
    app.render()
    held = app.screen.get_at(face)
    assert sum(held[:3]) < sum(hovered[:3]) - 30                       # sunk, darker
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=choice.forward_rect.center, button=1))
    assert choice.pressed == 0
    app.render()
    assert app.screen.get_at(face) == hovered


def test_the_keyboard_steps_a_focused_choice_both_ways():
    setup = open_setup("wazabi")
    app = setup.app
    dice = setup.option_choices["dice"]
    setup.ring.focus(dice)
    start = dice.index
    key(app, pygame.K_RIGHT)
    assert dice.index == (start + 1) % len(dice.options)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert dice.index == (start - 1) % len(dice.options)
    key(app, pygame.K_TAB)                                   # Tab moves on round the ring
    assert setup.ring.current is setup.option_choices["teams"]


def test_a_right_click_goes_back_and_a_click_on_the_value_forward():
    setup = open_setup("easy-come-easy-go")
    app = setup.app
    kind = setup.rows[1][2]
    assert kind.value == "hard"
    press(app, kind.inner.center, button=3)
    assert kind.value == "medium"
    press(app, kind.inner.center)
    assert kind.value == "hard"


# ----- which kinds a seat offers -------------------------------------------------------------
@pytest.mark.parametrize("game", GAME_IDS)
def test_seats_offer_a_person_the_three_levels_and_remote_only(game):
    setup = open_setup(game)
    for colour, name, kind in setup.rows:
        assert kind.options == OFFERED.get(game, LEVELS)
    labels = set()
    kind = setup.rows[1][2]
    for _ in range(len(kind.options)):
        press(setup.app, kind.forward_rect.center)
        labels.add(kind.label(kind.value))
    yours = {"Computer: your speed"} if game == "yam-color" else set()
    assert labels == {"Human", "Computer: easy", "Computer: medium", "Computer: hard", "Remote player"} | yours


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_reference_player_in_a_given_setup_becomes_the_first_opponent(game):
    """A rematch's setup (results -> New game) of a game whose seats were reference
    players shows them as the game's first opponent, never as `greedy`/`random`:
    the hardest level, but YAM color's *your speed* (tests/scenes/test_first_opponent.py)."""
    first, french = ("yours", "Ordinateur : votre rythme") if game == "yam-color" else \
        ("hard", "Ordinateur : difficile")
    app = make_app("--game", game)
    app.open("title")
    make_config = registry.resolve(registry.game_name(game, "config"))
    from scenes.shell.seating import SeatConfig
    config = make_config((SeatConfig("Ana", COLOURS[0], "random"), SeatConfig("Bo", COLOURS[1], "greedy"),
                          SeatConfig("Cy", COLOURS[2], "human")))
    app.open("setup", config)
    setup = top(app)
    assert [row[2].value for row in setup.rows[:3]] == [first, first, "human"]
    assert [row[1].value for row in setup.rows[:3]] == ["Ana", "Bo", "Cy"]
    assert setup.config().seats[0].kind == first
    text.set_language("fr")
    try:
        assert setup.rows[0][2].label(setup.rows[0][2].value) == french
    finally:
        text.set_language("en")


def test_the_colour_choice_names_the_colour_and_draws_the_seat_symbol_inside():
    setup = open_setup("easy-come-easy-go")
    app = setup.app
    app.render()
    colour = setup.rows[0][0]
    inner = colour.inner
    assert colour.value == COLOURS[0]
    # the seat's symbol in its colour sits between the arrows, at the right of the name
    red = theme.seat_colour(COLOURS[0])
    assert app.screen.get_at((inner.right - 12, inner.centery))[:3] == red


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_widget_of_a_full_setup_lies_on_its_panel_inside_the_frame(game):
    """Six seats, the game's own columns too (YAM color's call keys once ran past the panel
    and into the wooden frame): each widget inside the panel, the panel inside the cloth."""
    setup = open_setup(game)
    app = setup.app
    for _ in range(4):
        press(app, setup.count.forward_rect.center)
    assert setup.count.value == 6
    panel = setup.panel_rect()
    cloth = pygame.Rect(RIM, RIM, 1280 - 2 * RIM, 720 - 2 * RIM)      # inside the wooden frame
    assert cloth.contains(panel), panel
    widgets = [w for row in setup.rows for w in row] + [setup.count, setup.seed, setup.back, setup.start]
    widgets += list(setup.option_widgets) + setup.part.seat_widgets()[:setup.count.value]
    outside = [w.rect for w in widgets if not panel.contains(w.rect)]
    assert not outside, outside
