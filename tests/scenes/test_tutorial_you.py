"""The tutorial's learner sits as "You" ("Vous"): every sentence about them is said to
them ("Your turn", "You take...", "Teacher steals ... from you!", "Vous avez 2 essais"),
never built as for a third person ("You's turn", "You takes", "Vous a 2 essais", "à Vous").
The lessons are played by keyboard in both languages and every line of text the screens
render is collected; then a prepared game where the learner holds three prizes, through
the teacher's two tries, to the results."""
from __future__ import annotations

import re

import pygame
import pytest

from game.eceg.actions import SetAside, Take
from scenes.eceg import tutorial
from scenes.eceg.table import table as eceg_table
from scenes.shell.table_scene import TableScene
from scenes.shell.results import ResultsScene
from scenes.ui import assets, text

from tests.scenes.scene_helpers import key, make_app, step, step_until, top

DIGITS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4]
# a verb agreeing with a third person, a name as a vocative, the name after other words
# (after a sentence's end it starts a new sentence: allowed)
WRONG = {
    "en": [r"\bYou's\b", r"\bYou (has|is|holds|rolls|takes|steals|sets|gets|wins|starts|tries)\b",
           r"\bYou\s*:", r"[^.!?\s]\s+You\b"],
    "fr": [r"\bVous (a|prend|vole|lance|garde|n'obtient|gagne|commence|veut|réfléchit)\b",
           r"\bVous\s*:", r"[^.!?\s]\s+Vous\b"],
}


def collect_words(monkeypatch) -> list[str]:
    """Every line of text rendered from now on (plain and shadowed, cached or not)."""
    seen: list[str] = []
    for name in ("text", "shadowed"):
        real = getattr(assets, name)

        def catch(message, *args, real=real, **kwargs):
            seen.append(message)
            return real(message, *args, **kwargs)
        catch.cache_clear = real.cache_clear
        monkeypatch.setattr(assets, name, catch)
    return seen


def wrong_lines(seen, language) -> list[str]:
    start = text.t("h_start", names=f"{text.t('tut_you')}, {text.t('tut_teacher')}")  # the seats listed
    return sorted({line for line in seen if line.strip() not in start         # (wrapped in the history)
                   and any(re.search(p, line) for p in WRONG[language])})


def select(app, table, values) -> None:
    rolled, taken = table.layer.rolled_dice(), []
    for v in values:
        n = next(i for i, d in enumerate(rolled) if d.value == v and i not in taken)
        taken.append(n)
        key(app, DIGITS[n])


def watch(app, seconds) -> None:
    for _ in range(round(seconds / 0.05)):
        step(app, 0.05, draw_every=1)


def begin(app, lesson) -> None:
    app.render()                              # the introduction card
    key(app, pygame.K_RETURN)
    step_until(app, lambda: lesson.layer.awaiting_human)
    key(app, pygame.K_l)                      # the history, in the learner's words
    app.render()
    key(app, pygame.K_l)


def next_lesson(app, lesson):
    watch(app, 1.0)                           # the take or steal announced, the panel's ending
    step_until(app, lambda: top(app) is not lesson, limit=10)
    return top(app)


