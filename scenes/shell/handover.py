"""The hand-over between people at one screen: an opaque cover over the whole table
(every hidden hand included) asking to pass the computer to the person named on it.
The game gives the words (why that person is called); this screen decides how it is
lifted, the same for every game.

It is lifted only on purpose, by the person it names:
- their button ("I am Ana ...") pressed and released on it with the mouse, once the
  pointer has come onto it after the cover was ready (a click made in place, meant
  for the table, to hurry its dice, lands on nothing here); or
- Enter held for HOLD seconds, a bar filling as it is held, and then let go: the
  press must begin while the cover is up and ready, so a key already held when it
  opened (the last player's Enter), or mashed as it opened, never counts; lifting on
  the release means neither the key's repeats nor its release reach the table.

Space, other keys, clicks elsewhere, the wheel, typed text: dropped, never passed to
the table under it. Esc opens the pause (M and F11 are the app's, before any screen)."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.scene import Scene
from scenes.ui import assets, pen, theme
from scenes.ui.sprites.felt import felt
from scenes.ui.text import t
from scenes.ui.widgets import Button

HOLD = 0.6        # seconds Enter is held to lift the cover
ARM = 0.5         # the cover takes no press this long after it opens (the last person's keys and clicks)
HOLD_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
BUTTON = pygame.Rect(340, 452, 600, 70)
BAR = pygame.Rect(BUTTON.x + 24, BUTTON.bottom + 16, BUTTON.width - 48, 12)


class HandOverScene(Scene):
    """`title`, `line` and `button` are the game's words (callables, read at each frame
    so a language changed under the pause shows at once); `done()` is called once the
    cover is lifted. `table` is the table under it (for the pause)."""

    overlay = True

    def __init__(self, app, table, name: str, title: Callable[[], str], line: Callable[[], str],
                 done: Callable[[], None], button: Callable[[], str] | None = None):
        super().__init__(app)
        self.table = table
        self.name, self.title, self.line, self.done = name, title, line, done
        self.button = Button(BUTTON, button or (lambda: t("handover_button", name=name)), self.lift, size=26,
                             enabled=self.ready)
        self.time = 0.0
        self.lifted = False
        self.forget_presses()

    # ----- what counts as a press made here -----------------------------------------------------
    def forget_presses(self) -> None:
        """Nothing down now counts: the keys held (their press was not seen here, or was
        made before a pause) until they are let go, a hold, a click begun."""
        self.stale = set(getattr(self.app, "keys_down", ()))
        self.held: int | None = None           # the Enter key being held, pressed here
        self.held_for = 0.0
        self.pointer_came = False             # the pointer moved onto the button once ready
        self.clicking = False                 # the button's mouse press, begun on it here
        self.button.hover = False

    def ready(self) -> bool:
        return self.time >= ARM

    def enter(self) -> None:
        """Opened, or back on top after the pause."""
        self.forget_presses()

    def lift(self) -> None:
        if self.lifted:
            return
        self.lifted = True
        self.app.audio.play("click")
        self.app.pop()
        self.done()

    # ----- input ------------------------------------------------------------------------------------
    def handle_event(self, event):
        kind = event.type
        if kind == pygame.KEYDOWN:
            self.key_down(event.key)
        elif kind == pygame.KEYUP:
            self.key_up(event.key)
        elif kind == pygame.MOUSEMOTION:
            inside = BUTTON.collidepoint(event.pos) and self.ready()
            self.button.hover = inside
            self.pointer_came = inside
            if not inside:
                self.clicking = False
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.clicking = self.pointer_came and BUTTON.collidepoint(event.pos)
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.clicking and BUTTON.collidepoint(event.pos):
                self.lift()
            self.clicking = False
        elif kind == pygame.WINDOWFOCUSLOST:
            self.held, self.held_for = None, 0.0       # its release may never come here
            self.stale.clear()
        return None           # nothing reaches the table under the cover

    def key_down(self, key: int) -> None:
        if key in self.stale or key == self.held:
            return                      # held since before, or a repeat of the hold
        if key == pygame.K_ESCAPE:
            self.app.open("pause", self.table)
        elif not self.ready():
            self.stale.add(key)         # pressed as the cover appeared: never counts, even if held on
        elif key in HOLD_KEYS and self.held is None:
            self.held, self.held_for = key, 0.0

    def key_up(self, key: int) -> None:
        self.stale.discard(key)
        if key == self.held:
            if self.held_for >= HOLD:
                self.lift()
            else:
                self.held, self.held_for = None, 0.0      # let go too soon: the bar empties

    def update(self, dt: float) -> None:
        self.time += dt
        if self.held is not None:
            self.held_for = min(HOLD, self.held_for + dt)

    # ----- drawing ----------------------------------------------------------------------------------
    def progress(self) -> float:
        """How far the hold of Enter has gone (0 to 1)."""
        return self.held_for / HOLD if self.held is not None else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        surface.blit(_shade(surface.get_size()), (0, 0))
        title = assets.shadowed(self.title(), assets.heading(54), theme.CREAM, "display", offset=3)
        surface.blit(title, title.get_rect(center=(640, 250)))
        line = assets.shadowed(self.line(), 24, theme.GOLD, "bold")
        surface.blit(line, line.get_rect(center=(640, 330)))
        full = self.progress() >= 1.0
        how = t("handover_let_go" if full else "handover_how", name=self.name)
        hint = assets.shadowed(how, 22, theme.CREAM)
        surface.blit(hint, hint.get_rect(center=(640, 400)))
        self.button.draw(surface)
        self.draw_bar(surface)

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The hold of Enter, filling under the button."""
        pen.rect(surface, (20, 40, 30), BAR, border_radius=6)
        done = self.progress()
        if done > 0:
            filled = BAR.copy()
            filled.width = max(BAR.height, round(BAR.width * done))
            pen.rect(surface, theme.GOLD, filled, border_radius=6)
        pen.rect(surface, theme.CREAM, BAR, 1, border_radius=6)


@pen.cached(maxsize=2)
def _shade(size) -> pygame.Surface:
    """The felt darkened: made once a size (a full-size surface each frame cost a frame's
    budget at 4K, and a resize's rebuild would make it again in every frame)."""
    shade = pen.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    return shade
