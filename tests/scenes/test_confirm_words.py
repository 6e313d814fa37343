"""The Confirm moves question's yes button fits every move it asks about: taking or
stealing a prize, giving a die, playing a card. Playtest of issue 26: "Take Exactly
13?" was answered by "Yes, play it" ("Oui, jouer" in French)."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell.confirm import ConfirmScene

from tests.scenes.scene_helpers import key, make_app, until_deciding


@pytest.mark.parametrize("lang, asked, play_word", [("en", "Take ", "play"), ("fr", "Prendre ", "jouer")])
def test_taking_a_prize_is_not_answered_by_play(lang, asked, play_word):
    from tests.scenes.test_table_details import person_first
    app = make_app("--lang", lang)
    app.settings["confirm_moves"] = True
    table = person_first(app, [(0, 1, 2, 4)])        # 0 1 2 4: exactly 7, for Ana to take
    until_deciding(app, table)
    key(app, pygame.K_RETURN)
    question = app.stack[-1]
    assert isinstance(question, ConfirmScene) and question.question().startswith(asked)
    yes = question.buttons[0].text
    assert yes and play_word not in yes.lower()
