"""A value picked from a list, with an arrow button at each end: the left arrow goes
back, the right arrow forward (a click on the value itself goes forward too, a
right-click anywhere back). Focused, Left/Right step and Enter/Space go forward."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from scenes.ui import assets, pen, theme

FORWARD_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT)
ARROW_W = 30          # each arrow button's width (the full height of the choice, less a margin)


class Choice:
    def __init__(self, rect, options: Sequence, index: int = 0,
                 label: Callable[[object], str] = str, on_change: Callable[[object], None] | None = None,
                 enabled: Callable[[], bool] | None = None, size: int = 20, mark_room: int = 0):
        self.rect = pygame.Rect(rect)
        # room kept free at the right of the value for a mark its owner draws there (the
        # setup's seat symbol): a long value ("turquoise" at 150 %) shrinks short of it
        self.mark_room = mark_room
        self.options = list(options)
        self.index = index
        self.label = label
        self.on_change = on_change
        self.is_enabled = enabled or (lambda: True)
        self.size = size
        self.focused = False
        self.hover = False
        self.pointer: tuple[int, int] | None = None   # where the mouse is, for the arrows' hover look
        self.pressed = 0                               # -1 / +1: that arrow is held down (mouse or key)
        self.last_step = 1

    @property
    def value(self):
        return self.options[self.index]

    def set(self, value) -> None:
        self.index = self.options.index(value)

    # ----- the two arrow buttons ------------------------------------------------------
    @property
    def back_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 4, self.rect.y + 4, ARROW_W, self.rect.height - 8)

    @property
    def forward_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 4 - ARROW_W, self.rect.y + 4, ARROW_W, self.rect.height - 8)

    @property
    def inner(self) -> pygame.Rect:
        """Between the arrows: where the value is written."""
        left, right = self.back_rect.right + 6, self.forward_rect.x - 6
        return pygame.Rect(left, self.rect.y, right - left, self.rect.height)

    def arrow_at(self, pos) -> int:
        """-1 over the back arrow, +1 over the forward one, 0 elsewhere."""
        if self.back_rect.collidepoint(pos):
            return -1
        if self.forward_rect.collidepoint(pos):
            return 1
        return 0

    def step(self, delta: int) -> None:
        if not self.is_enabled():
            return
        self.index = (self.index + delta) % len(self.options)
        self.last_step = delta
        if self.on_change:
            self.on_change(self.value)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button in (1, 3):
                delta = -1 if event.button == 3 else (self.arrow_at(event.pos) or 1)
                if self.is_enabled():
                    self.pressed = delta if self.arrow_at(event.pos) == delta else 0
                self.step(delta)
                return True
        elif event.type == pygame.MOUSEBUTTONUP:
            self.pressed = 0
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key in (*FORWARD_KEYS, pygame.K_LEFT):
                delta = -1 if event.key == pygame.K_LEFT else 1
                if self.is_enabled() and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                    self.pressed = delta
                self.step(delta)
                return True
        elif event.type == pygame.KEYUP and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.pressed = 0
        return False

    # ----- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        enabled = self.is_enabled()
        back = (40, 70, 54) if enabled else (40, 48, 44)
        if self.hover and enabled:
            back = (54, 92, 70)
        pen.rect(surface, back, self.rect, border_radius=8)
        edge = theme.GOLD if self.focused else (90, 130, 106)
        pen.rect(surface, edge, self.rect, 2 if not self.focused else 3, border_radius=8)
        colour = theme.CREAM if enabled else (130, 136, 130)
        inner = self.inner
        inner.width -= self.mark_room
        size = self.size             # a long label (French) shrinks to fit between the arrows
        text = assets.text(self.label(self.value), size, colour)
        while text.get_width() > inner.width and size > 12:
            size -= 1
            text = assets.text(self.label(self.value), size, colour)
        surface.blit(text, text.get_rect(midleft=(inner.x, inner.centery)),
                     pygame.Rect(0, 0, inner.width, text.get_height()))
        for delta in (-1, 1):
            self._draw_arrow(surface, delta, enabled)

    def _draw_arrow(self, surface: pygame.Surface, delta: int, enabled: bool) -> None:
        """A small raised button with a triangle: lighter under the mouse, sunk while held."""
        rect = self.back_rect if delta < 0 else self.forward_rect
        pressed = enabled and self.pressed == delta
        hovered = enabled and self.hover and self.pointer is not None and rect.collidepoint(self.pointer)
        if not enabled:
            face, shade = (50, 60, 55), (34, 40, 37)
        elif pressed:
            face, shade = (34, 62, 46), (34, 62, 46)
        elif hovered:
            face, shade = (96, 150, 116), (42, 74, 56)
        else:
            face, shade = (66, 112, 86), (30, 54, 40)
        sink = 2 if pressed else 0
        pen.rect(surface, shade, rect, border_radius=6)
        pen.rect(surface, face, rect.move(0, sink).inflate(0, -2 - sink), border_radius=6)
        ink = (theme.GOLD if hovered or pressed else theme.CREAM) if enabled else (110, 118, 112)
        cx, cy = rect.centerx, rect.centery - 1 + sink
        w, h = 6, 8
        tip = cx + w * delta
        pen.polygon(surface, ink, [(tip, cy), (cx - w * delta, cy - h), (cx - w * delta, cy + h)])
