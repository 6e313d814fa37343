"""Statistics: counted by game/core/stats.py from each finished game's log, kept in
the game's folder (statistics.json, one file per game), shown per player name on a
screen from the title. Only real games are counted (scenes/shell/keeper.py).

Counting reads and rewrites the whole file, so it runs beside the frame
(`record_soon`, one game after another; with another program sharing the data folder,
one after the other too: files.exclusive); `load` waits for it. A damaged file found
while counting is kept aside and its notice waits in userdata.notices for the title."""
from __future__ import annotations

import logging
import threading

import pygame

from game.core import files, stats as game_stats
from game.registry import game as game_of

from scenes import registry
from scenes.ui import assets, pen, theme, userdata
from scenes.scene import Scene
from scenes.ui.sprites.felt import felt
from scenes.ui.storage import load_json
from scenes.ui.text import notice, t
from scenes.ui.widgets import Button

log = logging.getLogger("eceg.stats")
ROWS_PER_PAGE = 9
FIRST_ROW, ROW_STEP = 172, 48     # the rows' centre line less 14, one under another
PAGE_LINE_BOTTOM = 612            # "Page 1 of 2", under the last row
# every game's columns; a game adds its own ("statistics columns" part: id, x, align, cell)
COLUMNS = (("stats_name", 140, "left"), ("stats_games", 420, "right"), ("stats_wins", 530, "right"),
           ("stats_rate", 670, "right"))


_counting = threading.Lock()          # one count at a time: each rewrites the whole file
_running: list[threading.Thread] = []


def load(game: str) -> tuple[dict, str | None]:
    """(stats by name, problem): an unreadable file is kept aside and counting starts afresh.
    Games still being counted are counted first."""
    wait()
    return _load(game)


def _load(game: str, path=None) -> tuple[dict, str | None]:
    value, problem = load_json(path or userdata.statistics_path(game), game_stats.from_data)
    return (value or {}), problem


def record(match) -> bool:
    """Count a finished game now, in its game's file; False if it could not be stored
    (logged, never raised)."""
    return _record(list(match.log), match.game_id, userdata.statistics_path(match.game_id))


def _record(game_log: list[dict], game_id: str, path, seats=None) -> bool:
    if not userdata.writable():        # nothing is kept this run (said once at start)
        return False
    # one count at a time in this program (_counting) and among programs sharing the folder
    with _counting, files.exclusive(path):
        stats, problem = _load(game_id, path)
        if problem:
            userdata.notices.append(notice("stats_damaged", problem))
        try:
            game_stats.record_game(stats, game_log, game_of(game_id), seats)
        except ValueError as error:
            log.error("statistics not recorded: %s", error)
            return False
        return userdata.write_json(path, game_stats.to_data(stats))


def record_soon(match, seats=None) -> None:
    """Count a finished game beside the frame (a large file never stalls the table).
    Not a daemon: a window closed at once still waits for the count to be written.
    The path is taken now: the file of the folder this game was played in. `seats`:
    only those seats' players (a joined window's own seat), None: everyone."""
    worker = threading.Thread(target=_record, name="statistics", daemon=False,
                              args=(list(match.log), match.game_id, userdata.statistics_path(match.game_id), seats))
    _running.append(worker)
    worker.start()


def wait() -> None:
    """Return once every game handed to record_soon is counted."""
    while _running:
        _running.pop(0).join()


def check(game: str) -> str | None:
    """The problem with the stored statistics (the file then kept aside), or None.
    For the title, so a damaged file is named at start, not only on this screen."""
    _stats, problem = load(game)
    return problem


def ordered(stats: dict) -> list:
    """Most games first, then most wins, then by name."""
    return sorted(stats.items(), key=lambda item: (-item[1].games, -item[1].wins, item[0].lower()))


