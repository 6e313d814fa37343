"""Pig's table layer on the shared table driver (scenes/shell/table_driver.py): one
die on the felt, the two scores and the turn total, Roll and Hold as buttons and
keys (Space or R rolls, H holds; Esc, L, E and T are the table screen's). The
driver owns the match and the seats and asks the computer from its view; this
layer turns each event into motion (the die thrown, the score counting up), a
person's input into an action, and draws what it has shown so far (which lags the
match while events are animated)."""
from __future__ import annotations

import random

import pygame

from scenes.shell.table_layer import TableLayer
from scenes.ui import assets, pen, theme
from scenes.ui.history_panel import HistoryPanel, draw_notice
from scenes.ui.sprites import seats as seat_symbols
from scenes.ui.sprites.die import Die
from scenes.ui.sprites.felt import felt
from scenes.ui.text import kind_name, t
from scenes.ui.tween import Tween, call, wait
from scenes.ui.widgets import Button
from tests.pig.game.state import BUST, DECIDE, HOLD_ACTION, ROLL_ACTION
from tests.pig.scenes.words import sentence, sentences

PANELS = (pygame.Rect(70, 60, 400, 190), pygame.Rect(810, 60, 400, 190))
DIE_FROM, DIE_AT = (640, 250), (640, 380)       # the die flies from the cup's side to the felt's middle
TOTAL_Y, MESSAGE_Y, KEYS_Y = 505, 560, 700
ROLL_BUTTON, HOLD_BUTTON = pygame.Rect(440, 605, 190, 60), pygame.Rect(650, 605, 190, 60)
HISTORY = pygame.Rect(10, 270, 420, 440)
ROLL_KEYS, HOLD_KEYS = (pygame.K_SPACE, pygame.K_r), (pygame.K_h,)
TUMBLE = 0.9            # a throw's flight, times the pace
SHOW = 0.5              # a computer's choice is said this long (times the pace) before it is made
BUST_PAUSE = 0.9        # the lost total stays in view this long (times the pace)
COUNT_UP = 0.5          # a held total flies into the score


