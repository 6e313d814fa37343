"""Wazabi's rules, paged: the goal and the dice (the three faces drawn), a turn in
order, the card table (each card as it looks in the hand: cost, name, effect, and
how many are in the deck), winning and the options. Left/Right or Page Up/Down turn
the page, the arrows can be clicked, Esc (or Close) leaves."""
from __future__ import annotations

import pygame

from game.wazabi.cards import CARDS, DRAW, GIVE, WAZABI
from scenes.scene import Scene
from scenes.ui import assets, theme
from scenes.ui.overlay import draw_panel
from scenes.ui.text import language, t
from scenes.ui.widgets import Button
from scenes.wazabi import pieces

PAGES = ("goal", "turn", "cards", "end")
BODY = 21


class RulesScene(Scene):
    overlay = True

    def __init__(self, app, page: int = 0):
        super().__init__(app)
        self.rect = pygame.Rect(20, 14, 1240, 692)
        self.page = page
        cy = self.rect.bottom - 44
        self.prev_rect = pygame.Rect(0, 0, 56, 56)
        self.prev_rect.center = (self.rect.x + 70, cy)
        self.next_rect = pygame.Rect(0, 0, 56, 56)
        self.next_rect.center = (self.rect.right - 70, cy)
        self.close = Button((self.rect.right - 200, self.rect.y + 22, 150, 46), lambda: t("close"), app.pop,
                            size=20, colour=(60, 110, 80))

    def turn(self, delta: int) -> None:
        self.page = max(0, min(len(PAGES) - 1, self.page + delta))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.turn(1)
            elif k in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE):
                self.turn(-1)
            elif k in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.prev_rect.collidepoint(event.pos):
                self.turn(-1)
            elif self.next_rect.collidepoint(event.pos):
                self.turn(1)
            else:
                self.close.handle_event(event)
        elif event.type == pygame.MOUSEMOTION:
            self.close.handle_event(event)
        return None       # nothing reaches the scene underneath

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect)
        name = PAGES[self.page]
        title = assets.shadowed(t(f"wz_rules_{name}_title"), 40, theme.CREAM, "display")
        surface.blit(title, (self.rect.x + 50, self.rect.y + 22))
        self.close.draw(surface)
        area = pygame.Rect(self.rect.x + 50, self.rect.y + 90, self.rect.width - 100, self.rect.height - 170)
        if name == "cards":
            self.draw_cards(surface, area)
        else:
            y = self.paragraphs(surface, t(f"wz_rules_{name}"), area)
            if name == "goal":
                for k, face in enumerate((WAZABI, WAZABI, WAZABI, DRAW, DRAW, GIVE)):
                    surface.blit(pieces.face(face, 72), (area.x + k * 92, y + 10))
        self.draw_nav(surface)

    def paragraphs(self, surface, message: str, area: pygame.Rect, size: int = BODY) -> int:
        y = area.y
        for paragraph in message.split("\n"):
            for line in assets.wrap(paragraph, size, area.width):
                surface.blit(assets.text(line, size, theme.CREAM), (area.x, y))
                y += size + 7
            y += 8
        return y

    def draw_cards(self, surface, area: pygame.Rect) -> None:
        """The ten cards as two rows of five, each with how many the deck holds."""
        for k, card in enumerate(CARDS):
            x = area.x + (k % 5) * 230 + 40
            y = area.y + (k // 5) * 250
            surface.blit(pieces.card_face(card, language(), (150, 200)), (x, y))
            count = assets.text(f"× {CARDS[card][0]}", 20, theme.GOLD, "bold")
            surface.blit(count, (x + 158, y + 8))

    def draw_nav(self, surface) -> None:
        cy = self.prev_rect.centery
        for rect, label, active in ((self.prev_rect, "<", self.page > 0),
                                    (self.next_rect, ">", self.page < len(PAGES) - 1)):
            pygame.draw.circle(surface, theme.BUTTON if active else theme.BUTTON_DISABLED, rect.center, 26)
            img = assets.text(label, 30, theme.WHITE, "bold")
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - 2)))
        nav = assets.text(t("wz_rules_nav"), 16, (190, 215, 200))
        surface.blit(nav, nav.get_rect(midtop=(self.rect.centerx, cy + 4)))
        page = assets.text(t("wz_rules_page", n=self.page + 1, total=len(PAGES)), 18, theme.CREAM, "bold")
        surface.blit(page, page.get_rect(midright=(self.next_rect.left - 16, cy)))
