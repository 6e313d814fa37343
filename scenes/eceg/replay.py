"""Replaying a saved Easy Come, Easy Go log on the real table: the table and steps a
log's start line sets (the "replay setup" part of the shared replay table,
scenes/shell/replay_table.py), and the layer's replay words (the next step, where
the viewer is).
"""
from __future__ import annotations

import pygame

from game.core.match import Match, Seat
from game.eceg.log import action_of
from game.core.start_line import seeded

from scenes.shell.replay_table import ReplaySetup, ReplayTable  # noqa: F401  (the game's replay table)
from scenes.ui import assets, pen, theme
from scenes.eceg import layout
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.history import sentences
from scenes.eceg.table import EcegTable
from scenes.eceg.foot_line import draw_foot_line
from scenes.shell.replay_list import ReplayListScene, start_replay  # noqa: F401  (the game's parts, and tests)
from scenes.ui.text import t


def setup(game) -> ReplaySetup:
    """The table a log's start line sets; the roll-off is made before the table opens."""
    start = game[0][1]
    events = [e for _, e in game]
    colours = [c for _, c in theme.SEAT_COLOURS]
    config = GameConfig(seats=tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"])
                                    for i, p in enumerate(start["players"])),
                        options=GameConfig.game.options_of_start(start), seed=start["seed"])
    match = Match(config.rules(), [Seat(p["name"], p["kind"]) for p in start["players"]], start["seed"],
                  seeded=seeded(start))     # the replay claims what its log claims of its seed
    steps = [(i, [a]) for i, e in enumerate(events) if (a := action_of(e)) is not None]
    first = 0
    while first < len(steps) and events[steps[first][0]]["type"] == "first_roll":
        match.apply(*steps[first][1][0])     # the roll-off: before the table opens
        first += 1
    return ReplaySetup(config, match, steps, first, ReplayLayer)


class ReplayLayer(EcegTable):
    """The table moved by the viewer: nobody decides, no results screen."""

    help_key = None          # the viewer's own keys bar takes the table's key line's place

    def show_results(self) -> None:
        pass

    def settle(self) -> None:
        for d in self.dice:
            d.settle()

    def replay_key(self, event) -> None:
        if event.key == pygame.K_h:
            self.toggle_coach()

    def next_text(self, replay) -> str:
        event = replay.next_event()
        if event is None:
            return t("replay_end")
        names = [s.name for s in self.config.seats]
        if event["type"] == "set_aside":
            return t("replay_next", what=t("h_set_aside", roll=names[event["player"]],
                                           dice=" ".join(map(str, event["dice"]))))
        return t("replay_next", what=sentences([event], names)[0])

    def draw_replay(self, surface: pygame.Surface, replay) -> None:
        line = assets.shadowed(self.next_text(replay), 22, theme.CREAM, "bold")
        box = line.get_rect(center=(layout.ROLL_AREA.centerx, layout.HINT_Y)).inflate(28, 12)
        box.width = max(box.width, 560)
        box.centerx = layout.ROLL_AREA.centerx
        pen.rect(surface, (10, 30, 20), box, border_radius=12)
        pen.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(line, line.get_rect(center=box.center))
        draw_foot_line(surface, t("replay_bar", n=replay.position - replay.first,
                                  total=len(replay.steps) - replay.first), theme.CREAM)
