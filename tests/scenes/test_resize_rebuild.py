"""After a resize or F11 the window shows the last frame scaled while the new size is
made over frames (scenes/ui/rebuild.py): every frame does a bounded amount of work
(counted here, not timed: full-size surfaces made, still-layer area drawn, surfaces
made), the window never shows a partial frame, the frame it ends on is the frame drawn
fresh at that size, and a click meanwhile lands where the player aimed."""
from __future__ import annotations

import pygame
import pytest

from scenes.app import STEP, start_scene
from scenes.shell.title import TitleScene
from scenes.ui import canvas, letterbox, rebuild, spare, still_layer

from tests.scenes.scene_helpers import click, key, make_app, top

LAYER = 1280 * 720


class Work:
    """What the app makes in each frame: the pixel areas of the Canvases made, and the
    design area of still layers drawn (their clip at each drawing)."""

    def __init__(self, monkeypatch):
        self.frames: list[dict] = []
        self.new_frame()
        made, get = canvas.Canvas.__init__, still_layer.StillLayer.get
        work = self

        def counted_init(surface, *args, **kwargs):
            made(surface, *args, **kwargs)
            work.now["surfaces"].append(canvas.PlainSurface.get_width(surface) * canvas.PlainSurface.get_height(surface))

        def counted_get(layer, size, whole_key, parts, draw):
            def drawing(surface):
                clip = surface.get_clip()
                work.now["layer"] += clip.w * clip.h
                draw(surface)
            return get(layer, size, whole_key, parts, drawing)
        monkeypatch.setattr(canvas.Canvas, "__init__", counted_init)
        monkeypatch.setattr(still_layer.StillLayer, "get", counted_get)

    def new_frame(self) -> None:
        self.now = {"surfaces": [], "layer": 0}
        self.frames.append(self.now)


def window_picture(app) -> bytes:
    window = pygame.display.get_surface()
    return pygame.image.tobytes(window.subsurface(app.window.layout()[0]), "RGB")


def frame(app, work=None) -> None:
    """One frame as the window runs it: events, one step, render, present."""
    for event in pygame.event.get():
        app.dispatch(event)
    if work is not None:
        work.new_frame()
    app.update(STEP)
    app.render()
    app.present()


