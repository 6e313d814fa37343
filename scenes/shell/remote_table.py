"""A seat's table in a window joined to a host on another computer (scenes/shell/join.py).

The host holds the one match; this window holds a `Mirror` of it (scenes/net/mirror.py),
built only from what this seat is sent. The game's own table layer draws it and reads
the person's input, as at one screen, on a `RemoteDriver`, which is fed like a script
by the host's messages:

- each `event` message (an action's lines as this seat may see them, and its view
  after them) is shown once the table is at rest: another seat's decision announced
  first as a computer's is, then the mirror takes the lines and the layer animates them;
- this seat's decisions (`driver.act`) go to the host and nothing changes here until
  the host's lines come back: the host checks and applies them;
- chance acts on the host only;
- T shows the last turn again, as at one screen, from the messages this window took (kept by
  the mirror: scenes/net/past_turn.py), never from anything the seat was not sent;
- a race (YAM color's calls): the round's opening is shown so that its card becomes
  readable at the host's reveal (`reveal_at`, in this window's estimate of host time:
  the client's pings), and this seat's press goes with its press time in host time,
  the reveal plus its moment since the card became readable here; the host orders
  every press by that time.

The network runs on its own thread (scenes/net/bridge.py): each frame takes what came
(`drain`), never waiting. A host that goes away is said on the table; the connection
tries to get back with the seat's token and, if the host does not return, Enter or
Esc goes back to the title. A message that cannot be read is dropped and counted.
Names no game.
"""
from __future__ import annotations

import logging

import pygame

from scenes.net.past_turn import past_turn
from scenes.shell import join_tokens, turn_clock
from scenes.shell.remote_driver import RemoteDriver
from scenes.shell.table_scene import TableScene
from scenes.ui import assets, theme
from scenes.ui.overlay import draw_panel
from scenes.ui.text import t
from scenes.ui.tween import TweenQueue

ALERT_WIDTH = 760       # the panel saying the host is lost or gone, centred over the table
ALERT_MARGIN = 36
# what the table says of another person's seat, by its status at the host, until they are back
SEAT_LINES = {"away": "net_seat_away", "computer": "net_seat_computer"}
# what the table under the veil does not take while the host is lost or gone (the keys'
# and buttons' releases still go through: nothing stays held)
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.TEXTINPUT, pygame.MOUSEWHEEL)
log = logging.getLogger("eceg.net")


