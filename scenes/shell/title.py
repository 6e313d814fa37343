"""Title screen: the game's name over the felt, a few resting dice, and the menu
(Resume when a game was left unfinished, New game, Rules, Settings, Statistics, Quit).
With more than one game registered, a choice above the menu picks the game the
menu's entries open (scenes/registry.py). Messages about damaged files (kept
aside) show in a band at the top."""
from __future__ import annotations

import math

import pygame

from game import __version__

from scenes import registry
from scenes.ui import assets, pen, theme, userdata
from scenes.shell import saves
from scenes.shell import settings as settings_model
from scenes.scene import Scene
from scenes.ui.sprites import die
from scenes.ui.sprites.felt import felt
from scenes.ui.text import game_name, game_tagline, notice, t
from scenes.ui.widgets import Button, Choice, FocusRing, same_size

DECOR = ((250, 470, 3, -18), (330, 540, 5, 12), (960, 500, 0, 24), (1040, 430, 2, -8), (180, 380, 4, 30))
TITLE_Y, TAGLINE_Y = 150, 240        # centres of the game's name and the line under it
CHOICE_ROW = (385, 280, 510, 46)     # which game (when there are several)
RESUME_ROW = (385, 340, 510, 50)     # Resume, when the game has a save; kept free otherwise
MENU_TOP = 402                       # the two columns of the other entries
NOTICE_TIME = 12.0
GREEN = (60, 110, 80)


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.saved, problem = self.load_save(app.game)
        if problem:
            app.notices.append(notice("save_damaged", problem))
        if userdata.statistics_path(app.game).exists():
            # named now, not only on their screen (the checker, and the rules, load only with a file)
            problem = registry.resolve("statistics check")(app.game)
            app.notices += [notice("stats_damaged", problem)] if problem else []
        app.notices += userdata.notices          # found while a finished game was counted
        userdata.notices.clear()
        games = registry.games()
        # one game: its name is the title; several: choose here (never a game that is not there)
        self.game_choice = Choice(CHOICE_ROW, games, games.index(app.game),
                                  label=lambda g: t("game_choice", name=game_name(g)), size=20,
                                  on_change=self.choose_game) if len(games) > 1 else None
        self.build_menu()
        self.ring.focus(self.buttons[0])       # Enter still starts (or resumes) at once
        self.time = 0.0
        self.notice_left = NOTICE_TIME if app.notices else 0.0
        self.decor = self.dice_of(app.game)

    def dice_of(self, game_id: str) -> list:
        """The resting dice: the chosen game's own (its "title die": k, size -> face and
        shadow), or the shared pip dice for a game that draws none."""
        name = registry.game_name(game_id, "title die")
        dice = registry.resolve(name) if registry.has(name) else lambda k, size: (die.face(k, size), die.shadow(size))
        decor = []
        for x, y, k, angle in DECOR:
            face, shadow = dice(k, 72)
            decor.append((x, y, pen.transform.rotozoom(face, angle, 1), shadow))
        return decor

    def build_menu(self) -> None:
        """The menu of the chosen game: Resume when it has a save, and the entries it
        has no screens for greyed (a game without a tutorial yet). Resume has a row of
        its own above the others, left empty without a save: nothing moves when it
        comes or goes (choosing another game, finishing a game)."""
        entries = [(lambda: t("new_game"), self.new_game, theme.BUTTON if self.saved is None else GREEN),
                   (lambda: t("tutorial"), self.tutorial, GREEN, "tutorial"),
                   (lambda: t("rules"), self.rules, GREEN, "rules"),
                   (lambda: t("settings"), self.settings, GREEN),
                   (lambda: t("statistics"), self.statistics, GREEN),
                   (lambda: t("replay_menu"), self.replay, GREEN, "replay list"),
                   (lambda: t("join_game"), self.join, GREEN),     # any game, hosted elsewhere
                   (lambda: t("quit"), self.app.quit, GREEN)]
        # two columns, read row by row (Up/Down and Tab follow that order)
        lone = len(entries) % 2      # an odd last entry sits in the middle
        # an entry opening a game's screen is greyed for a game that has none yet
        self.buttons = [Button((520 if lone and k == len(entries) - 1 else 385 + (k % 2) * 270,
                                MENU_TOP + (k // 2) * 62, 240, 50), label, action, size=24, colour=colour,
                               enabled=(lambda role=role[0]: registry.has(self.app.game_screen(role))) if role else None)
                        for k, (label, action, colour, *role) in enumerate(entries)]
        if self.saved is not None:
            self.buttons.insert(0, Button(RESUME_ROW, lambda: t("resume_game"), self.resume, size=24))
        same_size(self.buttons)      # one text size for the menu: no label looks smaller than its neighbours
        self.ring = FocusRing(([self.game_choice] if self.game_choice else []) + self.buttons)

    def load_save(self, game_id: str):
        """The game's unfinished game, if it keeps saves at all."""
        if not registry.has(registry.game_name(game_id, "saved game")):
            return None, None
        return saves.load(game_id)

    def choose_game(self, game_id: str) -> None:
        """Another game: its own save and menu; the focus stays on the choice."""
        self.app.game = game_id
        self.app.settings["title_game"] = game_id          # the title opens on it next time
        settings_model.save(self.app.settings, ["title_game"])
        self.saved, problem = self.load_save(game_id)
        if problem:
            self.app.notices.append(notice("save_damaged", problem))
        self.decor = self.dice_of(game_id)
        self.build_menu()
        self.ring.focus(self.game_choice)

    def resume(self) -> None:
        config, match = self.saved
        self.app.game = match.game_id    # the save is that game's, whichever game the title shows
        if config.hosted:          # seats at other computers: their people come back first
            self.app.open("lobby", config, match)
            return
        self.app.record(match)
        self.app.open(self.app.game_screen("table"), config, match, keep=True)

    def new_game(self) -> None:
        self.app.open("setup")

    def rules(self) -> None:
        self.app.open(self.app.game_screen("rules"))

    def tutorial(self) -> None:
        self.app.open(self.app.game_screen("tutorial"))

    def replay(self) -> None:
        self.app.open(self.app.game_screen("replay list"))

    def settings(self) -> None:
        self.app.open("settings")

    def join(self) -> None:
        self.app.open("join")

    def statistics(self) -> None:
        self.app.open("statistics")

    def enter(self) -> None:
        if getattr(self.app, "hosting", None) is not None:     # back at the title: no game is hosted
            self.app.stop_hosting()
        if self.app.notices and self.notice_left <= 0:
            self.notice_left = NOTICE_TIME

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.app.notices:       # first Esc dismisses the message
                self.app.notices.clear()
                return None
            self.app.quit()
            return None
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle_event(event)
            if self.game_choice:
                self.game_choice.hover = self.game_choice.rect.collidepoint(event.pos)
            return None
        return None if self.ring.handle_event(event) else event

    def update(self, dt: float) -> None:
        self.time += dt
        if self.app.notices:
            self.notice_left -= dt
            if self.notice_left <= 0:
                self.app.notices.clear()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        for x, y, image, shadow in self.decor:
            surface.blit(shadow, shadow.get_rect(center=(x + 6, y + 8)))
            surface.blit(image, image.get_rect(center=(x, y)))
        bob = 4 * math.sin(self.time * 1.6)
        title = assets.shadowed(game_name(self.app.game), assets.heading(96, 0), theme.CREAM, "display", offset=5)      # already 4 times the body: stays
        surface.blit(title, title.get_rect(center=(640, TITLE_Y + bob)))
        if game_tagline(self.app.game):
            sub = assets.shadowed(game_tagline(self.app.game), 28, theme.GOLD, "bold")
            surface.blit(sub, sub.get_rect(center=(640, TAGLINE_Y)))
        if self.game_choice:
            self.game_choice.draw(surface)
        for b in self.buttons:
            b.draw(surface)
        version = assets.text(f"v{__version__}", 18, theme.CREAM)
        # bottom left: the bottom-right corner is the "Muted" sign's (scenes/ui/mute_badge.py)
        surface.blit(version, version.get_rect(bottomleft=(26, surface.get_height() - 18)))
        self.draw_notices(surface)

    def draw_notices(self, surface: pygame.Surface) -> None:
        """Damaged files: one line each in a dark band at the top, until Esc or a few seconds pass."""
        if not self.app.notices:
            return
        lines = [assets.text(line, 18, theme.CREAM) for message_id, values in self.app.notices
                 for line in assets.wrap(t(message_id, **values), 18, 1190)]     # a long folder name wraps
        height = 16 + 26 * len(lines)
        width = min(1240, max(line.get_width() for line in lines) + 48)
        band = pen.Surface((width, height), pygame.SRCALPHA)
        pen.rect(band, (90, 30, 20, 225), band.get_rect(), border_radius=12)
        pen.rect(band, (*theme.GOLD, 255), band.get_rect(), 2, border_radius=12)
        alpha = int(255 * min(1.0, self.notice_left / 0.5))
        band.set_alpha(alpha)
        rect = band.get_rect(midtop=(640, 12))
        surface.blit(band, rect)
        for k, line in enumerate(lines):
            line = line.copy()
            line.set_alpha(alpha)
            surface.blit(line, line.get_rect(midtop=(640, rect.y + 9 + 26 * k)))