def through_the_rebuild(app, work, held: pygame.Surface, limit: int = 25, resized_now: bool = True) -> int:
    """Frames from the resize until the window shows a frame of its size: each one's
    work bounded, the window showing the held frame scaled meanwhile, never a part of
    the new one."""
    frames = 0
    while frames == 0 or app.window.rebuilding:
        frame(app, work)
        frames += 1
        assert frames <= limit, "the rebuild did not end"
        now = work.now
        picture = app.window.layout()[0]
        full = [area for area in now["surfaces"] if area >= picture.w * picture.h // 2]
        assert len(full) <= 1, now            # one full-size surface a frame at most
        assert len(now["surfaces"]) <= 16, now        # and a bounded number of texts and sprites
        assert now["layer"] <= LAYER / 3, now         # a third of a still layer a frame at most, not all of it
        if frames == 1 and resized_now:
            assert not now["surfaces"] and not now["layer"]       # the frame of the resize: only the scaled blit
        if app.window.rebuilding:
            assert window_picture(app) == scaled(held, app), frames       # the held frame, and only it
    return frames


def drawn_whole_again(app) -> bytes:
    """The frame's pixels with the same state drawn whole again, nothing kept from the
    rehearsals: every still layer of the table drawn whole, the frame copied back whole."""
    view = getattr(getattr(app.top, "layer", app.top), "view", None)
    for owner in (view, app.top):
        for kept in vars(owner).values() if owner is not None else ():
            if isinstance(kept, still_layer.StillLayer):
                kept._whole_key = None
    app.screen.keep_track()
    app.render()
    return pygame.image.tobytes(app.screen, "RGB")


def demo(game: str, size: str = "1280x720", frames: int = 100):
    app = make_app("--demo", "--players", "6", "--seed", "3", "--game", game, "--size", size)
    app.push(start_scene(app))
    for _ in range(frames):
        frame(app)
    return app


def held_frame(app) -> pygame.Surface:
    """A copy of the last frame shown (what the window holds after a resize)."""
    return pygame.image.frombytes(pygame.image.tobytes(app.screen, "RGB"), canvas.PlainSurface.get_size(app.screen),
                                  "RGB")


def scaled(held: pygame.Surface, app) -> bytes:
    """The held frame scaled to the window's picture (nearest pixels), computed here."""
    return pygame.image.tobytes(pygame.transform.scale(held, app.window.layout()[0].size), "RGB")


@pytest.mark.parametrize("game", ["easy-come-easy-go", "wazabi", "yam-color"])
def test_a_resize_is_made_a_bounded_piece_a_frame_and_ends_on_the_frame_drawn_fresh(game, monkeypatch):
    app = demo(game)
    held = held_frame(app)
    work = Work(monkeypatch)
    app.window.sdl_window.size = (1920, 1080)
    frames = through_the_rebuild(app, work, held)
    assert frames >= 4            # spread over frames: a frame, a felt and a layer surface at least
    assert canvas.PlainSurface.get_size(app.screen) == (1920, 1080)
    assert window_picture(app) == pygame.image.tobytes(canvas.PlainSurface.copy(app.screen), "RGB")
    rebuilt = pygame.image.tobytes(app.screen, "RGB")
    # the felt was made whole before the frame was shown (nothing over it drawn twice)
    from scenes.ui.sprites import felt as felt_module
    assert felt_module._felts[((1280, 720), 1.5)].done
    # the same state drawn whole again, nothing kept from the rehearsals: the same pixels
    assert drawn_whole_again(app) == rebuilt


@pytest.mark.parametrize("game", ["easy-come-easy-go", "wazabi", "yam-color"])
def test_in_the_windows_loop_a_resize_makes_its_full_size_surfaces_between_frames(game, monkeypatch):
    """App.run makes the surfaces a resize asks for after a frame is shown, before it
    rests (scenes/ui/spare.py): no frame of the rebuild makes one (each cost 6-7 ms at
    2560x1440, a frame's budget), the window holds the last frame meanwhile, and the
    frame it ends on is the table drawn whole."""
    from scenes.ui.sprites import felt as felt_module
    app = demo(game)
    held = held_frame(app)
    felt_module.felt.cache_clear()         # a felt of that size kept from an earlier test: made again here
    work = Work(monkeypatch)
    spare.serve(True)
    try:
        app.window.sdl_window.size = (1920, 1080)
        between, frames = [], 0
        while frames == 0 or app.window.rebuilding:
            frame(app, work)
            frames += 1
            assert frames <= rebuild.MOST_FRAMES, "the rebuild did not end"
            full = [area for area in work.now["surfaces"] if area >= 1920 * 1080 // 2]
            assert not full, (frames, work.now)
            if app.window.rebuilding:
                assert window_picture(app) == scaled(held, app), frames
            work.new_frame()                 # the rest between frames, as App.run's loop
            spare.make_waiting()
            between += [area for area in work.now["surfaces"] if area >= 1920 * 1080 // 2]
    finally:
        spare.serve(False)
    assert len(between) >= 3, between      # the frame, the felt, the table's still layer
    assert canvas.PlainSurface.get_size(app.screen) == (1920, 1080)
    rebuilt = pygame.image.tobytes(app.screen, "RGB")
    assert drawn_whole_again(app) == rebuilt


def test_the_frame_after_the_rebuild_is_the_one_an_app_started_at_that_size_draws(monkeypatch):
    """Independently of the rehearsals' own caches: a second app, opened at 1920x1080 and
    run through the same steps, draws the same frame."""
    app = demo("wazabi", frames=60)
    held = held_frame(app)
    app.window.sdl_window.size = (1920, 1080)
    steps = 60 + through_the_rebuild(app, Work(monkeypatch), held)
    frame(app)
    resized = pygame.image.tobytes(app.screen, "RGB")
    app.quit()
    fresh = demo("wazabi", size="1920x1080", frames=steps + 1)
    assert pygame.image.tobytes(fresh.screen, "RGB") == resized


def test_a_click_during_the_rebuild_lands_on_the_button_shown_there():
    app = make_app()
    app.push(TitleScene(app))
    frame(app)
    app.window.sdl_window.size = (1000, 400)           # bars left and right: scale 400/720
    frame(app)
    assert app.window.rebuilding                    # the old frame shown, scaled to the new picture
    settings = next(b for b in top(app).buttons if b.text == "Settings").rect
    picture, scale = letterbox.picture_rect((1000, 400)), 400 / 720
    click(app, (picture.x - 5, picture.y + settings.centery * scale))      # on the bar: nothing
    assert isinstance(top(app), TitleScene)
    click(app, (picture.x + settings.centerx * scale, picture.y + settings.centery * scale))
    assert type(top(app)).__name__ == "SettingsScene"
    for _ in range(25):
        frame(app)
    assert not app.window.rebuilding and canvas.PlainSurface.get_size(app.screen) == picture.size


def test_a_window_dragged_makes_nothing_until_it_stops_then_one_rebuild(monkeypatch):
    app = demo("easy-come-easy-go", frames=60)
    held = held_frame(app)
    shown_frame = app.screen
    work = Work(monkeypatch)
    for k in range(8):                           # a new size every frame, as a drag gives
        app.window.sdl_window.size = (1300 + 40 * k, 740 + 22 * k)
        frame(app, work)
        assert app.window.held is shown_frame    # the last complete frame, however many sizes pass
        assert not work.now["surfaces"] and not work.now["layer"]       # nothing made for a size left at once
        assert window_picture(app) == scaled(held, app)
    through_the_rebuild(app, work, held, resized_now=False)
    assert canvas.PlainSurface.get_size(app.screen) == app.window.layout()[0].size


def test_f11_holds_the_frame_and_makes_the_full_screen_one_over_frames(monkeypatch):
    app = demo("wazabi", frames=60)
    held = held_frame(app)
    work = Work(monkeypatch)
    key(app, pygame.K_F11)
    try:
        assert app.fullscreen
        through_the_rebuild(app, work, held)
        desktop = pygame.display.get_desktop_sizes()[0]
        assert canvas.PlainSurface.get_size(app.screen) == letterbox.picture_rect(desktop).size
    finally:
        key(app, pygame.K_F11)
    held = held_frame(app)
    through_the_rebuild(app, work, held)
    assert canvas.PlainSurface.get_size(app.screen) == (1280, 720)


def test_resizes_keys_and_clicks_mashed_during_rebuilds_never_break_a_frame(monkeypatch):
    """An adversary: sizes (down to the smallest), F11, Escape and clicks anywhere, in
    every frame for a while, then quiet: each frame still makes at most one full-size
    surface, and the window ends showing a frame of its size, drawn whole."""
    import random
    rng = random.Random(5)
    app = demo("wazabi", frames=40)
    work = Work(monkeypatch)
    held = 0
    for _ in range(60):
        what = rng.randrange(5)
        if what == 0:
            app.window.sdl_window.size = (rng.randrange(640, 2000), rng.randrange(360, 1300))
        elif what == 1:
            key(app, pygame.K_F11)
        elif what == 2:
            key(app, pygame.K_ESCAPE)
        else:
            window = pygame.display.get_surface().get_size()
            click(app, (rng.randrange(window[0]), rng.randrange(window[1])))
        frame(app, work)
        held += app.window.rebuilding
        picture = app.window.layout()[0]
        assert len([a for a in work.now["surfaces"] if a >= picture.w * picture.h // 2]) <= 1, work.now
    assert held >= 20            # the storm kept the window rebuilding much of the time
    for _ in range(40):
        frame(app, work)
        if not app.window.rebuilding:
            break
    assert not app.window.rebuilding
    assert canvas.PlainSurface.get_size(app.screen) == app.window.layout()[0].size
    assert window_picture(app) == pygame.image.tobytes(app.screen, "RGB")
    if app.fullscreen:
        key(app, pygame.K_F11)
        frame(app)
