"""The paged rules screen: keys and clicks turn pages within bounds, every page
draws something different, the prizes page shows the nine cards, Esc leaves."""
from __future__ import annotations

import pygame

from scenes.ui import text
from scenes.eceg.rules import PAGES, RulesScene
from scenes.eceg import card
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import click, key, make_app


def open_rules():
    app = make_app()
    app.push(TitleScene(app))
    rules = RulesScene(app)
    app.push(rules)
    return app, rules


def test_keys_and_arrows_turn_pages_within_bounds():
    app, rules = open_rules()
    key(app, pygame.K_LEFT)
    assert rules.page == 0
    for want, k in ((1, pygame.K_RIGHT), (2, pygame.K_PAGEDOWN), (1, pygame.K_PAGEUP), (2, pygame.K_RIGHT)):
        key(app, k)
        assert rules.page == want
    key(app, pygame.K_END)
    assert rules.page == len(PAGES) - 1
    key(app, pygame.K_RIGHT)
    assert rules.page == len(PAGES) - 1
    click(app, rules.prev_rect.center)
    assert rules.page == len(PAGES) - 2
    click(app, rules.next_rect.center)
    assert rules.page == len(PAGES) - 1
    key(app, pygame.K_HOME)
    assert rules.page == 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack[-1], TitleScene)


def test_close_button_and_every_page_distinct_in_both_languages():
    for lang in ("en", "fr"):
        text.set_language(lang)
        try:
            app, rules = open_rules()
            frames = []
            for page in range(len(PAGES)):
                rules.page = page
                frames.append(pygame.image.tobytes(app.render(), "RGB"))
            assert len(set(frames)) == len(PAGES)
            click(app, rules.close.rect.center)
            assert isinstance(app.stack[-1], TitleScene)
        finally:
            text.set_language("en")


def test_prizes_page_shows_the_nine_cards_with_their_dice():
    app, rules = open_rules()
    surface = app.render()
    found = 0
    for accent in card.ACCENTS:       # each card's coloured band is on screen
        hits = sum(1 for x in range(40, 1240, 4) for y in range(120, 640, 4)
                   if surface.get_at((x, y))[:3] == accent)
        found += hits > 20
    assert found == 9


def test_reached_from_the_pause_menu():
    from scenes.shell.pause import PauseScene
    from tests.scenes.test_coach_overlay import scripted_table
    app, table = scripted_table((0, 2, 2, 5))
    key(app, pygame.K_ESCAPE)
    pause = app.stack[-1]
    assert isinstance(pause, PauseScene)
    pause.rules()
    assert isinstance(app.stack[-1], RulesScene)
    key(app, pygame.K_RIGHT)
    assert app.stack[-1].page == 1 and table.state.rolled == (0, 2, 2, 5)   # the table is untouched
    key(app, pygame.K_ESCAPE)
    assert app.stack[-1] is pause
