"""The tutorial's teacher is a named character on the table ("Teacher", "Your guide"),
never a computer level such as "Computer: greedy", in every lesson and language."""
from __future__ import annotations

import pytest

from scenes.eceg import tutorial
from scenes.ui import text

from tests.scenes.scene_helpers import make_app, step

NAMES = {"en": ("Teacher", "Your guide"), "fr": ("Professeur", "Votre guide")}
LEVEL_WORDS = ("Computer", "Ordinateur", "greedy", "glouton", "hard", "difficile")


def seat_texts(table) -> list[tuple[str, str]]:
    return [(area.name, area.kind_label) for area in table.layer.view.areas]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("lesson", [1, 2, 3])
def test_the_teacher_has_a_name_and_no_computer_level(lang, lesson):
    app = make_app("--lang", lang)
    try:
        app.open("title")
        table = tutorial.lesson_table(app, lesson) if lesson < 3 else tutorial.first_turn_table(app)
        app.push(table)
        step(app, 0.5)
        you, teacher = seat_texts(table)
        assert teacher == NAMES[lang]
        assert not any(word in teacher[1] for word in LEVEL_WORDS)
        assert you[1] == {"en": "Human", "fr": "Humain"}[lang]       # the person's seat says what it is
    finally:
        text.set_language("en")


def test_the_teacher_keeps_its_name_after_a_language_switch():
    app = make_app()
    try:
        app.open("title")
        table = tutorial.lesson_table(app, 1)
        app.push(table)
        text.set_language("fr")
        table.layer.refresh_text()
        assert seat_texts(table)[1][1] == "Votre guide"
        app.render()
    finally:
        text.set_language("en")


def test_a_real_game_still_shows_the_computer_level():
    """Only the tutorial names a role: a table of the real game keeps "Computer: hard"."""
    from scenes.eceg.game_config import GameConfig, SeatConfig
    from scenes.eceg.table import table as eceg_table

    app = make_app()
    app.open("title")
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bot", (70, 130, 220), "hard")), seed=3)
    match = config.build_match(3)
    table = eceg_table(app, config, match)
    app.push(table)
    assert seat_texts(table)[1] == ("Bot", "Computer: hard")
