"""A yes/no question over the current screen (e.g. before a new game replaces the
saved one). Esc or the second button says no; the first button (focused) says yes."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.ui import assets, theme
from scenes.ui.overlay import draw_panel
from scenes.scene import Scene
from scenes.ui.text import t
from scenes.ui.widgets import Button, FocusRing


class ConfirmScene(Scene):
    overlay = True

    def __init__(self, app, question: str | Callable[[], str], yes: str, on_yes: Callable[[], None],
                 no: str = "cancel"):
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.rect = pygame.Rect(0, 0, 640, 250)
        self.rect.center = (640, 360)
        y = self.rect.bottom - 100
        self.buttons = [Button((self.rect.x + 60, y, 250, 54), lambda: t(yes), self.confirm, size=22),
                        Button((self.rect.right - 314, y, 250, 54), lambda: t(no), app.pop, size=22,
                               colour=(60, 110, 80))]
        self.ring = FocusRing(self.buttons)

    def confirm(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.ring.move(1)
            return None
        self.ring.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle_event(event)
        return None   # nothing reaches the screen underneath while the question is open

    def lines(self) -> list[tuple[str, int, str]]:
        """(words, size, style) of each line: the question in bold, its explanation under
        it, each wrapped to the panel (a long French question at 150 % ran out of it)."""
        # a message id, or a function giving the words (a question about one move)
        question = self.question() if callable(self.question) else t(self.question)
        out = []
        for k, paragraph in enumerate(question.split("\n")):
            size, style = (24, "bold") if k == 0 else (19, "body")
            out += [(line, size, style) for line in assets.wrap(paragraph, size, self.rect.width - 60, style)]
        return out

    def place(self, lines) -> None:
        """The panel as tall as its words (250 at least), centred, the buttons at its foot."""
        words = sum(assets.grown(36 if size == 24 else 30) for _, size, _ in lines)
        self.rect.height = max(250, 36 + words + 16 + 100)
        self.rect.center = (640, 360)
        for b in self.buttons:
            b.rect.y = self.rect.bottom - 100

    def draw(self, surface: pygame.Surface) -> None:
        lines = self.lines()
        self.place(lines)
        draw_panel(surface, self.rect)
        y = self.rect.y + 36
        for line, size, style in lines:
            img = assets.shadowed(line, size, theme.CREAM, style)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += assets.grown(36 if size == 24 else 30)
        for b in self.buttons:
            b.draw(surface)
