"""Replaying saved game logs, for every game: the list of the games in the JSONL
files of a game's logs folder (where E at the table saves them) and any files given
to it (each read bounded and only if it is a regular file: game/core/files.py; in the
game's folder, one that is no log at all is kept aside). Opening one checks the whole game by replaying it, then shows it on its own
game's "replay table" (the game's table, moved one step at a time by the viewer).
A file that is not a valid log says why and on which line (game.log.LogError), and
nothing else happens."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core import files
from game.core.log import LogError, read_events, split_games
from game.core.start_line import start_problem
from game.registry import game_of_start, replay_game

from scenes import registry
from scenes.scene import Scene
from scenes.ui import assets, pen, theme
from scenes.ui.overlay import draw_panel
from scenes.ui.sprites.felt import felt
from scenes.ui.storage import set_aside
from scenes.ui.text import ENGLISH, counted, game_name, t
from scenes.ui.userdata import game_logs_dir

ROWS = 12
LOG_LIMIT = files.GAME_LOG_LIMIT       # a larger file is refused unread
LONGEST_NAME = 40       # a name the table can draw (the setup allows 14)


def read_games(path: Path) -> list[list[tuple[int, dict]]]:
    """The games of a JSONL file, not yet checked; LogError (naming the line and its
    reason) if it is not JSON Lines, holds no game, names a game this window cannot
    replay, or names a player the table cannot show."""
    try:     # bounded, regular files only (a FIFO, /dev/zero); bytes: text not UTF-8 is named by its line
        lines = files.read_lines(path, LOG_LIMIT)
    except files.Refused as error:
        raise LogError(str(error), reason=error.reason, most=LOG_LIMIT // 1_000_000) from None
    except OSError as error:
        why = error.strerror or str(error)
        raise LogError(why, reason="unreadable", error=why) from None
    games = split_games(read_events(lines))
    if not games:
        raise LogError("line 1: no start line (no game in the file)", reason="empty")
    for game in games:
        number, start = game[0]
        try:
            spec = game_of_start(start)
        except LogError as error:        # a game this program lacks
            raise LogError.at(number, error.reason, str(error), **error.details) from None
        game_id = spec.id
        if not registry.has(registry.game_name(game_id, "replay table")):
            raise LogError.at(number, "other_game", f"no replay table for {game_id!r}", game=game_id)
        players = start.get("players")
        if not isinstance(players, list) or not all(
                isinstance(p, dict) and isinstance(p.get("name"), str) and len(p["name"]) <= LONGEST_NAME
                for p in players):
            raise LogError.at(number, "bad_players",
                              f"players must be a list of names of at most {LONGEST_NAME} characters",
                              most=LONGEST_NAME)
        problem = start_problem(spec.id, start, {}, spec.min_players, spec.max_players) \
            if all(f in start for f in spec.log_fields["start"]) else None
        if problem:                      # the list's quick look says a bad seed too (no replay)
            raise LogError.at(number, "bad_field", problem[1], field=problem[0])
    return games


def explain(error: LogError, this: str | None = None) -> str:
    """What is wrong with a log, in words and in the player's language: which line, and
    what is wrong with it ("Line 3 is not a complete record: it stops part-way.");
    `this` is the game the log is of, when known."""
    values = {"line": error.line, **error.details}
    if "game" in values:
        values["game"] = game_name(values["game"])
    key = f"log_{error.reason}"
    if key not in ENGLISH or (error.line is None and "{line}" in ENGLISH[key]):
        key = "log_invalid" if error.line is None else "log_invalid_line"
    return t(key, this=game_name(this) if this else "", **values)


def load_games(path: Path) -> list[list[tuple[int, dict]]]:
    """Every game of a JSONL file, checked by replaying it (LogError names the line)."""
    games = read_games(path)
    for game in games:
        replay_game(game)
    return games


def game_of_file(path: Path) -> str | None:
    """The game a log's first start line names (to word its errors), if any."""
    try:
        return game_of_start(read_games(path)[0][0][1]).id
    except LogError:
        return None


def summary(game: list[tuple[int, dict]]) -> str:
    """A game in the list: its length in the words of its game ("replay summary"
    part, e.g. rounds), else the lines that record a move."""
    start = game[0][1]
    try:
        rules = game_of_start(start)
    except LogError:
        return counted("replay_moves", len(game) - 1)
    part = registry.game_name(rules.id, "replay summary")
    if registry.has(part):
        return registry.resolve(part)([e for _, e in game])
    moves = 0
    for _, event in game[1:]:
        try:
            moves += rules.action_of(event) is not None
        except (KeyError, TypeError, ValueError):
            pass         # a malformed line: the full check names it on opening
    return counted("replay_moves", moves)


