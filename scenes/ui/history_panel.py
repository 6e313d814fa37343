"""A game's history in words in a scrollable side panel (L at a table), and saving
its log as JSON Lines (E): the pieces every game's table shares. A game gives the
panel where it sits, its log, whether the table is still showing something, and how
its events are said (sentence, stands out?).

The panel follows what the table has shown, not the state: a match's log runs
ahead of the animation (dice are logged before they land), so new lines are taken
in only while nothing moves."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

import pygame

from game.core import files
from game.core.jsonl import dumps
from game.core.safe_name import safe_name

from scenes.ui import assets, pen, theme
from scenes.ui.text import language, t
from scenes.ui.userdata import game_logs_dir

LINE = 21
SIZE = 16
BACK = (6, 20, 13)      # the panel's ground
INDENT = "   "          # a sentence's next lines
NOTE = "note"           # a line that is no move (someone at another computer left, came back)
NOTE_COLOUR = (150, 200, 215)


def export_log(match, path: str | Path | None = None) -> Path:
    """Write the match's log as JSONL (the spec's format) and return the file's path:
    `path`, or a new file in its game's logs folder named after the seed and the time."""
    if path is None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        folder = game_logs_dir(match.game_id)
        folder.mkdir(parents=True, exist_ok=True)     # OSError if it cannot be: said at the table
        # the seed may come from a log a player opened: reduced to a safe name, as every
        # value from data that becomes part of a path (the game id is the registry's)
        seed = safe_name(match.seed)
        path = folder / f"game-{stamp}-seed{seed}.jsonl"
        n = 2
        while path.exists():
            path = path.with_name(f"game-{stamp}-seed{seed}-{n}.jsonl")
            n += 1
    path = Path(path)
    # whole or not at all (game/core/files.py): a full disk never leaves half a log to replay
    files.write_atomic(path, "".join(dumps(e) + "\n" for e in match.log).encode("utf-8"))
    return path


def export_from_table(table) -> str:
    """E at a table: save the log and say where (`table.notice`; also returned)."""
    try:
        message = t("export_done", file=export_log(table.match).name)
    except OSError as error:
        message = t("export_failed", error=error.strerror or str(error))
    table.notice = (message, 5.0)
    return message


def draw_notice(surface: pygame.Surface, notice, center_x: int, top: int, room: pygame.Rect) -> None:
    """A table's short notice (text, seconds left) in a band, fading out at the end."""
    text, left = notice
    img = assets.text(text, 18, theme.CREAM, "bold")
    box = img.get_rect(midtop=(center_x, top)).inflate(24, 12)
    box.clamp_ip(room)
    band = pen.Surface(box.size, pygame.SRCALPHA)
    pen.rect(band, (6, 20, 13, 230), band.get_rect(), border_radius=10)
    band.set_alpha(int(255 * min(1.0, left / 0.4)))
    surface.blit(band, box)
    pen.rect(surface, theme.GOLD, box, 2, border_radius=10)
    surface.blit(img, img.get_rect(center=box.center))


