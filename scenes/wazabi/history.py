"""Wazabi's history in plain words: each log event becomes a sentence through the
catalog ("Ana plays Keep one on Ben"); the table says each step on its line as it
animates, and L opens the whole history in a side panel (every game's:
scenes/ui/history_panel.py). The log is a full record (every hand, the pile's
order), so it is offered for saving only once the game is over."""
from __future__ import annotations

import pygame

from game.core.log import logged_steps
from game.registry import game as game_spec
from scenes.ui.history_panel import HistoryPanel as SharedPanel
from scenes.ui.history_panel import export_from_table as export_log_now
from scenes.ui.text import counted, listed, t
from scenes.wazabi.words import card_name

PANEL = pygame.Rect(10, 10, 330, 520)
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
        return counted("wz_h_drop", event["dice"], name=name(event["player"]))
    if kind == "pass":
        return t("wz_h_pass", direction=t(f"wz_{event['direction']}_word"))
    if kind == "discard":
        return counted("wz_h_discard", len(event["cards"]), name=name(event["player"]))
    if kind == "finish":
        return t("wz_h_finish", name=name(event["player"]), place=event["place"])
    if kind == "win":
        team = event.get("team")
        if team:
            return t("wz_h_win_team", name=name(event["player"]), names=listed(name(s) for s in team))
        return t("wz_h_win", name=name(event["player"]))
    return None


def no_card_ends_of(log: list[dict]) -> set[int]:
    """The indices of the turn_end lines the engine wrote because no card could be
    played: written by another action (a roll, a die given, a card drawn), not a pass
    chosen with P (a recorded action of its own), with no card played in that turn and
    the player still in the game. Read from the log again by the engine
    (game/core/log.py), so a resumed game or a move taken back keeps them."""
    if not log or log[0].get("type") != "start":
        return set()
    try:
        chosen = {index for index, _ in logged_steps(game_spec(log[0].get("game", "wazabi")), log)}
    except (LookupError, TypeError, ValueError):    # a log the engine cannot read: no more said
        return set()
    found, played = set(), False
    for index, event in enumerate(log):
        kind = event["type"]
        if kind == "turn":
            played = False
        elif kind == "play":
            played = True
        elif (kind == "turn_end" and index not in chosen and not played
              and log[index - 1]["type"] != "finish"):
            found.add(index)
    return found


def sentences(events, names: list[str], no_card_ends=frozenset()) -> list[tuple[str, bool]]:
    """(sentence, stands out?) for each event that has words; the turn ends at the
    indices in `no_card_ends` (no card could be played) say so."""
    found, direction = [], "left"
    for index, event in enumerate(events):
        if index in no_card_ends:
            found.append((t("wz_no_card", name=names[event["player"]]), False))
            continue
        if event["type"] == "turn" and event.get("direction", direction) != direction:
            direction = event["direction"]          # after a play_again: said on its own line
            found.append((t("wz_turned", direction=t(f"wz_{direction}_word")), True))
        text = sentence(event, names)
        if text is not None:
            found.append((text, event["type"] in STANDS_OUT))
    return found


def export_from_table(table) -> str:
    """E, or the pause menu: save the log, only after the game (it shows every hand).
    `table` is the table screen (its match, and `tell` for the words said)."""
    if not table.match.state.is_over():
        table.tell(t("wz_log_after"), 5.0)
        return t("wz_log_after")
    return export_log_now(table)


class HistoryPanel(SharedPanel):
    """The side panel (L): the steps the table layer has shown so far, newest at the bottom."""

    def __init__(self, layer):
        super().__init__(PANEL, lambda: layer.match.log[:layer.told], lambda: False,
                         lambda log: sentences(log, layer.names(), layer.no_card_ends))