class StatsScene(Scene):
    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        game = game or app.game
        self.stats, problem = load(game)
        if problem:
            app.notices.append(notice("stats_damaged", problem))
        self.rows = ordered(self.stats)
        part = registry.game_name(game, "statistics columns")
        self.extra = registry.resolve(part) if registry.has(part) else ()
        self.columns = COLUMNS + tuple((key, x, align) for key, x, align, _cell in self.extra)
        self.page = 0
        self.back = Button((540, 640, 200, 56), lambda: t("back"), app.pop, colour=(60, 110, 80))
        self.back.focused = True

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.rows) // self.per_page()))

    @staticmethod
    def per_page() -> int:
        """Rows on a page: ROWS_PER_PAGE, fewer when the page line under them is taller
        (at 150 % the ninth row's band reached it)."""
        line_top = PAGE_LINE_BOTTOM - assets.font(18).get_height()
        last_band_top = line_top + 4 - 44       # a row's band is 44 high (it may graze the line)
        return max(1, min(ROWS_PER_PAGE, (last_band_top - (FIRST_ROW - 8)) // ROW_STEP + 1))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE):
                self.app.pop()
                return None
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_DOWN):
                self.page = min(self.pages - 1, self.page + 1)
                return None
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_UP):
                self.page = max(0, self.page - 1)
                return None
        if event.type == pygame.MOUSEWHEEL:
            self.page = max(0, min(self.pages - 1, self.page - event.y))
            return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.back.handle_event(event)
            return None
        return event

    def cell_room(self, k: int, images) -> int:
        """Where a left-aligned cell must end: before the next column's words (a number
        is right-aligned at its column), or at the panel's inner edge."""
        if k + 1 >= len(self.columns):
            return 1150         # (the heading rule's and the rows' bands' right end)
        _key, x, align = self.columns[k + 1]
        return x - images[k + 1].get_width() - 16 if align == "right" else x - 12

    def head_rooms(self) -> list[int]:
        """How wide each column's heading may be before it meets its neighbour's (at a
        large text size "Parties", "Victoires" and "% victoires" would run together)."""
        rooms, edge = [], 130          # the right end of what is left of this heading
        for k, (key, x, align) in enumerate(self.columns):
            if align == "left":
                following = self.columns[k + 1][1] if k + 1 < len(self.columns) else 1150
                if k + 1 < len(self.columns) and self.columns[k + 1][2] == "right":
                    following = (x + following) // 2      # a right-aligned neighbour: half the gap each
                rooms.append(following - x - 12)
                edge = x + rooms[-1]
            else:
                rooms.append(x - edge - 12)
                edge = x
        return rooms

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        panel = pen.Surface((1100, 530), pygame.SRCALPHA)
        pen.rect(panel, (6, 22, 14, 180), panel.get_rect(), border_radius=20)
        surface.blit(panel, (90, 95))
        title = assets.shadowed(t("statistics"), assets.heading(60), theme.CREAM, "display", offset=3)
        surface.blit(title, title.get_rect(midtop=(640, 14)))
        y = 120
        for (key, x, align), room in zip(self.columns, self.head_rooms()):
            size = assets.fitted(t(key), 20, room, "bold", floor=1 / pen.text_size())
            head = assets.text(t(key), size, theme.GOLD, "bold")
            surface.blit(head, head.get_rect(**{("topleft" if align == "left" else "topright"): (x, y)}))
        pen.line(surface, (90, 130, 106), (130, y + 34), (1150, y + 34), 1)
        if not self.rows:
            lines = assets.wrap(t("stats_empty"), 24, 1000)     # within the panel at any text size
            step = assets.font(24).get_linesize()
            for k, line in enumerate(lines):
                empty = assets.text(line, 24, theme.CREAM)
                surface.blit(empty, empty.get_rect(center=(640, 360 + (k - (len(lines) - 1) / 2) * step)))
        per_page = self.per_page()
        shown = self.rows[self.page * per_page:(self.page + 1) * per_page]
        for k, (name, s) in enumerate(shown):
            y = FIRST_ROW + k * ROW_STEP
            if k % 2 == 0:
                band = pen.Surface((1040, 44), pygame.SRCALPHA)
                band.fill((255, 255, 255, 14))
                surface.blit(band, (120, y - 8))
            cells = (name, str(s.games), str(s.wins), t("percent", n=round(100 * s.win_rate)),
                     *(cell(s) for _key, _x, _align, cell in self.extra))
            images = [assets.text(cell, 19 if align == "left" and key != "stats_name" else 22, theme.CREAM,
                                  "bold" if key == "stats_name" else "body")
                      for (key, x, align), cell in zip(self.columns, cells)]
            for k, ((key, x, align), cell) in enumerate(zip(self.columns, cells)):
                img = images[k]
                if align == "left":      # short of the next column's words (a long name, a French prize at 150 %)
                    room = self.cell_room(k, images) - x
                    if img.get_width() > room:
                        style, size = ("bold", 22) if key == "stats_name" else ("body", 19)
                        img = assets.text(cell, assets.fitted(cell, size, room, style, floor=0.5), theme.CREAM, style)
                surface.blit(img, img.get_rect(**{("midleft" if align == "left" else "midright"): (x, y + 14)}))
        if self.pages > 1:
            more = assets.text(t("page_of", n=self.page + 1, total=self.pages), 18, (170, 200, 180))
            surface.blit(more, more.get_rect(midbottom=(640, PAGE_LINE_BOTTOM)))
        self.back.draw(surface)
