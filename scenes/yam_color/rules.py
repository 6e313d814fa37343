"""YAM color's rules, paged (the frame: scenes/ui/pager.py): the dice and the cards
(each colour with its symbol), the count (the spec's example drawn colour by colour),
calling (and the keys, buttons and clicks of this window), the check (the rulebook's
example: Bernard 7, Christine 8, Alain 6, Dorothée 5, count 6, played through the
rules themselves) and the end with the options."""
from __future__ import annotations

import pygame

from game.core.contract import CHANCE
from game.yam_color.actions import Call, Throw
from game.yam_color.deck import CARD_DISCS, CARD_IDS, COLOURS, count, dice_colours
from game.yam_color.snapshot import restore

from scenes.ui import assets, pen, theme
from scenes.ui.pager import PagedRules
from scenes.ui.text import colour_name, t
from scenes.yam_color import pieces
from scenes.yam_color.history import Narrator

PAGES = ("material", "count", "calls", "check", "end")
# The spec's example of the count: these dice against card 24 count 7.
COUNT_DICE = ("red", "red", "yellow", "yellow", "yellow", "green", "blue", "blue")
COUNT_CARD = 24
# The rulebook's example: Alain throws; the calls in the order made; the count is 6
# (dice drawn to fit: against card 24, two red, two yellow, two green match).
EXAMPLE_NAMES = ("Alain", "Bernard", "Christine", "Dorothée")
EXAMPLE_CALLS = ((1, 7), (2, 8), (0, 6), (3, 5))        # (seat, number), in the order made
EXAMPLE_DICE = ("red", "red", "yellow", "yellow", "yellow", "green", "green", "green")
EXAMPLE_CARD = 24
CHRISTINES_CARD = 3          # Christine has won a card before; Bernard none
VERDICT_COLOURS = {"take": (90, 200, 110), "fine": (226, 84, 64)}


@pen.cached(maxsize=1)
def example_events() -> tuple[dict, ...]:
    """The example's round played through the rules: its throw, calls and check lines."""
    pile = [EXAMPLE_CARD] + [c for c in CARD_IDS if c not in (EXAMPLE_CARD, CHRISTINES_CARD)]
    held = [[], [], [CHRISTINES_CARD], []]
    state = restore({"rules": {"players": 4, "call_time": None, "playoff": False}, "pile": pile,
                               "held": held, "phase": "throw", "thrower": 0, "round": 0, "dice": [],
                               "card": None, "calls": [], "playoff_seats": [], "playoff_turned": [],
                               "winners": None, "fines": 0, "wrong_calls": 0})
    events = state.apply(CHANCE, Throw(EXAMPLE_DICE, EXAMPLE_CARD))
    for k, (seat, number) in enumerate(EXAMPLE_CALLS):
        events += state.apply(seat, Call(number, 0.8 + 0.3 * k))
    return tuple(events)


def example_check() -> list[tuple[str, str, str]]:
    """(seat name, verdict, sentence) for each call, from the highest down: the rules'
    fine and take lines, then the calls below the winner (not checked)."""
    narrator = Narrator(list(EXAMPLE_NAMES))
    out, judged = [], set()
    for event in example_events():
        narrator.say(event)
        if event["type"] in ("fine", "take"):
            judged.add(event["player"])
            out.append((EXAMPLE_NAMES[event["player"]], event["type"], narrator.check_line(event)))
    for seat, number in sorted(EXAMPLE_CALLS, key=lambda c: -c[1]):
        if seat not in judged:
            out.append((EXAMPLE_NAMES[seat], "unchecked", t("yam_rules_unchecked", name=EXAMPLE_NAMES[seat], n=number)))
    return out


