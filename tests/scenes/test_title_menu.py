"""The title's menu keeps its places (issue 12): Resume game appears in a row of its
own when the chosen game has a save, and New game, Tutorial, Rules, Settings,
Statistics, Replay a log, Join a game and Quit stay exactly where they were."""
from __future__ import annotations

import pygame

from scenes import registry
from scenes.shell import saves
from scenes.shell.title import TitleScene
from scenes.ui import text

from tests.scenes.scene_helpers import click, key, make_app, top

ECEG, WAZABI = registry.games()[0], "wazabi"


def places(title) -> dict[str, pygame.Rect]:
    return {b.text: pygame.Rect(b.rect) for b in title.buttons}


def save_a_game(app) -> None:
    config = app.build("demo config", 2).with_seed(8)
    match = config.build_match(8)
    match.chance()
    assert saves.save(config, match)


def test_resume_game_appears_and_nothing_else_moves():
    app = make_app()
    app.push(TitleScene(app))
    without = places(top(app))
    choice = pygame.Rect(top(app).game_choice.rect)
    assert text.t("resume_game") not in without and len(without) == 8      # New game ... Join a game, Quit
    assert top(app).buttons[0].text == text.t("new_game") and top(app).buttons[0].focused

    save_a_game(app)
    app.reset(TitleScene(app))
    title = top(app)
    with_save = places(title)
    resume = with_save.pop(text.t("resume_game"))
    assert with_save == without and title.game_choice.rect == choice
    assert title.buttons[0].text == text.t("resume_game") and title.buttons[0].focused
    # Resume takes no other entry's place, nor the game choice's
    assert not any(resume.colliderect(rect) for rect in [*without.values(), choice])
    click(app, resume.center)                       # and it works where it is
    assert type(top(app)).__name__ == "TableScene"


def test_choosing_a_game_without_a_save_moves_no_entry():
    """Easy Come, Easy Go has a save, Wazabi none: going from one to the other only
    takes Resume away (the mouse pointer stays on the same entry)."""
    app = make_app()
    save_a_game(app)
    app.push(TitleScene(app))
    title = top(app)
    before = places(title)
    assert text.t("resume_game") in before
    key(app, pygame.K_UP)              # from Resume up to the game choice
    assert title.ring.current is title.game_choice
    while app.game != WAZABI:
        key(app, pygame.K_RIGHT)
    after = places(title)
    assert text.t("resume_game") not in after
    assert after == {label: rect for label, rect in before.items() if label != text.t("resume_game")}


def test_the_menu_and_the_setups_buttons_share_one_text_size_in_french():
    """Issue 26: no label of a group drawn smaller than its neighbours (in French, the
    longest strings); measured on the buttons' faces."""
    from tests.scenes.test_results import capital_height
    app = make_app("--lang", "fr")
    try:
        save_a_game(app)
        app.reset_to("title")
        title = top(app)
        assert isinstance(title, TitleScene)
        assert len({capital_height(b) for b in title.buttons if b.is_enabled()}) == 1
        assert title.saved is not None            # Resume's row too
        click(app, next(b for b in title.buttons if b.text == text.t("new_game")).rect.center)
        setup = top(app)
        assert setup.back.drawn_size() == setup.start.drawn_size()      # ("J" of Jouer descends: sizes, not pixels)
    finally:
        text.set_language("en")
