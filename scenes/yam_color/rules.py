"""YAM color's rules on one page over the screen below (the paged rules with pictures
are still to come): the round, the count, the check and the rulebook's example."""
from __future__ import annotations

import pygame

from scenes.scene import Scene
from scenes.ui import assets, theme
from scenes.ui.overlay import draw_panel
from scenes.ui.text import t

PANEL = pygame.Rect(120, 40, 1040, 640)


class RulesScene(Scene):
    overlay = True

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE, pygame.K_BACKSPACE):
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.app.pop()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, PANEL)
        title = assets.shadowed(t("yam_rules_title"), 40, theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 18)))
        y = PANEL.y + 80
        for text, colour in ((t("yam_rules_text"), theme.CREAM), (t("yam_rules_example"), theme.GOLD)):
            for line in assets.wrap(text, 19, PANEL.width - 80):
                img = assets.text(line, 19, colour)
                surface.blit(img, (PANEL.x + 40, y))
                y += 26
            y += 12
        close = assets.text(t("yam_rules_close"), 16, (170, 200, 180))
        surface.blit(close, close.get_rect(midbottom=(PANEL.centerx, PANEL.bottom - 14)))
