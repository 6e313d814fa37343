"""Replaying a saved game log on the real table.

The list of logs is every game's (scenes/shell/replay_list.py); `ReplayTable` plays
one game step by step through the engine: Right / Space / a click = next step,
Left / right click = one step back (rebuilt from the start, instantly), Home /
End, Esc back to the list.
"""
from __future__ import annotations

import pygame

from game.core.match import Match, Seat
from game.eceg.log import action_of

from scenes.shell.replay_steps import ReplaySteps
from scenes.ui import assets, theme
from scenes.eceg import layout
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.history import sentences
from scenes.eceg.table import TableScene
from scenes.shell.replay_list import ReplayListScene, load_games, read_games, start_replay  # noqa: F401
from scenes.ui.text import t


class _Logged:
    """Stands for a seat whose moves come from the log (never asked to choose)."""
    kind = "log"


_LOGGED = _Logged()


class ReplayTable(ReplaySteps, TableScene):
    """One logged game on the table, moved one step at a time by the viewer."""

    help_key = None          # the viewer's own keys bar takes the table's key line's place

    def __init__(self, app, game, position: int | None = None):
        start = game[0][1]
        events = [e for _, e in game]
        colours = [c for _, c in theme.SEAT_COLOURS]
        config = GameConfig(seats=tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"])
                                        for i, p in enumerate(start["players"])),
                            options=GameConfig.game.options_of_start(start), seed=start["seed"])
        match = Match(config.rules(), [Seat(p["name"], p["kind"]) for p in start["players"]], start["seed"])
        self.game = game
        self.steps = [(i, a) for i, e in enumerate(events) if (a := action_of(e)) is not None]
        self.position = 0
        self.instant = False
        while self.position < len(self.steps) and isinstance(events[self.steps[self.position][0]], dict) \
                and events[self.steps[self.position][0]]["type"] == "first_roll":
            match.apply(*self.steps[self.position][1])     # the roll-off: before the table opens
            self.position += 1
        self.first = self.position
        # every seat "played" by the log: no Roll button or hints for a person to act
        super().__init__(app, config, match, players=[_LOGGED] * len(config.seats))
        if position is not None:
            self.go_to(position)

    # the viewer drives: nobody decides, nothing is saved, no results screen
    @property
    def awaiting_human(self) -> bool:
        return False

    def advance(self) -> None:
        pass

    def show_results(self) -> None:
        pass

    def pace(self, seat) -> float:
        return 0.0 if self.instant else 1.0

    # ----- stepping ------------------------------------------------------------------
    def settle(self) -> None:
        """Finish what is moving now (a quick reader need not wait for the dice)."""
        for _ in range(1200):
            if not (self.queue.busy or self.motions or self.flights):
                break
            self.update(1 / 60)
        for d in self.dice:
            d.settle()

    def next(self) -> None:
        if self.position < len(self.steps):
            self.settle()
            self.play(self.match.apply(*self.steps[self.position][1]))
            self.position += 1

    def key(self, event):
        if not self.step_key(event.key) and event.key in (pygame.K_l, pygame.K_h, pygame.K_e):
            return super().key(event)
        return None

    def click(self, pos):
        self.next()
        return None

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.go_to(self.position - 1)
            return None
        return super().handle_event(event)

    # ----- drawing ---------------------------------------------------------------------
    def next_text(self) -> str:
        if self.position >= len(self.steps):
            return t("replay_end")
        index, _ = self.steps[self.position]
        event = self.game[index][1]
        names = [s.name for s in self.config.seats]
        if event["type"] == "set_aside":
            return t("replay_next", what=t("h_set_aside", roll=names[event["player"]],
                                           dice=" ".join(map(str, event["dice"]))))
        return t("replay_next", what=sentences([event], names)[0])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        line = assets.shadowed(self.next_text(), 22, theme.CREAM, "bold")
        box = line.get_rect(center=(layout.ROLL_AREA.centerx, layout.HINT_Y)).inflate(28, 12)
        box.width = max(box.width, 560)
        box.centerx = layout.ROLL_AREA.centerx
        pygame.draw.rect(surface, (10, 30, 20), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(line, line.get_rect(center=box.center))
        bar = assets.text(t("replay_bar", n=self.position - self.first, total=len(self.steps) - self.first),
                          15, theme.CREAM, "bold")
        band = bar.get_rect(midbottom=layout.HELP_POS).inflate(20, 6)
        pygame.draw.rect(surface, (10, 30, 20), band, border_radius=6)
        surface.blit(bar, bar.get_rect(center=band.center))
