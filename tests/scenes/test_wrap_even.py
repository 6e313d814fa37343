"""Wazabi's notices in the right column wrapped greedily: "A computer plays for Remy until
they come" over "back", alone. `assets.wrap_even` keeps as many lines, as even as they
can be: the narrowest width that needs no more lines."""
from __future__ import annotations

import pygame
import pytest

from scenes.ui import assets
from scenes.ui.text import t
from scenes.wazabi.table import NOTICE_WIDTH

MESSAGES = ["A computer plays for Remy until they come back", "Remy is still away: G gives the seat to a computer "
            "until they come back", "Un ordinateur joue pour Bérénice jusqu'à son retour", "short", "",
            "Ann plays Pass the dice to the left: everyone hands all their dice to the left neighbour"]


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    yield


@pytest.mark.parametrize("message", MESSAGES)
def test_even_lines_are_as_many_each_fits_and_the_words_are_the_same(message):
    greedy = assets.wrap(message, 18, NOTICE_WIDTH, "bold")
    even = assets.wrap_even(message, 18, NOTICE_WIDTH, "bold")
    assert len(even) == len(greedy)
    assert " ".join(even).split() == message.split()
    widths = [assets.font(18, "bold").size(line)[0] for line in even]
    assert max(widths) <= NOTICE_WIDTH
    if len(even) > 1:               # the narrowest: a pixel less and one more line is needed
        assert len(assets.wrap(message, 18, max(widths) - 1, "bold")) > len(even)


def test_the_computer_playing_for_someone_leaves_no_word_alone():
    message = t("table_given", name="Remy")
    assert assets.wrap(message, 18, NOTICE_WIDTH, "bold")[-1] == "back"      # the greedy wrap: one word
    last = assets.wrap_even(message, 18, NOTICE_WIDTH, "bold")[-1]
    assert len(last.split()) >= 3, last
