"""The setup's line about a seat (scenes/shell/seat_about.py): the seat whose kind is
under the mouse, else in keyboard focus, is told in words; every level a game offers
people has its own line in both languages; the line never covers the options or the
buttons, at any seat count and text size."""
from __future__ import annotations

import pygame
import pytest

from game import registry as game_registry
from game.registry import game as game_spec
from scenes.shell.seating import HUMAN, REMOTE, offered_kinds
from scenes.shell.setup import SetupScene
from scenes.ui import canvas, theme
from scenes.ui.text import set_language
from scenes.shell import seat_about, settings
from tests.scenes.scene_helpers import click, key, make_app, top

SCREEN = pygame.Rect(0, 0, 1280, 720)


def open_setup(game: str, language: str = "en", players: int = 2):
    app = make_app("--speed", "instant", "--game", game, "--lang", language)
    app.open("setup")
    setup = top(app)
    assert isinstance(setup, SetupScene)
    while setup.count.value != players:
        click(app, setup.count.forward_rect.center)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    return app, setup


def tab_to(app, setup, widget, limit: int = 60) -> None:
    """Press Tab (real key events) until `widget` has the focus."""
    for _ in range(limit):
        if setup.ring.current is widget:
            return
        key(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the widget")


def frame(app) -> pygame.Surface:
    return app.render().copy()


@pytest.mark.parametrize("game", game_registry.ids())
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_kind_a_seat_may_take_has_its_own_line_in_both_languages(game, language):
    spec = game_spec(game)
    kinds = [HUMAN, *spec.people_kinds] + ([REMOTE] if spec.remote is not None else [])
    assert offered_kinds(spec) == kinds
    set_language(language)
    try:
        make_app("--game", game).quit()          # the games' catalogs merged, as at start
        set_language(language)
        lines = {kind: seat_about.about(game, kind) for kind in kinds}
    finally:
        set_language("en")
    assert all(len(line) > 20 for line in lines.values()), lines
    assert len(set(lines.values())) == len(kinds), lines        # no two kinds share a line


def test_the_french_lines_are_not_the_english_ones():
    make_app("--game", "wazabi").quit()
    for game in game_registry.ids():
        for kind in game_spec(game).people_kinds:
            english = seat_about.about(game, kind)
            set_language("fr")
            try:
                french = seat_about.about(game, kind)
            finally:
                set_language("en")
            assert french and french != english, (game, kind)


def test_nothing_is_said_until_a_kind_is_pointed_at_or_focused_then_the_focused_seat_is_told():
    app, setup = open_setup("wazabi")
    try:
        assert setup.ring.current is setup.start            # the setup opens on Start
        plain = frame(app)
        assert setup.draw_seat_about(plain) is None
        kind = setup.rows[1][2]
        tab_to(app, setup, kind)
        shown = frame(app)
        box = setup.draw_seat_about(shown.copy())
        room = setup.seat_about_room()
        assert box is not None and room.contains(box), (box, room)
        # the box is drawn in the frame: the room's pixels changed, and cream text is there
        changed = sum(plain.get_at((x, y)) != shown.get_at((x, y))
                      for x in range(box.x, box.right, 3) for y in range(box.y, box.bottom, 3))
        assert changed > 100
        cream = sum(shown.get_at((x, y))[:3] == theme.CREAM for x in range(box.x, box.right) for y in range(box.y, box.bottom))
        assert cream > 50
        # stepping the kind with the keyboard changes the words drawn with it
        before = value_pixels(shown, box)
        key(app, pygame.K_LEFT)
        assert kind.value != "hard"
        assert value_pixels(frame(app), box) != before
        # Tab on to the next widget (the seat's colour or the options): the line goes
        key(app, pygame.K_TAB)
        assert setup.ring.current not in [k for _, _, k in setup.rows]
        assert setup.draw_seat_about(frame(app)) is None
    finally:
        app.quit()


def cream_rows(surface: pygame.Surface, box: pygame.Rect) -> list[int]:
    """The rows of `box` where some pixel has the text's colour."""
    return [y for y in range(box.y, box.bottom)
            if any(surface.get_at((x, y))[:3] == theme.CREAM for x in range(box.x, box.right, 2))]


def value_pixels(surface: pygame.Surface, box: pygame.Rect) -> list:
    return [tuple(surface.get_at((x, y))) for x in range(box.x, box.right, 2) for y in range(box.y, box.bottom, 2)]


def test_the_kind_under_the_mouse_is_told_before_the_one_in_focus():
    app, setup = open_setup("wazabi")
    try:
        focused = setup.rows[1][2]
        tab_to(app, setup, focused)
        assert focused.value != HUMAN
        with_focus = setup.draw_seat_about(frame(app))
        told_focus = value_pixels(app.render(), with_focus)
        human = setup.rows[0][2]
        assert human.value == HUMAN
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=human.inner.center, rel=(0, 0), buttons=(0, 0, 0)))
        assert seat_about.kind_in_view([k for _, _, k in setup.rows[:2]], setup.ring.current) is human
        hovered = frame(app)
        assert value_pixels(hovered, with_focus) != told_focus
        # the mouse leaves the seats: the focused seat is told again
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
        assert value_pixels(frame(app), with_focus) == told_focus
    finally:
        app.quit()


@pytest.mark.parametrize("game", game_registry.ids())
@pytest.mark.parametrize("language,size", [("en", 1.0), ("fr", 1.5)])
def test_the_line_never_covers_the_options_or_the_buttons(game, language, size):
    app, setup = open_setup(game, language, players=2)
    app.settings["text_size"] = round(size * 100)     # as the settings row does (the app applied the stored 100)
    settings.apply(app, {"text_size"})
    assert canvas.text_size() == size
    try:
        for players in range(setup.count.value, len(setup.rows) + 1):
            while setup.count.value != players:
                click(app, setup.count.forward_rect.center)
            for row in range(players):
                kind = setup.rows[row][2]
                for _ in range(len(kind.options)):
                    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=kind.inner.center, rel=(0, 0),
                                                    buttons=(0, 0, 0)))
                    box = setup.draw_seat_about(frame(app))
                    assert box is not None and SCREEN.contains(box), (players, row, kind.value, box)
                    blocked = [w.rect for w in (*setup.option_widgets, setup.back, setup.start, kind,
                                                setup.count, setup.seed)]
                    assert not any(box.colliderect(r) for r in blocked), (players, row, kind.value, box)
                    in_room = box.y >= setup.seat_about_room().y
                    assert in_room or box.y == seat_about.TOP_BAND_Y
                    if not in_room:          # the band: every line of the text inside it
                        shown = frame(app)
                        assert cream_rows(shown, box) and max(cream_rows(shown, box)) < box.bottom - 4
                    click(app, kind.forward_rect.center)
                    if kind.value == REMOTE and not setup.hosted():
                        raise AssertionError("a Remote seat without the network row")
    finally:
        app.settings["text_size"] = 100
        settings.apply(app, {"text_size"})
        set_language("en")
        app.quit()
