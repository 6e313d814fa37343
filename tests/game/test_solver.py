"""The turn planner's reference numbers and the solved two-player game."""
import random
import sys
from math import comb
from pathlib import Path

import pytest

from game.eceg.ai import solver
from game.core.dice import CLASSIC, OFFICIAL
from game.eceg.ai.planner import FastPlanner, TurnPlanner
from game.eceg.prizes import prize_table

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import exact  # noqa: E402
import solve  # noqa: E402

OFFICIAL_TABLE = prize_table("0-5")
# rules.md, "Reference numbers": best one-turn chance of each prize wanted alone
REFERENCE = {"four_of_a_kind": 0.07800, "two_pairs": 0.32186, "three_odd": 0.22527,
             "three_even": 0.22527, "seven": 0.40999, "thirteen": 0.40999,
             "three_or_less": 0.33338, "seventeen_or_more": 0.33338, "straight": 0.35744}


def only(i):
    return [1.0 if j == i else None for j in range(9)]


@pytest.mark.parametrize("planner", [TurnPlanner, FastPlanner])
def test_reference_one_turn_chances(planner):
    for i, prize in enumerate(OFFICIAL_TABLE.ids):
        assert round(planner(OFFICIAL_TABLE, only(i)).value(), 5) == REFERENCE[prize]
    assert round(planner(OFFICIAL_TABLE, [1.0] * 9).value(), 5) == 0.87494


def test_fast_planner_equals_reference_planner():
    rng = random.Random(4)
    for _ in range(30):
        values = [rng.random() if rng.random() < 0.7 else None for _ in range(9)]
        none_value = rng.random() * 0.4
        slow, fast = TurnPlanner(OFFICIAL_TABLE, values, none_value), FastPlanner(OFFICIAL_TABLE, values, none_value)
        rolled = OFFICIAL.roll(rng, 4)
        assert fast.value() == slow.value()
        assert fast.options((), rolled) == slow.options((), rolled)


def test_ending_odds_follow_the_best_play():
    planner = FastPlanner(OFFICIAL_TABLE, only(4))
    odds = planner.ending_odds()
    assert odds[4] == pytest.approx(planner.value(), abs=1e-14)
    assert sum(odds.values()) == pytest.approx(1.0, abs=1e-14)


def test_mirror_and_classic_prize_maps_match_the_dice():
    classic = prize_table("1-6")
    for hand, _ in OFFICIAL.outcomes(4):
        m = OFFICIAL_TABLE.mask(hand)
        mirrored = OFFICIAL_TABLE.mask(tuple(5 - v for v in hand))
        shifted = classic.mask(tuple(v + 1 for v in hand))
        for i in range(9):
            assert (mirrored >> solver.MIRROR[i] & 1) == (m >> i & 1)
            assert (shifted >> i & 1) == (m >> solver.CLASSIC_TO_OFFICIAL[i] & 1)
    assert CLASSIC.faces == tuple(v + 1 for v in OFFICIAL.faces)


# rules.md, "Reference numbers": two players, both perfect, the starting player wins
FIRST_PLAYER_WINS = 0.523772          # given to 6 decimals
AT_RULES_PRECISION = 0.5e-6


def positions_by_counting() -> int:
    """Start-of-turn positions of the two-player game, seen from the player to move.
    Each prize is in the centre, mine or theirs. A normal turn: neither holds three
    (reaching three starts the other's defence at once), so I hold m <= 2 and they
    t <= 2: C(9, m) * C(9 - m, t) ways. A defence turn: they hold exactly three
    (C(9, 3)), I hold at most two of the other six, and it is the first or the last
    of my two tries. (Nobody ever holds three on their own turn, nor both players.)"""
    normal = sum(comb(9, m) * comb(9 - m, t) for m in range(3) for t in range(3))
    defence = comb(9, 3) * sum(comb(6, m) for m in range(3)) * 2
    return normal + defence            # 1423 + 3696


