"""The coach overlay on the table (H): for the person whose turn it is, the exact
chance of getting each prize this turn with best play, the set-aside the planner
recommends (dice outlined in blue), and, in a two-player game, each player's
chance of winning. The numbers come from game/coach.py; this module only draws.
Its advice is said as an action with its reason, in the terms the advice is chosen in:
the chance of winning the game ("Take Exactly 7 now: 41% to win the game, against 35% if
you roll on"), and why passing a sure prize pays when it does: see `advice_text`.

Advice is asked once per decision point (when the position changes, in update),
never while drawing, and only once the dice are at rest: the state runs ahead of
the animation, so earlier advice would give the roll away.
"""
from __future__ import annotations

import pygame

from game.eceg.actions import SetAside, Take

from scenes.ui import assets, pen, theme
from scenes.eceg import layout
from scenes.ui.sprites import die
from scenes.ui.sprites.seats import draw_symbol
from scenes.ui.text import t
from scenes.eceg.words import prize_name

OUTLINE = (90, 205, 255)
NOTE_TIME = 3.0
PANEL = layout.COACH_PANEL       # left of the tray, free at every seat count
TEXT_SIZE, SMALL_SIZE = 15, 13      # the advice; a size smaller only for names too long to fit
TEXT_TOP = 34                       # the advice's first line, under the title
BAR_ROOM = 60                       # under the advice, for the two-player win bar and its two lines
# the panel grows upward over the roll area's left end when its advice needs the room (the
# reason of a passed prize); thrown dice stay right of this column while the coach is on
TALLEST = 300


def percent(p: float | None) -> str:
    """How a chance is shown: '—' for a prize not for this player, else a whole percent
    ('<1%' rather than a misleading 0% when it is possible but rare)."""
    if p is None:
        return "—"
    if 0 < p < 0.005:
        return "<1%"
    return f"{round(p * 100)}%"


def dice_words(values) -> str:
    """Dice as words: "the 5", "the two 3s", "the 0, the 1 and the 2" (French alike)."""
    groups = []
    for v in sorted(set(values)):
        n = list(values).count(v)
        groups.append(t("coach_die", v=v) if n == 1 else t("coach_dice", n=t(f"coach_n{n}"), v=v))
    if len(groups) == 1:
        return groups[0]
    return f"{', '.join(groups[:-1])} {t('coach_and')} {groups[-1]}"


def advice_kind(advice, state) -> str | None:
    """What the advice says to do: roll, keep (set aside and roll on), stop (the set-aside
    fills the tray: the turn ends with nothing), take (from the centre) or steal."""
    rec = advice.recommended
    if isinstance(rec, Take):
        return "take" if state.owner(rec.prize) is None else "steal"
    if isinstance(rec, SetAside):
        return "stop" if len(state.kept) + len(rec.dice) >= 4 else "keep"
    return "roll" if state.phase == "roll" else None


def percents(mine: float, other: float) -> tuple[str, str]:
    """Two chances side by side: whole percents, or tenths when whole ones would read the
    same although the advice's is higher (42.5% against 42.4%, not 42% against 42%)."""
    a, b = percent(mine), percent(other)
    if a == b and mine != other and 0.005 <= min(mine, other):
        a, b = f"{mine * 100:.1f}%", f"{other * 100:.1f}%"
    return a, b


