"""The arrows move the keyboard's focus to the nearest widget that way on the screen (a
player reading the title's two columns and the setup's rows expects it): on the title,
Right from New game goes to Tutorial beside it, Down to Rules under it; in the setup, Up
from Tie at the top goes to the last seat's level above it, never to Call time beside it.
A choice keeps Left and Right for its value. Real key events, as a player presses them."""
from __future__ import annotations

import pygame

from scenes.ui.widgets import Button, FocusRing

from tests.scenes.scene_helpers import key, make_app, top


def button(app, label):
    return next(b for b in top(app).buttons if b.text == label)


def test_on_the_title_the_arrows_go_across_the_columns_and_down_the_rows():
    app = make_app("--game", "yam-color")
    app.push(app.build("title"))
    title = top(app)
    ring = title.ring
    assert ring.current is button(app, "New game")
    path = []
    for k in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT,
              pygame.K_UP, pygame.K_UP, pygame.K_UP):
        key(app, k)
        path.append(getattr(ring.current, "text", "game choice"))
    # Right at the right column stays there; Up from the top row goes to the game's choice
    assert path == ["Tutorial", "Settings", "Rules", "Statistics", "Replay a log", "Replay a log",
                    "Settings", "Tutorial", "game choice"]
    assert ring.current is title.game_choice
    key(app, pygame.K_RIGHT)                 # the choice keeps Right: the next game
    assert title.ring.current is title.game_choice and app.game != "yam-color"     # (a new menu, a new ring)
    key(app, pygame.K_DOWN)
    assert title.ring.current is button(app, "New game")
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)                # Enter opens what the focus shows
    assert type(top(app)).__name__ != "SetupScene"


def test_in_the_setup_up_from_the_options_goes_to_the_seat_above_not_beside():
    app = make_app("--game", "yam-color")
    app.push(app.build("title"))
    app.open("setup")
    setup = top(app)
    ring = setup.ring
    assert ring.current is setup.start
    key(app, pygame.K_UP)
    tie = ring.current
    assert tie in setup.option_widgets and tie.rect.centerx > setup.option_widgets[0].rect.centerx
    key(app, pygame.K_UP)
    kind = setup.rows[setup.count.value - 1][2]
    assert ring.current is kind                          # the last seat's level, above Tie
    before = kind.value
    key(app, pygame.K_LEFT)                              # a choice keeps Left: the level before
    ring = setup.ring                                    # (a level changed: the rows laid out again)
    assert ring.current is kind and kind.value != before
    key(app, pygame.K_UP)
    assert ring.current is setup.rows[setup.count.value - 2][2]
    key(app, pygame.K_UP)                                # above the first seat's level: the seed
    assert ring.current is setup.seed
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)                              # the seats' levels, then Tie at the top
    assert ring.current is tie
    key(app, pygame.K_LEFT)                              # a choice keeps Left: Tie's other value
    assert ring.current is tie


def test_with_nothing_that_way_up_and_down_go_round_the_list_and_left_right_stay():
    column = [Button(pygame.Rect(100, 100 + 60 * k, 200, 50), f"b{k}", lambda: None) for k in range(3)]
    ring = FocusRing(column)
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    up = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="", scancode=0)
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    assert ring.handle_event(down) and ring.current is column[1]
    assert ring.handle_event(down) and ring.current is column[2]
    assert ring.handle_event(down) and ring.current is column[0]       # round to the top
    assert ring.handle_event(up) and ring.current is column[2]
    assert not ring.handle_event(right) and ring.current is column[2]  # not used: the scene may


def test_the_arrows_pass_over_a_choice_that_cannot_be_used_now():
    """Easy Come, Easy Go at two players: *Hold through everyone* (four players or more)
    is greyed under the seats; Up from Start goes past it to the last seat's level."""
    app = make_app("--game", "easy-come-easy-go")
    app.push(app.build("title"))
    app.open("setup")
    setup = top(app)
    greyed = [w for w in setup.option_widgets if not w.is_enabled()]
    assert setup.count.value == 2 and greyed
    assert setup.ring.current is setup.start
    key(app, pygame.K_UP)
    assert setup.ring.current is setup.rows[1][2]
    key(app, pygame.K_DOWN)
    assert setup.ring.current not in greyed