def positions_by_playing() -> set[tuple[tuple[str, ...], int]]:
    """Every position reachable from the empty table by the rules (rules.md, "A turn",
    "What may be taken", "Winning", two players), written out here independently of
    solver.py: owners as "c"/"m"/"t" seen from the player to move, and the turn kind
    0 normal, 1 first defence try, 2 last defence try. Any prize can be rolled, so
    every legal ending of a turn happens with some chance."""
    flip = {"c": "c", "m": "t", "t": "m"}
    start = (("c",) * 9, 0)
    seen, todo = {start}, [start]
    while todo:
        owners, kind = todo.pop()
        following = []
        for i, owner in enumerate(owners):
            if owner == "m" or (kind and owner != "t"):   # defence: only their prizes
                continue
            after = owners[:i] + ("m",) + owners[i + 1:]
            # the opponent moves next; if I now hold three, they defend
            following.append((tuple(flip[o] for o in after), 1 if after.count("m") == 3 else 0))
        if kind == 0:
            following.append((tuple(flip[o] for o in owners), 0))
        elif kind == 1:                  # missed the first try: I try again
            following.append((owners, 2))
        # missed the last try: the holder has won, no position follows
        for position in following:
            if position not in seen:
                seen.add(position)
                todo.append(position)
    return seen


def test_the_solver_covers_exactly_the_reachable_positions():
    reachable = positions_by_playing()
    assert len(reachable) == positions_by_counting() == 5119
    # solver.py's keys: base-3 owner digits (centre 0, mine 1, theirs 2) * 3 + turn kind
    keys = {sum("cmt".index(o) * 3 ** i for i, o in enumerate(owners)) * 3 + kind for owners, kind in reachable}
    assert keys == set(solver.states())
    assert len(solver.load_table().values) == len(keys)


def test_shipped_table_first_player_value():
    table = solver.load_table()
    assert table[solver.START] == pytest.approx(FIRST_PLAYER_WINS, abs=AT_RULES_PRECISION)


def test_regenerated_table_equals_the_shipped_one():
    w, stats = solve.solve()
    shipped = solver.load_table()
    assert stats["last_change"] < 1e-12
    assert max(abs(shipped[k] - v) for k, v in zip(solver.states(), w)) < 1e-10
    assert solver.decode_table(solver.encode_table(list(w))) == dict(zip(solver.states(), map(float, w)))


def test_solver_transitions_agree_with_the_engine():
    """solver.outcomes (used by the solve and by Hard) against the rules engine, every state."""
    probe = {k: (k % 1000) / 1000 + 0.0005 for k in solver.states()}
    probe_table = solver.TwoPlayerTable(probe)
    for key in solver.states():
        from_engine = exact.engine_outcomes(key, probe)
        assert probe_table.outcome_values(key) == pytest.approx(from_engine, abs=1e-15)


def test_shipped_table_solves_the_game_by_an_independent_check():
    """Bellman equation through the engine and the reference planner, on a sample."""
    table = solver.load_table()
    keys = [solver.START] + random.Random(7).sample(solver.states(), 120)
    for key in keys:
        assert exact.bellman_value(key, table) == pytest.approx(table[key], abs=1e-11)


def test_exact_greedy_and_perfect_play_figures():
    # Hard against itself through its own planner and the engine's positions: the
    # rules' figure, and (a second computation: policy evaluation, not the solve)
    # the shipped table's value of the start
    hard = exact.pair_value("hard", "hard")
    assert hard == pytest.approx(FIRST_PLAYER_WINS, abs=AT_RULES_PRECISION)
    assert hard == pytest.approx(solver.load_table()[solver.START], abs=1e-9)
    # greedy against greedy, starting seat: issue 2 quotes 0.5253 (4 decimals; see README)
    assert exact.pair_value("greedy", "greedy") == pytest.approx(0.5253, abs=0.5e-4)
