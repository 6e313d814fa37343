"""YAM color's practice (the title's Tutorial entry for this game): throws with no
opponent. The dice tumble, the card turns, a clock runs from the reveal; the person
calls as at the table (0-8, a click on the number, or a controller's stick and
button), then sees the right count (the dice and discs that pair up marked, the tally
per colour beside the card), whether they were right, which colours they added or
missed, and their time, and
beside it their throws so far, right answers, median time and which computer level
is their match (game/yam_color/practice.py; "in pace only" when they call wrong
clearly more often than it), and how many of their calls the level
`yours` is measured from. Each answer is added to the person's statistics (the first
person of the setup remembered, else "Player 1": scenes/yam_color/your_speed.py), so
`yours` learns their speed. Space, Enter or a click throws again; Esc leaves."""
from __future__ import annotations

import random

import pygame

from game.yam_color.deck import count, paired_dice
from game.yam_color.practice import ENOUGH, LEVELS_BY_SPEED, Practice
from game.yam_color.speed import by_count, counter, measure

from scenes.scene import Scene
from scenes.ui import assets, canvas, pen, theme
from scenes.ui.controllers import DEVICE_EVENTS, INPUT_EVENTS, PADS
from scenes.ui.sprites.felt import felt
from scenes.ui.text import kind_name, t
from scenes.ui.tween import TweenQueue, Tween, call, linear, wait
from scenes.yam_color import check_marks, pieces, your_speed
from scenes.yam_color.call_keys import DIGITS, PAD
from scenes.yam_color.history import seconds
from scenes.yam_color.pads import PadSeats
from scenes.yam_color.table import FLIP, PACE, TUMBLE
from scenes.yam_color.table_view import (CARD_CENTER, DICE_AREA, TALLY_TOPLEFT, draw_dice, draw_number_pad,
                                         number_pad)
from scenes.yam_color.tumble import TumblingDie, resting_places

def tenths(time: float) -> str:
    whole, tenth = divmod(round(time * 10), 10)
    return t("yam_stats_seconds", whole=whole, tenth=tenth)


AGAIN_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
PANEL = pygame.Rect(12, 12, 316, 696)
RESULT_Y = 450
ADVICE = pygame.Rect(940, 534, 330, 110)      # which colours were missed or added, right of the pad
COLUMN_GAP = 8                                # the least room between two columns of the calls by count


def column_heads() -> list[str]:
    return [t(k) for k in ("yam_practice_col_count", "yam_practice_col_calls", "yam_practice_col_right",
                           "yam_practice_col_median")]


class PracticeScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        seed = app.new_seed()
        self.practice = Practice(random.Random(seed))
        self.visual_rng = random.Random(f"{seed}/looks")     # looks only, never the dice
        self.queue = TweenQueue()
        self.dice: list[TumblingDie] = []
        self.round_dice: tuple = ()
        self.card: int | None = None
        self.flip = 0.0
        self.clock: float | None = None      # seconds since the reveal, while calling
        self.last = None                     # the answer just given
        self.fitted_panel = (None, None)     # (what the panel holds, its sizes): panel_scales kept
        self.pad = number_pad()
        self.hovered: int | None = None
        self.pads = PadSeats((PAD,))          # a controller may answer too
        self.pads.sync(PADS.connected())
        self.person = your_speed.practiser(app.game)
        self.kept = your_speed.kept_for(self.person)    # the person's measured calls, this practice's added
        self.throw()

    @property
    def pace(self) -> float:
        return PACE.get(self.app.settings.get("speed", "normal"), 1.0)

    @property
    def calling(self) -> bool:
        return self.clock is not None

    # ----- a throw ---------------------------------------------------------------------
    def throw(self) -> None:
        self.round_dice, self.card = self.practice.throw()
        self.last, self.clock, self.flip = None, None, 0.0
        tumble = TUMBLE * self.pace
        places = resting_places(len(self.round_dice), DICE_AREA, self.visual_rng)
        self.dice = [TumblingDie(c, p, self.visual_rng, tumble) for c, p in zip(self.round_dice, places)]
        self.app.audio.play("tumble")
        self.queue.add(wait(tumble), call(lambda: self.app.audio.play("land", 0.6)))
        self.queue.add(Tween(FLIP * self.pace, lambda x: setattr(self, "flip", x), linear))
        self.queue.add(call(self.reveal))

    def reveal(self) -> None:
        self.flip, self.clock = 1.0, 0.0

    def answer(self, called: int) -> None:
        """The person calls now: the moment is the clock as the input is read."""
        if not self.calling:
            return
        self.last = self.practice.answer(self.round_dice, self.card, called, round(self.clock, 2))
        self.clock = None
        self.app.audio.play("chime" if self.last.right else "no_prize", 0.6)
        last = self.last
        one = counter([measure(last.dice, last.card, last.called, last.time)])
        for key, n in one.items():
            self.kept[key] = self.kept.get(key, 0) + n
        your_speed.record_practice(self.person, one)

    def update(self, dt: float) -> None:
        for d in self.dice:
            d.update(dt)
        self.queue.update(dt)
        self.pads.sync(PADS.connected())
        if self.calling:
            self.clock += dt

    # ----- input ----------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in DIGITS:
                self.answer(DIGITS[event.key])
            elif event.key in AGAIN_KEYS and self.last is not None:
                self.throw()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            number = next((k for k, r in enumerate(self.pad) if r.collidepoint(event.pos)), None)
            if number is not None and self.calling:
                self.answer(number)
            elif self.last is not None:
                self.throw()
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = next((k for k, r in enumerate(self.pad) if r.collidepoint(event.pos)), None)
        elif event.type in DEVICE_EVENTS:
            PADS.device_event(event)
            self.pads.sync(PADS.connected())
        elif event.type in (pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN) and PADS.goes_on(event):
            if not self.calling and self.last is not None:     # Start: throw again, never a call
                self.throw()
        elif event.type in INPUT_EVENTS:
            if self.pads.read(event) is not None:          # a button: the number chosen, or throw again
                if self.calling:
                    self.answer(self.pads.number[0])
                elif self.last is not None:
                    self.throw()
        return None

    # ----- drawing ---------------------------------------------------------------------
    def verdict(self) -> str:
        last = self.last
        key = "yam_practice_right" if last.right else "yam_practice_wrong"
        return t(key, n=last.called, count=count(last.dice, last.card), time=seconds(last.time))

    def advice_lines(self) -> tuple[float, list[str]]:
        """The advice's size and lines: within ADVICE's height (in French at 150 %, four
        colours left over took five lines and ran into the keys' line under them), never
        smaller than at 100 %."""
        size, floor = 18.0, 18 / canvas.text_size()
        while True:
            lines = assets.wrap(self.advice(), size, ADVICE.width)
            if size <= floor or len(lines) * assets.grown(23 * size / 18) <= ADVICE.height:
                return size, lines
            size = max(floor, size - 0.5)

    def advice(self) -> str:
        """After a wrong call: the colours that were added (too high) or missed (too low)."""
        last = self.last
        return check_marks.practice_advice(last.dice, last.card, last.called) if last else ""

    def match_text(self) -> str:
        match = self.practice.match()
        if match is None:
            return t("yam_practice_match_later", n=self.practice.right, total=ENOUGH)
        if match in ("faster", "slower"):
            return t(f"yam_practice_{match}")
        return t("yam_practice_match", level=kind_name(match))

    def accuracy_text(self) -> str | None:
        """Beside a match on pace, when the person is wrong clearly more often than that
        level (or, quicker than every level, than the quickest): the match is in pace only,
        said with both numbers of wrong calls, so a quick guesser is not sent to `hard`."""
        practice = self.practice
        match = practice.match()
        level = LEVELS_BY_SPEED[-1] if match == "faster" else match
        if level not in LEVELS_BY_SPEED or not practice.more_often_wrong(level):
            return None
        expected = round(practice.level_wrong(level)[0])
        words = dict(n=practice.wrong(), calls=len(practice.answers), level=kind_name(level), expected=expected)
        return t("yam_practice_pace_only" if expected else "yam_practice_pace_only_never", **words)

    def summary(self) -> list[str]:
        practice = self.practice
        median = practice.median_time()
        return [t("yam_practice_throws", n=len(practice.answers)),
                t("yam_practice_right_count", n=practice.right),
                t("yam_practice_median", time="—" if median is None else seconds(median)),
                self.match_text(),
                *filter(None, [self.accuracy_text()]),
                your_speed.describe(self.person, *self.measured())]

    def measured(self) -> tuple[int, int]:
        """(calls measured, unreadable entries) of the person's statistics and this practice."""
        return your_speed.measured(self.kept)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        self.draw_panel(surface)
        answered = self.last is not None         # the check shown: what pairs up, per colour
        draw_dice(surface, self.dice, paired_dice(self.round_dice, self.card) if answered else None)
        pieces.draw_card(surface, self.card if self.flip > 0 else None, CARD_CENTER, self.flip)
        if answered:
            check_marks.draw_card_marks(surface, self.card, self.round_dice, CARD_CENTER)
            check_marks.draw_tally(surface, self.round_dice, self.card, TALLY_TOPLEFT)
        if self.calling:
            clock = assets.shadowed(seconds(self.clock), 34, theme.CREAM, "bold")
            surface.blit(clock, clock.get_rect(center=(1180, 92)))
            line = t("yam_call_now")
        elif self.last is not None:
            line = t("yam_practice_again")
            for k, text in enumerate(assets.wrap(self.verdict(), 22, 400)):
                img = assets.shadowed(text, 22, theme.GOLD if self.last.right else (240, 140, 110), "bold")
                surface.blit(img, img.get_rect(midtop=(CARD_CENTER[0], RESULT_Y + assets.grown(30) * k)))
            y = ADVICE.y
            size, lines = self.advice_lines()
            for text in lines:
                img = assets.shadowed(text, size, theme.CREAM)
                surface.blit(img, img.get_rect(midtop=(ADVICE.centerx, y)))
                y += assets.grown(23 * size / 18)
        else:
            line = t("yam_practice_watch")
        # over the felt, clear of the panel at the left (at 150 % it ran over the panel)
        left, right = PANEL.right + 12, 1268
        title = assets.shadowed(line, assets.fitted(line, assets.heading(30), right - left, "display"), theme.CREAM,
                                "display")
        surface.blit(title, title.get_rect(midtop=(max(640, left + title.get_width() // 2), 22)))
        draw_number_pad(surface, self.pad, self.calling, self.hovered)
        keys = assets.shadowed(t("yam_practice_keys"), 16, (200, 220, 205))
        surface.blit(keys, keys.get_rect(midbottom=(800, 712)))

    def draw_panel(self, surface) -> None:
        back = pen.Surface(PANEL.size, pygame.SRCALPHA)
        pen.rect(back, (8, 24, 16, 200), back.get_rect(), border_radius=14)
        surface.blit(back, PANEL)
        title = assets.text(t("yam_practice_title"), assets.heading(26), theme.GOLD, "bold")
        surface.blit(title, (PANEL.x + 18, PANEL.y + 14))
        y = PANEL.y + max(60, 24 + title.get_height())
        lines, rows = self.summary(), self.by_count_cells()
        fit = (tuple(lines), len(rows), canvas.text_size(), y)
        if self.fitted_panel[0] != fit:     # fitting takes ~2 ms at 150 %: once per answer, not every frame
            self.fitted_panel = (fit, self.panel_scales(lines, rows, y))
        summary, table = self.fitted_panel[1]
        for line in lines:
            for text in assets.wrap(line, 19 * summary, PANEL.width - 36):
                surface.blit(assets.text(text, 19 * summary, theme.CREAM), (PANEL.x + 18, y))
                y += assets.grown(26 * summary)
            y += 8
        self.draw_by_count(surface, rows, y + 6, table)

    def by_count_cells(self) -> list[list[str]]:
        """The person's calls by right count: how many, the share right, the median time
        (no rows before the first call)."""
        return [[str(n), str(calls), t("yam_practice_percent", n=round(100 * right)), tenths(median)]
                for n, calls, right, median in by_count(self.kept)]

    def panel_scales(self, lines, rows, top: int) -> tuple[float, float]:
        """How much of the text size the summary and the calls by count keep: all of it
        where they fit the panel, else less, down to their size at 100 % (in French at
        150 %, after many calls, they ran out of the panel and the columns' heads ran into
        each other). The table first shrinks until its columns fit side by side, then
        both until everything fits the panel's height."""
        floor = 1 / canvas.text_size()
        table = 1.0
        while rows and table > floor and self.column_widths(table) is None:
            table = max(floor, table - 0.05)
        below = 6 + (len(rows) + 1) * assets.grown(23 * table) if rows else 0
        summary = 1.0
        while summary > floor:
            height = sum(len(assets.wrap(line, 19 * summary, PANEL.width - 36)) * assets.grown(26 * summary) + 8
                         for line in lines)
            if top + height + below <= PANEL.bottom - 12:
                break
            summary = max(floor, summary - 0.05)
        return summary, min(table, summary)

    def column_widths(self, scale: float) -> list[int] | None:
        """The four columns' widths (each as wide as its head or its widest possible cell,
        so the columns never move as calls come), or None if they do not fit side by side."""
        font = assets.font(17 * scale)
        heads = column_heads()
        widest = ["8", "999", t("yam_practice_percent", n=100), tenths(88.8)]
        widths = [max(font.size(head)[0], font.size(cell)[0]) for head, cell in zip(heads, widest)]
        return widths if sum(widths) + 3 * COLUMN_GAP <= PANEL.width - 36 else None

    def draw_by_count(self, surface, rows, y: int, scale: float) -> None:
        """The calls by count under their heads: the count at the left, the figures
        right-aligned, the columns spread evenly over the panel's width."""
        if not rows:
            return
        widths = self.column_widths(scale)
        left, right = PANEL.x + 18, PANEL.right - 18
        if widths is None:        # not even at 100 %: the fixed places of old
            edges = [left, PANEL.x + 162, PANEL.x + 224, right]
        else:
            gap = (right - left - sum(widths[1:]) - widths[0]) / 3
            edges = [left, round(left + widths[0] + gap + widths[1]),
                     round(right - widths[3] - gap), right]
        heads = column_heads()
        for cells, colour in [(heads, theme.GOLD)] + [(cells, theme.CREAM) for cells in rows]:
            for k, (x, cell) in enumerate(zip(edges, cells)):
                image = assets.text(cell, 17 * scale, colour)
                surface.blit(image, image.get_rect(**{"topleft" if k == 0 else "topright": (x, y)}))
            y += assets.grown(23 * scale)
