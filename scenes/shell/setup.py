"""New game setup, for the game chosen on the title (from the registry: its
players, its kinds offered to people): 2-6 seats (colour, name, human or a
computer kind), the game's rule options (drawn from their declarations in its
spec, each offered only with the player counts and other options it goes with),
what the game's setup part adds (scenes/shell/setup_part.py), an optional seed;
then the game's roll-off. What was chosen when the game last started from here is
offered again (scenes/shell/setup_memory.py).

A seat may be Remote: a person at another computer. The setup then offers the port
the game listens on and whether the local network or only this computer may join,
and Start opens the game's lobby (scenes/shell/lobby.py) instead of its roll-off."""
from __future__ import annotations

import pygame

from game.registry import game as game_spec

from scenes.ui import assets, pen, theme
from scenes.shell import option_choices, saves, seat_about, setup_memory
from scenes.shell.game_config import config_type
from scenes.net.table_host import EVERYWHERE, HERE
from scenes.shell.lobby import DEFAULT_PORT
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig, default_kind, first_opponent, offered_kind, offered_kinds
from scenes.shell.setup_memory import AsSwitch, Remembered, RememberedSeat
from scenes.shell.setup_part import SetupPart
from scenes.scene import Scene
from scenes.ui.letterbox import DESIGN_SIZE
from scenes.ui.overlay import notice_band
from scenes.ui.sprites import seats
from scenes.ui.sprites.felt import felt
from scenes.ui.text import colour_name, kind_name, notice, t
from scenes.ui.widgets import Button, Choice, FocusRing, TextField, same_size

COLOURS = [c for _, c in theme.SEAT_COLOURS]
COLOUR_IDS = {c: name for name, c in theme.SEAT_COLOURS}
ROW_TOP, ROW_H = 178, 58
NARROW_BUTTON = 150       # Back and Start when the network row sits between them
SYMBOL_ROOM = 28         # the seat symbol at the right end of the colour choice, and a gap before it
PANEL = pygame.Rect(260, 95, 820, 610)
OPTIONS_ROW = pygame.Rect(300, ROW_TOP + 6 * ROW_H + 8, 740, 44)     # under the six seat rows
SIDE_COLUMN_SHIFT, SIDE_COLUMN_WIDTH = 120, 220     # a column per seat right of the kinds
NAME_LENGTH = 14
NOTICE_TIME = 12.0        # seconds a damaged file's message stays (Esc dismisses it sooner)


def game_config_type(app):
    """The current game's config: its own, else the shared one for its spec."""
    return app.game_part("config") or config_type(game_spec(app.game))


def default_config(app):
    """A person and the game's first opponent, with the game's default options."""
    kind = first_opponent(game_spec(app.game))
    return game_config_type(app)((SeatConfig(t("seat_name", n=1), COLOURS[0], HUMAN),
                                  SeatConfig(t("seat_name", n=2), COLOURS[1], kind)))


def demo_config(app, players: int):
    kind = default_kind(game_spec(app.game))
    seats = tuple(SeatConfig(f"{kind_name(kind).capitalize()} {i + 1}", COLOURS[i], kind) for i in range(players))
    return game_config_type(app)(seats)


def kind_label(kind: str) -> str:
    if kind == REMOTE:
        return t("remote")
    return t("human") if kind == HUMAN else t("computer", kind=kind_name(kind))


def listen_label(address: str) -> str:
    return t("net_listen_here") if address == HERE else t("net_listen_lan")


def hosted_here(spec) -> bool:
    """Can the window host this game for other computers (a game whose seats race, YAM
    color's calls, too: scenes/net/window_race.py)?"""
    return spec.remote is not None


def recalled_seat(seat: RememberedSeat, row: int) -> SeatConfig:
    colours = {name: c for name, c in theme.SEAT_COLOURS}
    name = "".join(ch for ch in seat.name if ch.isprintable()).strip()[:NAME_LENGTH]    # as if typed here
    return SeatConfig(name or t("seat_name", n=row + 1), colours.get(seat.colour, COLOURS[row]), seat.kind)


def row_seat(row: int, spec, given, recalled) -> SeatConfig:
    """A seat row's first values: the given setup's, else last time's, else the defaults."""
    if row < len(given):
        return given[row]
    if row < len(recalled):
        return recalled[row]
    return SeatConfig(t("seat_name", n=row + 1), COLOURS[row], HUMAN if row == 0 else first_opponent(spec))


