"""Wazabi's own words: its messages (merged into the shared lookup when the games
register: scenes/registry.py), and the cards' names and effects in both languages."""
from __future__ import annotations

from scenes.wazabi import catalog_en, catalog_fr
from scenes.ui.text import named

MESSAGES = {"en": catalog_en.MESSAGES, "fr": catalog_fr.MESSAGES}
CARD_NAMES = {"en": catalog_en.CARD_NAMES, "fr": catalog_fr.CARD_NAMES}
CARD_EFFECTS = {"en": catalog_en.CARD_EFFECTS, "fr": catalog_fr.CARD_EFFECTS}


def card_name(card_id: str) -> str:
    return named(CARD_NAMES, card_id)


def card_effect(card_id: str) -> str:
    return named(CARD_EFFECTS, card_id)
