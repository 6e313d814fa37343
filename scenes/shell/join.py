"""Join a game: the title's entry for a game hosted on another computer, any game.

The screen lists the games found on the local network (game, host, free seats; a
`browse` callable gives them: by default scenes/net/discovery.py's Browser when it is
there) and takes an address typed by hand (HOST:PORT: multicast is often blocked),
with the person's name; both are remembered in the settings. Connecting runs on the
network thread (scenes/net/bridge.py): the frame never waits; while it connects the
screen says so, and an address nobody answers or a host that refuses (another
version of the program, another game) is said in words. Then the host's seats: a
free one is taken by its number or a click (those taken are shown); once the host's
game begins, its table opens (scenes/shell/remote_table.py). The seat taken is kept
(scenes/shell/join_tokens.py): the same address joined again, after the title or after
the program was closed, takes it back.

Keys: Tab / Up / Down move between the fields and buttons, Enter connects (or picks
the game in focus), 1-9 pick a seat, Esc goes back (or cancels a connection).
Names no game.
"""
from __future__ import annotations

import pygame

from game.core.match import Seat
from game.registry import game as game_spec
from scenes import registry
from scenes.net.bridge import NetThread
from scenes.net.mirror import Mirror
from scenes.net.window_client import WindowClient, address_uri
from scenes.scene import Scene
from scenes.shell import join_tokens, settings as settings_model
from scenes.shell.join_found import BROWSE_EVERY, MAX_FOUND, default_browse, kept_rows, sane
from scenes.shell.plain_table import layer_of
from scenes.shell.remote_table import RemoteTable
from scenes.shell.saved_seats import config_class
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import assets, theme
from scenes.ui.sprites.felt import RIM, felt
from scenes.ui.text import game_name, t
from scenes.ui.widgets import Button, FocusRing
from scenes.ui.widgets.textfield import TextField

NAME_LENGTH = 14
ADDRESS_LENGTH = 60
GREEN = (60, 110, 80)
DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
DIGITS.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
FORM, CONNECTING, SEATS, WAITING = "form", "connecting", "seats", "waiting"