def _changed(path: Path) -> float:
    """When a log was last written, newest first (a link to nowhere: last)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


class ReplayListScene(Scene):
    def __init__(self, app, paths=(), game: str | None = None):
        super().__init__(app)
        self.folder = game_logs_dir(game or app.game)
        # no folder yet (or none can be made): no files, and the empty list says where they go
        found = sorted(self.folder.glob("*.jsonl"), key=_changed, reverse=True)
        self.files = [Path(p) for p in paths] + [p for p in found if p not in paths]
        self.entries: list[tuple[Path, int | None, str]] = []   # (file, game number or None, label)
        for path in self.files:
            self.entries.extend(self.describe(path))
        self.index = 0
        self.top = 0
        self.error = ""

    def describe(self, path: Path):
        """One entry per game in the file (quick look; the full check comes on opening)."""
        try:
            games = read_games(path)
        except LogError as error:
            label = f"{path.name} · {explain(error)[:200]}"
            if error.reason in ("not_regular", "too_large") and path.parent == self.folder:
                try:       # no log at all, in the game's own folder: kept aside, as a damaged save is
                    path = set_aside(path)
                    label += t("replay_kept_aside", file=path.name)
                except OSError:
                    pass
            return [(path, None, label)]
        out = []
        for n, game in enumerate(games, 1):
            names = ", ".join(p["name"] for p in game[0][1]["players"])
            out.append((path, n, t("replay_item", file=path.name, n=n, names=names, what=summary(game))))
        return out

    def open(self, entry) -> None:
        path, number, _ = entry
        try:
            games = load_games(path)
        except LogError as error:
            self.error = t("replay_bad", error=explain(error, game_of_file(path)))
            return
        game = games[(number or 1) - 1]
        self.error = ""
        self.app.open(registry.game_name(game_of_start(game[0][1]).id, "replay table"), game)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop()
            elif k in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB) and self.entries:
                up = k == pygame.K_UP or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                self.index = (self.index + (-1 if up else 1)) % len(self.entries)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.entries:
                self.open(self.entries[self.index])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.index = row
                self.open(self.entries[row])
        elif event.type == pygame.MOUSEWHEEL and self.entries:
            self.index = max(0, min(len(self.entries) - 1, self.index - event.y))
        self.top = max(0, min(self.index, max(self.top, self.index - ROWS + 1)))
        return None

    def row_rect(self, row: int) -> pygame.Rect:
        return pygame.Rect(120, 170 + (row - self.top) * 38, 1040, 34)

    def row_at(self, pos) -> int | None:
        for row in range(self.top, min(len(self.entries), self.top + ROWS)):
            if self.row_rect(row).collidepoint(pos):
                return row
        return None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        draw_panel(surface, pygame.Rect(80, 30, 1120, 660))
        title = assets.shadowed(t("replay_title"), assets.heading(44), theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(640, 50)))
        if not self.entries:
            y = 200
            for line in (t("replay_empty"), str(self.folder)):
                size = assets.fitted(line, 20, PANEL_TEXT_WIDTH)
                img = assets.text(elided(line, size, PANEL_TEXT_WIDTH), size, theme.CREAM)
                surface.blit(img, img.get_rect(midtop=(640, y)))
                y += 34
        for row in range(self.top, min(len(self.entries), self.top + ROWS)):
            rect = self.row_rect(row)
            if row == self.index:
                pen.rect(surface, (40, 90, 62), rect, border_radius=8)
                pen.rect(surface, theme.GOLD, rect, 2, border_radius=8)
            label = self.entries[row][2]
            size = 18
            while assets.font(size).size(label)[0] > rect.width - 24 and size > 12:
                size -= 1
            # still too long (six long names, at 150 %): its end left out, not drawn past the panel
            img = assets.text(elided(label, size, rect.width - 24, ends=False), size, theme.CREAM)
            surface.blit(img, img.get_rect(midleft=(rect.x + 12, rect.centery)))
        if self.error:
            for k, line in enumerate(assets.wrap(self.error, 18, 1040, "bold")[:3]):
                img = assets.text(line, 18, theme.GOLD, "bold")
                surface.blit(img, img.get_rect(midtop=(640, 620 - 60 + k * 22)))
        helptext = assets.text(t("replay_help"), 18, (190, 215, 200))
        surface.blit(helptext, helptext.get_rect(midbottom=(640, 666)))


def start_replay(app, path) -> None:
    """Open one file (e.g. from the command line): the list with it first, and its first
    game on the table when it is valid (else the list shows why)."""
    listing = ReplayListScene(app, [Path(path)])
    app.push(listing)
    if listing.entries:
        listing.open(listing.entries[0])


PANEL_TEXT_WIDTH = 1060     # within the panel's 1120, a margin each side


def elided(line: str, size: float, width: float, ends: bool = True) -> str:
    """`line`, or its middle left out ("…") until it fits `width`: a folder's path is as long
    as the player's data folder makes it, and its two ends say the most (where, and which game).
    `ends` False: its end left out instead (a saved log's row: its file and game first)."""
    if assets.font(size).size(line)[0] <= width:
        return line

    def kept(keep: int) -> str:
        if not ends:
            return f"{line[:keep].rstrip(' ,·')}…"
        return f"{line[:keep // 2]}…{line[len(line) - (keep - keep // 2):]}"

    low, high = 1, len(line) - 1        # the most characters kept that still fit (halved: drawn each frame)
    while low < high:
        middle = (low + high + 1) // 2
        if assets.font(size).size(kept(middle))[0] <= width:
            low = middle
        else:
            high = middle - 1
    return kept(low)
