"""Wazabi's own words: its messages (merged into the shared lookup when the games
register: scenes/registry.py), and the cards' names and effects in both languages."""
from __future__ import annotations

from scenes.wazabi import catalog_en, catalog_fr
from scenes.ui.text import named, t

MESSAGES = {"en": catalog_en.MESSAGES, "fr": catalog_fr.MESSAGES}
CARD_NAMES = {"en": catalog_en.CARD_NAMES, "fr": catalog_fr.CARD_NAMES}
CARD_EFFECTS = {"en": catalog_en.CARD_EFFECTS, "fr": catalog_fr.CARD_EFFECTS}


def card_name(card_id: str) -> str:
    return named(CARD_NAMES, card_id)


def card_effect(card_id: str) -> str:
    return named(CARD_EFFECTS, card_id)


def win_reason(match, config) -> str:
    """The results' line: why the game was won. Who was the first without dice and how
    (the last die given away, or dice taken away by a card), and the rule that made it
    a win: alone, for a team, or first of the places when play goes on to the last."""
    log, rules = match.log, match.state.rules
    names = [seat.name for seat in config.seats]
    out = next(k for k, e in enumerate(log) if e["type"] == "finish" and e["place"] == 1)
    seat = log[out]["player"]
    before = log[out - 1] if out else {}
    how = "wz_why_give" if before.get("type") == "give" and before.get("player") == seat else \
        "wz_why_card" if before.get("type") == "drop" and before.get("player") == seat else "wz_why_out"
    # (a team's names are in the results' winner line and the standings' first line)
    rule = t("wz_rule_team" if rules.team_seats else "wz_rule_last" if rules.to_the_last else "wz_rule_first")
    return t("wz_why", cause=t(how, name=names[seat]), rule=rule)
