"""The rules of a game that draws no rules screen of its own: its catalogs' words
("game_rules_<game id>", a paragraph a line) on one page of the shared rules frame
(scenes/ui/pager.py), titled with the game's name. A game with pictures to show
registers its own "rules" screen instead; a game whose catalogs have no such words
yet gets a line saying so, never a failure."""
from __future__ import annotations

import pygame

from scenes.ui import text
from scenes.ui.pager import PagedRules
from scenes.ui.text import game_name, t


def rules_message(game_id: str) -> str:
    return f"game_rules_{game_id}"


class RulesText(PagedRules):
    PAGES = ("rules",)

    def __init__(self, app, page: int = 0):
        super().__init__(app, page)
        self.game = app.game          # the game chosen when the rules were opened

    def page_title(self, name: str) -> str:
        return t("rules_of", game=game_name(self.game))

    def words(self) -> str:
        game = game_name(self.game)          # (the games' words joined the lookup first)
        message = rules_message(self.game)
        return t(message) if message in text.ENGLISH else t("rules_unwritten", game=game)

    def draw_page(self, surface: pygame.Surface, name: str, area: pygame.Rect) -> None:
        self.paragraphs(surface, self.words(), area)
