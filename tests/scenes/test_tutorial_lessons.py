"""The tutorial's lessons on stealing and on the two-player defence (issue 12): words
first (the table waits under the introduction card), then a prepared position where
the player does it, by keyboard or by mouse, checked by the lesson, in English and
French. Expected positions come from rules.md: 0 0 0 2 is three of a kind all even
and 3 or less; 0 1 2 4 adds up to exactly 7; during the defence only the holder's
prizes may be taken, and a successful first try ends it (the holder plays next)."""
from __future__ import annotations

import pygame
import pytest

from scenes.eceg import tutorial
from scenes.eceg.words import prize_name
from scenes.ui.text import t

from tests.scenes.scene_helpers import click, key, make_app, step, step_until

DIGITS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4]


def select(app, table, values) -> None:
    rolled, taken = table.layer.rolled_dice(), []
    for v in values:
        n = next(i for i, d in enumerate(rolled) if d.value == v and i not in taken)
        taken.append(n)
        key(app, DIGITS[n])


def open_lesson(app, number):
    lesson = tutorial.lesson_table(app, number)
    app.push(lesson)
    return lesson


def words_first(app, lesson, intro) -> None:
    """The introduction card is up and the table waits under it until Enter."""
    assert lesson.layer.intro == intro
    step(app, 2.0)
    assert lesson.state.phase == "roll" and lesson.state.rolled == ()      # no dice thrown yet
    key(app, pygame.K_RETURN)
    assert lesson.layer.intro is None
    step_until(app, lambda: lesson.layer.awaiting_human)


def index(lesson, prize_id) -> int:
    return lesson.state.table.index[prize_id]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_stealing_by_keyboard(lang):
    app = make_app("--lang", lang)
    lesson = open_lesson(app, 3)
    teacher = lesson.config.seats[1].name
    words_first(app, lesson, "tut_s0")
    state = lesson.state
    assert sorted(state.prizes_of(1)) == ["thirteen", "three_or_less"] and state.prizes_of(0) == []
    assert state.seat == 0 and state.rolled == (0, 0, 0, 2)
    assert set(state.claimable()) == {"three_even", "three_or_less"}
    assert lesson.layer.panel_text() == t("tut_s1", teacher=teacher)
    assert teacher in lesson.layer.panel_text()
    while lesson.layer.focus != index(lesson, "three_even"):    # the prize in the middle: not the lesson's
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert lesson.layer.hint == t("tut_wrong_take", prize=prize_name("three_or_less"))
    assert state.owner("three_even") is None and state.seat == 0
    app.render()
    key(app, pygame.K_TAB)
    assert lesson.layer.focus == index(lesson, "three_or_less")
    key(app, pygame.K_RETURN)                             # the steal
    assert state.owner("three_or_less") == 0 and state.prizes_of(1) == ["thirteen"]
    claim = [e for e in lesson.match.log if e["type"] == "claim"][-1]
    assert claim == {"type": "claim", "player": 0, "prize": "three_or_less", "from": 1}
    assert lesson.layer.panel_text() == t("tut_s_done", teacher=teacher)
    app.render()
    step_until(app, lambda: app.stack[-1] is not lesson, limit=10)
    following = app.stack[-1]
    assert isinstance(following.layer, tutorial.LessonTable) and following.layer.lesson == 4


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_two_player_defence_by_keyboard(lang):
    app = make_app("--lang", lang)
    lesson = open_lesson(app, 4)
    teacher = lesson.config.seats[1].name
    words_first(app, lesson, "tut_d0")
    state = lesson.state
    assert sorted(state.prizes_of(1)) == ["seven", "straight", "two_pairs"] and state.prizes_of(0) == []
    assert state.in_defence() and state.countdown(1) == 2          # your first of two tries
    assert state.rolled == (0, 0, 0, 2)
    assert state.claimable() == ()          # 0 0 0 2 makes two prizes of the middle: they do not count now
    assert lesson.layer.panel_text() == t("tut_d1", teacher=teacher)
    key(app, pygame.K_RETURN)                                      # nothing to take
    assert state.rolled == (0, 0, 0, 2) and state.prizes_of(0) == []
    select(app, lesson, [0, 0])                                    # not the lesson's dice
    key(app, pygame.K_SPACE)
    assert lesson.layer.hint == t("tut_wrong_dice", dice="0 2") and state.kept == ()
    select(app, lesson, [0, 0])                                    # unselect them
    select(app, lesson, [0, 2])
    key(app, pygame.K_SPACE)
    step_until(app, lambda: lesson.layer.awaiting_human)
    assert state.kept == (0, 2) and sorted(state.rolled) == [1, 4]
    assert state.claimable() == ("seven",)                          # 0 1 2 4: exactly 7, the teacher's
    assert lesson.layer.panel_text() == t("tut_d2", teacher=teacher)
    key(app, pygame.K_RETURN)                                      # the focus is on it: steal it
    assert state.owner("seven") == 0 and not state.in_defence() and state.seat == 1
    assert lesson.layer.panel_text() == t("tut_d_done", teacher=teacher)
    app.render()
    step_until(app, lambda: app.stack[-1] is not lesson, limit=10)
    assert isinstance(app.stack[-1].layer, tutorial.FirstTurnTable)
    assert app.stack[-1].layer.lesson == tutorial.LESSON_COUNT == 5


def test_both_lessons_by_mouse():
    app = make_app()
    lesson = open_lesson(app, 3)
    click(app, (640, 360))                                          # the introduction card
    step_until(app, lambda: lesson.layer.awaiting_human)
    click(app, lesson.layer.view.prize_rect(index(lesson, "three_or_less")).center)   # the teacher's small card
    assert lesson.state.owner("three_or_less") == 0
    step_until(app, lambda: app.stack[-1] is not lesson, limit=10)
    lesson = app.stack[-1]
    click(app, (640, 360))
    step_until(app, lambda: lesson.layer.awaiting_human)
    zero, two = (next(d for d in lesson.layer.rolled_dice() if d.value == v) for v in (0, 2))
    click(app, zero.pos)
    click(app, two.pos)
    click(app, lesson.layer.view.roll_button.rect.center)
    step_until(app, lambda: lesson.layer.awaiting_human)
    assert lesson.state.kept == (0, 2)
    click(app, lesson.layer.view.prize_rect(index(lesson, "seven")).center)
    assert lesson.state.owner("seven") == 0
    step_until(app, lambda: app.stack[-1] is not lesson, limit=10)
    assert isinstance(app.stack[-1].layer, tutorial.FirstTurnTable)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_text_over_text_in_the_new_lessons(monkeypatch, lang):
    """The introduction cards (as tall as their words) and the panels, in both languages."""
    from tests.scenes import text_boxes
    text_boxes.record(monkeypatch)
    app = make_app("--lang", lang)

    def look(where):
        plain = app.screen
        app.screen = text_boxes.Tracked(plain.get_size())
        try:
            frame = app.render()
        finally:
            app.screen = plain
        assert not text_boxes.overlaps(frame), (where, text_boxes.overlaps(frame))
        return frame

    for number in (3, 4):
        lesson = open_lesson(app, number)
        drawn = " ".join(m for _r, m in look(f"lesson {number} card").texts)
        assert lesson.config.seats[1].name in drawn                  # the words name the teacher
        key(app, pygame.K_RETURN)
        step_until(app, lambda: lesson.layer.awaiting_human)
        step(app, 0.5)
        look(f"lesson {number} table")
        app.pop()