class HistoryPanel:
    """The side panel: the latest lines at the bottom; wheel, Page Up/Down, Home/End
    scroll it (scrolled up, it stays put while new lines come)."""

    def __init__(self, rect: pygame.Rect, log: Callable[[], list], busy: Callable[[], bool],
                 say: Callable[[list], list[tuple[str, bool]]], close_key: str = "L"):
        self.rect = rect
        self.close_key = close_key     # the table's history key, named in the help line
        self.log, self.busy, self.say = log, busy, say
        # what the table says that is no log line (a person at another computer left, came
        # back, a computer played for them): (log length then, words), set by the table
        self.notes: Callable[[], list[tuple[int, str]]] = lambda: []
        self.noted = 0                 # notes taken in
        self.count = 0                 # log events taken in
        self.lines: list[tuple[str, bool]] = []   # wrapped lines (text, stands out?)
        self.scroll = 0                # lines scrolled up from the bottom
        self.language = None
        self.refresh()

    @property
    def visible(self) -> int:
        return (self.rect.height - self.words_top() - self.words_bottom()) // assets.grown(LINE)

    @staticmethod
    def words_top() -> int:
        """Where the lines start below the title (lower when a large text size makes it taller)."""
        return max(42, 14 + assets.font(20, "bold").get_height())

    @staticmethod
    def words_bottom() -> int:
        """The room kept at the bottom for the help line."""
        return max(34, 18 + assets.font(13).get_height())

    def refresh(self) -> None:
        log = self.log()
        if self.busy() and self.count:
            return
        notes = self.notes()
        if len(log) == self.count and len(notes) == self.noted and self.language == (language(), pen.text_size()):
            return
        grew = len(log) - self.count + len(notes) - self.noted
        self.count, self.noted, self.language = len(log), len(notes), (language(), pen.text_size())
        wrapped = []                   # (wrapped again after a language or text size change)
        # wrapped short of the indent its next lines get: indented after wrapping at the whole
        # width, they ran over the scroll bar (at 150 %, to the panel's edge)
        room = self.rect.width - 36 - assets.font(SIZE).size(INDENT)[0]
        for sentence, bright in self.with_notes(log, notes):
            for k, line in enumerate(assets.wrap(sentence, SIZE, room)):
                wrapped.append((("" if k == 0 else INDENT) + line, bright))
        if self.scroll and grew > 0:          # keep the same lines in view
            self.scroll += max(0, len(wrapped) - len(self.lines))
        self.lines = wrapped
        self.clamp()

    def take_notes(self, notes: Callable[[], list[tuple[int, str]]]) -> None:
        """Where the table's notes come from; the panel made again with them now (as when
        it opened, even while something moves)."""
        self.notes, self.count = notes, 0
        self.refresh()

    def with_notes(self, log: list, notes: list[tuple[int, str]]) -> list[tuple[str, bool | str]]:
        """The log's sentences, each note after the sentences of the log as it was then
        (those of the log's first lines: each game says a line from it and what came before)."""
        said, merged, cursor = list(self.say(log)), [], 0
        for position, words in sorted(notes, key=lambda note: note[0]):      # (in order at one position)
            at = min(len(said), len(self.say(log[:position])) if position < len(log) else len(said))
            merged += said[cursor:max(cursor, at)]
            cursor = max(cursor, at)
            merged.append((words, NOTE))
        return merged + said[cursor:]

    def clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, len(self.lines) - self.visible))

    def update(self, dt: float) -> None:
        self.refresh()

    def handle_event(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll += 3 * event.y
            self.clamp()
            return None
        if event.type == pygame.KEYDOWN:
            page = self.visible - 1
            moves = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page,
                     pygame.K_HOME: len(self.lines), pygame.K_END: -len(self.lines)}
            if event.key in moves:
                self.scroll += moves[event.key]
                self.clamp()
                return None
        return event

    def help_text(self) -> str:
        return t("history_help", key=self.close_key)

    def shown_lines(self) -> list[tuple[str, bool]]:
        end = len(self.lines) - self.scroll
        return self.lines[max(0, end - self.visible):end]

    def draw(self, surface: pygame.Surface) -> None:
        self.refresh()
        box = self.rect
        # opaque: seat names, card labels and dice counts under it must not show through its words
        pen.rect(surface, BACK, box, border_radius=14)
        pen.rect(surface, theme.WOOD_LIGHT, box, 2, border_radius=14)
        title = assets.text(t("history_title"), 20, theme.GOLD, "bold")
        surface.blit(title, (box.x + 16, box.y + 10))
        keys = self.help_text()         # within the panel (the scroll bar's side too) at any text size
        helptext = assets.text(keys, assets.fitted(keys, 13, box.width - 32, floor=1 / pen.text_size()),
                               (170, 200, 180))
        surface.blit(helptext, helptext.get_rect(bottomleft=(box.x + 16, box.bottom - 10)))
        y = box.y + self.words_top()
        shown = self.shown_lines()
        if not shown:
            surface.blit(assets.text(t("history_empty"), SIZE, theme.CREAM), (box.x + 16, y))
        for line, bright in shown:
            colour = NOTE_COLOUR if bright == NOTE else theme.GOLD if bright else theme.CREAM
            surface.blit(assets.text(line, SIZE, colour), (box.x + 16, y))
            y += assets.grown(LINE)
        if len(self.lines) > self.visible:      # a thin scroll bar
            track = pygame.Rect(box.right - 10, box.y + 44, 4, box.height - 60)
            size = max(20, track.height * self.visible // len(self.lines))
            top = track.bottom - size - (track.height - size) * self.scroll // max(1, len(self.lines) - self.visible)
            pen.rect(surface, (255, 255, 255, 60), track, border_radius=2)
            pen.rect(surface, theme.CREAM, (track.x, top, track.width, size), border_radius=2)
