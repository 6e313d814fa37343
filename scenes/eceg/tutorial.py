"""The interactive tutorial (from the title): the rulebook's examples A and B on
the real table with scripted dice, asking for the right dice (a wrong choice gets
a gentle hint and changes nothing); then stealing, and the two-player defence, each
on a prepared position (turns played before the lesson opens, so the table, the
history and the defence line are the game's own); then a first real turn against
the computer with the coach on. Everything works from the keyboard alone: 1-4
choose dice, Space rolls, Tab moves between prizes, Enter takes one or continues."""
from __future__ import annotations

import pygame

from game.core.contract import CHANCE
from game.eceg.actions import Roll, SetAside, Take
from game.core.match import Match, Seat

from scenes.ui import assets, pen, theme
from scenes.eceg.coach import CoachOverlay
from scenes.eceg.game_config import GameConfig, SeatConfig, computer_players, default_computer_kind
from scenes.ui.overlay import dim
from scenes.eceg.table import ENTER_KEYS, EcegTable
from scenes.shell.table_driver import TableDriver
from scenes.shell.table_scene import TableScene
from scenes.ui.text import YOU as SPOKEN_TO, t
from scenes.ui.tween import call, wait
from scenes.eceg.words import prize_name

ROLL_OFF = [(5, 5, 4, 4), (1, 0, 2, 0)]          # you start every lesson
PANEL = pygame.Rect(12, 330, 250, 370)            # the sidebar under the two players
YOU, TEACHER = 0, 1
PASS = ((0, 1, 2, 5), SetAside((0, 1, 2, 5)))     # a turn of yours with no prize (0 1 2 5 fits none)
# Each lesson: its introduction card; the turns played before it opens, (seat, dice thrown,
# action) each; your scripted throws; the steps asked of you; what the panel says at the end.
LESSONS = {
    1: {"intro": "tut_a0", "script": [(0, 2, 2, 5), (2, 5), (4,)],
        "steps": [(SetAside((2, 2)), "tut_a1"), (SetAside((2,)), "tut_a2"), (Take("three_even"), "tut_a3")],
        "done": ("took", "three_even")},
    2: {"intro": "tut_b0", "script": [(0, 1, 2, 5), (5,)],
        "steps": [(SetAside((0, 1, 2)), "tut_b1"), (SetAside((5,)), "tut_b2")],
        "done": ("no_prize", None)},
    # stealing: the teacher holds 3 or less and Exactly 13; your 0 0 0 2 makes both three of a
    # kind all even (in the middle) and 3 or less (the teacher's): you steal
    3: {"intro": "tut_s0",
        "before": [(YOU, *PASS), (TEACHER, (0, 0, 1, 2), Take("three_or_less")),
                   (YOU, *PASS), (TEACHER, (1, 3, 4, 5), Take("thirteen"))],
        "script": [(0, 0, 0, 2)],
        "steps": [(Take("three_or_less"), "tut_s1")],
        "done": ("tut_s_done", None)},
    # the two-player defence: the teacher has just taken a third prize; on your try only its
    # prizes count, so 0 0 0 2 takes nothing; keep 0 2, roll 1 4: 0 1 2 4 is Exactly 7, one of them
    4: {"intro": "tut_d0",
        "before": [(YOU, *PASS), (TEACHER, (0, 1, 2, 4), Take("seven")),
                   (YOU, *PASS), (TEACHER, (1, 2, 3, 4), Take("straight")),
                   (YOU, *PASS), (TEACHER, (1, 1, 3, 3), Take("two_pairs"))],
        "script": [(0, 0, 0, 2), (1, 4)],
        "steps": [(SetAside((0, 2)), "tut_d1"), (Take("seven"), "tut_d2")],
        "done": ("tut_d_done", None)},
}
LESSON_COUNT = len(LESSONS) + 1                   # and the first real turn


class ScriptedMatch(Match):
    """A match whose next throws are given in advance (the tutorial's and the tests'
    dice); once the script runs out the dice come from the seeded source as usual."""
    replays_from_seed = False       # its dice (or deal) are set, not drawn from the seed

    def __init__(self, rules, seats, seed, script=()):
        super().__init__(rules, seats, seed)
        self.script = [tuple(d) for d in script]

    def chance(self):
        if self.script:
            return self.apply(CHANCE, Roll(self.script.pop(0)))
        return super().chance()


def tutorial_config(computer: str | None = None) -> GameConfig:
    """The learner ("You", spoken to as "you" by every sentence about them) and the teacher."""
    return GameConfig(seats=(SeatConfig(t("tut_you"), theme.SEAT_COLOURS[0][1]),
                             SeatConfig(t("tut_teacher"), theme.SEAT_COLOURS[1][1],
                                        computer or default_computer_kind())),
                      extra={SPOKEN_TO: YOU})


