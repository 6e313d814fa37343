"""The game's history in plain words: log events become sentences through the
catalog ("Ana rolls 0 2 2 5, sets aside 2 2"), shown in a scrollable side panel
on the table (L), and the log itself can be saved as JSONL (E).

The panel follows what the table has shown, not the state: the match's log runs
ahead of the animation (a roll is logged before the dice land), so new lines are
taken in only while nothing moves.
"""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from game.core.log import write_events

from scenes.ui import assets, theme
from scenes.ui.text import YOU, language, spoken, t
from scenes.eceg.words import prize_name
from scenes.ui.userdata import ECEG, game_logs_dir

PANEL = pygame.Rect(10, 10, 256, 700)     # over the players' sidebar: the dice stay in view
LINE = 21
SIZE = 16


def dice_text(values) -> str:
    return " ".join(str(v) for v in values)


def sentences(events, names: list[str], you: int | None = None) -> list[str]:
    """One line per step of the game, in the current language. A set-aside joins the
    roll it answers ("Ana rolls 0 2 2 5, sets aside 2 2"). The seat `you` (the tutorial's
    learner) is spoken to: "You roll 0 2 2 5, set aside 2 2"."""
    return [text for text, _ in marked_sentences(events, names, you)]


def marked_sentences(events, names: list[str], you: int | None = None) -> list[tuple[str, bool]]:
    """(sentence, stands out?): turns, prizes and the win stand out from the rolls."""
    lines: list[tuple[str, bool]] = []

    def say(message_id, seats, **values):
        return spoken(message_id, seats, names, you, **values)
    for e in events:
        kind = e["type"]
        player = {"name": e.get("player", -1)}
        if kind == "start":
            lines.append((t("h_start", names=", ".join(p["name"] for p in e["players"])), True))
        elif kind == "first_roll":
            lines.append((say("h_first_roll", player, dice=dice_text(e["dice"])), False))
        elif kind == "turn":
            lines.append((say("h_turn", player), True))
        elif kind == "roll" and e["kept"]:
            lines.append((say("h_roll_kept", player, dice=dice_text(e["dice"]), kept=dice_text(e["kept"])), False))
        elif kind == "roll":
            lines.append((say("h_roll", player, dice=dice_text(e["dice"])), False))
        elif kind == "set_aside" and lines:
            lines[-1] = (say("h_set_aside", player, roll=lines[-1][0], dice=dice_text(e["dice"])), False)
        elif kind == "claim" and e["from"] is None:
            lines.append((say("h_take", player, prize=prize_name(e["prize"])), True))
        elif kind == "claim":
            lines.append((say("h_steal", {**player, "victim": e["from"]}, prize=prize_name(e["prize"])), True))
        elif kind == "turn_end" and e["prize"] is None:
            lines.append((say("h_no_prize", player), False))
        elif kind == "win":
            lines.append((say("h_win", player), True))
    return lines


def export_log(match, path: str | Path | None = None) -> Path:
    """Write the match's log as JSONL (the spec's format) and return the file's path:
    `path`, or a new file in the game's logs folder named after the seed and the time."""
    if path is None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        folder = game_logs_dir(ECEG)
        folder.mkdir(parents=True, exist_ok=True)     # OSError if it cannot be: said at the table
        path = folder / f"game-{stamp}-seed{match.seed}.jsonl"
        n = 2
        while path.exists():
            path = path.with_name(f"game-{stamp}-seed{match.seed}-{n}.jsonl")
            n += 1
    path = Path(path)
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        write_events(match.log, out)
    return path


def export_from_table(table) -> str:
    """E at the table: save the log and say where (the message is also returned)."""
    try:
        path = export_log(table.match)
        message = t("export_done", file=path.name)
    except OSError as error:
        message = t("export_failed", error=error.strerror or str(error))
    table.notice = (message, 5.0)
    return message


def draw_extras(table, surface: pygame.Surface) -> None:
    """The table's side panel and its short notice (drawn over the table)."""
    if table.history is not None:
        table.history.draw(surface)
    if table.notice:
        text, left = table.notice
        img = assets.text(text, 18, theme.CREAM, "bold")
        box = img.get_rect(midtop=(775, 190)).inflate(24, 12)
        box.clamp_ip(pygame.Rect(276, 170, 1000, 540))
        band = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (6, 20, 13, 230), band.get_rect(), border_radius=10)
        band.set_alpha(int(255 * min(1.0, left / 0.4)))
        surface.blit(band, box)
        pygame.draw.rect(surface, theme.GOLD, box, 2, border_radius=10)
        surface.blit(img, img.get_rect(center=box.center))


class HistoryPanel:
    """The side panel: the latest lines at the bottom; wheel, Page Up/Down, Home/End
    scroll it (scrolled up, it stays put while new lines come)."""

    def __init__(self, table):
        self.table = table
        self.count = 0                 # log events taken in
        self.lines: list[tuple[str, bool]] = []   # wrapped lines (text, stands out?)
        self.scroll = 0                # lines scrolled up from the bottom
        self.language = None
        self.refresh()

    @property
    def visible(self) -> int:
        return (PANEL.height - 76) // LINE

    def names(self) -> list[str]:
        return [s.name for s in self.table.config.seats]

    def refresh(self) -> None:
        log = self.table.match.log
        if self.table.queue.busy and self.count:
            return
        if len(log) == self.count and self.language == language():
            return
        grew = len(log) - self.count
        self.count, self.language = len(log), language()
        wrapped = []
        for sentence, bright in marked_sentences(log, self.names(), self.table.config.extra.get(YOU)):
            for k, line in enumerate(assets.wrap(sentence, SIZE, PANEL.width - 36)):
                wrapped.append((("" if k == 0 else "   ") + line, bright))
        if self.scroll and grew > 0:          # keep the same lines in view
            self.scroll += max(0, len(wrapped) - len(self.lines))
        self.lines = wrapped
        self.clamp()

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

    def shown_lines(self) -> list[tuple[str, bool]]:
        end = len(self.lines) - self.scroll
        return self.lines[max(0, end - self.visible):end]

    def draw(self, surface: pygame.Surface) -> None:
        self.refresh()
        box = PANEL
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (6, 20, 13, 248), back.get_rect(), border_radius=14)
        surface.blit(back, box)
        pygame.draw.rect(surface, theme.WOOD_LIGHT, box, 2, border_radius=14)
        title = assets.text(t("history_title"), 20, theme.GOLD, "bold")
        surface.blit(title, (box.x + 16, box.y + 10))
        helptext = assets.text(t("history_help"), 13, (170, 200, 180))
        surface.blit(helptext, helptext.get_rect(bottomleft=(box.x + 16, box.bottom - 10)))
        y = box.y + 42
        shown = self.shown_lines()
        if not shown:
            surface.blit(assets.text(t("history_empty"), SIZE, theme.CREAM), (box.x + 16, y))
        for line, bright in shown:
            colour = theme.GOLD if bright else theme.CREAM
            surface.blit(assets.text(line, SIZE, colour), (box.x + 16, y))
            y += LINE
        if len(self.lines) > self.visible:      # a thin scroll bar
            track = pygame.Rect(box.right - 10, box.y + 44, 4, box.height - 60)
            size = max(20, track.height * self.visible // len(self.lines))
            top = track.bottom - size - (track.height - size) * self.scroll // max(1, len(self.lines) - self.visible)
            pygame.draw.rect(surface, (255, 255, 255, 60), track, border_radius=2)
            pygame.draw.rect(surface, theme.CREAM, (track.x, top, track.width, size), border_radius=2)

