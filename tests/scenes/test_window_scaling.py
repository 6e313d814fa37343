"""The window at any size shows the whole 1280x720 table, drawn at the picture's own
size and centred between black bars; the mouse is mapped back to 1280x720 units; the
window goes down to 640x360; full screen and screenshots keep the whole picture."""
from __future__ import annotations

import pygame
import pytest

from scenes.app import parse_args
from scenes.scene import Scene
from scenes.shell.title import TitleScene
from scenes.ui import canvas, pen

from tests.scenes.scene_helpers import click, key, make_app, top

BLACK = (0, 0, 0)


class Recorder(Scene):
    """A screen that keeps every event it is given."""

    def __init__(self, app):
        super().__init__(app)
        self.events = []

    def handle_event(self, event):
        self.events.append(event)
        return None

    def draw(self, surface):
        surface.fill((40, 120, 60))


def resize(app, size) -> None:
    """What a window manager does: the window changes size and SDL says so with events."""
    app.window.sdl_window.size = size
    for event in pygame.event.get():
        app.dispatch(event)


def shown(app) -> pygame.Surface:
    """Frames until the window shows one drawn at its size (after a resize it shows the
    last one scaled for a few frames while the new one is made: scenes/ui/rebuild.py)."""
    for _ in range(30):
        app.render()
        app.present()
        if not app.window.rebuilding:
            break
    assert not app.window.rebuilding
    return pygame.display.get_surface()


def expected_picture(window_w, window_h):
    """Independently: the largest 16:9 rectangle that fits, centred."""
    if window_w * 9 <= window_h * 16:                  # narrower than 16:9: bars above and below
        w, h = window_w, round(window_w * 9 / 16)
    else:                                              # wider: bars left and right
        w, h = round(window_h * 16 / 9), window_h
    return pygame.Rect((window_w - w) // 2, (window_h - h) // 2, w, h)


def not_black(colour) -> bool:
    return max(colour[:3]) > 8


@pytest.mark.parametrize("size", [(900, 900), (1000, 400), (1100, 650), (640, 360), (1920, 1080)])
def test_a_resized_window_shows_the_whole_table_between_black_bars(size):
    app = make_app()
    app.push(TitleScene(app))
    resize(app, size)
    window = shown(app)
    assert window.get_size() == size
    picture = expected_picture(*size)
    assert picture == app.window.layout()[0]
    # the bars are black right up to the picture; the picture's edges are the table's rim
    for x, y in ((picture.centerx, picture.top - 1), (picture.centerx, picture.bottom),
                 (picture.left - 1, picture.centery), (picture.right, picture.centery),
                 (picture.centerx, 0), (0, picture.centery), (size[0] - 1, size[1] - 1)):
        if window.get_rect().collidepoint(x, y) and not picture.collidepoint(x, y):
            assert tuple(window.get_at((x, y)))[:3] == BLACK, (x, y)
    for x, y in ((picture.centerx, picture.top), (picture.centerx, picture.bottom - 1),
                 (picture.left, picture.centery), (picture.right - 1, picture.centery)):
        assert not_black(window.get_at((x, y))), (x, y)
    # and what sits inside is the frame: the New game button, where it is scaled to
    button = top(app).buttons[0].rect
    scale = picture.w / 1280
    scaled = pygame.Rect(picture.x + round(button.x * scale), picture.y + round(button.y * scale),
                         round(button.w * scale), round(button.h * scale))
    drawn = pygame.transform.average_color(window, scaled)
    frame = pen.transform.average_color(app.screen, button)      # the frame measured in design units
    assert all(abs(drawn[k] - frame[k]) < 12 for k in range(3)), (drawn, frame)


def test_a_click_at_a_window_position_lands_on_the_scaled_button():
    app = make_app()
    app.push(TitleScene(app))
    resize(app, (1000, 400))                       # bars left and right: scale 400/720
    settings = next(b for b in top(app).buttons if b.text == "Settings").rect
    picture = expected_picture(1000, 400)
    scale = 400 / 720
    click(app, (picture.x + settings.centerx * scale, settings.centery * scale))
    assert type(top(app)).__name__ == "SettingsScene"


def test_mouse_events_are_mapped_to_the_table_and_clicks_on_bars_go_nowhere():
    app = make_app("--size", "640x360")             # half size: one window pixel is two
    recorder = Recorder(app)
    app.push(recorder)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 50), rel=(3, -2), buttons=(0, 0, 0)))
    motion = recorder.events[-1]
    assert motion.pos == (200, 100) and motion.rel == (6, -4)
    resize(app, (640, 480))                        # now bars of 60 px above and below
    recorder.events.clear()
    for y in (10, 59, 420, 470):
        click(app, (320, y))
    assert [e.type for e in recorder.events] == [pygame.MOUSEMOTION] * 4     # only the motions
    assert all(not 0 <= e.pos[1] < 720 for e in recorder.events)             # hover nothing
    click(app, (320, 60))
    assert [e.pos for e in recorder.events[-2:]] == [(640, 0), (640, 0)]
    assert recorder.events[-1].type == pygame.MOUSEBUTTONUP


