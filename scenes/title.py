"""Title screen: the game's name over the felt, a few resting dice, and the menu."""
from __future__ import annotations

import math

import pygame

from game import __version__

from . import assets, theme
from .scene import Scene
from .sprites import die
from .sprites.felt import felt
from .text import t
from .widgets import Button, FocusRing

DECOR = ((250, 470, 3, -18), (330, 540, 5, 12), (960, 500, 0, 24), (1040, 430, 2, -8), (180, 380, 4, 30))


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.buttons = [Button((540, 380, 200, 58), t("new_game"), self.new_game),
                        Button((540, 450, 200, 58), t("rules"), self.rules, colour=(60, 110, 80)),
                        Button((540, 520, 200, 58), t("quit"), app.quit, colour=(60, 110, 80))]
        self.ring = FocusRing(self.buttons)
        self.time = 0.0
        self.decor = [(x, y, pygame.transform.rotozoom(die.face(v, 72), a, 1)) for x, y, v, a in DECOR]

    def new_game(self) -> None:
        from .setup import SetupScene
        self.app.push(SetupScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene
        self.app.push(RulesScene(self.app))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return None
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle_event(event)
            return None
        return None if self.ring.handle_event(event) else event

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        shadow = die.shadow(72)
        for x, y, image in self.decor:
            surface.blit(shadow, shadow.get_rect(center=(x + 6, y + 8)))
            surface.blit(image, image.get_rect(center=(x, y)))
        bob = 4 * math.sin(self.time * 1.6)
        title = assets.shadowed(t("title"), 96, theme.CREAM, "display", offset=5)
        surface.blit(title, title.get_rect(center=(640, 190 + bob)))
        sub = assets.shadowed(t("subtitle"), 28, theme.GOLD, "bold")
        surface.blit(sub, sub.get_rect(center=(640, 285)))
        for b in self.buttons:
            b.draw(surface)
        version = assets.text(f"v{__version__}", 18, theme.CREAM)
        surface.blit(version, version.get_rect(bottomright=(surface.get_width() - 26, surface.get_height() - 18)))
