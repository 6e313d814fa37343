"""Keyboard focus over a list of widgets: Tab / Shift+Tab (and up/down) move it,
a click moves it to the clicked widget; the focused widget receives keys."""
from __future__ import annotations

import pygame


class FocusRing:
    def __init__(self, widgets: list):
        self.widgets = widgets
        self.index = 0
        self._apply()

    @property
    def current(self):
        return self.widgets[self.index] if self.widgets else None

    def focus(self, widget) -> None:
        self.index = self.widgets.index(widget)
        self._apply()

    def move(self, delta: int) -> None:
        if self.widgets:
            self.index = (self.index + delta) % len(self.widgets)
            self._apply()

    def _apply(self) -> None:
        for i, w in enumerate(self.widgets):
            w.focused = i == self.index

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            current = self.current
            if current is not None and current.handle_event(event):
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.move(1 if event.key == pygame.K_DOWN else -1)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            for w in self.widgets:
                if w.rect.collidepoint(event.pos):
                    self.focus(w)
                    w.handle_event(event)
                    return True
            return False
        used = False
        for w in self.widgets:
            if event.type == pygame.TEXTINPUT and not w.focused:
                continue
            used = w.handle_event(event) or used
        return used
