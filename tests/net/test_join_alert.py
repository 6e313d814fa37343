"""A joined window whose host is lost, then gone: said over the whole table veiled, in a
panel of its own. The band across the top it replaces lay half over each game's top
lines (Wazabi's way of play and its top seat's name, the first prizes of Easy Come, Easy
Go, YAM color's line of what happens), in French at 150 % most."""
from __future__ import annotations

import pygame
import pytest

from scenes.app import STEP
from scenes.shell import settings
from scenes.shell.pause import PauseScene
from scenes.shell.remote_table import RemoteTable
from scenes.shell.title import TitleScene
from scenes.ui.text import t
from tests.net.window_helpers import HostThread, fresh_app, join, until
from tests.scenes import text_boxes
from tests.scenes.scene_helpers import click, key


def brightness(surface, rect) -> float:
    """The mean of the red, green and blue of the pixels in `rect`, every fourth one."""
    total = count = 0
    for y in range(rect.top, rect.bottom, 4):
        for x in range(rect.left, rect.right, 4):
            r, g, b, *_ = surface.get_at((x, y))
            total += r + g + b
            count += 3
    return total / count


def joined(game: str, lang: str, size: int, seats: int):
    host = HostThread(game, ["remote"] + ["easy"] * (seats - 1), seed=3)
    app = fresh_app()
    table = join(app, host.address, "Ann")
    app.settings["text_size"], app.settings["language"] = size, lang
    settings.apply(app, ["text_size", "language"])
    for _ in range(20):
        app.update(STEP)
    return host, app, table


@pytest.mark.parametrize("game, lang, size, seats", [
    ("easy-come-easy-go", "en", 100, 2), ("wazabi", "fr", 150, 4), ("yam-color", "fr", 150, 4)])
def test_the_host_lost_is_said_in_a_panel_over_the_veiled_table_and_nothing_is_half_covered(
        monkeypatch, game, lang, size, seats):
    text_boxes.record(monkeypatch)
    host, app, table = joined(game, lang, size, seats)
    try:
        before = app.render().copy()
        top_strip = pygame.Rect(0, 0, 1280, 120)           # where the band used to lie
        host.drop()
        until(app, lambda: table.lost, what="the host's absence said")
        frame = text_boxes.frame(app)
        panel = table.alert_rect
        assert panel is not None and panel.center == (640, 360)
        drawn = {message: box for box, message in frame.texts}
        for line in t("net_lost").split("\n"):                # each sentence a line of its own
            assert line in drawn and panel.contains(drawn[line]), (line, sorted(drawn))
        assert set(drawn) == set(t("net_lost").split("\n"))  # the rest is under the veil
        assert text_boxes.overlaps(frame) == [] and text_boxes.strays(frame) == [] and frame.cut == []
        after = app.render()
        assert brightness(after, top_strip) < 0.6 * brightness(before, top_strip)
        key(app, pygame.K_ESCAPE)                           # the pause says it, not a panel under it
        pause = app.stack[-1]
        assert isinstance(pause, PauseScene) and pause.words()[0][0] == t("net_lost").split("\n")[0]
        frame = text_boxes.frame(app)
        assert table.alert_rect is None and text_boxes.overlaps(frame) == [] and frame.cut == []
        key(app, pygame.K_ESCAPE)                           # back to the table: the panel again
        app.render()
        assert app.stack[-1] is table and table.alert_rect is not None
        host.back()
        until(app, lambda: not table.lost, what="the host found again")
        app.render()
        assert table.alert_rect is None
    finally:
        host.close()


def test_the_host_gone_a_click_on_its_panel_goes_to_the_title_and_one_beside_it_does_not(monkeypatch):
    monkeypatch.setattr("scenes.net.window_client.GRACE", 1.0)
    host, app, table = joined("easy-come-easy-go", "en", 100, 2)
    try:
        until(app, lambda: table.layer.awaiting_human and table.layer.rolled_dice(), what="dice to choose from")
        host.kill()
        until(app, lambda: table.gone is not None, what="giving up")
        app.render()
        panel = table.alert_rect
        assert panel is not None
        state = table.driver.match.state.snapshot()
        for pos in ((panel.left - 20, panel.centery), (panel.centerx, panel.bottom + 40)):
            click(app, pos)                                    # the veiled table takes nothing
        for k in (pygame.K_1, pygame.K_SPACE, pygame.K_h):
            key(app, k)
        app.update(STEP)
        assert isinstance(app.stack[-1], RemoteTable) and table.driver.match.state.snapshot() == state
        assert not any(d.selected for d in table.layer.dice)
        click(app, panel.center)
        assert isinstance(app.stack[-1], TitleScene)
    finally:
        host.close()
