"""Counts read right: "1 card", "2 cards" in English, and French's singular for 0 and
1 too ("0 carte", "1 carte", "2 cartes"). Each counted message of the catalogs is
checked over 0, 1, 2 and 12 in both languages against the words written out here."""
from __future__ import annotations

import pytest

from scenes import registry
from scenes.ui import text
from scenes.ui.text import counted, plural_form
from scenes.wazabi import history
from scenes.wazabi.holdings import holdings_text

registry.games()      # every game's messages merged into the lookup

COUNTS = (0, 1, 2, 12)

# message id: {language: (text for a singular count, text for a plural count)}, "#" standing for the count
EXPECTED = {
    "wz_dice": {"en": ("# die", "# dice"), "fr": ("# dé", "# dés")},
    "wz_cards": {"en": ("# card", "# cards"), "fr": ("# carte", "# cartes")},
    "wz_skips": {"en": ("skips # turn", "skips # turns"), "fr": ("passe # tour", "passe # tours")},
    "wz_keep_hint": {"en": ("Keep # card: click it (or its number key), then Enter",
                            "Keep # cards: click them (or number keys), then Enter"),
                     "fr": ("Gardez # carte : cliquez-la (ou sa touche chiffre), puis Entrée",
                            "Gardez # cartes : cliquez-les (ou touches chiffres), puis Entrée")},
    "turns_left": {"en": ("# turn left", "# turns left"), "fr": ("encore # tour", "encore # tours")},
    "tries_left": {"en": ("# try left", "# tries left"), "fr": ("encore # essai", "encore # essais")},
    "replay_moves": {"en": ("# move", "# moves"), "fr": ("# coup", "# coups")},
    "yam_replay_rounds": {"en": ("# round", "# rounds"), "fr": ("# manche", "# manches")},
}
# with a name: the history's sentences
NAMED = {
    "wz_h_drop": {"en": ("Ana removes # die from the game", "Ana removes # dice from the game"),
                  "fr": ("Ana retire # dé du jeu", "Ana retire # dés du jeu")},
    "wz_h_discard": {"en": ("Ana discards # card", "Ana discards # cards"),
                     "fr": ("Ana défausse # carte", "Ana défausse # cartes")},
    "yam_h_end_alone": {"en": ("Ana wins with # card", "Ana wins with # cards"),
                        "fr": ("Ana gagne avec # carte", "Ana gagne avec # cartes")},
}


def singular(language: str, n: int) -> bool:
    """The grammar books' rule, written apart from the code: French takes the singular
    below 2, English for exactly 1."""
    return n in (0, 1) if language == "fr" else n == 1


@pytest.fixture
def language():
    yield
    text.set_language("en")


@pytest.mark.parametrize("code", ["en", "fr"])
@pytest.mark.parametrize("n", COUNTS)
def test_every_counted_message_reads_right(language, code, n):
    text.set_language(code)
    for message, forms in EXPECTED.items():
        want = forms[code][0 if singular(code, n) else 1].replace("#", str(n))
        assert counted(message, n) == want, (message, n)
    for message, forms in NAMED.items():
        want = forms[code][0 if singular(code, n) else 1].replace("#", str(n))
        key = "names" if message.startswith("yam") else "name"
        assert counted(message, n, **{key: "Ana"}) == want, (message, n)


@pytest.mark.parametrize("code", ["en", "fr"])
@pytest.mark.parametrize("n", COUNTS)
def test_the_wazabi_history_and_holdings_say_counts_right(language, code, n):
    text.set_language(code)
    drop = history.sentence({"type": "drop", "player": 0, "dice": n}, ["Ana"])
    thrown = history.sentence({"type": "discard", "player": 0, "cards": ["drop_one"] * n}, ["Ana"])
    one = singular(code, n)
    assert drop == NAMED["wz_h_drop"][code][0 if one else 1].replace("#", str(n))
    assert thrown == NAMED["wz_h_discard"][code][0 if one else 1].replace("#", str(n))
    dice = EXPECTED["wz_dice"][code][0 if one else 1].replace("#", str(n))
    cards = EXPECTED["wz_cards"][code][0 if one else 1].replace("#", str(n))
    assert holdings_text(n, 1) == dice + ", " + EXPECTED["wz_cards"][code][0].replace("#", "1")
    assert holdings_text(1, n) == EXPECTED["wz_dice"][code][0].replace("#", "1") + ", " + cards


def test_the_plural_rule_of_each_language():
    assert [plural_form(n, "en") for n in COUNTS] == ["other", "one", "other", "other"]
    assert [plural_form(n, "fr") for n in COUNTS] == ["one", "one", "other", "other"]


def test_no_catalog_text_hedges_a_plural_with_parentheses():
    """ "card(s)" is what a counted message replaces; none is left."""
    for code, catalog in text.CATALOGS.items():
        hedged = [key for key, value in catalog.items() if "(s)" in value or "(es)" in value]
        assert not hedged, (code, hedged)


def test_every_counted_message_has_both_forms_in_both_languages():
    for code, catalog in text.CATALOGS.items():
        ones = {key[:-4] for key in catalog if key.endswith("_one")}
        others = {key[:-6] for key in catalog if key.endswith("_other")}
        assert ones == others, (code, ones ^ others)
        assert set(EXPECTED) | set(NAMED) <= ones
