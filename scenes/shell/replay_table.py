"""A saved log replayed on its game's real table, for every game: the table driver
fed from the log (a manual script the viewer moves) with the game's own layer.

Right / Space / Enter / a click: the next step; Left / Backspace / right click: one
step back (rebuilt from the start, instantly, since a move cannot be undone); Home /
End; Esc back to the list. L (history), E (save) and the game's own keys that only
show things (the coach) work as at a live table. Nothing is saved and nobody is asked
to choose.

A game gives its "replay setup" part: `setup(game_lines) -> ReplaySetup`, the table
as the log's start line sets it, and the log's steps.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.registry import game_of_start
from scenes import registry
from scenes.shell.replay_steps import ReplaySteps
from scenes.shell.table_driver import SHOWN, Script, TableDriver
from scenes.shell.table_scene import TableScene

SETTLE_FRAMES = 1200        # a step's motion is finished within this many frames (20 s at 60 Hz)


@dataclass
class ReplaySetup:
    """The table a log's start line sets, ready for its first step shown: `steps` are
    (index of the step's first log line, [(seat, action), ...]) from there on, `first`
    the number of steps already made before the table opens (a roll-off), whose
    pairs lead `steps` too."""
    config: object
    match: object
    steps: list
    first: int
    make_layer: Callable


class ReplayTable(ReplaySteps, TableScene):
    """One logged game on the table, moved one step at a time by the viewer."""

    def __init__(self, app, game, position: int | None = None):
        game_id = game_of_start(game[0][1]).id
        setup: ReplaySetup = registry.resolve(registry.game_name(game_id, "replay setup"))(game)
        self.game = game           # the log's lines (ReplaySteps rebuilds the table from them)
        self.steps = setup.steps
        self.first = self.position = setup.first
        self.instant = False
        pairs = [pair for _, step in setup.steps for pair in step]
        script = Script(pairs, manual=True, pace=1.0)
        script.next = sum(len(step) for _, step in setup.steps[:setup.first])
        driver = TableDriver(app, setup.config, setup.match, [SHOWN] * len(setup.config.seats), script=script)
        super().__init__(app, driver, setup.make_layer, last_turn=False)
        self.start_at = position      # reached once on top (enter): see there

    def enter(self) -> None:
        """Steps back (a table rebuilt at a position) are played once this table is on top:
        before, the screen below was, and a table that stands still while covered (YAM
        color's round) queued its check for later, its scores then counted after the
        next round began (the monkey, seed 1: 0 and -2 cards shown, 13 and 13 held)."""
        super().enter()
        if self.start_at is not None:
            position, self.start_at = self.start_at, None
            self.go_to(position)

    def next_event(self) -> dict | None:
        """The log line the next step begins with (None at the end)."""
        if self.position >= len(self.steps):
            return None
        return self.game[self.steps[self.position][0]][1]

    # ----- stepping ------------------------------------------------------------------
    def settle(self) -> None:
        """Finish what is moving now (a quick reader need not wait for the dice)."""
        for _ in range(SETTLE_FRAMES):
            if not self.driver.queue.busy and self.layer.at_rest():
                break
            self.update(1 / 60)
        self.layer.settle()

    def next(self) -> None:
        if self.position < len(self.steps):
            self.settle()
            self.driver.script.pace = 0.0 if self.instant else 1.0
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
            if event.key in (pygame.K_l, pygame.K_e):
                return super().handle_event(event)
            self.layer.replay_key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.layer.handle_event(event)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.layer.draw_replay(surface, self)