class SetupScene(Scene):
    def __init__(self, app, config=None):
        super().__init__(app)
        spec = self.spec = game_spec(app.game)
        self.make_config = game_config_type(app)
        remembered, problem = setup_memory.load(app.game)
        self.notice = notice("setup_damaged", problem) if problem else None
        self.notice_left = NOTICE_TIME if problem else 0.0
        counts = list(range(spec.min_players, spec.max_players + 1))
        recalled = [recalled_seat(s, i) for i, s in enumerate(remembered.seats)] if remembered else []
        recall = config is None and remembered is not None     # a rematch's setup keeps its game's
        if recall:      # offered again as chosen when this game last started from here
            players = min(max(remembered.players, counts[0]), counts[-1])
            config = self.make_config(tuple(row_seat(i, spec, (), recalled) for i in range(players)))
        config = config or default_config(app)
        kinds = offered_kinds(spec)
        self.rows = []
        for i in range(spec.max_players):
            seat = row_seat(i, spec, config.seats, recalled)
            y = ROW_TOP + i * ROW_H
            colour = Choice((300, y, 190, 44), COLOURS, COLOURS.index(seat.colour) if seat.colour in COLOURS else i,
                            label=lambda c: colour_name(theme.colour_id(c)), size=18, mark_room=SYMBOL_ROOM,
                            on_change=lambda _, i=i: self.unique_colour(i))
            name = TextField((504, y, 236, 44), seat.name, max_length=NAME_LENGTH)
            kind = Choice((760, y, 280, 44), kinds, kinds.index(offered_kind(seat.kind, spec)), label=kind_label,
                          on_change=lambda _: self.relayout())
            self.rows.append((colour, name, kind))
        self.count = Choice((460, 112, 120, 46), counts, counts.index(len(config.seats)),
                            on_change=lambda _: self.relayout(), size=22)
        part = app.game_part("setup options") or SetupPart
        # a game with a column per seat (YAM color's call keys) needs the width: all moves left
        self.dx = -SIDE_COLUMN_SHIFT if part.seat_column else 0
        self.options_row = OPTIONS_ROW.move(self.dx, 0)
        # the game's rule options, from its spec (none: the row stays empty)
        rects = option_choices.row(spec.options, self.options_row)
        self.option_choices = {o.name: option_choices.choice(o, rect, config.option(o.name),
                                                             enabled=lambda name=o.name: self.offered(name))
                               for o, rect in zip(spec.options, rects)}
        self.part = part(config, self.options_row, lambda: self.count.value,
                         lambda: [kind.value for _, _, kind in self.rows], self.seat_names)
        if recall:
            setup_memory.recall_options(self.named(), remembered.options)
        self.option_widgets = [*self.option_choices.values(), *self.part.widgets()]
        self.seed = TextField((760, 112, 180, 46), "" if config.seed is None else str(config.seed),
                              max_length=9, accept=str.isdigit, placeholder=t("seed_hint"), size=18)
        # a Remote seat: the port and who may join (the local network, or this computer only)
        net = config.extra.get("net", {}) if config.extra else {}
        remembered_net = remembered.options if remembered is not None and recall else {}
        port = net.get("port", remembered_net.get("net_port", DEFAULT_PORT))
        self.port = TextField((0, 0, 120, 44), "" if not port else str(port), max_length=5, accept=str.isdigit,
                              placeholder=t("net_port_hint"), size=18)
        listen = net.get("address", remembered_net.get("net_listen", EVERYWHERE))
        # the lobby's turn time, kept when a hosted game's setup is shown again (a rematch),
        # and as the lobby remembered it last (scenes/shell/lobby.py): kept with the rest
        self.kept_net = {k: net[k] for k in ("turn_time", "fill") if k in net}
        self.lobby_memory = {k: v for k, v in (remembered.options if remembered is not None else {}).items()
                             if k in ("net_turn_time", "net_fill")}
        self.listen = Choice((0, 0, 300, 44), [EVERYWHERE, HERE], 1 if listen == HERE else 0, label=listen_label,
                             size=18)
        self.back = Button((300, 640, 200, 56), t("back"), app.pop, colour=(60, 110, 80))
        self.start = Button((840, 640, 200, 56), t("start"), self.begin)
        same_size([self.back, self.start])
        for widget in (*(w for row in self.rows for w in row), self.count, self.seed, self.back, self.start):
            widget.rect.x += self.dx
        if self.dx:
            self.start.rect.x += SIDE_COLUMN_WIDTH      # under the last column, as without one
        self.homes = (self.back.rect.copy(), self.start.rect.copy())    # Back and Start without the network row
        self.ring = FocusRing([])
        self.relayout()

    def unique_colour(self, seat: int) -> None:
        """Two seats never share a colour: skip the ones taken, in the direction clicked."""
        choice = self.rows[seat][0]
        taken = {row[0].value for k, row in enumerate(self.rows[:self.count.value]) if k != seat}
        for _ in range(len(choice.options)):
            if choice.value not in taken:
                return
            choice.index = (choice.index + choice.last_step) % len(choice.options)

    def seat_names(self) -> list[str]:
        """Each row's name as Start would give it (an empty field: "Player N")."""
        return [name.value.strip() or t("seat_name", n=i + 1) for i, (_, name, _) in enumerate(self.rows)]

    def chosen_options(self) -> dict:
        return {name: choice.value for name, choice in self.option_choices.items()}

    def offered(self, name: str) -> bool:
        """May option `name` be changed now? Only with a player count that allows it,
        and while no option it does not go with is in effect."""
        option = next(o for o in self.spec.options if o.name == name)
        if not option.allows(self.count.value):
            return False
        in_effect = self.spec.options_in_effect(self.count.value, self.chosen_options())
        defaults = self.spec.option_defaults()
        return all(in_effect[other] == defaults[other] for other in self.spec.conflicts(name))

    def named(self) -> dict:
        """Every choice the next setup offers again, by the name it is remembered by."""
        aliases = self.part.remembered_as
        rules = {aliases.get(name, name): AsSwitch(choice) if name in aliases else choice
                 for name, choice in self.option_choices.items()}
        return {**rules, **self.part.named()}

    @property
    def typing(self) -> bool:
        return isinstance(self.ring.current, TextField)

    def hosted(self) -> bool:
        """Is a seat chosen now Remote (the network row shown)?"""
        return any(kind.value == REMOTE for _, _, kind in self.rows[:self.count.value])

    def place_net_row(self) -> None:
        """The port and the listening choice: in the first seat row not used, else
        between Back and Start, the two buttons narrower so that the port's label has
        room before its field (it lay over Back with six seats)."""
        back, start = (home.copy() for home in self.homes)
        if self.count.value < len(self.rows):
            y = ROW_TOP + self.count.value * ROW_H
            self.port.rect.topleft = (504 + self.dx, y)
            self.listen.rect = pygame.Rect(640 + self.dx, y, 400, 44)
        elif self.hosted():
            back.width = NARROW_BUTTON
            start.x, start.width = start.right - NARROW_BUTTON, NARROW_BUTTON
            label = assets.text(t("net_port"), 22, theme.CREAM, "bold").get_width()
            self.port.rect = pygame.Rect(back.right + 12 + label + 12, back.y + 6, 96, 44)
            self.listen.rect = pygame.Rect(self.port.rect.right + 12, back.y + 6,
                                           start.x - 12 - (self.port.rect.right + 12), 44)
        self.back.rect, self.start.rect = back, start

    def relayout(self) -> None:
        self.place_net_row()
        for seat in range(self.count.value):
            self.unique_colour(seat)
        widgets = [self.count]
        per_seat = self.part.seat_widgets()
        for k, (colour, name, kind) in enumerate(self.rows[:self.count.value]):
            widgets += [colour, name, kind] + ([per_seat[k]] if k < len(per_seat) else [])
        widgets += [*self.option_widgets, self.seed]
        if self.hosted():
            widgets += [self.port, self.listen]
        widgets += [self.back, self.start]
        current = self.ring.current
        self.ring = FocusRing(widgets)
        if current in widgets:
            self.ring.focus(current)
        else:
            self.ring.focus(self.start)
        pygame.key.start_text_input()

    def config(self):
        seats = tuple(SeatConfig(name, colour.value, kind.value)
                      for name, (colour, _, kind) in zip(self.seat_names(), self.rows[:self.count.value]))
        seed = int(self.seed.value) if self.seed.value else None
        options = self.spec.options_in_effect(len(seats), self.chosen_options())
        extra = {"net": self.net_choice()} if any(s.kind == REMOTE for s in seats) else {}
        return self.make_config(seats, options, seed, extra=extra, **self.part.config_fields(seats))

    def net_choice(self) -> dict:
        """{port, address}: the port typed (empty: any free one) and who may join."""
        port = int(self.port.value) if self.port.value else 0
        return {"port": port if port <= 65535 else DEFAULT_PORT, "address": self.listen.value, **self.kept_net}

    def begin(self) -> None:
        """Start the game; if an unfinished game is saved, ask first (starting replaces it)."""
        if saves.exists(self.app.game) and not self.app.demo:      # this game's own save
            self.app.open("confirm", "replace_save", "replace_save_yes", self.start_game)
        else:
            self.start_game()

    def start_game(self) -> None:
        config = self.config()
        if config.hosted and not hosted_here(self.spec):
            self.notice = ("net_no_remote", {"game": t(f"game_name_{self.spec.id}")})
            self.notice_left = NOTICE_TIME
            return
        setup_memory.save(self.app.game, self.remembered())     # offered again at the next New game
        # seats at other computers: the game opens on the network and waits for them first
        self.app.replace_with("lobby" if config.hosted else self.app.game_screen("rolloff"), config)

    def remembered(self) -> Remembered:
        """Every row as it is now (rows past the player count too), the count, the options."""
        rows = []
        for i, (colour, name, kind) in enumerate(self.rows):
            typed = name.value.strip()
            rows.append(RememberedSeat("" if typed == t("seat_name", n=i + 1) else typed,
                                       COLOUR_IDS[colour.value], kind.value))
        options = setup_memory.option_values(self.named())
        if self.hosted():          # the network's choices, with the seats that need them
            options.update(net_port=int(self.port.value) if self.port.value else 0, net_listen=self.listen.value)
        options.update(self.lobby_memory)     # (the lobby's, kept through games at one screen too)
        return Remembered(self.count.value, tuple(rows), options)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.notice_left > 0:       # first Esc dismisses the message
                self.notice_left = 0.0
                return None
            self.app.pop()
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.typing:
            self.ring.move(1)
            return None
        if event.type == pygame.MOUSEMOTION:
            for w in self.ring.widgets:     # hover looks (a choice's arrows, buttons)
                w.handle_event(event)
            return None
        self.ring.handle_event(event)
        return None

    def update(self, dt: float) -> None:
        for _, name, _ in self.rows:
            name.update(dt)
        self.seed.update(dt)
        self.port.update(dt)
        self.notice_left = max(0.0, self.notice_left - dt)

    def panel_rect(self) -> pygame.Rect:
        rect = PANEL.move(self.dx, 0)
        if self.dx:
            rect.width += SIDE_COLUMN_WIDTH
        return rect

    def seat_about_room(self) -> pygame.Rect:
        """Between the seat rows in use (and the network row, when it sits in a row) and
        the options: where the line about a seat goes when it fits."""
        used = self.count.value + (1 if self.hosted() and self.count.value < len(self.rows) else 0)
        panel = self.panel_rect()
        top = ROW_TOP + used * ROW_H
        return pygame.Rect(panel.x + 40, top, panel.width - 80, max(0, self.options_row.y - 8 - top))

    def draw_seat_about(self, surface: pygame.Surface):
        """Who plays the seat whose kind is under the mouse or in focus (seat_about.py)."""
        choice = seat_about.kind_in_view([kind for _, _, kind in self.rows[:self.count.value]], self.ring.current)
        message = seat_about.about(self.spec.id, choice.value) if choice is not None else ""
        return seat_about.draw(surface, message, self.seat_about_room(), self.seat_about_band()) if message else None

    def seat_about_band(self) -> pygame.Rect:
        """Where the line goes when the rows leave no room: over the title, the screen's
        width, down to just above the players and seed row (which it must not hide)."""
        top, margin = seat_about.TOP_BAND_Y, seat_about.BAND_MARGIN
        return pygame.Rect(margin, top, DESIGN_SIZE[0] - 2 * margin, min(self.count.rect.top, self.seed.rect.top) - 2 - top)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        rect = self.panel_rect()
        panel = pen.Surface(rect.size, pygame.SRCALPHA)
        pen.rect(panel, (6, 22, 14, 170), panel.get_rect(), border_radius=20)
        surface.blit(panel, rect.topleft)
        title = assets.shadowed(t("setup_title"), assets.heading(60), theme.CREAM, "display", offset=3)
        surface.blit(title, title.get_rect(midtop=(640, 14)))
        label = assets.text(t("players"), 22, theme.CREAM, "bold")
        surface.blit(label, label.get_rect(midright=(445 + self.dx, 135)))
        label = assets.text(t("seed"), 22, theme.CREAM, "bold")
        surface.blit(label, label.get_rect(midright=(745 + self.dx, 135)))
        for i, (colour, name, kind) in enumerate(self.rows[:self.count.value]):
            colour.draw(surface)
            inner = colour.inner
            seats.draw_symbol(surface, i, theme.seat_colour(colour.value), (inner.right - 12, inner.centery), 11)
            name.draw(surface)
            kind.draw(surface)
        for w in self.part.seat_widgets()[:self.count.value]:
            w.draw(surface)
        for w in (self.count, *self.option_widgets, self.seed, self.back, self.start):
            w.draw(surface)
        if self.hosted():
            label = assets.text(t("net_port"), 22, theme.CREAM, "bold")
            surface.blit(label, label.get_rect(midright=(self.port.rect.x - 12, self.port.rect.centery)))
            self.port.draw(surface)
            self.listen.draw(surface)
        self.part.draw(surface, self.options_row)      # the game's own words (YAM color: how a call is made)
        self.draw_seat_about(surface)
        if self.notice and self.notice_left > 0:
            message_id, values = self.notice
            notice_band(surface, t(message_id, **values), min(1.0, self.notice_left / 0.5))
