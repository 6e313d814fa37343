"""A text field's value stays within its field at every text size (issue 30): fourteen
wide letters typed at 150 %, or a longer name kept from an older file, are set smaller and
never drawn over the next widget; the caret and a click agree with what is drawn."""
from __future__ import annotations

import pygame
import pytest

from scenes.ui import assets, canvas
from scenes.ui.widgets.textfield import TextField

from tests.scenes.scene_helpers import make_app

FIELD = (20, 20, 236, 44)          # the setup's name field (design units)
INK_FREE = (0, 0, 0)


@pytest.fixture
def large_text():
    make_app()                     # pygame and its fonts up
    canvas.set_scale(2)
    canvas.set_text_size(1.5)
    assets.clear_caches()
    yield
    canvas.set_scale(1)
    canvas.set_text_size(1.0)
    assets.clear_caches()


def drawn(field: TextField) -> pygame.Surface:
    frame = canvas.Canvas((400, 100), scale=2)
    frame.fill(INK_FREE)
    field.draw(frame)
    return frame


def pixels_right_of(frame, x_design: int) -> pygame.Rect:
    """The box of what is drawn right of x (design units), in pixels (empty: nothing)."""
    width, height = pygame.Surface.get_size(frame)
    plain = pygame.Surface((width, height))
    pygame.Surface.blit(plain, frame, (0, 0))          # the canvas's pixels, as pixels
    left = x_design * 2
    part = plain.subsurface((left, 0, width - left, height)).copy()
    part.set_colorkey(INK_FREE)
    return part.get_bounding_rect()


@pytest.mark.parametrize("value", ["W" * 14, "Joséphine-Éléonore", "Maximilien-Alexandre"])
def test_a_long_value_is_drawn_inside_its_field_at_150(large_text, value):
    field = TextField(FIELD, max_length=30)
    field.insert(value)
    # the font file's own width at the field's size: the value would run out of the field
    assert assets.font(field.size).size(value)[0] > pygame.Rect(FIELD).width - 20
    frame = drawn(field)
    assert pixels_right_of(frame, pygame.Rect(FIELD).right).width == 0
    assert field.value_size() < field.size


def test_the_caret_and_a_click_follow_the_smaller_letters(large_text):
    field = TextField(FIELD, max_length=30)
    field.insert("W" * 14)
    field.focused = True
    right = pygame.Rect(FIELD).right
    positions = []
    for k in range(15):
        field.caret = k
        positions.append(field.caret_x())
    assert positions == sorted(positions) and positions[-1] <= right
    assert [field.caret_at(x) for x in positions] == list(range(15))


def test_a_short_value_keeps_the_fields_size(large_text):
    field = TextField(FIELD)
    field.insert("Ana")
    assert field.value_size() == field.size