class RemoteTable(TableScene):
    """The joined seat's table: the game's layer on a RemoteDriver, the network drained
    each frame. `net` (NetThread) and `client` (WindowClient) are this scene's: stopped
    when it is left."""
    joined = True

    def __init__(self, app, net, client, config, mirror, seat: int, make_layer, pending=()):
        self.net, self.client = net, client
        remote = mirror.game.remote
        driver = RemoteDriver(app, config, mirror, seat,
                              lambda action, at=None: client.act(remote.action_to_json(action), mirror.position, at))
        driver.host_time = lambda: client.host_time() if client.offset.known else None
        driver.speed = client.speed if 0 < client.speed < float("inf") else 1.0    # (a host's word, not trusted)
        super().__init__(app, driver, make_layer)
        self.layer.takes_back = False       # said on the layer's keys line too
        self.lost = False          # the connection dropped; trying to get back
        self.alert_rect = None     # where the words saying so were last drawn (draw_alert)
        self.seat_status: dict[int, str] = {}   # other people's seats: "away", or "computer" standing in
        self.gone: str | None = None      # it gave up: why
        self.taken_over = False    # gone because the seat is played from another window now
        self.host_held = False     # the host's own window holds the game still (its pause...)
        self.ended = False         # the last game is over (the host closed, as it should)
        self.next_snapshot = None  # the series' next game, shown once this one's results are seen
        self.held: list[dict] = []  # ... and its messages that came meanwhile
        self.results_seen = False
        self.turn_clock = None     # the host's last turn_clock and this table's time it came at
        for item in pending:       # what came in the same frame as the snapshot
            self.receive(item)

    # ----- the network --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.net.running:
            for item in self.net.drain():
                self.receive(item)
        if self.past is not None and any(isinstance(m.get("reveal_at"), (int, float)) for m in self.driver.inbox):
            self.past = None          # a race's next round is thrown: back to the live table to call
        if self.next_snapshot is not None and self.driver.finished and self.results_seen:
            snapshot, self.next_snapshot = self.next_snapshot, None
            held, self.held = self.held, []
            try:
                self.next_game(snapshot)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                self.driver.bad += 1           # a snapshot that cannot be read: the next one may
            for message in held:
                self.receive(("message", message))
        try:
            super().update(dt)
        except Exception:
            self.failed("show")

    def failed(self, doing: str) -> None:
        """Lines from the host that the game's layer could not show or draw (a host of another
        making, or a bug): logged, and the table built anew on the position it holds, rather
        than the window lost mid-game. Showing the last turn again, only that ends: the live
        table has nothing of it to drop."""
        log.exception("a joined table could not %s the host's lines", doing)
        self.driver.bad += 1
        if self.past is not None:
            self.past = None
            return
        self.driver.match.drop_last()
        self.rebuild()

    def receive(self, item) -> None:
        try:
            kind = item[0]
            if kind == "message":
                self.on_message(item[1])
            elif kind == "lost":
                self.lost = True
            elif kind == "taken_over":
                self.taken_over = True
            elif kind == "ended":
                self.lost = False
                self.driver.closed = True
                if item[1] is None or self.driver.match.over:
                    self.ended = True
                else:
                    self.gone = item[1]
            elif kind == "bad":
                self.driver.bad += 1
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            self.driver.bad += 1

    def on_message(self, message: dict) -> None:
        kind, driver = message["type"], self.driver
        if self.next_snapshot is not None and kind != "snapshot":
            self.held.append(message)            # the next game's: shown once it begins here
            return
        if kind in ("event", "throwing"):
            driver.inbox.append(message)
        elif kind == "snapshot" and (self.next_snapshot is not None or self.series_goes_on()):
            self.next_snapshot = message        # the series' next game: once this one's results are seen
            self.held = []                      # (a newer snapshot says all that came before it)
        elif kind == "snapshot":                 # back after a drop: the table as the host has it
            self.lost, self.gone = False, None
            driver.sent_at = None                # a decision sent as the line dropped may never have come
            self.back(message)
        elif kind == "your_turn" and message.get("position") == driver.sent_at:
            driver.sent_at = None                # asked again for the same step: it did not arrive
        elif kind == "error" and message.get("code") in ("too_early", "too_late"):
            self.tell(t(f"net_{message['code']}"), 3.0)       # a race's press the host did not take
            self.layer.not_taken(driver.seat)
        elif kind == "error" and message.get("code") == "timed_out":
            driver.sent_at = None                # the host's computer made this turn's decision
            self.tell(t("net_timed_out"), 4.0)
        elif kind == "error" and message.get("code") in ("illegal", "not_your_turn", "stale"):
            driver.refused()
            if message.get("code") != "stale":
                self.tell(t("net_refused"), 3.0)
        elif kind == "seated":                   # back after a drop: every seat as it is now
            self.note_seats(message.get("players"))
            self.host_held = False               # (said again after the snapshot if it still is)
        elif kind == "held":                     # the host's window holds the game still, or not
            self.host_held = message.get("on") is True
        elif kind == "seat":
            said = {"here": "net_seat_here", **SEAT_LINES}
            if message.get("status") in said and message.get("seat") != driver.seat:
                self.tell(t(said[message["status"]], name=str(message.get("name", "?"))[:40]), 4.0)
                seat, status = message["seat"], message["status"]
                if isinstance(seat, int) and 0 <= seat < len(self.config.seats):
                    back = status == "here" and seat in self.seat_status
                    self.history_note("table_back" if back else said[status], seat)
                self.note_seat(message)
        elif kind == "game_over":
            driver.inbox.append(message)         # once every line before it is shown
            if message.get("more") is not True:  # the last game at this seat: nothing to come back to
                join_tokens.forget(self.client.uri)
        elif kind == "turn_clock":               # a step's deadline (host time): shown at this window's pace
            self.turn_clock = (message, driver.time)

    def back(self, snapshot: dict) -> None:
        """A fresh snapshot (the connection came back): the mirror as the host has it
        and the layer built anew on it, as a resumed game's is."""
        driver = self.driver
        if snapshot.get("position") == driver.match.position and not driver.inbox:
            return                              # nothing was missed
        driver.match.reset(snapshot)
        driver.reveal_at = driver.match.reveal_at
        driver.inbox.clear()
        driver.sent_at = None
        self.rebuild()
        self.tell(t("net_back"), 3.0)

    def series_goes_on(self) -> bool:
        """This game is over (or its game_over waits behind lines still to show) and the
        host said another game of the series follows at the same seats."""
        match = self.driver.match
        return (match.over and match.more) or any(
            m.get("type") == "game_over" and m.get("more") is True for m in self.driver.inbox)

    def next_game(self, snapshot: dict) -> None:
        """The series' next game: the mirror and the layer start again from its snapshot."""
        driver = self.driver
        driver.match.next_game(snapshot)
        driver.inbox.clear()
        driver.sent_at = None
        driver.counted = False
        self.results_seen = False
        self.rebuild()

    def go_on(self) -> None:
        """The person has seen this game's results and goes on (their Next game): the
        next game's snapshot is shown as soon as it is here."""
        if self.driver.finished:
            self.results_seen = True

    def rebuild(self) -> None:
        """The layer built anew on the mirror's position (its motion dropped), as a
        resumed game's is."""
        driver = self.driver
        driver.queue = TweenQueue()
        driver.finished = False
        self.history, self.past = None, None
        self.layer = self.make_layer(driver)
        self.layer.table = self
        self.layer.takes_back = False

    def turn_clocks(self) -> list[tuple[int, float, bool]]:
        return turn_clock.joined_clocks(self)

    def note_seats(self, players) -> None:
        """Every seat as the host lists them when this window sits (first, or again)."""
        for player in players if isinstance(players, list) else []:
            if isinstance(player, dict):
                self.note_seat(player)

    def note_seat(self, public: dict) -> None:
        """A seat as the host describes it (its "seat" message, or the seats sent as this
        window sat): another person's remote seat whose person is away, or played for
        them by a computer, is said until they are back (`seat_lines`). The seat's own
        kind at the host stays "remote" while a computer stands in."""
        seat = public.get("seat")
        if not isinstance(seat, int) or not 0 <= seat < len(self.config.seats) or seat == self.driver.seat:
            return
        if public.get("kind") == "remote" and public.get("status") in SEAT_LINES:
            self.seat_status[seat] = public["status"]
        else:
            self.seat_status.pop(seat, None)

    def seat_statuses(self) -> dict[int, str]:
        return dict(self.seat_status)

    def seat_lines(self, given: bool = True) -> list[str]:
        """What the table says until it changes: the host holding the game still, first;
        then another person's seat away, or played for them by a computer."""
        held = [t("net_host_held")] if self.host_held and not self.driver.match.over else []
        return held + [t(SEAT_LINES[status], name=self.driver.seat_name(seat))
                       for seat, status in sorted(self.seat_status.items()) if given or status != "computer"]

    # ----- the person ---------------------------------------------------------------------
    def handle_event(self, event):
        if (self.gone is not None or self.lost) and event.type in PRESSES:
            # under the veil the table takes no press: Esc still opens the pause (to leave)
            # while the connection tries to get back; once it gave up, Enter, Esc or a
            # click on the words go back to the title
            if self.gone is None:
                return super().handle_event(event) if getattr(event, "key", None) == pygame.K_ESCAPE else None
            on_words = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.alert_rect is not None and self.alert_rect.collidepoint(event.pos)
            if on_words or getattr(event, "key", None) in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.reset_to("title")
            return None
        return super().handle_event(event)

    # ----- the last turn shown again (T) ---------------------------------------------------
    def past_match(self, first: int, after: int):
        """Where the seat's lines replay (nothing hidden, nothing dealt), from them through
        the rules as at one screen; else from the messages this window was sent, as they
        came (scenes/net/past_turn.py): never more than the seat saw."""
        if self.match.game.remote.seen_replays:
            return super().past_match(first, after)
        return past_turn(self.match, first, after)

    def exit(self) -> None:
        super().exit()
        self.net.stop()

    def draw(self, surface: pygame.Surface) -> None:
        try:
            super().draw(surface)
        except Exception:          # as in update: lines the layer cannot draw
            self.failed("draw")
        words = self.alert_words()
        # under an overlay (the pause) the overlay says it: not two panels, one over the other
        covered = bool(self.app.stack) and self.app.stack[-1] is not self
        self.alert_rect = None if words is None or covered else self.draw_alert(surface, words)

    def alert_words(self) -> str | None:
        if self.gone is not None:
            return t("net_taken_over" if self.taken_over else "net_gone")
        return t("net_lost") if self.lost else None

    def draw_alert(self, surface: pygame.Surface, words: str) -> pygame.Rect:
        """The host lost or gone, said over the whole table veiled: nothing moves there
        meanwhile. (A band across the top lay half over each game's top lines: Wazabi's
        way of play and its top seat's name, Easy Come, Easy Go's first prizes, YAM
        color's line of what happens.) Its rect: a click there goes to the title once the
        host is gone."""
        size = 24
        lines = [assets.text(line, size, theme.CREAM, "bold")
                 for line in assets.wrap(words, size, ALERT_WIDTH - 2 * ALERT_MARGIN, "bold")]
        step = assets.grown(34)
        rect = pygame.Rect(0, 0, ALERT_WIDTH, 2 * ALERT_MARGIN + step * len(lines))
        rect.center = surface.get_rect().center
        draw_panel(surface, rect)
        for k, line in enumerate(lines):
            surface.blit(line, line.get_rect(center=(rect.centerx, rect.y + ALERT_MARGIN + step * k + step // 2)))
        return rect
