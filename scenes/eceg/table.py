"""Easy Come, Easy Go's table layer: the felt, nine prize cards, the players' areas,
the dice, on the shared table driver (scenes/shell/table_driver.py), which owns the
match, asks each computer seat from its view, saves a real game and ends it. This
layer turns events into motion (table_motion.py), a person's clicks and keys into
actions (`driver.act`), and draws (table_view.py).

`self.coach` is a hook for an extra layer (the coach, toggled with H): any object
with `draw(surface)` and optionally `update(dt)` / `handle_event(event)` (return the
event to let the table have it too); see `toggle_coach`.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.eceg.actions import SetAside, Take
from game.eceg.log import previous_turn
from scenes.eceg import coach as coach_view, defence, history, layout
from scenes.eceg.game_config import computer_players
from scenes.shell.table_layer import TableLayer
from scenes.shell.table_scene import open_table
from scenes.ui import assets, theme
from scenes.ui.sprites.die import Die, resting_places
from scenes.eceg.table_motion import STICKY, TableMotion
from scenes.eceg.foot_line import draw_foot_line
from scenes.eceg.table_view import TableView
from scenes.eceg.words import prize_name
from scenes.ui.text import YOU, spoken, t
from scenes.ui.tween import Tween, call, wait

SHOW = 0.4                       # a computer seat's choice shown this long (times the pace) before it is made
DIGIT_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def table(app, config, match, players=None, keep: bool = False):
    """The "table" role: the shared table with this game's layer."""
    players = players if players is not None else computer_players(config, match)
    return open_table(app, config, match, EcegTable, players, keep)


