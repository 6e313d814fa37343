"""A saved Wazabi log replayed on the real table (the list of logs is every game's:
scenes/shell/replay_list.py). Each step is one action of the log: a roll (the dice
tumble, the drawn cards fly), a die given, a card played with its effect, the cards a
targeted player keeps, a pass, a reshuffle. Right / Space / Enter / a click = next
step, Left / right click = one step back (rebuilt from the start, instantly), Home /
End, Esc back to the list; L (history) as at the table. Nothing is saved and nobody
is asked to choose.

A log is a finished game's full record (every hand, the pile's order), offered for
saving only once the game is over: so here the hand of the player acting lies face
up, and the screen says so."""
from __future__ import annotations

import pygame

from game.core.match import Match, Seat
from game.wazabi.log import action_of, rules_of
from game.wazabi.phases import KEEPING

from scenes.shell.replay_steps import ReplaySteps
from scenes.shell.seating import SeatConfig
from scenes.ui import assets, theme
from scenes.ui.text import counted, t
from scenes.wazabi import layout
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.history import sentence
from scenes.wazabi.table import TableScene

NEXT_BOX_Y = 524                       # between the seat at the bottom and the hand
OPEN_HANDS = pygame.Rect(1040, 556, 226, 146)      # where the table's buttons would be


class _Logged:
    """Stands for a seat whose moves come from the log (never asked to choose, never
    a person: no cover screen, no buttons)."""
    kind = "log"


def config_of(start: dict) -> GameConfig:
    """The setup a log's start line records (seat colours are the table's, in order)."""
    colours = [c for _, c in theme.SEAT_COLOURS]
    seats = tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"]) for i, p in enumerate(start["players"]))
    return GameConfig(seats, GameConfig.game.options_of_start(start), seed=start["seed"])


def match_of(start: dict) -> Match:
    """The game as its start line deals it: the hands and the pile it records (a
    tutorial's prepared deal too), not a deal made again from the seed."""
    return Match(rules_of(start), [Seat(p["name"], p["kind"]) for p in start["players"]], start["seed"])


def steps_of(events: list[dict]) -> list[tuple[list, int]]:
    """([(seat, action), ...], index of its first line) of each action the log records:
    the lines an action writes after its first (the draws after a roll, a card's
    effect, the next turn) are not steps of their own."""
    probe = match_of(events[0])
    steps, written = [], 0
    for index, event in enumerate(events[1:], 1):
        if written:
            written -= 1
            continue
        found = action_of(event)
        pairs = found if isinstance(found, list) else [found]
        written = sum(len(probe.apply(seat, action)) for seat, action in pairs) - 1
        steps.append((pairs, index))
    return steps


def summary(events: list[dict]) -> str:
    """A Wazabi game in the replay list: how many turns were played."""
    return counted("wz_replay_turns", sum(1 for e in events if e["type"] == "turn"))


class ReplayTable(ReplaySteps, TableScene):
    """One logged game on the table, moved one step at a time by the viewer."""

    def __init__(self, app, game, position: int | None = None):
        self.game = game
        self.events = [e for _, e in game]
        config = config_of(self.events[0])
        match = match_of(self.events[0])
        self.steps = steps_of(self.events)
        self.position = 0
        self.instant = False
        super().__init__(app, config, match, players=[_Logged()] * len(config.seats))
        if position is not None:
            self.go_to(position)

    # the viewer drives: nobody decides, nothing is saved, no results screen
    def advance(self) -> None:
        pass

    def pace(self, seat) -> float:
        return 0.0 if self.instant else super().pace(seat)

    def hand_seat(self) -> int | None:
        """Face up: the hand of the player acting (a finished game's log shows them all)."""
        if self.state.phase == KEEPING and self.state.actors():
            return self.state.actors()[0]
        return self.turn_seat

    def keys_line(self) -> str:
        return t("replay_bar", n=self.position, total=len(self.steps))

    # ----- stepping ------------------------------------------------------------------
    def settle(self) -> None:
        """Finish what is moving now (a quick reader need not wait for the dice)."""
        for _ in range(2400):
            if not (self.queue.busy or self.flights):
                break
            self.update(1 / 60)
        for d in self.dice:
            d.settle()
        self.banner = None

    def next(self) -> None:
        if self.position >= len(self.steps):
            return
        self.settle()
        pairs, _ = self.steps[self.position]
        self.position += 1
        self.play([e for seat, action in pairs for e in self.match.apply(seat, action)])

    def handle_event(self, event):
        if self.history is not None and self.history.handle_event(event) is None:
            return None
        if event.type == pygame.KEYDOWN:
            if not self.step_key(event.key) and event.key == pygame.K_l:
                self.key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.next()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.go_to(self.position - 1)
        return None

    # ----- drawing ---------------------------------------------------------------------
    def next_text(self) -> str:
        if self.position >= len(self.steps):
            return t("replay_end")
        pairs, index = self.steps[self.position]
        event = self.events[index]
        if event["type"] == "turn_end":        # an action's first line only when the player passes
            what = t("wz_h_pass_turn", name=self.seat_name(event["player"]))
        else:
            what = sentence(event, self.names()) or event["type"]
        return t("replay_next", what=what)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        line = assets.shadowed(self.next_text(), 20, theme.CREAM, "bold")
        box = line.get_rect(center=(layout.HAND.centerx, NEXT_BOX_Y)).inflate(28, 10)
        box.width = max(box.width, 520)
        box.centerx = layout.HAND.centerx
        pygame.draw.rect(surface, (10, 30, 20), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(line, line.get_rect(center=box.center))
        seat = self.hand_seat()
        lines = assets.wrap(t("wz_replay_open_hands"), 14, OPEN_HANDS.width - 20)
        # whose hand: on two lines if it must (in French, with a long name, it is wider than the box)
        owner = [] if seat is None else assets.wrap(t("wz_replay_hand_of", name=self.seat_name(seat)), 16,
                                                    OPEN_HANDS.width - 20, "bold")
        box = OPEN_HANDS.copy()
        box.height = 20 + 18 * len(lines) + 21 * len(owner) + (3 if owner else 0)     # as tall as its words
        box.bottom = OPEN_HANDS.bottom
        pygame.draw.rect(surface, (10, 30, 20), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=12)
        y = box.y + 10
        for text in owner:
            surface.blit(assets.text(text, 16, theme.GOLD, "bold"), (box.x + 10, y))
            y += 21
        y += 3 if owner else 0
        for text in lines:
            surface.blit(assets.text(text, 14, theme.CREAM), (box.x + 10, y))
            y += 18
