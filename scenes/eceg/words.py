"""Easy Come, Easy Go's own words: its messages (merged into the shared lookup when
the games register: scenes/registry.py), and the prize names (the rulebook's, in
English and French)."""
from __future__ import annotations

from scenes.eceg.catalog_en import MESSAGES as ENGLISH, PRIZE_NAMES as NAMES_EN, PRIZE_SHORT as SHORT_EN
from scenes.eceg.catalog_fr import MESSAGES as FRENCH, PRIZE_NAMES as NAMES_FR, PRIZE_SHORT as SHORT_FR
from scenes.ui.text import named

MESSAGES = {"en": ENGLISH, "fr": FRENCH}

PRIZE_NAMES = {"en": NAMES_EN, "fr": NAMES_FR}
PRIZE_SHORT = {"en": SHORT_EN, "fr": SHORT_FR}


def prize_name(prize_id: str) -> str:
    return named(PRIZE_NAMES, prize_id)


def prize_short(prize_id: str) -> str:
    """The short label of a prize on the small cards in a player's area."""
    return named(PRIZE_SHORT, prize_id)
