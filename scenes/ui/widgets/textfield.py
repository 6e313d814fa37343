"""A one-line text input (names, the seed) with a caret, limited length and an
optional filter on accepted characters."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui import assets, theme


class TextField:
    def __init__(self, rect, value: str = "", max_length: int = 16,
                 accept: Callable[[str], bool] = lambda ch: ch.isprintable(),
                 placeholder: str = "", size: int = 20):
        self.rect = pygame.Rect(rect)
        self.value = value
        self.max_length = max_length
        self.accept = accept
        self.placeholder = placeholder
        self.size = size
        self.focused = False
        self.blink = 0.0

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)   # the ring gives focus on click
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            for ch in event.text:
                if len(self.value) < self.max_length and self.accept(ch):
                    self.value += ch
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
                return True
            if event.unicode and event.unicode.isprintable() and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                # Key presses carry the text too; TEXTINPUT follows in a real window, so
                # only digits/letters typed here are swallowed to avoid doubles.
                return True
        return False

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (250, 246, 236), self.rect, border_radius=8)
        edge = theme.GOLD if self.focused else (150, 140, 120)
        pygame.draw.rect(surface, edge, self.rect, 3 if self.focused else 2, border_radius=8)
        if self.value:
            text = assets.text(self.value, self.size, theme.INK)
        else:
            text = assets.text(self.placeholder, self.size, (160, 150, 136))
        pos = text.get_rect(midleft=(self.rect.x + 10, self.rect.centery))
        surface.blit(text, pos)
        if self.focused and self.blink < 0.55:
            x = pos.x + (text.get_width() if self.value else 0) + 2
            pygame.draw.line(surface, theme.INK, (x, self.rect.y + 7), (x, self.rect.bottom - 8), 2)
