"""A seeded monkey: random real clicks and keys on every screen never break the game,
and whatever it manages to do is legal (an illegal action would raise RuleError)."""
from __future__ import annotations

import random

import pygame

from game.core.match import Match, Seat
from game.eceg.players import make_player
from game.eceg.state import Rules
from game.eceg.game import GAME as ECEG
from game.registry import game as game_spec
from scenes.shell.table_scene import TableScene
from scenes.shell.title import TitleScene

from tests.scenes.scene_helpers import click, key, make_app, step, type_text

KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_SPACE, pygame.K_RETURN, pygame.K_TAB,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_ESCAPE, pygame.K_h,
        pygame.K_BACKSPACE, pygame.K_p]


def test_random_input_never_breaks_the_game():
    rng = random.Random(2025)     # (a walk that reaches an ECEG table with the title as it is laid out now)
    app = make_app("--speed", "instant", "--seed", "9")
    app.push(TitleScene(app))
    tables = []
    for _ in range(1500):
        if not app.running:                       # the monkey found Quit: start again
            app = make_app("--speed", "instant")
            app.push(TitleScene(app))
        roll = rng.random()
        if roll < 0.45:
            click(app, (rng.randrange(1280), rng.randrange(720)), button=rng.choice((1, 1, 1, 3)))
        elif roll < 0.85:
            mod = pygame.KMOD_SHIFT if rng.random() < 0.15 else 0
            key(app, rng.choice(KEYS), mod=mod)
        elif roll < 0.9:
            type_text(app, rng.choice(["a", "7", "é", " "]))
        step(app, rng.choice((0.05, 0.2, 0.6)), draw_every=8)
        top = app.stack[-1] if app.stack else None
        if isinstance(top, TableScene) and top.match.game_id == ECEG.id and top not in tables:
            tables.append(top)          # (the shared table screen: other games' too, checked by tools/monkey.py)
    assert tables, "the monkey never reached a table"
    for table in tables:                          # every game it touched is whole and consistent
        snapshot = table.match.snapshot()
        # (the title's game may have changed under the keys: every game's table is the shared screen)
        assert Match.restore(snapshot, game_spec(table.match.game_id)).state == table.match.state
        if table.match.game_id != ECEG.id:
            continue
        claims = [e for e in snapshot["log"] if e["type"] == "claim"]
        owners = [None] * 9
        for e in claims:
            owners[table.match.state.table.index[e["prize"]]] = e["player"]
        assert owners == table.match.state.owners


# ----- the full monkey (tools/monkey.py), at a smaller count ---------------------------
EVERY_SCENE = {"TitleScene", "SetupScene", "RollOffScene", "TableScene", "PauseScene", "RulesScene",
               "LessonTable", "FirstTurnTable", "ResultsScene", "SettingsScene", "StatsScene", "ReplayListScene", "ReplayTable"}


# YAM color's screens, and the shell's with YAM color chosen (tools/monkey_yam.py)
EVERY_YAM_SCENE = {"TitleScene", "SetupScene", "TableScene", "PauseScene", "RulesScene", "PracticeScene",
                   "ResultsScene", "StatsScene", "ReplayListScene", "ReplayTable"}
YAM_MOMENTS = {"yam-color chosen on the title", "a call on a person's own letter row",
               "two people's calls at one keyboard in a round", "a call by a game controller", "a computer's call",
               "call time ran out at the table", "a play-off at the table", "yam history panel",
               "a YAM game replayed from the list", "a YAM game kept between rounds and resumed",
               "the last round shown again"}


# Wazabi's screens (the roll-off is played on its table; the cover hands the screen over)
EVERY_WAZABI_SCENE = {"TitleScene", "SetupScene", "TableScene", "HandOverScene", "PauseScene", "RulesScene",
                      "ResultsScene", "StatsScene", "TutorialTable", "StandingsScene", "ReplayListScene",
                      "ReplayTable"}
WAZABI_MOMENTS = {"a hand choosing the cards to keep", "a card waiting for its target", "wz_history",
                  "tournament standings", "a replayed game"}


