"""YAM color's own words: its messages (merged into the shared lookup when the games
register: scenes/registry.py) and how a person's call keys are written."""
from __future__ import annotations

from scenes.ui.text import t
from scenes.yam_color.call_keys import KEYPAD, LETTER_ROWS, PAD, ROW, SOLO, labels
from scenes.yam_color.catalog_en import MESSAGES as ENGLISH
from scenes.yam_color.catalog_fr import MESSAGES as FRENCH

MESSAGES = {"en": ENGLISH, "fr": FRENCH}


def scheme_text(scheme: str) -> str:
    """A person's call keys in words: 'Mouse or 0-8', 'Keys Q…O = 0…8', ..."""
    if scheme in LETTER_ROWS:
        keys = labels(scheme)
        return t("yam_key_letters", first=keys[0], last=keys[-1])
    words = {SOLO: "yam_key_solo", ROW: "yam_key_row", KEYPAD: "yam_key_keypad", PAD: "yam_key_pad"}
    return t(words[scheme]) if scheme in words else ""


def pad_text(number: int | None) -> str:
    """A controller seat: which controller it has ('Controller 1', in the order they
    were plugged in), or that it waits for one."""
    return t("yam_pad_none") if number is None else t("yam_pad", n=number)


def win_reason(match, config) -> str:
    """The results' line: why the game was won (the most cards once the pile is empty,
    a shared win, or a play-off between the tied)."""
    state = match.state
    winners = state.result().winners
    n = len(state.held[winners[0]])
    if len(winners) > 1:
        return t("yam_why_shared", n=n)
    name = config.seats[winners[0]].name
    return t("yam_why_playoff" if state.in_playoff else "yam_why_most", name=name, n=n)
