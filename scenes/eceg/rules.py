"""The rules, paged: the nine prizes with their drawn example dice, a turn (the
rulebook's examples A and B drawn die by die), stealing, how to win (with the
two-player defence), who starts and the options. Left/Right or Page Up/Down turn
the page, the arrows can be clicked, Esc (or the Close button) leaves."""
from __future__ import annotations

import pygame

from game.eceg.prizes import prize_table

from scenes.ui import assets, theme
from scenes.ui.overlay import draw_panel
from scenes.scene import Scene
from scenes.eceg import card
from scenes.eceg.history import sentences
from scenes.ui.sprites import die, seats
from scenes.ui.text import language, t
from scenes.eceg.words import prize_name
from scenes.ui.widgets import Button

PAGES = ("prizes", "turn", "steal", "win", "options")
BODY = 21
SMALL_DIE = 50


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
        self.close = Button((self.rect.right - 200, self.rect.y + 22, 150, 46), t("close"), app.pop,
                            size=20, colour=(60, 110, 80))

    # ----- paging --------------------------------------------------------------------
    def turn(self, delta: int) -> None:
        self.page = max(0, min(len(PAGES) - 1, self.page + delta))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.turn(1)
            elif k in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE):
                self.turn(-1)
            elif k == pygame.K_HOME:
                self.page = 0
            elif k == pygame.K_END:
                self.page = len(PAGES) - 1
            elif k in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.prev_rect.collidepoint(event.pos):
                self.turn(-1)
            elif self.next_rect.collidepoint(event.pos):
                self.turn(1)
            else:
                self.close.handle_event(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            self.turn(1 if event.button == 5 else -1)
        elif event.type == pygame.MOUSEMOTION:
            self.close.handle_event(event)
        return None       # nothing reaches the scene underneath

    # ----- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect)
        name = PAGES[self.page]
        title = assets.shadowed(t(f"rules_{'p' + str(self.page + 1)}_title"), 44, theme.CREAM, "display")
        surface.blit(title, (self.rect.x + 50, self.rect.y + 18))
        self.close.draw(surface)
        getattr(self, f"draw_{name}")(surface, pygame.Rect(self.rect.x + 50, self.rect.y + 90,
                                                            self.rect.width - 100, self.rect.height - 170))
        self.draw_nav(surface)

    def draw_nav(self, surface) -> None:
        cy = self.prev_rect.centery
        for rect, label, active in ((self.prev_rect, "<", self.page > 0),
                                    (self.next_rect, ">", self.page < len(PAGES) - 1)):
            colour = theme.BUTTON if active else theme.BUTTON_DISABLED
            pygame.draw.circle(surface, colour, rect.center, 26)
            pygame.draw.circle(surface, theme.CREAM if active else (150, 150, 140), rect.center, 26, 2)
            img = assets.text(label, 30, theme.WHITE, "bold")
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - 2)))
        for i in range(len(PAGES)):
            x = self.rect.centerx + (i - (len(PAGES) - 1) / 2) * 26
            pygame.draw.circle(surface, theme.GOLD if i == self.page else (90, 110, 95), (round(x), cy - 12), 6)
        nav = assets.text(t("rules_nav"), 16, (190, 215, 200))
        surface.blit(nav, nav.get_rect(midtop=(self.rect.centerx, cy + 4)))
        page = assets.text(t("rules_page", n=self.page + 1, total=len(PAGES)), 18, theme.CREAM, "bold")
        surface.blit(page, page.get_rect(midright=(self.next_rect.left - 16, cy)))

    def paragraphs(self, surface, message: str, area: pygame.Rect, size: int = BODY) -> int:
        """Wrapped text from the top of `area`; returns the y below it."""
        y = area.y
        for paragraph in message.split("\n"):
            for line in assets.wrap(paragraph, size, area.width):
                surface.blit(assets.text(line, size, theme.CREAM), (area.x, y))
                y += size + 7
            y += 10
        return y

    def draw_prizes(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("rules_p1_intro"), area, 19)
        table = prize_table("0-5")
        cell_w, cell_h = area.width // 3, (area.bottom - y) // 3
        for i, prize in enumerate(table.prizes):
            x0, y0 = area.x + (i % 3) * cell_w, y + (i // 3) * cell_h
            image = card.card(prize.id, i + 1, prize.example, language())
            scale = min(1.0, (cell_h - 8) / image.get_height())
            if scale < 1.0:
                image = pygame.transform.smoothscale(
                    image, (round(image.get_width() * scale), round(image.get_height() * scale)))
            surface.blit(image, (x0, y0))
            text_x = x0 + image.get_width() + 14
            width = cell_w - image.get_width() - 28
            ty = y0 + 6
            for line in assets.wrap(prize_name(prize.id), 18, width, "bold"):
                surface.blit(assets.text(line, 18, theme.GOLD, "bold"), (text_x, ty))
                ty += 22
            for line in assets.wrap(t(f"rule_{prize.id}"), 17, width):
                surface.blit(assets.text(line, 17, theme.CREAM), (text_x, ty + 2))
                ty += 21

    def draw_turn(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("rules_p2_text"), area)
        half = area.width // 2
        steps_a = [((), (0, 2, 2, 5), (2, 2), t("rules_step_keep", dice="0 2 2 5", kept="2 2")),
                   ((2, 2), (2, 5), (2,), t("rules_step_keep", dice="2 5", kept="2")),
                   ((2, 2, 2), (4,), None, t("rules_step_take", dice="4", prize=prize_name("three_even")))]
        steps_b = [((), (0, 1, 2, 5), (0, 1, 2), t("rules_step_keep", dice="0 1 2 5", kept="0 1 2")),
                   ((0, 1, 2), (5,), (5,), t("rules_step_none", dice="5"))]
        self.example(surface, t("rules_example_a"), steps_a, pygame.Rect(area.x, y + 6, half - 20, area.bottom - y))
        self.example(surface, t("rules_example_b"), steps_b,
                     pygame.Rect(area.x + half + 10, y + 6, half - 20, area.bottom - y))

    def example(self, surface, title: str, steps, area: pygame.Rect) -> None:
        """An example, one row per roll: the dice already set aside (on wood), the dice
        rolled (those set aside next have the gold rim), and what happens."""
        surface.blit(assets.text(title, 22, theme.GOLD, "bold"), area.topleft)
        y = area.y + 34
        s = SMALL_DIE
        for kept, rolled, chosen, caption in steps:
            x = area.x
            if kept:
                tray = pygame.Rect(x - 4, y - 4, len(kept) * (s + 6) + 6, s + 8)
                pygame.draw.rect(surface, theme.WOOD, tray, border_radius=8)
                for v in kept:
                    surface.blit(die.face(v, s), (x + 2, y))
                    x += s + 6
                x += 14
            left = list(chosen or ())
            for v in rolled:
                if v in left:
                    left.remove(v)
                    image = die.selected_face(v, s)
                    surface.blit(image, (x - die.GLOW_PAD, y - die.GLOW_PAD))
                else:
                    surface.blit(die.face(v, s), (x, y))
                x += s + 8
            for k, line in enumerate(assets.wrap(caption, 20, area.right - x - 16)):
                surface.blit(assets.text(line, 20, theme.CREAM), (x + 10, y + 4 + k * 24))
            y += s + 34

    def draw_steal(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("rules_p3_text"), area)
        # Ana's 13 goes to Bot: two players' places and the card between them
        y += 20
        left = pygame.Rect(area.x + 140, y, 300, 120)
        right = pygame.Rect(area.right - 440, y, 300, 120)
        for seat, (rect, name) in enumerate(((left, "Ana"), (right, "Bot"))):
            colour = theme.seat_colour(theme.SEAT_COLOURS[seat][1])      # the palette in use
            pygame.draw.rect(surface, (8, 24, 16), rect, border_radius=14)
            pygame.draw.rect(surface, colour, rect, 3, border_radius=14)
            seats.draw_symbol(surface, seat, colour, (rect.x + 24, rect.y + 22), 9)
            surface.blit(assets.text(name, 22, theme.CREAM, "bold"), (rect.x + 40, rect.y + 8))
        lang = language()
        surface.blit(card.mini("seven", 5, lang), (left.x + 20, left.bottom - 64))
        surface.blit(card.mini("thirteen", 6, lang), (right.x + 20, right.bottom - 64))
        ghost = card.mini("thirteen", 6, lang).copy()
        ghost.set_alpha(90)
        surface.blit(ghost, (left.x + 100, left.bottom - 64))
        a, b = (left.right + 10, left.centery + 10), (right.x - 10, right.centery + 10)
        pygame.draw.line(surface, theme.GOLD, a, b, 5)
        pygame.draw.polygon(surface, theme.GOLD, [(b[0], b[1]), (b[0] - 18, b[1] - 11), (b[0] - 18, b[1] + 11)])
        caption = sentences([{"type": "claim", "player": 1, "prize": "thirteen", "from": 0}], ["Ana", "Bot"])[0]
        img = assets.text(caption, 22, theme.GOLD, "bold")
        surface.blit(img, img.get_rect(midtop=(area.centerx, left.bottom + 18)))

    def draw_win(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("rules_p4_text"), area)
        lang = language()
        x = area.centerx - (3 * 110) // 2
        for k, (pid, n) in enumerate((("two_pairs", 2), ("seven", 5), ("straight", 9))):
            surface.blit(card.card(pid, n, prize_table("0-5")[pid].example, lang), (x + k * 116, y + 16))
        # the two-player defence, as the table announces it
        steps = [t("defence_turn", name="Bot", holder="Ana", n=1), t("defence_turn", name="Bot", holder="Ana", n=2),
                 t("winner", name="Ana")]
        y += 190
        width = (area.width - 2 * 40) // 3
        for k, step in enumerate(steps):
            box = pygame.Rect(area.x + k * (width + 40), y, width, 50)
            pygame.draw.rect(surface, (8, 24, 16), box, border_radius=12)
            frame = theme.GOLD if k == 2 else theme.seat_colour(theme.SEAT_COLOURS[1][1])
            pygame.draw.rect(surface, frame, box, 2, border_radius=12)
            img = assets.text(step, 18, theme.CREAM, "bold")
            surface.blit(img, img.get_rect(center=box.center))
            if k < 2:
                a, b = (box.right + 6, box.centery), (box.right + 34, box.centery)
                pygame.draw.line(surface, theme.GOLD, a, b, 3)
                pygame.draw.polygon(surface, theme.GOLD, [b, (b[0] - 9, b[1] - 6), (b[0] - 9, b[1] + 6)])

    def draw_options(self, surface, area: pygame.Rect) -> None:
        self.paragraphs(surface, t("rules_p5_text"), area)
