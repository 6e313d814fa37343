"""Pause overlay on the table: resume, animation speed, sound, settings, rules, quit to title."""
from __future__ import annotations

import pygame

from scenes.ui import assets, theme
from scenes.ui.overlay import draw_panel
from scenes.scene import Scene
from scenes.ui.text import t
from scenes.ui.widgets import Button, FocusRing

from scenes.shell.settings import SPEEDS, change


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table=None):
        super().__init__(app)
        self.table = table          # the table paused (TableHandle: its seed, its log), or None
        self.rect = pygame.Rect(0, 0, 460, 590)
        self.rect.center = (640, 360)
        x, w = self.rect.x + 50, self.rect.width - 100
        y = self.rect.y + 110
        self.buttons = [
            Button((x, y, w, 54), lambda: t("resume"), app.pop),
            Button((x, y + 66, w, 54), lambda: t("setting_speed", value=t("speed_" + app.settings["speed"])),
                   self.next_speed, size=22, colour=(60, 110, 80)),
            Button((x, y + 132, w, 54), lambda: t("sound", state=t("off") if app.audio.muted else t("on")),
                   lambda: change(app, "muted", not app.audio.muted), size=22, colour=(60, 110, 80)),
            Button((x, y + 198, w, 54), lambda: t("settings"), self.settings, size=22, colour=(60, 110, 80)),
            Button((x, y + 264, w, 54), lambda: t("rules"), self.rules, size=22, colour=(60, 110, 80)),
            Button((x, y + 330, w, 54), lambda: t("export_log"), self.export_log, size=22, colour=(60, 110, 80)),
            Button((x, y + 396, w, 54), lambda: t("quit_to_title"), self.quit_to_title),
        ]
        self.ring = FocusRing(self.buttons)
        self.exported = ""

    def next_speed(self) -> None:
        speed = self.app.settings["speed"]
        change(self.app, "speed", SPEEDS[(SPEEDS.index(speed) + 1) % len(SPEEDS)])

    def settings(self) -> None:
        self.app.open("settings")

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
        title = assets.shadowed(t("pause"), 48, theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 26)))
        for b in self.buttons:
            b.draw(surface)
        if self.table is not None:
            match = self.table.match
            # above the panel: below it the table's key line and the coach's figures sit
            # a prepared game (a tutorial's set dice) replays from its log, not from a seed
            said = t("seed_line", seed=match.seed) if match.replays_from_seed else t("seed_line_scripted")
            seed = assets.shadowed(said, 16, (200, 220, 205))
            surface.blit(seed, seed.get_rect(midbottom=(self.rect.centerx, self.rect.y - 6)))
        if self.exported:
            note = assets.shadowed(self.exported, 18, theme.GOLD, "bold")
            surface.blit(note, note.get_rect(midtop=(self.rect.centerx, self.rect.bottom + 8)))
