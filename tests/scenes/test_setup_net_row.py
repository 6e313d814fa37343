"""The network row of the setup (a seat Remote) with every seat row used: it sits
between Back and Start. Seen in the real window: its "Port" label lay over Back at 100 %
text (French, Wazabi, six seats), more so at 150 %. Each widget of that row and the
label must keep apart, at every text size, in both languages, for each game."""
from __future__ import annotations

import pygame
import pytest

from game import registry as game_registry
from scenes.shell.seating import REMOTE
from scenes.shell.setup import SetupScene
from scenes.ui import assets, canvas, theme
from scenes.ui.text import set_language, t
from tests.scenes.scene_helpers import click, make_app, top


@pytest.mark.parametrize("game", game_registry.ids())
@pytest.mark.parametrize("language,size", [("en", 1.0), ("fr", 1.0), ("fr", 1.5), ("en", 1.5)])
def test_the_port_its_label_and_the_buttons_keep_apart_with_every_seat_row_used(game, language, size):
    app = make_app("--speed", "instant", "--game", game, "--lang", language)
    before = canvas.text_size()
    canvas.set_text_size(size)
    try:
        app.open("setup")
        setup = top(app)
        assert isinstance(setup, SetupScene)
        while setup.count.value != len(setup.rows):
            click(app, setup.count.forward_rect.center)
        kind = setup.rows[1][2]
        for _ in range(len(kind.options)):
            if kind.value == REMOTE:
                break
            click(app, kind.back_rect.center)
        assert setup.hosted()
        label = assets.text(t("net_port"), 22, theme.CREAM, "bold").get_rect(
            midright=(setup.port.rect.x - 12, setup.port.rect.centery))
        pieces = {"back": setup.back.rect, "label": label, "port": setup.port.rect,
                  "listen": setup.listen.rect, "start": setup.start.rect}
        names = list(pieces)
        meeting = [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if pieces[a].colliderect(pieces[b])]
        assert meeting == [], pieces
        assert all(pygame.Rect(0, 0, 1280, 720).contains(r) for r in pieces.values()), pieces
        assert setup.listen.rect.width >= 150           # room for its words and two arrows
        app.render()
    finally:
        canvas.set_text_size(before)
        set_language("en")
        app.quit()
