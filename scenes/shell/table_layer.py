"""What a game supplies to a table: its layer on the shared driver.

A game's table layer is thin: how each event moves on its felt (`play`), how a
person's input becomes an action (`handle_event`, sending it with `driver.act`),
and how its felt is drawn (`draw`). It holds only what it shows (dice in the air,
a banner, the card in focus), never a copy of the match, a loop, or save code: the
driver (scenes/shell/table_driver.py) owns the match, the seats, the queue of
motion, the decisions and the keeper.

The hooks below have defaults that suit a game where one seat acts at a time and
chance acts at once; a game overrides what differs.
"""
from __future__ import annotations

import pygame

from scenes.shell.table_driver import COMPUTER_PACE, PERSON_PACE, THINK
from scenes.ui.text import t
from scenes.ui.tween import call, wait

GIVE_RECT = (510, 250, 260, 38)     # the give button's place, unless the game chooses (give_rect)

PAST_END_KEYS = (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_t,
                 pygame.K_BACKSPACE)
PAST_END_HOLD = 1.2       # a past turn's last step stays in view this long (times the pace)


class TableLayer:
    computer_pace = COMPUTER_PACE       # animation time factors by speed setting
    person_pace = PERSON_PACE
    history_key = pygame.K_l            # opens the history panel (a game may use L for something else)
    last_turn_offered = True            # T shows the last turn again
    typing = False                      # True: M is the game's input now, not mute (YAM's call keys)
    takes_back = True                   # a person alone with computers may take back a decision (U)
    confirms = True                     # the confirm-moves setting asks before `confirm_question`'s moves
    undo_rect = None                    # where the table draws its Undo button (None: U only)
    done_rect = (1056, 632, 200, 56)    # the Done button while the table waits to go on (take_back_wait)
    no_take_back = "undo_not_here"      # what U says where `takes_back` is False (a message id)
    # a remote seat a computer plays while its person is away: said with the notices until they
    # are back (False: said once, then by the seat's panel alone; for a table whose notice
    # takes the keys line's place, which would be gone for the rest of the game)
    says_given_seats = True

    def __init__(self, driver):
        self.driver = driver
        self.app = driver.app
        driver.attach(self)
        self.table = None               # the table screen showing this layer (TableHandle), once shown
        self.live = self                # the live game's layer (another, while this one shows a past turn)
        self.past_seat: int | None = None      # showing a past turn again: whose (None: live play)
        self.past_done = None                  # called once the past turn has been shown to the end
        self.message = ""               # the line that tells what is happening
        self._line = None               # (how it is worded, as said) when said by say_line

    # ----- reading (what every layer uses) --------------------------------------------------
    @property
    def match(self):
        return self.driver.match

    @property
    def state(self):
        return self.driver.match.state

    @property
    def config(self):
        return self.driver.config

    @property
    def players(self):
        return self.driver.players

    @property
    def queue(self):
        return self.driver.queue

    def pace(self, seat: int | None = None) -> float:
        return self.driver.pace(seat)

    def seat_name(self, seat: int) -> str:
        return self.driver.seat_name(seat)

    def names(self) -> list[str]:
        return self.driver.names()

    def confirm_question(self, seat: int, action) -> str | None:
        """The question asked before this person's move when the setting wants moves that
        cannot be taken back confirmed ("Take Exactly 7?"); None: not asked."""
        return None

    # ----- the flow's hooks (called by the driver) ---------------------------------------------
    def before_next(self) -> bool:
        """The queue is empty and the next decision is about to be asked: True keeps the
        table where it is this frame (a tutorial's words are read first)."""
        return False

    def play(self, events: list[dict]) -> None:
        """Queue the motion of each event on `self.queue`."""

    def announce(self, seat: int, action, act) -> None:
        """A choice not made at this screen's input (a computer's, or one read back from a
        log): shown and said first if the game wants, then made by calling `act()`."""
        act()

    def chance_delay(self) -> float | None:
        """How long before chance acts (0: now); None holds it for a person to start
        (a Roll button), who then calls `driver.chance()`."""
        return 0.0

    def think_time(self, seat: int) -> float:
        """A computer seat's pause before it chooses (times the pace)."""
        return THINK

    def part_over(self, seat: int) -> bool:
        """After this person's decision, is their part over: is the next thing another
        seat's move or chance (the table then waits a moment, as the time to take back a
        move says), rather than a decision of their own (a Roll of their own counts as
        theirs: a game with one says so)?"""
        state = self.state
        return state.is_chance() or seat not in state.actors()

    def await_person(self, seats: list[int]) -> None:
        """People at this screen are to act (the table is at rest): focus, covers..."""

    def not_taken(self, seat: int) -> None:
        """A joined table: the host did not take this seat's action of a timed round (made
        too late): whatever the table shows of it as made goes."""

    def timed(self) -> bool:
        """Do the seats act now at moments of their own (a real-time round)? The layer
        opens its clock (`driver.open_clock(seats)`) and closes it (`close_clock()`)."""
        return False

    def timed_choice(self, seat: int, time: float, choice) -> None:
        """A computer seat's proposal whose time the round's clock has reached (`time`:
        its own moment, at or a little before the clock)."""
        self.driver.act(seat, choice)

    def timed_turn(self, actors) -> None:
        """A real-time round goes on (called each frame the queue is empty, after the
        computers' due choices): people's input reaches the rules, time may run out."""

    def finale(self) -> None:
        """The game is over: queue what ends it (a moment, then the results)."""

    # ----- a script played back (the last turn, a replay) -----------------------------------
    def read_time(self) -> float:
        """A logged step's words stay this long (times the pace) before it is made."""
        return 0.7

    def moment(self, seat: int, action) -> float | None:
        """In a timed round played back, the clock time a logged step was made at (it
        is shown when the clock gets there); None: at once."""
        return None

    def shown_part(self, events: list[dict]) -> list[dict]:
        """Of a logged step's events, those the showing animates (the last turn stops at
        the next player's turn)."""
        return events

    def script_ended(self) -> None:
        """Every logged step has been shown: once at rest, a moment to see it, then back."""
        self.queue.add_waiting(self.at_rest)
        self.queue.add(wait(PAST_END_HOLD * self.pace(self.past_seat)))
        self.queue.add(call(self.past_done))

    # ----- the last turn shown again (T), on a layer of its own ----------------------------------
    def at_rest_for_past(self) -> bool:
        """May the last turn be shown now (the table at rest, a person to act)?"""
        return self.driver.at_rest and not self.state.is_over()

    def why_no_past(self, found: bool) -> str:
        """The words when T shows nothing: no finished turn yet, or (`found`) not now."""
        return t("last_turn_later") if found else t("last_turn_none")

    @property
    def showing_past(self) -> bool:
        return self.past_seat is not None

    def show_past(self, seat: int | None, done) -> None:
        """This layer shows a past turn of `seat` (its driver plays the log back); `done()`
        once it has been seen to the end."""
        self.past_seat, self.past_done = seat, done
        self.begin_past(seat)

    def begin_past(self, seat: int | None) -> None:
        """The past turn's first moment on the felt (whose turn, a banner)."""

    def ends_past(self, event) -> bool:
        """Esc, Space, Enter, T, Backspace or a click: back to the game at once; other keys
        wait. The pointer still hovers."""
        if event.type == pygame.KEYDOWN:
            return event.key in PAST_END_KEYS
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button in (1, 3)
        if event.type == pygame.MOUSEMOTION:
            self.handle_event(event)
        return False

    def ask_last_turn(self) -> None:
        """A button of the layer's asks the table for T."""
        if self.table is not None:
            self.table.show_last_turn()

    # ----- a replay (scenes/shell/replay_table.py) ----------------------------------------------
    def at_rest(self) -> bool:
        """Nothing of the layer's own still moving (the replay settles a step before the next)."""
        return True

    def settle(self) -> None:
        """Whatever still moves comes to rest at once."""

    def replay_key(self, event) -> None:
        """A key at a replay that is not the stepper's: the layer's own that only show things."""

    def draw_replay(self, surface: pygame.Surface, replay) -> None:
        """What a replay adds: the next step in words, where it is (`replay.position`,
        `replay.first`, `len(replay.steps)`, `replay.next_event()`)."""

    # ----- per frame -------------------------------------------------------------------------
    def covered(self) -> bool:
        """Is something over the live table: its history panel, or another screen on top
        (the pause, the settings)? A game whose round runs on a clock may stand still
        then and hide what is secret to the round (while paused, the table is not
        updated at all)."""
        table = self.live.table
        if table is None:
            return False
        return table.history_shown() or self.app.top is not table

    def holding(self) -> bool:
        """Is the whole table held still (e.g. a tutorial's card to read first)?"""
        return False

    def update(self, dt: float) -> None:
        """The layer's own motion that goes before the driver's queue (dice rolling)."""

    def motion_dt(self, dt: float) -> float:
        """How far the driver's queue moves this frame (more than `dt` while hurried)."""
        return dt

    def update_after(self, dt: float) -> None:
        """The layer's own motion after the queue (moves that do not hold it up, banners)."""

    def handle_event(self, event):
        """A person's input: return None when used, the event otherwise."""
        return event

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def say_line(self, words) -> None:
        """The line of what happens, as `words()` words it now (a call, so that a language
        switched mid-game words it again: `refresh_text`)."""
        self.message = words()
        self._line = (words, self.message)

    def refresh_text(self) -> None:
        """After a language switch: the line of what happens worded again while it shows
        (it stayed in the language it was said in until the next one)."""
        line = self._line
        if line is not None and self.message == line[1]:
            self.say_line(line[0])

    def left(self) -> None:
        """The layer is done with: the table was left, or a move taken back built a new one
        (slow work of its own still running, e.g. a search for a person, can stop)."""

    def make_history(self):
        """The history panel (L): an object with update(dt), handle_event(event) (None when
        used) and draw(surface), e.g. scenes/ui/history_panel.py's HistoryPanel."""
        raise NotImplementedError

    def draw_notice(self, surface: pygame.Surface, notice: tuple[str, float]) -> None:
        """A short notice (text, seconds left), e.g. where E saved the log."""

    def seat_status(self, seat: int) -> str | None:
        """"away" for a remote seat whose person is away, "computer" while a computer
        plays it for them, else None: the seat's panel says it instead of "remote"."""
        return None if self.table is None else self.table.seat_statuses().get(seat)

    def give_rect(self, seats: list[int]) -> tuple[int, int, int, int]:
        """Where the button that gives `seats` (remote, their person away past the wait)
        to a computer goes: a game puts it clear of its dice, hands and buttons."""
        return GIVE_RECT

    def give_label(self, seats: list[int]) -> str:
        """Its words (shorter where the game gives it little room)."""
        return t("table_give")
