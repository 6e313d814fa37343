"""A seat at Wazabi's table: its colour and symbol, name, kind, team mark, dice (a
crowd of 12 or more still reads: two rows of smaller dice and the count in words),
cards, its place once out, and the skip_turn cards lying before it (with the turns
they cost in words). The panel is drawn once per change (and kept in the table's
still layer); the halo of the seat on turn or being chosen pulses on top."""
from __future__ import annotations

import math

import pygame

from scenes.ui import assets, pen, theme
from scenes.ui.sprites import seats
from scenes.ui.sprites.glow import glow
from scenes.ui.text import counted, kind_name, t
from scenes.wazabi import layout, pieces

TEAM_LETTERS = "ABC"
# Okabe & Ito's yellow, sky blue and reddish purple: told apart with any colour vision,
# and each team carries its letter too
TEAM_COLOURS = ((240, 228, 66), (86, 180, 233), (204, 121, 167))
DICE_AREA = 118          # the width the dice take, left of their count
ONE_ROW = 6              # up to this many dice: one row of larger dice


def team_of(rules, seat: int) -> int | None:
    """The index of the seat's team (partners share it), or None without teams."""
    for index, team in enumerate(rules.team_seats or ()):
        if seat in team:
            return index
    return None


def dice_places(count: int) -> list[tuple[int, int, int]]:
    """(x, y, size) of each small die in the panel: one row of 18 px dice up to six,
    then two rows of 13 px dice, closer together the more there are."""
    if count <= ONE_ROW:
        return [(14 + k * 20, 34, 18) for k in range(count)]
    per_row = math.ceil(count / 2)
    step = min(15.0, (DICE_AREA - 13) / max(1, per_row - 1))
    return [(14 + round((k % per_row) * step), 30 + (k // per_row) * 15, 13) for k in range(count)]


class SeatPanel:
    def __init__(self, table, seat: int):
        self.table, self.seat = table, seat
        self._cache: tuple | None = None

    def content(self) -> tuple:
        table, seat = self.table, self.seat
        shown, cfg = table.shown, table.config.seats[seat]
        status = table.seat_status(seat)      # a remote seat's person away: said instead of "remote"
        return (cfg.name, theme.seat_colour(cfg.colour), cfg.is_human, t(f"seat_{status}") if status else kind_name(cfg.kind), table.lang(),
                shown.dice[seat], shown.cards[seat], shown.finished[seat], shown.skips[seat],
                team_of(table.match.rules, seat))

    def render(self, size) -> pygame.Surface:
        name, colour, human, kind_words, _lang, dice, cards, finished, skips, team = self.content()
        surface = pen.Surface(size, pygame.SRCALPHA)
        r = surface.get_rect()
        pen.rect(surface, (8, 24, 16, 220), r, border_radius=12)
        pen.rect(surface, colour, (0, 0, 8, r.height), border_top_left_radius=12,
                         border_bottom_left_radius=12)
        seats.draw_symbol(surface, self.seat, colour, (24, 17), 8)
        room = r.width - 46
        if team is not None:
            room -= self.draw_team(surface, team) + 4
        elif not human:
            label = assets.text(kind_words, 13, (170, 200, 180))
            surface.blit(label, label.get_rect(topright=(r.width - 8, 9)))
            room -= label.get_width() + 8
        # a long name shrinks rather than run over the label; each row keeps to its height
        size_ = assets.no_taller(18, 27, "bold")
        text = assets.text(f"{self.seat + 1} {name}", size_, theme.CREAM, "bold")
        while text.get_width() > room and size_ > 12 / pen.text_size():
            size_ -= 1
            text = assets.text(f"{self.seat + 1} {name}", size_, theme.CREAM, "bold")
        surface.blit(text, (38, 6 + int(18 - size_ * pen.text_size()) // 2), pygame.Rect(0, 0, room, text.get_height()))
        for x, y, s in dice_places(dice):
            surface.blit(pieces.mini_die("wazabi", s), (x, y))
        count = assets.text(counted("wz_dice", dice), assets.no_taller(17, 29, "bold"), theme.GOLD if dice else theme.CREAM, "bold")
        surface.blit(count, count.get_rect(topright=(r.width - 8, 33)))
        back = pieces.card_back((16, 22))
        for k in range(min(cards, 6)):
            surface.blit(back, (16 + k * 9, 62))
        line = assets.text(counted("wz_cards", cards), assets.no_taller(15, r.height - 66), theme.CREAM)
        surface.blit(line, (80, 64))
        if finished:
            self.draw_place(surface, t("wz_place", n=finished), dice, 80 + line.get_width() + 8)
        return surface

    @staticmethod
    def draw_place(surface: pygame.Surface, words: str, dice: int, left: int) -> None:
        """The place of a seat that is out: where its dice were (none left), else (a
        partner's win, the last place) right of the cards' count, smaller if it must be,
        never over it ("6 cartes" and "Sorti : place 1" do not fit side by side)."""
        if not dice:
            surface.blit(assets.text(words, 15, theme.GOLD, "bold"), (16, 35))
            return
        size = 15
        out = assets.text(words, size, theme.GOLD, "bold")
        while out.get_width() > surface.get_width() - 8 - left and size > 10:
            size -= 1
            out = assets.text(words, size, theme.GOLD, "bold")
        surface.blit(out, out.get_rect(topright=(surface.get_width() - 8, 64 + (15 - size) // 2)))

    @staticmethod
    def draw_team(surface: pygame.Surface, team: int) -> int:
        """The team's mark at the top right: its letter on its colour, and the words;
        returns the width it takes."""
        words = assets.text(t("wz_team", team=TEAM_LETTERS[team]), 13, (200, 220, 205))
        right = surface.get_width() - 8
        badge = pygame.Rect(0, 0, 20, 20)
        badge.topright = (right, 5)
        pen.rect(surface, TEAM_COLOURS[team], badge, border_radius=5)
        pen.rect(surface, (20, 20, 20), badge, 1, border_radius=5)
        letter = assets.text(TEAM_LETTERS[team], 15, theme.INK, "bold")
        surface.blit(letter, letter.get_rect(center=badge.center))
        surface.blit(words, words.get_rect(midright=(badge.x - 4, badge.centery)))
        pen.line(surface, TEAM_COLOURS[team], (12, surface.get_height() - 3),
                         (surface.get_width() - 12, surface.get_height() - 3), 3)
        return badge.width + 4 + words.get_width()

    def picture(self, size) -> pygame.Surface:
        key = (size, self.content(), pen.epoch())
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self.render(size))
        return self._cache[1]

    def draw_still(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """What changes only with the position: the panel and the skip cards before it
        (the table keeps these in its still layer)."""
        surface.blit(self.picture(rect.size), rect)
        self.draw_skips(surface, rect)

    def draw_live(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """What changes every frame: the pulsing halo of the seat on turn or being
        chosen (under its panel, drawn again over it) and the outlines of choices."""
        table, seat = self.table, self.seat
        colour = theme.seat_colour(table.config.seats[seat].colour)
        current = seat == table.turn_seat and not table.state.is_over()
        options = table.seat_options()
        chosen = seat in options and table.focus_seat() == seat
        if current or chosen:
            halo = glow(rect.size, theme.GOLD if chosen else colour, 10)
            halo.set_alpha(int(170 + 80 * math.sin(table.time * 4)))
            surface.blit(halo, (rect.x - 10, rect.y - 10))
            surface.blit(self.picture(rect.size), rect)
        if seat in options:
            pen.rect(surface, theme.GOLD, rect, 3 if chosen else 1, border_radius=12)
        elif current:
            pen.rect(surface, colour, rect, 3, border_radius=12)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.draw_still(surface, rect)
        self.draw_live(surface, rect)

    def draw_skips(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The skip_turn cards lying before the seat, a little fanned, one per turn lost."""
        for image, where in self.skip_pieces(rect):
            surface.blit(image, where)

    def skip_bounds(self, rect: pygame.Rect) -> list[pygame.Rect]:
        """Where the skip cards and their words lie (the table's still layer draws them
        again there when they change)."""
        return [where for _, where in self.skip_pieces(rect)]

    def skip_pieces(self, rect: pygame.Rect) -> list:
        """(image, where) of each skip card and of the words counting them."""
        skips = self.table.shown.skips[self.seat]
        if not skips:
            return []
        x, y = layout.skip_spot(rect)
        card = pieces.skip_card()
        placed = [(card, card.get_rect(center=(x + k * 5, y - 10 + k * 5))) for k in range(min(skips, 4))]
        words = assets.shadowed(counted("wz_skips", skips), 15, (255, 150, 130), "bold")
        box = words.get_rect()
        if y < layout.CENTRE[1] - 1:     # a seat in the upper half: the words above the cards
            box.bottom = y - 32
        else:
            box.top = y + 16 + min(skips, 4) * 5
        if x > rect.centerx:             # the words run away from the seat
            box.left = x - 15
        else:
            box.right = x + 15
        return placed + [(words, box)]
