"""The pause (Esc at a table) in every game: everything it says is inside its own box,
so its seed line and its saved-log note cover no card, arrow or heading of the table
(issue 26, item 5), and the seed line tells what the seed can really do (a tutorial's
scripted game comes from no seed)."""
from __future__ import annotations

import pygame

from scenes.shell.pause import PauseScene
from scenes.ui import text
from scenes.ui.overlay import dim

from tests.scenes.scene_helpers import click, key, top
from tests.scenes.test_history_panel import three_tables


def table_under(app, pause) -> pygame.Surface:
    """The table as drawn under the open pause (a game may hide something while paused:
    YAM color turns its card face down), without the pause itself."""
    pause.draw, drawn = (lambda surface: None), pause.draw
    try:
        return app.render().copy()
    finally:
        del pause.draw
        assert pause.draw == drawn


def outside_differences(app, under: pygame.Surface, box: pygame.Rect) -> list:
    """Pixels outside the pause's box that are not the table dimmed."""
    expected = under.copy()
    expected.blit(dim(expected.get_size()), (0, 0))
    shown = app.render()
    return [(x, y) for x in range(0, 1280, 2) for y in range(0, 720, 2)
            if not box.collidepoint(x, y) and shown.get_at((x, y))[:3] != expected.get_at((x, y))[:3]]


def test_the_pause_draws_nothing_outside_its_box_in_every_game():
    for lang in ("en", "fr"):
        for game, app, table in three_tables():
            text.set_language(lang)
            try:
                key(app, pygame.K_ESCAPE)
                pause = top(app)
                assert isinstance(pause, PauseScene)
                under = table_under(app, pause)
                assert not outside_differences(app, under, pause.rect), f"{game}/{lang}: the seed line is outside"
                save = next(b for b in pause.buttons if b.text == text.t("export_log"))
                click(app, save.rect.center)             # the saved log's note (or why not)
                assert pause.exported
                assert not outside_differences(app, under, pause.rect), f"{game}/{lang}: the note is outside"
                inner = pause.rect.inflate(-24, -40)       # the panel's wooden rim aside
                assert pause.words_rects() and all(inner.contains(r) for r in pause.words_rects())
                for a in pause.buttons:                  # and inside, it covers no button
                    for b in pause.buttons:
                        assert a is b or not a.rect.colliderect(b.rect)
                    assert pause.rect.contains(a.rect)
                    assert not any(a.rect.colliderect(r) for r in pause.words_rects())
            finally:
                text.set_language("en")


def test_the_tutorials_pause_does_not_offer_a_seed_that_does_not_replay_it():
    from tests.scenes.test_coach_overlay import scripted_table     # a tutorial's scripted match
    app, table = scripted_table((0, 2, 2, 5))
    assert not table.match.replays_from_seed
    key(app, pygame.K_ESCAPE)
    pause = top(app)
    said = " ".join(line for line, _, _ in pause.words())
    assert said == text.t("seed_line_scripted")
    assert str(table.match.seed) not in said