def advice_text(advice, state, names) -> str:
    """The advice as one sentence: the action, then why, in the terms the advice is chosen
    in: the chance of winning the game (Hard's), against the best choice of the other kind
    (rolling on, or the sure prize passed). Passing a sure prize adds why it pays. Before a
    roll, the best chance of some prize this turn (there is nothing to choose yet)."""
    kind = advice_kind(advice, state)
    rec = advice.recommended
    if kind in ("take", "steal"):
        other = advice.other
        last = other is None or len(state.kept) + len(other.dice) >= 4   # rolling on ends the turn
        w, q = percents(advice.worth, advice.other_worth if other is not None else 0.0)
        victim = names[state.owner(rec.prize)] if kind == "steal" else ""
        return t(f"coach_{kind}{'_last' if last else ''}", prize=prize_name(rec.prize), w=w, q=q,
                 victim=victim)
    if kind == "keep" and advice.passing is not None:
        w, q = percents(advice.worth, advice.other_worth)
        return f"{t('coach_pass', dice=dice_words(rec.dice), w=w, q=q, prize=prize_name(advice.other.prize))} " \
               f"{passing_text(advice.passing, names)}"
    if kind == "keep":
        return t("coach_keep", dice=dice_words(rec.dice), w=percent(advice.worth),
                 p=percent(1.0 - advice.endings.get(None, 0.0)))
    if kind == "stop":
        return t("coach_stop", dice=dice_words(rec.dice))
    if kind == "roll":
        return t("coach_roll", p=percent(advice.any_prize))
    return ""


def passing_text(passing, names) -> str:
    """Why rolling on beats the sure prize, in a learner's words (game/eceg/ai/coach.py
    `Passing`)."""
    victim = names[passing.victim] if passing.victim is not None else ""
    p = percent(passing.p if passing.kind in ("rob", "count") else passing.any_prize)
    return t(f"coach_why_{passing.kind}", prize=prize_name(passing.prize), victim=victim, p=p)


def overlay(table):
    """The table's H hook: the coach, or a short note when it may not be used here."""
    allowed = table.app.settings.get("coach_allowed", True)
    against_computer = any(p is not None for p in table.players)
    if not allowed and against_computer and not getattr(table, "coach_forced", False):
        return NotAllowedNote(table)
    return CoachOverlay(table)


def win_bar_rect(panel: pygame.Rect = PANEL) -> pygame.Rect:
    """The two-player win bar, at the panel's foot (its percents under it)."""
    return pygame.Rect(panel.x + 12, panel.bottom - 54, panel.width - 24, 14)


def panel_for(text: str, bar: bool) -> tuple[pygame.Rect, int, list[str]]:
    """(panel, size, lines): PANEL, or taller when the advice needs it at the normal size
    with a line's room to spare above a win bar (never taller than TALLEST);
    the smaller size only when even the tallest panel is short of room."""
    foot = BAR_ROOM if bar else 6
    lines = assets.wrap(text, TEXT_SIZE, PANEL.width - 24, "bold")
    spare = step(TEXT_SIZE) if bar else 0     # a line's room between the advice and the bar
    height = text_top() + len(lines) * step(TEXT_SIZE) - 4 + spare + foot
    height = min(TALLEST, max(PANEL.height, height))
    panel = pygame.Rect(PANEL.x, PANEL.bottom - height, PANEL.width, height)
    size, lines = advice_lines(text, height - text_top() - foot - spare)
    return panel, size, lines


