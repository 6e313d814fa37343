"""Wazabi's history in plain words: each log event becomes a sentence through the
catalog ("Ana plays Keep one on Ben"); the table says each step on its line as it
animates, and L opens the whole history in a side panel. The log is a full record
(every hand, the pile's order), so it is offered for saving only once the game is over."""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from game.core.log import write_events

from scenes.ui import assets, theme
from scenes.ui.text import t
from scenes.ui.userdata import game_logs_dir
from scenes.wazabi.words import card_name

GAME_ID = "wazabi"
PANEL = pygame.Rect(10, 10, 330, 520)
LINE, SIZE = 20, 15
STANDS_OUT = {"turn", "play", "finish", "win", "start"}


def face_word(face: str) -> str:
    return t("wz_face_" + face)


def sentence(event: dict, names: list[str]) -> str | None:
    """The event in words, or None for the lines that need none (a turn's end)."""
    name = lambda seat: names[seat] if seat is not None and 0 <= seat < len(names) else "?"  # noqa: E731
    kind = event["type"]
    if kind == "start":
        return t("wz_h_start", names=", ".join(p["name"] for p in event["players"]))
    if kind == "first_roll":
        return t("wz_h_first_roll", name=name(event["player"]), n=event["faces"].count("wazabi"))
    if kind in ("turn", "skip", "reshuffle"):
        return t("wz_h_" + kind, name=name(event.get("player")))
    if kind == "roll":
        return t("wz_h_roll", name=name(event["player"]), faces=" ".join(map(face_word, event["faces"])))
    if kind == "draw":
        if event["from"] is None:
            return t("wz_h_draw", name=name(event["player"]))
        return t("wz_h_draw_from", name=name(event["player"]), victim=name(event["from"]))
    if kind == "give":
        return t("wz_h_give", name=name(event["player"]), to=name(event["to"]))
    if kind == "play":
        card = card_name(event["card"])
        if event["target"] is not None:
            return t("wz_h_play_on", name=name(event["player"]), card=card, target=name(event["target"]))
        if event["direction"] is not None:
            return t("wz_h_play_dir", name=name(event["player"]), card=card,
                     direction=t(f"wz_{event['direction']}_word"))
        return t("wz_h_play", name=name(event["player"]), card=card)
    if kind == "drop":
        return t("wz_h_drop", name=name(event["player"]), n=event["dice"])
    if kind == "pass":
        return t("wz_h_pass", direction=t(f"wz_{event['direction']}_word"))
    if kind == "discard":
        return t("wz_h_discard", name=name(event["player"]), n=len(event["cards"]))
    if kind == "finish":
        return t("wz_h_finish", name=name(event["player"]), place=event["place"])
    if kind == "win":
        team = event.get("team")
        if team:
            return t("wz_h_win_team", name=name(event["player"]), names=", ".join(name(s) for s in team))
        return t("wz_h_win", name=name(event["player"]))
    return None


def sentences(events, names: list[str]) -> list[tuple[str, bool]]:
    """(sentence, stands out?) for each event that has words."""
    found = []
    for event in events:
        text = sentence(event, names)
        if text is not None:
            found.append((text, event["type"] in STANDS_OUT))
    return found


def export_log(match, path: str | Path | None = None) -> Path:
    """Write the match's log as JSONL in the game's logs folder (or `path`)."""
    if path is None:
        folder = game_logs_dir(GAME_ID)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"game-{time.strftime('%Y%m%d-%H%M%S')}-seed{match.seed}.jsonl"
    path = Path(path)
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        write_events(match.log, out)
    return path


def export_from_table(table) -> str:
    """E, or the pause menu: save the log, only after the game (it shows every hand)."""
    if not table.match.state.is_over():
        message = t("wz_log_after")
    else:
        try:
            message = t("wz_export_done", file=export_log(table.match).name)
        except OSError as error:
            message = t("wz_export_failed", error=error.strerror or str(error))
    table.notice = (message, 5.0)
    return message


class HistoryPanel:
    """The side panel (L): the steps the table has shown so far, newest at the bottom;
    the mouse wheel or Up/Down scroll it."""

    def __init__(self, table):
        self.table = table
        self.scroll = 0          # lines up from the newest

    def lines(self) -> list[tuple[str, bool]]:
        return sentences(self.table.match.log[:self.table.told], self.table.names())

    def handle_event(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + event.y)
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) \
                and not self.table.awaiting_human:
            self.scroll = max(0, self.scroll + (1 if event.key == pygame.K_UP else -1))
            return None
        return event

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        panel = pygame.Surface(PANEL.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (6, 20, 12, 235), panel.get_rect(), border_radius=14)
        pygame.draw.rect(panel, (*theme.GOLD, 255), panel.get_rect(), 2, border_radius=14)
        surface.blit(panel, PANEL)
        title = assets.text(t("wz_history"), 20, theme.GOLD, "bold")
        surface.blit(title, (PANEL.x + 14, PANEL.y + 8))
        wrapped = []
        for text, strong in self.lines():
            wrapped += [(line, strong) for line in assets.wrap(text, SIZE, PANEL.width - 28)]
        room = (PANEL.height - 44) // LINE
        self.scroll = min(self.scroll, max(0, len(wrapped) - room))
        end = len(wrapped) - self.scroll
        for k, (line, strong) in enumerate(wrapped[max(0, end - room):end]):
            text = assets.text(line, SIZE, theme.GOLD if strong else theme.CREAM, "bold" if strong else "body")
            surface.blit(text, (PANEL.x + 14, PANEL.y + 38 + k * LINE))
