"""A saved YAM color log replayed on the real table (the list of logs is every
game's: scenes/shell/replay_list.py): the table driver fed from the log, a step at a
time by the viewer, with the table's own layer. Each step is one action of the log:
a throw (the dice tumble, the card turns), a call (shown with its number and order,
the ring at its moment), or the end of the call time; the check is played out as at
the table. Right / Space / Enter / a click = next step, Left / right click = one step
back (rebuilt from the start, instantly), Home / End, Esc back to the list; L and E
as at the table. Nothing is saved and nobody is asked to call."""
from __future__ import annotations

import pygame

from game.core.log import logged_steps
from game.core.match import Match, Seat
from game.registry import GAMES
from game.yam_color.actions import Call, Throw
from game.yam_color.state import GAME_ID

from scenes.shell.replay_steps import ReplaySteps
from scenes.shell.seating import SeatConfig
from scenes.shell.table_driver import SHOWN, Script, TableDriver
from scenes.shell.table_scene import TableScene
from scenes.ui import assets, theme
from scenes.ui.text import counted, t
from scenes.yam_color.config import YamConfig
from scenes.yam_color.history import Narrator
from scenes.yam_color.table import PACE, YamTable

NEXT_BOX_Y = 600
SETTLE_FRAMES = 1200        # a step's motion is finished within this many frames (20 s at 60 Hz)


def config_of(start: dict) -> YamConfig:
    """The setup a log's start line records (seat colours are the table's, in order)."""
    colours = [c for _, c in theme.SEAT_COLOURS]
    seats = tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"]) for i, p in enumerate(start["players"]))
    limit = start["call_time"]
    return YamConfig(seats, "none" if limit is None else f"{limit:g}", start["playoff"], seed=start["seed"])


def summary(events: list[dict]) -> str:
    """A YAM game in the replay list: how many rounds were thrown."""
    return counted("yam_replay_rounds", sum(1 for e in events if e["type"] == "throw"))


class ReplayLayer(YamTable):
    """The table moved by the viewer: nobody calls, no results screen."""

    def __init__(self, driver):
        super().__init__(driver)
        self.solo_seat = None           # no pad: nobody calls

    def show_results(self) -> None:
        pass

    def settle(self) -> None:
        """The dice come to rest at once (a quick reader need not wait for them)."""
        for d in self.dice:
            d.elapsed = d.duration

    def next_text(self, replay) -> str:
        event = replay.next_event()
        if event is None:
            return t("replay_end")
        _index, ((_seat, action),) = replay.steps[replay.position]
        if not isinstance(action, (Throw, Call)):
            return t("replay_next", what=t("yam_time_up"))
        narrator = Narrator(self.names())
        return t("replay_next", what=narrator.say(event)[0][0])

    def bar(self) -> str:
        replay = self.table
        return t("replay_bar", n=replay.position, total=len(replay.steps))

    def draw_replay(self, surface: pygame.Surface, replay) -> None:
        line = assets.shadowed(self.next_text(replay), 22, theme.CREAM, "bold")
        box = line.get_rect(center=(640, NEXT_BOX_Y)).inflate(28, 12)
        box.width = max(box.width, 560)
        box.centerx = 640
        pygame.draw.rect(surface, (10, 30, 20), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(line, line.get_rect(center=box.center))


class ReplayTable(ReplaySteps, TableScene):
    """One logged game on the table, moved one step at a time by the viewer: the
    driver plays the log's steps (`steps`: index of each action's first line, its
    (seat, action) pairs) as the viewer asks."""

    def __init__(self, app, game, position: int | None = None):
        self.game = game
        self.events = [e for _, e in game]
        config = config_of(self.events[0])
        match = Match(config.rules(), [Seat(s.name, s.kind) for s in config.seats], config.seed)
        self.steps = logged_steps(GAMES[GAME_ID], self.events)
        self.position = 0
        self.instant = False
        script = Script([pair for _, pairs in self.steps for pair in pairs], manual=True)
        driver = TableDriver(app, config, match, [SHOWN] * len(config.seats), script=script)
        super().__init__(app, driver, ReplayLayer, last_turn=False)
        if position is not None:
            self.go_to(position)

    def next_event(self) -> dict | None:
        """The log line the next step begins with (None at the end)."""
        if self.position >= len(self.steps):
            return None
        return self.events[self.steps[self.position][0]]

    # ----- stepping ------------------------------------------------------------------
    def settle(self) -> None:
        """Finish what is moving now (a quick reader need not wait for the dice)."""
        for _ in range(SETTLE_FRAMES):
            if not self.driver.queue.busy:
                break
            self.update(1 / 60)
        self.layer.settle()

    def next(self) -> None:
        if self.position < len(self.steps):
            self.settle()
            speed = self.app.settings.get("speed", "normal")
            self.driver.script.pace = 0.0 if self.instant else PACE.get(speed, 1.0)
            for _ in self.steps[self.position][1]:
                self.driver.step_script()
            self.position += 1

    # ----- input ----------------------------------------------------------------------
    def handle_event(self, event):
        if self.history is not None and self.history.handle_event(event) is None:
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.go_to(self.position - 1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.next()
        elif event.type == pygame.KEYDOWN and not self.step_key(event.key):
            if event.key in (self.layer.history_key, pygame.K_e):
                return super().handle_event(event)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.layer.draw_replay(surface, self)
