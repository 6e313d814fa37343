"""Wazabi's rules, paged: the goal and the dice (the three faces drawn), a turn in
order, the card table (each card as it looks in the hand: cost, name, effect, and
how many are in the deck), winning and the options. Left/Right or Page Up/Down turn
the page, the arrows can be clicked, Esc (or Close) leaves (the frame:
scenes/ui/pager.py)."""
from __future__ import annotations

import pygame

from game.wazabi.cards import CARDS, DRAW, GIVE, WAZABI
from scenes.ui import assets, theme
from scenes.ui.pager import PagedRules
from scenes.ui.text import language, t
from scenes.wazabi import pieces

PAGES = ("goal", "turn", "cards", "end")


class RulesScene(PagedRules):
    PAGES = PAGES
    PARAGRAPH_GAP = 8

    def page_title(self, name: str) -> str:
        return t(f"wz_rules_{name}_title")

    def draw_page(self, surface, name: str, area: pygame.Rect) -> None:
        if name == "cards":
            self.draw_cards(surface, area)
            return
        y = self.paragraphs(surface, t(f"wz_rules_{name}"), area)
        if name == "goal":
            for k, face in enumerate((WAZABI, WAZABI, WAZABI, DRAW, DRAW, GIVE)):
                surface.blit(pieces.face(face, 72), (area.x + k * 92, y + 10))

    def draw_cards(self, surface, area: pygame.Rect) -> None:
        """The ten cards as two rows of five, each with how many the deck holds."""
        for k, card in enumerate(CARDS):
            x = area.x + (k % 5) * 230 + 40
            y = area.y + (k // 5) * 250
            surface.blit(pieces.card_face(card, language(), (150, 200)), (x, y))
            count = assets.text(f"× {CARDS[card][0]}", 20, theme.GOLD, "bold")
            surface.blit(count, (x + 158, y + 8))
