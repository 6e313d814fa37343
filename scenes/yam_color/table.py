"""YAM color's table: its layer on the shared table driver (scenes/shell/table_driver.py,
which owns the match, the seats, the queue of motion, the round's clock and the keeper).

Data flows one way: chance throws, the dice tumble and the card turns over; at the
reveal the driver's clock opens (computer callers propose when they will call). The
call desk stamps people's calls with that clock, the driver hands over the computers'
calls when the clock reaches their times, and the desk gives them all to the rules in
the order made. The rules answer with events; the check is shown call by call from
the highest, with the dice and discs that pair up marked and a tally per colour; the
check then stays until a person goes on (scenes/yam_color/check_hold.py: the keys, and
the layer's side, HeldCheck), or a moment
when nobody is here to (computers only) or the setting says so; only then is the next
round thrown. Under the history or the pause the table stands still and the card of a
round not yet checked is face down. The end of the call time reaches the rules as an
action (EndCalls) once the clock passes it. A real game (not the demo nor a replay) is
kept between rounds and counted at its end (the driver's keeper).

T shows the last round again (throw, card, calls at their moments, check) on a table
of its own, only while no call can be made: during the call time it would stop the
race for everyone at the keyboard.

A person's call keys (their row: scenes/yam_color/call_keys.py) are theirs while a
round is on, from the throw until the calls close: a call, or nothing, never the table
key a letter may also be (E, T, M: a notice says whose call key it is); the history is
on Tab when L is someone's. Between rounds (the check) they are the table's keys again."""
from __future__ import annotations

import random

import pygame

from game.core.contract import CHANCE
from game.yam_color.actions import Call, EndCalls
from game.yam_color.deck import count as count_of, paired_dice
from game.yam_color.state import CALLING

from scenes.shell.table_layer import TableLayer
from scenes.shell.table_scene import open_table
from scenes.ui.controllers import DEVICE_EVENTS, INPUT_EVENTS, PADS
from scenes.ui.history_panel import HistoryPanel, draw_notice
from scenes.ui.text import listed, t
from scenes.ui.tween import Tween, call, linear, wait
from scenes.yam_color.call_desk import CallDesk
from scenes.yam_color.call_keys import SOLO, row_keys
from scenes.yam_color.check_hold import CheckHold, HeldCheck
from scenes.yam_color.config import computer_players
from scenes.yam_color.history import check_line as check_sentence, sentences
from scenes.yam_color import race_throw
from scenes.yam_color.pads import PadSeats
from scenes.yam_color.table_view import DICE_AREA, NOTICE_TOP, TableView
from scenes.yam_color.tumble import TumblingDie, resting_places

PACE = {"slow": 1.5, "normal": 1.0, "fast": 0.5, "instant": 0.0}
TUMBLE, FLIP, VERDICT, AFTER = 1.1, 0.45, 0.9, 1.0      # seconds at normal speed
MAX_LEAD = 5.0      # seconds a window waits at most for a host's reveal (its clock estimate may be wrong)
READ = 3.5          # the check stays this long (times the pace) when the table goes on by itself
CHECKED = ("fine", "take", "unclaimed")
HISTORY_PANEL = pygame.Rect(10, 10, 330, 700)      # over the seats: the dice and the card stay in view
NOTICE_ROOM = pygame.Rect(340, NOTICE_TOP, 930, 40)
TABLE_KEYS = (pygame.K_e, pygame.K_t, pygame.K_m)       # table keys a row of letters may hold


def start(app, config, match=None):
    """The game begins at the table (YAM color has no roll-off: seat 0 throws first)."""
    match = match or config.build_match(config.seed if config.seed is not None else app.new_seed())
    app.record(match)           # --log: the start line now, the moves as they come
    return table(app, config, match, keep=not app.demo)


def table(app, config, match, keep: bool = False):
    """The table of a match; a real game (`keep`) is kept between rounds: a round's calls
    are timed by a clock a resumed game could not carry on."""
    return open_table(app, config, match, YamTable, computer_players(config, match), keep,
                      keep_when=between_rounds)


def between_rounds(state) -> bool:
    return state.is_chance()


