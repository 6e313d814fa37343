"""YAM color's practice (the title's Tutorial entry for this game): throws with no
opponent. The dice tumble, the card turns, a clock runs from the reveal; the person
calls as at the table (0-8, a click on the number, or a controller's stick and
button), then sees the right count (the dice and discs that pair up marked, the tally
per colour beside the card), whether they were right, which colours they added or
missed, and their time, and
beside it their throws so far, right answers, median time and which computer level
is their match (game/yam_color/practice.py), and how many of their calls the level
`yours` is measured from. Each answer is added to the person's statistics (the first
person of the setup remembered, else "Player 1": scenes/yam_color/your_speed.py), so
`yours` learns their speed. Space, Enter or a click throws again; Esc leaves."""
from __future__ import annotations

import random

import pygame

from game.yam_color.deck import count, paired_dice
from game.yam_color.practice import ENOUGH, Practice
from game.yam_color.speed import by_count, counter, measure

from scenes.scene import Scene
from scenes.ui import assets, pen, theme
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

    def summary(self) -> list[str]:
        practice = self.practice
        median = practice.median_time()
        return [t("yam_practice_throws", n=len(practice.answers)),
                t("yam_practice_right_count", n=practice.right),
                t("yam_practice_median", time="—" if median is None else seconds(median)),
                self.match_text(),
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
            for text in assets.wrap(self.advice(), 18, ADVICE.width):
                img = assets.shadowed(text, 18, theme.CREAM)
                surface.blit(img, img.get_rect(midtop=(ADVICE.centerx, y)))
                y += assets.grown(23)
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
        for line in self.summary():
            for text in assets.wrap(line, 19, PANEL.width - 36):
                surface.blit(assets.text(text, 19, theme.CREAM), (PANEL.x + 18, y))
                y += assets.grown(26)
            y += 8
        self.draw_by_count(surface, y + 6)

    def draw_by_count(self, surface, y: int) -> None:
        """The person's calls by right count: how many, how many right, the median time."""
        rows = by_count(self.kept)
        if not rows:
            return
        columns = ((PANEL.x + 18, "left"), (PANEL.x + 162, "right"), (PANEL.x + 224, "right"),
                   (PANEL.right - 18, "right"))
        heads = [t(k) for k in ("yam_practice_col_count", "yam_practice_col_calls", "yam_practice_col_right",
                                "yam_practice_col_median")]
        lines = [(heads, theme.GOLD)] + [([str(n), str(calls), t("yam_practice_percent", n=round(100 * right)),
                                           tenths(median)], theme.CREAM) for n, calls, right, median in rows]
        for cells, colour in lines:
            for (x, align), cell in zip(columns, cells):
                image = assets.text(cell, 17, colour)
                surface.blit(image, image.get_rect(**{"topleft" if align == "left" else "topright": (x, y)}))
            y += 23
