"""The lobby of a game hosted for other computers: the table's seats before the first
throw, each remote seat waiting for someone to join it (from the Join screen of
another copy of the program, or `main.py join`).

The game is opened on the network when this screen is shown (scenes/net/table_host.py,
on a thread of its own: the frame never waits on it) and announced on the local
network when discovery is there (scenes/net/discovery.py). Start waits until every
remote seat is taken; an empty one can be given to a computer (its button, or its
row's key 1-6). A saved game with remote seats is resumed from here: its people come
back with their seat token, or take their seat anew.
"""
from __future__ import annotations

import importlib
import socket
import time
from dataclasses import replace

import pygame

from game.registry import game as game_spec
from scenes.net.table_host import EVERYWHERE, HERE, TableHost
from scenes.net.turn_timer import CHOICES as TURN_TIMES
from scenes.scene import Scene
from scenes.shell import seat_about, setup_memory
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig, default_kind, first_opponent
from scenes.ui import assets, pen, theme
from scenes.ui.sprites import seats as seat_symbols
from scenes.ui.sprites.felt import felt
from scenes.ui.text import kind_name, t
from scenes.ui.widgets import Button, Choice, FocusRing, same_size

DEFAULT_PORT = 8765          # `main.py serve`'s
RETRY_EVERY, RETRIES = 0.5, 10   # a port still held (the last game closing): tried again meanwhile
GRACE = 30.0                 # seconds a seat whose person left waits before the host may give it away
ROW_TOP, ROW_H = 212, 62     # (under the turn time's row)
ONLY_HERE = False            # tests: listen on the loopback only, on a free port, whatever was chosen
HOST_CLOCK = time.monotonic  # the host's clock (tests step their own: a turn time's deadline is in it)
TIMER_Y = 172                # the turn time's row, between the address (two lines at most) and the seats
DIGITS = {getattr(pygame, f"K_{i}"): i - 1 for i in range(1, 7)}
DIGITS.update({getattr(pygame, f"K_KP{i}"): i - 1 for i in range(1, 7)})     # the keypad's too, as when joining


def net_settings(config) -> dict:
    """{port, address, tokens} of a hosted game's config (the setup's choice, or a save's),
    and its turn time and the computer level deciding for a silent seat, when chosen."""
    net = dict(config.extra.get("net", {}))
    net.setdefault("port", DEFAULT_PORT)
    net.setdefault("address", EVERYWHERE)
    net.setdefault("tokens", {})
    return net


