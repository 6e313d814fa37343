"""The tutorial from the title, finished with the keyboard only: examples A and B
with scripted dice (wrong dice get a hint and change nothing), stealing and the
two-player defence on prepared positions (tests/scenes/test_tutorial_lessons.py
looks at those closer), then a real first turn against the computer with the coach on."""
from __future__ import annotations

import pygame

from scenes.eceg import tutorial
from scenes.eceg.coach import CoachOverlay
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import key, make_app, step, step_until

DIGITS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4]


def select(app, table, values) -> None:
    """Press the number keys of dice showing `values` (keys count dice left to right)."""
    rolled = table.layer.rolled_dice()
    taken = []
    for v in values:
        n = next(i for i, d in enumerate(rolled) if d.value == v and i not in taken)
        taken.append(n)
        key(app, DIGITS[n])


def focus_title_button(app, label_key):
    from scenes.ui.text import t
    title = app.stack[-1]
    while getattr(title.ring.current, "text", None) != t(label_key):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)


def wait_turn(app, table):
    step_until(app, lambda: table.layer.awaiting_human)


def test_tutorial_with_the_keyboard_only():
    app = make_app("--seed", "11")
    app.push(TitleScene(app))
    focus_title_button(app, "tutorial")
    lesson = app.stack[-1]
    assert isinstance(lesson.layer, tutorial.LessonTable) and lesson.layer.lesson == 1
    assert lesson.layer.intro is not None
    app.render()
    key(app, pygame.K_RETURN)                  # the introduction card
    wait_turn(app, lesson)
    assert lesson.state.rolled == (0, 2, 2, 5)
    select(app, lesson, [2])                   # a right die: no hint
    step(app, 1 / 60)
    assert lesson.layer.hint == ""
    select(app, lesson, [2])
    select(app, lesson, [0])                   # a wrong die: a hint at once
    step(app, 1 / 60)
    assert "2 2" in lesson.layer.hint
    select(app, lesson, [5])
    key(app, pygame.K_SPACE)                   # rolling the wrong dice: refused
    assert "2 2" in lesson.layer.hint and lesson.state.rolled == (0, 2, 2, 5) and not lesson.state.kept
    app.render()
    select(app, lesson, [0, 5])                # unselect them
    select(app, lesson, [2, 2])
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    assert lesson.state.kept == (2, 2) and lesson.state.rolled == (2, 5) and lesson.layer.hint == ""
    select(app, lesson, [2])
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    assert lesson.state.kept == (2, 2, 2) and lesson.state.rolled == (4,)
    key(app, pygame.K_RETURN)                  # the glowing prize has the focus: BRELAN pairs
    step_until(app, lambda: app.stack[-1] is not lesson, limit=10)
    assert lesson.state.prizes_of(0) == ["three_even"]

    lesson = app.stack[-1]
    assert isinstance(lesson.layer, tutorial.LessonTable) and lesson.layer.lesson == 2
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    assert lesson.state.rolled == (0, 1, 2, 5)
    select(app, lesson, [0, 1, 2])
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    assert lesson.state.rolled == (5,) and lesson.layer.claimable() == []
    key(app, pygame.K_RETURN)                  # nothing to take: Enter does nothing
    assert lesson.state.rolled == (5,)
    select(app, lesson, [5])
    key(app, pygame.K_SPACE)                   # the 5 set aside: the turn ends with no prize
    step_until(app, lambda: app.stack[-1] is not lesson, limit=10)
    assert lesson.state.owners == [None] * 9
    assert [e["type"] for e in lesson.match.log[-3:]] == ["set_aside", "turn_end", "turn"]

    lesson = app.stack[-1]                     # stealing: 0 0 0 2, take 3 or less from the teacher
    assert isinstance(lesson.layer, tutorial.LessonTable) and lesson.layer.lesson == 3
    key(app, pygame.K_RETURN)
    wait_turn(app, lesson)
    while lesson.layer.focus != lesson.state.table.index["three_or_less"]:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert lesson.state.owner("three_or_less") == 0
    step_until(app, lambda: app.stack[-1] is not lesson, limit=10)

    lesson = app.stack[-1]                     # the defence: keep 0 2, roll 1 4, steal Exactly 7
    assert isinstance(lesson.layer, tutorial.LessonTable) and lesson.layer.lesson == 4
    key(app, pygame.K_RETURN)
    wait_turn(app, lesson)
    select(app, lesson, [0, 2])
    key(app, pygame.K_SPACE)
    wait_turn(app, lesson)
    key(app, pygame.K_RETURN)
    assert lesson.state.owner("seven") == 0 and not lesson.state.in_defence()
    step_until(app, lambda: app.stack[-1] is not lesson, limit=10)

    real = app.stack[-1]
    assert isinstance(real.layer, tutorial.FirstTurnTable)
    assert isinstance(real.layer.coach, CoachOverlay)
    assert real.driver.players[1] is not None         # against the computer
    key(app, pygame.K_RETURN)
    wait_turn(app, real)
    step(app, 1 / 60)
    assert real.layer.coach.advice is not None and real.state.seat == 0
    app.render()
    while real.state.seat == 0 and not real.state.is_over():   # follow the coach, by keys
        advice = real.layer.coach.advice
        if isinstance(advice.recommended, tutorial.Take):
            index = real.state.table.index[advice.recommended.prize]
            while real.layer.focus != index:
                key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        else:
            select(app, real, advice.recommended.dice)
            key(app, pygame.K_SPACE)
        step_until(app, lambda: real.layer.awaiting_human or real.state.seat != 0, limit=30)
        step(app, 1 / 60)
    assert real.layer.first_turn_over
    assert real.layer.panel_text() == tutorial.t("tut_done")
    app.render()


def test_a_wrong_prize_gets_a_hint(monkeypatch):
    app = make_app()
    lesson = tutorial.lesson_table(app, 1)
    app.push(lesson)
    key(app, pygame.K_SPACE)
    lesson.layer.steps[0:2] = []                     # straight to the take step
    lesson.match.script = []
    step_until(app, lambda: lesson.layer.awaiting_human)
    lesson.layer.take(99)                            # not claimable: ignored
    assert lesson.layer.hint == ""
    key(app, pygame.K_SPACE)                   # no dice selected: a hint what to do
    assert lesson.layer.hint != ""
