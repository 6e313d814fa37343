"""The menus' Wazabi `hard` (game/wazabi/ai/halving.py: flat information-set Monte
Carlo with sequential halving at the root): a seed replays its choices, and a whole
game of it; it takes a win on the table; turning the table round turns its choice
round; its play-outs stay within the budget; the cheating reference needs the true
state. Budgets are small here (tens of play-outs): tools/bench_ai.py --game wazabi
measures the real one."""
from __future__ import annotations

import random

import pytest

from game.core.match import Match, Seat, player_rng
from game.registry import GAMES
from game.wazabi.ai.halving import HalvingPlayer, PeekHalving
from tests.game.test_wazabi_hard import choices, winning_positions, wins_after
from tests.game.test_wazabi_seat_symmetry import turned_action, turned_view

WAZABI = GAMES["wazabi"]
SMALL = 40          # play-outs a decision in these tests


def test_the_menus_hard_is_this_search_and_thinks_off_the_frame():
    player = WAZABI.players.make("hard", random.Random(0), WAZABI.make_rules(2))
    assert isinstance(player, HalvingPlayer) and player.kind == "hard" and player.thinks_long
    assert "hard_peek" not in WAZABI.players and "hard_flat" not in WAZABI.players


def test_the_same_seed_and_view_give_the_same_choices():
    checked = 0
    for state, seat in choices(6, seed=31):
        view = state.view(seat)
        first = HalvingPlayer(random.Random(5), budget=SMALL).analyse(view)
        again = HalvingPlayer(random.Random(5), budget=SMALL).analyse(view)
        assert first == again and first[0][0] in view.legal
        assert HalvingPlayer(random.Random(5), budget=SMALL).choose(view) == first[0][0]
        checked += 1
        if checked == 25:
            break
    assert checked == 25


def test_a_seed_replays_a_game_of_the_menus_hard():
    rules = WAZABI.make_rules(3)
    kinds = ["hard", "greedy", "hard"]
    logs = []
    for _ in range(2):
        match = Match(rules, [Seat(k, k) for k in kinds], 8)
        players = [WAZABI.players.make(k, player_rng(8, i), rules) for i, k in enumerate(kinds)]
        for p in players:
            if isinstance(p, HalvingPlayer):
                p.iterations = 30
        match.play_out(players)
        logs.append(match.log)
    assert logs[0] == logs[1] and logs[0][-1]["type"] == "win"
    chosen = [e for e in logs[0] if e.get("player") in (0, 2) and e["type"] in ("give", "play")]
    assert chosen        # the hard seats decided something


def test_the_play_outs_are_counted_and_split_between_the_rounds():
    for n, (state, seat) in enumerate(choices(3, seed=41, players=2)):
        if n == 15:
            break
        view = state.view(seat)
        rows = HalvingPlayer(random.Random(1), budget=120).analyse(view)
        spent = sum(n for _a, _m, n in rows)
        candidates = len(rows)
        assert spent <= 120 + candidates * 4       # at least one world a round
        assert rows[0][2] == max(n for _a, _m, n in rows)      # the last standing got the most
        assert all(0.0 <= mean <= 1.0 for _a, mean, _n in rows)


def test_it_takes_a_win_when_one_is_legal():
    found = 0
    for n, (state, seat) in enumerate(winning_positions(12)):
        choice = HalvingPlayer(random.Random(n), budget=SMALL).choose(state.view(seat))
        assert wins_after(state, seat, choice), (state.legal_actions(seat), choice)
        found += 1
    assert found >= 5


@pytest.mark.parametrize("players", [3, 4])
def test_turning_the_table_round_turns_its_choice_round(players):
    checked = 0
    for state, seat in choices(3, seed=players + 50, players=players):
        view = state.view(seat)
        chosen = HalvingPlayer(random.Random(1), budget=24).choose(view)
        for k in range(1, players):
            turned = HalvingPlayer(random.Random(1), budget=24).choose(turned_view(view, k))
            assert turned == turned_action(chosen, k, players), (view, k)
        checked += 1
        if checked == 12:
            break
    assert checked == 12


def test_the_cheating_reference_reads_the_true_state():
    rules = WAZABI.make_rules(2)
    peek = WAZABI.players.make_reference("hard_peek", random.Random(0), rules)
    assert isinstance(peek, PeekHalving)
    state, seat = next(choices(1, seed=5, players=2))
    with pytest.raises(RuntimeError, match="true position"):
        peek.choose(state.view(seat))
    peek.watch(state)
    peek.iterations = SMALL
    assert peek.choose(state.view(seat)) in state.legal_actions(seat)
    assert peek.deal(state.view(seat)).snapshot() == state.snapshot()


def test_the_fitted_judge_is_a_chance_that_no_seat_number_sets():
    """judge.py: 1 for a won game, 0 for a lost one, else strictly between; the same
    position turned round the table is judged alike for the turned seat (hard's judge
    reads each card of the two nearest hands too)."""
    from game.wazabi.ai.judge import card_features, load
    judge = load()
    assert judge.features is card_features
    checked = 0
    for state, seat in choices(4, seed=61, players=4):
        value = judge(state, seat)
        assert 0.0 < value < 1.0
        turned = state.copy()
        for name in ("hands", "dice", "skips", "finished"):
            old = getattr(state, name)
            setattr(turned, name, [old[(s - 1) % 4] for s in range(4)])
        turned.player = (state.player + 1) % 4
        assert card_features(turned, (seat + 1) % 4) == card_features(state, seat)
        assert judge(turned, (seat + 1) % 4) == value
        checked += 1
    assert checked > 50
    state, seat = next(choices(1, seed=62, players=2))
    won = state.copy()
    won.dice[seat], won.finished[seat], won.phase = 0, 1, "over"
    assert judge(won, seat) == 1.0 and judge(won, 1 - seat) == 0.0
