"""A one-line text input (names, the seed) with a caret, limited length and an
optional filter on accepted characters.

Keys when focused: Left/Right move the caret (Ctrl: a word), Home/End to the start
or end, Backspace/Delete remove a character (Ctrl+Backspace the word before the
caret), Ctrl+A selects everything: the next character typed replaces it, Backspace
or Delete clears it. A click puts the caret where it lands."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui import assets, pen, theme

COMMAND = pygame.KMOD_CTRL | pygame.KMOD_META      # Ctrl, or Cmd on a Mac
SELECTION = (170, 200, 240)
# a value too long for its field is set smaller, down to this share of the field's size (the
# setup's longest name, fourteen W, needs 0.53 at 150 %), then cut at the field's edge
VALUE_FLOOR = 0.5
BLINK_ON = 0.55        # of each second the caret shows; it shows at once after a key


class TextField:
    def __init__(self, rect, value: str = "", max_length: int = 16,
                 accept: Callable[[str], bool] = lambda ch: ch.isprintable(),
                 placeholder: str = "", size: int = 20):
        self.rect = pygame.Rect(rect)
        self._value = value
        self.caret = len(value)
        self.selected_all = False
        self.max_length = max_length
        self.accept = accept
        self.placeholder = placeholder
        self.size = size
        self.focused = False
        self.blink = 0.0

    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, text: str) -> None:
        self._value = text
        self.caret = len(text)
        self.selected_all = False

    # ----- editing ------------------------------------------------------------------------
    def _replace(self, text: str, caret: int) -> None:
        self._value, self.caret, self.selected_all = text, caret, False

    def insert(self, typed: str) -> None:
        if self.selected_all:
            self._replace("", 0)
        for ch in typed:
            if len(self._value) < self.max_length and self.accept(ch):
                self._replace(self._value[:self.caret] + ch + self._value[self.caret:], self.caret + 1)

    def word_start(self) -> int:
        """Where the word before the caret begins (spaces before it belong to it)."""
        i = self.caret
        while i > 0 and self._value[i - 1].isspace():
            i -= 1
        while i > 0 and not self._value[i - 1].isspace():
            i -= 1
        return i

    def word_end(self) -> int:
        i, text = self.caret, self._value
        while i < len(text) and text[i].isspace():
            i += 1
        while i < len(text) and not text[i].isspace():
            i += 1
        return i

    def _key(self, event) -> bool:
        command = bool(event.mod & COMMAND)
        key, text = event.key, self._value
        if command and key == pygame.K_a:
            self.selected_all = bool(text)
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.selected_all:
            self._replace("", 0)
        elif key == pygame.K_BACKSPACE:
            start = self.word_start() if command else max(0, self.caret - 1)
            self._replace(text[:start] + text[self.caret:], start)
        elif key == pygame.K_DELETE:
            end = self.word_end() if command else min(len(text), self.caret + 1)
            self._replace(text[:self.caret] + text[end:], self.caret)
        elif key == pygame.K_HOME:
            self._replace(text, 0)
        elif key == pygame.K_END:
            self._replace(text, len(text))
        elif key == pygame.K_LEFT:
            target = 0 if self.selected_all else self.word_start() if command else max(0, self.caret - 1)
            self._replace(text, target)
        elif key == pygame.K_RIGHT:
            target = len(text) if self.selected_all else self.word_end() if command else min(len(text), self.caret + 1)
            self._replace(text, target)
        elif event.unicode and event.unicode.isprintable() and not event.mod & (COMMAND | pygame.KMOD_ALT):
            # Key presses carry the text too; TEXTINPUT follows in a real window, so
            # the key is only swallowed here (no double letters, no shortcut fires).
            pass
        else:
            return False
        self.blink = 0.0
        return True

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.rect.collidepoint(event.pos):
                return False
            self._replace(self._value, self.caret_at(event.pos[0]))    # the ring gives focus on click
            self.blink = 0.0
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            self.blink = 0.0
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    # ----- drawing ------------------------------------------------------------------------
    @property
    def text_x(self) -> int:
        return self.rect.x + 10

    def caret_at(self, x: int) -> int:
        """The caret position nearest to x (window pixels)."""
        size = self.value_size()
        widths = [assets.text(self._value[:i], size, theme.INK).get_width() if i else 0
                  for i in range(len(self._value) + 1)]
        return min(range(len(widths)), key=lambda i: abs(self.text_x + widths[i] - x))

    def caret_x(self) -> int:
        before = self._value[:self.caret]
        return self.text_x + (assets.text(before, self.value_size(), theme.INK).get_width() if before else 0) + 1

    def value_size(self) -> float:
        """The value's size: the field's, smaller for a value that would run out of the field
        (fourteen wide letters at 150 %, or a longer name kept from an older file); the caret
        and a click are placed at the same size."""
        if not self._value:
            return self.size
        return assets.fitted(self._value, self.size, self.rect.width - 20, floor=VALUE_FLOOR)

    def draw(self, surface: pygame.Surface) -> None:
        pen.rect(surface, (250, 246, 236), self.rect, border_radius=8)
        edge = theme.GOLD if self.focused else (150, 140, 120)
        pen.rect(surface, edge, self.rect, 3 if self.focused else 2, border_radius=8)
        if self._value:
            text = assets.text(self._value, self.value_size(), theme.INK)
        else:
            # the hint within the field at any text size ("vide = au hasard" ran out at 150 %)
            size = assets.fitted(self.placeholder, self.size, self.rect.width - 20, floor=1 / pen.text_size())
            text = assets.text(self.placeholder, size, (160, 150, 136))
        pos = text.get_rect(midleft=(self.text_x, self.rect.centery))
        if self.selected_all and self.focused:
            pen.rect(surface, SELECTION, pos.inflate(4, 2), border_radius=3)
        # what still does not fit at the smallest size is cut at the field's edge, never drawn over
        # the next widget
        inside = pos.clip(pygame.Rect(self.rect).inflate(-8, 0))
        surface.blit(text, inside, area=inside.move(-pos.x, -pos.y))
        if self.focused and self.blink < BLINK_ON and not self.selected_all:
            x = self.caret_x()
            pen.line(surface, theme.INK, (x, self.rect.y + 8), (x, self.rect.bottom - 9), 2)
