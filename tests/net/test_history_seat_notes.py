"""A seat's person leaving, coming back, and a computer playing for them meanwhile were
said in a notice for a few seconds, then nowhere: the history (L), where what happened
can be read again, held only the game's moves. It says them now, in their place among
the moves, at the host's table and at a joined window, in the language of the moment."""
from __future__ import annotations

import pygame
import pytest

from scenes.net.client import Client
from scenes.shell import settings
from scenes.ui.text import t
from tests.net.test_away_seat_shown import ECEG, remy_drops
from tests.net.test_join_seat_away import ann_and_bo, bo_leaves
from tests.net.window import run_until
from tests.net.window_helpers import until
from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key


def history_words(app, table) -> list[str]:
    """Every line of the history panel, L pressed (closed again after)."""
    key(app, pygame.K_l)
    panel = table.history
    assert panel is not None
    sentences = []
    for line, _bright in panel.lines:              # wrapped lines made whole again
        if line.startswith("   ") and sentences:
            sentences[-1] += " " + line.strip()
        else:
            sentences.append(line)
    key(app, pygame.K_l)
    return sentences


@pytest.mark.parametrize("game_id", [ECEG, "wazabi", "yam-color"])
def test_the_hosts_history_says_who_left_and_who_plays_for_them_after_the_moves_before(monkeypatch, game_id):
    text_boxes.record(monkeypatch)
    app, table, hosting = remy_drops(monkeypatch, game_id, 2)
    left = t("net_seat_away", name="Remy")
    lines = history_words(app, table)
    assert lines.count(left) == 1 and lines.index(left) > 0         # after the game's first lines
    run_until(app, lambda: hosting.waited_out() == [1])
    key(app, pygame.K_g)
    given = t("net_seat_computer", name="Remy")
    lines = history_words(app, table)
    assert lines.index(left) < lines.index(given)
    app.settings["language"] = "fr"                     # worded again in the language of the moment
    settings.apply(app, ["language"])
    try:
        lines = history_words(app, table)
        assert "Remy est parti ; sa place l'attend" in lines and "Un ordinateur joue pour Remy désormais" in lines
    finally:
        app.settings["language"] = "en"
        settings.apply(app, ["language"])


def test_a_joined_windows_history_says_another_person_left_and_came_back():
    with ann_and_bo() as (host, bo, app, table):
        bo_leaves(host, bo)
        away = t("net_seat_away", name="Bo")
        until(app, lambda: table.seat_lines() == [away], what="Bo's absence said")
        assert away in history_words(app, table)
        back = Client(f"ws://{host.address}", token=bo.token, play="easy", reconnect=0)
        host.net.submit(back.run())
        until(app, lambda: table.seat_lines() == [], what="Bo back")
        lines = history_words(app, table)
        assert lines.index(away) < lines.index(t("table_back", name="Bo"))