def first_lesson(app) -> TableScene:
    """The tutorial's first screen (registered as the game's "tutorial")."""
    return lesson_table(app, 1)


def lesson_table(app, lesson: int) -> TableScene:
    """A lesson on the table: scripted dice, nothing saved, nobody asked but you."""
    config = tutorial_config("greedy")
    data = LESSONS[lesson]
    match = _scripted(config, 1000 + lesson, data["script"], data.get("before", ()))
    driver = TableDriver(app, config, match, [None, None])
    return TableScene(app, driver, lambda d: LessonTable(d, lesson))


def first_turn_table(app) -> TableScene:
    """The last lesson: a real game against the computer, not kept (the tutorial's)."""
    config = tutorial_config()
    seed = app.new_seed()
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], seed,
                          script=ROLL_OFF)
    match.chance(), match.chance()
    return TableScene(app, TableDriver(app, config, match, computer_players(config, match)), FirstTurnTable)


def start_tutorial(app) -> None:
    app.push(first_lesson(app))


def _scripted(config: GameConfig, seed: int, script, before=()) -> ScriptedMatch:
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], seed,
                          script=ROLL_OFF + list(script))
    match.chance(), match.chance()      # the roll-off, decided by the script: you start
    for seat, dice, action in before:   # the prepared position, played by the rules
        match.apply(CHANCE, Roll(dice))
        match.apply(seat, action)
    return match