def test_the_window_goes_down_to_640x360_and_no_smaller():
    app = make_app()
    resize(app, (500, 300))
    assert pygame.display.get_surface().get_size() == (640, 360)
    resize(app, (700, 380))
    assert pygame.display.get_surface().get_size() == (700, 380)
    with pytest.raises(SystemExit):
        parse_args(["--size", "600x340"])


def test_full_screen_shows_the_whole_table_and_comes_back():
    app = make_app("--size", "900x600")
    app.push(TitleScene(app))
    shown(app)                                     # full screen waits for a first frame
    key(app, pygame.K_F11)
    try:
        for event in pygame.event.get():
            app.dispatch(event)
        window = shown(app)
        desktop = pygame.display.get_desktop_sizes()[0]
        assert app.fullscreen and window.get_size() == desktop
        picture = expected_picture(*desktop)
        assert app.window.layout()[0] == picture
        assert tuple(window.get_at((picture.centerx, picture.top - 1)))[:3] == BLACK
        assert not_black(window.get_at((picture.centerx, picture.top)))
    finally:
        key(app, pygame.K_F11)
    for event in pygame.event.get():
        app.dispatch(event)
    assert not app.fullscreen and shown(app).get_size() == (900, 600)


def test_the_frame_is_made_at_the_pictures_size_and_shown_pixel_for_pixel():
    app = make_app()
    app.push(TitleScene(app))
    window = shown(app)
    points = [(5, 5), (640, 360), (400, 390), (1279, 719), (777, 123)]
    assert type(app.screen) is canvas.PlainSurface          # at the design size: the plain frame of old
    assert all(window.get_at(p) == app.screen.get_at(p) for p in points)
    for size in ((2560, 1440), (1000, 400)):
        resize(app, size)
        window = shown(app)
        picture = expected_picture(*size)
        assert canvas.PlainSurface.get_size(app.screen) == picture.size
        assert app.screen.get_size() == (1280, 720) and app.screen.scale == picture.h / 720
        pixels = [(x * picture.w // 1280, y * picture.h // 720) for x, y in points]
        assert all(window.get_at((picture.x + x, picture.y + y)) == canvas.PlainSurface.get_at(app.screen, (x, y))
                   for x, y in pixels)


def test_the_screenshot_is_what_the_window_shows_at_its_size(tmp_path):
    app = make_app("--size", "900x700")
    app.push(TitleScene(app))
    path = tmp_path / "shot.png"
    assert app.run(frames=2, fps=0, screenshot=str(path)) == 0
    image = pygame.image.load(str(path))
    assert image.get_size() == (900, 700)
    picture = expected_picture(900, 700)
    assert image.get_at((450, 5))[:3] == BLACK            # the bar above the picture
    assert image.get_at(picture.center)[:3] == app.screen.get_at((640, 360))[:3]


def test_without_a_window_manager_full_screen_is_the_window_covering_the_desktop(monkeypatch):
    """On X11 with no window manager SDL's full screen changes nothing on screen
    (tried under Xvfb): the window itself is moved and sized over the desktop."""
    from scenes.ui import letterbox, x11
    monkeypatch.setattr(letterbox.pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(x11, "has_window_manager", lambda: False)
    app = make_app("--size", "900x600")
    app.window.sdl_window.position = (100, 50)
    shown(app)
    key(app, pygame.K_F11)
    window = shown(app)
    assert app.window.sdl_window.position == (0, 0)
    assert window.get_size() == pygame.display.get_desktop_sizes()[0]
    key(app, pygame.K_F11)
    assert app.window.sdl_window.position == (100, 50) and shown(app).get_size() == (900, 600)
