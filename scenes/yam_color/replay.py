"""A saved YAM color log replayed on the real table: the shared replay table
(scenes/shell/replay_table.py, the table driver fed by the log a step at a time) set
up from the log's start line, with the table's own layer. Each step is one action of
the log: a throw (the dice tumble, the card turns), a call (shown with its number and
order, the ring at its moment), or the end of the call time; the check is played out
as at the table. Nobody calls: L is the history whoever had it in their row of call keys."""
from __future__ import annotations

import pygame

from game.core.log import logged_steps
from game.core.match import Match, Seat
from game.registry import game as game_spec
from game.yam_color.actions import Call, Throw
from game.core.start_line import seeded

from scenes.shell.replay_table import ReplaySetup
from scenes.shell.seating import SeatConfig
from scenes.ui import assets, pen, theme
from scenes.ui.text import counted, t
from scenes.yam_color.config import YamConfig
from scenes.yam_color.history import Narrator
from scenes.yam_color.table import YamTable

NEXT_BOX_Y = 600


def setup(game) -> ReplaySetup:
    """The table a log's start line sets, and the log's steps (each action once: the
    check the last call wrote is that call's)."""
    events = [e for _, e in game]
    config = config_of(events[0])
    match = Match(config.rules(), [Seat(s.name, s.kind) for s in config.seats], config.seed,
                  seeded=seeded(events[0]))      # the replay claims what its log claims of its seed
    return ReplaySetup(config, match, logged_steps(game_spec(match.game_id), events), 0, ReplayLayer)


def config_of(start: dict) -> YamConfig:
    """The setup a log's start line records (seat colours are the table's, in order)."""
    colours = [c for _, c in theme.SEAT_COLOURS]
    seats = tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"]) for i, p in enumerate(start["players"]))
    return YamConfig(seats, YamConfig.game.options_of_start(start), seed=start["seed"])


def summary(events: list[dict]) -> str:
    """A YAM game in the replay list: how many rounds were thrown."""
    return counted("yam_replay_rounds", sum(1 for e in events if e["type"] == "throw"))


class ReplayLayer(YamTable):
    """The table moved by the viewer: nobody calls, no results screen."""

    def __init__(self, driver):
        super().__init__(driver)
        self.solo_seat = None           # no pad: nobody calls
        self.history_key = pygame.K_l   # nobody calls here

    def handle_event(self, event):
        return event                    # the viewer steps: no key is anyone's call

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
        return t("replay_next", what=Narrator(self.names()).say(event)[0][0])

    def bar(self) -> str:
        replay = self.table
        return t("replay_bar", n=replay.position, total=len(replay.steps))

    def draw_replay(self, surface: pygame.Surface, replay) -> None:
        line = assets.shadowed(self.next_text(replay), 22, theme.CREAM, "bold")
        box = line.get_rect(center=(640, NEXT_BOX_Y)).inflate(28, 12)
        box.width = max(box.width, 560)
        box.centerx = 640
        pen.rect(surface, (10, 30, 20), box, border_radius=12)
        pen.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(line, line.get_rect(center=box.center))
