"""A saved YAM color log replayed on the real table (the list of logs is every
game's: scenes/shell/replay_list.py). Each step is one action of the log: a throw
(the dice tumble, the card turns), a call (shown with its number and order, the
ring at its moment), or the end of the call time; the check is played out as at the
table. Right / Space / Enter / a click = next step, Left / right click = one step
back (rebuilt from the start, instantly), Home / End, Esc back to the list; L and E
as at the table. Nothing is saved and nobody is asked to call."""
from __future__ import annotations

import pygame

from game.core.contract import CHANCE
from game.core.match import Match, Seat
from game.yam_color.actions import Call, Throw
from game.yam_color.log import action_of

from scenes.shell.replay_steps import ReplaySteps
from scenes.shell.seating import SeatConfig
from scenes.ui import assets, theme
from scenes.ui.text import counted, t
from scenes.yam_color.config import YamConfig
from scenes.yam_color.history import Narrator
from scenes.yam_color.table import CHECKED, TableScene

NEXT_BOX_Y = 600


def config_of(start: dict) -> YamConfig:
    """The setup a log's start line records (seat colours are the table's, in order)."""
    colours = [c for _, c in theme.SEAT_COLOURS]
    seats = tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"]) for i, p in enumerate(start["players"]))
    return YamConfig(seats, YamConfig.game.options_of_start(start), seed=start["seed"])


def steps_of(config: YamConfig, events: list[dict]) -> list[tuple[int, object, int]]:
    """(seat, action, index of its first line) of each action the log records: the lines
    an action writes after its first (a check after the last call) are not steps."""
    probe = Match(config.rules(), [Seat(s.name, s.kind) for s in config.seats], config.seed)
    steps, written = [], 0
    for index, event in enumerate(events[1:], 1):
        if written:
            written -= 1
            continue
        seat, action = action_of(event)
        written = len(probe.apply(seat, action)) - 1
        steps.append((seat, action, index))
    return steps


def summary(events: list[dict]) -> str:
    """A YAM game in the replay list: how many rounds were thrown."""
    return counted("yam_replay_rounds", sum(1 for e in events if e["type"] == "throw"))


class ReplayTable(ReplaySteps, TableScene):
    """One logged game on the table, moved one step at a time by the viewer."""

    def __init__(self, app, game, position: int | None = None):
        self.game = game
        self.events = [e for _, e in game]
        config = config_of(self.events[0])
        match = Match(config.rules(), [Seat(s.name, s.kind) for s in config.seats], config.seed)
        self.steps = steps_of(config, self.events)
        self.position = 0
        self.instant = False
        super().__init__(app, config, match, players=[None] * len(config.seats))
        if position is not None:
            self.go_to(position)

    # the viewer drives: nobody calls, nothing is saved, no results screen
    @property
    def solo_seat(self) -> int | None:
        return None

    @property
    def pace(self) -> float:
        return 0.0 if self.instant else super().pace

    def update(self, dt: float) -> None:
        self.animate(dt)

    # ----- stepping ------------------------------------------------------------------
    def settle(self) -> None:
        """Finish what is moving now (a quick reader need not wait for the dice)."""
        for _ in range(1200):
            if not self.queue.busy:
                break
            self.animate(1 / 60)
        for d in self.dice:
            d.elapsed = d.duration

    def next(self) -> None:
        if self.position >= len(self.steps):
            return
        self.settle()
        seat, action, _ = self.steps[self.position]
        self.position += 1
        if isinstance(action, Throw):
            self.show_throw(self.match.apply(CHANCE, action)[0])
            return
        if self.desk.clock is None:
            self.reveal()
        desk = self.desk
        if isinstance(action, Call):
            desk.clock = max(desk.clock, action.time)       # the ring at the call's moment
            desk.call(seat, action.count, action.time)
            desk.release()                                   # the log, not the desk, gives it to the rules
            events = self.match.apply(seat, action)
        else:
            desk.clock = desk.limit
            events = self.match.apply(CHANCE, action)
            self.message = t("yam_time_up")
        if any(e["type"] in CHECKED for e in events):
            self.check(events)

    def handle_event(self, event):
        if self.history is not None and self.history.handle_event(event) is None:
            return None
        if event.type == pygame.KEYDOWN:
            if not self.step_key(event.key) and event.key in (self.history_key, pygame.K_e):
                return super().handle_event(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.next()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.go_to(self.position - 1)
        return None

    # ----- drawing ---------------------------------------------------------------------
    def next_text(self) -> str:
        if self.position >= len(self.steps):
            return t("replay_end")
        _seat, action, index = self.steps[self.position]
        if not isinstance(action, (Throw, Call)):
            return t("replay_next", what=t("yam_time_up"))
        narrator = Narrator([s.name for s in self.config.seats])
        return t("replay_next", what=narrator.say(self.events[index])[0][0])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        line = assets.shadowed(self.next_text(), 22, theme.CREAM, "bold")
        box = line.get_rect(center=(640, NEXT_BOX_Y)).inflate(28, 12)
        box.width = max(box.width, 560)
        box.centerx = 640
        pygame.draw.rect(surface, (10, 30, 20), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(line, line.get_rect(center=box.center))

    def bar(self) -> str:
        return t("replay_bar", n=self.position, total=len(self.steps))
