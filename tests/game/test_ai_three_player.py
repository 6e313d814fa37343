"""Hard with three players: the solved table (game/eceg/ai/three_player.py) and the
property issue 17 found failing: a Hard seat's value does not collapse when the
table holds another Hard or a player who never steals."""
import random
import time

import pytest

from game.core.match import Match, Seat, player_rng
from game.eceg.ai import three_player as tp
from game.eceg.ai.evaluation import after
from game.eceg.players import make_player
from game.eceg.state import Rules


def test_the_table_holds_a_win_probability_for_every_position_and_loads_fast():
    start = time.process_time()
    table = tp.ThreePlayerTable(tp.decode_table(tp.TABLE_PATH.read_bytes()))
    assert time.process_time() - start < 0.1        # start-up: the two-player table takes 1 ms
    assert len(table.packed) == tp.CODES
    # at the first turn nobody holds anything; Hard moving last (the "just moved" frame
    # of code 0) against opponents who mostly play like Medium (the table's model) still
    # expects more than its third, and less than half (the two others rob it too)
    assert 1 / 3 < table.just_moved(0) < 0.5
    values, nothing = table.outcome_values(0, (1 << tp.PRIZES) - 1)
    assert all(0.0 <= v <= 1.0 for v in values) and max(values) > nothing


def test_step_is_the_engines_end_of_turn():
    """code_of / step against the real rules, from positions of played games."""
    rng = random.Random(17)
    rules = Rules(3)
    checked = 0
    for _ in range(150):
        match = Match(rules, [Seat("x", "medium")] * 3, rng.randrange(10**6), record=False)
        bots = [make_player("medium", None, rules)] * 3
        for _ in range(rng.randrange(150)):
            if match.state.is_over():
                break
            match.step(bots)
        state = match.state
        if state.is_over() or state.phase == "roll_off":
            continue
        code = tp.code_of(state)
        for prize in [None] + [i for i in range(9) if state.takeable >> i & 1]:
            engine = after(state, prize)
            lost, nxt = tp.step(code, prize)
            if engine.is_over():
                assert lost and engine.winner == (state.seat + 1) % 3
            else:
                assert not lost and nxt == tp.code_of(engine)
                checked += 1
    assert checked > 300


def win_rates(lineup, games, hold="next-two"):
    """Win rate per seat of each kind, every seating of the lineup in turn."""
    import itertools
    orders = sorted(set(itertools.permutations(lineup)))
    rules = Rules(len(lineup), hold=hold)
    wins = dict.fromkeys(lineup, 0)
    for g in range(games):
        kinds = orders[g % len(orders)]
        match = Match(rules, [Seat(k, k) for k in kinds], g, record=False)
        players = [make_player(k, player_rng(g, s), rules) for s, k in enumerate(kinds)]
        won = match.play_out(players).winners
        if won:
            wins[kinds[won[0]]] += 1
    return {k: wins[k] / (games * lineup.count(k)) for k in wins}


@pytest.mark.parametrize("lineup", [("hard", "hard", "medium"), ("hard", "greedy", "random")])
def test_a_hard_seat_does_not_collapse_beside_another_hard_or_a_player_who_never_steals(lineup):
    # Hard above the fair third and ahead of every other kind (the standing model
    # misjudged exactly these tables, issue 17). 1,500 games, every seating 250 (or
    # 500) times: beside another Hard a Hard seat wins about 36% (seats rotated), and
    # its rate's standard deviation over 1,500 games is 0.6 points, so the fair third
    # is 4 of them away (240 games, 1.5 points, left it 1.7: a seeded run fell below)
    rates = win_rates(lineup, 1500)
    assert rates["hard"] > 1 / 3
    assert all(rates["hard"] > p for k, p in rates.items() if k != "hard")
