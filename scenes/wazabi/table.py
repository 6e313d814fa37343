"""Wazabi's table: the seats round the felt, the pile and discard, the dice of the
turn, the hand of the person looking, and the flow of a game. Data flows one way: a
click or key (or a computer seat's `choose(view)`) becomes an action, `Match.apply`
turns it into events, each event becomes animation (table_motion.py), and only when
the queue is empty is the next decision asked. What a seat may do always comes from
the engine's legal actions; the table decides no rule.

Hidden hands at one screen: with two or more people, a hand is face up only while
its owner acts, and before a person acts the cover screen asks to pass the computer
(`self.looker` is the person who last took it). A real game (`keep=True`) is saved
after every action and counted at its end (scenes/shell/keeper.py)."""
from __future__ import annotations

import random

import pygame

from game.wazabi.phases import GIVING, KEEPING, OVER, PLAYING, ROLL, ROLL_OFF, TAKE
from scenes.scene import Scene
from scenes.shell.keeper import Keeper
from scenes.ui.text import language
from scenes.ui.tween import TweenQueue, call, wait
from scenes.wazabi import history, layout, pieces, table_input
from scenes.wazabi.game_config import computer_players
from scenes.wazabi.table_motion import TableMotion
from scenes.wazabi.shown import Shown
from scenes.wazabi.table_view import TableView
from scenes.wazabi.standings import draw_place
from scenes import registry

PACE = {"slow": 1.6, "normal": 1.0, "fast": 0.35, "instant": 0.0}        # computer seats
HUMAN_PACE = {"slow": 1.4, "normal": 1.0, "fast": 0.6, "instant": 0.0}  # the animations of people
THINK = 0.45
GAME_ID = "wazabi"


def new_game(app, config):
    """The "rolloff" role: a new match, its roll-off played on the table itself."""
    match = config.build_match(config.seed if config.seed is not None else app.new_seed())
    app.record(match)          # --log: the start line now, the moves as they come
    return TableScene(app, config, match, keep=not app.demo)


