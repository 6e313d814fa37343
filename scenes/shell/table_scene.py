"""The table screen every game is played on: a driver (the match and its flow,
scenes/shell/table_driver.py) and the game's layer over it (motion, input, felt,
scenes/shell/table_layer.py), with what every table offers on top: Esc pauses, the
history panel, E saves the log, T shows the last turn again, and short notices.

The last turn shown again is a second driver, fed from the log instead of live
play (`past_match`; a window joined to a host feeds it the messages its seat was sent:
scenes/shell/remote_table.py), with a layer of its own: the live table is never touched while it is shown,
so nothing of the past can leak into the game (and nothing has to be put back).

Overlays (pause, results, standings, the cover) are handed the table through
`TableHandle`'s few names, never by looking down the app's stack.
"""
from __future__ import annotations

from typing import Protocol

import pygame

from game.core.log import logged_steps, position_at
from game.registry import game as game_spec
from scenes import registry
from scenes.scene import Scene
from scenes.shell import turn_clock
from scenes.shell.hosted_seats import HostedSeats
from scenes.shell.keeper import Keeper
from scenes.shell.table_driver import Script, TableDriver
from scenes.ui import pen, theme
from scenes.ui.text import t
from scenes.ui.widgets import Button

LAST_TURN_KEY = pygame.K_t
GIVE_AWAY_KEY = pygame.K_g          # a remote seat away past its grace: a computer plays it
TAKE_BACK_KEYS = (pygame.K_u,)      # and Ctrl+Z
GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)    # while the table waits to go on
NOTICE_TIME = 5.0


class TableHandle(Protocol):
    """What an overlay may ask of the table under it."""
    match: object        # the live match (read only)
    config: object

    def history_shown(self) -> bool: ...
    def toggle_history(self) -> None: ...
    def close_history(self) -> None: ...
    def history_event(self, event) -> None: ...
    def update_history(self, dt: float) -> None: ...
    def export_log(self) -> str: ...
    def clear_notice(self) -> None: ...
    def can_take_back(self) -> bool: ...
    def take_back(self) -> None: ...
    def alert_words(self) -> str | None: ...
    def notice_words(self) -> tuple[str, float] | None: ...


def open_table(app, config, match, make_layer, players, keep: bool, keep_when=None) -> "TableScene":
    """The table of a match: a real game (`keep`) is saved after every action (or only
    at the positions `keep_when(state)` allows) and counted at its end."""
    keeper = Keeper(config, when=keep_when) if keep else None
    hosting = getattr(app, "hosting", None)
    if hosting is not None and match is hosting.match:    # seats played from other computers
        players = hosting.players(players)
    else:
        hosting = None
    return TableScene(app, TableDriver(app, config, match, players, keeper, hosting=hosting), make_layer)