def test_monkey_every_scene_with_invariants_after_every_event():
    from tools.monkey import run
    figures = run(8000, seed=8, jump_chance=1 / 140)
    assert figures["events"] == 8000
    assert EVERY_SCENE <= set(figures["scenes"]), EVERY_SCENE - set(figures["scenes"])
    assert {"table, all people", "table with computers", "history panel", "coach"} <= set(figures["features"])
    yam = {f"yam-color/{name}" for name in EVERY_YAM_SCENE}
    assert yam <= set(figures["scenes"]), yam - set(figures["scenes"])
    assert YAM_MOMENTS <= set(figures["features"]), YAM_MOMENTS - set(figures["features"])
    assert figures["replayed"]["yam-color"] >= 10      # every YAM game touched, replayed from its log
    wazabi = {f"wazabi/{name}" for name in EVERY_WAZABI_SCENE}
    assert wazabi <= set(figures["scenes"]), wazabi - set(figures["scenes"])
    assert WAZABI_MOMENTS <= set(figures["features"]), WAZABI_MOMENTS - set(figures["features"])
    assert figures["checks"] > 4000 and figures["games"] >= 20    # invariants checked, logs replayed


def test_monkey_invariants_catch_a_broken_game():
    import pytest
    from tools.monkey import check_match
    match = Match(Rules(2), [Seat("a"), Seat("b")], 3)
    while not match.state.is_over():
        match.step([make_player("greedy", random.Random(i), match.rules) for i in range(2)])
    check_match(match)
    match.state.owners[0] = 5                       # a prize held by a seat that does not exist
    with pytest.raises(AssertionError):
        check_match(match)
    match.state.owners[0] = None
    match.log = [e for e in match.log if e["type"] != "claim"]   # the log no longer explains the table
    with pytest.raises(AssertionError):
        check_match(match)


def test_monkey_invariants_catch_a_broken_yam_color_game():
    import pytest
    from game.core.match import player_rng
    from game.registry import GAMES
    from tools.monkey import check_match
    yam = GAMES["yam-color"]
    rules = yam.make_rules(3)
    match = Match(rules, [Seat(f"p{i}", "easy") for i in range(3)], 5)
    yam.play_out(match, [yam.players.make("easy", player_rng(5, i), rules) for i in range(3)])
    check_match(match)
    seat = next(s for s, held in enumerate(match.state.held) if held)
    match.state.pile.append(match.state.held[seat][0])      # a card both held and in the pile
    with pytest.raises(AssertionError):
        check_match(match)
    match.state.pile.pop()
    match.log = [e for e in match.log if e["type"] != "take"]     # the log no longer explains the hands
    with pytest.raises(AssertionError):
        check_match(match)


def test_monkey_yam_invariants_catch_a_wrong_check_and_shared_keys():
    import pytest
    from game.core.match import player_rng
    from game.registry import GAMES
    from tools.monkey import check_match
    from tools.monkey_yam_checks import check_setup_keys
    yam = GAMES["yam-color"]
    rules = yam.make_rules(3)
    match = Match(rules, [Seat(f"p{i}", "hard") for i in range(3)], 11)
    yam.play_out(match, [yam.players.make("hard", player_rng(11, i), rules) for i in range(3)])
    check_match(match)
    take = next(e for e in match.log if e["type"] == "take")
    took = take["player"]
    take["player"] = (took + 1) % 3                 # the card given to another seat than the spec's
    with pytest.raises(AssertionError):
        check_match(match)
    take["player"] = took
    call = next(e for e in match.log if e["type"] == "call")
    match.log.insert(match.log.index(call) + 1, dict(call))    # the same seat calls twice in a round
    with pytest.raises(AssertionError):
        check_match(match)
    check_setup_keys(("home", "", "top"))
    with pytest.raises(AssertionError):             # two people on one row
        check_setup_keys(("home", "home", ""))
    with pytest.raises(AssertionError):             # an old buzzer is no scheme of today's
        check_setup_keys(("a", "", "l"))
    check_setup_keys(("pad", "pad", "pad"))         # controllers are many


def test_monkey_invariants_catch_a_broken_wazabi_game():
    import pytest
    from game.core.match import player_rng
    from game.registry import GAMES
    from tools.monkey import check_match
    wazabi = GAMES["wazabi"]
    rules = wazabi.make_rules(4)
    match = Match(rules, [Seat(f"p{i}", "easy") for i in range(4)], 5)
    players = [wazabi.players.make("easy", player_rng(5, i), rules) for i in range(4)]
    for _ in range(60):
        if match.state.is_over():
            break
        match.step(players)
        check_match(match)
    seat = next(s for s, hand in enumerate(match.state.hands) if hand)
    match.state.pile.append(match.state.hands[seat][0])        # a card both held and in the pile
    with pytest.raises(AssertionError):
        check_match(match)
    match.state.pile.pop()
    match.state.dice[seat] += 1                                # a die from nowhere
    with pytest.raises(AssertionError):
        check_match(match)
    match.state.dice[seat] -= 1
    match.log = match.log + [{"type": "drop", "player": 0, "dice": 1}]
    with pytest.raises(AssertionError):                        # the log no longer explains the dice
        check_match(match)
