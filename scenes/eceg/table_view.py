"""Drawing the table scene: felt, cards (in the centre or in their owner's area),
player areas, tray, dice, the Roll button, messages. Reads the scene; changes
nothing but hover marks."""
from __future__ import annotations

import math

import pygame

from scenes.ui import assets, canvas, pen, theme
from scenes.eceg import layout
from scenes.eceg.game_config import HUMAN
from scenes.shell.seating import REMOTE
from scenes.eceg import card, defence
from scenes.ui.sprites import seats
from scenes.ui.sprites.felt import felt
from scenes.ui.still_layer import StillLayer, reaches
from scenes.ui.text import kind_name, language, t
from scenes.eceg.words import prize_name
from scenes.ui.widgets import Button


class TableView:
    def __init__(self, scene):
        self.scene = scene
        config = scene.config
        self.card_rects = layout.card_rects(len(scene.shown_owners))
        self.area_rects = seats.area_rects(len(config.seats))
        self.areas = [seats.SeatArea(i, s.name, s.colour, self.seat_label(i)) for i, s in enumerate(config.seats)]
        self.roll_button = Button(layout.ROLL_BUTTON, self.roll_label, scene.roll, size=28,
                                  enabled=lambda: scene.awaiting_start or (scene.awaiting_human
                                                                   and bool(scene.selected_values())))
        self.last_turn_button = Button(layout.LAST_TURN_BUTTON, self.last_turn_label, scene.ask_last_turn,
                                       size=18, colour=(60, 110, 80),
                                       enabled=lambda: scene.showing_past or scene.last_turn_available())
        # people at the table (the demo's and the replay viewer's seats are all played for them)
        self.people = any(p is None for p in scene.driver.seated)
        self.hover_prize: int | None = None
        self._still = StillLayer()           # felt, areas, tray, cards at rest: drawn again where changed
        self.pointer: tuple[int, int] | None = None     # where the mouse is, None once it left
        self.pointed_card: int | None = None            # the small card it was moved onto

    def relabel(self) -> None:
        """Seat kinds in the language now in use (the still layer is keyed on the language),
        and the room kept in a short panel's name row for the small give button."""
        give_seats = getattr(getattr(self.scene, "table", None), "give_seats", None)   # (a replay's: none)
        seats = give_seats() if give_seats is not None else []
        small = seats[:1] if seats and self.short_panel(seats[0]) else []
        for i, area in enumerate(self.areas):
            area.kind_label = self.seat_label(i)
            area.reserve = layout.GIVE_SMALL_WIDTH + 8 if i in small else 0

    def short_panel(self, seat: int) -> bool:
        """Is the seat's panel too short for the give button under its name (5 and 6 seats)?"""
        return self.area_rects[seat].height < layout.ROOMY_PANEL

    def seat_label(self, seat: int) -> str:
        """Under a seat's name: Human or the computer's level, or the role a scene gives
        that seat instead (the tutorial's teacher is not "Computer: greedy"); a remote
        seat whose person is away says so, and when a computer plays it meanwhile."""
        role = getattr(self.scene, "seat_roles", {}).get(seat)
        status = self.scene.seat_status(seat)
        return t(role) if role else t(f"remote_{status}") if status else kind_label(self.scene.config.seats[seat].kind)

    def ends_turn(self) -> bool:
        """Setting aside what the button would set aside ends the turn: every die just
        rolled is selected, or only one is left (it may only be set aside, A turn 4)."""
        rolled = [d for d in self.scene.dice if not d.kept]
        return bool(rolled) and (len(rolled) == 1 or all(d.selected for d in rolled))

    def last_turn_label(self) -> str:
        return t("last_turn_back") if self.scene.showing_past else t("last_turn_button")

    def shows_last_turn_button(self) -> bool:
        return self.people and self.scene.last_turn_offered and not self.scene.state.is_over()

    def roll_label(self) -> str:
        return t("end_turn") if self.ends_turn() and not self.scene.awaiting_start else t("roll")

    def hint(self) -> str:
        """The line under the felt: what the person may do now, in the button's own words."""
        scene = self.scene
        if scene.awaiting_start:
            return scene.say("press_roll", {"name": scene.state.seat})
        if scene.awaiting_human:
            takes = bool(scene.claimable())
            if self.ends_turn():
                last = len(scene.rolled_dice()) == 1 and not scene.selected_values()
                if last:
                    return t("take_or_last") if takes else t("choose_last")
                return t("take_or_end") if takes else t("end_now")
            return t("choose_or_take") if takes else t("choose_dice")
        if scene.state.phase == "decide" and not scene.queue.busy:
            # a remote seat whose person has gone is not thinking: the table waits for them
            away = scene.seat_status(scene.state.seat) == "away"
            return t("waiting_for_seat" if away else "thinking", name=scene.seat_name(scene.state.seat))
        return scene.message

    # ----- geometry ---------------------------------------------------------------
    def prize_rect(self, index: int, owners=None) -> pygame.Rect:
        """Where prize `index` is drawn: its slot in the centre, or a small card in its owner's area."""
        scene = self.scene
        owners = scene.shown_owners if owners is None else owners
        owner = owners[index]
        if index in scene.flying and owners is scene.shown_owners:
            return scene.flying[index]
        if owner is None or owner == "flying":
            return self.card_rects[index]
        held = [i for i, o in enumerate(owners) if o == owner]
        slots = seats.mini_rects(self.area_rects[owner])
        return slots[min(held.index(index), 2)]

    def hover(self, pos) -> None:
        scene = self.scene
        self.roll_button.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos))
        self.last_turn_button.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos))
        for d in scene.dice:
            d.hover = not d.kept and d.contains(pos) and scene.awaiting_human
        self.hover_prize = None
        for i in scene.claimable():
            if self.prize_rect(i).collidepoint(pos):
                self.hover_prize = i
        self.pointer = pos
        self.pointed_card = self.card_under_pointer()
        pointing = (self.hover_prize is not None or any(d.hover for d in scene.dice)
                    or any(b.hover and b.is_enabled() for b in (self.roll_button, self.last_turn_button)))
        _set_cursor(pointing)

    def leave(self) -> None:
        """The mouse left the window: nothing is pointed at any more."""
        self.pointer = self.pointed_card = None
        self.hover_prize = None

    def card_under_pointer(self) -> int | None:
        """The small card (in a player's area, at rest) under the pointer now, if any."""
        scene, pos = self.scene, self.pointer
        if pos is None:
            return None
        for i, owner in enumerate(scene.shown_owners):
            if isinstance(owner, int) and i not in scene.flying and self.prize_rect(i).collidepoint(pos):
                return i
        return None

    @property
    def tooltip(self) -> tuple[int, tuple[int, int]] | None:
        """(prize index, pointer): the full name of the small card the mouse was moved onto,
        shown beside the pointer while that card is still under it. Looked up each frame,
        so it leaves with its card when the card is taken or stolen away (and a card
        sliding into its place shows nothing until the mouse moves)."""
        index = self.card_under_pointer()
        if index is None or index != self.pointed_card:
            return None
        return index, self.pointer

    # ----- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The still parts (felt, other players' areas, cards at rest, tray) come from one
        cached layer rebuilt only when they change; the moving parts are drawn on top."""
        scene = self.scene
        state = scene.state
        time = scene.time
        current = scene.shown_seat
        claimable = scene.claimable()
        statuses = tuple(defence.status(scene, i) for i in range(len(self.areas)))
        self.relabel()          # (a remote seat's person away, or back: the still layer sees the label)
        surface.blit(self.still_layer(surface.get_size(), current, claimable, statuses), (0, 0))
        if current is not None:
            self.areas[current].draw(surface, self.area_rects[current], statuses[current], True, time)
        pulse = 0.5 + 0.5 * math.sin(time * 5)
        for i in range(len(scene.shown_owners)):
            if not self.is_still_card(i, current, claimable):
                self.draw_card(surface, i, i in claimable, pulse)
        defence.draw_line(scene, surface)
        for d in sorted(scene.dice, key=lambda d: d.z):
            d.draw(surface, time)
        if scene.awaiting_human and not scene.banner:     # (back once the banner has gone: it lay over them)
            for n, d in enumerate(scene.rolled_dice(), 1):
                label = assets.shadowed(str(n), layout.DIE_KEY_SIZE, theme.CREAM, "bold")
                surface.blit(label, label.get_rect(midtop=(d.pos[0], d.pos[1] + layout.DIE_KEY_BELOW)))
        self.draw_banner(surface)       # above the dice: a die resting there hid its words
        lang = language()
        for i, rect in scene.flying.items():
            prize = state.table.prizes[i]
            small = rect.width < (card.CARD[0] + card.MINI[0]) // 2
            image = card.mini(prize.id, i + 1, lang) if small else card.card(prize.id, i + 1, prize.example, lang)
            surface.blit(pen.transform.smoothscale(image, rect.size), rect)
        if scene.played_here(current):
            self.roll_button.draw(surface)
        if self.shows_last_turn_button():
            self.last_turn_button.draw(surface)
        self.draw_messages(surface)
        tooltip = self.tooltip
        if tooltip is not None:
            self.draw_tooltip(surface, *tooltip)

    def draw_tooltip(self, surface, index: int, pos) -> None:
        text = assets.text(prize_name(self.scene.state.table.ids[index]), 18, theme.INK, "bold")
        box = text.get_rect(topleft=(pos[0] + 16, pos[1] + 12)).inflate(16, 10)
        box.clamp_ip(surface.get_rect())
        pen.rect(surface, theme.PAPER, box, border_radius=8)
        pen.rect(surface, theme.INK_SOFT, box, 1, border_radius=8)
        surface.blit(text, text.get_rect(center=box.center))

    def is_still_card(self, index: int, current, claimable) -> bool:
        owner = self.scene.shown_owners[index]
        return (index not in claimable and index not in self.scene.flying
                and (owner is None or owner != current))

    def still_layer(self, size, current, claimable, statuses) -> pygame.Surface:
        """The still parts, in one layer drawn again only where a part of it changed
        (scenes/ui/still_layer.py): each seat's area, the tray, each card at rest."""
        scene = self.scene
        parts = {("area", i): ((i == current, statuses[i], self.areas[i].kind_label, self.areas[i].reserve), [rect])
                 for i, rect in enumerate(self.area_rects)}
        parts["tray"] = (current, [layout.TRAY])
        for i, owner in enumerate(scene.shown_owners):
            still = self.is_still_card(i, current, claimable)
            rects = [self.card_rects[i]] + ([self.prize_rect(i)] if still and owner is not None else [])
            parts[("card", i)] = ((owner, still, rects[-1]), rects)
        whole = (language(), theme.colour_blind(), defence.dimmed(scene))
        return self._still.get(size, whole, parts, lambda layer: self.draw_still(layer, current, claimable, statuses))

    def draw_still(self, layer, current, claimable, statuses) -> None:
        scene = self.scene
        # each part only where the layer's clip (a changed part's place) can show it
        layer.blit(felt(layer.get_size()), (0, 0))
        for i, area in enumerate(self.areas):
            if i != current and reaches(layer, [self.area_rects[i]]):
                area.draw(layer, self.area_rects[i], statuses[i], False, 0.0)
        if reaches(layer, [layout.TRAY]):
            self.draw_tray(layer, current)
        for i, owner in enumerate(scene.shown_owners):
            if owner is not None and reaches(layer, [self.card_rects[i]]):
                slot = self.card_rects[i]
                layer.blit(card.empty_slot(), slot)
                if isinstance(owner, int):
                    seat = scene.config.seats[owner]
                    # within the empty slot: a long name at 125-150 % ran over the cards beside it
                    size = assets.fitted(seat.name, 16, slot.width - 8, "bold", floor=0.5)
                    label = assets.text(seat.name, size, theme.seat_colour(seat.colour), "bold")
                    layer.blit(label, label.get_rect(center=slot.center))
        for i in range(len(scene.shown_owners)):
            if self.is_still_card(i, current, claimable) and reaches(layer, [self.prize_rect(i)]):
                self.draw_card(layer, i, False, 0.0)

    def draw_card(self, surface, index: int, glowing: bool, pulse: float) -> None:
        scene = self.scene
        if index in scene.flying:
            return
        prize = scene.state.table.prizes[index]
        rect = self.prize_rect(index)
        lang = language()
        dim = scene.shown_owners[index] is None and defence.dimmed(scene)
        clip = surface.get_clip()
        surface.set_clip(clip.clip(layout.FELT))        # a glow never lights the wooden frame
        if glowing:
            g = card.glow(rect.size)
            g.set_alpha(int(150 + 105 * pulse))
            surface.blit(g, (rect.x - card.GLOW_PAD, rect.y - card.GLOW_PAD))
            pen.rect(surface, theme.GOLD, rect.inflate(10, 8).move(-1, 0), 4, border_radius=13)
        if scene.shown_owners[index] is None:
            image = card.card(prize.id, index + 1, prize.example, lang)
        else:
            image = card.mini(prize.id, index + 1, lang)
        lift = -layout.LIFT if glowing and (index == self.hover_prize or index == scene.focus) else 0
        surface.blit(image, (rect.x, rect.y + lift))
        if dim:      # the defender may take only the holder's prizes: the centre steps back
            surface.blit(defence.shade(rect.size), rect)
        if glowing and index == scene.focus:
            pen.rect(surface, theme.WHITE, self.focus_ring(index), 3, border_radius=15)
        surface.set_clip(clip)

    def focus_ring(self, index: int) -> pygame.Rect:
        """The white ring around the prize the keyboard points at (it rises a little)."""
        return self.prize_rect(index).move(0, -layout.LIFT).inflate(*layout.FOCUS_PAD)

    def draw_tray(self, surface, current) -> None:
        if current is None:
            return
        seat = self.scene.config.seats[current]
        tray = layout.TRAY
        panel = _tray_surface(tray.size, theme.seat_colour(seat.colour))
        surface.blit(panel, tray)
        label = assets.text(seat.name, 18, theme.CREAM, "bold")
        rect = label.get_rect(midtop=(tray.centerx + 12, tray.y + 6))
        surface.blit(label, rect)
        seats.draw_symbol(surface, current, theme.seat_colour(seat.colour), (rect.x - 14, rect.centery), 8)

    def draw_messages(self, surface) -> None:
        scene = self.scene
        hint = self.hint()
        state = scene.state
        total = None
        if state.phase == "decide" and not scene.queue.busy:   # sums decide half the prizes
            total = assets.shadowed(t("total", n=sum(state.kept) + sum(state.rolled)), 24, theme.GOLD, "bold")
            total_rect = total.get_rect(midbottom=(layout.ROLL_BUTTON.centerx, layout.ROLL_BUTTON.y - 6))
        if hint and (not scene.banner or scene.awaiting_start):
            # clear of the coach's panel on the left and of the total on the right (when it
            # reaches the hint's line at a large text size): smaller if it must
            left = layout.COACH_PANEL.right + 10
            reach = max(16, assets.font(layout.HINT_SIZE, "bold").get_height() // 2 + 2)     # the hint's lower half
            right = total_rect.left - 8 if total and total_rect.top < layout.HINT_Y + reach else 1270
            # (below its 100 % size only when squeezed beside the total: a French lesson's hint)
            size = assets.fitted(hint, layout.HINT_SIZE, right - left, "bold", floor=min(0.6, 1 / pen.text_size()))
            img = assets.shadowed(hint, size, theme.CREAM, "bold")
            # centred on the felt, but a long (French) hint moves right, clear of the coach's panel
            centre = max(layout.ROLL_AREA.centerx, left + img.get_width() // 2)
            centre = min(centre, right - img.get_width() // 2) if img.get_width() <= right - left else centre
            surface.blit(img, img.get_rect(center=(centre, layout.HINT_Y)))
        if total is not None:
            surface.blit(total, total_rect)
        # the keys line gives its place to the past turn's band and to a notice (log saved,
        # a remote seat's person away)
        noticed = scene.table is not None and scene.table.notice_words() is not None
        if scene.help_key and not scene.state.is_over() and not scene.showing_past and not noticed:
            # right of the seats' column (its last panel reaches the line: at 150 % the line ran
            # under it) to the frame: smaller at a large text size, as at 100 % at least
            words = t(scene.help_key)
            left, right = layout.SIDEBAR_RIGHT + 6, 1274
            # and no taller than at 100 %: between the tray and the frame (at 150 % it reached both)
            tall = assets.as_tall_as_at_100(14)
            size = min(tall, assets.fitted(words, 14, right - left, floor=1 / pen.text_size()))
            helptext = assets.text(words, size, (170, 200, 180))
            half = helptext.get_width() // 2
            x = min(max(layout.HELP_POS[0], left + half), right - half)
            surface.blit(helptext, helptext.get_rect(midbottom=(x, layout.HELP_POS[1])))

    def draw_banner(self, surface) -> None:
        """Whose turn, a take, a steal, no prize: a band across the felt, over the dice."""
        scene = self.scene
        if scene.banner:
            text, left = scene.banner
            # within the band's width, and the band as tall as its words (the display font's
            # accents and tails at 150 %)
            img = assets.shadowed(text, assets.fitted(text, 46, layout.ROLL_AREA.width - 40, "display", floor=0.6),
                                  theme.CREAM, "display")
            band = _banner_surface((layout.ROLL_AREA.width, max(84, img.get_height() + 8)))
            alpha = int(255 * min(1.0, left / 0.25))
            band.set_alpha(alpha)
            rect = band.get_rect(center=(layout.ROLL_AREA.centerx, layout.BANNER_Y))
            surface.blit(band, rect)
            if alpha < 255:
                img = img.copy()
                img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=rect.center))


def kind_label(kind: str) -> str:
    if kind == REMOTE:                   # a person at another computer
        return t("remote")
    return t("human") if kind == HUMAN else t("computer", kind=kind_name(kind))


_trays: dict = {}
_cursor = [False]


def _set_cursor(hand: bool) -> None:
    """A pointing hand over what can be clicked (only when it changes: the call is not free)."""
    if _cursor[0] != hand:
        _cursor[0] = hand
        try:
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand else pygame.SYSTEM_CURSOR_ARROW)
        except pygame.error:
            pass


