"""The window and its picture: the scenes lay out a 1280x720 frame, and whatever size
the window has (asked for with --size, dragged by the player, set by a window manager,
full screen), the whole frame is shown as large as fits and centred between black
bars, never cropped. Mouse positions in the window are mapped back to 1280x720 units;
a click on a bar goes nowhere.

The frame is made at the picture's own pixel size: at 1280x720 a plain surface, at any
other size a Canvas (scenes/ui/canvas.py) whose scale is the picture's height / 720,
on which the scenes draw in design units and text and sprites are made at the
window's resolution. Presenting it is then a plain copy, never a rescale.

After a resize or F11 the new frame is not drawn at once (scenes/ui/rebuild.py): the
last complete frame is shown scaled to the new window (one scaled blit) while the new
one is made and rehearsed unseen, a bounded piece of work a frame; the first rehearsal
that completes is shown. Mouse positions map to the picture as it is shown, the held
frame filling the same rectangle the new one will.

We do not use SDL's SCALED mode: SCALED opens only at the design size and did not
follow every resize a window manager makes.
"""
from __future__ import annotations

import warnings

import pygame

from scenes.ui import canvas, rebuild, spare, x11

DESIGN_SIZE = (1280, 720)
MIN_SIZE = (640, 360)        # the smallest window the player can make (half the design size)
BARS = (0, 0, 0)
HEADLESS = ("dummy", "offscreen")     # drivers whose "desktop" size means nothing
CLICKS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
# after these the window's pixels may not be the last frame's: the next one is copied whole
REDRAWN = frozenset(getattr(pygame, name) for name in ("WINDOWEXPOSED", "WINDOWSHOWN", "WINDOWRESTORED",
                    "WINDOWMAXIMIZED", "WINDOWSIZECHANGED", "WINDOWRESIZED", "VIDEOEXPOSE") if hasattr(pygame, name))


def picture_rect(window_size: tuple[int, int]) -> pygame.Rect:
    """Where the scaled frame sits in a window of this size: as large as fits, centred."""
    w, h = window_size
    scale = min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])
    pw, ph = max(1, round(DESIGN_SIZE[0] * scale)), max(1, round(DESIGN_SIZE[1] * scale))
    return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)


def bar_rects(window_size: tuple[int, int], picture: pygame.Rect) -> list[pygame.Rect]:
    """The black bars around the picture (none when it fills the window)."""
    w, h = window_size
    bars = [pygame.Rect(0, 0, picture.left, h), pygame.Rect(picture.right, 0, w - picture.right, h),
            pygame.Rect(0, 0, w, picture.top), pygame.Rect(0, picture.bottom, w, h - picture.bottom)]
    return [bar for bar in bars if bar.w > 0 and bar.h > 0]


def window_size_for(asked: tuple[int, int]) -> tuple[int, int]:
    """The size to open the window at: as asked, but no smaller than MIN_SIZE and, on a
    real screen, no larger than the desktop (without a window manager nothing else
    would keep a 900x900 window on a 1280x800 screen)."""
    w, h = max(asked[0], MIN_SIZE[0]), max(asked[1], MIN_SIZE[1])
    if pygame.display.get_driver() not in HEADLESS:
        desktop = pygame.display.get_desktop_sizes()
        if desktop:
            w, h = min(w, max(desktop[0][0], MIN_SIZE[0])), min(h, max(desktop[0][1], MIN_SIZE[1]))
    return w, h


def _pixel_size(surface) -> tuple[int, int]:
    return canvas.PlainSurface.get_size(surface)


