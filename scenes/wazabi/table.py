"""Wazabi's table layer on the shared table driver (scenes/shell/table_driver.py):
the seats round the felt, the pile and discard, the dice of the turn, the hand of the
person looking. The driver owns the match, asks each computer seat from its
`view(seat)`, saves a real game and ends it; this layer turns each event into motion
(table_motion.py), a person's clicks and keys into actions (table_input.py, sent with
`driver.act`), and draws (table_view.py). What a seat may do always comes from the
engine's legal actions; the table decides no rule.

Hidden hands at one screen: with two or more people, a hand is face up only while
its owner acts, and before a person acts the cover (the shell's hand-over screen)
asks to pass the computer; only that person lifts it, on purpose (`self.looker` is
the person who last took it). The last turn shown again (T) is on
a layer of its own (past_turn.py) that never shows a hand the live table hides."""
from __future__ import annotations

import random

import pygame

from game.wazabi.actions import Give, Play, TakeFrom
from game.wazabi.cards import STEAL_CARD
from game.wazabi.phases import GIVING, KEEPING, OVER, PLAYING, ROLL, ROLL_OFF, TAKE
from scenes import registry
from scenes.shell.table_driver import PERSON
from scenes.shell.table_layer import TableLayer
from scenes.shell.table_scene import TableScene, open_table
from scenes.ui import assets, pen, theme
from scenes.ui.text import language, t
from scenes.ui.tween import call, wait
from scenes.wazabi import hint_panel, history, layout, pieces, table_input
from scenes.wazabi.game_config import computer_players
from scenes.wazabi.hint import HintControl
from scenes.wazabi.past_turn import PastTurn
from scenes.wazabi.shown import Shown
from scenes.wazabi.standings import draw_place
from scenes.wazabi.table_motion import HURRY, TableMotion
from scenes.wazabi.table_view import TableView
from scenes.wazabi.words import card_name

PACE = {"slow": 1.6, "normal": 1.0, "fast": 0.35, "instant": 0.0}        # computer seats
HUMAN_PACE = {"slow": 1.4, "normal": 1.0, "fast": 0.6, "instant": 0.0}  # the animations of people
THINK = 0.45
RESULTS_AFTER = 1.2          # the finished table stays in view this long before the results
GAME_ID = "wazabi"
NOTICE_WIDTH = 360           # a notice's lines, right-aligned with the buttons
NOTICE_BOTTOM = layout.BUTTON.y - 70     # clear of the hint line over the hand


def notice_room(players: int) -> int:
    """How high a notice's lines may reach over NOTICE_BOTTOM: to the lowest seat's panel
    or arrow of play above it in the right column (at 6 seats the one on the right's)."""
    column = pygame.Rect(layout.BUTTON.right - NOTICE_WIDTH, 0, NOTICE_WIDTH, NOTICE_BOTTOM)
    tops = [r.bottom + 6 for r in layout.seat_rects(players) if r.colliderect(column)]
    tops += [round(y) + 26 for step in (1, -1) for (x, y), _heading in layout.arrow_points(players, step)
             if column.left - 20 <= x and y < NOTICE_BOTTOM]
    return NOTICE_BOTTOM - max(tops, default=0)


def notice_lines(message: str, players: int) -> tuple[tuple[str, ...], float, int]:
    """(lines, size, step between them): evenly wrapped, at the text size chosen unless
    they would reach above the room (at 150 % a long notice's third line ran into the
    right-hand seat's panel at 6 seats); then smaller, down to their size at 100 %."""
    room, size = notice_room(players), 18.0
    while True:
        lines = assets.wrap_even(message, size, NOTICE_WIDTH, "bold")
        step = assets.grown(24 * size / 18)
        if len(lines) * step <= room or size <= 18 / pen.text_size():
            return lines, size, step
        size = max(18 / pen.text_size(), size - 0.5)


def new_game(app, config) -> TableScene:
    """The "rolloff" role: a new match, its roll-off played on the table itself."""
    match = config.build_match(config.seed if config.seed is not None else app.new_seed())
    app.record(match)          # --log: the start line now, the moves as they come
    return table(app, config, match, keep=not app.demo)


def table(app, config, match, players=None, keep: bool = False) -> TableScene:
    """The "table" role: the shared table with Wazabi's layer; a real game (`keep`) is
    saved after every action and counted at its end."""
    players = players if players is not None else computer_players(config, match)
    return open_table(app, config, match, WazabiTable, players, keep)


