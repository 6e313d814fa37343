"""Muting shows a sign on screen (issue 12): M, or the setting, puts a crossed-out
speaker and the word in the bottom-right corner over whatever screen is shown, in the
interface's language; unmuting takes it away."""
from __future__ import annotations

import pygame
import pytest

from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.shell import settings
from scenes.shell.title import TitleScene
from scenes.ui import mute_badge, text

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, make_app, top

WORDS = {"en": "Muted", "fr": "Muet"}


def drawn_texts(app) -> dict[str, pygame.Rect]:
    """The lines of text on the next frame, with where they landed."""
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    frame = app.render()
    app.screen = plain
    return {message: rect for rect, message in frame.texts}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_m_shows_the_muted_sign_in_the_corner_and_m_again_takes_it_away(monkeypatch, language):
    text_boxes.record(monkeypatch)
    app = make_app("--lang", language)
    app.push(TitleScene(app))
    word = WORDS[language]
    assert word not in drawn_texts(app)
    key(app, pygame.K_m)
    assert app.audio.muted
    texts = drawn_texts(app)
    assert word in texts
    where = texts[word]
    assert where.left > 1160 and where.top > 690 and where.right <= 1270 and where.bottom <= 718
    key(app, pygame.K_m)
    assert not app.audio.muted and word not in drawn_texts(app)


def test_the_sign_is_drawn_over_any_screen_and_follows_the_setting():
    app = make_app()
    app.push(TitleScene(app))
    top(app).settings()                           # an overlay on top of the title
    corner = pygame.Rect(1150, 680, 120, 40)
    heard = app.render().subsurface(corner).copy()
    settings.change(app, "muted", True)           # the settings' Mute row does this
    muted = app.render()
    differing = sum(muted.get_at((x, y)) != heard.get_at((x - corner.x, y - corner.y))
                    for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom))
    assert differing > 600                        # the sign's panel, speaker and word
    # the speaker's red cross is there
    reds = sum(1 for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom)
               if (c := muted.get_at((x, y))).r > 180 and c.g < 130 and c.b < 120)
    assert reds >= 10
    settings.change(app, "muted", False)
    back = app.render()
    assert all(back.get_at((x, y)) == heard.get_at((x - corner.x, y - corner.y))
               for x in range(corner.left, corner.right, 3) for y in range(corner.top, corner.bottom, 3))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_sign_covers_no_text_on_the_table(monkeypatch, language):
    """The table's key line runs towards the bottom-right corner: the sign's panel
    must leave every letter of it (and of everything else) uncovered."""
    text_boxes.record(monkeypatch)
    app = make_app("--lang", language)
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bea", (70, 130, 220))), seed=4)
    app.push(eceg_table(app, config, config.build_match(4)))
    key(app, pygame.K_m)
    texts = drawn_texts(app)
    sign = mute_badge.badge_rect((1280, 720))
    assert text.t("keys_help") in texts                  # the key line is drawn
    covered = [message for message, rect in texts.items() if message != WORDS[language] and rect.colliderect(sign)]
    assert covered == []
