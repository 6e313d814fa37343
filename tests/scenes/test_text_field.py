"""Text fields (the setup's names and seed) edit as people expect, driven by real key
and text events through the app: Ctrl+A, Ctrl+Backspace, Home, End, the caret moved
by Left/Right (and placed by a click), and a caret one can see."""
from __future__ import annotations

import pygame

from tests.scenes.scene_helpers import click, key, make_app, step, top, type_text

CTRL = pygame.KMOD_LCTRL


def name_field(game: str = "easy-come-easy-go"):
    app = make_app("--game", game)
    app.open("title")
    app.open("setup")
    setup = top(app)
    field = setup.rows[0][1]
    click(app, field.rect.center)
    assert setup.ring.current is field and setup.typing
    return app, field


def test_ctrl_a_selects_everything_and_the_next_letter_replaces_it():
    app, field = name_field()
    assert field.value == "Player 1"
    key(app, pygame.K_a, CTRL)
    assert field.value == "Player 1"                    # selecting changes nothing yet
    type_text(app, "Z")
    assert field.value == "Z"
    type_text(app, "oé")
    assert field.value == "Zoé"


def test_ctrl_a_then_backspace_clears_the_field():
    app, field = name_field()
    key(app, pygame.K_a, CTRL)
    key(app, pygame.K_BACKSPACE)
    assert field.value == ""
    type_text(app, "Ana")
    assert field.value == "Ana"


def test_ctrl_backspace_deletes_the_word_before_the_caret():
    app, field = name_field()
    key(app, pygame.K_a, CTRL)
    type_text(app, "Anna Maria")
    key(app, pygame.K_BACKSPACE, CTRL)
    assert field.value == "Anna "
    key(app, pygame.K_BACKSPACE, CTRL)                  # the space and the word before it
    assert field.value == ""


def test_home_end_and_the_arrows_move_the_caret_where_letters_go():
    app, field = name_field()
    key(app, pygame.K_a, CTRL)
    type_text(app, "abc")
    key(app, pygame.K_HOME)
    type_text(app, "X")
    assert field.value == "Xabc"
    key(app, pygame.K_END)
    type_text(app, "!")
    assert field.value == "Xabc!"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    type_text(app, "-")
    assert field.value == "Xab-c!"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_BACKSPACE)                        # the letter before the caret: c
    assert field.value == "Xab-!"
    key(app, pygame.K_HOME)
    key(app, pygame.K_DELETE)                           # the letter after it: X
    assert field.value == "ab-!"


def test_the_arrows_in_a_field_do_not_step_the_neighbouring_choice_nor_leave_it():
    app, field = name_field()
    setup = top(app)
    kinds = [row[2].value for row in setup.rows]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RIGHT)
    assert setup.ring.current is field and [row[2].value for row in setup.rows] == kinds


def test_a_click_puts_the_caret_where_it_lands():
    app, field = name_field()
    key(app, pygame.K_a, CTRL)
    type_text(app, "WWWWWW")
    click(app, (field.rect.x + 11, field.rect.centery))    # just before the first letter
    type_text(app, "a")
    assert field.value == "aWWWWWW"


def test_the_seed_field_still_takes_digits_only():
    app, field = name_field()
    setup = top(app)
    click(app, setup.seed.rect.center)
    type_text(app, "12x3")
    assert setup.seed.value == "123"
    key(app, pygame.K_a, CTRL)
    type_text(app, "9")
    assert setup.seed.value == "9"


def dark(colour) -> bool:
    return sum(colour[:3]) < 200


def test_the_caret_is_drawn_where_the_next_letter_goes_and_selection_is_shown():
    app, field = name_field()
    key(app, pygame.K_a, CTRL)
    type_text(app, "Bob")
    app.render()
    x, y = field.caret_x(), field.rect.centery
    assert dark(app.screen.get_at((x, y)))                 # the caret, right after the text
    key(app, pygame.K_HOME)
    app.render()
    assert field.caret_x() < x
    assert dark(app.screen.get_at((field.caret_x(), field.rect.y + 10)))
    assert not dark(app.screen.get_at((x, field.rect.y + 10)))     # no caret left at the end
    step(app, 0.7, draw_every=1000)                         # it blinks: off for a moment
    app.render()
    assert not dark(app.screen.get_at((field.caret_x(), field.rect.y + 10)))
    key(app, pygame.K_a, CTRL)                              # everything selected: a highlight
    app.render()
    assert app.screen.get_at((field.rect.x + 9, field.rect.centery))[:3] == (170, 200, 240)
    key(app, pygame.K_TAB)                                  # away from the field: no caret, no highlight
    app.render()
    assert app.screen.get_at((field.rect.x + 9, field.rect.centery))[:3] != (170, 200, 240)
