"""Drawing YAM color's table: the players down the left (cards held, their call this
round with its order, their keys), the dice on the felt, the card, the call-time
ring, the number pad (one person at the table), the check's lines (with the pairs
marked and the tally per colour: scenes/yam_color/check_marks.py) and the keys."""
from __future__ import annotations

import pygame

from scenes.ui import assets, mute_badge, pen, theme
from scenes.ui.sprites import seats
from scenes.ui.sprites.felt import built_under, felt
from scenes.ui.still_layer import StillLayer, reaches
from scenes.ui.text import kind_name, language, t
from scenes.yam_color.your_speed import YOURS, person_of
from scenes.yam_color import check_marks, pieces
from scenes.yam_color.call_keys import LETTER_ROWS, PAD
from scenes.yam_color.key_legend import legend
from scenes.yam_color.words import pad_text, scheme_text

DESIGN_SIZE = (1280, 720)                  # the felt the seats' panels are drawn over
DICE_AREA = (360, 150, 500, 330)          # x, y, w, h where the dice come to rest
CARD_CENTER = (1010, 300)
TALLY_TOPLEFT = (1094, 206)               # the check's tally per colour, right of the card
RING_CENTER, RING_RADIUS = (1180, 92), 60
PAD_TOP, PAD_LEFT, PAD_KEY, PAD_GAP = 560, 342, 58, 8
PANEL_X, PANEL_W = 12, 316
KEYS_SIZE = 16                            # the keys line, under the felt right of the seats...
KEYS_LEFT, KEYS_RIGHT = 340, 1250         # ...(under them too if they end higher) and left of the Muted sign
KEYS_SMALLEST = 14                        # ...made this small to keep each person's keys on it
# the check's lines, under the count: right of the dice and the number pad, below the card
CHECK_AREA = pygame.Rect(PAD_LEFT + 9 * (PAD_KEY + PAD_GAP) + 8, 490, 0, 158)
CHECK_AREA.width = 1268 - CHECK_AREA.x
CHECK_SIZES = range(19, 11, -1)
COUNT_TOP = 450                           # the check's count ("Count: 6"), under the pile, over its lines
MESSAGE_SPACE = pygame.Rect(PANEL_X + PANEL_W + 14, 14, 1100 - (PANEL_X + PANEL_W + 14), 60)  # seats | ring
NOTICE_TOP = 650                          # the notice's band, above the keys line
VERDICT_COLOURS = {"win": (90, 200, 110), "wrong": (226, 84, 64)}


