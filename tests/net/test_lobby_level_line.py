"""The lobby's line about the level that plays for a silent seat (scenes/shell/lobby.py,
with scenes/shell/seat_about.py): once a turn time is chosen, the level under the mouse
or in focus is told in words where the lobby's waiting line was, and the words follow
the level as it is stepped. The real app headless, listening on loopback only."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell import seat_about
from tests.net.window import hosting_app, two_seats
from tests.scenes.scene_helpers import click, key


@pytest.fixture(autouse=True)
def setup_memory_kept():
    """The lobby remembers its turn time with the setup's memory: put back as it was."""
    from scenes.ui import userdata
    path = userdata.setup_path("easy-come-easy-go")
    before = path.read_bytes() if path.exists() else None
    yield
    if before is None:
        path.unlink(missing_ok=True)
    else:
        path.write_bytes(before)


def waiting_line(surface: pygame.Surface, lobby) -> list:
    """The pixels of the band above Back and Start where the lobby's line is written."""
    band = pygame.Rect(240, 578, 800, lobby.back.rect.y - 578)
    return [tuple(surface.get_at((x, y))) for x in range(band.x, band.right, 2) for y in range(band.y, band.bottom, 2)]


def test_the_level_for_a_silent_seat_is_told_while_it_is_pointed_at_or_focused():
    app, lobby = hosting_app("easy-come-easy-go", two_seats("easy"))
    try:
        assert lobby.turn_time.value is None and not lobby.fill_in_view()
        lobby.ring.focus(lobby.fill)               # disabled while no turn time is set: nothing told
        assert not lobby.fill_in_view()
        plain = waiting_line(app.render(), lobby)
        lobby.ring.focus(lobby.start)
        click(app, lobby.turn_time.forward_rect.center)          # a turn time: the level may be chosen
        assert lobby.fill.is_enabled()
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
        assert not lobby.fill_in_view()
        assert waiting_line(app.render(), lobby) == plain                # the waiting line, as before
        for _ in range(8):                         # Tab (real keys) to the level
            if lobby.ring.current is lobby.fill:
                break
            key(app, pygame.K_TAB)
        assert lobby.ring.current is lobby.fill and lobby.fill_in_view()
        told = waiting_line(app.render(), lobby)
        assert told != plain
        level = lobby.fill.value
        key(app, pygame.K_LEFT)                    # another level: other words
        assert lobby.fill.value != level
        assert waiting_line(app.render(), lobby) not in (told, plain)
        assert seat_about.about("easy-come-easy-go", lobby.fill.value) != seat_about.about("easy-come-easy-go", level)
        lobby.ring.focus(lobby.start)              # focus elsewhere, the mouse over the level
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=lobby.fill.inner.center, rel=(0, 0), buttons=(0, 0, 0)))
        assert lobby.fill_in_view()
        assert waiting_line(app.render(), lobby) != plain
    finally:
        app.quit()