class WazabiTable(PastTurn, HintControl, table_input.TableInput, TableMotion, TableLayer):
    computer_pace, person_pace = PACE, HUMAN_PACE
    undo_rect = layout.UNDO
    done_rect = layout.BUTTON           # Done, while the table waits to go on: the person's turn is over
    clock_place = layout.CLOCK          # a remote seat's time: its hand lies where the pill usually goes

    def __init__(self, driver):
        super().__init__(driver)
        match = driver.match
        # the seats of people at this screen (those of the game itself while a past turn is shown)
        self.people = [seat for seat, player in enumerate(driver.seated) if player is PERSON]
        self.looker = self.people[0] if len(self.people) == 1 else None
        self.visual_rng = random.Random(f"{match.seed}/looks")   # looks only, never the dice
        self.flights: list = []          # flights.Flight: cards and dice moving over the table
        self.turning = None              # how far the arrows of play have swung round (0-1), while they do
        self.hurried = False             # a click or Space hurries the animation of the action
        self.hurried_at = None           # when a click or Space last hurried it (table_input.MASHED)
        self.hurried_where = None        # and where, for a click
        self.dice: list = []
        self.turn_seat = None if match.state.phase == ROLL_OFF else match.state.player
        self.told = len(match.log)       # log lines the table has shown (the history reads these)
        # a turn that ended with no card playable: said on the table and in the history (the
        # log's turn_end lines are alike for a pass by P); a card played this turn so far
        self.no_card_ends: set[int] = history.no_card_ends_of(match.log)
        self.card_played = match.state.in_play is not None
        self.banner = None
        self.banner_words = None        # how the banner is worded (again after a language switch)
        self.time = 0.0                  # seconds shown (the glows pulse with it; a hurried action does not)
        self.reset_choice()
        self.init_hint()                 # H: the hint's panel (hint.py)
        self.shown = Shown.of_state(self.state)
        self.planned_direction = self.shown.direction     # the way play goes once the queue is done
        self.view = TableView(self)
        self.rebuild_dice()

    # ----- reading -----------------------------------------------------------------
    def lang(self) -> str:
        return language()

    def sync(self) -> None:
        """The action's animation is over: the table shows the position as it is."""
        self.shown = Shown.of_state(self.state)
        self.turning = None
        self.planned_direction = self.shown.direction     # the way play goes once the queue is done

    def shown_hand(self, seat: int) -> tuple:
        return self.shown.hands[seat]

    def hand_seat(self) -> int | None:
        """The one hand drawn face up, if any: never a computer's; with several people,
        only the hand of the person acting now, once they have taken the computer; none
        once the game's end has been shown (the results, over the table, say what each
        seat holds)."""
        if not self.people or self.driver.finished:
            return None
        if len(self.people) == 1:
            return self.people[0]
        s, looker = self.state, self.looker
        if looker is None or s.phase in (ROLL_OFF, OVER):
            return None
        if s.phase == KEEPING:
            return looker if looker in s.actors() else None
        return looker if looker == s.player else None

    def decision(self) -> tuple[str, int] | None:
        """(what, seat) when a person must act now and the table is at rest."""
        s, person = self.state, self.driver.is_person
        if self.queue.busy or s.is_over():
            return None
        if s.phase == ROLL and person(s.player):
            return "roll", s.player
        if s.phase in (GIVING, PLAYING, TAKE) and person(s.player):
            return s.phase, s.player
        if s.phase == KEEPING:
            people = [seat for seat in s.actors() if person(seat)]
            if people and len(people) == len(s.actors()):
                return "keep", people[0]
        return None

    def legal(self, seat: int) -> list:
        return self.state.legal_actions(seat)

    # ----- the flow (the driver asks) --------------------------------------------------
    def chance_delay(self) -> float | None:
        """A person rolls with Roll (after the cover, between people); a computer after a
        moment; the roll-off, a reshuffle, a card taken unseen at once."""
        s = self.state
        if s.phase != ROLL:
            return 0.0
        if self.driver.is_person(s.player):
            self.await_person([s.player])
            return None
        return THINK * self.pace(s.player)

    def think_time(self, seat: int) -> float:
        return THINK

    def await_person(self, seats: list[int]) -> None:
        """With several people, the one to act now takes the computer first, unless they
        were the last to look: every hand is hidden until they do."""
        seat = seats[0]
        s = self.state
        if s.phase == TAKE and s.in_play == STEAL_CARD and len(s.take_from) == 1:
            # Steal a card's target was chosen with the card: taking from that hand is the
            # same decision, sent without asking again (the log keeps both lines)
            self.driver.act(seat, TakeFrom(s.take_from[0]))
            return
        if len(self.people) > 1 and self.looker != seat:
            self.looker = None
            self.reset_choice()
            reason = "keep" if self.state.phase == KEEPING else "turn"
            name = self.seat_name(seat)
            # the shell's hand-over cover (scenes/shell/handover.py), in Wazabi's words
            self.app.open("handover", self.table, name, lambda: t("wz_cover_title", name=name),
                          lambda: t("wz_cover_" + reason, name=name), lambda: self.uncover(seat),
                          button=lambda: t("wz_cover_button", name=name))

    def part_over(self, seat: int) -> bool:
        """A roll of their own next (a skipped seat between) is still this person's."""
        s = self.state
        if s.phase == ROLL and s.player == seat:
            return False
        return super().part_over(seat)

    def uncover(self, seat: int) -> None:
        self.looker = seat
        self.hurried_at = None           # the cover lifted on purpose: their next key is theirs

    def announce(self, seat: int, action, act) -> None:
        """A computer's choice (or one read back from the log) is made at once."""
        self.reset_choice()
        act()

    def finale(self) -> None:
        self.sync()
        self.queue.add(wait(RESULTS_AFTER), call(self.show_results))

    def show_results(self) -> None:
        """The game is over: the results, or in a tournament its standings (which deal
        and save the next game)."""
        if self.config.is_tournament:
            self.app.open(registry.game_name(GAME_ID, "standings"), self.config, self.match, self.table,
                          keep=self.driver.keeper is not None)
        else:
            self.app.open("results", self.config, self.match, self.table)

    # ----- a person's actions ----------------------------------------------------------
    def act(self, seat: int, action) -> None:
        """Send one action of a person at this screen to the game (asked first, when the
        setting wants moves confirmed), and animate it."""
        self.driver.decide(seat, action, then=self.reset_choice)

    def confirm_question(self, seat: int, action) -> str | None:
        """Giving a die, playing a card and taking a card from a hand are asked first when
        moves are confirmed: the others see them at once."""
        name = self.seat_name
        if isinstance(action, Give):
            return t("wz_confirm_give", to=name(action.to))
        if isinstance(action, TakeFrom):
            return t("wz_confirm_take_from", victim=name(action.victim))
        if isinstance(action, Play):
            card = card_name(action.card)
            if action.target is not None:
                return t("wz_confirm_play_on", card=card, target=name(action.target))
            if action.direction is not None:
                return t("wz_confirm_play_dir", card=card, direction=t(f"wz_{action.direction}_word"))
            return t("wz_confirm_play", card=card)
        return None

    def roll(self) -> None:
        if self.decision_is("roll"):
            self.app.audio.play("click")
            self.driver.chance()

    def rebuild_dice(self) -> None:
        """A resumed turn: the dice rolled still on the felt (less those given away)."""
        s = self.state
        if not s.rolled or s.phase in (ROLL, ROLL_OFF, OVER):
            return
        faces = list(s.rolled)
        for _ in range(s.gives - s.gives_left):
            faces.remove("give")
        places, shrink = self.roll_places(len(s.rolled))
        self.dice = [pieces.Die(face, place, shrink) for face, place in zip(faces, places)]

    # ----- per frame -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The dice, before the queue; a click or Space hurries this action (motion_dt)."""
        self.time += dt
        if self.hurried and not self.queue.busy:
            self.hurried = False
        for d in self.dice:
            d.update(self.motion_dt(dt), self.visual_rng)

    def at_rest(self) -> bool:
        """No card or die in the air (the queue aside)."""
        return not self.flights

    def motion_dt(self, dt: float) -> float:
        return dt * HURRY if self.hurried else dt

    def update_after(self, dt: float) -> None:
        """After the queue: the flights it launched move in the same frame, then the banner."""
        moved = self.motion_dt(dt)
        for flight in list(self.flights):
            flight.update(moved)
            if flight.finished:
                self.flights.remove(flight)
        if self.banner:
            self.banner = (self.banner[0], self.banner[1] - dt) if self.banner[1] > dt else None
        self.update_hint()

    def refresh_text(self) -> None:
        """After a language switch: the line of what happens and the turn's banner worded again."""
        super().refresh_text()
        if self.banner and self.banner_words is not None:
            self.banner = (self.banner_words(), self.banner[1])

    def make_history(self):
        return history.HistoryPanel(self)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        if self.config.is_tournament:
            draw_place(surface, self.config)
        # (at a joined window the host's lines may land after this frame's update_hint)
        self.hint_rect = hint_panel.draw(surface, self) if self.hint_shown and self.hint_current() else None

    def draw_notice(self, surface: pygame.Surface, notice: tuple[str, float]) -> None:
        """A short notice (E, T, a log saved), wrapped in the right column above the
        buttons: free of every seat's panel, arrow and skip card at 2 to 6 players (the
        top middle is a seat's with 4 and 6, the sides' with 3 and 5), of the hand and
        of the hint over it."""
        lines, size, step = notice_lines(notice[0], len(self.config.seats))
        bottom = NOTICE_BOTTOM
        for line in reversed(lines):
            img = assets.shadowed(line, size, theme.GOLD, "bold")
            surface.blit(img, img.get_rect(bottomright=(layout.BUTTON.right, bottom)))
            bottom -= step

    def give_rect(self, seats: list[int]) -> tuple[int, int, int, int]:
        """The give button under the notice that explains it, above the game's own buttons
        (the dice are thrown in the middle, where the shared place would cover them)."""
        return (layout.BUTTON.right - 250, NOTICE_BOTTOM + 10, 250, 40)     # (its French words are long)
