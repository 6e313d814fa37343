"""Rules overlay: a summary of how to play; any key or click closes it."""
from __future__ import annotations

import pygame

from . import assets, theme
from .overlay import draw_panel
from .scene import Scene
from .text import t


class RulesScene(Scene):
    overlay = True

    def __init__(self, app):
        super().__init__(app)
        self.rect = pygame.Rect(0, 0, 900, 560)
        self.rect.center = (640, 360)
        self.paragraphs = [assets.wrap(p, 22, self.rect.width - 110) for p in t("rules_text").split("\n")]

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key not in (pygame.K_m, pygame.K_F11):
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.app.pop()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect)
        title = assets.shadowed(t("rules_title"), 46, theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 22)))
        y = self.rect.y + 100
        for paragraph in self.paragraphs:
            for line in paragraph:
                img = assets.text(line, 22, theme.CREAM)
                surface.blit(img, (self.rect.x + 55, y))
                y += 30
            y += 14
        close = assets.text(t("close") + " (Esc)", 18, theme.GOLD)
        surface.blit(close, close.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 30)))