class EcegTable(TableMotion, TableLayer):
    coach_factory = None     # callable(table) -> the coach layer; None: scenes/eceg/coach.py's
    says_given_seats = False   # its notices take the keys line's place: a seat given to a
                               # computer is said once, then by its panel ("Computer for now")
    help_key = "keys_help"   # catalog id of the keys line under the tray (None: no line)
    last_turn_offered = True     # T and the "Last turn" button (the tutorial's lessons go without)
    # Nothing here can be taken back: a person's every decision is followed at once by
    # a roll (theirs, after setting dice aside, or the next player's, after a prize), so
    # U says so; Confirm moves asks before a prize is taken or stolen instead.
    takes_back = False
    no_take_back = "no_take_back"

    def __init__(self, driver):
        super().__init__(driver)
        match = driver.match
        self.table = None          # the table screen this layer is on (TableHandle), once it is
        self.visual_rng = random.Random(f"{match.seed}/looks")   # looks only, never the dice
        self.motions: list[Tween] = []              # moves that do not hold up the game (dice to tray)
        self.flights: list[Tween] = []              # prizes flying to their new owner
        self.dice: list[Die] = []
        self.shown_owners = list(match.state.owners)
        self.flying: dict[int, pygame.Rect] = {}    # prize index -> rect while moving
        self.focus: int | None = None               # prize index the keyboard points at
        self.banner: tuple[str, float] | None = None
        self.coach = None          # the H layer
        self.time = 0.0
        # what the table shows, which lags the game while events are animated: the seat
        # named by the tray, the highlight and the banners, and the counts of three prizes
        self.shown_seat: int | None = None
        self.shown_counts = [list(c) for c in match.state.counts]
        # people sharing the screen: each turn waits for its player to press Roll
        self.hot_seat = sum(1 for s in self.config.seats if s.is_human) >= 2
        self.ready_turn = -1            # the turn whose player has pressed Roll to begin
        self.view = TableView(self)
        state = match.state
        if driver.script is not None:
            pass                       # a past turn: show_past begins it
        elif state.phase == "roll" and state.turn_number == 1 and not state.kept:
            seat = state.seat
            self.queue.add(call(lambda: self.start_turn(seat)), wait(0.3 * self.pace(seat)))
        else:       # a resumed game: the dice as they were, at rest
            self.shown_seat = state.current_player
            self.rebuild_dice()
        if self.config.extra.get("coach") and driver.keeper is not None:     # resumed: the coach as it was
            self.toggle_coach()

    # ----- reading -----------------------------------------------------------------
    @property
    def you(self) -> int | None:
        """The seat the table speaks to as "you" (the tutorial's learner), or None."""
        return self.config.extra.get(YOU)

    def say(self, message_id: str, seats: dict[str, int], **values) -> str:
        """A sentence about players ({"name": seat, ...}), said to "you" where it is about them."""
        return spoken(message_id, seats, [s.name for s in self.config.seats], self.you, **values)

    def played_here(self, seat: int | None) -> bool:
        """A person at this screen plays the seat: its Roll button is shown. (The lessons'
        teacher, whose turns no one plays, is not a person's seat.)"""
        return self.driver.is_person(seat) and self.config.seats[seat].is_human

    @property
    def awaiting_human(self) -> bool:
        s = self.state
        return not self.queue.busy and s.phase == "decide" and self.driver.is_person(s.seat)

    @property
    def awaiting_start(self) -> bool:
        """Hot seat: a person's turn is announced and waits for them to press Roll."""
        s = self.state
        return (self.hot_seat and not self.queue.busy and s.phase == "roll" and not s.kept
                and self.driver.is_person(s.seat)
                and self.ready_turn != s.turn_number and not s.is_over())

    def claimable(self) -> list[int]:
        """Prizes to glow: only once the dice are at rest and a decision is due."""
        if self.queue.busy or self.state.phase != "decide":
            return []
        mask = self.state.claimable_mask()
        return [i for i in range(len(self.shown_owners)) if mask >> i & 1]

    def rolled_dice(self) -> list[Die]:
        """The dice just rolled, left to right (the order keys 1-4 use)."""
        return sorted((d for d in self.dice if not d.kept), key=lambda d: d.pos[0])

    def selected_values(self) -> tuple[int, ...]:
        return tuple(sorted(d.value for d in self.dice if d.selected and not d.kept))

    # ----- the flow (the driver's hooks) ------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        for d in self.dice:
            d.update(dt, self.visual_rng)

    def update_after(self, dt: float) -> None:
        """After the driver's queue: the moves that do not hold it up, banners, the coach."""
        for moves in (self.motions, self.flights):
            for tween in list(moves):
                tween.update(dt)
                if tween.finished:
                    moves.remove(tween)
        if self.banner:
            text, left = self.banner
            self.banner = (text, left - dt) if left > dt else None
        if self.coach is not None and hasattr(self.coach, "update"):
            self.coach.update(dt)

    def finale(self) -> None:
        self.queue.add_waiting(lambda: not self.flights and not self.motions)
        self.queue.add(wait(1.0))
        self.queue.add(call(self.show_results))

    def chance_delay(self) -> float | None:
        if self.awaiting_start:        # the "NAME's turn" moment stays until Roll
            if not self.banner or self.banner[1] < 0.5:
                self.banner = (self.message, STICKY)
            return None
        return 0.0

    def await_person(self, seats: list[int]) -> None:
        if self.focus not in self.claimable():
            options = self.claimable()
            self.focus = options[0] if options else None

    def announce(self, seat: int, action, act) -> None:
        """A choice not made by a click (a computer's, or one shown again from the log):
        shown and said first, then made."""
        pace = self.pace(seat)
        who = {"name": seat}
        if isinstance(action, SetAside):     # its choice shown, and said, before it is made
            for d in self.pick_dice(action.dice):
                d.selected = True
            self.message = self.say("sets_aside", who, dice=" ".join(map(str, action.dice)))
        else:
            self.focus = self.state.table.index[action.prize]
            victim = self.state.owner(action.prize)
            if victim is None:
                self.message = self.say("takes_now", who, prize=prize_name(action.prize))
            else:       # a steal, said as one while the card still lies before its holder
                self.message = self.say("steals_now", {"name": seat, "victim": victim},
                                        prize=prize_name(action.prize))
        self.queue.add(wait(SHOW * pace))
        self.queue.add(call(act))

    def act(self, action) -> None:
        """A person's action, sent to the game (asked first, when the setting wants moves
        confirmed; the driver animates what happened)."""
        self.driver.decide(self.state.seat, action)

    def confirm_question(self, seat: int, action) -> str | None:
        """Taking a prize and stealing one are asked first when moves are confirmed."""
        if not isinstance(action, Take):
            return None
        owner = self.state.owners[self.state.table.index[action.prize]]
        if owner is None or owner == seat:
            return t("confirm_take", prize=prize_name(action.prize))
        return t("confirm_steal", prize=prize_name(action.prize), victim=self.seat_name(owner))

    def take(self, index: int) -> None:
        if self.awaiting_human and index in self.claimable():
            self.app.audio.play("click")
            self.act(Take(self.state.table.ids[index]))

    def roll(self) -> None:
        if self.awaiting_start and not self.queue.busy:
            self.ready_turn = self.state.turn_number     # the banner fades as the dice land
            self.app.audio.play("click")
            self.driver.chance()
            return
        values = self.selected_values()
        if self.awaiting_human and values:
            self.act(SetAside(values))

    def rebuild_dice(self) -> None:
        """Dice of a resumed turn: those set aside in the tray, those rolled on the felt."""
        state = self.state
        if state.is_over() or state.current_player is None:
            return
        faces = self.match.rules.dice.faces
        slots = layout.tray_slots()
        self.dice = []
        for k, v in enumerate(state.kept):
            d = Die(v, slots[min(3, k)], faces)
            d.kept = True
            self.dice.append(d)
        if state.phase == "decide":
            places = resting_places(len(state.rolled), defence.dice_area(self), self.visual_rng)
            self.dice += [Die(v, place, faces) for v, place in zip(state.rolled, places)]
        self.message = self.say("turn_of", {"name": state.seat})

    def show_results(self) -> None:
        self.banner, self.message = None, ""      # nothing of the table's left under the results
        self.shown_seat, self.dice = None, []
        self.app.open("results", self.config, self.match, self.table)

    # ----- the last turn shown again (this layer on a driver fed from the log) ----------------
    def last_turn_available(self) -> bool:
        """A finished turn to show, and the table at rest waiting for a person."""
        return self.at_rest_for_past() and previous_turn(self.match.log) is not None

    def at_rest_for_past(self) -> bool:
        return ((self.awaiting_human or self.awaiting_start) and not self.motions and not self.flights
                and not self.state.is_over())

    def at_rest(self) -> bool:
        return not (self.motions or self.flights)

    def begin_past(self, seat) -> None:
        self.start_turn(seat)
        self.banner = (self.say("last_turn_showing", {"name": seat}), STICKY)   # until the dice rest
        self.queue.add(wait(0.5 * self.pace(seat)))

    def shown_part(self, events: list[dict]) -> list[dict]:
        """A past turn's events, up to the next player's turn (which is not shown)."""
        shown = []
        for event in events:
            if event["type"] in ("turn", "win"):
                break
            shown.append(event)
        return shown

    # ----- input ----------------------------------------------------------------------
    def handle_event(self, event):
        if self.coach is not None and hasattr(self.coach, "handle_event"):
            if self.coach.handle_event(event) is None:
                return None
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEMOTION:
            self.view.hover(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.view.leave()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        return None

    def key(self, event):
        """A key of this game's (the table's own, Esc, L, E and T, are returned)."""
        k = event.key
        if k == pygame.K_h:
            self.toggle_coach()
            return None
        if k == pygame.K_t and not self.last_turn_offered:
            return None
        if k == pygame.K_SPACE and self.awaiting_start:
            self.roll()
            return None
        if not self.awaiting_human:
            return event
        options = self.claimable()
        if k in DIGIT_KEYS and event.mod & pygame.KMOD_SHIFT:
            self.take(DIGIT_KEYS[k] - 1)
        elif k in DIGIT_KEYS:
            rolled = self.rolled_dice()
            n = DIGIT_KEYS[k]
            if n <= len(rolled):
                rolled[n - 1].selected = not rolled[n - 1].selected
                self.app.audio.play("click", 0.5)
        elif k == pygame.K_SPACE:
            self.roll()
        elif k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN) and options:
            back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            at = options.index(self.focus) if self.focus in options else -1
            self.focus = options[(at + (-1 if back else 1)) % len(options)]
        elif k in ENTER_KEYS and options:
            self.take(self.focus if self.focus in options else options[0])
        else:
            return event
        return None

    def click(self, pos):
        if self.view.last_turn_button.rect.collidepoint(pos) and self.view.shows_last_turn_button():
            self.view.last_turn_button.press()
            return None
        if self.view.roll_button.rect.collidepoint(pos) and self.played_here(self.shown_seat):
            self.view.roll_button.press()
            return None
        if not self.awaiting_human:
            return None
        for d in self.rolled_dice():
            if d.contains(pos):
                d.selected = not d.selected
                self.app.audio.play("click", 0.5)
                return None
        for i in self.claimable():
            if self.view.prize_rect(i).collidepoint(pos):
                self.take(i)
                return None
        return None

    def refresh_text(self) -> None:
        """After a language switch: the seat labels and the current line in the new language."""
        super().refresh_text()
        self.view.relabel()
        state = self.state
        if state.current_player is not None and not self.queue.busy:
            self.message = self.say("turn_of", {"name": state.current_player})

    def make_history(self):
        return history.HistoryPanel(self)

    def toggle_coach(self) -> None:
        """H: show or hide the coach, made by `EcegTable.coach_factory` when set (tests),
        else by scenes/eceg/coach.py."""
        if self.coach is not None:
            self.coach = None
        else:
            self.coach = (EcegTable.coach_factory or coach_view.overlay)(self)
        self.remember_coach()

    def remember_coach(self) -> None:
        """A real game keeps whether its coach is shown in its save, so Resume brings it back."""
        shown = self.coach is not None and not isinstance(self.coach, coach_view.NotAllowedNote)
        if self.driver.keeper is None or bool(self.config.extra.get("coach")) == shown:
            return
        self.driver.change_config(replace(self.config, extra={**self.config.extra, "coach": shown}))

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        self.draw_beside(surface)
        if self.showing_past:
            self.draw_past_band(surface)
        elif self.coach is not None:
            self.coach.draw(surface)

    def draw_past_band(self, surface: pygame.Surface) -> None:
        """In the key line's place: whose turn this is, and how to leave."""
        draw_foot_line(surface, self.say("last_turn_bar", {"name": self.past_seat}), theme.CREAM)

    def draw_notice(self, surface: pygame.Surface, notice) -> None:
        """A notice ("Game log saved: ...", a remote seat's person away) in the keys line's
        place, at the table's foot, the keys line giving way (table_view.py): under the row
        of cards it lay over the coach's pills and the dice. Gold words; they fade out at
        the end."""
        message, left = notice
        draw_foot_line(surface, message, theme.GOLD, int(255 * min(1.0, max(0.0, left) / 0.4)))

    def give_rect(self, seats: list[int]) -> tuple[int, int, int, int]:
        """The give button on the (first) away seat's own panel: it says whose seat it
        gives, and the thrown dice land anywhere on the felt. Under the name, above the row
        of prizes; in the shorter panels of 5 and 6 seats (it lay over half of the prizes'
        height there, a click meant for one gave the seat) a small one in the name's row,
        in place of the kind's words (the name keeps its room: table_view.py)."""
        area = self.view.area_rects[seats[0]]
        if self.view.short_panel(seats[0]):
            return (area.right - 8 - layout.GIVE_SMALL_WIDTH, area.y + 6, layout.GIVE_SMALL_WIDTH, 30)
        # under the name however large the text (at 150 % its descenders reached the button)
        top = min(max(42, 12 + assets.font(22, "bold").get_height()), area.height - 40)
        return (area.x + 8, area.y + top, area.width - 16, 36)

    def give_label(self, seats: list[int]) -> str:
        return t("table_give_short") if self.view.short_panel(seats[0]) else t("table_give")

    def draw_beside(self, surface: pygame.Surface) -> None:
        """A panel of the layer's own on the table, under the coach and the history (the tutorial's)."""
