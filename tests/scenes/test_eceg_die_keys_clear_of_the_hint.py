"""Each thrown die a person may set aside carries its key (1-4) under it, and the hint
("Click dice to set aside (1-4), then Roll (Space)") is the line under the dice's area.
A die resting as low as the area lets it must keep its key clear of the hint's words at
every text size, in both languages. The full suite's text-fit walk caught a "2" on the
hint at 150% once, in a joined game whose dice happened to land at the bottom."""
from __future__ import annotations

import pygame
import pytest

from scenes.eceg import defence, layout
from scenes.eceg.table import EcegTable
from scenes.shell.table_scene import TableScene
from scenes.ui import assets, canvas, text
from scenes.ui.sprites import die

from tests.scenes import text_boxes, text_fit
from tests.scenes.scene_helpers import key, step

HINTS = {"en": "Click dice to set aside", "fr": "Cliquez"}


def a_person_choosing_dice(lang: str, size: int):
    app = text_fit.make_app(lang, "easy-come-easy-go", size, "--speed", "instant")     # a person, the computer
    app.push(app.build("title"))
    app.open("setup")
    setup = app.stack[-1]
    setup.ring.focus(setup.start)
    key(app, pygame.K_RETURN)
    for _ in range(3000):
        step(app, 1 / 60, draw_every=60)
        top = app.stack[-1]
        if type(top).__name__ == "RollOffScene" and getattr(top, "done", False):
            key(app, pygame.K_RETURN)                  # on past the roll-off
            continue
        if isinstance(top, TableScene) and isinstance(top.layer, EcegTable):
            layer = top.layer
            if layer.awaiting_human and not layer.banner and layer.state.phase == "decide" \
                    and len(layer.rolled_dice()) >= 2 and not any(d.moving for d in layer.dice):
                return app, layer
    raise AssertionError("never reached a person's choice of dice")


@pytest.mark.parametrize("size", [100, 125, 150])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_die_at_the_bottom_of_its_area_keeps_its_key_off_the_hint(monkeypatch, lang, size):
    text_boxes.record(monkeypatch)
    try:
        app, layer = a_person_choosing_dice(lang, size)
        area = defence.dice_area(layer)
        lowest = area.bottom - die.SIZE * 0.6          # resting_places keeps centres 0.6 of a die inside
        rolled = layer.rolled_dice()
        for k, d in enumerate(rolled):                 # along the bottom, under the hint's whole width
            d.pos = (area.left + die.SIZE + k * (area.width - 2 * die.SIZE) / max(1, len(rolled) - 1), lowest)
        frame = text_boxes.frame(app)
        hint = [r for r, m in frame.texts if m.startswith(HINTS[lang])]
        keys = [r for r, m in frame.texts if m in {str(n) for n in range(1, len(rolled) + 1)} and r.top > layout.ROLL_AREA.y]
        assert hint and len(keys) >= len(rolled), (hint, keys)
        assert not [m for m in text_boxes.overlaps(frame) if any(t.startswith(HINTS[lang]) for t in m)], \
            text_boxes.overlaps(frame)
    finally:
        canvas.set_text_size(1.0)
        text.set_language("en")
        assets.clear_caches()
