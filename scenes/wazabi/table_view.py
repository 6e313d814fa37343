"""Drawing Wazabi's table: the seats round the felt (dice, cards, skip cards, team),
the direction of play, the pile and the discard, the dice of the turn, the hand of
the person looking (face up, fanned; playable cards glow, the others are dimmed
with the reason) and the line saying what happens. It reads the table, never the
hidden parts of the state: only `table.hand_seat()`'s hand is drawn face up."""
from __future__ import annotations

import math

import pygame

from game.wazabi.cards import COST
from scenes.ui import assets, pen, theme
from scenes.ui.sprites.felt import felt
from scenes.ui.sprites.glow import glow
from scenes.ui.still_layer import StillLayer, reaches
from scenes.ui.text import t
from scenes.ui.widgets import Button
from scenes.wazabi import hint_panel, layout, pieces
from scenes.wazabi.history import PANEL as HISTORY
from scenes.wazabi.seat_panel import SeatPanel
from scenes.wazabi.words import card_name

KEYS_RIGHT, KEYS_TOP = 1256, 20        # the key line's top-right corner
KEYS_COLOUR = (190, 210, 195)


class TableView:
    def __init__(self, table):
        self.table = table
        around = layout.seat_rects(len(table.config.seats))
        # the seat drawn at the bottom, nearest the person: seat 0 at one screen, one's own
        # seat at a window joined from another computer; the others follow round in order
        home = table.driver.home_seat or 0
        self.rects = [around[(seat - home) % len(around)] for seat in range(len(around))]
        self.main_button = Button(layout.BUTTON, lambda: table.main_label(), table.main_press, size=24,
                                  enabled=table.main_enabled)
        self.second_button = Button(layout.SECOND_BUTTON, lambda: t("wz_right"), table.second_press,
                                    size=22, colour=(60, 110, 80), enabled=table.second_enabled)
        self.face_up_seat = None        # whose hand the last frame showed face up (tests watch it)
        self.panels = [SeatPanel(table, seat) for seat in range(len(self.rects))]
        self._layer = StillLayer()      # felt, arrows, seats, piles: drawn again where changed

    def hover(self, pos) -> None:
        for b in (self.main_button, self.second_button):
            b.hover = b.rect.collidepoint(pos)

    def seat_at(self, pos) -> int | None:
        for seat, r in enumerate(self.rects):
            if r.collidepoint(pos):
                return seat
        return None

    def bottom_seat(self) -> int | None:
        """Whose hand lies at the bottom: the face-up hand, else the backs of the seat on turn."""
        seat = self.table.hand_seat()
        if seat is None and not self.table.state.is_over():
            return self.table.turn_seat
        return seat

    def card_at(self, pos) -> int | None:
        """The card of the face-up hand under `pos` (the topmost where they overlap)."""
        seat = self.table.hand_seat()
        if seat is None:
            return None
        rects = layout.hand_rects(len(self.table.shown_hand(seat)))
        for i in reversed(self.drawing_order(len(rects))):
            if rects[i].inflate(0, 36).collidepoint(pos):
                return i
        return None

    def drawing_order(self, count: int) -> list[int]:
        """Left to right, the focused card last: on top of its neighbours, its whole face shows."""
        focus = self.table.focus_card()
        return [i for i in range(count) if i != focus] + ([focus] if focus is not None and focus < count else [])

    def card_rect(self, index: int) -> pygame.Rect:
        seat = self.table.hand_seat()
        return layout.hand_rects(len(self.table.shown_hand(seat)))[index]

    def draw_notice(self, surface, text: str) -> None:
        line = assets.shadowed(text, 18, theme.GOLD, "bold")
        surface.blit(line, line.get_rect(midtop=(640, layout.PILE.y - 34)))

    # ----- the whole frame ------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        surface.blit(self.still_layer(surface.get_size()), (0, 0))
        for panel, rect in zip(self.panels, self.rects):
            panel.draw_live(surface, rect)
        for d in table.dice:
            d.draw(surface, table.time)
        self.draw_hand(surface)
        for flight in table.flights:
            flight.draw(surface)
        self.draw_lines(surface)
        if table.main_shown():
            self.main_button.draw(surface)
        if table.second_shown():
            self.second_button.draw(surface)

    def still_layer(self, size) -> pygame.Surface:
        """The felt, the arrows of play, the seats' panels and the piles: one layer,
        drawn again only where one of them changed (scenes/ui/still_layer.py), copied
        whole (one opaque blit) every frame."""
        shown, table = self.table.shown, self.table
        turning = None if table.turning is None else round(table.turning, 2)
        parts = {"direction": ((shown.direction, turning), self.arrow_bounds())}
        for seat, (panel, rect) in enumerate(zip(self.panels, self.rects)):
            parts[("seat", seat)] = ((panel.content(), shown.skips[seat]), [rect] + panel.skip_bounds(rect))
        # each pile a part of its own: a card drawn redraws the draw pile and its count,
        # not the discard, the card aside and the way of play with it
        pieces_by_name = self.pile_pieces()
        keys = {"pile": shown.pile, "discard": (len(shown.discard), shown.discard[-1:]),
                "aside": shown.aside, "way": shown.direction}
        for name, key in keys.items():
            parts[("piles", name)] = (key, [rect for rect, _, part in pieces_by_name if part == name])
        return self._layer.get(size, table.lang(), parts, self.draw_still)

    def draw_still(self, layer) -> None:
        # each part only where the layer's clip (a changed part's place) can show it
        layer.blit(felt(layer.get_size()), (0, 0))
        if reaches(layer, self.arrow_bounds()):
            self.draw_direction(layer)
        for panel, rect in zip(self.panels, self.rects):
            if reaches(layer, [rect] + panel.skip_bounds(rect)):
                panel.draw_still(layer, rect)
        if reaches(layer, [rect for rect, _, _ in self.pile_pieces()]):
            self.draw_piles(layer)

    def arrow_bounds(self) -> list[pygame.Rect]:
        """Where the arrows of play lie, whichever way they point (20 units from their point)."""
        step = 1 if self.table.shown.direction == "left" else -1
        return [pygame.Rect(x - 24, y - 24, 48, 48) for (x, y), _ in layout.arrow_points(len(self.rects), step)]

    def draw_direction(self, surface) -> None:
        """Arrows round the table, the way play goes; after a play_again they swing
        round to the other way (table.turning: how far, 0 to 1)."""
        step = 1 if self.table.shown.direction == "left" else -1
        turning = self.table.turning
        colour = theme.GOLD if turning is not None else (200, 230, 205)
        for (x, y), heading in layout.arrow_points(len(self.rects), step):
            if turning is not None:
                heading += math.pi * turning
            tip = (x + 20 * math.cos(heading), y + 20 * math.sin(heading))
            back = heading + math.pi
            wing = [(x + 16 * math.cos(back + s * 0.7), y + 16 * math.sin(back + s * 0.7)) for s in (-1, 1)]
            pen.polygon(surface, (20, 50, 34), [tip, wing[0], (x, y), wing[1]])
            pen.polygon(surface, colour, [tip, wing[0], (x, y), wing[1]], 3)

    def draw_piles(self, surface) -> None:
        shown = self.table.shown
        back = pieces.card_back((layout.PILE.width, layout.PILE.height))
        if shown.pile:
            surface.blit(back, layout.PILE)
        else:
            pen.rect(surface, (255, 255, 255, 40), layout.PILE, 2, border_radius=8)
        if shown.discard:
            surface.blit(pieces.small_face(shown.discard[-1], self.table.lang()), layout.DISCARD.topleft)
        else:
            pen.rect(surface, (255, 255, 255, 40), layout.DISCARD, 2, border_radius=8)
        if shown.aside is not None:       # the card played lies aside while its effect runs
            surface.blit(pieces.small_face(shown.aside, self.table.lang()), layout.ASIDE.topleft)
        for rect, image, _ in self.pile_pieces():
            if image is not None:
                surface.blit(image, rect)

    def pile_pieces(self) -> list[tuple[pygame.Rect, object, str]]:
        """(where, what, part) of the piles' places (what: None, drawn above), their
        labels and the line saying which way play goes; part: the still layer's part
        each belongs to (pile, discard, aside, way)."""
        shown = self.table.shown
        found = [(layout.PILE, None, "pile"), (layout.DISCARD, None, "discard")]
        labels = [(layout.PILE, t("wz_pile", n=shown.pile), "pile"),
                  (layout.DISCARD, t("wz_discard", n=len(shown.discard)), "discard")]
        if shown.aside is not None:
            found.append((layout.ASIDE, None, "aside"))
            labels.append((layout.ASIDE, t("wz_in_play"), "aside"))
        for rect, text, part in labels:
            label = assets.shadowed(text, 15, theme.CREAM, "bold")
            found.append((label.get_rect(midtop=(rect.centerx, rect.bottom + 4)), label, part))
        direction = t("wz_direction_" + shown.direction)
        # within the history panel's width (L opens it over this corner: nothing half under it)
        size = assets.fitted(direction, 18, HISTORY.right - 24 - 8, "bold", floor=0.6)
        line = assets.shadowed(direction, size, (200, 230, 205), "bold")
        found.append((line.get_rect(topleft=(24, 16)), line, "way"))
        return found

    def draw_hand(self, surface) -> None:
        table = self.table
        seat = table.hand_seat()
        self.face_up_seat = seat
        if seat is None:        # a hidden hand: its backs only, so the count still shows
            bottom = self.bottom_seat()
            if bottom is not None:
                for r in layout.hand_rects(table.shown.cards[bottom]):
                    surface.blit(pieces.card_back(pieces.CARD), r)
            return
        hand = table.shown_hand(seat)
        rects = layout.hand_rects(len(hand))
        playable, reasons = table.card_states(hand)
        marks = table.keep_marks
        focus = table.focus_card()
        for i in self.drawing_order(len(hand)):
            card, rect = hand[i], rects[i]
            lift = -14 if i in marks or i == focus else 0
            r = rect.move(0, lift)
            if playable is not None and i in playable:
                halo = glow(r.size, theme.GOLD, 9)
                halo.set_alpha(int(190 + 60 * math.sin(table.time * 4)))
                surface.blit(halo, (r.x - 9, r.y - 9))
            covered = i + 1 < len(rects) and i != focus and rects[i + 1].x < r.right
            surface.blit(pieces.card_of(card, rects[i + 1].x - r.x - 4 if covered else None), r)
            if playable is not None and i not in playable:
                veil = pen.Surface(r.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 120))
                surface.blit(veil, r)
                # on a dark band across the card: at 150 % the reason lay over the card's own words
                said = reasons.get(i, "")
                why = assets.text(said, assets.fitted(said, 13, r.width - 16, "bold", floor=0.7), theme.CREAM, "bold")
                place = why.get_rect(midbottom=(r.centerx, r.bottom - 8))
                pen.rect(surface, (16, 22, 18), (r.x + 4, place.y - 3, r.width - 8, place.height + 6), border_radius=6)
                surface.blit(why, place)
            if i == focus:
                pen.rect(surface, theme.WHITE, r.inflate(4, 4), 3, border_radius=11)
            if i in marks:
                pen.rect(surface, theme.GOLD, r.inflate(6, 6), 4, border_radius=11)
            # its key, in the part left uncovered when the next card overlaps it
            right = rects[i + 1].x - 4 if covered else r.right - 10
            number = assets.text(str(i + 1), 13, theme.INK_SOFT, "bold")
            surface.blit(number, number.get_rect(topright=(right, r.y + 6)))

    def draw_lines(self, surface) -> None:
        table = self.table
        # (not while the hint's panel reaches down over it: where the panel is this frame,
        # so the line does not show for the panel's first frame; its content is cached)
        over = table.hint_shown and table.hint_search is not None \
            and hint_panel.panel_rect(table).bottom > layout.MESSAGE_Y - 16
        if table.message and not over:
            # the table's line keeps to its 30 units' height and to the room between the side
            # seats, and clear of a side seat's "skips a turn" words at its height (at 150 % a
            # long line ran into them)
            band = pygame.Rect(0, layout.MESSAGE_Y - 15, 1280, 30)
            beside = [r for panel, rect in zip(self.panels, self.rects) for r in panel.skip_bounds(rect)
                      if r.colliderect(band)]
            half = min([290] + [640 - r.right - 8 for r in beside if r.right <= 640]
                       + [r.left - 640 - 8 for r in beside if r.left > 640])
            size = assets.fitted(table.message, assets.no_taller(22, 30, "bold"), 2 * half, "bold", floor=0.6)
            line = assets.shadowed(table.message, size, theme.CREAM, "bold")
            surface.blit(line, line.get_rect(center=(640, layout.MESSAGE_Y)))
        hint = table.hint()
        if hint:
            # the lines over the hand keep under the bottom seat's panel: they grow only as tall as that leaves room for
            # (21: its foot is 15 above the line's; at 25 a French hint's accents reached into it at 150 %)
            line = assets.shadowed(hint, assets.no_taller(17, 21, "bold"), theme.GOLD, "bold")
            surface.blit(line, line.get_rect(midbottom=(layout.HAND.centerx, layout.HAND.y - 16)))
        elif table.hand_seat() is None and table.turn_seat is not None and not table.state.is_over():
            who = t("wz_hidden_hand", name=table.seat_name(table.turn_seat))
            line = assets.shadowed(who, assets.no_taller(20, 21, "bold"), theme.CREAM, "bold")
            surface.blit(line, line.get_rect(midbottom=(layout.HAND.centerx, layout.HAND.y - 16)))
        self.draw_keys(surface, table.keys_line())
        if table.banner:
            text, _ = table.banner
            # a heading: grows half as much, and keeps between the side seats' panels
            size = assets.fitted(text, assets.heading(40), 500, "display", floor=0.7)
            big = assets.shadowed(text, size, theme.GOLD, "display", offset=3)
            plate = pen.Surface((big.get_width() + 60, big.get_height() + 20), pygame.SRCALPHA)
            pen.rect(plate, (0, 0, 0, 150), plate.get_rect(), border_radius=16)
            surface.blit(plate, plate.get_rect(center=(640, 316)))
            surface.blit(big, big.get_rect(center=(640, 316)))

    def draw_keys(self, surface, text: str) -> None:
        """The key line at the top right, right of any seat panel up there (two players: the
        other sits top centre); where it does not fit it breaks at its dots, line under line,
        each line as wide as the room beside it (a line lower down is beside the arrow of
        play at the top right: at 150 % one lay over it)."""
        step = assets.grown(17)
        obstacles = self.rects + self.arrow_bounds()

        def room(k: int) -> int:
            band = pygame.Rect(0, KEYS_TOP + step * k, KEYS_RIGHT, step)
            beside = [r.right for r in obstacles if r.colliderect(band) and r.right < KEYS_RIGHT]
            return KEYS_RIGHT - max(beside, default=0) - 12

        for k, line in enumerate(_broken(text, room)):
            keys = assets.text(line, 13, KEYS_COLOUR)
            surface.blit(keys, keys.get_rect(topright=(KEYS_RIGHT, KEYS_TOP + step * k)))


def _broken(text: str, room) -> list[str]:
    """The key line, broken at its dots where it must into lines no wider than `room(k)`
    (line k's room)."""
    if assets.text(text, 13, KEYS_COLOUR).get_width() <= room(0):
        return [text]
    dot = "  ·  " if "  ·  " in text else " · "
    lines: list[str] = []
    for part in text.split(dot):
        joined = lines[-1] + dot + part if lines else part
        if lines and assets.text(joined, 13, KEYS_COLOUR).get_width() <= room(len(lines) - 1):
            lines[-1] = joined
        else:
            lines.append(part)
    return lines


def cost_reason(card: str, wazabi: int) -> str:
    return t("wz_needs", n=COST[card]) if COST[card] > wazabi else ""


def named_card(card: str) -> str:
    return card_name(card)
