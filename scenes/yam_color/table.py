"""YAM color's table: the flow of a game. Data flows one way: the match throws
(chance), the dice tumble and the card turns over, then the call desk stamps every
call with the round's clock (seconds since the reveal, advanced only by
`update(dt)`) and hands them to the rules in the order made; computer callers come
in at the times they propose. The rules answer with events; the check is shown
call by call from the highest, and only then is the next round thrown. The end of
the call time reaches the rules as an action (EndCalls) once the clock passes it
and no buzz still waits for its number. A real game (not the demo nor a replay) is
kept between rounds and counted at its end (scenes/shell/keeper.py)."""
from __future__ import annotations

import random

import pygame

from game.core.contract import CHANCE
from game.yam_color.actions import Call, EndCalls
from game.yam_color.deck import count as count_of
from game.yam_color.state import CALLING, GAME_ID

from scenes.scene import Scene
from scenes.shell.keeper import Keeper
from scenes.ui.controllers import DEVICE_EVENTS, INPUT_EVENTS, PADS
from scenes.ui.history_panel import HistoryPanel, export_from_table
from scenes.ui.text import listed, t
from scenes.ui.tween import Tween, TweenQueue, call, linear, wait
from scenes.yam_color.call_desk import CallDesk
from scenes.yam_color.call_keys import SOLO
from scenes.yam_color.config import computer_players
from scenes.yam_color.history import check_line as check_sentence, sentences
from scenes.yam_color.pads import PadSeats
from scenes.yam_color.table_view import DICE_AREA, TableView
from scenes.yam_color.tumble import TumblingDie, resting_places

PACE = {"slow": 1.5, "normal": 1.0, "fast": 0.5, "instant": 0.0}
TUMBLE, FLIP, VERDICT, AFTER = 1.1, 0.45, 0.9, 1.0      # seconds at normal speed
CHECKED = ("fine", "take", "unclaimed")
HISTORY_PANEL = pygame.Rect(10, 10, 330, 700)      # over the seats: the dice and the card stay in view


def start(app, config, match=None):
    """The game begins at the table (YAM color has no roll-off: seat 0 throws first)."""
    match = match or config.build_match(config.seed if config.seed is not None else app.new_seed())
    app.record(match)           # --log: the start line now, the moves as they come
    return TableScene(app, config, match, keep=not app.demo)


