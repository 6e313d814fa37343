"""What playing Wazabi in the real window showed (docs/playtest-wazabi.md), each fixed
and checked here: when a person keeps cards in another player's turn, the hand at the
bottom is theirs (under the seat of the player on turn), so the hint names them."""
from __future__ import annotations

import pygame
import pytest

from game.wazabi.actions import Play
from game.wazabi.cards import DRAW_THREE, DROP_ONE, DROP_TWO, GIVE_ONE, KEEP_ONE, PLAY_AGAIN, SKIP_TURN
from scenes.ui import text
from scenes.wazabi.cover import CoverScene

from tests.scenes.scene_helpers import key, step, step_until, top
from tests.scenes.wazabi_tables import W, roll, settle, table_at


@pytest.fixture
def english_after():
    yield
    text.set_language("en")


@pytest.mark.parametrize("language, words", [("en", "Ben, keep 1 card"), ("fr", "Ben, gardez 1 carte")])
def test_a_person_keeping_cards_in_another_turn_is_named_above_their_hand(english_after, language, words):
    table = table_at([[KEEP_ONE, DROP_ONE, DRAW_THREE], [DROP_TWO, GIVE_ONE, PLAY_AGAIN], [SKIP_TURN, DROP_ONE, GIVE_ONE]],
                     people=(0, 1), lang=language)
    app = table.app
    step_until(app, lambda: isinstance(top(app), CoverScene), limit=5)
    step(app, 0.5)
    key(app, pygame.K_SPACE)                     # Ana takes the computer
    roll(table, W, W, W, W)
    settle(table)
    table.act(0, Play(KEEP_ONE, 1))              # Ana's Keep one on Ben: Ben chooses
    step_until(app, lambda: isinstance(top(app), CoverScene), limit=10)
    assert top(app).name == "Ben"
    step(app, 0.5)
    key(app, pygame.K_SPACE)                     # Ben takes it
    app.render()
    assert table.state.player == 0 and table.view.face_up_seat == 1
    assert table.hint().startswith(words)
