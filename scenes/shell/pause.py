"""Pause overlay on the table: resume, animation speed, sound, settings, rules, quit to title."""
from __future__ import annotations

import pygame

from scenes.ui import assets, theme
from scenes.ui.overlay import draw_panel
from scenes.scene import Scene
from scenes.ui.text import t
from scenes.ui.widgets import Button, FocusRing

from scenes.shell.seed_words import seed_words
from scenes.shell.settings import SPEEDS, change

GAP = 64                 # from one button to the next
WORDS = 16               # the seed line and the saved log's note


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table=None):
        super().__init__(app)
        self.table = table          # the table paused (TableHandle: its seed, its log), or None
        # everything the pause says is inside its box: outside it lie the table's cards,
        # arrows and headings, which it must not cover
        self.rect = pygame.Rect(0, 0, 520, 664)
        self.rect.center = (640, 360)
        x, w = self.rect.x + 60, self.rect.width - 120
        y = self.rect.y + 96
        other = (60, 110, 80)
        self.buttons = [
            Button((x, y, w, 54), lambda: t("resume"), app.pop),
            Button((x, y + GAP, w, 54), lambda: t("setting_speed", value=t("speed_" + app.settings["speed"])),
                   self.next_speed, size=22, colour=other),
            Button((x, y + 2 * GAP, w, 54), lambda: t("sound", state=t("off") if app.audio.muted else t("on")),
                   lambda: change(app, "muted", not app.audio.muted), size=22, colour=other),
            Button((x, y + 3 * GAP, w, 54), lambda: t("settings"), self.settings, size=22, colour=other),
            Button((x, y + 4 * GAP, w, 54), lambda: t("rules"), self.rules, size=22, colour=other),
            Button((x, y + 5 * GAP, w, 54), lambda: t("export_log"), self.export_log, size=22, colour=other),
            Button((x, y + 6 * GAP, w, 54), lambda: t("quit_to_title"), self.quit_to_title),
        ]
        self.ring = FocusRing(self.buttons)
        self.exported = ""

    def next_speed(self) -> None:
        speed = self.app.settings["speed"]
        change(self.app, "speed", SPEEDS[(SPEEDS.index(speed) + 1) % len(SPEEDS)])

    def settings(self) -> None:
        """The shared settings and the paused game's own (never another game's)."""
        self.app.open("settings", self.table.match.game_id if self.table is not None else None)

    def rules(self) -> None:
        self.app.open(self.app.game_screen("rules"))

    def export_log(self) -> None:
        """Save the game's log as JSONL (the game's "export log" part); the file name is shown."""
        if self.table is not None:
            self.exported = self.table.export_log()
            self.table.clear_notice()     # said here, not again behind the panel

    def quit_to_title(self) -> None:
        self.app.reset_to("title")

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.app.pop()
            return None
        self.ring.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle_event(event)
        return None   # the table underneath gets nothing while paused

    def draw(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.rect)
        title = assets.shadowed(t("pause"), assets.heading(48), theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 26)))
        for b in self.buttons:
            b.draw(surface)
        for line, colour, top in self.words():
            img = assets.text(line, WORDS, colour, "bold" if colour == theme.GOLD else "body")
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, top)))

    def words(self) -> list[tuple[str, tuple, int]]:
        """(line, colour, top) of what is said under the buttons: the seed line, then the
        saved log's name, wrapped to the box."""
        width = self.rect.width - 80
        lines = []
        alert = self.table.alert_words() if self.table is not None else None
        if alert:              # (its first line: what the table says; its keys are the table's)
            lines += [(line, (255, 190, 160)) for line in assets.wrap(alert.split("\n")[0], WORDS, width, "bold")]
        elif self.table is not None:
            said = seed_words(self.table.match, self.table.config)
            lines += [(line, (200, 220, 205)) for line in assets.wrap(said, WORDS, width)]
        if self.exported:
            lines += [(line, theme.GOLD) for line in assets.wrap(self.exported, WORDS, width, "bold")]
        top = self.buttons[-1].rect.bottom + 10
        return [(line, colour, top + k * assets.grown(20)) for k, (line, colour) in enumerate(lines)]

    def words_rects(self) -> list[pygame.Rect]:
        """Where the words are drawn (a test checks they stay in the box, off the buttons)."""
        rects = []
        for line, colour, top in self.words():
            img = assets.text(line, WORDS, colour, "bold" if colour == theme.GOLD else "body")
            rects.append(img.get_rect(midtop=(self.rect.centerx, top)))
        return rects