class TableScene(table_input.TableInput, TableMotion, Scene):
    def __init__(self, app, config, match, players=None, keep: bool = False):
        super().__init__(app)
        self.config, self.match = config, match
        self.keeper = None
        if keep:
            self.keeper = Keeper(config, tell=lambda message: setattr(self, "notice", (message, 8.0)))
            self.keeper.attach(match)
        self.players = players if players is not None else computer_players(config, match)
        self.people = [s for s, p in enumerate(self.players) if p is None]
        self.visual_rng = random.Random(f"{match.seed}/looks")   # looks only, never the dice
        self.queue = TweenQueue()
        self.flights: list = []          # flights.Flight: cards and dice moving over the table
        self.turning = None              # how far the arrows of play have swung round (0-1), while they do
        self.hurried = False             # a click or Space hurries the animation of the action
        self.dice: list = []
        self.looker = self.people[0] if len(self.people) == 1 else None
        self.turn_seat = None if match.state.phase == ROLL_OFF else match.state.player
        self.told = len(match.log)       # log lines the table has shown (the history reads these)
        self.message, self.banner, self.notice = "", None, None
        self.finished = False
        self.history = None
        self.time = 0.0
        self.reset_choice()
        self.shown = self.read_shown()
        self.planned_direction = self.shown.direction     # the way play goes once the queue is done
        self.view = TableView(self)
        self.rebuild_dice()

    # ----- reading -----------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def seat_name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    def lang(self) -> str:
        return language()

    def pace(self, seat: int | None) -> float:
        """Animation time factor from the speed setting (computers' pauses shrink more)."""
        speed = self.app.settings.get("speed", "normal")
        if seat is None or self.players[seat] is None:
            return HUMAN_PACE.get(speed, 1.0)
        return PACE.get(speed, 1.0)

    def read_shown(self) -> Shown:
        return Shown.of_state(self.state)

    def sync(self) -> None:
        """The action's animation is over: the table shows the position as it is."""
        self.shown = self.read_shown()
        self.turning = None
        self.planned_direction = self.shown.direction     # the way play goes once the queue is done

    def shown_hand(self, seat: int) -> tuple:
        return self.shown.hands[seat]

    def hand_seat(self) -> int | None:
        """The one hand drawn face up, if any: never a computer's; with several people,
        only the hand of the person acting now, once they have taken the computer; none
        once the game's end has been shown (the results, over the table, say what each
        seat holds)."""
        if not self.people or self.finished:
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
        s = self.state
        if self.queue.busy or s.is_over():
            return None
        if s.phase == ROLL and self.players[s.player] is None:
            return "roll", s.player
        if s.phase in (GIVING, PLAYING, TAKE) and self.players[s.player] is None:
            return s.phase, s.player
        if s.phase == KEEPING:
            people = [seat for seat in s.actors() if self.players[seat] is None]
            if people and len(people) == len(s.actors()):
                return "keep", people[0]
        return None

    @property
    def awaiting_human(self) -> bool:
        return self.current() is not None

    def legal(self, seat: int) -> list:
        return self.state.legal_actions(seat)

    # ----- the flow ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        moved = self.motion_dt(dt)
        for d in self.dice:
            d.update(moved, self.visual_rng)
        self.queue.update(moved)
        for flight in list(self.flights):
            flight.update(moved)
            if flight.finished:
                self.flights.remove(flight)
        for name in ("banner", "notice"):
            value = getattr(self, name)
            if value:
                setattr(self, name, (value[0], value[1] - dt) if value[1] > dt else None)
        if not self.queue.busy:
            self.advance()

    def advance(self) -> None:
        state = self.state
        if state.is_over():
            if not self.finished:
                self.finished = True
                self.sync()
                self.queue.add(wait(1.2), call(self.show_results))
            return
        found = self.decision()
        if found is not None:
            seat = found[1]
            if len(self.people) > 1 and self.looker != seat:
                self.looker = None            # every hand hidden until the next person looks
                self.reset_choice()
                self.app.open(registry.game_name(self.match.game_id, "cover"), self.seat_name(seat),
                              "keep" if found[0] == "keep" else "turn", lambda: self.uncover(seat))
            return
        if state.phase == ROLL:       # a computer rolls after a moment
            seat = state.player
            self.queue.add(wait(THINK * self.pace(seat)), call(lambda: self.play(self.match.chance())))
            return
        if state.is_chance():
            self.play(self.match.chance())
            return
        seat = next(s for s in state.actors() if self.players[s] is not None)
        self.queue.add(wait(THINK * self.pace(seat)), call(lambda: self.computer_decides(seat)))

    def show_results(self) -> None:
        """The game is over: the results, or in a tournament its standings (which deal
        and save the next game)."""
        if self.config.is_tournament:
            self.app.open(registry.game_name(GAME_ID, "standings"), self.config, self.match,
                          keep=self.keeper is not None)
        else:
            self.app.open("results", self.config, self.match)

    def uncover(self, seat: int) -> None:
        self.looker = seat

    def computer_decides(self, seat: int) -> None:
        self.act(seat, self.players[seat].choose(self.state.view(seat)))

    def act(self, seat: int, action) -> None:
        """Send one action to the game and animate what happened."""
        self.reset_choice()
        self.play(self.match.apply(seat, action))

    def roll(self) -> None:
        if self.decision_is("roll"):
            self.app.audio.play("click")
            self.play(self.match.chance())

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

    def exit(self) -> None:
        if self.keeper is not None:      # a table left behind never writes the save again
            self.keeper.detach(self.match)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        if self.config.is_tournament:
            draw_place(surface, self.config)
        if self.history is not None:
            self.history.draw(surface)
        if self.notice:
            self.view.draw_notice(surface, self.notice[0])

