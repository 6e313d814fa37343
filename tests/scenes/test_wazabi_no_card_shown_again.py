"""A Wazabi turn that passes because no card can be played ("Ana can play no card: the
turn passes", said live and in the history) is said too when that turn is shown again:
by the replay of a saved log, step by step, and by T (the last turn again). Real key
presses, time stepped by hand; which turns had no card is read from the log by the
engine (history.no_card_ends_of), not from what the table said."""
from __future__ import annotations

import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.wazabi.log import previous_turn
from game.wazabi.players import PLAYERS
from game.wazabi.rules import Rules
from scenes.app import STEP
from scenes.ui.text import t
from scenes.ui.userdata import game_logs_dir
from scenes.wazabi.history import no_card_ends_of

from tests.scenes.scene_helpers import covered, key, lift_cover, make_app
from tests.scenes.test_wazabi_last_turn import config, person_acts
from tests.scenes.test_wazabi_replay import open_from_the_title, write


def said_for(log, index: int, names) -> str:
    return t("wz_no_card", name=names[log[index]["player"]])


def played_with_a_turn_without_card() -> Match:
    for seed in range(1, 40):
        match = Match(Rules(3), [Seat(n, "easy") for n in ("Ana", "Ben", "Cy")], seed)
        match.play_out([PLAYERS.make("easy", random.Random(seed * 7 + i), match.rules) for i in range(3)])
        if no_card_ends_of(match.log):
            return match
    raise AssertionError("no seeded game has a turn without a card")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_says_each_turn_that_passed_for_want_of_a_card(lang):
    match = played_with_a_turn_without_card()
    folder = game_logs_dir("wazabi")
    folder.mkdir(parents=True, exist_ok=True)
    write(folder / "no-card.jsonl", match.log)
    app = make_app("--speed", "fast", "--lang", lang)
    table = open_from_the_title(app, "no-card.jsonl")
    names = [seat.name for seat in match.seats]
    expected = [said_for(match.log, i, names) for i in sorted(no_card_ends_of(match.log))]
    ends, said_no_card, at_rest = sorted(no_card_ends_of(match.log)), [], []
    while table.position < len(table.steps):
        before, left = len(table.match.log), table.layer.message     # the last step's words
        key(app, pygame.K_RIGHT)
        said = [left]
        for _ in range(600):                     # the step's motion, to its end, each line read
            if table.layer.message not in said:
                said.append(table.layer.message)
            if not table.layer.queue.busy:
                break
            app.update(STEP)
        app.render()
        said_no_card += [line for line in said[1:] if line in set(expected)]
        if any(before <= i < len(table.match.log) for i in ends):
            at_rest.append(table.layer.message)  # what a reader sees once the step is shown
    assert said_no_card == expected
    assert at_rest == expected


def test_the_replay_stepped_quickly_still_says_it():
    """Right pressed again at once: each step settles before the next, and the one with
    no card still says so when the reader stops on it."""
    match = played_with_a_turn_without_card()
    folder = game_logs_dir("wazabi")
    folder.mkdir(parents=True, exist_ok=True)
    write(folder / "no-card.jsonl", match.log)
    app = make_app("--speed", "normal")
    table = open_from_the_title(app, "no-card.jsonl")
    end = min(no_card_ends_of(match.log))
    while len(table.match.log) <= end:
        key(app, pygame.K_RIGHT)
        app.update(STEP)
    table.settle()
    app.render()
    names = [seat.name for seat in match.seats]
    assert table.layer.message == said_for(match.log, end, names)


def test_t_says_the_last_turn_passed_for_want_of_a_card():
    found = None
    for seed in range(1, 60):
        app = make_app("--speed", "fast")
        app.settings["take_back_time"] = "off"
        app.game = "wazabi"
        scene = app.open(app.game_screen("rolloff"), config(people=(0,), seed=seed))
        log = scene.match.log
        for _ in range(20000):
            if covered(app):
                lift_cover(app)
            layer = scene.layer
            if layer.current() is not None:
                turn = previous_turn(log)
                if turn is not None and layer.current()[0] == "roll" and \
                        any(turn[0] <= i < turn[1] for i in no_card_ends_of(log)):
                    found = turn
                    break
                person_acts(app, layer)
            if scene.match.state.is_over():
                break
            app.update(STEP)
        if found is not None:
            break
    assert found is not None, "no seed had a turn without a card just before Ana's"
    first, after = found
    names = scene.layer.names()
    expected = said_for(log, next(i for i in no_card_ends_of(log) if first <= i < after), names)
    key(app, pygame.K_t)
    past, said = scene.past, []
    assert past is not None
    while scene.past is not None:
        app.update(STEP)
        app.render()
        said.append(past.layer.message)
    assert expected in said
