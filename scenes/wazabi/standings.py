"""A Wazabi tournament's standings (shared/spec/wazabi.md, "Options from the text":
a fixed number of games; each game's winner, player or team, scores one point per die
its opponents still hold; most points after the last game wins). Shown over the
finished table after every game of a tournament instead of the results: who won
the game, why (as the results say it) and what it scored, in words, then every
side's points, best first; and at the end who won the tournament. The win is
celebrated with the shared confetti (a key or click ends them, and does nothing else).

Between games the next game is dealt and saved at once (for a real game: the table
had a keeper), so quitting here and Resume on the title carry on with it, the
tournament's place kept. Enter or a click on Next game plays it. L shows the table's
history, E saves the finished game's log, Esc goes to the title. The finished table
under it is handed over (scenes/shell/table_scene.py's TableHandle)."""
from __future__ import annotations

import pygame

from scenes import registry
from scenes.scene import Scene
from scenes.shell import saves
from scenes.ui import assets, pen, theme
from scenes.ui.celebration import CELEBRATION, Confetti, Skip
from scenes.ui.overlay import draw_panel
from scenes.ui.sprites import seats
from scenes.ui.text import t
from scenes.ui.widgets import Button, FocusRing, same_size
from scenes.wazabi.words import win_reason

GAME_ID = "wazabi"
ROW = 46
GREEN = (60, 110, 80)


def draw_place(surface: pygame.Surface, config) -> None:
    """At the table, under the direction of play: which game of the tournament this is."""
    place = t("wz_tournament_place", n=config.played + 1, total=config.games)
    surface.blit(assets.shadowed(place, 16, theme.GOLD, "bold"), (24, 44))


