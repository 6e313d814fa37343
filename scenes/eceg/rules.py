"""The rules, paged: the nine prizes with their drawn example dice, a turn (the
rulebook's examples A and B drawn die by die), stealing, how to win (with the
two-player defence), who starts and the options. Left/Right or Page Up/Down turn
the page, the arrows can be clicked, Esc (or the Close button) leaves (the frame:
scenes/ui/pager.py)."""
from __future__ import annotations

import pygame

from game.eceg.prizes import prize_table

from scenes.ui import assets, canvas, pen, theme
from scenes.eceg import card
from scenes.eceg.history import sentences
from scenes.ui.sprites import die, seats
from scenes.ui.text import language, t
from scenes.eceg.words import prize_name
from scenes.ui.pager import PagedRules

PAGES = ("prizes", "turn", "steal", "win", "options")
SMALL_DIE = 50


class RulesScene(PagedRules):
    PAGES = PAGES

    def page_title(self, name: str) -> str:
        return t(f"rules_p{PAGES.index(name) + 1}_title")

    def draw_prizes(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("rules_p1_intro"), area, 19)
        table = prize_table("0-5")
        cell_w, cell_h = area.width // 3, (area.bottom - y) // 3
        for i, prize in enumerate(table.prizes):
            x0, y0 = area.x + (i % 3) * cell_w, y + (i // 3) * cell_h
            image = card.card(prize.id, i + 1, prize.example, language())
            scale = min(1.0, (cell_h - 8) / image.get_height())
            if scale < 1.0:
                image = pen.transform.smoothscale(
                    image, (round(image.get_width() * scale), round(image.get_height() * scale)))
            surface.blit(image, (x0, y0))
            text_x = x0 + image.get_width() + 14
            width = cell_w - image.get_width() - 28
            self.prize_words(surface, prize.id, pygame.Rect(text_x, y0 + 6, width, cell_h - 10))

    @staticmethod
    def prize_words(surface, prize_id: str, box: pygame.Rect) -> None:
        """A prize's name and rule beside its card, set smaller (to 3/4 at most) when
        the text size would run them into the card below (never below their size at 100 %)."""
        for k in range(13):
            name_size, rule_size = (max(n / canvas.text_size(), n - k) for n in (18, 17))
            names = assets.wrap(prize_name(prize_id), name_size, box.width, "bold")
            rules = assets.wrap(t(f"rule_{prize_id}"), rule_size, box.width)
            if len(names) * assets.grown(name_size + 4) + len(rules) * assets.grown(rule_size + 4) <= box.height:
                break
        ty = box.y
        for line in names:
            surface.blit(assets.text(line, name_size, theme.GOLD, "bold"), (box.x, ty))
            ty += assets.grown(name_size + 4)
        for line in rules:
            surface.blit(assets.text(line, rule_size, theme.CREAM), (box.x, ty + 2))
            ty += assets.grown(rule_size + 4)

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
                pen.rect(surface, theme.WOOD, tray, border_radius=8)
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
            size, lines = self.caption(caption, area.right - x - 16, s + 26)
            for k, line in enumerate(lines):
                surface.blit(assets.text(line, size, theme.CREAM), (x + 10, y + 4 + k * assets.grown(size + 4)))
            y += max(s + 34, len(lines) * assets.grown(size + 4) + 10)

    @staticmethod
    def caption(words: str, width: int, height: int) -> tuple[float, list[str]]:
        """A step's caption wrapped to `width`, smaller at a large text size until it
        is no taller than the row (never below its size at 100 %)."""
        floor = 20 / canvas.text_size()
        size = 20.0
        while True:
            lines = assets.wrap(words, size, width)
            if len(lines) * assets.grown(size + 4) <= height or size <= floor:
                return size, lines
            size = max(floor, size - 1)

    def draw_steal(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("rules_p3_text"), area)
        # Ana's 13 goes to Bot: two players' places and the card between them
        y += 20
        left = pygame.Rect(area.x + 140, y, 300, 120)
        right = pygame.Rect(area.right - 440, y, 300, 120)
        for seat, (rect, name) in enumerate(((left, "Ana"), (right, "Bot"))):
            colour = theme.seat_colour(theme.SEAT_COLOURS[seat][1])      # the palette in use
            pen.rect(surface, (8, 24, 16), rect, border_radius=14)
            pen.rect(surface, colour, rect, 3, border_radius=14)
            seats.draw_symbol(surface, seat, colour, (rect.x + 24, rect.y + 22), 9)
            surface.blit(assets.text(name, 22, theme.CREAM, "bold"), (rect.x + 40, rect.y + 8))
        lang = language()
        surface.blit(card.mini("seven", 5, lang), (left.x + 20, left.bottom - 64))
        surface.blit(card.mini("thirteen", 6, lang), (right.x + 20, right.bottom - 64))
        ghost = card.mini("thirteen", 6, lang).copy()
        ghost.set_alpha(90)
        surface.blit(ghost, (left.x + 100, left.bottom - 64))
        a, b = (left.right + 10, left.centery + 10), (right.x - 10, right.centery + 10)
        pen.line(surface, theme.GOLD, a, b, 5)
        pen.polygon(surface, theme.GOLD, [(b[0], b[1]), (b[0] - 18, b[1] - 11), (b[0] - 18, b[1] + 11)])
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
            pen.rect(surface, (8, 24, 16), box, border_radius=12)
            frame = theme.GOLD if k == 2 else theme.seat_colour(theme.SEAT_COLOURS[1][1])
            pen.rect(surface, frame, box, 2, border_radius=12)
            img = assets.text(step, 18, theme.CREAM, "bold")
            surface.blit(img, img.get_rect(center=box.center))
            if k < 2:
                a, b = (box.right + 6, box.centery), (box.right + 34, box.centery)
                pen.line(surface, theme.GOLD, a, b, 3)
                pen.polygon(surface, theme.GOLD, [b, (b[0] - 9, b[1] - 6), (b[0] - 9, b[1] + 6)])

    def draw_options(self, surface, area: pygame.Rect) -> None:
        self.paragraphs(surface, t("rules_p5_text"), area)