class TableView:
    """Draws the table's layer (scenes/yam_color/table.py: what it shows, the driver's clock)."""

    def __init__(self, table):
        self.table = table
        n = len(table.config.seats)
        gap = 8
        h = min(112, (696 - gap * (n - 1)) // n)
        self.panels = [pygame.Rect(PANEL_X, 12 + i * (h + gap), PANEL_W, h) for i in range(n)]
        self.pad = number_pad()
        self.hovered: int | None = None
        self._layer = StillLayer()      # the felt and the seats: drawn again where a seat changed

    def pad_number(self, pos) -> int | None:
        return next((k for k, r in enumerate(self.pad) if r.collidepoint(pos)), None)

    def hover(self, pos) -> None:
        self.hovered = self.pad_number(pos)

    # ----- the whole table -----------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The felt and the seats come from a still layer, drawn again only where a seat
        changed (scenes/ui/still_layer.py): at 2560x1440 the six panels copied each frame,
        and the frame's copy-back and present over them, were half a frame's work. The
        dice roll out from under the seats: a seat a die reaches is drawn again over it
        (an opaque card), so the frame is `draw_whole`'s, pixel for pixel."""
        surface.blit(self.still_layer(surface.get_size()), (0, 0))
        self.draw_dice(surface)
        reached = [die_bounds(d) for d in self.table.dice]
        for seat, rect in enumerate(self.panels):
            if rect.collidelist(reached) >= 0:
                self.draw_seat(surface, seat, rect)
        self.draw_over_seats(surface)

    def draw_whole(self, surface: pygame.Surface) -> None:
        """The table drawn whole, in order, without the still layer (what `draw` gives)."""
        surface.blit(felt(surface.get_size()), (0, 0))
        self.draw_dice(surface)         # first: thrown from the left, they roll out from under the seats
        for seat, rect in enumerate(self.panels):
            self.draw_seat(surface, seat, rect)
        self.draw_over_seats(surface)

    def still_layer(self, size) -> pygame.Surface:
        parts = {("seat", seat): (self.seat_look(seat), [rect]) for seat, rect in enumerate(self.panels)}
        return self._layer.get(size, (language(), theme.colour_blind()), parts, self.draw_still)

    def draw_still(self, layer) -> None:
        layer.blit(felt(layer.get_size()), (0, 0))
        for seat, rect in enumerate(self.panels):
            if reaches(layer, [rect]):
                self.draw_seat(layer, seat, rect)

    def draw_over_seats(self, surface: pygame.Surface) -> None:
        table = self.table
        # the card's face is the round's secret while its clock stands still under the
        # history or the pause: its back then (once checked, it is no secret)
        hidden = table.count is None and table.covered()
        pieces.draw_card(surface, table.card if table.flip > 0 and not hidden else None, CARD_CENTER, table.flip)
        if table.marks is not None:
            check_marks.draw_card_marks(surface, table.card, table.round_dice, CARD_CENTER)
            check_marks.draw_tally(surface, table.round_dice, table.card, TALLY_TOPLEFT)
        desk = table.desk
        left = desk.limit if desk.limit is None or desk.clock is None else desk.limit - desk.clock
        pieces.draw_ring(surface, RING_CENTER, RING_RADIUS, left, desk.limit)
        pile = assets.shadowed(t("yam_pile", n=len(table.state.pile)), 20, theme.CREAM, "bold")
        surface.blit(pile, pile.get_rect(midtop=(CARD_CENTER[0], CARD_CENTER[1] + 112)))
        # the last round shown again says so: its words would be taken for the live round's
        headline = t("yam_last_round_title") if table.showing_past else table.message
        if headline:
            self.draw_message(surface, headline)
        self.draw_check(surface)
        # the results come over it; the last round shown again takes no call
        if table.solo_seat is not None and not table.state.is_over() and not table.showing_past:
            self.draw_pad(surface)
        self.draw_keys(surface)

    def draw_message(self, surface, message: str) -> None:
        """The line over the felt, centred over the dice, kept between the seats and the ring."""
        size = 30
        while size > 14 and assets.font(size, "display").size(message)[0] > MESSAGE_SPACE.width - 4:
            size -= 2          # a play-off between six long names
        line = assets.shadowed(message, size, theme.CREAM, "display")
        rect = line.get_rect(midtop=(610, 22)).clamp(MESSAGE_SPACE)
        surface.blit(line, rect)

    def draw_keys(self, surface) -> None:
        line = self.table.bar()
        room = keys_room(self.panels)
        # no taller than at 100 %, its foot on the felt: at 150 % it ran 6 px onto the wooden
        # frame (and a band round it, while a past round shows, 3 px at 100 %)
        tall = assets.as_tall_as_at_100(KEYS_SIZE)
        # gold while the round shown is a past one: the table is not the live one
        colour = theme.GOLD if self.table.showing_past else (200, 220, 205)
        keys = assets.shadowed(line, min(tall, keys_size(line, room.width)), colour)
        surface.blit(keys, keys.get_rect(midbottom=(800, room.bottom)).clamp(room))

    def draw_dice(self, surface) -> None:
        draw_dice(surface, self.table.dice, self.table.marks)

    def tally_lines(self) -> list[str]:
        """The check's tally beside the card, in words ('Red 2/2'), once the count is shown."""
        table = self.table
        if table.marks is None:
            return []
        return [check_marks.tally_line(c, p, d) for c, _, d, p in check_marks.tally(table.round_dice, table.card)]

    def draw_check(self, surface) -> None:
        table = self.table
        x = CARD_CENTER[0]
        if table.count is not None:
            # as at 100 %: the check's lines start right under it
            count = assets.shadowed(t("yam_count", n=table.count), assets.heading(30, 0), theme.GOLD, "display")
            surface.blit(count, count.get_rect(midtop=(x, COUNT_TOP)))
        if table.check_lines:
            draw_check_lines(surface, table.check_lines)

    def draw_pad(self, surface) -> None:
        # a notice's band lies just under the pad: its hint gives way (a large text size put
        # the band over the hint's lower half; the keys line and the seats' panels say it too)
        screen = self.table.table
        noticed = screen is not None and screen.notice_words() is not None
        draw_number_pad(surface, self.pad, self.table.may_click(), self.hovered, hint=not noticed)

    def keys_line(self) -> str:
        """The table's keys, after each person's own when they all fit, in a smaller
        size if need be (they are on the seats' panels too)."""
        table = self.table
        people = [t("yam_keys_person", name=table.seat_name(s), keys=scheme_text(k))
                  for s, k in enumerate(table.keys) if k]
        history = t("yam_keys_history", key=table.history_key_name())
        common = [history, t("yam_keys_last_round"), t("yam_keys_export"), t("yam_keys_pause")]
        if table.held:        # first: the key the whole table waits for
            common.insert(0, t("yam_keys_go_on", key=table.go_on_name()))
        line = "  ·  ".join(people + common)
        return line if assets.font(KEYS_SMALLEST).size(line)[0] <= keys_room(self.panels).width else "  ·  ".join(common)

    # ----- one player ------------------------------------------------------------------
    def seat_look(self, seat: int) -> tuple:
        """Everything a seat's panel shows (its card's words, its keys, its call and the
        check's verdict on it, a number being chosen): the still layer's key for it."""
        table = self.table
        config = table.config.seats[seat]
        key = table.keys[seat]
        if key == PAD:
            sub = pad_text(table.pads.controller_of(seat))
        else:           # a row of letters: its keycaps, each over the number it calls
            status = table.seat_status(seat)     # a remote seat's person away: said instead of "remote"
            sub = ("" if key in LETTER_ROWS else scheme_text(key) if key else t(f"seat_{status}") if status
                   else seat_kind(table.config.seats, config))
        made = table.desk.made
        entry = next((e for e in made if e.seat == seat), None)
        choosing = entry is None and seat in table.pads.names and table.count is None
        call = ((entry.count, made.index(entry), table.verdicts.get(seat), table.count is None) if entry is not None
                else table.pads.number[seat] if choosing else None)
        return (key if key in LETTER_ROWS else None, theme.seat_colour(config.colour), seat in table.state.callers,
                config.name, sub, t("yam_cards", n=table.shown_held[seat]), choosing, call)

    def draw_seat(self, surface, seat: int, rect: pygame.Rect) -> None:
        letters, colour, calling, name, sub, held, _, _ = self.seat_look(seat)
        card = _seat_card(tuple(rect), seat, colour, calling, name, sub, held, built_under(DESIGN_SIZE, rect))
        surface.blit(card, rect.topleft)
        if letters is not None:
            surface.blit(legend(letters, rect.width - 46 - 94), (rect.x + 46, rect.y + 34))
        self.draw_call(surface, seat, pygame.Rect(rect.right - 84, rect.y + 8, 74, rect.height - 16))

    def draw_call(self, surface, seat: int, box: pygame.Rect) -> None:
        """The seat's call this round: its number, its order; coloured by the check."""
        table = self.table
        made = table.desk.made
        entry = next((e for e in made if e.seat == seat), None)
        if entry is None:
            if seat in table.pads.names and table.count is None:
                self.draw_choosing(surface, table.pads.number[seat], box)
            return
        verdict = table.verdicts.get(seat)
        fill = VERDICT_COLOURS.get(verdict, (40, 70, 54) if table.count is None else (50, 56, 52))
        pen.rect(surface, fill, box, border_radius=12)
        pen.rect(surface, theme.CREAM, box, 2, border_radius=12)
        digit = assets.text(str(entry.count), min(44, box.height - 18), theme.CREAM, "bold")
        surface.blit(digit, digit.get_rect(center=(box.centerx, box.centery - 6)))
        order = assets.text(f"#{made.index(entry) + 1}", 14, theme.CREAM)
        surface.blit(order, order.get_rect(midbottom=(box.centerx, box.bottom - 3)))


    def draw_choosing(self, surface, number: int, box: pygame.Rect) -> None:
        """A controller's number, chosen but not called yet: dim, between up and down marks."""
        pen.rect(surface, (24, 44, 34), box, border_radius=12)
        pen.rect(surface, (120, 150, 130), box, 2, border_radius=12)
        digit = assets.text(str(number), min(36, box.height - 30), (190, 210, 195), "bold")
        surface.blit(digit, digit.get_rect(center=box.center))
        x, top, bottom = box.centerx, box.y + 6, box.bottom - 6
        pen.polygon(surface, (190, 210, 195), [(x, top), (x - 7, top + 8), (x + 7, top + 8)])
        pen.polygon(surface, (190, 210, 195), [(x, bottom), (x - 7, bottom - 8), (x + 7, bottom - 8)])


def check_rows(lines: list[str], size: int) -> list[tuple[int, str]]:
    """(which check line, its text) for each row, wrapped to CHECK_AREA's width."""
    return [(k, row) for k, line in enumerate(lines) for row in assets.wrap(line, size, CHECK_AREA.width - 16)]


def draw_check_lines(surface, lines: list[str]) -> None:
    """Every line of the check so far, one under another (who took the card, who paid
    one), in the largest size that keeps them all in CHECK_AREA: the players read the
    whole check, not only its last line, while it is held."""
    size = next((s for s in CHECK_SIZES if len(check_rows(lines, s)) * assets.grown(s + 6) <= CHECK_AREA.height),
                CHECK_SIZES[-1])
    y = CHECK_AREA.y
    last = None
    for k, row in check_rows(lines, size):
        indent = 16 if k == last else 0         # a long line's rest, set in under it
        img = assets.shadowed(row, size, theme.CREAM, "bold")
        surface.blit(img, (CHECK_AREA.x + indent, y))
        y, last = y + assets.grown(size + 6), k
        if y > CHECK_AREA.bottom - size:
            break


def keys_room(panels) -> pygame.Rect:
    """The keys line's room at the table's foot: right of the seats' panels (or under
    them when they end higher up), and left of where the Muted sign goes, whether or not
    the sound is off, so the line never moves on M (the French line ran under the sign)."""
    top = 688
    left = KEYS_LEFT if max(p.bottom for p in panels) > top else PANEL_X + 8
    right = min(KEYS_RIGHT, mute_badge.badge_rect(DESIGN_SIZE).left - 10)
    return pygame.Rect(left, top, right - left, 22)          # down to the felt's edge (710)


def keys_size(line: str, width: int) -> float:
    """The largest size at which the keys line fits its room, down to what is drawn as
    KEYS_SMALLEST at 100 % (at 150 % the French line after a check ran under the seats'
    panels at KEYS_SMALLEST enlarged)."""
    return assets.fitted(line, KEYS_SIZE, width, floor=KEYS_SMALLEST / KEYS_SIZE / pen.text_size())


def number_pad() -> list[pygame.Rect]:
    """The keys 0-8 a person clicks to call, in a row under the dice."""
    return [pygame.Rect(PAD_LEFT + k * (PAD_KEY + PAD_GAP), PAD_TOP, PAD_KEY, PAD_KEY) for k in range(9)]


def draw_number_pad(surface, pad, enabled: bool, hovered: int | None, hint: bool = True) -> None:
    for k, rect in enumerate(pad):
        back = (176, 64, 44) if enabled else (70, 76, 70)
        if enabled and k == hovered:
            back = (204, 84, 60)
        pen.rect(surface, back, rect, border_radius=10)
        pen.rect(surface, theme.CREAM if enabled else (110, 116, 110), rect, 2, border_radius=10)
        digit = assets.text(str(k), 30, theme.CREAM if enabled else (150, 156, 150), "bold")
        surface.blit(digit, digit.get_rect(center=rect.center))
    if hint:
        words = assets.shadowed(t("yam_pad_hint"), 18, (200, 220, 205))
        surface.blit(words, words.get_rect(midtop=(pad[4].centerx, PAD_TOP + PAD_KEY + 8)))


def die_bounds(die) -> pygame.Rect:
    """Where `draw_dice` may touch for `die` (design units, with room to spare): its
    shadow, its turned sprite, the check's ring or shade round it."""
    x, y = die.pos()
    gx, gy = die.ground()
    reach = pieces.DIE_SIZE                 # a turned sprite's half diagonal and a ring, at most
    sprite = pygame.Rect(int(x) - reach, int(y) - reach, 2 * reach, 2 * reach)
    shadow = pygame.Rect(int(gx) - reach, int(gy) + 26 - 14, 2 * reach, 28)
    return sprite.union(shadow)


def draw_dice(surface, dice, marks=None) -> None:
    """Dice on the felt, the nearest (lowest) last, each over its shadow; once checked
    (`marks`: per die, does it pair with a disc?) those that count ringed in gold, the
    others dimmed."""
    colour_blind = theme.colour_blind()
    shadow = pieces.die_shadow()
    marked = list(zip(dice, marks)) if marks is not None else [(d, None) for d in dice]
    for d, paired in sorted(marked, key=lambda m: m[0].rest[1]):
        x, y = d.pos()
        gx, gy = d.ground()
        surface.blit(shadow, shadow.get_rect(center=(gx, gy + 26)))
        if paired is not None:
            check_marks.draw_die_mark(surface, (x, y), paired, over=False)
        sprite = pieces.die_sprite(d.top(), d.angle_step(), colour_blind)
        surface.blit(sprite, sprite.get_rect(center=(int(x), int(y))))
        if paired is not None:
            check_marks.draw_die_mark(surface, (x, y), paired, over=True)


@pen.cached(maxsize=64)
def _seat_card(rect, seat: int, colour, calling: bool, name: str, sub: str, held: str, _felt=0) -> pygame.Surface:
    """A seat's panel with what changes only now and then (its name, keys, cards held),
    drawn once over the felt beneath it: each frame is one opaque copy, not a
    translucent panel and three lines of text blended anew (and once more when the
    felt under it is built, after a resize: `_felt`)."""
    rect = pygame.Rect(rect)
    card = pen.Surface(rect.size)           # opaque: copied, never blended
    if pygame.display.get_surface() is not None:
        card = card.convert()
    card.blit(felt(DESIGN_SIZE), (0, 0), area=rect)
    card.blit(_panel(rect.size, 215 if calling else 150), (0, 0))
    pen.rect(card, colour, (0, 0, 10, rect.height), border_top_left_radius=14, border_bottom_left_radius=14)
    seats.draw_symbol(card, seat, colour, (31, 22), 9)
    # three lines in a six-seat panel: at a large text size the name and the cards held
    # grow only as far as leaves the level's line between them room
    name_line = assets.text(name, assets.no_taller(22, 34, "bold"), theme.CREAM, "bold")
    card.blit(name_line, (46, 8))
    card.blit(assets.text(sub, 15, (170, 200, 180)), (46, max(36, 6 + name_line.get_height())))   # under a larger name
    held_line = assets.text(held, assets.no_taller(20, 28, "bold"), theme.GOLD, "bold")
    card.blit(held_line, (46, rect.height - held_line.get_height() - 8))
    return card


@pen.cached(maxsize=8)
def _panel(size, alpha: int) -> pygame.Surface:
    """A seat's translucent background, drawn once per size (not every frame)."""
    back = pen.Surface(size, pygame.SRCALPHA)
    pen.rect(back, (8, 24, 16, alpha), back.get_rect(), border_radius=14)
    return back


def seat_kind(seats, seat) -> str:
    """A computer seat's level under its name; `yours` names whose speed it has."""
    person = person_of(seats) if seat.kind == YOURS else None
    return t("yam_yours_seat", name=person) if person else kind_name(seat.kind)
