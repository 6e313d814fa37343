"""Replaying a saved game log on the real table.

`ReplayListScene` lists the games in the JSONL files of the game's logs folder
(where E at the table saves them) and any files given to it; `ReplayTable` plays
one game step by step through the engine: Right / Space / a click = next step,
Left / right click = one step back (rebuilt from the start, instantly), Home /
End, Esc back to the list. A file that is not a valid log says why and on which
line, in words (`explain`), and nothing else happens.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core.log import LogError, read_events, split_games
from game.core.match import Match, Seat
from game.eceg.log import action_of
from game.eceg.state import GAME_ID
from game.registry import GAMES, replay_game

from scenes.ui import assets, theme
from scenes.eceg import layout
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.history import sentences
from scenes.eceg.words import MESSAGES
from scenes.ui.overlay import draw_panel
from scenes.scene import Scene
from scenes.ui.sprites.felt import felt
from scenes.eceg.table import TableScene
from scenes.ui.text import game_name, t
from scenes.ui.userdata import ECEG, game_logs_dir

ROWS = 12


LONGEST_NAME = 40       # a name the table can draw (the setup allows 14)
ACTION_LINES = ("first_roll", "roll", "claim", "set_aside")    # the lines action_of reads a move from


def read_games(path: Path) -> list[list[tuple[int, dict]]]:
    """The games of a JSONL file, not yet checked; LogError (naming the line) if it
    is not JSON Lines, holds no game, or names a player the table cannot show."""
    try:
        with open(path, "rb") as f:      # bytes: text that is not UTF-8 is named by its line
            games = split_games(read_events(f))
    except OSError as error:
        why = error.strerror or str(error)
        raise LogError(why, reason="unreadable", error=why) from None
    if not games:
        raise LogError("line 1: no start line (no game in the file)", reason="empty")
    for game in games:
        number, start = game[0]
        game_id = str(start.get("game", GAME_ID))
        if game_id != GAME_ID:           # this table shows Easy Come, Easy Go only
            raise LogError.at(number, "other_game" if game_id in GAMES else "unknown_game",
                              f"a game of {game_id!r}, not of {GAME_ID}", game=game_id)
        players = start.get("players")
        if not isinstance(players, list) or not all(
                isinstance(p, dict) and isinstance(p.get("name"), str) and len(p["name"]) <= LONGEST_NAME
                for p in players):
            raise LogError.at(number, "bad_players",
                              f"players must be a list of names of at most {LONGEST_NAME} characters",
                              most=LONGEST_NAME)
    return games


def explain(error: LogError) -> str:
    """What is wrong with a log, in words and in the player's language: which line, and
    what is wrong with it ("Line 3 is not a complete record: it stops part-way.")."""
    values = {"line": error.line, **error.details}
    if "game" in values:
        values["game"] = game_name(values["game"])
    key = f"log_{error.reason}"
    english = MESSAGES["en"]
    if key not in english or (error.line is None and "{line}" in english[key]):
        key = "log_invalid" if error.line is None else "log_invalid_line"
    return t(key, this=game_name(GAME_ID), **values)


def load_games(path: Path) -> list[list[tuple[int, dict]]]:
    """Every game of a JSONL file, checked by replaying it (LogError names the line)."""
    games = read_games(path)
    for game in games:
        replay_game(game)
    return games


class ReplayListScene(Scene):
    def __init__(self, app, paths=()):
        super().__init__(app)
        self.folder = game_logs_dir(ECEG)
        # no folder yet (or none can be made): no files, and the empty list says where they go
        files = sorted(self.folder.glob("*.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True)
        self.files = [Path(p) for p in paths] + [p for p in files if p not in paths]
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
            return [(path, None, f"{path.name} · {explain(error)[:200]}")]
        out = []
        for n, game in enumerate(games, 1):
            names = ", ".join(p["name"] for p in game[0][1]["players"])
            moves = sum(1 for _, e in game if e["type"] in ACTION_LINES)
            out.append((path, n, t("replay_item", file=path.name, n=n, names=names, count=moves)))
        return out

    def open(self, entry) -> None:
        path, number, _ = entry
        try:
            games = load_games(path)
        except LogError as error:
            self.error = t("replay_bad", error=explain(error))
            return
        self.error = ""
        self.app.push(ReplayTable(self.app, games[(number or 1) - 1]))

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
        title = assets.shadowed(t("replay_title"), 44, theme.CREAM, "display")
        surface.blit(title, title.get_rect(midtop=(640, 50)))
        if not self.entries:
            y = 200
            for line in (t("replay_empty"), str(self.folder)):
                img = assets.text(line, 20, theme.CREAM)
                surface.blit(img, img.get_rect(midtop=(640, y)))
                y += 34
        for row in range(self.top, min(len(self.entries), self.top + ROWS)):
            rect = self.row_rect(row)
            if row == self.index:
                pygame.draw.rect(surface, (40, 90, 62), rect, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=8)
            label = self.entries[row][2]
            size = 18
            while assets.font(size).size(label)[0] > rect.width - 24 and size > 12:
                size -= 1
            img = assets.text(label, size, theme.CREAM)
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


class _Logged:
    """Stands for a seat whose moves come from the log (never asked to choose)."""
    kind = "log"


_LOGGED = _Logged()


class ReplayTable(TableScene):
    """One logged game on the table, moved one step at a time by the viewer."""

    help_key = None          # the viewer's own keys bar takes the table's key line's place

    def __init__(self, app, game, position: int | None = None):
        start = game[0][1]
        events = [e for _, e in game]
        colours = [c for _, c in theme.SEAT_COLOURS]
        config = GameConfig(seats=tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"])
                                        for i, p in enumerate(start["players"])),
                            faces=start["faces"], hold=start["hold"], seed=start["seed"])
        match = Match(config.rules(), [Seat(p["name"], p["kind"]) for p in start["players"]], start["seed"])
        self.game = game
        self.steps = [(i, a) for i, e in enumerate(events) if (a := action_of(e)) is not None]
        self.position = 0
        self.instant = False
        while self.position < len(self.steps) and isinstance(events[self.steps[self.position][0]], dict) \
                and events[self.steps[self.position][0]]["type"] == "first_roll":
            match.apply(*self.steps[self.position][1])     # the roll-off: before the table opens
            self.position += 1
        self.first = self.position
        # every seat "played" by the log: no Roll button or hints for a person to act
        super().__init__(app, config, match, players=[_LOGGED] * len(config.seats))
        if position is not None:
            self.go_to(position)

    # the viewer drives: nobody decides, nothing is saved, no results screen
    @property
    def awaiting_human(self) -> bool:
        return False

    def advance(self) -> None:
        pass

    def show_results(self) -> None:
        pass

    def pace(self, seat) -> float:
        return 0.0 if self.instant else 1.0

    # ----- stepping ------------------------------------------------------------------
    def settle(self) -> None:
        """Finish what is moving now (a quick reader need not wait for the dice)."""
        for _ in range(1200):
            if not (self.queue.busy or self.motions or self.flights):
                break
            self.update(1 / 60)
        for d in self.dice:
            d.settle()

    def next(self) -> None:
        if self.position < len(self.steps):
            self.settle()
            self.play(self.match.apply(*self.steps[self.position][1]))
            self.position += 1

    def go_to(self, position: int) -> None:
        """Show the game after `position` steps: from here if ahead, else rebuilt from the start."""
        position = max(self.first, min(position, len(self.steps)))
        if position < self.position:
            self.app.replace(ReplayTable(self.app, self.game, position))
            return
        self.instant = True
        while self.position < position:
            self.next()
        self.settle()
        self.instant = False

    def key(self, event):
        k = event.key
        if k in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_DOWN):
            self.next()
        elif k in (pygame.K_LEFT, pygame.K_BACKSPACE, pygame.K_UP):
            self.go_to(self.position - 1)
        elif k == pygame.K_HOME:
            self.go_to(self.first)
        elif k == pygame.K_END:
            self.go_to(len(self.steps))
        elif k == pygame.K_ESCAPE:
            self.app.pop()
        elif k in (pygame.K_l, pygame.K_h, pygame.K_e):
            return super().key(event)
        return None

    def click(self, pos):
        self.next()
        return None

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.go_to(self.position - 1)
            return None
        return super().handle_event(event)

    # ----- drawing ---------------------------------------------------------------------
    def next_text(self) -> str:
        if self.position >= len(self.steps):
            return t("replay_end")
        index, _ = self.steps[self.position]
        event = self.game[index][1]
        names = [s.name for s in self.config.seats]
        if event["type"] == "set_aside":
            return t("replay_next", what=t("h_set_aside", roll=names[event["player"]],
                                           dice=" ".join(map(str, event["dice"]))))
        return t("replay_next", what=sentences([event], names)[0])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        line = assets.shadowed(self.next_text(), 22, theme.CREAM, "bold")
        box = line.get_rect(center=(layout.ROLL_AREA.centerx, layout.HINT_Y)).inflate(28, 12)
        box.width = max(box.width, 560)
        box.centerx = layout.ROLL_AREA.centerx
        pygame.draw.rect(surface, (10, 30, 20), box, border_radius=12)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=12)
        surface.blit(line, line.get_rect(center=box.center))
        bar = assets.text(t("replay_bar", n=self.position - self.first, total=len(self.steps) - self.first),
                          15, theme.CREAM, "bold")
        band = bar.get_rect(midbottom=layout.HELP_POS).inflate(20, 6)
        pygame.draw.rect(surface, (10, 30, 20), band, border_radius=6)
        surface.blit(bar, bar.get_rect(center=band.center))
