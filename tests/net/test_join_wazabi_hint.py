"""Wazabi's hint (H, issue 28) at a window joined to another computer's game: the person
there has a choice to make as at one screen, and H used to say "No hint now: it comes
when you have a choice to make" while they had one. It now searches that seat's own
view, checked against the host's full state at the same step (the view the host would
give that seat), never the other hands the window dealt itself to draw them."""
from __future__ import annotations

import contextlib
import time

import pygame

from game.registry import game as game_spec
from scenes.app import STEP
from scenes.ui.text import t

from tests.net.window_helpers import HostThread, fresh_app, join, until
from tests.scenes.scene_helpers import key

WALL = 20.0       # seconds of wall time a wait may take


@contextlib.contextmanager
def ann_at_a_choice():
    """This window (Ann) joined to seat 2 of a Wazabi game with two computers, at her
    first choice. Yields (host, app, table); the host closed after."""
    host = HostThread("wazabi", ["easy", "remote", "easy"], seed=5)
    try:
        app = fresh_app()
        table = join(app, host.address, "Ann", seat_key=pygame.K_2)
        until(app, lambda: table.layer.hint_seat() == table.driver.seat, what="a choice of Ann's")
        yield host, app, table
    finally:
        host.close()


def until_searched(app, search) -> None:
    """The hint's search runs off the frame, the window going on meanwhile (bounded)."""
    began = time.monotonic()
    while search.rows is None:
        assert time.monotonic() - began < WALL, "the hint's search did not end"
        app.update(STEP)
        time.sleep(0.002)


def test_h_at_a_joined_wazabi_window_gives_the_hint_from_the_seats_own_view():
    with ann_at_a_choice() as (host, app, table):
        layer, seat = table.layer, table.driver.seat
        assert t("wz_key_hint") in layer.keys_line()          # the keys line names H now
        key(app, pygame.K_h)
        assert table.notice is None and layer.hint_shown
        search = layer.hint_search
        until_searched(app, search)
        rows = search.rows
        legal = layer.legal(seat)
        assert len(rows) == len(legal) >= 2 and {action for action, _c, _v in rows} == set(legal)
        assert all(0.0 <= chance <= 1.0 for _a, chance, _v in rows)
        # the view searched is the one the host gives this seat, from its full state
        position = table.driver.match.position
        full, _length = host.host.truth[position]
        true_view = game_spec("wazabi").restore_state(full).view(seat)
        assert search.view == true_view
        app.render()
        key(app, pygame.K_h)                               # H again: the panel goes
        assert not layer.hint_shown


def test_a_joined_windows_hint_is_never_drawn_once_its_decision_is_made():
    """At a joined window the host's lines land after the frame's hint check (the driver
    shows them at rest): a frame drawn then showed the last decision's hint over the next
    position. Every frame drawn after the person decides is checked."""
    from tests.net.window_helpers import decide_wazabi_by_keys
    with ann_at_a_choice() as (host, app, table):
        layer = table.layer
        key(app, pygame.K_h)
        until_searched(app, layer.hint_search)
        app.render()
        assert layer.hint_rect is not None    # the panel is up: what follows can see it drawn
        asked_at = table.driver.match.position
        decide_wazabi_by_keys(app, table, layer.current())
        # (it may be drawn for a few frames while the decision travels, or for none when
        # the host's lines come back first: either way never over the next position)
        stale = after = 0
        began = time.monotonic()
        while after < 10:                     # until ten frames after the host's lines for it
            assert time.monotonic() - began < WALL, "the host's lines did not come"
            app.update(STEP)
            app.render()
            if layer.hint_rect is not None:
                stale += layer.driver.where() != layer.hint_search.key[0]
            after += table.driver.match.position > asked_at
            time.sleep(0.001)
        assert stale == 0, stale
