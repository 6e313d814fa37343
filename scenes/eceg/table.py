"""The table: the felt, nine prize cards, the players' areas, the dice, and the
flow of a game. Data flows one way: a click or key (or a computer seat's
`choose`) becomes an action, `Match.apply` turns it into events, each event
becomes a queue of animations, and only when the queue is empty is the next
player asked. Humans and computers go through the same path.

`self.match` is the whole game (state, dice source, log). A real game (`keep=True`:
not the tutorial, the demo or a replay) gets a keeper watching its match, which saves
it after every action and counts it at its end (scenes/shell/keeper.py).
`self.coach` is a hook for an extra layer (the coach, toggled with H): any object
with `draw(surface)` and optionally `update(dt)` / `handle_event(event)` (return the
event to let the table have it too); see `toggle_coach`.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from game.eceg.actions import SetAside, Take
from scenes.eceg import coach as coach_view, defence, history, last_turn, layout
from scenes.eceg.game_config import HUMAN, computer_players
from scenes.shell.keeper import Keeper
from scenes.scene import Scene
from scenes.ui.sprites.die import Die, resting_places
from scenes.eceg.table_motion import STICKY, TableMotion
from scenes.eceg.table_view import TableView
from scenes.eceg.words import prize_name
from scenes.ui.text import YOU, spoken, t
from scenes.ui.tween import Tween, TweenQueue, call, wait

PACE = {"slow": 1.6, "normal": 1.0, "fast": 0.35, "instant": 0.0}        # computer seats
HUMAN_PACE = {"slow": 1.4, "normal": 1.0, "fast": 0.6, "instant": 0.0}  # dice and prizes of people
SHOWN_PACE = PACE["fast"]        # a past turn shown again is never instant: it would show nothing
THINK, SHOW = 0.2, 0.4           # a computer seat: looking at the dice, then showing its choice
DIGIT_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
DIGIT_KEYS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class TableScene(TableMotion, Scene):
    coach_factory = None     # callable(table_scene) -> the coach layer; None: scenes/eceg/coach.py's
    help_key = "keys_help"   # catalog id of the keys line under the tray (None: no line)
    last_turn_offered = True     # T and the "Last turn" button (the tutorial's lessons go without)

    def __init__(self, app, config, match, players=None, keep: bool = False):
        super().__init__(app)
        self.config = config
        self.match = match
        self.keeper = None
        if keep:
            self.keeper = Keeper(config, tell=lambda message: setattr(self, "notice", (message, 8.0)))
            self.keeper.attach(match)
        self.players = players if players is not None else computer_players(config, match)
        self.visual_rng = random.Random(f"{match.seed}/looks")   # looks only, never the dice
        self.queue = TweenQueue()
        self.motions: list[Tween] = []              # moves that do not hold up the game (dice to tray)
        self.flights: list[Tween] = []              # prizes flying to their new owner
        self.dice: list[Die] = []
        self.shown_owners = list(match.state.owners)
        self.flying: dict[int, pygame.Rect] = {}    # prize index -> rect while moving
        self.focus: int | None = None               # prize index the keyboard points at
        self.banner: tuple[str, float] | None = None
        self.message = ""
        self.finished = False
        self.coach = None          # the H layer (not `overlay`: that is Scene's flag for the app)
        self.history = None        # the L side panel (scenes/history.py)
        self.notice = None         # (text, seconds left): e.g. where E saved the log
        self.last_turn = None      # the last turn shown again (T), scenes/eceg/last_turn.py
        self.time = 0.0
        # what the table shows, which lags the game while events are animated: the seat
        # named by the tray, the highlight and the banners, and the counts of three prizes
        self.shown_seat: int | None = None
        self.shown_counts = [list(c) for c in match.state.counts]
        # people sharing the screen: each turn waits for its player to press Roll
        self.hot_seat = sum(1 for s in config.seats if s.kind == HUMAN) >= 2
        self.ready_turn = -1            # the turn whose player has pressed Roll to begin
        self.view = TableView(self)
        if match.state.phase == "roll" and match.state.turn_number == 1 and not match.state.kept:
            seat = match.state.seat
            self.queue.add(call(lambda: self.start_turn(seat)), wait(0.3 * self.pace(seat)))
        else:       # a resumed game: the dice as they were, at rest
            self.shown_seat = match.state.current_player
            self.rebuild_dice()
        if config.extra.get("coach") and keep:     # a resumed game: the coach as it was left
            self.toggle_coach()

    # ----- reading -----------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    def seat_name(self, seat: int) -> str:
        return self.config.seats[seat].name

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
        return seat is not None and self.players[seat] is None and self.config.seats[seat].is_human

    def pace(self, seat: int | None) -> float:
        """Animation time factor from the speed setting (computers' pauses shrink more)."""
        speed = self.app.settings.get("speed", "normal")
        if seat is not None and self.players[seat] is last_turn.SHOWN:
            return max(PACE.get(speed, 1.0), SHOWN_PACE)
        if seat is None or self.players[seat] is None:
            return HUMAN_PACE.get(speed, 1.0)
        return PACE.get(speed, 1.0)

    @property
    def awaiting_human(self) -> bool:
        s = self.state
        return (not self.queue.busy and s.phase == "decide" and self.players[s.seat] is None)

    @property
    def awaiting_start(self) -> bool:
        """Hot seat: a person's turn is announced and waits for them to press Roll."""
        s = self.state
        return (self.hot_seat and not self.queue.busy and s.phase == "roll" and not s.kept
                and self.players[s.seat] is None
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

    # ----- the flow ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        for d in self.dice:
            d.update(dt, self.visual_rng)
        self.queue.update(dt)
        for moves in (self.motions, self.flights):
            for tween in list(moves):
                tween.update(dt)
                if tween.finished:
                    moves.remove(tween)
        if self.banner:
            text, left = self.banner
            self.banner = (text, left - dt) if left > dt else None
        if self.coach is not None and hasattr(self.coach, "update") and self.last_turn is None:
            self.coach.update(dt)
        if self.history is not None:
            self.history.update(dt)
        if self.notice:
            self.notice = (self.notice[0], self.notice[1] - dt) if self.notice[1] > dt else None
        if not self.queue.busy:
            if self.last_turn is not None:
                self.last_turn.advance()
            else:
                self.advance()
        if self.last_turn is not None and self.last_turn.over:   # last: the live table gets no time here
            self.last_turn.finish()

    def advance(self) -> None:
        state = self.state
        if state.is_over():
            if not self.finished:
                self.finished = True
                self.queue.add_waiting(lambda: not self.flights and not self.motions)
                self.queue.add(wait(1.0))
                self.queue.add(call(self.show_results))
            return
        if state.is_chance():
            if self.awaiting_start:        # the "NAME's turn" moment stays until Roll
                if not self.banner or self.banner[1] < 0.5:
                    self.banner = (self.message, STICKY)
                return
            self.play(self.match.chance())
            return
        player = self.players[state.seat]
        if player is not None:
            pace = self.pace(state.seat)
            self.queue.add(wait(THINK * pace))
            self.queue.add(call(lambda: self.computer_decides(player)))
        elif self.focus not in self.claimable():
            options = self.claimable()
            self.focus = options[0] if options else None

    def computer_decides(self, player) -> None:
        self.announce(player.choose(self.state))

    def announce(self, action, act=None) -> None:
        """A choice not made by a click (a computer's, or one shown again from the log):
        shown and said first, then made (`act()`, by default sent to the game)."""
        pace = self.pace(self.state.seat)
        seat = {"name": self.state.seat}
        if isinstance(action, SetAside):     # its choice shown, and said, before it is made
            for d in self.pick_dice(action.dice):
                d.selected = True
            self.message = self.say("sets_aside", seat, dice=" ".join(map(str, action.dice)))
        else:
            self.focus = self.state.table.index[action.prize]
            self.message = self.say("takes_now", seat, prize=prize_name(action.prize))
        self.queue.add(wait(SHOW * pace))
        self.queue.add(call(act or (lambda: self.act(action))))

    def act(self, action) -> None:
        """Send one action to the game and animate what happened."""
        self.play(self.match.apply(self.match.state.seat, action))

    def take(self, index: int) -> None:
        if self.awaiting_human and index in self.claimable():
            self.app.audio.play("click")
            self.act(Take(self.state.table.ids[index]))

    def roll(self) -> None:
        if self.awaiting_start and not self.queue.busy:
            self.ready_turn = self.state.turn_number     # the banner fades as the dice land
            self.app.audio.play("click")
            self.play(self.match.chance())
            return
        values = self.selected_values()
        if self.awaiting_human and values:
            self.act(SetAside(values))

    def exit(self) -> None:
        if self.last_turn is not None:      # the live game back in place before anything else
            self.last_turn.finish()
        if self.keeper is not None:      # a table left behind never writes the save again
            self.keeper.detach(self.match)

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
        self.app.open("results", self.config, self.match)

    # ----- input ----------------------------------------------------------------------
    def handle_event(self, event):
        if self.history is not None and self.history.handle_event(event) is None:
            return None
        if self.last_turn is not None:       # a past turn on the table: Esc, Space, a click... end it
            return self.last_turn.handle_event(event)
        if self.coach is not None and hasattr(self.coach, "handle_event"):
            if self.coach.handle_event(event) is None:
                return None
        if event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.view.hover(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.view.leave()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        return None   # the table fills the screen: no key may reach the title underneath

    def key(self, event):
        k = event.key
        if k == pygame.K_ESCAPE:
            self.app.open("pause")
            return None
        if k == pygame.K_h:
            self.toggle_coach()
            return None
        if k == last_turn.KEY and self.last_turn_offered:
            self.show_last_turn()
            return None
        if k in (pygame.K_l, pygame.K_e):     # history panel, save the game log
            if k == pygame.K_e:
                history.export_from_table(self)
            else:
                self.history = None if self.history is not None else history.HistoryPanel(self)
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
        self.view.relabel()
        state = self.state
        if state.current_player is not None and not self.queue.busy:
            self.message = self.say("turn_of", {"name": state.current_player})

    def live_log(self) -> list[dict]:
        """The game's whole log, also while a past turn is shown on the table."""
        return (self.last_turn.saved["match"] if self.last_turn is not None else self.match).log

    def show_last_turn(self) -> None:
        """T or the button: the previous turn again on the table, or a word saying why not."""
        if self.last_turn is not None:
            self.last_turn.finish()
        elif last_turn.available(self):
            self.app.audio.play("click")
            self.last_turn = last_turn.LastTurn(self)
        else:
            self.notice = (last_turn.why_not(self), 3.0)

    def toggle_coach(self) -> None:
        """H: show or hide the coach, made by `TableScene.coach_factory` when set (tests),
        else by scenes/eceg/coach.py."""
        if self.coach is not None:
            self.coach = None
        else:
            self.coach = (TableScene.coach_factory or coach_view.overlay)(self)
        self.remember_coach()

    def remember_coach(self) -> None:
        """A real game keeps whether its coach is shown in its save, so Resume brings it back."""
        shown = self.coach is not None and not isinstance(self.coach, coach_view.NotAllowedNote)
        if self.keeper is None or bool(self.config.extra.get("coach")) == shown:
            return
        self.config = replace(self.config, extra={**self.config.extra, "coach": shown})
        self.keeper.config = self.config
        self.keeper.save(self.match)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        self.draw_beside(surface)
        if self.last_turn is not None:
            self.last_turn.draw(surface)
        elif self.coach is not None:
            self.coach.draw(surface)
        if self.history is not None or self.notice:
            history.draw_extras(self, surface)

    def draw_beside(self, surface: pygame.Surface) -> None:
        """A scene's own panel on the table, under the coach and the history (the tutorial's)."""