class YamTable(HeldCheck, TableLayer):
    # a race: a call is made at its moment for good, and a wrong one is paid for
    takes_back = confirms = False
    computer_pace = person_pace = PACE       # one pace: everyone's calls race the same dice

    def __init__(self, driver):
        super().__init__(driver)
        match = driver.match
        self.keys = self.config.seat_keys()
        self.solo_seat = next((s for s, k in enumerate(self.keys) if k == SOLO), None)   # clicks the pad
        self.call_keys = set().union(*(row_keys(k) for k in self.keys))    # as this keyboard reads them
        self.history_key = pygame.K_TAB if pygame.K_l in self.call_keys else pygame.K_l
        self.desk = CallDesk(self.keys, match.rules.call_time, driver)
        self.pads = PadSeats(self.keys)          # game controllers, a seat each
        self.pads.sync(PADS.connected())
        self.visual_rng = random.Random(f"{match.seed}/looks")     # looks only, never the dice
        self.dice: list[TumblingDie] = []
        self.card: int | None = None
        self.flip = 0.0
        self.round_dice: tuple = ()
        self.round_playoff = False
        self.blind = False                       # a race's dice tumbling, its outcome not shown yet
        self.blind_deadline, self.blind_half = 0.0, 0.0
        self.shown_held = [len(h) for h in match.state.held]   # scores as the check has shown them
        self.verdicts: dict[int, str] = {}       # seat -> "wrong" / "win", as the check reaches it
        self.count: int | None = None            # shown once the check starts
        self.marks: tuple[bool, ...] | None = None     # per die: does it pair up (shown with the count)
        self.hold = CheckHold(self.keys, self.pads)      # the check stays until a person goes on
        self.check_line = ""
        self.check_lines: list[str] = []         # every line of the check so far: who took, who paid
        self.view = TableView(self)

    # ----- reading ------------------------------------------------------------------
    @property
    def tumbling(self) -> bool:
        """Are the dice in the air (the frames tools/bench_frames.py measures apart)?"""
        return any(not d.settled for d in self.dice)

    def may_click(self) -> bool:
        """The number pad answers the one person at the table, while they may call."""
        seat = self.solo_seat
        return seat is not None and not self.showing_past and self.desk.is_open and seat in self.desk.allowed

    # ----- the flow (the driver's hooks) ------------------------------------------------
    def play(self, events: list[dict]) -> None:
        """An action's events shown: a throw tumbles; a call read back from a log comes on
        the desk (a live one is there already); a check is played out line by line, said
        to be the call time's end when no call brought it."""
        if not events:
            return
        if events[0]["type"] == "throw":
            self.show_throw(events[0])
            return
        driver = self.driver
        for event in events:     # read back from a log: on the desk, the ring at its moment
            if event["type"] == "call" and self.desk.made_by(event["player"]) is None:
                self.desk.show(event["player"], event["count"], event["time"])
                driver.clock = max(driver.clock or 0.0, event["time"])
        if any(e["type"] in CHECKED for e in events):
            self.check(events)
            if events[0]["type"] in CHECKED:          # no call brought it: the call time ran out
                self.say_line(lambda: t("yam_time_up"))
                driver.clock = max(driver.clock or 0.0, self.desk.limit)

    def timed(self) -> bool:
        return self.state.phase == CALLING

    def not_taken(self, seat: int) -> None:
        self.desk.withdraw(seat)

    def timed_choice(self, seat: int, time: float, count: int) -> None:
        """A computer's call at the time it proposed, in order with people's on the desk."""
        if self.desk.call(seat, count, time):
            self.app.audio.play("call", 0.5)

    def timed_turn(self, actors) -> None:
        """The calls the desk releases go to the rules in the order made; then, past the
        call time with nothing left waiting, the end of the calls."""
        if not self.driver.clock_running:      # calling with no reveal seen (nothing was animated)
            self.reveal()
        for seat, count, time in self.desk.release():      # (a race hosted here: held, then in press order)
            if any(e["type"] in CHECKED for e in self.driver.timed_act(seat, Call(count, time), time)):
                return
        desk = self.desk
        if desk.limit is not None and desk.clock > desk.limit and desk.settled and self.driver.ends_rounds_here:
            self.driver.act(CHANCE, EndCalls())

    def finale(self) -> None:
        self.queue.add(wait(AFTER * max(self.pace(), 0.3)), call(self.show_results))

    def show_results(self) -> None:
        self.shown_held = [len(h) for h in self.state.held]
        self.app.open("results", self.config, self.match, self.table)

    # ----- a round -------------------------------------------------------------------
    def throw_coming(self) -> None:
        """A race across computers: the host says a round is thrown, its outcome to follow
        just before the reveal; the dice tumble meanwhile (scenes/yam_color/race_throw.py)."""
        if not self.blind and self.driver.reveal_in() is not None:
            self.begin_round(self.state.thrower)
            race_throw.coming(self, TUMBLE * self.pace(), FLIP * self.pace(), MAX_LEAD)

    def begin_round(self, thrower: int) -> None:
        self.round_dice, self.card, self.round_playoff = (), None, False
        self.verdicts, self.count, self.check_line, self.flip = {}, None, "", 0.0
        self.check_lines = []
        self.marks, self.hold.held = None, False
        self.desk.reset()
        self.driver.reset_clock()
        if self.state.in_playoff:
            callers = list(self.state.callers)
            self.say_line(lambda: t("yam_playoff_round", names=listed(self.seat_name(s) for s in callers)))
        else:
            self.say_line(lambda: t("yam_throws", name=self.seat_name(thrower)))

    def show_throw(self, event: dict) -> None:
        """The thrown dice tumble onto the felt, then the card turns over. Across computers
        the card is to be readable at the host's reveal, on every window at once, and the
        outcome is shown only then (race_throw.py); a reveal already past: at once."""
        if self.blind:                       # tumbling since the host's notice: the outcome is here
            self.round_playoff = event["playoff"]
            race_throw.settle(self, event)
            return
        self.begin_round(event["player"])
        self.round_dice, self.card = tuple(event["dice"]), event["card"]
        self.round_playoff = event["playoff"]       # a play-off round moves no card
        pace = self.pace()
        left = self.driver.reveal_in()
        if left is None:                     # at one screen: at once, at the table's pace
            self.tumble(TUMBLE * pace, FLIP * pace)
            return
        if race_throw.coming(self, TUMBLE * pace, FLIP * pace, MAX_LEAD):
            self.round_dice, self.card = (), None      # (the host's window: shown at the reveal as everywhere)
            race_throw.settle(self, event)
        else:                                # the reveal has passed: at once
            self.tumble(0.0, 0.0)

    def reveal_due(self, ahead: float, deadline: float) -> bool:
        """Is the host's reveal at most `ahead` seconds away (this window's estimate)?"""
        left = self.driver.reveal_in()
        return left is None or left <= ahead or self.driver.time >= deadline

    def tumble(self, tumble: float, flip: float, deadline: float | None = None) -> None:
        places = resting_places(len(self.round_dice), DICE_AREA, self.visual_rng)
        self.dice = [TumblingDie(c, p, self.visual_rng, tumble) for c, p in zip(self.round_dice, places)]
        self.app.audio.play("tumble")
        self.queue.add(wait(tumble))
        self.queue.add(call(lambda: self.app.audio.play("land", 0.6)))
        self.queue.add(Tween(flip, lambda x: setattr(self, "flip", x), linear))
        if deadline is not None:             # never readable before the reveal, whatever the frames did
            self.queue.add_waiting(lambda: self.reveal_due(0.0, deadline))
        self.queue.add(call(self.reveal))

    def reveal(self) -> None:
        """The card is face up: the round's clock starts, computer callers plan their calls.
        Not when the round is already over: a host whose table was held past the round's
        time (its pause open from the throw) has its time-up made on the race's clock as the
        table goes on, before the card shows here; computers planning from a view with no
        card stopped the host's window (KeyError). The round's end is shown next."""
        self.flip = 1.0
        if self.state.phase != CALLING:
            return
        callers = self.state.callers
        self.desk.open(callers)
        self.driver.open_clock(callers)
        self.say_line(lambda: t("yam_call_now"))

    def check(self, events: list[dict]) -> None:
        """Calls are closed: show the count, then each line of the check in turn."""
        self.desk.close()
        self.driver.close_clock()
        self.message = ""
        pace = self.pace()
        self.queue.add(wait(0.4 * pace), call(self.show_count))
        for event in events:
            if event["type"] in CHECKED:
                self.queue.add(call(lambda e=event: self.show_verdict(e)), wait(VERDICT * pace))
        if self.driver.script is not None:          # a round shown again, a replay: their own pace
            self.queue.add(wait(AFTER * pace))
        elif getattr(self.match, "joined", False):
            pass                  # the check stays in view until the host's next throw comes
        elif self.goes_on_by_itself():
            self.queue.add(wait(READ * pace))
        else:
            self.queue.add(call(self.hold_check))

    def show_count(self) -> None:
        self.count = count_of(self.round_dice, self.card)
        self.marks = paired_dice(self.round_dice, self.card)

    # ----- the check, line by line ----------------------------------------------------------
    def holding(self) -> bool:
        """Under the history the whole table stands still: the dice, the motion, the
        round's clock and the next decision (under the pause it is not updated at all):
        no round goes on behind them."""
        return self.covered()

    def show_verdict(self, event: dict) -> None:
        """One line of the check: said, heard, and the scores as it leaves them."""
        kind, seat = event["type"], event.get("player")
        self.check_line = check_sentence(event, self.names(), {e.seat: e.count for e in self.desk.made})
        self.check_lines.append(self.check_line)
        if kind == "fine":
            self.verdicts[seat] = "wrong"
            if event["card"] is not None:          # a card slides under the pile
                self.shown_held[seat] -= 1
                self.app.audio.play("fine", 0.8)
            else:
                self.app.audio.play("no_prize", 0.4)
        elif kind == "take":
            self.verdicts[seat] = "win"
            if not self.round_playoff:
                self.shown_held[seat] += 1
            self.app.audio.play("chime", 0.6)
        else:
            self.app.audio.play("no_prize", 0.5)

    # ----- the last round shown again (T) -----------------------------------------------
    def at_rest_for_past(self) -> bool:
        """Only while no call can be made (the dice tumbling, the check shown): during the
        call time, T would stop the race for everyone at the keyboard."""
        return not self.driver.clock_running and not self.state.is_over()

    def why_no_past(self, found: bool) -> str:
        return t("yam_last_round_later") if found else t("yam_last_round_none")

    def moment(self, seat: int, action) -> float | None:
        """A logged call comes at its time on the round's clock, the end of the calls at
        the call time."""
        if isinstance(action, Call):
            return action.time
        if isinstance(action, EndCalls):
            return self.match.rules.call_time
        return None

    # ----- per frame, input, drawing ------------------------------------------------------
    def update(self, dt: float) -> None:
        self.pads.sync(PADS.connected())     # plugged in or out while another screen was on top
        for d in self.dice:
            d.update(dt)

    def handle_event(self, event):
        if event.type in DEVICE_EVENTS:
            PADS.device_event(event)
            self.pads.sync(PADS.connected())
        elif self.covered():           # the history is open: no call behind it, its keys pass
            return event if event.type == pygame.KEYDOWN else None
        elif self.held and self.hold.goes_on(event):
            self.go_on()
        elif event.type in INPUT_EVENTS:
            seat = self.pads.read(event)          # the stick or pad chooses; a button calls
            if seat is not None and self.desk.call(seat, self.pads.number[seat]):
                self.app.audio.play("call", 0.7)
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP):
            return self.read_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.may_click():
            number = self.view.pad_number(event.pos)
            if number is not None and self.desk.call(self.solo_seat, number):
                self.app.audio.play("call", 0.7)
        elif event.type == pygame.MOUSEMOTION:
            self.view.hover(event.pos)
        return None

    def read_key(self, event):
        """A person's call key: their call, or (a round on) nothing; other keys, and call
        keys between rounds, go on to the table (Esc, history, E, T)."""
        pressed = self.desk.key(event)
        if pressed is None or event.type == pygame.KEYUP:
            return event
        seat, called = pressed
        if called:
            self.app.audio.play("call", 0.7)
        elif self.state.phase != CALLING:
            return event
        elif event.key in TABLE_KEYS and self.table is not None:      # never lost silently
            self.table.tell(t("yam_key_is_a_call", key=pygame.key.name(event.key).upper(),
                              name=self.seat_name(seat)), 3.0)
        return None

    @property
    def typing(self) -> bool:
        """While a round is on, M is a call key if it is in someone's row: not mute."""
        return pygame.K_m in self.call_keys and self.state.phase == CALLING

    def make_history(self):
        names = self.names()
        return HistoryPanel(HISTORY_PANEL, lambda: self.match.log, lambda: self.queue.busy,
                            lambda log: sentences(log, names, live=True), close_key=self.history_key_name())

    def history_key_name(self) -> str:
        return "Tab" if self.history_key == pygame.K_TAB else "L"

    def bar(self) -> str:
        """The line of keys along the bottom."""
        return t("yam_last_round_bar") if self.showing_past else self.view.keys_line()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)

    def draw_notice(self, surface: pygame.Surface, notice: tuple[str, float]) -> None:
        draw_notice(surface, notice, 800, NOTICE_TOP, NOTICE_ROOM)

    def give_rect(self, seats: list[int]) -> tuple[int, int, int, int]:
        """The give button over the dice, under the line of what happens (the shared place
        is over the dice; under the pile lie the check's count and lines)."""
        x, y, w, _h = DICE_AREA
        return (x + w // 2 - 130, y - 54, 260, 36)