class PigTable(TableLayer):
    def __init__(self, driver):
        super().__init__(driver)
        state = self.state
        self.looks = random.Random(f"{self.match.seed}/looks")      # the die's tumble only, never its face
        self.shown_scores = list(state.scores)
        self.shown_total = state.turn_total
        self.shown_seat = state.seat
        self.said: tuple[str, dict] = ("pig_turn_of", {"name": state.seat})
        self.chosen: str | None = None          # "roll"/"hold": a computer's choice, lit before it is made
        self.die: Die | None = None
        last_roll = next((e for e in reversed(self.match.log) if e["type"] == "roll"), None)
        if last_roll is not None and driver.script is None and state.turn_total:   # a resumed turn
            self.die = Die(last_roll["value"], DIE_AT, faces=(1, 2, 3, 4, 5, 6))
        self.roll_button = Button(ROLL_BUTTON, lambda: t("pig_roll"), self.roll, enabled=self.may_roll)
        self.hold_button = Button(HOLD_BUTTON, lambda: t("pig_hold"), self.hold, enabled=self.may_hold)

    # ----- reading ---------------------------------------------------------------------
    @property
    def awaiting_person(self) -> bool:
        """A person at this screen is to roll or hold, and the table is at rest."""
        state = self.state
        return (not self.queue.busy and state.phase == DECIDE and self.driver.is_person(state.seat)
                and not (self.die and self.die.moving))

    def may_roll(self) -> bool:
        return self.awaiting_person

    def may_hold(self) -> bool:
        return self.awaiting_person and self.state.turn_total > 0

    def said_line(self) -> str:
        message_id, values = self.said
        named = {k: self.seat_name(v) if k == "name" else v for k, v in values.items()}
        return t(message_id, **named)

    def say(self, message_id: str, **values) -> None:
        self.said = (message_id, values)

    # ----- input -----------------------------------------------------------------------
    def roll(self) -> None:
        if self.may_roll():
            self.app.audio.play("click")
            self.driver.act(self.state.seat, ROLL_ACTION)
            self.throw_now()

    def hold(self) -> None:
        if self.may_hold():
            self.app.audio.play("click")
            self.driver.act(self.state.seat, HOLD_ACTION)

    def throw_now(self) -> None:
        """The die thrown at once after a live choice to roll: Pig's log writes the choice
        only with the face it showed, so the match never rests between the two (a save
        or a screen left there would hold a position its log does not lead to)."""
        if self.driver.script is None and self.state.is_chance():
            self.driver.chance()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in ROLL_KEYS:
                self.roll()
            elif event.key in HOLD_KEYS:
                self.hold()
            else:
                return event           # Esc, L, E, T: the table screen's
            return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            for button in (self.roll_button, self.hold_button):
                button.handle_event(event)
        return None

    # ----- the driver's hooks -------------------------------------------------------------
    def await_person(self, seats: list[int]) -> None:
        """A turn begins with the keys to press; a roll's words stay until the next choice."""
        if self.said[0] == "pig_turn_of":
            self.say("pig_decide" if self.state.turn_total else "pig_decide_first", name=seats[0])

    def announce(self, seat: int, action, act) -> None:
        """The computer's choice (or a logged one shown again) lit and said, then made."""
        self.chosen = "roll" if action == ROLL_ACTION else "hold"
        self.say("pig_chooses_" + self.chosen, name=seat)
        self.queue.add(wait(SHOW * self.pace(seat)))
        self.queue.add(call(lambda: self.made(act)))

    def made(self, act) -> None:
        self.chosen = None
        act()
        self.throw_now()

    def play(self, events: list[dict]) -> None:
        for event in events:
            kind, seat = event["type"], event.get("player")
            pace = self.pace(seat)
            if kind == "roll":
                self.queue.add(call(lambda v=event["value"], p=pace: self.throw(v, p)))
                self.queue.add_waiting(lambda: not self.die.moving)
                self.queue.add(call(lambda e=event: self.landed(e)))
            elif kind == "bust":
                self.queue.add(wait(BUST_PAUSE * pace))
                self.queue.add(call(lambda: setattr(self, "shown_total", 0)))
            elif kind == "hold":
                self.queue.add(self.count_up(seat, event["score"] - event["total"], event["score"], pace))
                self.queue.add(call(lambda e=event: self.say("pig_held", name=e["player"], n=e["total"],
                                                             score=e["score"])))
            elif kind == "turn":
                self.queue.add(wait(0.4 * pace))
                self.queue.add(call(lambda s=seat: self.next_turn(s)))
            elif kind == "win":
                self.queue.add(call(lambda e=event: self.say("pig_wins", name=e["player"],
                                                             score=self.shown_scores[e["player"]])))

    def throw(self, value: int, pace: float) -> None:
        self.die = Die(value, DIE_FROM, faces=(1, 2, 3, 4, 5, 6))
        self.die.throw(DIE_FROM, (DIE_AT[0] + self.looks.uniform(-60, 60), DIE_AT[1] + self.looks.uniform(-20, 20)),
                       TUMBLE * pace, self.looks)
        if pace == 0:
            self.die.settle()
        else:
            self.app.audio.play("rattle", 0.6)

    def landed(self, event: dict) -> None:
        seat, value = event["player"], event["value"]
        if value == BUST:
            self.say("pig_bust", name=seat, n=self.shown_total)
        else:
            self.shown_total += value
            self.say("pig_rolled", name=seat, n=value)

    def count_up(self, seat: int, before: int, after: int, pace: float) -> Tween:
        """The turn total flies into the score: both counted as it goes."""
        total = after - before

        def apply(x: float) -> None:
            self.shown_scores[seat] = before + round(total * x)
            self.shown_total = total - round(total * x)
        return Tween(COUNT_UP * pace, apply)

    def next_turn(self, seat: int) -> None:
        self.shown_seat, self.shown_total, self.die = seat, 0, None
        self.say("pig_turn_of", name=seat)

    def finale(self) -> None:
        self.queue.add(wait(1.0))
        self.queue.add(call(self.show_results))

    def show_results(self) -> None:
        self.app.open("results", self.config, self.match, self.table)

    def update(self, dt: float) -> None:
        if self.die is not None:
            self.die.update(dt, self.looks)

    # ----- the last turn shown again (T), on a driver fed from the log --------------------------
    def at_rest_for_past(self) -> bool:
        return self.awaiting_person

    def show_past(self, seat, done) -> None:
        # the first turn begins with the start line, which names no player: seat 0's
        super().show_past(seat if seat is not None else self.state.seat, done)

    def begin_past(self, seat: int) -> None:
        self.say("pig_turn_of", name=seat)
        self.queue.add(wait(0.5 * self.pace(seat)))

    def shown_part(self, events: list[dict]) -> list[dict]:
        """Up to the next player's turn (not shown: the live table has it)."""
        return [e for e in events if e["type"] not in ("turn", "win")]

    # ----- a replay ----------------------------------------------------------------------------
    def at_rest(self) -> bool:
        return self.die is None or not self.die.moving

    def settle(self) -> None:
        if self.die is not None:
            self.die.settle()

    def draw_replay(self, surface: pygame.Surface, replay) -> None:
        event = replay.next_event()
        said = sentence(event, self.names()) if event is not None else None
        line = t("replay_next", what=said[0]) if said else t("replay_end")
        self.band(surface, line, TOTAL_Y - 70)
        self.band(surface, t("replay_bar", n=replay.position - replay.first, total=len(replay.steps) - replay.first),
                  KEYS_Y - 14, 15)

    # ----- the history (L) and notices ---------------------------------------------------------
    def make_history(self):
        names = self.names()
        return HistoryPanel(HISTORY, lambda: self.match.log, lambda: self.queue.busy,
                            lambda log: sentences(log, names))

    def draw_notice(self, surface: pygame.Surface, notice) -> None:
        draw_notice(surface, notice, 640, 20, pygame.Rect(440, 10, 400, 200))

    # ----- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        for seat, rect in enumerate(PANELS):
            self.draw_seat(surface, seat, rect)
        goal = assets.text(t("pig_to_win", n=self.match.rules.target), 20, (190, 215, 200), "bold")
        surface.blit(goal, goal.get_rect(midtop=(640, 70)))
        if self.die is not None:
            self.die.draw(surface)
        total = assets.shadowed(t("pig_turn_total", n=self.shown_total), 34, theme.GOLD, "display")
        surface.blit(total, total.get_rect(center=(640, TOTAL_Y)))
        words = assets.shadowed(self.said_line(), 24, theme.CREAM, "bold")
        surface.blit(words, words.get_rect(center=(640, MESSAGE_Y)))
        if self.driver.people() or self.chosen:
            for button, name in ((self.roll_button, "roll"), (self.hold_button, "hold")):
                button.draw(surface)
                if self.chosen == name:          # the computer's choice, before it is made
                    pen.rect(surface, theme.GOLD, button.rect.inflate(10, 10), 4, border_radius=16)
        if self.past_seat is not None:
            self.band(surface, t("pig_last_turn", name=self.seat_name(self.past_seat)), KEYS_Y - 14, 15)
        elif self.driver.script is None:
            keys = assets.text(t("pig_keys"), 15, (190, 215, 200))
            surface.blit(keys, keys.get_rect(center=(640, KEYS_Y - 14)))

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        seat_config = self.config.seats[seat]
        colour = theme.seat_colour(seat_config.colour)
        panel = pen.Surface(rect.size, pygame.SRCALPHA)
        pen.rect(panel, (8, 24, 16, 215), panel.get_rect(), border_radius=16)
        surface.blit(panel, rect)
        if seat == self.shown_seat and not self.state.is_over():
            pen.rect(surface, theme.GOLD, rect, 3, border_radius=16)
        seat_symbols.draw_symbol(surface, seat, colour, (rect.x + 30, rect.y + 32), 11)
        name = assets.text(seat_config.name, 26, theme.CREAM, "bold")
        surface.blit(name, name.get_rect(midleft=(rect.x + 52, rect.y + 32)))
        kind = t("pig_person") if seat_config.is_human else kind_name(seat_config.kind)
        label = assets.text(kind, 15, (170, 200, 180))
        surface.blit(label, label.get_rect(topright=(rect.right - 16, rect.y + 14)))
        caption = assets.text(t("pig_score"), 18, (190, 215, 200))
        surface.blit(caption, caption.get_rect(midtop=(rect.centerx, rect.y + 62)))
        score = assets.shadowed(str(self.shown_scores[seat]), 72, colour, "display", offset=3)
        surface.blit(score, score.get_rect(midtop=(rect.centerx, rect.y + 86)))

    def band(self, surface: pygame.Surface, line: str, y: int, size: int = 20) -> None:
        image = assets.text(line, size, theme.CREAM, "bold")
        box = image.get_rect(center=(640, y)).inflate(24, 10)
        pen.rect(surface, (10, 30, 20), box, border_radius=8)
        pen.rect(surface, theme.GOLD, box, 1, border_radius=8)
        surface.blit(image, image.get_rect(center=box.center))
