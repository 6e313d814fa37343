"""Pig's words: its messages in both languages (the "messages" part) and its log
lines said as sentences (the history panel, the replay's next step)."""
from __future__ import annotations

from scenes.ui.text import t
from tests.pig.scenes.catalog_en import MESSAGES as ENGLISH
from tests.pig.scenes.catalog_fr import MESSAGES as FRENCH

MESSAGES = {"en": ENGLISH, "fr": FRENCH}


def sentence(event: dict, names: list[str]) -> tuple[str, bool] | None:
    """One log line in words, and whether it stands out (a new turn, the win); None
    for a line of no other kind (there is none in a whole log)."""
    kind = event["type"]
    name = names[event["player"]] if "player" in event else ""
    if kind == "start":
        return t("pig_h_start", names=" & ".join(p["name"] for p in event["players"]), target=event["target"]), True
    if kind == "roll":
        return t("pig_h_roll", name=name, n=event["value"]), False
    if kind == "bust":
        return t("pig_h_bust", name=name, n=event["lost"]), False
    if kind == "hold":
        return t("pig_h_hold", name=name, n=event["total"], score=event["score"]), False
    if kind == "turn":
        return t("pig_h_turn", name=name), True
    if kind == "win":
        return t("pig_h_win", name=name), True
    return None


def sentences(events: list[dict], names: list[str]) -> list[tuple[str, bool]]:
    return [said for event in events if (said := sentence(event, names)) is not None]