def lan_address(port: int) -> str:
    """This computer's address on the local network, as others type it (no packet is
    sent: a UDP socket's connect only picks the interface)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))      # TEST-NET-1: never routed anywhere
            address = probe.getsockname()[0]
    except OSError:
        address = socket.gethostname()
    return f"{address}:{port}"


def advertiser(port: int, game_id: str, host_name: str, free: int, total: int, here_only: bool = False):
    """The game announced on the local network (zeroconf), when discovery is installed;
    None otherwise (joining by typed address still works). A game open to this computer
    only is announced on the loopback interface alone, at 127.0.0.1 (a second copy of the
    program here finds it; nothing goes out to the network), as `main.py serve` does."""
    try:
        discovery = importlib.import_module("scenes.net.discovery")
    except ImportError:
        return None
    try:
        loopback = {"interfaces": ["127.0.0.1"], "addresses": ["127.0.0.1"]} if here_only else {}
        found = discovery.Advertiser(port, game_id, host_name, free, total, **loopback)
        found.start()
        return found
    except Exception:          # multicast blocked, zeroconf missing: the typed address still works
        return None


def turn_time_label(seconds: float | None) -> str:
    if seconds is None:
        return t("lobby_turn_time_off")
    return t("lobby_turn_time", time=time_words(seconds))


def time_words(seconds: float) -> str:
    """30 s, 2 min: a turn time as the lobby says it."""
    if seconds >= 60 and seconds % 60 == 0:
        return t("minutes_short", n=int(seconds // 60))
    return t("seconds_short", n=int(seconds))


class LobbyScene(Scene):
    def __init__(self, app, config, match=None):
        super().__init__(app)
        self.config, self.match = config, match       # match: a saved game being resumed
        self.spec = game_spec(config.game.id)
        self.net = net_settings(config)
        self.hosting: TableHost | None = None
        self.advertised = None
        self.free_told = None
        self.gives: dict[int, Button] = {}
        self.retries, self.retry_in = 0, RETRY_EVERY
        for seat, cfg in enumerate(config.seats):
            if cfg.is_remote:
                self.gives[seat] = Button((850, ROW_TOP + seat * ROW_H + 8, 180, 44),
                                          lambda seat=seat: t("lobby_give", n=seat + 1),
                                          lambda seat=seat: self.give(seat), size=18, colour=(60, 110, 80),
                                          enabled=lambda seat=seat: self.may_give(seat))
        # a remote seat's time for each decision (off by default: nobody is hurried unless the
        # host says so) and the computer that decides when it runs out; not for a race's calls
        self.timed = self.spec.remote is not None and self.spec.remote.race is None
        memory = self.remembered_timer()
        # (a resumed game keeps its own: no turn time saved is none)
        chosen = self.net.get("turn_time", None if match is not None else memory.get("net_turn_time"))
        self.turn_time = Choice((250, TIMER_Y, 380, 36), TURN_TIMES,
                                TURN_TIMES.index(chosen) if chosen in TURN_TIMES else 0, label=turn_time_label,
                                size=18, on_change=lambda _: self.time_chosen())
        levels = list(self.spec.people_kinds)
        level = self.net.get("fill", memory.get("net_fill", default_kind(self.spec)))
        self.fill = Choice((650, TIMER_Y, 380, 36), levels, levels.index(level) if level in levels else len(levels) - 1,
                           label=lambda kind: t("lobby_fill", kind=kind_name(kind)), size=18,
                           enabled=lambda: self.turn_time.value is not None, on_change=lambda _: self.time_chosen())
        self.back = Button((300, 640, 200, 56), lambda: t("back"), self.leave, colour=(60, 110, 80))
        self.start = Button((780, 640, 200, 56), lambda: t("start"), self.begin, enabled=self.ready)
        same_size([self.back, self.start])
        timer = [self.turn_time, self.fill] if self.timed else []
        self.ring = FocusRing([*timer, *self.gives.values(), self.back, self.start])
        self.ring.focus(self.start)

    # ----- the network ------------------------------------------------------------------
    def enter(self) -> None:
        if self.hosting is None:
            self.open()

    def open(self) -> None:
        config = self.config
        kinds = [s.kind for s in config.seats]
        tokens = {int(k): v for k, v in self.net["tokens"].items()} if self.match is not None else {}
        address, port = (HERE, 0) if ONLY_HERE else (self.net["address"], self.net["port"])
        self.hosting = TableHost(config.game, config.rules(), kinds, [s.name for s in config.seats],
                                 address=address, port=port, grace=GRACE,
                                 options=config.in_effect(), tokens=tokens, clock=HOST_CLOCK)
        self.time_chosen()
        self.app.host(self.hosting)
        self.hosting.open()

    def time_chosen(self) -> None:
        """The turn time and its computer, as chosen now, for the table host."""
        if self.hosting is not None:
            self.hosting.timer.choose(*self.timer_choice())

    def remembered_timer(self) -> dict:
        """The turn time chosen when this game was last started from a lobby (the setup's
        memory: net_turn_time in whole seconds, 0 for no limit; net_fill)."""
        remembered, _problem = setup_memory.load(self.spec.id)
        options = remembered.options if remembered is not None else {}
        seconds = options.get("net_turn_time")
        memory = {"net_turn_time": float(seconds)} if type(seconds) is int and seconds > 0 else {}
        if isinstance(options.get("net_fill"), str):
            memory["net_fill"] = options["net_fill"]
        return memory

    def remember_timer(self) -> None:
        """The turn time chosen, offered again by the next lobby of this game."""
        remembered, _problem = setup_memory.load(self.spec.id)
        if remembered is None or not self.timed:
            return
        limit = self.turn_time.value
        options = {**remembered.options, "net_turn_time": int(limit or 0), "net_fill": self.fill.value}
        setup_memory.save(self.spec.id, replace(remembered, options=options))

    def timer_choice(self) -> tuple[float | None, str | None]:
        if not self.timed or self.turn_time.value is None:
            return None, None
        return self.turn_time.value, self.fill.value

    def on_network(self) -> bool:
        """Listening beyond this computer (the game is announced, its LAN address shown)?"""
        return self.hosting is not None and self.hosting.address != HERE

    def retry(self) -> None:
        self.app.stop_hosting()
        self.hosting = None
        self.open()

    def leave(self) -> None:
        self.app.stop_hosting()
        if self.match is not None:
            self.app.pop()                          # back to the title, the save kept
        else:
            self.app.replace_with("setup", self.config)

    # ----- the seats ----------------------------------------------------------------------
    def status(self, seat: int) -> dict:
        return self.hosting.seats[seat] if self.hosting is not None else \
            {"seat": seat, "name": self.config.seats[seat].name, "kind": self.config.seats[seat].kind,
             "status": "free"}

    def may_give(self, seat: int) -> bool:
        """Can `seat` be given to a computer now (a number key names any of six seats,
        whatever the table's size)?"""
        hosting = self.hosting
        return hosting is not None and hosting.ready and 0 <= seat < len(hosting.seats) and \
            seat not in hosting.stand_ins and \
            hosting.seats[seat]["kind"] == REMOTE and hosting.seats[seat]["status"] != "here"

    def give(self, seat: int) -> None:
        """An empty remote seat to a computer: for the game (nobody took it), or until its
        person comes back (they left the lobby, or a resumed game's: the seat stays theirs)."""
        if not self.may_give(seat):
            return
        level = first_opponent(self.spec)      # the level a setup's computer seat starts at
        if self.match is None and seat in self.hosting.free():
            self.hosting.give_to_computer(seat, level)
        else:                    # someone holds it (gone, or not back yet): theirs when they come
            self.hosting.stand_in_from_start(seat, level)
        self.app.audio.play("click")

    def ready(self) -> bool:
        return self.hosting is not None and self.hosting.all_taken()

    def begin(self) -> None:
        """Everyone is here: the game's seats named after who took them, the tokens kept
        (a resumed game lets the same people back), then the game as at one screen."""
        if not self.ready():
            return
        hosting = self.hosting
        names = hosting.taken_names()
        seats = tuple(SeatConfig(names[i][:40], s.colour, hosting.kinds[i]) for i, s in enumerate(self.config.seats))
        net = {**self.net, "tokens": {str(k): v for k, v in hosting.kept_tokens().items()}}
        for chosen_here in ("turn_time", "fill"):     # as the lobby says now (none: no limit)
            net.pop(chosen_here, None)
        limit, level = self.timer_choice()
        self.time_chosen()
        if not self.app.demo:
            self.remember_timer()
        if limit is not None:               # kept in the config, so in the save: Resume times the same
            net.update(turn_time=limit, fill=level)
        if self.match is not None:         # a saved game: its seats are the match's
            config = replace(self.config, extra={**self.config.extra, "net": net})
            self.app.record(self.match)
            self.app.replace_with(self.app.game_screen("table"), config, self.match, keep=True)
            return
        config = replace(self.config, seats=seats, extra={**self.config.extra, "net": net})
        self.app.replace_with(self.app.game_screen("rolloff"), config)

    # ----- the loop ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        hosting = self.hosting
        if hosting is None:
            return
        hosting.poll(dt)
        if hosting.error and self.retries < RETRIES:
            self.retry_in -= dt
            if self.retry_in <= 0:
                self.retries += 1
                self.retry_in = RETRY_EVERY
                self.retry()
            return
        if hosting.ready:
            free = len(hosting.free())
            if self.advertised is None and self.free_told is None:
                self.free_told = free
                self.advertised = advertiser(hosting.port_now(), self.spec.id, socket.gethostname(), free,
                                             len(self.config.seats), here_only=not self.on_network())
            elif self.advertised is not None and free != self.free_told:
                self.free_told = free
                try:
                    self.advertised.update(free=free)
                except Exception:
                    pass

    def exit(self) -> None:
        if self.advertised is not None:
            try:
                self.advertised.close()
            except Exception:
                pass
            self.advertised = None

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return None
            if event.key == pygame.K_r and self.hosting is not None and self.hosting.error:
                self.retries = 0
                self.retry()
                return None
            if event.key in DIGITS:
                self.give(DIGITS[event.key])
                return None
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.ring.move(-1 if event.key == pygame.K_UP else 1)
                return None
        if event.type == pygame.MOUSEMOTION:
            for widget in self.ring.widgets:
                widget.handle_event(event)
            return None
        self.ring.handle_event(event)
        return None

    def address_line(self) -> str:
        hosting = self.hosting
        if hosting is None or hosting.error:
            why = hosting.error if hosting is not None else ""
            return t("lobby_cannot_listen", port=self.net["port"], why=why)
        if not hosting.ready:
            return t("lobby_opening")
        if not self.on_network():
            return t("lobby_join_here", port=hosting.port_now())
        return t("lobby_join_at", address=lan_address(hosting.port_now()))

    def seat_words(self, seat: int) -> str:
        state = self.status(seat)
        kind, status = state["kind"], state["status"]
        if kind == HUMAN:
            return t("lobby_here")
        if kind != REMOTE:
            return f"{t('lobby_computer')} ({kind_name(kind)})"
        if self.hosting is not None and seat in self.hosting.stand_ins and status != "here":
            return t("lobby_stand_in")
        if status == "free":
            return t("lobby_free")
        if status == "away":
            return t("lobby_away", name=state["name"])
        if seat in self.hosting.tokens and state["name"] == self.config.seats[seat].name:
            return t("lobby_back", name=state["name"])     # a resumed game's seat, its person back
        return t("lobby_joined", name=state["name"])

    def fill_in_view(self) -> bool:
        """Is the level that plays for a silent seat under the mouse or in focus (its line
        then says how that level plays, as the setup's does)?"""
        return self.timed and self.fill.is_enabled() and (self.fill.hover or self.ring.current is self.fill)

    def shown_name(self, seat: int) -> str:
        """The seat's name: its person's once a remote seat is taken, else the setup's."""
        cfg, state = self.config.seats[seat], self.status(seat)
        return state["name"] if cfg.is_remote and state["status"] != "free" else cfg.name

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        panel = pen.Surface((820, 600), pygame.SRCALPHA)
        pen.rect(panel, (6, 22, 14, 170), panel.get_rect(), border_radius=20)
        surface.blit(panel, (230, 100))
        title = assets.shadowed(t("lobby_title"), assets.heading(60), theme.CREAM, "display", offset=3)
        surface.blit(title, title.get_rect(midtop=(640, 14)))
        # the address in two lines at most above the turn time's row: each no taller than
        # half the room (at 150 % two lines ran into the row), as at 100 % at least
        size = assets.no_taller(20, (TIMER_Y - 4 - 118) // 2, "bold")
        y = 118
        for line in assets.wrap(self.address_line(), size, 760, "bold"):
            img = assets.text(line, size, theme.GOLD, "bold")
            surface.blit(img, img.get_rect(midtop=(640, y)))
            y += max(26, assets.font(size, "bold").get_height())
        if self.timed:
            self.turn_time.draw(surface)
            self.fill.draw(surface)
        names = [self.shown_name(seat) for seat in range(len(self.config.seats))]
        # the names short of the seats' words, all at one size (fitted one by one, "Bérénice 4"
        # came out smaller than "Bérénice 3"); the words short of their Give button
        name_size = min(assets.fitted(name, 24, 520 - 12 - 304, "bold", floor=0.5) for name in names)
        for seat, cfg in enumerate(self.config.seats):
            row_y = ROW_TOP + seat * ROW_H + 30
            seat_symbols.draw_symbol(surface, seat, theme.seat_colour(cfg.colour), (280, row_y), 12)
            name = names[seat]
            img = assets.text(name, name_size, theme.CREAM, "bold")
            surface.blit(img, img.get_rect(midleft=(304, row_y)))
            said = self.seat_words(seat)
            room = (self.gives[seat].rect.x if seat in self.gives and self.may_give(seat) else 1030) - 12 - 520
            words = assets.text(said, assets.fitted(said, 20, room), (185, 205, 190), "body")
            surface.blit(words, words.get_rect(midleft=(520, row_y)))
            if seat in self.gives and self.may_give(seat):
                self.gives[seat].draw(surface)
        wait = t("lobby_ready") if self.ready() else t("lobby_wait_all") if self.match is None else t("lobby_resume")
        if self.fill_in_view():     # how the level chosen to play for a silent seat plays, instead
            wait = seat_about.about(self.spec.id, self.fill.value)
        # above Back and Start: smaller at a large text size if it must, as at 100 % at least
        size, floor = 19.0, 19 / pen.text_size()
        while True:
            lines, step = assets.wrap(wait, size, 760), max(24, assets.font(size).get_linesize())
            if len(lines) * step <= self.back.rect.y - 4 - 582 or size <= floor:
                break
            size = max(floor, size - 1)
        for k, line in enumerate(lines):
            img = assets.text(line, size, theme.CREAM, "body")
            surface.blit(img, img.get_rect(midtop=(640, 582 + step * k)))
        self.back.draw(surface)
        self.start.draw(surface)