class JoinScene(Scene):
    """`browse()` -> objects with name, address, port, game, host, free, total (None: no
    list, only the typed address); `close()` when the screen is left."""

    def __init__(self, app, browse=..., close=None):
        super().__init__(app)
        if browse is ...:
            browse, close = default_browse()
        self.browse, self.close_browser = browse, close
        self.found_rows: list = []       # the games listed in their rows (None: a row left empty)
        self.found_buttons: list[Button] = []
        self.browse_in = 0.0
        self.address = TextField((560, 470, 420, 46), app.settings.get("join_address", ""),
                                 max_length=ADDRESS_LENGTH, placeholder="192.168.1.20:8765", size=20)
        self.name = TextField((560, 530, 420, 46), app.settings.get("join_name", ""),
                              max_length=NAME_LENGTH, placeholder=t("join_name_hint"), size=20)
        self.back = Button((300, 630, 220, 56), lambda: t("back"), self.go_back, colour=GREEN)
        self.connect_button = Button((760, 630, 220, 56), self.connect_words, self.connect,
                                     enabled=lambda: self.phase == FORM)
        self.phase = FORM
        self.problem = ""              # what went wrong, in words
        self.net: NetThread | None = None
        self.client: WindowClient | None = None
        self.offer: dict | None = None
        self.seat_buttons: list[Button] = []
        self.seated: dict | None = None
        self.shown_address = ""
        self.uri = ""
        self.ring = FocusRing([])
        self.refresh_found()
        self.relayout(focus=self.address if not self.address.value else self.connect_button)
        pygame.key.start_text_input()

    # ----- the widgets -----------------------------------------------------------------------
    @property
    def typing(self) -> bool:
        return isinstance(self.ring.current, TextField)

    def relayout(self, focus=None) -> None:
        current = focus or self.ring.current
        if self.phase == SEATS:
            widgets = [*self.seat_buttons, self.back]
        else:
            widgets = [*self.found_buttons, self.address, self.name, self.back, self.connect_button]
        self.ring = FocusRing(widgets)
        if current in widgets:
            self.ring.focus(current)
        elif self.phase == SEATS:
            free = [b for b in self.seat_buttons if b.is_enabled()]
            self.ring.focus(free[0] if free else self.back)
        else:
            self.ring.focus(self.connect_button)

    @property
    def found(self) -> list:
        """The games listed, one a button, in the order of their buttons."""
        return [f for f in self.found_rows if f is not None]

    def refresh_found(self) -> None:
        """The games found now (a browser that fails is one that found nothing)."""
        if self.browse is None:
            return
        try:
            found = [f for f in self.browse() if sane(f)]
        except Exception:
            found = []
        rows = kept_rows(self.found_rows, found, MAX_FOUND)

        def shown(row):
            return None if row is None else (row.address, row.port, row.game, row.host, row.free, row.total)
        if [shown(r) for r in rows] == [shown(r) for r in self.found_rows]:
            return
        self.found_rows = rows
        self.found_buttons = [Button((300, 170 + 56 * k, 680, 48), lambda f=f: self.found_words(f),
                                     lambda f=f: self.pick_found(f), size=20, colour=GREEN,
                                     enabled=lambda f=f: self.phase == FORM and f.free > 0)
                              for k, f in enumerate(rows) if f is not None]
        if self.phase != SEATS:
            self.relayout()

    @staticmethod
    def found_words(found) -> str:
        known = found.game in registry.games()
        return t("join_found_row", game=game_name(found.game) if known else str(found.game)[:30],
                 host=str(found.host)[:30], free=found.free, total=found.total)

    def connect_words(self) -> str:
        """Join, or Back to my seat when this program holds a seat at the address typed
        (kept from before it was closed: join_tokens.py)."""
        try:
            held = join_tokens.token_for(address_uri(self.address.value)) is not None
        except ValueError:
            held = False
        return t("join_back_to_seat" if held else "join_connect")

    def pick_found(self, found) -> None:
        self.address.value = f"{found.address}:{found.port}"
        self.connect()

    # ----- connecting --------------------------------------------------------------------------
    def connect(self) -> None:
        if self.phase != FORM:
            return
        typed = self.address.value.strip()
        try:
            uri = address_uri(typed)
        except ValueError:
            self.problem = t("join_bad_address")
            self.ring.focus(self.address)
            return
        name = self.name.value.strip()
        for key, value in (("join_address", typed), ("join_name", name)):
            if self.app.settings.get(key) != value:
                settings_model.change(self.app, key, value)
        self.problem = ""
        self.shown_address = typed
        self.start(uri, name)

    def start(self, uri: str, name: str) -> None:
        self.uri = uri
        self.net = NetThread("join").start()
        self.client = WindowClient(uri, self.net.post, name=name or None, token=join_tokens.token_for(uri))
        self.net.submit(self.client.main())
        self.phase = CONNECTING

    def cancel(self) -> None:
        """Leave the host (the connection closes) and go back to the form."""
        if self.net is not None:
            self.net.stop()
        self.net = self.client = self.seated = None
        self.phase, self.offer, self.seat_buttons = FORM, None, []
        self.relayout()

    def go_back(self) -> None:
        if self.phase != FORM:
            self.cancel()
        else:
            self.app.pop()

    def receive(self) -> None:
        items = self.net.drain() if self.net is not None else []
        for k, item in enumerate(items):
            try:
                kind = item[0]
                if kind == "offer":
                    self.offered(item[1])
                elif kind == "ended":
                    self.failed(item[1])
                    return
                elif kind == "message":
                    message = item[1]
                    if message["type"] == "seated":
                        self.seated = message
                        self.phase = WAITING
                        join_tokens.remember(self.uri, str(message["token"]))
                    elif message["type"] == "snapshot" and self.seated is not None:
                        self.open_table(message, items[k + 1:])
                        return
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                continue                 # a message that does not fit: dropped (the client counts)

    def failed(self, why: str | None) -> None:
        """The connection ended before a table: said in words, back to the form."""
        client = self.client
        codes = [e.get("code") for e in client.errors] if client is not None else []
        if "bad_token" in codes and join_tokens.forget(self.uri):
            self.cancel()                       # a seat held in another game there: a fresh start
            self.start(self.uri, self.name.value.strip())
            return
        if "bad_version" in codes:
            self.problem = t("join_other_version")
        elif "wrong_game" in codes:
            self.problem = t("join_other_game")
        elif client is not None and not client.connected.is_set():
            self.problem = t("join_nobody", address=self.shown_address)
        elif why and "no free seat" in why:
            self.problem = t("join_no_free")
        else:
            self.problem = t("join_failed", why=(why or "?")[:120])
        self.cancel()

    def offered(self, offer: dict) -> None:
        game_id = offer.get("game")
        if game_id not in registry.games() or game_spec(game_id).remote is None \
                or game_spec(game_id).remote.state_from_view is None:
            shown = game_name(game_id) if game_id in registry.games() else str(game_id)[:30]
            self.problem = t("join_game_not_here", game=shown)
            self.cancel()
            return
        self.offer = offer
        self.phase = SEATS
        self.seat_buttons = []
        for k, seat in enumerate(offer["seats"][:9]):
            number, status = int(seat["seat"]), seat.get("status")
            words = self.seat_words(k, seat)
            self.seat_buttons.append(Button((300, 170 + 56 * k, 680, 48), lambda w=words: w,
                                            lambda n=number: self.sit(n), size=20,
                                            enabled=lambda s=status: s == "free" and self.phase == SEATS))
        self.relayout()

    @staticmethod
    def seat_words(k: int, seat: dict) -> str:
        status = seat.get("status")
        name = str(seat.get("name", ""))[:40]
        if status == "free":
            # a resumed game's seat says whose it was: a person whose program lost its token
            # (closed, or its computer restarted) takes their own seat back, not another's
            return t("join_seat_former", n=k + 1, name=name) if seat.get("former") is True and name \
                else t("join_seat_free", n=k + 1)
        if status == "computer":
            return t("join_seat_computer", n=k + 1, name=name)
        return t("join_seat_taken", n=k + 1, name=name)

    def sit(self, seat: int) -> None:
        if self.phase == SEATS and self.client is not None:
            self.client.sit(seat)
            self.phase = CONNECTING

    def open_table(self, snapshot: dict, pending: list) -> None:
        """The host's game has begun: this seat's table, the connection handed to it."""
        seated, client = self.seated, self.client
        game, seat = client.game, int(seated["seat"])
        colours = [c for _, c in theme.SEAT_COLOURS]
        seats, kinds = [], []
        # the names the game began with (its first record): the list sent as this window sat
        # holds a placeholder for every seat taken after it
        started = (snapshot.get("start") or {}).get("players") or []
        for k, player in enumerate(seated["players"]):
            kind = HUMAN if k == seat else player["kind"] if player["kind"] in game.players.names else "remote"
            name = started[k].get("name") if k < len(started) and isinstance(started[k], dict) else None
            name = name if isinstance(name, str) and name.strip() else player["name"]
            seats.append(SeatConfig(str(name)[:40], colours[k % len(colours)], kind))
            kinds.append(kind)
        config = config_class(game.id)(tuple(seats), dict(seated.get("options") or {}))
        mirror = Mirror(game, client.rules, [Seat(s.name, k) for s, k in zip(seats, kinds)], seat, snapshot)
        net, self.net = self.net, None          # the table's now: this screen no longer stops it
        self.app.game = game.id
        table = RemoteTable(self.app, net, client, config, mirror, seat, layer_of(game.id), pending)
        table.note_seats(seated["players"])     # someone already away as this window sits
        self.app.replace(table)

    # ----- the loop -------------------------------------------------------------------------------
    def exit(self) -> None:
        if self.net is not None:
            self.net.stop()
            self.net = None
        if self.close_browser is not None:
            try:
                self.close_browser()
            except Exception:
                pass
            self.close_browser = None

    def update(self, dt: float) -> None:
        self.address.update(dt)
        self.name.update(dt)
        self.browse_in -= dt
        if self.browse_in <= 0 and self.phase == FORM:
            self.browse_in = BROWSE_EVERY
            self.refresh_found()
        self.receive()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.go_back()
                return None
            if self.phase == SEATS and event.key in DIGITS:
                k = DIGITS[event.key] - 1
                if k < len(self.seat_buttons):
                    self.seat_buttons[k].press()
                return None
            if event.key in ENTER and isinstance(self.ring.current, TextField):
                self.connect()
                return None
        if event.type == pygame.MOUSEMOTION:
            for b in (*self.found_buttons, *self.seat_buttons, self.back, self.connect_button):
                b.handle_event(event)
            return None
        self.ring.handle_event(event)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        title = assets.shadowed(t("join_title"), assets.heading(56), theme.CREAM, "display", offset=4)
        surface.blit(title, title.get_rect(center=(640, 70)))
        if self.phase == SEATS:
            game_id = self.offer.get("game")
            head = t("join_pick_seat", game=game_name(game_id), address=self.shown_address)
            self.line(surface, head, 130, theme.GOLD)
            for b in self.seat_buttons:
                b.draw(surface)
        else:
            self.line(surface, t("join_found"), 130, theme.GOLD)
            for b in self.found_buttons:
                b.draw(surface)
            if not self.found_buttons:
                self.line(surface, t("join_found_none" if self.browse is not None else "join_no_discovery"), 200,
                          theme.CREAM)
            for field, label in ((self.address, "join_address"), (self.name, "join_name")):
                text = assets.text(t(label), 20, theme.CREAM, "bold")
                surface.blit(text, text.get_rect(midright=(field.rect.x - 16, field.rect.centery)))
                field.draw(surface)
        self.back.draw(surface)
        if self.phase != SEATS:
            self.connect_button.draw(surface)
        status = {CONNECTING: t("join_connecting", address=self.shown_address),
                  WAITING: t("join_waiting", name=str((self.seated or {}).get("name", ""))[:40])}.get(self.phase)
        if status:
            self.line(surface, status, 600, theme.GOLD)
        elif self.problem:
            self.line(surface, self.problem, 600, (255, 190, 160))
        self.line(surface, self.keys_line(), 706, (200, 220, 205), 16)

    def keys_line(self) -> str:
        """The keys of the screen; choosing a seat, its number keys: as many as the host's seats."""
        return t("join_keys_seats", last=len(self.seat_buttons)) if self.phase == SEATS else t("join_keys")

    @staticmethod
    def line(surface, words: str, y: int, colour, size: int = 20) -> None:
        if y > 650:
            # the keys line, between the buttons and the wooden frame: no taller than at 100 %
            # (its foot was at 714, on the frame; at 150 % it reached the buttons too)
            size = assets.as_tall_as_at_100(size, "bold")
        parts = assets.wrap(words, size, 1000)
        step = assets.grown(size + 6)
        if y > 650:           # a line at the bottom wraps upwards and stays on the felt
            y = min(y, 720 - RIM - (assets.font(size, "bold").get_height() + 1) // 2)
        top = y - (len(parts) - 1) * step if y > 650 else y
        for k, part in enumerate(parts):
            text = assets.text(part, size, colour, "bold")
            surface.blit(text, text.get_rect(center=(640, top + k * step)))
