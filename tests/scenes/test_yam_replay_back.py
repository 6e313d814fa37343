"""A YAM color replay stepped back shows the cards each seat holds (found by the monkey,
seed 1: a replay gone back into a play-off showed 0 and -2 cards for 13 and 13 held).
A step back rebuilds the table at the position; it used to play the steps before it was
on top, where the round stands still while covered and the checks waited, their cards
then counted in the play-off round, which moves none."""
from __future__ import annotations

import json

import pygame

from game.core.simulate import play_game
from game.registry import GAMES
from scenes.shell.replay_table import ReplayTable

from tests.scenes.scene_helpers import key, make_app, step


def playoff_log() -> list[dict]:
    game = GAMES["yam-color"]
    rules = game.make_rules(2, playoff=True)
    for seed in range(200):            # the first seed whose game goes to a play-off
        log = play_game(game, rules, ["easy", "easy"], seed, record=True).log
        if any(e["type"] == "throw" and e["playoff"] for e in log):
            return json.loads(json.dumps(log))
    raise AssertionError("no play-off in 200 games")


def test_a_replay_stepped_back_into_a_playoff_shows_the_cards_held():
    log = playoff_log()
    app = make_app("--speed", "fast")
    game = list(enumerate(log, 1))
    app.push(ReplayTable(app, game))
    key(app, pygame.K_END)
    table = app.top
    playoff = next(k for k, (index, _) in enumerate(table.steps)
                   if log[index]["type"] == "throw" and log[index]["playoff"])
    while table.position > playoff + 2:          # back, one step at a time, into the play-off's calls
        key(app, pygame.K_LEFT)
        table = app.top
        step(app, 2.0)
        layer = table.layer
        if not layer.queue.busy and not layer.state.is_over():
            assert layer.shown_held == [len(h) for h in layer.state.held], table.position
    assert table.layer.state.in_playoff and sum(table.layer.shown_held) == 26
