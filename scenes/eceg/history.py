"""The game's history in plain words: log events become sentences through the
catalog ("Ana rolls 0 2 2 5, sets aside 2 2"), shown in a scrollable side panel
on the table (L), and the log itself can be saved as JSONL (E): the panel and the
saving are every game's (scenes/ui/history_panel.py).
"""
from __future__ import annotations

import pygame

from scenes.ui.history_panel import HistoryPanel as SharedPanel
from scenes.ui.history_panel import export_from_table, export_log  # noqa: F401  (the game's parts)
from scenes.ui.text import YOU, spoken, t
from scenes.eceg.words import prize_name

PANEL = pygame.Rect(10, 10, 256, 700)     # over the players' sidebar: the dice stay in view


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


class HistoryPanel(SharedPanel):
    """The side panel over the players' sidebar (the dice stay in view)."""

    def __init__(self, table):
        names = [s.name for s in table.config.seats]
        super().__init__(PANEL, lambda: table.match.log, lambda: table.queue.busy,
                         lambda log: marked_sentences(log, names, table.config.extra.get(YOU)))