class TutorialMixin:
    """The tutorial's panel in the sidebar, and an introduction card waiting for Enter."""

    takes_back = confirms = False       # the lesson leads each move: nothing asked, nothing undone
    lesson = 1
    seat_roles = {1: "tut_teacher_role"}     # shown under the teacher's name instead of a computer level
    intro: str | None = None
    instruction = ""
    hint = ""

    def panel_text(self) -> str:
        return self.instruction

    def words(self, key: str, **values) -> str:
        """A lesson's text; the teacher is named as its seat is (whatever that name is), and
        a sentence about the learner is said to them ("You take...")."""
        return self.say(key, {"name": YOU}, teacher=self.seat_name(TEACHER), **values)

    def handle_event(self, event):
        if self.intro is not None:
            if (event.type == pygame.KEYDOWN and event.key in (*ENTER_KEYS, pygame.K_SPACE)) or \
                    (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
                self.intro = None
                return None
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                return super().handle_event(event)
            return None
        return super().handle_event(event)

    def holding(self) -> bool:
        return self.intro is not None          # the table waits while the card is read

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.intro is not None:
            self.draw_intro(surface)

    def draw_beside(self, surface: pygame.Surface) -> None:
        """The lesson's panel in the sidebar (the history, L, opens over it)."""
        box = PANEL
        pen.rect(surface, (8, 24, 16), box, border_radius=14)
        pen.rect(surface, theme.GOLD, box, 2, border_radius=14)
        heading = t("tut_lesson", n=self.lesson, total=LESSON_COUNT)     # within the panel at 150 % too
        title = assets.text(heading, assets.fitted(heading, 17, box.width - 28, "bold"), theme.GOLD, "bold")
        surface.blit(title, (box.x + 14, box.y + 10))
        top = box.y + max(40, 14 + title.get_height())
        # the words within the panel: smaller at a large text size if they must (a French
        # lesson at 150 % ran out of its foot), as at 100 % at least
        scale, floor = 1.0, 1 / pen.text_size()
        while True:
            words = assets.wrap(self.panel_text(), 19 * scale, box.width - 28)
            hint = assets.wrap(self.hint, 18 * scale, box.width - 28, "bold") if self.hint else []
            height = assets.grown(24 * scale) * len(words) + (10 + assets.grown(23 * scale) * len(hint) if hint else 0)
            if top + height <= box.bottom - 8 or scale <= floor:
                break
            scale = max(floor, scale - 0.05)
        y = top
        for line in words:
            surface.blit(assets.text(line, 19 * scale, theme.CREAM), (box.x + 14, y))
            y += assets.grown(24 * scale)
        if hint:
            y += 10
            for line in hint:
                surface.blit(assets.text(line, 18 * scale, theme.GOLD, "bold"), (box.x + 14, y))
                y += assets.grown(23 * scale)

    def draw_intro(self, surface) -> None:
        surface.blit(dim(surface.get_size()), (0, 0))
        lines = assets.wrap(self.words(self.intro), 22, 720 - 70)
        title = assets.shadowed(t("tut_lesson", n=self.lesson, total=LESSON_COUNT), 30, theme.GOLD, "display")
        words_top = max(72, title.get_height() + 26)
        card = pygame.Rect(0, 0, 720, max(250, words_top + 60 + assets.grown(30) * len(lines)))   # as tall as its words
        card.center = (640, 340)
        pen.rect(surface, (10, 30, 20), card, border_radius=18)
        pen.rect(surface, theme.GOLD, card, 3, border_radius=18)
        surface.blit(title, title.get_rect(midtop=(card.centerx, card.y + 18)))
        y = card.y + words_top
        for line in lines:
            img = assets.text(line, 22, theme.CREAM)
            surface.blit(img, img.get_rect(midtop=(card.centerx, y)))
            y += assets.grown(30)
        go = assets.text(t("tut_continue"), 18, theme.GOLD, "bold")
        surface.blit(go, go.get_rect(midbottom=(card.centerx, card.bottom - 18)))


class LessonTable(TutorialMixin, EcegTable):
    """Example A (lesson 1), example B (2), stealing (3), the two-player defence (4):
    scripted dice, one right answer a step. No lesson shows a past turn again (T, the
    "Last turn" button): the turns before a lesson are its setting, not turns one missed."""

    last_turn_offered = False
    help_key = "keys_help_lesson"

    def __init__(self, driver, lesson: int):
        super().__init__(driver)
        data = LESSONS[lesson]
        self.lesson = lesson
        self.intro = data["intro"] if driver.script is None else None     # a past turn shown: no card
        self.steps = list(data["steps"])
        self.ending = data["done"]          # (catalog id, prize or None): the panel once it is over
        self.done_at: float | None = None
        if data.get("before") and driver.script is None:     # a prepared position: your turn begins as a fresh one does
            self.queue.add(call(lambda: self.start_turn(YOU)), wait(0.3))

    @property
    def expected(self):
        return self.steps[0][0] if self.steps else None

    def panel_text(self) -> str:
        if self.steps:
            return self.words(self.steps[0][1])
        key, prize = self.ending
        return self.words(key, prize=prize_name(prize) if prize else "")

    def roll(self) -> None:
        values = self.selected_values()
        want = self.expected
        if not self.awaiting_human:
            return
        if not values:
            self.hint = (t("tut_select", dice=_dice(want.dice)) if isinstance(want, SetAside)
                         else t("tut_wrong_take", prize=prize_name(want.prize)))
            return
        if not isinstance(want, SetAside) or values != want.dice:
            self.hint = (t("tut_wrong_dice", dice=_dice(want.dice)) if isinstance(want, SetAside)
                         else t("tut_wrong_take", prize=prize_name(want.prize)))
            return
        self.passed()
        super().roll()

    def take(self, index: int) -> None:
        want = self.expected
        if not self.awaiting_human or index not in self.claimable():
            return
        if not isinstance(want, Take) or self.state.table.ids[index] != want.prize:
            self.hint = t("tut_wrong_take", prize=prize_name(want.prize)) if isinstance(want, Take) else \
                t("tut_wrong_dice", dice=_dice(want.dice))
            return
        self.passed()
        super().take(index)

    def passed(self) -> None:
        self.steps.pop(0)
        self.hint = ""

    def update_after(self, dt: float) -> None:
        super().update_after(dt)
        want = self.expected
        if isinstance(want, SetAside) and self.awaiting_human:    # a wrong die clicked: say so at once
            left = list(want.dice)
            wrong = any(v not in left or left.remove(v) for v in self.selected_values())
            wrong_hint = t("tut_wrong_dice", dice=_dice(want.dice))
            if wrong:
                self.hint = wrong_hint
            elif self.hint == wrong_hint:
                self.hint = ""
        if not self.steps and self.intro is None and not self.queue.busy and not self.motions \
                and not self.flights and self.state.seat != 0:
            self.done_at = (self.done_at or 0.0) + dt
            if self.done_at >= 1.2:            # a moment to see the result, then the next lesson
                self.next_lesson()

    def next_lesson(self) -> None:
        if self.lesson + 1 in LESSONS:
            self.app.replace(lesson_table(self.app, self.lesson + 1))
        else:
            self.app.replace(first_turn_table(self.app))

    def finale(self) -> None:
        if self.steps:             # a lesson's game is not played to its end
            super().finale()

    def chance_delay(self) -> float | None:
        if not self.steps:         # once the lesson's turn is over, nobody plays on
            return None
        return super().chance_delay()

    def show_results(self) -> None:
        pass


class FirstTurnTable(TutorialMixin, EcegTable):
    """The last lesson: a real game against the computer (random dice after the
    roll-off), with the coach on; the tutorial panel follows the first turn."""

    coach_forced = True

    def __init__(self, driver):
        super().__init__(driver)
        self.lesson = LESSON_COUNT
        self.intro = "tut_c0" if driver.script is None else None      # a past turn shown: no card
        self.coach = CoachOverlay(self)

    @property
    def first_turn_over(self) -> bool:
        state = self.live.state          # not the past turn T puts on the table
        return state.turn_number > 1 or state.is_over()

    def panel_text(self) -> str:
        return t("tut_done") if self.first_turn_over else t("tut_c1")


def _dice(values) -> str:
    return " ".join(map(str, values))
