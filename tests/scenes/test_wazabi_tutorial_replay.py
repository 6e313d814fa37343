"""A log saved (E) from Wazabi's tutorial replays from the title's replay list (issue 14):
the tutorial deals prepared hands, which the log's start line records
(shared/spec/game-log-wazabi.md: `hands`, `pile` top first), and the replay deals from
that record, not again from the seed. The whole tutorial game is played through the
real scenes by keyboard, saved, opened from the list and stepped to its end: the
replayed game is the played one."""
from __future__ import annotations

import json

import pygame

from game.wazabi.cards import DROP_ONE, DROP_TWO, GIVE_ONE, PLAY_AGAIN
from game.wazabi.phases import GIVING, PLAYING, TAKE
from scenes.ui.text import t
from scenes.ui.userdata import game_logs_dir
from scenes.shell.replay_table import ReplayTable
from scenes.wazabi.tutorial import TutorialTable

from tests.scenes.scene_helpers import key, make_app, step, step_until, top
from tests.scenes.test_wazabi_replay import open_from_the_title as open_replay
from tests.scenes.test_wazabi_tutorial import open_from_the_title as open_tutorial

YOURS = (DROP_TWO, GIVE_ONE, PLAY_AGAIN)          # the lesson's hand (scenes/wazabi/tutorial.py's docstring)


def play_to_the_end(app, table: TutorialTable) -> None:
    """The lesson by keyboard (Enter reads on, Drop one is the card), then every later
    turn of the person: roll, give to the focused seat, pass, keep the first cards."""
    for _ in range(4000):
        step_until(app, lambda: table.card is not None or table.current() is not None
                   or table.state.is_over(), limit=120)
        if table.state.is_over():
            return
        if table.card is not None:
            key(app, pygame.K_RETURN)
            continue
        what, seat = table.current()
        if what == "roll":
            key(app, pygame.K_SPACE)
        elif what in (GIVING, TAKE):
            key(app, pygame.K_RETURN)
        elif what == PLAYING and table.step == "turn":
            hand = table.shown_hand(seat)
            key(app, pygame.K_1 + hand.index(DROP_ONE))      # the lesson's card, by its number
        elif what == PLAYING:
            key(app, pygame.K_p)
        else:                                                  # keep: the first cards, then Enter
            for n in range(table.state.keep_of(seat)):
                key(app, pygame.K_1 + n)
            key(app, pygame.K_RETURN)
    raise AssertionError("the tutorial game did not end")


def test_a_saved_tutorial_log_replays_from_the_list_as_it_was_played():
    app = make_app("--speed", "fast")
    table = open_tutorial(app)
    assert isinstance(table, TutorialTable)
    play_to_the_end(app, table)
    key(app, pygame.K_e)                                       # the game is over: E saves its log
    saved = list(game_logs_dir("wazabi").glob("*.jsonl"))
    assert len(saved) == 1 and table.table.notice[0] == t("export_done", file=saved[0].name)
    played = table.match
    start = json.loads(saved[0].read_text(encoding="utf-8").splitlines()[0])
    assert start["hands"][0] == sorted(YOURS)                  # the prepared deal, as the spec asks
    step(app, 2.0)                                             # the results come up

    again = make_app("--speed", "fast")
    replay = open_replay(again, saved[0].name)
    assert isinstance(replay, ReplayTable), "the list refused the tutorial's log"
    assert replay.state.hands[0] == sorted(YOURS)              # dealt from the record
    key(again, pygame.K_END)
    replay = top(again)
    assert replay.match.log == json.loads(json.dumps(played.log))
    assert replay.match.state.snapshot() == played.state.snapshot()
    assert replay.match.state.is_over()