def play_lessons(app) -> None:
    lesson = tutorial.lesson_table(app, 1)
    app.push(lesson)
    begin(app, lesson)
    for dice in ((2, 2), (2,)):
        select(app, lesson, dice)
        key(app, pygame.K_SPACE)
        step_until(app, lambda: lesson.layer.awaiting_human)
    key(app, pygame.K_RETURN)                 # three of a kind, all even
    lesson = next_lesson(app, lesson)
    begin(app, lesson)
    select(app, lesson, (0, 1, 2))
    key(app, pygame.K_SPACE)
    step_until(app, lambda: lesson.layer.awaiting_human)
    key(app, pygame.K_1)
    key(app, pygame.K_SPACE)                  # no prize this turn
    lesson = next_lesson(app, lesson)
    begin(app, lesson)                        # stealing
    while lesson.layer.focus != lesson.state.table.index["three_or_less"]:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    lesson = next_lesson(app, lesson)
    key(app, pygame.K_RETURN)                 # the defence: its banner and line while the dice fall
    watch(app, 1.0)
    step_until(app, lambda: lesson.layer.awaiting_human)
    select(app, lesson, (0, 2))
    key(app, pygame.K_SPACE)
    step_until(app, lambda: lesson.layer.awaiting_human)
    key(app, pygame.K_RETURN)
    lesson = next_lesson(app, lesson)
    assert isinstance(lesson.layer, tutorial.FirstTurnTable)
    begin(app, lesson)
    while lesson.state.turn_number < 3 and not lesson.state.is_over():    # your turn, then the teacher's
        if lesson.layer.awaiting_human:
            if lesson.layer.claimable():
                key(app, pygame.K_RETURN)
            else:
                select(app, lesson, [d.value for d in lesson.layer.rolled_dice()][:1])
                key(app, pygame.K_SPACE)
        step(app, 0.05, draw_every=1)
    key(app, pygame.K_l)
    app.render()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_lessons_speak_to_the_learner(monkeypatch, language):
    seen = collect_words(monkeypatch)
    app = make_app("--lang", language)
    try:
        play_lessons(app)
        you = text.t("tut_you")
        turn = text.t("turn_of@name")
        assert turn in seen                                               # "Your turn" was said
        assert text.t("took@name", prize=tutorial.prize_name("three_even")) in seen     # lesson 1's ending
        teacher = text.t("tut_teacher")
        assert text.t("defence_line@name", holder=teacher, n=2) in seen   # lesson 4's line
        assert any(line.startswith(text.t("h_roll@name", dice="")) for line in seen)    # the history
        assert you in seen                                                # the seat is still named
        assert not wrong_lines(seen, language)
    finally:
        text.set_language("en")


def learner_holds_three(app) -> TableScene:
    """A tutorial game where the learner has just taken a third prize: the teacher's two
    tries (played here by keyboard, both with no prize) and the learner's win."""
    config = tutorial.tutorial_config("greedy")
    nothing = ((0, 1, 2, 5), SetAside((0, 1, 2, 5)))
    before = [(0, (0, 1, 2, 4), Take("seven")), (1, *nothing), (0, (1, 2, 3, 4), Take("straight")),
              (1, *nothing), (0, (1, 1, 3, 3), Take("two_pairs"))]
    match = tutorial._scripted(config, 7, [(0, 1, 2, 5), (0, 1, 2, 5)], before)
    table = eceg_table(app, config, match, players=[None, None])
    app.push(table)
    table.layer.start_turn(1)         # the teacher's first try begins as a fresh turn does (its banner)
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_learner_holding_three_prizes_is_spoken_to(monkeypatch, language):
    seen = collect_words(monkeypatch)
    app = make_app("--lang", language)
    try:
        table = learner_holds_three(app)
        assert table.state.in_defence() and table.state.seat == 1
        for _ in range(2):                      # each try: all four dice set aside, no prize
            watch(app, 0.6)
            step_until(app, lambda: table.layer.awaiting_human)
            for k in DIGITS:
                key(app, k)
            key(app, pygame.K_SPACE)
        step_until(app, lambda: isinstance(top(app), ResultsScene), limit=30)
        app.render()
        assert table.state.winner == 0
        teacher = text.t("tut_teacher")
        for line in (text.t("defence_line@holder", name=teacher, n=2),
                     text.t("defence_turn@holder", name=teacher, n=1),
                     text.t("holds_three@name"), text.t("winner@name"),
                     text.t("why_defence@name", other=teacher)):
            assert line in seen, line
        assert not wrong_lines(seen, language)
    finally:
        text.set_language("en")


def test_the_forbidden_forms_are_caught():
    """The check itself: the third-person sentences the tutorial used to draw are found."""
    assert wrong_lines(["You's turn", "You takes Exactly 7", "Teacher steals 3 or less from You!",
                        "You: no prize this turn", "Your turn", "You take Exactly 7"], "en") == [
        "Teacher steals 3 or less from You!", "You takes Exactly 7", "You's turn", "You: no prize this turn"]
    text.set_language("fr")
    try:
        assert wrong_lines(["Professeur a trois prix : Vous a 2 essais pour en voler un.", "À Vous de jouer",
                            "Vous prend 3 ou moins", "À vous de jouer", "Vous avez trois prix"], "fr") == [
            "Professeur a trois prix : Vous a 2 essais pour en voler un.", "Vous prend 3 ou moins",
            "À Vous de jouer"]
    finally:
        text.set_language("en")
