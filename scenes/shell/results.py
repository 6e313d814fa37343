"""Results, over the finished table: the winner, one line saying why (the game's "win
reason" part), what everyone holds (its "holdings" part), a rematch with the same
seats, or back to setup. A short celebration plays first (any key or click ends it,
and does nothing else).
L shows the table's history (the table draws it: the panel steps aside), E saves the
game log (the game's "export log" part). In --demo the next game starts by itself."""
from __future__ import annotations

import pygame

from scenes.ui import assets, pen, theme
from scenes.ui.overlay import draw_panel
from scenes.scene import Scene
from scenes.ui.celebration import CELEBRATION, Confetti, Skip
from scenes.ui.sprites import seats
from scenes.ui.sprites.felt import RIM
from scenes.ui.text import YOU, spoken, t
from scenes.ui.widgets import Button, FocusRing, same_size
from scenes import registry
from scenes.shell.seed_words import seed_words

DEMO_NEXT_GAME = 4.0
REASON = 18                 # the size of the line saying why the game was won


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, config, match, table=None):
        super().__init__(app)
        self.config = config
        self.match = match
        # the finished table under the results (TableHandle: its history, L, and its log, E), or None
        self.table = table
        n = len(config.seats)
        self.row = 66 if n <= 4 else 58          # six rows, the seed line and the keys still fit
        # why the game was won, in one line or two (long French sentences): the rows go down
        self.why = self.reason_lines(700 - 60)
        self.below_why = assets.grown(22) * max(0, len(self.why) - 1)
        if pen.text_size() > 1:        # larger text: closer rows, so the seed's line still fits below
            room = 720 - 2 * (10 + assets.font(16).get_height())
            self.row = max(50, min(self.row, (room - 292 - self.below_why) // n))
        self.rect = pygame.Rect(0, 0, 700, 292 + self.row * n + self.below_why)
        self.rect.center = (640, 360)
        y = self.rect.bottom - 92
        x = self.rect.x + 40
        # one text size for the row: French "Nouvelle configuration" must not look smaller
        # a seat joined from another computer: the host starts any next game, not this window
        here = lambda: not getattr(match, "joined", False)  # noqa: E731
        # ... which, in a series, goes on to its next game (the host deals it; the seat stays)
        self.series_on = getattr(match, "joined", False) and getattr(match, "more", False)
        first = Button((x, y, 200, 56), t("net_next_game"), self.next_game) if self.series_on else \
            Button((x, y, 200, 56), t("rematch"), self.rematch, enabled=here)
        self.buttons = same_size([first,
                                  Button((x + 210, y, 200, 56), t("to_setup"), self.to_setup, colour=(60, 110, 80),
                                         enabled=here),
                                  Button((x + 420, y, 200, 56), t("to_title"), self.to_title, colour=(60, 110, 80))])
        self.ring = FocusRing(self.buttons)
        if not here() and not self.series_on:
            self.ring.focus(self.buttons[2])       # Enter: back to the title
        self.elapsed = 0.0
        self.skip = Skip()
        self.exported = ""
        self.confetti = Confetti(match.seed, theme.seat_colour(config.seats[self.winner].colour))

    @property
    def winner(self) -> int:
        return self.match.state.result().winners[0]

    def seed_words(self) -> str:
        return seed_words(self.match, self.config, over=True)

    def reason_lines(self, width: int) -> list[str]:
        """The game's "win reason" part (why the game was won), wrapped; none without one."""
        part = registry.game_name(self.match.game_id, "win reason")
        if not registry.has(part):
            return []
        return assets.wrap(registry.resolve(part)(self.match, self.config), REASON, width)

    def rematch(self) -> None:
        self.app.pop()
        if self.config.hosted:           # seats at other computers: they join the next game first
            self.app.replace_with("lobby", self.config.with_seed(None))
            return
        # the finished game's own screens, whatever the title shows now
        self.app.replace_with(registry.game_name(self.match.game_id, "rolloff"), self.config.with_seed(None))

    def next_game(self) -> None:
        """A joined seat's series goes on: back to its table, which takes the next game."""
        self.app.pop()
        go_on = getattr(self.table, "go_on", None)
        if go_on is not None:
            go_on()

    def to_setup(self) -> None:
        self.app.pop()
        self.app.replace_with("setup", self.config)

    def to_title(self) -> None:
        self.app.reset_to("title")

    @property
    def celebrating(self) -> bool:
        return self.elapsed < CELEBRATION

    @property
    def history_open(self) -> bool:
        return self.table is not None and self.table.history_shown()

    def enter(self) -> None:
        self.app.audio.play("fanfare")

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self.skip.update(dt)
        if self.history_open:
            self.table.update_history(dt)
        if self.app.demo and self.elapsed >= DEMO_NEXT_GAME:
            self.rematch()

    def handle_event(self, event):
        if self.skip.swallows(event, self.celebrating):
            # only skipped: a Space or click still hurrying the table's last move must not
            # press Rematch (or any button) for whoever looks next
            self.elapsed = max(self.elapsed, CELEBRATION)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and self.table is not None:
            self.table.toggle_history()         # the table's L: its history panel, over the results
            return None
        if self.history_open:                   # scrolling, Esc: the history's, until it closes
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.table.close_history()
            else:
                self.table.history_event(event)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            if self.table is not None:
                self.exported = self.table.export_log()
                self.table.clear_notice()       # said here, not behind the panel
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return None
        self.ring.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle_event(event)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.history_open:                   # the table shows its history; results wait
            return
        draw_panel(surface, self.rect)
        self.confetti.draw(surface, self.elapsed)
        title = assets.shadowed(t("results_title"), assets.heading(30, 0), theme.CREAM, "display")   # as at 100 %: the winner's line is right under it
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 22)))
        # under the panel: the seed's words, or in a series joined from here where it stands
        below = t("net_series_place", n=self.match.series[0], total=self.match.series[1]) if self.series_on \
            else self.seed_words()
        # on the felt even below a six-seat panel at a large text size: no taller than at 100 %
        # (at 150 % in French it lay on the wooden frame, its foot at 719)
        tall = assets.as_tall_as_at_100(16)
        seed = assets.shadowed(below, min(tall, assets.fitted(below, 16, 1260, floor=0.6)), (200, 220, 205))
        top = min(self.rect.bottom + 8, 720 - RIM - seed.get_height())
        surface.blit(seed, seed.get_rect(midtop=(self.rect.centerx, top)))
        winner = self.config.seats[self.winner]
        winners = self.match.state.result().winners
        you = getattr(self.config, "extra", {}).get(YOU)       # the tutorial's learner: "You win!"
        line = spoken("winner", {"name": self.winner}, [s.name for s in self.config.seats], you) \
            if len(winners) == 1 else \
            t("winners_shared", names=" & ".join(self.config.seats[s].name for s in winners))
        # a shared win in gold: no one winner's colour over the others'
        colour = theme.seat_colour(winner.colour) if len(winners) == 1 else theme.GOLD
        # as large at every text size: already the largest words here, the reason right under it
        # (smaller only when too wide for the panel: three names sharing the win, in French)
        size = assets.fitted(line, assets.heading(56 if len(winners) == 1 else 40, 0), self.rect.width - 40, "display",
                             floor=0.6)
        big = assets.shadowed(line, size, colour, "display", offset=3)
        surface.blit(big, big.get_rect(midtop=(self.rect.centerx, self.rect.y + 62)))
        for k, line in enumerate(self.why):
            why = assets.text(line, REASON, theme.CREAM)
            surface.blit(why, why.get_rect(midtop=(self.rect.centerx, self.rect.y + 142 + assets.grown(22) * k)))
        part = registry.game_name(self.match.game_id, "holdings")
        holdings = registry.resolve(part) if registry.has(part) else None
        y = self.rect.y + 176 + self.below_why
        for seat, cfg in enumerate(self.config.seats):
            seats.draw_symbol(surface, seat, theme.seat_colour(cfg.colour), (self.rect.x + 56, y + 28), 11)
            name = assets.text(cfg.name, 24, theme.GOLD if seat in winners else theme.CREAM, "bold")
            surface.blit(name, name.get_rect(midleft=(self.rect.x + 76, y + 28)))
            if holdings is not None:
                holdings(surface, self.match.state, seat, (self.rect.x + 330, y))
            y += self.row
        for b in self.buttons:
            b.draw(surface)
        line = self.exported or t("results_keys")
        size = assets.fitted(line, 14, self.rect.width - 24, floor=1 / pen.text_size())     # within the panel
        keys = assets.text(line, size, theme.GOLD if self.exported else (170, 200, 180))
        surface.blit(keys, keys.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 10)))
