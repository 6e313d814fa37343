"""A saved Wazabi log replayed on the real table: the shared replay table
(scenes/shell/replay_table.py: the driver fed from the log, a step at a time as the
viewer asks) with the table and steps the log's start line sets (the "replay setup"
part) and Wazabi's layer. Each step is one action of the log: a roll (the dice
tumble, the drawn cards fly), a die given, a card played with its effect, the cards
a targeted player keeps, a pass, a reshuffle. Nothing is saved and nobody is asked
to choose.

A log is a finished game's full record (every hand, the pile's order), offered for
saving only once the game is over: so here the hand of the player acting lies face
up, and the screen says so."""
from __future__ import annotations

import pygame

from game.core.log import logged_steps
from game.core.start_line import seeded
from game.core.match import Match, Seat
from game.wazabi.game import GAME
from game.wazabi.log import rules_of
from game.wazabi.phases import KEEPING

from scenes.shell.replay_table import ReplaySetup
from scenes.shell.seating import SeatConfig
from scenes.ui import assets, pen, theme
from scenes.ui.text import counted, t
from scenes.wazabi import layout
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.history import sentence
from scenes.wazabi.table import WazabiTable

NEXT_BOX_Y = 524                       # between the seat at the bottom and the hand
OPEN_HANDS = pygame.Rect(1040, 556, 226, 146)      # where the table's buttons would be


def config_of(start: dict) -> GameConfig:
    """The setup a log's start line records (seat colours are the table's, in order)."""
    colours = [c for _, c in theme.SEAT_COLOURS]
    seats = tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"]) for i, p in enumerate(start["players"]))
    return GameConfig(seats, GameConfig.game.options_of_start(start), seed=start["seed"])


def match_of(start: dict) -> Match:
    """The game as its start line deals it: the hands and the pile it records (a
    tutorial's prepared deal too), not a deal made again from the seed."""
    return Match(rules_of(start), [Seat(p["name"], p["kind"]) for p in start["players"]], start["seed"],
                 seeded=seeded(start))     # the replay claims what its log claims of its seed


def steps_of(events: list[dict]) -> list[tuple[int, list]]:
    """(index of its first line, [(seat, action), ...]) of each action the log records:
    the lines an action writes after its first (the draws after a roll, a card's
    effect, the next turn) are not steps of their own."""
    return logged_steps(GAME, events)


def setup(game) -> ReplaySetup:
    """The "replay setup" part: the table the log's start line sets, its roll-off shown
    step by step like the rest."""
    events = [e for _, e in game]
    return ReplaySetup(config_of(events[0]), match_of(events[0]), steps_of(events), 0, ReplayLayer)


def summary(events: list[dict]) -> str:
    """A Wazabi game in the replay list: how many turns were played."""
    return counted("wz_replay_turns", sum(1 for e in events if e["type"] == "turn"))


class ReplayLayer(WazabiTable):
    """Wazabi's table showing a log (`self.table` is the shared ReplayTable): the acting
    hand face up, the next step in words, the viewer's keys in the key line's place."""

    def pace(self, seat=None) -> float:
        """As a computer seat's at the speed setting (the viewer going to a step: at once)."""
        if self.driver.script.pace == 0.0:
            return 0.0
        speed = self.app.settings.get("speed", "normal")
        return (self.person_pace if seat is None else self.computer_pace).get(speed, 1.0)

    def hand_seat(self) -> int | None:
        """Face up: the hand of the player acting (a finished game's log shows them all)."""
        if self.state.phase == KEEPING and self.state.actors():
            return self.state.actors()[0]
        return self.turn_seat

    def keys_line(self) -> str:
        return t("replay_bar", n=self.table.position, total=len(self.table.steps))

    def say(self, event: dict, forced: bool = False) -> None:
        """A step whose turn passed for want of a card keeps saying so once at rest (the
        next player is named in the Next box): a reader stepping quickly, whose step
        settles at once, would else never see it."""
        said = getattr(self, "no_card_said", None)     # the words, until the next turn
        if event["type"] == "turn" and said is not None:
            self.no_card_said, self.message = None, said     # (a skipped player's line came between)
            return
        super().say(event, forced)
        if forced:
            self.no_card_said = self.message

    def settle(self) -> None:
        """A quick reader need not wait for the dice."""
        for d in self.dice:
            d.settle()
        self.banner = None

    def next_text(self) -> str:
        event = self.table.next_event()
        if event is None:
            return t("replay_end")
        if event["type"] == "turn_end":        # an action's first line only when the player passes
            what = t("wz_h_pass_turn", name=self.seat_name(event["player"]))
        else:
            what = sentence(event, self.names()) or event["type"]
        return t("replay_next", what=what)

    def draw_replay(self, surface: pygame.Surface, replay) -> None:
        line = assets.shadowed(self.next_text(), 20, theme.CREAM, "bold")
        box = line.get_rect(center=(layout.HAND.centerx, NEXT_BOX_Y)).inflate(28, 10)
        box.width = max(box.width, 520)
        box.centerx = layout.HAND.centerx
        pen.rect(surface, (10, 30, 20), box, border_radius=12)
        pen.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(line, line.get_rect(center=box.center))
        seat = self.hand_seat()
        lines = assets.wrap(t("wz_replay_open_hands"), 14, OPEN_HANDS.width - 20)
        # whose hand: on two lines if it must (in French, with a long name, it is wider than the box)
        owner = [] if seat is None else assets.wrap(t("wz_replay_hand_of", name=self.seat_name(seat)), 16,
                                                    OPEN_HANDS.width - 20, "bold")
        box = OPEN_HANDS.copy()
        # as tall as its words, its lines further apart at a large text size (at 125 % and
        # 150 % they ran into each other)
        step, owner_step = assets.grown(18), assets.grown(21)
        box.height = 20 + step * len(lines) + owner_step * len(owner) + (3 if owner else 0)
        box.bottom = OPEN_HANDS.bottom
        pen.rect(surface, (10, 30, 20), box, border_radius=12)
        pen.rect(surface, theme.GOLD, box, 1, border_radius=12)
        y = box.y + 10
        for text in owner:
            surface.blit(assets.text(text, 16, theme.GOLD, "bold"), (box.x + 10, y))
            y += owner_step
        y += 3 if owner else 0
        for text in lines:
            surface.blit(assets.text(text, 14, theme.CREAM), (box.x + 10, y))
            y += step