class TableScene(Scene):
    def __init__(self, app, config, match, players=None, keep: bool = False):
        super().__init__(app)
        self.config = config
        self.match = match
        self.keeper = None
        if keep:     # a real game: kept between rounds, counted at its end
            self.keeper = Keeper(config, tell=lambda message: setattr(self, "notice", (message, 8.0)),
                                 when=lambda state: state.is_chance())
            self.keeper.attach(match)
        self.players = players if players is not None else computer_players(config, match)
        self.keys = config.seat_keys()
        self.desk = CallDesk(self.keys, match.rules.call_time)
        self.pads = PadSeats(self.keys)          # game controllers, a seat each
        self.pads.sync(PADS.connected())
        self.visual_rng = random.Random(f"{match.seed}/looks")     # looks only, never the dice
        self.queue = TweenQueue()
        self.dice: list[TumblingDie] = []
        self.card: int | None = None
        self.flip = 0.0
        self.round_dice: tuple = ()
        self.round_playoff = False
        self.shown_held = [len(h) for h in match.state.held]   # scores as the check has shown them
        self.verdicts: dict[int, str] = {}       # seat -> "wrong" / "win", as the check reaches it
        self.count: int | None = None            # shown once the check starts
        self.proposals: dict[int, tuple[float, int]] = {}
        self.message = ""
        self.check_line = ""
        self.finished = False
        self.time = 0.0
        self.history = None          # the L side panel (scenes/ui/history_panel.py)
        self.notice = None           # (text, seconds left): e.g. where E saved the log
        self.history_key = pygame.K_TAB if "l" in self.keys else pygame.K_l     # L may be a buzzer
        self.view = TableView(self)

    # ----- reading ------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def seat_name(self, seat: int) -> str:
        return self.config.seats[seat].name

    @property
    def tumbling(self) -> bool:
        """Are the dice in the air (the frames tools/bench_frames.py measures apart)?"""
        return any(not d.settled for d in self.dice)

    @property
    def pace(self) -> float:
        return PACE.get(self.app.settings.get("speed", "normal"), 1.0)

    @property
    def solo_seat(self) -> int | None:
        return next((s for s, k in enumerate(self.keys) if k == SOLO), None)

    def may_click(self) -> bool:
        """The number pad answers the one person at the table, while they may call."""
        seat = self.solo_seat
        return seat is not None and self.desk.is_open and seat in self.desk.allowed

    # ----- the flow -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animate(dt)
        if not self.queue.busy:
            self.advance(dt)

    def animate(self, dt: float) -> None:
        """What moves by itself: the dice, the queued steps, the panel and the notice."""
        self.time += dt
        self.pads.sync(PADS.connected())     # plugged in or out while another screen was on top
        for d in self.dice:
            d.update(dt)
        self.queue.update(dt)
        if self.history is not None:
            self.history.update(dt)
        if self.notice:
            self.notice = (self.notice[0], self.notice[1] - dt) if self.notice[1] > dt else None

    def advance(self, dt: float) -> None:
        """The game goes on: a throw, the calls in their time, the end."""
        state = self.state
        if state.is_over():
            if not self.finished:
                self.finished = True
                self.queue.add(wait(AFTER * max(self.pace, 0.3)), call(self.show_results))
            return
        if state.is_chance():
            self.throw()
        elif state.phase == CALLING:
            if self.desk.clock is None or self.desk.closed:
                self.reveal()
            self.desk.tick(dt)
            self.computers_call()
            self.give_calls()

    def throw(self) -> None:
        self.show_throw(self.match.chance()[0])

    def show_throw(self, event: dict) -> None:
        """The thrown dice tumble onto the felt, then the card turns over."""
        self.round_dice, self.card = tuple(event["dice"]), event["card"]
        self.round_playoff = event["playoff"]       # a play-off round moves no card
        self.verdicts, self.count, self.check_line, self.flip = {}, None, "", 0.0
        self.desk.reset()
        places = resting_places(len(self.round_dice), DICE_AREA, self.visual_rng)
        tumble = TUMBLE * self.pace
        self.dice = [TumblingDie(c, p, self.visual_rng, tumble) for c, p in zip(self.round_dice, places)]
        if self.state.in_playoff:
            names = listed(self.seat_name(s) for s in self.state.callers)
            self.message = t("yam_playoff_round", names=names)
        else:
            self.message = t("yam_throws", name=self.seat_name(event["player"]))
        self.app.audio.play("tumble")
        self.queue.add(wait(tumble))
        self.queue.add(call(lambda: self.app.audio.play("land", 0.6)))
        self.queue.add(Tween(FLIP * self.pace, lambda x: setattr(self, "flip", x), linear))
        self.queue.add(call(self.reveal))

    def reveal(self) -> None:
        """The card is face up: the clock starts, computer callers plan their calls."""
        self.flip = 1.0
        state = self.state
        self.desk.open(state.callers)
        self.proposals = {s: self.players[s].propose(state.view(s)) for s in state.callers
                          if self.players[s] is not None}
        self.message = t("yam_call_now")

    def computers_call(self) -> None:
        clock = self.desk.clock
        for time, seat in sorted((p[0], s) for s, p in self.proposals.items() if p[0] <= clock):
            if self.desk.call(seat, self.proposals.pop(seat)[1], time):
                self.app.audio.play("call", 0.5)

    def give_calls(self) -> None:
        """The calls the desk releases go to the rules in the order made; then, past the
        call time with nothing left waiting, the end of the calls."""
        for seat, count, time in self.desk.release():
            events = self.match.apply(seat, Call(count, time))
            if any(e["type"] in CHECKED for e in events):
                self.check(events)
                return
            self.reconsider()
        desk = self.desk
        if desk.limit is not None and desk.clock > desk.limit and desk.settled:
            self.check(self.match.apply(CHANCE, EndCalls()))
            self.message = t("yam_time_up")

    def reconsider(self) -> None:
        """Callers who listen to the others plan again after each call (never before now)."""
        clock, state = self.desk.clock, self.state
        for seat in list(self.proposals):
            player = self.players[seat]
            if getattr(player, "reacts", True):
                time, count = player.propose(state.view(seat))
                self.proposals[seat] = (max(time, clock), count)

    def check(self, events: list[dict]) -> None:
        """Calls are closed: show the count, then each line of the check in turn."""
        self.desk.close()
        self.proposals, self.message = {}, ""
        pace = self.pace
        self.queue.add(wait(0.4 * pace), call(self.show_count))
        for event in events:
            if event["type"] in CHECKED:
                self.queue.add(call(lambda e=event: self.show_verdict(e)), wait(VERDICT * pace))
        self.queue.add(wait(AFTER * pace))

    def show_count(self) -> None:
        self.count = count_of(self.round_dice, self.card)

    def show_verdict(self, event: dict) -> None:
        """One line of the check: said, heard, and the scores as it leaves them."""
        kind, seat = event["type"], event.get("player")
        self.check_line = check_sentence(event, self.config_names(), {e.seat: e.count for e in self.desk.made})
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

    def config_names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    def show_results(self) -> None:
        self.shown_held = [len(h) for h in self.state.held]
        self.app.open("results", self.config, self.match)

    # ----- input ----------------------------------------------------------------------
    def toggle_history(self) -> None:
        names = self.config_names()
        self.history = None if self.history is not None else HistoryPanel(
            HISTORY_PANEL, lambda: self.match.log, lambda: self.queue.busy, lambda log: sentences(log, names))

    def handle_event(self, event):
        if self.history is not None and self.history.handle_event(event) is None:
            return None
        if event.type in DEVICE_EVENTS:
            PADS.device_event(event)
            self.pads.sync(PADS.connected())
        elif event.type in INPUT_EVENTS:
            seat = self.pads.read(event)          # the stick or pad chooses; a button calls
            if seat is not None and self.desk.call(seat, self.pads.number[seat]):
                self.app.audio.play("call", 0.7)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.open("pause")
            elif event.key == self.history_key or (event.key == pygame.K_l and self.state.is_over()):
                self.toggle_history()
            elif event.key == pygame.K_e:
                export_from_table(self)
            else:
                made = len(self.desk.made)
                if self.desk.key(event.key):      # a call or a buzz is heard; a buzz's number clicks
                    self.app.audio.play("call" if len(self.desk.made) > made else "click", 0.7)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.may_click():
            number = self.view.pad_number(event.pos)
            if number is not None and self.desk.call(self.solo_seat, number):
                self.app.audio.play("call", 0.7)
        elif event.type == pygame.MOUSEMOTION:
            self.view.hover(event.pos)
        return None     # the table fills the screen: nothing reaches the title below

    def exit(self) -> None:
        if self.keeper is not None:      # a table left behind never writes the save again
            self.keeper.detach(self.match)

    def bar(self) -> str:
        """The line of keys along the bottom."""
        return self.view.keys_line()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