def _tray_surface(size, colour) -> pygame.Surface:
    key = (size, colour, pen.epoch())
    if key not in _trays:
        w, h = size
        s = pen.Surface(size, pygame.SRCALPHA)
        pen.rect(s, (0, 0, 0, 90), (0, 4, w, h - 4), border_radius=18)
        pen.rect(s, theme.WOOD, (0, 0, w, h - 4), border_radius=18)
        pen.rect(s, (36, 70, 50), (10, 30, w - 20, h - 42), border_radius=12)
        pen.rect(s, (0, 0, 0, 60), (10, 30, w - 20, 8), border_top_left_radius=12,
                         border_top_right_radius=12)
        pen.rect(s, colour, (0, 0, w, h - 4), 3, border_radius=18)
        _trays[key] = s
    return _trays[key]


@pen.cached(maxsize=4)
def _banner_surface(size) -> pygame.Surface:
    """The banner's band, fading at both ends (made again at another scale: a band kept
    from the old one would be resampled every frame)."""
    # one row of pixels, stretched down: a line a column cost 12 ms at 2560x1440 on the
    # frame a banner first showed
    scale = pen.scale()
    pw, ph = canvas.whole(size[0] * scale), canvas.whole(size[1] * scale)
    row = canvas.PlainSurface((pw, 1), pygame.SRCALPHA)         # in pixels on purpose
    for x in range(pw):
        row.set_at((x, 0), (0, 0, 0, int(160 * min(1.0, min(x, pw - x) / (pw * 0.25)))))
    band = pen.transform.scale(row, (pw, ph))          # a plain surface: pixels in, pixels out
    return band if scale == 1.0 else canvas.Canvas.holding(band, scale, tuple(size))
