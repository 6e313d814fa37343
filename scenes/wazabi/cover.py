"""The hand-over between people at one screen: an opaque cover hiding the whole
table (every hand included) that asks to pass the computer to the next person;
their click or key lifts it, and only then is their hand drawn face up. It is given
what it needs: the table under it (for the pause menu), the person's name, why they
are called (their turn, or cards to keep) and what to do once it is lifted."""
from __future__ import annotations

import pygame

from scenes.scene import Scene
from scenes.ui import assets, theme
from scenes.ui.sprites.felt import felt
from scenes.ui.text import t

READY = 0.35      # a key already held (the last player's Enter) does not lift it at once


class CoverScene(Scene):
    overlay = True

    def __init__(self, app, table, name: str, reason: str, done):
        super().__init__(app)
        self.table = table           # the table under it (scenes/shell/table_scene.py's TableHandle)
        self.name, self.reason, self.done = name, reason, done
        self.time = 0.0

    def lift(self) -> None:
        self.app.pop()
        self.done()

    def handle_event(self, event):
        if self.time < READY:
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.open("pause", self.table)
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.lift()
        return None           # nothing reaches the table under the cover

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, (0, 0))
        title = assets.shadowed(t("wz_cover_title", name=self.name), 54, theme.CREAM, "display", offset=3)
        surface.blit(title, title.get_rect(center=(640, 270)))
        line = assets.shadowed(t("wz_cover_" + self.reason, name=self.name), 24, theme.GOLD, "bold")
        surface.blit(line, line.get_rect(center=(640, 350)))
        go = assets.shadowed(t("wz_cover_go", name=self.name), 22, theme.CREAM)
        surface.blit(go, go.get_rect(center=(640, 420)))
