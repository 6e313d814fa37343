"""Keyboard focus over a list of widgets: Tab / Shift+Tab move it round the list, the
arrows to the nearest widget that way on the screen (up and down round the column at its
ends), a click to the clicked widget; the
focused widget receives keys first (a choice takes left and right to change its value,
a text field to move its caret)."""
from __future__ import annotations

import pygame

ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}


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

    def move_towards(self, dx: int, dy: int) -> bool:
        """Focus the nearest widget in that direction, as the eye goes: up and down to the
        row above or below, the one most in line first; left and right within the same
        row. False if there is none (the title's right column, pressed right).

        Before, the arrows went round the list: on the title Right did nothing on a
        button, and in the setup Up from *Tie at the top* went to *Call time*, beside it."""
        current = self.current
        if current is None:
            return False
        here = current.rect
        best, best_score = None, None
        for k, widget in enumerate(self.widgets):
            there = widget.rect
            if widget is current or not _enabled(widget):
                continue
            if dy:
                along = (there.centery - here.centery) * dy
                gap = max(0, there.left - here.right, here.left - there.right)
                off = abs(there.centerx - here.centerx)
            else:
                along = (there.centerx - here.centerx) * dx
                gap = max(0, there.top - here.bottom, here.top - there.bottom)
                off = abs(there.centery - here.centery)
                if gap:                 # left and right stay in the row
                    continue
            if along <= 0:
                continue
            score = (along + 2 * gap, off, k)
            if best_score is None or score < best_score:
                best, best_score = widget, score
        if best is None:
            return False
        self.focus(best)
        return True

    def wrap_column(self, dy: int) -> bool:
        """Down from the bottom of a column (or up from its top): round to the other end of
        the widgets in line with the focused one. False if it stands alone in its column."""
        current = self.current
        here = current.rect
        in_line = [(-(w.rect.centery * dy), abs(w.rect.centerx - here.centerx), k, w)
                   for k, w in enumerate(self.widgets)
                   if w is not current and _enabled(w) and max(w.rect.left - here.right, here.left - w.rect.right) <= 0]
        if not in_line:
            return False
        self.focus(max(in_line, key=lambda entry: (entry[0], -entry[1], -entry[2]))[3])
        return True

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
            if event.key in ARROWS:
                if self.move_towards(*ARROWS[event.key]):
                    return True
                if event.key in (pygame.K_DOWN, pygame.K_UP):     # none that way: round the column
                    down = event.key == pygame.K_DOWN
                    if not self.wrap_column(1 if down else -1):
                        self.move(1 if down else -1)
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


def _enabled(widget) -> bool:
    """Can the widget be used now? The arrows pass over one that cannot (ECEG's *Hold
    through everyone* at two players); Tab still stops on it, to read it."""
    return getattr(widget, "is_enabled", lambda: True)()