class Letterbox:
    """Opens the resizable window and shows `frame` (the scenes' 1280x720 surface) in it."""

    def __init__(self, size: tuple[int, int]):
        pygame.display.set_mode(window_size_for(size), pygame.RESIZABLE)
        with warnings.catch_warnings():       # the display's own window, for its minimum size
            warnings.simplefilter("ignore", DeprecationWarning)
            self.sdl_window = pygame.Window.from_display_module()
        self.sdl_window.minimum_size = MIN_SIZE
        self._layout: tuple = ((0, 0), None, [])     # window size -> picture, bars (cached)
        self.frame = None
        self.held = None                  # the last complete frame, shown scaled while a new size is made
        self._held_in = None              # the window size it was last put into the window at
        self._held_for = 0                # frames since it was held (at this size)
        self._target = None               # the picture size the frame is made for
        self._ready = False               # a rehearsal of it completed: drawn plainly and shown next frame
        self._frames: dict = {}           # pixel size -> a frame made before (reused: no new surface)
        self.whole_next = True            # the window's pixels are not the last frame's: copy it whole
        self.shown = False                # until the first frame is on screen
        self.fit()
        self._fullscreen_wish = None      # asked before that: applied after it
        self._windowed = None             # place and size kept while covering the screen

    # ----- geometry -------------------------------------------------------------------
    def window_size(self) -> tuple[int, int]:
        return pygame.display.get_surface().get_size()

    def layout(self) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The picture's rectangle and the bars for the window's current size."""
        size = self.window_size()
        if self._layout[0] != size:
            picture = picture_rect(size)
            self._layout = (size, picture, bar_rects(size, picture))
        return self._layout[1], self._layout[2]

    def to_design(self, event):
        """The event with its window position (and motion) in 1280x720 units; None for
        a click on a bar. A motion over a bar maps outside the frame: nothing is hovered."""
        picture, _ = self.layout()
        x, y = event.pos
        if event.type in CLICKS and not picture.collidepoint(x, y):
            return None
        sx, sy = DESIGN_SIZE[0] / picture.w, DESIGN_SIZE[1] / picture.h
        data = dict(event.dict, pos=(int((x - picture.x) * sx // 1), int((y - picture.y) * sy // 1)))
        if "rel" in data:
            data["rel"] = (round(data["rel"][0] * sx), round(data["rel"][1] * sy))
        return pygame.event.Event(event.type, data)

    # ----- drawing --------------------------------------------------------------------
    def heard(self, event) -> None:
        if event.type in REDRAWN:
            self.whole_next = True

    def fit(self) -> bool:
        """A frame the size of the picture, made anew when the window changed size (and
        the drawing scale set to match); True when it was. Once a frame was shown, a new
        size holds it (shown scaled) and the new frame is made in a frame of its own."""
        canvas.next_frame()
        picture, _ = self.layout()
        rebuild.begin_frame(picture.w * picture.h)
        canvas.set_scale(picture.h / DESIGN_SIZE[1])
        if self.frame is not None and _pixel_size(self.frame) == picture.size:
            return False
        if self.shown and self.frame is not None and self.held is None:
            self.held, self._held_in = self.frame, None
        elif self.frame is not None:      # one under way for a size left since: kept, not drawn on
            self._keep(self.frame)
        if self._target != picture.size:  # each new size (a window dragged) waits its own frame
            self._target, self._held_for, self._ready = picture.size, 0, False
        self.frame = None
        if self.held is not None and self._held_for == 0:
            return False                  # the frame of the resize: the held frame shown, nothing more
        self.frame = self._frames.pop(picture.size, None) or self._made(picture)
        if self.frame is None:
            return False                  # made in the rest after this frame (scenes/ui/spare.py)
        if isinstance(self.frame, canvas.Canvas):
            self.frame.keep_track()       # the felt copied back only where the last frame drew
        self.whole_next = self.whole_next or self.held is None     # (held: the window shows it already)
        return True

    def _made(self, picture):
        # the frame in the window's pixel format: blitting it converts nothing.
        # pygame.surface.Surface, the plain type, as the window's own surface is: a
        # stand-in put at pygame.Surface (tests/scenes/text_boxes.py records text
        # that way) applies to the scenes' surfaces, not to every frame.
        # While a frame is held, a new one is made between frames (None until then).
        display = pygame.display.get_surface()
        if picture.size == DESIGN_SIZE:
            return pygame.surface.Surface(DESIGN_SIZE, 0, display)
        return spare.window_canvas(DESIGN_SIZE, picture.h / DESIGN_SIZE[1], picture.size, wait=self.held is not None)

    def render(self, draw, frame) -> None:
        """`draw(frame)` (the app's screen: the frame, or a test's stand-in); while a
        frame is held, `draw(self.frame)` as a rehearsal (scenes/ui/rebuild.py), until
        one completes: that frame is shown (a frame later if it made much), the held one
        let go."""
        if self.held is None:
            draw(frame)
            return
        self._held_for += 1
        if self.frame is None or rebuild.spent():
            return                        # the frame of the resize, or the one that made the new frame
        if self._ready:                   # the last rehearsal completed: drawn as any frame, and shown
            draw(self.frame)
            self._let_go()
            return
        self.frame.set_clip(None)         # as a stopped rehearsal may have left it
        if isinstance(self.frame, canvas.Canvas) and self.frame._drawn is not None:
            self.frame.keep_track()       # its background copied whole: a stopped rehearsal drew part of it
        if self._held_for > rebuild.MOST_FRAMES:
            draw(self.frame)              # enough frames held: whatever is left, made now
        elif not rebuild.rehearse(lambda: draw(self.frame)):
            return
        elif rebuild.spent() > rebuild.SETTLED:
            self._ready = True            # it made enough this frame: shown next frame, copied whole then
            return
        self._let_go()

    def _let_go(self) -> None:
        held, self.held, self._ready = self.held, None, False
        self._keep(held)
        self.whole_next = True

    def _keep(self, frame) -> None:
        """A frame of another size kept: a window going back to that size makes none."""
        self._frames[_pixel_size(frame)] = frame
        while len(self._frames) > 1:
            del self._frames[next(iter(self._frames))]

    @property
    def rebuilding(self) -> bool:
        return self.held is not None

    def present(self) -> None:
        """Copy the frame into the window, with black bars; then flip."""
        window = pygame.display.get_surface()
        picture, bars = self.layout()
        if self.held is not None:
            self._present_held(window, picture, bars)
            return
        changes = self.frame.take_changes() if isinstance(self.frame, canvas.Canvas) else None
        if self.whole_next:
            changes, self.whole_next = None, False
        if _pixel_size(self.frame) == picture.size and changes is not None:
            # a scaled frame says where it changed since the last one: only that is copied
            for rect in changes:
                canvas.PlainSurface.blit(window, self.frame, rect.move(picture.topleft), rect)
        elif _pixel_size(self.frame) == picture.size:
            # otherwise one plain copy (the window resized since the frame was drawn:
            # that frame is scaled once, the next one is made at the new size)
            canvas.PlainSurface.blit(window, self.frame, picture)
        else:
            # scaled straight into the window (no intermediate surface); a whole
            # multiple of the design size copies pixels, any other size is smoothed
            target = window.subsurface(picture)
            pygame.transform.smoothscale(self.frame, picture.size, target)
        for bar in bars:        # every frame: after a resize or full screen the window's pixels are new
            window.fill(BARS, bar)
        pygame.display.flip()
        self.shown = True
        if self._fullscreen_wish is not None:
            self.set_fullscreen(self._fullscreen_wish)

    def _present_held(self, window, picture, bars) -> None:
        """The held frame, scaled into the window once per window size (or after the
        window lost its pixels); in the frames after, the window already shows it."""
        if self._held_in == window.get_size() and not self.whole_next:
            return
        # nearest pixels: half smoothscale's cost (~5 ms at 4K), in a frame in which SDL
        # has just made the window's own new surface; a few frames' picture
        pygame.transform.scale(self.held, picture.size, window.subsurface(picture))
        for bar in bars:
            window.fill(BARS, bar)
        pygame.display.flip()
        self._held_in, self.whole_next = window.get_size(), False

    # ----- full screen ------------------------------------------------------------------
    def set_fullscreen(self, on: bool) -> None:
        """Full screen at the desktop's size (the picture letterboxed in it), or back to
        the window as it was. Without a video device (headless) only the setting changes.
        Asked before the first frame is on screen (the stored setting, at start), it
        waits for that: asked earlier, neither X alone nor openbox acted on it (tried)."""
        self._fullscreen_wish = None if self.shown else on
        if not self.shown:
            return
        try:
            if pygame.display.get_driver() == "x11" and not x11.has_window_manager():
                self._cover_screen(on)
            elif on:
                self.sdl_window.set_fullscreen(desktop=True)
            else:
                self.sdl_window.set_windowed()
        except pygame.error:
            pass

    def _cover_screen(self, on: bool) -> None:
        """Full screen without a window manager (X11), which SDL cannot do: the window
        itself is moved and sized to cover the desktop, and put back afterwards."""
        if on and self._windowed is None:
            self._windowed = (self.sdl_window.position, self.sdl_window.size)
            self.sdl_window.position = (0, 0)
            self.sdl_window.size = pygame.display.get_desktop_sizes()[0]
        elif not on and self._windowed is not None:
            (self.sdl_window.position, self.sdl_window.size), self._windowed = self._windowed, None