class TableScene(HostedSeats, Scene):
    """`make_layer(driver)` builds the game's layer. The game's spec (from the registry,
    by the match's game id) finds the turn T shows again in the log."""

    spec = None

    def __init__(self, app, driver: TableDriver, make_layer, last_turn: bool = True):
        super().__init__(app)
        self.driver = driver
        self.make_layer = make_layer
        # the game's spec, for T (None: no T here, e.g. on a past turn shown, or a replay)
        self.spec = game_spec(driver.match.game_id) if last_turn else None
        self.layer = make_layer(driver)
        self.layer.table = self
        self.history = None              # the history panel while shown (the layer makes it)
        self.seat_notes: list[tuple[int, str, int]] = []   # seats coming and going, for the history (hosted_seats.py)
        self.notice: tuple[str, float] | None = None     # (text, seconds left)
        self.past: TableScene | None = None      # the last turn shown again, while it is
        self.warned: tuple | None = None         # the timed step whose warning this screen's person heard
        self.undo: Button | None = None          # the Undo button, where the layer puts one
        self.done: Button | None = None          # Done, while the table waits until the person goes on
        self.give_words = ""              # the give button's words, as the game puts them (give_offered)
        self.give_button = Button((0, 0, 260, 38), lambda: self.give_words, self.give_away, size=17,
                                  colour=(60, 110, 80))
        if driver.keeper is not None:
            driver.keeper.tell = lambda message: self.tell(message, 8.0)

    # ----- the overlay interface (TableHandle) ------------------------------------------------
    @property
    def match(self):
        return self.driver.match

    @property
    def config(self):
        return self.driver.config

    @property
    def state(self):
        return self.driver.match.state

    @property
    def typing(self) -> bool:
        """The app leaves M (mute) to the table while the layer reads it as input."""
        return self.past is None and self.layer.typing

    def history_shown(self) -> bool:
        return self.history is not None

    def toggle_history(self) -> None:
        if self.history is not None:
            self.history = None
            return
        self.history = self.layer.make_history()
        self.history.take_notes(self.history_notes)   # what is no log line: seats coming and going

    def close_history(self) -> None:
        self.history = None

    def history_event(self, event) -> None:
        if self.history is not None:
            self.history.handle_event(event)

    def update_history(self, dt: float) -> None:
        if self.history is not None:
            self.history.update(dt)

    def export_log(self) -> str:
        """E: the game's log saved in its logs folder (the game's "export log" part may
        refuse, e.g. a log that shows hidden hands before the end); the words said."""
        # the match's own game: whatever game the title shows
        return registry.resolve(registry.game_name(self.match.game_id, "export log"))(self)

    def tell(self, message: str, seconds: float = NOTICE_TIME) -> None:
        self.notice = (message, seconds)

    def clear_notice(self) -> None:
        self.notice = None

    # ----- a decision taken back (undo) ---------------------------------------------------------
    def can_take_back(self) -> bool:
        return self.past is None and self.driver.why_no_take_back() is None

    def take_back(self) -> None:
        """U (or the pause's Undo): the person's last decision taken back, when nothing new
        has been shown since; the layer is built anew on the position before it (as a
        resumed game's is), so nothing of the move taken back stays drawn. Else the
        table says why not."""
        why = self.driver.why_no_take_back() if self.past is None else "undo_not_here"
        if why is not None:
            self.tell(t(why), 4.0)
            return
        seat = self.driver.take_back()
        self.history = None
        self.layer.left()
        self.layer = self.make_layer(self.driver)
        self.layer.table = self
        self.tell(t("undo_done", name=self.driver.seat_name(seat)), 3.0)
        self.app.audio.play("click")

    def undo_button(self) -> Button | None:
        """The Undo button, while a decision can be taken back and the layer has a place
        for it (its `undo_rect`; None: U only)."""
        rect = self.layer.undo_rect
        if rect is None or not self.can_take_back():
            return None
        if self.undo is None or self.undo.rect != pygame.Rect(rect):
            self.undo = Button(rect, lambda: t("undo_button"), self.take_back, size=18, colour=(60, 110, 80))
        return self.undo

    def done_button(self) -> Button | None:
        """Done, while the table waits for the person to go on (the time to take back a
        move set to "until I go on")."""
        waiting = self.driver.waiting
        if waiting is None or waiting.total is not None or self.past is not None:
            return None
        if self.done is None or self.done.rect != pygame.Rect(self.layer.done_rect):
            self.done = Button(self.layer.done_rect, lambda: t("take_back_done"), self.go_on, size=24)
        return self.done

    def go_on(self) -> None:
        """Space, Enter or Done while the table waits: the game goes on now; not a key or
        click that came the moment the wait began (one meant to hurry the move's motion)."""
        waiting = self.driver.waiting
        if waiting is not None and waiting.armed:
            self.driver.go_on()

    def waits_for(self, event) -> bool:
        """While the table waits to go on: Space and Enter are the wait's (never the game's
        behind it), and Done is clicked. True when the event was used."""
        if self.driver.waiting is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in GO_ON_KEYS:
            self.go_on()
            return True
        done = self.done_button() if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) else None
        return done is not None and done.handle_event(event)

    def draw_wait(self, surface: pygame.Surface, undo: Button | None) -> None:
        """The time left to take back, shrinking under the Undo button; or Done."""
        waiting = self.driver.waiting
        if waiting is None or self.past is not None:
            return
        done = self.done_button()
        if done is not None:
            done.draw(surface)
        elif undo is not None and waiting.left is not None:
            track = pygame.Rect(undo.rect.x, undo.rect.bottom + 3, undo.rect.width, 7)
            pen.rect(surface, (20, 40, 28), track, border_radius=3)
            pen.rect(surface, theme.GOLD, (track.x, track.y, round(track.width * waiting.left), track.height),
                             border_radius=3)

    # ----- the last turn shown again ------------------------------------------------------------
    @property
    def showing_past(self) -> bool:
        return self.past is not None

    def show_last_turn(self) -> None:
        """T: the previous turn again, on a table of its own; T again (or its end) leaves it."""
        if self.past is not None:
            self.past = None
            return
        found = self.spec.previous_turn(self.match.log) if self.spec.previous_turn else None
        if found is None or not self.layer.at_rest_for_past():
            self.tell(self.layer.why_no_past(found is not None), 3.0)
            return
        first, after = found
        built = self.past_match(first, after)
        if built is None:
            self.tell(t("last_turn_not_seen"), 3.0)
            return
        match, steps = built
        driver = TableDriver(self.app, self.config, match, self.driver.players, script=Script(steps))
        driver.home_seat = self.driver.home_seat      # each seat where the live table draws it
        self.past = TableScene(self.app, driver, self.make_layer, last_turn=False)
        self.past.layer.live = self.layer
        self.past.layer.show_past(self.match.log[first].get("player"), lambda: setattr(self, "past", None))
        self.app.audio.play("click")

    def past_match(self, first: int, after: int):
        """(the match at the start of the turn in log lines `first` to `after`, its
        (seat, action) steps): the log played again through the rules from the position
        before the turn's first action. None: the turn cannot be shown here."""
        log = self.match.log
        steps = [(i, pairs) for i, pairs in logged_steps(self.spec, log) if first <= i < after]
        begin = steps[0][0] if steps else first
        match = position_at(self.spec, log, begin)
        match.record, match.log = True, log[:begin]
        return match, [pair for _, pairs in steps for pair in pairs]

    def alert_words(self) -> str | None:
        """What is wrong now, said over the whole table (a joined window's host lost or
        gone: remote_table.py); its first line is what an overlay over it says instead."""
        return None

    def notice_words(self) -> tuple[str, float] | None:
        """The notice the table says now, (words, seconds left): a short one (a log saved,
        a person back), else what it says of seats whose person is away, until they are
        back (while the table shows the last turn again, that turn's own words instead)."""
        if self.notice:
            return self.notice
        lines = self.seat_lines(given=self.layer.says_given_seats) if self.past is None else []
        return ("  ·  ".join(lines), 1.0) if lines else None

    # ----- the loop --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.driver.hosting is not None:
            self.hosting_news()
        self.hear_warning()
        said = getattr(self.app, "table_messages", None)      # the app's news for whatever table is in play
        if said:
            self.tell(said.pop(0), 8.0)
        if self.notice:
            text, left = self.notice
            self.notice = (text, left - dt) if left > dt else None
        self.update_history(dt)
        # while the past is shown the live game waits, untouched
        shown = self.past if self.past is not None else self
        layer, driver = shown.layer, shown.driver
        if layer.holding():
            return
        if shown is self and driver.hosting is not None:
            driver.hosting.live(self.state.is_over())      # the joined windows know it goes on
        layer.update(dt)
        driver.update(layer.motion_dt(dt))
        layer.update_after(dt)
        driver.advance_at_rest()

    def handle_event(self, event):
        if self.history is not None and self.history.handle_event(event) is None:
            return None
        if self.past is not None:
            if self.past.layer.ends_past(event):
                self.past = None
            return None
        if self.waits_for(event):
            return None
        if event.type == pygame.KEYDOWN and self.layer.handle_event(event) is None:
            return None           # a game's own use of a key comes first (YAM's call keys)
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE:
                self.app.open("pause", self)
            elif key == self.layer.history_key or (key == pygame.K_l and self.state.is_over()):
                self.toggle_history()
            elif key == pygame.K_e:
                self.export_log()
            elif key == LAST_TURN_KEY and self.layer.last_turn_offered and self.spec is not None:
                self.show_last_turn()
            elif key in TAKE_BACK_KEYS or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.take_back()
            elif key == GIVE_AWAY_KEY and self.driver.hosting is not None:
                self.give_away()
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and self.give_offered() \
                and self.give_button.handle_event(event):
            return None
        undo = self.undo_button() if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) else None
        if undo is not None and undo.handle_event(event):
            return None
        self.layer.handle_event(event)
        return None          # the table fills the screen: nothing reaches the screen below

    def refresh_text(self) -> None:
        """After a language switch (the settings screen tells every scene on the stack)."""
        self.layer.refresh_text()
        if self.past is not None:
            self.past.layer.refresh_text()

    def exit(self) -> None:
        self.layer.left()
        self.past = None
        self.driver.detach()
        hosting = self.driver.hosting
        if hosting is not None and hosting is getattr(self.app, "hosting", None) \
                and not hosting.carries_on(self.driver.match):
            self.app.stop_hosting()          # the game is left: nobody is served any more
        # (a series' finished game left for its next one keeps serving the seats; the title stops it)

    def draw(self, surface: pygame.Surface) -> None:
        shown = self.past if self.past is not None else self
        shown.layer.draw(surface)
        undo = self.undo_button() if self.past is None else None
        if undo is not None:
            undo.draw(surface)
        self.draw_wait(surface, undo)
        if self.history is not None:
            self.history.draw(surface)
        notice = self.notice_words()
        if notice is not None:
            self.layer.draw_notice(surface, notice)
        if self.give_offered():
            self.give_button.draw(surface)
        turn_clock.draw(surface, self, self.turn_clocks())
