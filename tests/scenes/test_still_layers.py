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
@pytest.mark.parametrize("game", ["easy-come-easy-go", "wazabi", "yam-color"])
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


@pytest.mark.parametrize("size", SIZES)
def test_yam_colors_dice_rolling_out_from_under_the_seats_are_drawn_as_the_table_drawn_whole(size):
    """YAM color's felt and seats come from a still layer; its dice are thrown from the
    left, under the seats' panels: each frame, dice in the air or at rest, is pixel for
    pixel the table drawn whole in its order (felt, dice, seats over them, the rest)."""
    from scenes.app import STEP, start_scene
    app = make_app("--demo", "--players", "6", "--seed", "3", "--game", "yam-color", "--size", size)
    app.push(start_scene(app))
    checked, under = 0, 0
    for frame in range(900):
        app.update(STEP)
        app.render()
        table = getattr(app.top, "layer", None)
        view = getattr(table, "view", None)
        if view is None or not hasattr(view, "draw_whole") or frame % 3:
            continue
        whole, layered = app.screen.copy(), app.screen.copy()
        view.draw_whole(whole)
        view.draw(layered)                    # the same moment through the still layer
        assert pygame.image.tobytes(layered, "RGB") == pygame.image.tobytes(whole, "RGB"), frame
        checked += 1
        # a die over the seats' column (the panels' right edge, the die's own centre)
        under += any(d.pos()[0] < view.panels[0].right for d in table.dice)
    assert checked >= 100 and under >= 5, (checked, under)


@pytest.mark.parametrize("game", ["easy-come-easy-go", "wazabi", "yam-color"])
def test_a_resize_builds_the_felt_a_band_a_frame_and_ends_as_if_built_whole(game):
    """After a resize the felt (the costliest thing to make at a new size) is built in
    bands, no frame building more than one band of rows (work counted, not timed); once
    built it is the felt made whole, and the table's still layer, which took each band
    as it came, is the layer drawn whole."""
    from scenes.app import STEP, start_scene
    from scenes.ui.sprites import felt as felt_module
    app = make_app("--demo", "--players", "6", "--seed", "3", "--game", game)
    app.push(start_scene(app))
    for _ in range(90):
        app.update(STEP)
        app.render()
    felt_module._felts.pop(((1280, 720), 1.5), None)      # made anew, not kept from another test
    app.window.sdl_window.size = (1920, 1080)
    for event in pygame.event.get():
        app.dispatch(event)
    rows, frames = [], 0
    build = None
    while build is None or not build.done:
        before = 0 if build is None else build.rows
        app.update(STEP)
        app.render()
        frames += 1
        build = felt_module._felts[((1280, 720), 1.5)]
        rows.append(build.rows - before)
        assert frames <= 20
    rows_each = felt_module.BAND
    assert max(rows) <= rows_each and sum(rows) == 1080
    assert frames >= 1080 // felt_module.BAND            # spread over frames, not made at once
    felt_module.BAND = 10 ** 6                 # the same felt made in one step: the bands join up
    try:
        whole = felt_module._Build((1280, 720), None)
        whole.step()
    finally:
        felt_module.BAND = rows_each
    assert pygame.image.tobytes(whole.surface, "RGB") == pygame.image.tobytes(build.surface, "RGB")
    app.update(STEP)
    app.render()
    if game == "yam-color":          # its seats' cards, cached over the felt, drawn again over the built felt
        from scenes.yam_color import table_view as yam_view
        frame = pygame.image.tobytes(app.screen, "RGB")
        yam_view._seat_card.cache_clear()
        app.screen._background = None
        app.render()
        assert pygame.image.tobytes(app.screen, "RGB") == frame
        return
    kept = still_of(table_view(app)) or still_of(app.top)      # a table, or the roll-off before it
    layer = pygame.image.tobytes(kept.surface, "RGB")
    kept._whole_key = None
    app.render()
    assert pygame.image.tobytes(kept.surface, "RGB") == layer
