"""The tables' still layers (scenes/ui/still_layer.py) are drawn again only where a
part of them changed: after every change, pixel for pixel, the layer is the same one
drawn whole; and far fewer pixels are drawn again than the whole layer."""
from __future__ import annotations

import pygame
import pytest

from scenes.ui import still_layer

from tests.scenes.scene_helpers import make_app

SIZES = ["1280x720", "1920x1080"]


def table_view(app):
    """The table's drawing (ECEG and Wazabi keep their still layer there)."""
    layer = getattr(app.top, "layer", app.top)
    return getattr(layer, "view", None)


def still_of(view) -> still_layer.StillLayer | None:
    for name in ("_still", "_layer"):
        kept = getattr(view, name, None)
        if isinstance(kept, still_layer.StillLayer):
            return kept
    return None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["easy-come-easy-go", "wazabi"])
def test_a_still_layer_drawn_where_it_changed_is_the_layer_drawn_whole(game, size):
    from scenes.app import STEP, start_scene
    app = make_app("--demo", "--players", "6", "--seed", "3", "--game", game, "--size", size, "--speed", "fast")
    app.push(start_scene(app))
    checked, saved, framed = 0, 0, 0
    seen = None
    for _ in range(1500):
        app.update(STEP)
        app.render()
        view = table_view(app)
        kept = still_of(view) if view is not None else None
        if kept is None or kept.surface is None:
            continue
        if (id(kept), kept.surface.version if hasattr(kept.surface, "version") else None, kept.drawn_whole,
                tuple(map(tuple, kept.redrawn))) == seen:
            continue
        seen = (id(kept), getattr(kept.surface, "version", None), kept.drawn_whole, tuple(map(tuple, kept.redrawn)))
        if len(kept.redrawn) == 1 and kept.redrawn[0].size == kept.surface.get_size():
            continue                      # drawn whole: nothing to compare with
        if getattr(app.screen, "partial", False):      # the frame took back only what changed in the layer too
            tracked = pygame.image.tobytes(app.screen, "RGB")
            app.screen._background = None                 # drawn again over a whole copy of the layer
            app.render()
            assert pygame.image.tobytes(app.screen, "RGB") == tracked, (game, size, kept.redrawn)
            framed += 1
        partial = pygame.image.tobytes(kept.surface, "RGB")
        area = sum(r.w * r.h for r in kept.redrawn)
        saved += area < 0.3 * 1280 * 720
        kept._whole_key = None            # the next call draws it whole, from the same state
        app.render()
        assert pygame.image.tobytes(kept.surface, "RGB") == partial, (game, size, kept.redrawn)
        checked += 1
        if checked >= 20:
            break
    assert checked >= 4, checked          # the demo changed its still layer often enough to check
    assert saved >= checked // 2          # and mostly a small part of it was drawn again
    assert framed >= checked // 2 or size == "1280x720"     # the scaled frame copied back only that part


@pytest.mark.parametrize("size", SIZES)
def test_the_roll_off_drawn_from_its_still_layer_is_the_screen_drawn_whole(size):
    """ECEG's roll-off: its rows come from a still layer, the dice in the air are drawn
    over the whole screen drawn again where they fly (they cross the next row's band):
    each frame is, pixel for pixel, the screen drawn whole."""
    from scenes.app import STEP, start_scene
    from scenes.eceg.rolloff import RollOffScene
    app = make_app("--demo", "--players", "6", "--seed", "3", "--game", "easy-come-easy-go", "--size", size)
    app.push(start_scene(app))
    checked, flying = 0, 0
    for frame in range(400):
        app.update(STEP)
        app.render()
        scene = app.top
        if not isinstance(scene, RollOffScene):
            break
        if frame % 5:
            continue
        drawn = pygame.image.tobytes(app.screen, "RGB")
        whole = app.screen.copy()
        scene.draw_whole(whole)
        assert pygame.image.tobytes(whole, "RGB") == drawn, frame
        checked += 1
        flying += any(d.moving for dice in scene.dice.values() for d in dice)
    assert checked >= 20 and flying >= 10, (checked, flying)
