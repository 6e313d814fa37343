"""`hard_look` (game/wazabi/ai/lookahead.py: halving's search, its own play-out decisions
one move ahead with the fitted judge): a seed replays it; the look-ahead leaves the
play-out's world as it found it and only ever picks a legal action; it takes a win
when one is legal; it is a reference, never in the menus. Budgets are small here:
tools/bench_wazabi_variants.py measures the real one."""
from __future__ import annotations

import random

import pytest

from game.core.match import Match, Seat, player_rng
from game.registry import GAMES
from game.wazabi.ai.judge import card_feature_names, card_features, feature_names, features, load, plain
from game.wazabi.ai.lookahead import LookaheadHalving, LookaheadPolicy
from game.wazabi.ai.reference import GreedyPlayer
from game.wazabi.phases import PLAYING
from tests.game.test_wazabi_hard import choices, winning_positions, wins_after

WAZABI = GAMES["wazabi"]
SMALL = 30


def test_it_is_a_reference_never_offered_to_people():
    assert "hard_look" not in WAZABI.players
    player = WAZABI.players.make_reference("hard_look", random.Random(0), WAZABI.make_rules(2))
    assert isinstance(player, LookaheadHalving) and player.kind == "hard_look"


def test_the_same_seed_and_view_give_the_same_analysis():
    checked = 0
    for state, seat in choices(5, seed=71, players=2):
        view = state.view(seat)
        first = LookaheadHalving(random.Random(3), budget=SMALL).analyse(view)
        again = LookaheadHalving(random.Random(3), budget=SMALL).analyse(view)
        assert first == again and first[0][0] in view.legal
        checked += 1
        if checked == 12:
            break
    assert checked == 12


@pytest.mark.parametrize("finish", [False, True])
def test_the_look_ahead_picks_a_legal_action_and_leaves_the_world_untouched(finish):
    policy, greedy = LookaheadPolicy(load(), finish=finish), GreedyPlayer()
    looked = differed = 0
    for state, seat in choices(8, seed=72):
        if seat not in state.actors():
            continue
        before = state.copy()
        choice = policy.choose_in(state, seat, random.Random(9))
        assert state == before                          # every option tried on a copy
        assert choice in state.legal_actions(seat)
        if state.phase != PLAYING:                      # nothing the judge sees: greedy's pick
            assert choice == greedy.choose(state.view(seat))
        else:
            looked += 1
            differed += choice != greedy.choose(state.view(seat))
    assert looked > 20 and differed > 0                 # it does decide, and not always as greedy


def test_it_takes_a_win_when_one_is_legal():
    found = 0
    for n, (state, seat) in enumerate(winning_positions(8)):
        choice = LookaheadHalving(random.Random(n), budget=SMALL).choose(state.view(seat))
        assert wins_after(state, seat, choice)
        found += 1
    assert found >= 4


def test_a_seed_replays_a_game_of_it():
    rules = WAZABI.make_rules(2)
    logs = []
    for _ in range(2):
        match = Match(rules, [Seat("a", "hard_look"), Seat("b", "greedy")], 4)
        players = [LookaheadHalving(player_rng(4, 0), rules, budget=SMALL), GreedyPlayer()]
        match.play_out(players)
        logs.append(match.log)
    assert logs[0] == logs[1] and logs[0][-1]["type"] == "win"


def test_the_cards_judge_counts_each_card_of_the_two_nearest_hands():
    judge = load()          # hard's judge: fitted for every table size, a weight a feature
    assert all(len(judge.weights[n]) == len(card_feature_names(n)) for n in range(2, 7))
    assert all(len(plain().weights[n]) == len(feature_names(n)) for n in range(2, 7))
    seen = 0
    for state, seat in choices(4, seed=73, players=2):
        if state.result() is not None:
            continue
        row = card_features(state, seat)
        assert row[:len(features(state, seat))] == features(state, seat)
        mine = row[len(features(state, seat)):][:len(row[len(features(state, seat)):]) // 2]
        assert sum(mine) == len(state.hands[seat])         # every card of the hand, once
        assert 0.0 <= judge(state, seat) <= 1.0
        seen += 1
    assert seen > 20