def advice_lines(text: str, room: int) -> tuple[int, list[str]]:
    """(size, lines): the advice wrapped to the panel's width in as many lines as `room`
    pixels hold; a size smaller only when it does not fit (names of 14 wide letters)."""
    width = PANEL.width - 24
    size = TEXT_SIZE
    lines = assets.wrap(text, size, width, "bold")
    if len(lines) > (room + 4) // step(size):
        size = SMALL_SIZE
        lines = assets.wrap(text, size, width, "bold")
    return size, lines[:(room + 4) // step(size)]


def step(size: int) -> int:
    """From one line of the panel to the next: further apart at a large text size (at
    150 % lines stepped by their 100 % height ran into each other)."""
    return assets.grown(size + 4)


def text_top() -> int:
    """The advice's first line: under the title, however tall the text size makes it."""
    return max(TEXT_TOP, 8 + assets.font(18, "bold").get_height() + 2)


class NotAllowedNote:
    """'Coach not allowed in games against the computer', fading out by itself."""

    def __init__(self, table):
        self.table = table
        self.left = NOTE_TIME

    def update(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0 and self.table.coach is self:
            self.table.coach = None

    def draw(self, surface: pygame.Surface) -> None:
        img = assets.shadowed(t("coach_not_allowed"), 22, theme.GOLD, "bold")
        box = img.get_rect(center=(layout.ROLL_AREA.centerx, layout.ROLL_AREA.y + 30)).inflate(30, 16)
        pen.rect(surface, (10, 26, 18), box, border_radius=12)
        pen.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(img, img.get_rect(center=box.center))


class CoachOverlay:
    def __init__(self, table, coach=None):
        from game.eceg.ai.coach import Coach
        self.table = table
        self.coach = coach or Coach()
        self.key = None
        self.computed = None        # advice for the position in `key`
        state = table.state
        if state.phase in ("roll", "decide"):
            self.coach.advise(state)     # loads this player count's planners now, at the key press
        self.update(0.0)

    # ----- what to show -------------------------------------------------------------
    def position(self):
        """The person's decision point, or None (a computer's turn, a throw due, game over).
        The state runs ahead of the animation, so this is known (and computed, in the frame
        of the click that led to it) while the dice still tumble. People sharing the
        screen also get advice before their turn's first roll, while Roll waits for them."""
        table = self.table
        s = table.state
        before_roll = s.phase == "roll" and table.awaiting_start
        if (s.phase != "decide" and not before_roll) or table.players[s.seat] is not None:
            return None
        return (tuple(s.owners), tuple(map(tuple, s.counts)), s.seat, s.takeable, s.kept, s.rolled)

    def update(self, dt: float) -> None:
        key = self.position()
        if key != self.key:
            self.key = key
            self.computed = None if key is None else self.coach.advise(self.table.state)

    @property
    def advice(self):
        """What is shown: only once the dice are at rest (earlier would give the roll away)."""
        table = self.table
        return self.computed if table.awaiting_human or table.awaiting_start else None

    def labels(self) -> dict[str, str]:
        """Prize id -> the text of its badge (what the test compares with the coach)."""
        if self.advice is None:
            return {}
        return {pid: percent(p) for pid, p in self.advice.chances.items()}

    def outlined_dice(self) -> list:
        """The die sprites the recommendation points at: the set-aside among the rolled
        dice, or all four (set aside and rolled) for a take."""
        advice = self.advice
        if advice is None or advice.recommended is None:
            return []
        table = self.table
        if isinstance(advice.recommended, Take):
            return [d for d in table.dice]
        chosen, pool = [], table.rolled_dice()
        for v in advice.recommended.dice:
            for d in pool:
                if d.value == v and d not in chosen:
                    chosen.append(d)
                    break
        return chosen

    # ----- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.advice is None:
            # the turn the table shows (the state may already be at the next one while a
            # computer's turn is still being shown): its person's dice still moving, or
            # someone else playing
            seat = self.table.shown_seat
            if seat is not None and not self.table.state.is_over():
                self.draw_panel(surface, None, seat)
            return
        table = self.table
        state = table.state
        recommended = self.advice.recommended
        best_take = recommended.prize if isinstance(recommended, Take) else None
        # the outlines first: a die resting under the row of cards runs its outline under
        # a pill, not across its percent
        for d in self.outlined_dice():
            box = pygame.Rect(0, 0, die.SIZE + 16, die.SIZE + 16)
            lift = 6 if d.selected else 0
            box.center = (round(d.pos[0]), round(d.pos[1]) - lift)
            pen.rect(surface, OUTLINE, box, 4, border_radius=16)
        for i, pid in enumerate(state.table.ids):
            label = self.labels()[pid]
            rect = table.view.prize_rect(i)
            owner = table.shown_owners[i]
            if owner is None:
                self.badge(surface, label, (rect.centerx, rect.bottom + 9), pid == best_take)
            elif owner != state.seat:      # the player's own prize: nothing to win
                # on a small card, on its coloured head beside the number: the label stays whole
                self.badge(surface, label, (rect.right - 20, rect.top + 8), pid == best_take, SMALL_SIZE - 1)
        self.draw_panel(surface, self.advice)

    def badge(self, surface, label: str, centre, best: bool, size: int = 15) -> None:
        colour = theme.GOLD if best else OUTLINE
        img = assets.text(label, size, theme.INK if best else (8, 30, 44), "bold")
        box = img.get_rect(center=centre).inflate(12 if size == 15 else 8, 2 if size == 15 else 0)
        pen.rect(surface, colour, box, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    def text(self) -> str:
        """The sentence the panel shows ("" while there is no advice)."""
        if self.advice is None:
            return ""
        return advice_text(self.advice, self.table.state, [s.name for s in self.table.config.seats])

    def panel_rect(self) -> pygame.Rect:
        """Where the panel is drawn now (taller than PANEL for a long reason)."""
        if self.advice is None:
            return PANEL
        return panel_for(self.text(), self.advice.win is not None)[0]

    def draw_panel(self, surface, advice, seat: int | None = None) -> None:
        """The compact box left of the tray: title, what to do and why, win bar."""
        box, size, lines = PANEL, TEXT_SIZE, []
        if advice is not None:
            box, size, lines = panel_for(self.text(), advice.win is not None)
        pen.rect(surface, (8, 24, 16), box, border_radius=12)
        pen.rect(surface, OUTLINE, box, 2, border_radius=12)
        title = assets.text(t("coach_title"), 18, OUTLINE, "bold")
        surface.blit(title, (box.x + 12, box.y + 8))
        y = box.y + text_top()
        if advice is None:
            waiting = (t("coach_waiting") if self.table.played_here(seat)
                       else t("coach_playing", name=self.table.config.seats[seat].name))
            for line in assets.wrap(waiting, TEXT_SIZE, box.width - 24):
                surface.blit(assets.text(line, TEXT_SIZE, theme.CREAM), (box.x + 12, y))
                y += step(TEXT_SIZE)
            return
        bar = win_bar_rect(box) if advice.win is not None else None
        for line in lines:
            surface.blit(assets.text(line, size, theme.CREAM, "bold"), (box.x + 12, y))
            y += step(size)
        if bar is not None:
            self.win_bar(surface, advice.win, bar)

    def win_bar(self, surface, win, rect: pygame.Rect) -> None:
        """Each player's chance of winning, as a bar in their colours as shown (the
        colour-blind palette too) with each seat's shape on its part, and under it each
        percent beside its player's name (cut to fit), "win" between them."""
        seats = self.table.config.seats
        colours = [theme.seat_colour(s.colour) for s in seats[:2]]
        split = rect.x + round(rect.width * win[0])
        pen.rect(surface, colours[0], (rect.x, rect.y, split - rect.x, rect.height))
        pen.rect(surface, colours[1], (split, rect.y, rect.right - split, rect.height))
        radius = rect.height // 2 - 2
        for seat, x, room in ((0, rect.x + radius + 3, split - rect.x), (1, rect.right - radius - 3, rect.right - split)):
            if room >= 2 * radius + 6:      # a sliver too thin for its shape shows only its colour
                draw_symbol(surface, seat, colours[seat], (x, rect.centery), radius)
        pen.rect(surface, theme.CREAM, rect, 1)
        left = assets.text(percent(win[0]), 14, theme.CREAM, "bold")
        right = assets.text(percent(win[1]), 14, theme.CREAM, "bold")
        surface.blit(left, (rect.x, rect.bottom + 2))
        surface.blit(right, right.get_rect(topright=(rect.right, rect.bottom + 2)))
        label = assets.text(t("coach_win"), 13, (170, 200, 180))
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 3)))
        side = rect.width // 2 - 4          # under the percents, whose they are
        first = assets.text(fitted(seats[0].name, side), 13, theme.CREAM)
        second = assets.text(fitted(seats[1].name, side), 13, theme.CREAM)
        surface.blit(first, (rect.x, rect.bottom + 19))
        surface.blit(second, second.get_rect(topright=(rect.right, rect.bottom + 19)))


def fitted(name: str, width: int) -> str:
    """A player's name under the win bar, cut short with "…" to fit `width`."""
    font = assets.font(13)
    if font.size(name)[0] <= width:
        return name
    while name and font.size(name + "…")[0] > width:
        name = name[:-1].rstrip()
    return name + "…"
