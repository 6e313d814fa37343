"""The key line at the top right of Wazabi's table never runs into a seat panel: with
two players the other seat sits top centre, and the French replay line is longer than
the room beside it, so it breaks at its dots (playtest, docs/playtest-wazabi.md)."""
from __future__ import annotations

import pygame
import pytest

from scenes.app import open_scenes
from scenes.ui import assets, text
from scenes.wazabi import layout

from tests.scenes.scene_helpers import make_app, top
from tests.scenes.test_wazabi_replay import played, write


class Recording(pygame.Surface):
    """A screen that remembers where each picture went."""
    def __init__(self):
        super().__init__((1280, 720))
        self.placed = []

    def blit(self, source, dest, *args, **kwargs):
        rect = source.get_rect(topleft=dest[:2] if not isinstance(dest, pygame.Rect) else dest.topleft)
        self.placed.append((source, rect))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3])
def test_the_key_line_keeps_clear_of_the_seats_and_says_everything(tmp_path, monkeypatch, language, players):
    path = tmp_path / "game.jsonl"
    write(path, played(4, players).log)
    app = make_app("--lang", language, "--replay", str(path))
    open_scenes(app)
    table = top(app)
    words = []
    real = assets.text

    def spy(line, size, *args, **kwargs):
        image = real(line, size, *args, **kwargs)
        if size == 13:
            words.append((line, image))
        return image
    monkeypatch.setattr(assets, "text", spy)
    screen = Recording()
    table.layer.view.draw_keys(screen, table.layer.keys_line())
    drawn = {id(image): line for line, image in words}
    lines = [(drawn[id(image)], rect) for image, rect in screen.placed if id(image) in drawn]
    full = text.t("replay_bar", n=0, total=len(table.steps))
    assert "  ·  ".join(line for line, _ in lines) == full                 # nothing left out
    for _, rect in lines:
        assert pygame.Rect(0, 0, 1280, 720).contains(rect)
        assert not any(rect.colliderect(seat) for seat in layout.seat_rects(players))
