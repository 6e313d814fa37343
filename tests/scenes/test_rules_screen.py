"""The paged rules screens: keys and clicks turn pages within bounds, every page
draws something different, the prizes page shows the nine cards, Esc leaves; every
game's rules page the same way (one pager), and YAM color's show the rulebook's example."""
from __future__ import annotations

import pygame
import pytest

from game.yam_color.deck import count
from scenes.ui import assets, text
from scenes.ui.pager import PagedRules
from scenes.yam_color import rules as yam_rules
from scenes.eceg.rules import PAGES, RulesScene
from scenes.eceg import card
from scenes.shell.title import TitleScene

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import click, key, make_app
from tests.scenes.test_text_overlap import Checker


def open_rules(lang: str = "en"):
    app = make_app("--lang", lang)
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
            app, rules = open_rules(lang)
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


# ----- every game's rules share one pager (scenes/ui/pager.py) ---------------------------
GAMES = ("easy-come-easy-go", "wazabi", "yam-color")


@pytest.mark.parametrize("game", GAMES)
def test_every_games_rules_page_the_same_way_in_both_languages(game):
    for lang in ("en", "fr"):
        text.set_language(lang)
        try:
            app = make_app("--game", game, "--lang", lang)
            app.push(TitleScene(app))
            rules = app.open(app.game_screen("rules"))
            assert isinstance(rules, PagedRules) and rules.overlay
            pages = len(rules.PAGES)
            frames = set()
            for page in range(pages):
                assert rules.page == page
                frames.add(pygame.image.tobytes(app.render(), "RGB"))
                key(app, pygame.K_RIGHT)
            assert rules.page == pages - 1 and len(frames) == pages      # each page its own picture
            app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
            assert rules.page == pages - 2                                 # the wheel turns back
            key(app, pygame.K_HOME)
            assert rules.page == 0
            key(app, pygame.K_RETURN)
            assert isinstance(app.stack[-1], TitleScene)
        finally:
            text.set_language("en")


def test_yam_colors_rules_play_the_rulebooks_example():
    """Count 6, calls Bernard 7, Christine 8, Alain 6, Dorothée 5: checked from the highest,
    Christine pays a card, Bernard has none and pays nothing, Alain takes the card,
    Dorothée gets nothing (the rulebook's words, yam-color.md)."""
    assert count(yam_rules.EXAMPLE_DICE, yam_rules.EXAMPLE_CARD) == 6
    calls = {yam_rules.EXAMPLE_NAMES[s]: n for s, n in yam_rules.EXAMPLE_CALLS}
    assert calls == {"Bernard": 7, "Christine": 8, "Alain": 6, "Dorothée": 5}
    check = yam_rules.example_check()
    assert [(name, verdict) for name, verdict, _ in check] == [
        ("Christine", "fine"), ("Bernard", "fine"), ("Alain", "take"), ("Dorothée", "unchecked")]
    fines = {e["player"]: e["card"] for e in yam_rules.example_events() if e["type"] == "fine"}
    assert fines[2] is not None and fines[1] is None        # Christine pays a card, Bernard nothing
    assert [line for _, _, line in check] == [
        "Christine called 8: too high, pays a card", "Bernard called 7: too high (no card to pay)",
        "Alain called 6 and takes the card!", "Dorothée called 5: not checked, gets nothing"]
    text.set_language("fr")
    try:
        assert yam_rules.example_check()[2][2] == "Alain a annoncé 6 et prend la carte !"
    finally:
        text.set_language("en")


def test_yam_colors_count_page_adds_the_colours_as_the_spec_does(monkeypatch):
    """The spec's example: R R Y Y Y G B B against card 24 (RRYYGGBB) counts 2+2+1+2 = 7;
    the page says each colour's smaller number and the total."""
    app = make_app("--game", "yam-color")
    rules = app.open(app.game_screen("rules"), page=yam_rules.PAGES.index("count"))
    drawn = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda line, *a, **k: (drawn.append(line), real(line, *a, **k))[1])
    app.render()
    assert rules.page == 1
    for line in ("red: dice 2, card 2: 2", "yellow: dice 3, card 2: 2", "green: dice 1, card 2: 1",
                 "blue: dice 2, card 2: 2", "Count: 7"):
        assert line in drawn


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_text_over_text_on_any_rules_page(monkeypatch, game, language):
    text_boxes.record(monkeypatch)
    app = make_app("--game", game, "--lang", language)
    check = Checker(app, language)
    rules = app.open(app.game_screen("rules"))
    for page in range(len(rules.PAGES)):
        rules.page = page
        check.look(f"{game} rules page {page + 1}")
    text.set_language("en")
    assets.clear_caches()
    assert check.frames == len(rules.PAGES)
    assert not check.found, check.found
