"""Every piece of interface text, by message id, in English and French
(the catalogs themselves are scenes/catalog_en.py and catalog_fr.py).

Scenes call `t("id", **values)`; prize names come from `prize_name(id)`. The
language is one module-level setting (`set_language`), so a settings screen can
switch it and every scene re-reads its text.
"""
from __future__ import annotations

from scenes.ui import catalog_en, catalog_fr

ENGLISH, FRENCH = catalog_en.MESSAGES, catalog_fr.MESSAGES
PRIZE_NAMES = {"en": catalog_en.PRIZE_NAMES, "fr": catalog_fr.PRIZE_NAMES}
PRIZE_SHORT = {"en": catalog_en.PRIZE_SHORT, "fr": catalog_fr.PRIZE_SHORT}
# Computer kinds and seat colours by id; a kind without a name here shows its id.
KIND_NAMES = {"en": catalog_en.KIND_NAMES, "fr": catalog_fr.KIND_NAMES}
COLOUR_NAMES = {"en": catalog_en.COLOUR_NAMES, "fr": catalog_fr.COLOUR_NAMES}

CATALOGS = {"en": ENGLISH, "fr": FRENCH}
_language = "en"


def set_language(code: str) -> None:
    global _language
    if code not in CATALOGS:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(CATALOGS)})")
    _language = code


def language() -> str:
    return _language


def t(message_id: str, **values) -> str:
    """The text of a message in the current language (English if missing)."""
    text = CATALOGS[_language].get(message_id) or ENGLISH[message_id]
    return text.format(**values) if values else text


def game_name(game_id: str) -> str:
    """A registered game's name (its id if the catalogs do not have it yet)."""
    return t(f"game_name_{game_id}") if f"game_name_{game_id}" in ENGLISH else game_id


def game_tagline(game_id: str) -> str:
    return t(f"game_tagline_{game_id}") if f"game_tagline_{game_id}" in ENGLISH else ""


def prize_name(prize_id: str) -> str:
    return PRIZE_NAMES[_language].get(prize_id) or PRIZE_NAMES["en"][prize_id]


def prize_short(prize_id: str) -> str:
    return PRIZE_SHORT[_language].get(prize_id) or PRIZE_SHORT["en"][prize_id]


def kind_name(kind: str) -> str:
    return KIND_NAMES[_language].get(kind, kind)


def colour_name(colour_id: str) -> str:
    return COLOUR_NAMES[_language].get(colour_id, colour_id)


def notice(message_id: str, problem: str) -> tuple[str, dict]:
    """A message for the player about a damaged file (from storage.load_json's problem
    text), kept as (id, values) so it shows in whatever language is current."""
    kept = problem.rsplit("kept as ", 1)[1] if "kept as " in problem else "?"
    return message_id, {"file": kept}
