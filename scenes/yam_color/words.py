"""YAM color's own words: its messages (merged into the shared lookup when the games
register: scenes/registry.py) and how a person's call keys are written."""
from __future__ import annotations

from scenes.ui.text import t
from scenes.yam_color.call_keys import BUZZERS, KEYPAD, PAD, ROW, SOLO
from scenes.yam_color.catalog_en import MESSAGES as ENGLISH
from scenes.yam_color.catalog_fr import MESSAGES as FRENCH

MESSAGES = {"en": ENGLISH, "fr": FRENCH}
NAMED_KEYS = ("space", "return", "lshift", "rshift")     # the others are written as their letter


def key_name(scheme: str) -> str:
    return t(f"yam_keyname_{scheme}") if scheme in NAMED_KEYS else scheme.upper()


def scheme_text(scheme: str) -> str:
    """A person's call keys in words: 'Mouse or 0-8', 'Buzzer A, then 0-8', ..."""
    if scheme == SOLO:
        return t("yam_key_solo")
    if scheme == ROW:
        return t("yam_key_row")
    if scheme == KEYPAD:
        return t("yam_key_keypad")
    if scheme in BUZZERS:
        return t("yam_key_buzzer", key=key_name(scheme))
    if scheme == PAD:
        return t("yam_key_pad")
    return ""


def pad_text(number: int | None) -> str:
    """A controller seat: which controller it has ('Controller 1', in the order they
    were plugged in), or that it waits for one."""
    return t("yam_pad_none") if number is None else t("yam_pad", n=number)