class StandingsScene(Scene):
    overlay = True

    def __init__(self, app, config, match, table, keep: bool = False):
        super().__init__(app)
        self.config, self.match, self.table, self.keep = config, match, table, keep
        self.tournament = config.tournament()
        result = match.state.result()
        self.winner = result.winners[0]
        self.game_number = self.tournament.played + 1
        self.points = int(result.figures["points"])
        self.won_side = self.tournament.add(result)
        self.exported = ""
        self.next_config = self.next_match = None
        if not self.tournament.over:     # the next game, dealt and kept now: quitting keeps the place
            self.next_config = config.next_game(self.tournament)
            self.next_match = self.next_config.build_match(app.new_seed())
            if keep:
                saves.save(self.next_config, self.next_match)
        self.elapsed = 0.0
        self.skip = Skip()
        self.confetti = Confetti(match.seed, theme.seat_colour(config.seats[self.winner].colour))
        self.why = assets.wrap(win_reason(match, config), 18, 720 - 80)
        self.won = assets.wrap(self.game_line(), 19, 720 - 80)
        sides = len(self.tournament.sides)
        # as tall as its words: at a large text size the lines step further apart and the
        # keys' line under the buttons is taller (at 150 % lines ran into each other)
        self.keys_h = assets.font(14).get_height()
        self.words_top = max(74, 20 + assets.font(32, "display").get_height() + 4)     # under the title
        grow = (self.words_top - 74) + (assets.grown(25) * len(self.won) - 25) \
            + (assets.grown(24) - 24) * len(self.why) + (assets.font(22, "bold").get_height() - 27) + (self.keys_h - 18)
        self.rect = pygame.Rect(0, 0, 720, 296 + ROW * sides + 24 * len(self.why) + max(0, grow))
        self.rect.center = (640, 360)
        y, x = self.rect.bottom - 70 - max(18, self.keys_h), self.rect.x + 40
        if self.tournament.over:
            self.buttons = [Button((x, y, 200, 56), t("wz_standings_new"), self.new_tournament),
                            Button((x + 220, y, 200, 56), t("to_setup"), self.to_setup, colour=GREEN),
                            Button((x + 440, y, 200, 56), t("to_title"), self.to_title, colour=GREEN)]
        else:
            self.buttons = [Button((x + 60, y, 260, 56), t("wz_standings_next"), self.next_game),
                            Button((x + 340, y, 260, 56), t("to_title"), self.to_title, colour=GREEN)]
        same_size(self.buttons)          # one text size for the row, whatever the language
        self.ring = FocusRing(self.buttons)

    # ----- reading ----------------------------------------------------------------------
    def side_name(self, side: int) -> str:
        return " & ".join(self.config.seats[s].name for s in self.tournament.sides[side])

    def side_said(self, side: int) -> str:
        """A side in a sentence: a player's name, or "Team Ana & Cy"."""
        name = self.side_name(side)
        return t("wz_standings_team", names=name) if len(self.tournament.sides[side]) > 1 else name

    def order(self) -> list[int]:
        """The sides, most points first (ties in seat order)."""
        scores = self.tournament.scores
        return sorted(range(len(scores)), key=lambda side: -scores[side])

    def title(self) -> str:
        if self.tournament.over:
            return t("wz_standings_over")
        return t("wz_standings_title", n=self.game_number, total=self.tournament.games)

    def game_line(self) -> str:
        return t("wz_standings_won", name=self.side_said(self.won_side), n=self.game_number, points=self.points)

    def verdict(self) -> str:
        leaders = self.tournament.leaders()
        names = " · ".join(self.side_said(side) for side in leaders)
        if not self.tournament.over:
            return t("wz_standings_leading", names=names)
        return t("wz_standings_winner" if len(leaders) == 1 else "wz_standings_shared", names=names)

    # ----- the buttons --------------------------------------------------------------------
    def next_game(self) -> None:
        self.app.pop()
        self.app.record(self.next_match)
        self.app.replace_with(registry.game_name(GAME_ID, "table"), self.next_config, self.next_match,
                              keep=self.keep)

    def new_tournament(self) -> None:
        self.app.pop()
        self.app.replace_with(registry.game_name(GAME_ID, "rolloff"), self.config.new_tournament())

    def to_setup(self) -> None:
        self.app.pop()
        self.app.replace_with("setup", self.config.new_tournament())

    def to_title(self) -> None:
        self.app.reset_to("title")

    # ----- events ----------------------------------------------------------------------
    @property
    def history_open(self) -> bool:
        return self.table.history_shown()

    def enter(self) -> None:
        self.app.audio.play("fanfare" if self.tournament.over else "chime")

    @property
    def celebrating(self) -> bool:
        return self.elapsed < CELEBRATION

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self.skip.update(dt)
        self.table.update_history(dt)

    def handle_event(self, event):
        if self.skip.swallows(event, self.celebrating):
            # only skipped: a key still hurrying the table (and its mashing after) presses nothing
            self.elapsed = max(self.elapsed, CELEBRATION)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.table.toggle_history()         # the table's history panel, over the standings
            return None
        if self.history_open:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.table.close_history()
            else:
                self.table.history_event(event)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            self.exported = self.table.export_log()
            self.table.clear_notice()           # said here, not behind the panel
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return None
        self.ring.handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle_event(event)
        return None

    # ----- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.history_open:                   # the table shows its history; the standings wait
            return
        rect = self.rect
        draw_panel(surface, rect)
        self.confetti.draw(surface, self.elapsed)
        title = assets.shadowed(self.title(), 32, theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 20)))
        y = rect.y + self.words_top
        for line in self.won:
            img = assets.text(line, 19, theme.CREAM)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += assets.grown(25)
        for line in self.why:                   # why the game was won, as the results say it
            img = assets.text(line, 18, (200, 220, 205))
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += assets.grown(24)
        y += 12
        leaders = self.tournament.leaders()
        for place, side in enumerate(self.order(), 1):
            self.draw_row(surface, place, side, side in leaders, y)
            y += ROW
        line = assets.text(self.verdict(), 22, theme.GOLD, "bold")
        surface.blit(line, line.get_rect(midtop=(rect.centerx, y + 8)))
        for b in self.buttons:
            b.draw(surface)
        note = self.exported or (t("wz_standings_saved", n=self.game_number + 1)
                                 if self.keep and not self.tournament.over else t("wz_standings_keys"))
        keys = assets.text(note, 14, theme.GOLD if self.exported else (170, 200, 180))
        surface.blit(keys, keys.get_rect(midbottom=(rect.centerx, rect.bottom - 10)))

    def draw_row(self, surface, place: int, side: int, leading: bool, y: int) -> None:
        rect = self.rect
        band = pygame.Rect(rect.x + 40, y, rect.width - 80, ROW - 6)
        if leading:
            pen.rect(surface, (40, 90, 62), band, border_radius=8)
        rank = assets.text(f"{place}.", 22, theme.CREAM, "bold")
        surface.blit(rank, rank.get_rect(midleft=(band.x + 12, band.centery)))
        x = band.x + 54
        for seat in self.tournament.sides[side]:
            colour = theme.seat_colour(self.config.seats[seat].colour)
            seats.draw_symbol(surface, seat, colour, (x, band.centery), 10)
            x += 24
        name = assets.text(self.side_name(side), 22, theme.GOLD if leading else theme.CREAM, "bold")
        surface.blit(name, name.get_rect(midleft=(x + 4, band.centery)))
        score = assets.text(t("wz_standings_points", points=self.tournament.scores[side]), 22, theme.CREAM, "bold")
        surface.blit(score, score.get_rect(midright=(band.right - 14, band.centery)))