class RulesScene(PagedRules):
    PAGES = PAGES
    PARAGRAPH_GAP = 8

    def page_title(self, name: str) -> str:
        return t(f"yam_rules_{name}_title")

    def draw_dice(self, surface, dice, topleft, per_row: int = 8, gap: int = 70) -> int:
        """The dice at rest in rows; returns the y below them."""
        x0, y0 = topleft
        colour_blind = theme.colour_blind()
        for k, colour in enumerate(dice):
            surface.blit(pieces.die_sprite(colour, 0, colour_blind), (x0 + (k % per_row) * gap, y0 + (k // per_row) * gap))
        return y0 + ((len(dice) - 1) // per_row + 1) * gap

    def draw_material(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("yam_rules_material"), area)
        colour_blind = theme.colour_blind()
        for k, colour in enumerate(COLOURS):
            x = area.x + 40 + k * 190
            surface.blit(pieces.die_sprite(colour, 0, colour_blind), (x, y + 20))
            label = assets.text(colour_name(colour), 20, theme.CREAM, "bold")
            surface.blit(label, label.get_rect(midtop=(x + pieces.DIE_SIZE // 2, y + 20 + pieces.DIE_SIZE + 6)))
        pieces.draw_card(surface, 7, (area.right - 120, y + 120))
        pieces.draw_card(surface, None, (area.right - 300, y + 120))

    def draw_count(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("yam_rules_count"), area) + 10
        below = self.draw_dice(surface, COUNT_DICE, (area.x, y))
        pieces.draw_card(surface, COUNT_CARD, (area.x + 660, y + 105))
        dice, card = dice_colours(COUNT_DICE), CARD_DISCS[COUNT_CARD]
        x, row = area.x + 780, y
        for k, colour in enumerate(COLOURS):
            pen.circle(surface, pieces.colour_of(colour), (x + 12, row + 14), 12)
            pieces.draw_colour_symbol(surface, colour, (x + 12, row + 15), 7)
            line = t("yam_rules_count_row", colour=colour_name(colour), dice=dice[k], card=card[k],
                     n=min(dice[k], card[k]))
            surface.blit(assets.text(line, 20, theme.CREAM), (x + 34, row + 2))
            row += 36
        total = assets.text(t("yam_count", n=count(COUNT_DICE, COUNT_CARD)), 26, theme.GOLD, "bold")
        surface.blit(total, (x + 34, row + 6))
        self.paragraphs(surface, t("yam_rules_count_example"), pygame.Rect(area.x, below + 16, 560, 100), 18,
                        theme.GOLD)

    def draw_calls(self, surface, area: pygame.Rect) -> None:
        # the rules of calling take at most half the page, so that how to call here still
        # fits above the page's buttons at 150 % (both set smaller, as at 100 % at least)
        y = self.paragraphs(surface, t("yam_rules_calls"), pygame.Rect(area.x, area.y, area.width, area.height // 2))
        heading = assets.text(t("yam_rules_how_title"), 22, theme.GOLD, "bold")
        surface.blit(heading, (area.x, y + 4))
        self.paragraphs(surface, t("yam_rules_how"), pygame.Rect(area.x + 20, y + 38, area.width - 20, 300), 19)

    def draw_check(self, surface, area: pygame.Rect) -> None:
        y = self.paragraphs(surface, t("yam_rules_check"), area, 19)
        intro = assets.text(t("yam_rules_example_intro"), 20, theme.GOLD, "bold")
        surface.blit(intro, (area.x, y))
        y += max(34, intro.get_height() + 6)          # the dice and the card below its line at 150 %
        self.draw_dice(surface, EXAMPLE_DICE, (area.x, y), per_row=4, gap=66)
        pieces.draw_card(surface, EXAMPLE_CARD, (area.x + 350, y + 100))
        x = area.x + 460
        for k, (seat, number) in enumerate(EXAMPLE_CALLS):      # the calls as made, with their order
            box = pygame.Rect(x + k * 172, y, 160, 50)
            pen.rect(surface, (40, 70, 54), box, border_radius=10)
            pen.rect(surface, theme.CREAM, box, 2, border_radius=10)
            words = f"#{k + 1}  {EXAMPLE_NAMES[seat]} {number}"        # inside its box at any text size
            label = assets.text(words, assets.fitted(words, 18, box.width - 12, "bold", floor=0.6), theme.CREAM, "bold")
            surface.blit(label, label.get_rect(center=box.center))
        row = y + 70
        for _name, verdict, sentence in example_check():          # the check, highest first
            colour = VERDICT_COLOURS.get(verdict, (110, 120, 112))
            pen.circle(surface, colour, (x + 10, row + 11), 8)
            surface.blit(assets.text(sentence, 19, theme.CREAM), (x + 28, row))
            row += 34
        count_line = assets.text(t("yam_count", n=count(EXAMPLE_DICE, EXAMPLE_CARD)), 24, theme.GOLD, "bold")
        surface.blit(count_line, (x, row + 6))

    def draw_end(self, surface, area: pygame.Rect) -> None:
        self.paragraphs(surface, t("yam_rules_end"), area)
