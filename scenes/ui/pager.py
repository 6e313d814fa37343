"""A game's rules, paged, over the screen below: the shared frame every game's rules
use (panel, title, Close, the < > arrows, the page dots, the key line). Left/Right,
Page Up/Down, Space/Backspace turn the page, Home/End go to the first/last, the
arrows can be clicked and the wheel turns too; Esc, Enter or Close leave.

A game subclasses `PagedRules`: `PAGES` names its pages, `page_title(name)` gives a
page's title and `draw_<name>(surface, area)` draws its body in `area`."""
from __future__ import annotations

import pygame

from scenes.scene import Scene
from scenes.ui import assets, canvas, pen, theme
from scenes.ui.overlay import draw_panel
from scenes.ui.text import t
from scenes.ui.widgets import Button

BODY = 21
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE)
BACK_KEYS = (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE)
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)


class PagedRules(Scene):
    overlay = True
    PAGES: tuple[str, ...] = ()
    PARAGRAPH_GAP = 10

    def __init__(self, app, page: int = 0):
        super().__init__(app)
        self.rect = pygame.Rect(20, 14, 1240, 692)
        self.page = max(0, min(len(self.PAGES) - 1, page))
        cy = self.rect.bottom - 44
        self.prev_rect = pygame.Rect(0, 0, 56, 56)
        self.prev_rect.center = (self.rect.x + 70, cy)
        self.next_rect = pygame.Rect(0, 0, 56, 56)
        self.next_rect.center = (self.rect.right - 70, cy)
        self.close = Button((self.rect.right - 200, self.rect.y + 22, 150, 46), lambda: t("close"), app.pop,
                            size=20, colour=(60, 110, 80))

    # ----- what a game gives ------------------------------------------------------------
    def page_title(self, name: str) -> str:
        raise NotImplementedError

    def draw_page(self, surface: pygame.Surface, name: str, area: pygame.Rect) -> None:
        getattr(self, f"draw_{name}")(surface, area)

    # ----- paging -------------------------------------------------------------------------
    def turn(self, delta: int) -> None:
        self.page = max(0, min(len(self.PAGES) - 1, self.page + delta))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in NEXT_KEYS:
                self.turn(1)
            elif k in BACK_KEYS:
                self.turn(-1)
            elif k == pygame.K_HOME:
                self.page = 0
            elif k == pygame.K_END:
                self.page = len(self.PAGES) - 1
            elif k in CLOSE_KEYS:
                self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.prev_rect.collidepoint(event.pos):
                self.turn(-1)
            elif self.next_rect.collidepoint(event.pos):
                self.turn(1)
            else:
                self.close.handle_event(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
        elif event.type == pygame.MOUSEMOTION:
            self.close.handle_event(event)
        return None       # nothing reaches the scene underneath

    # ----- drawing ---------------------------------------------------------------------
    def body_area(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 50, self.rect.y + 90, self.rect.width - 100, self.rect.height - 170)

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect)
        name = self.PAGES[self.page]
        # the title grows half as much as the body: the body's first line sits below it
        title = assets.shadowed(self.page_title(name), assets.heading(44), theme.CREAM, "display")
        surface.blit(title, (self.rect.x + 50, self.rect.y + 18))
        self.close.draw(surface)
        self.draw_page(surface, name, self.body_area())
        self.draw_nav(surface)

    def draw_nav(self, surface) -> None:
        cy = self.prev_rect.centery
        last = len(self.PAGES) - 1
        for rect, label, active in ((self.prev_rect, "<", self.page > 0), (self.next_rect, ">", self.page < last)):
            pen.circle(surface, theme.BUTTON if active else theme.BUTTON_DISABLED, rect.center, 26)
            pen.circle(surface, theme.CREAM if active else (150, 150, 140), rect.center, 26, 2)
            img = assets.text(label, 30, theme.WHITE, "bold")
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - 2)))
        for i in range(len(self.PAGES)):
            x = self.rect.centerx + (i - last / 2) * 26
            pen.circle(surface, theme.GOLD if i == self.page else (90, 110, 95), (round(x), cy - 12), 6)
        nav = assets.text(t("rules_nav"), 16, (190, 215, 200))
        surface.blit(nav, nav.get_rect(midtop=(self.rect.centerx, cy + 4)))
        page = assets.text(t("rules_page", n=self.page + 1, total=len(self.PAGES)), 18, theme.CREAM, "bold")
        surface.blit(page, page.get_rect(midright=(self.next_rect.left - 16, cy)))

    def paragraphs(self, surface, message: str, area: pygame.Rect, size: int = BODY,
                   colour=theme.CREAM) -> int:
        """Wrapped text from the top of `area`, a paragraph a line of `message`;
        returns the y below it. Words that would run below the area (or the page's body)
        at a large text size are set smaller, never below their size at 100 %."""
        bottom = min(area.bottom, self.body_area().bottom)
        fitted, lines = size, self._laid(message, size, area.width)
        floor = size / canvas.text_size()
        while area.y + self._height(lines, fitted) > bottom and fitted > floor:
            fitted = max(floor, fitted - 1)
            lines = self._laid(message, fitted, area.width)
        y = area.y
        for paragraph in lines:
            for line in paragraph:
                surface.blit(assets.text(line, fitted, colour), (area.x, y))
                y += assets.grown(fitted + 7)
            y += self.PARAGRAPH_GAP
        return y

    @staticmethod
    def _laid(message: str, size: float, width: int) -> list[list[str]]:
        return [assets.wrap(paragraph, size, width) for paragraph in message.split("\n")]

    def _height(self, lines: list[list[str]], size: float) -> int:
        return sum(len(p) * assets.grown(size + 7) + self.PARAGRAPH_GAP for p in lines)
