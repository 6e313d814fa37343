"""The tutorial's buttons mean what they say: the Roll button is the learner's, so it
is not on the table during the teacher's turns; the lessons show no past turn again
(no "Last turn" button, T does nothing, the keys line does not offer it); the last
lesson, a real game, does, and its panel keeps telling the live game meanwhile."""
from __future__ import annotations

import pygame
import pytest

from scenes.eceg import tutorial
from scenes.ui import text

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top
from tests.scenes.test_tutorial_you import select

TEACHER = tutorial.TEACHER


def on_screen(app) -> list[str]:
    """The lines of text the next frame shows (tests/scenes/text_boxes.py records them)."""
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    try:
        return [message for _box, message in app.render().texts]
    finally:
        app.screen = plain


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_roll_button_on_the_teachers_turn(monkeypatch, language):
    text_boxes.record(monkeypatch)
    app = make_app("--lang", language)
    try:
        lesson = tutorial.lesson_table(app, 2)          # example B ends with no prize: the teacher's turn
        app.push(lesson)
        key(app, pygame.K_RETURN)
        step_until(app, lambda: lesson.layer.awaiting_human)
        assert text.t("roll") in on_screen(app)          # the learner's turn: their button
        select(app, lesson, (0, 1, 2))
        key(app, pygame.K_SPACE)
        step_until(app, lambda: lesson.layer.awaiting_human)
        assert text.t("end_turn") in on_screen(app)      # one die left: the button ends the turn
        key(app, pygame.K_1)
        key(app, pygame.K_SPACE)
        step_until(app, lambda: lesson.layer.shown_seat == TEACHER, limit=10)
        while top(app) is lesson:
            words = on_screen(app)
            assert text.t("roll") not in words and text.t("end_turn") not in words
            assert lesson.layer.shown_seat == TEACHER
            click(app, lesson.layer.view.roll_button.rect.center)      # where the button was: nothing happens
            assert lesson.state.seat == TEACHER and lesson.state.rolled == ()
            step(app, 0.1)
    finally:
        text.set_language("en")


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_the_lessons_offer_no_last_turn(monkeypatch, number):
    text_boxes.record(monkeypatch)
    app = make_app()
    lesson = tutorial.lesson_table(app, number)
    app.push(lesson)
    key(app, pygame.K_RETURN)
    step_until(app, lambda: lesson.layer.awaiting_human)
    words = on_screen(app)
    assert text.t("last_turn_button") not in words
    assert not any("T last turn" in w for w in words)                 # the keys line
    assert text.t("keys_help_lesson") in words
    position = (lesson.state.seat, lesson.state.rolled, list(lesson.state.owners))
    key(app, pygame.K_t)
    step(app, 0.5)
    assert lesson.past is None and lesson.notice is None
    assert (lesson.state.seat, lesson.state.rolled, list(lesson.state.owners)) == position
    click(app, lesson.layer.view.last_turn_button.rect.center)
    assert lesson.past is None


def test_the_last_lesson_shows_the_last_turn_and_its_panel_keeps_to_the_live_game(monkeypatch):
    text_boxes.record(monkeypatch)
    app = make_app()
    table = tutorial.first_turn_table(app)
    app.push(table)
    key(app, pygame.K_RETURN)
    assert table.layer.panel_text() == text.t("tut_c1")
    while not (table.state.turn_number >= 3 and table.layer.awaiting_human):      # your turn, the teacher's
        if table.layer.awaiting_human:
            if table.layer.claimable():
                key(app, pygame.K_RETURN)
            else:
                select(app, table, [d.value for d in table.layer.rolled_dice()][:1])
                key(app, pygame.K_SPACE)
        step(app, 0.05)
        assert not table.state.is_over()
    assert table.layer.panel_text() == text.t("tut_done")
    words = on_screen(app)
    assert text.t("last_turn_button") in words and text.t("keys_help") in words
    key(app, pygame.K_t)
    assert table.past is not None
    assert table.past.state.turn_number == 2             # the teacher's turn, on the table again
    shown = 0
    while table.past is not None:
        assert table.past.layer.panel_text() == text.t("tut_done")
        words = on_screen(app)
        assert any(w in text.t("tut_done") for w in words if len(w) > 8)   # the panel's lines drawn
        step(app, 0.1)
        shown += 1
    assert shown > 5 and table.layer.panel_text() == text.t("tut_done")
