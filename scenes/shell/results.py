"""Results, over the finished table: the winner, what everyone holds (drawn by the
game's "holdings" part), a rematch with the same seats, or back to setup. In --demo
the next game starts by itself."""
from __future__ import annotations

import pygame

from scenes.ui import assets, theme
from scenes.ui.overlay import draw_panel
from scenes.scene import Scene
from scenes.ui.sprites import seats
from scenes.ui.text import t
from scenes.ui.widgets import Button, FocusRing

DEMO_NEXT_GAME = 4.0


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, config, match):
        super().__init__(app)
        self.config = config
        self.match = match
        n = len(config.seats)
        self.rect = pygame.Rect(0, 0, 640, 262 + 66 * n)
        self.rect.center = (640, 360)
        y = self.rect.bottom - 92
        x = self.rect.x + 40
        self.buttons = [Button((x, y, 180, 56), t("rematch"), self.rematch),
                        Button((x + 190, y, 180, 56), t("to_setup"), self.to_setup, colour=(60, 110, 80)),
                        Button((x + 380, y, 180, 56), t("to_title"), self.to_title, colour=(60, 110, 80))]
        self.ring = FocusRing(self.buttons)
        self.elapsed = 0.0

    @property
    def winner(self) -> int:
        return self.match.state.result().winners[0]

    def rematch(self) -> None:
        self.app.pop()
        self.app.replace_with(self.app.game_screen("rolloff"), self.config.with_seed(None))

    def to_setup(self) -> None:
        self.app.pop()
        self.app.replace_with("setup", self.config)

    def to_title(self) -> None:
        self.app.reset_to("title")

    def enter(self) -> None:
        self.app.audio.play("chime")

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.app.demo and self.elapsed >= DEMO_NEXT_GAME:
            self.rematch()

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return None
        self.ring.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle_event(event)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect)
        title = assets.shadowed(t("results_title"), 30, theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 22)))
        seed = assets.shadowed(t("seed_line", seed=self.match.seed), 16, (200, 220, 205))
        surface.blit(seed, seed.get_rect(midtop=(self.rect.centerx, self.rect.bottom + 8)))
        winner = self.config.seats[self.winner]
        winners = self.match.state.result().winners
        line = t("winner", name=winner.name) if len(winners) == 1 else \
            t("winners_shared", names=" & ".join(self.config.seats[s].name for s in winners))
        big = assets.shadowed(line, 56 if len(winners) == 1 else 40, theme.seat_colour(winner.colour), "display",
                              offset=3)
        surface.blit(big, big.get_rect(midtop=(self.rect.centerx, self.rect.y + 62)))
        holdings = self.app.game_part("holdings")
        y = self.rect.y + 150
        for seat, cfg in enumerate(self.config.seats):
            seats.draw_symbol(surface, seat, theme.seat_colour(cfg.colour), (self.rect.x + 56, y + 28), 11)
            name = assets.text(cfg.name, 24, theme.GOLD if seat == self.winner else theme.CREAM, "bold")
            surface.blit(name, name.get_rect(midleft=(self.rect.x + 76, y + 28)))
            if holdings is not None:
                holdings(surface, self.match.state, seat, (self.rect.x + 330, y))
            y += 66
        for b in self.buttons:
            b.draw(surface)
