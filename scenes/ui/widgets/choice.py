"""A value picked from a list: click (or Enter/Space/right arrow) for the next one,
left arrow or right-click for the previous one."""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from scenes.ui import assets, theme


class Choice:
    def __init__(self, rect, options: Sequence, index: int = 0,
                 label: Callable[[object], str] = str, on_change: Callable[[object], None] | None = None,
                 enabled: Callable[[], bool] | None = None, size: int = 20):
        self.rect = pygame.Rect(rect)
        self.options = list(options)
        self.index = index
        self.label = label
        self.on_change = on_change
        self.is_enabled = enabled or (lambda: True)
        self.size = size
        self.focused = False
        self.hover = False
        self.last_step = 1

    @property
    def value(self):
        return self.options[self.index]

    def set(self, value) -> None:
        self.index = self.options.index(value)

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
        elif event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button in (1, 3):
                self.step(1 if event.button == 1 else -1)
                return True
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
                self.step(1)
                return True
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        enabled = self.is_enabled()
        back = (40, 70, 54) if enabled else (40, 48, 44)
        if self.hover and enabled:
            back = (54, 92, 70)
        pygame.draw.rect(surface, back, self.rect, border_radius=8)
        edge = theme.GOLD if self.focused else (90, 130, 106)
        pygame.draw.rect(surface, edge, self.rect, 2 if not self.focused else 3, border_radius=8)
        colour = theme.CREAM if enabled else (130, 136, 130)
        text = assets.text(self.label(self.value), self.size, colour)
        surface.blit(text, text.get_rect(midleft=(self.rect.x + 12, self.rect.centery)))
        arrows = assets.text("‹ ›", self.size, colour)
        surface.blit(arrows, arrows.get_rect(midright=(self.rect.right - 10, self.rect.centery)))
