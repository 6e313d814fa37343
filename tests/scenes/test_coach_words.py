"""Issue 12: the coach says its advice as an action with its reason, for each kind of
advice, in positions where the best action and its chance of a prize are worked out
here, independently of the coach (prizes from tests/game/independent_rules.py, chances
by counting). Issue 26: the reason is in the advice's own terms, the chance of winning
the game ("Take Straight now: 53% to win the game, against 48% without it"), the solved
game's values read here through the turn planner."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial

import pygame
import pytest

from game.eceg.snapshot import restore
from scenes.eceg import coach as coach_view
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.ui import text

from tests.game.independent_rules import prizes_satisfied
from tests.scenes.scene_helpers import key, make_app, step, step_until

FACES = range(6)
IDS = ["four_of_a_kind", "two_pairs", "three_odd", "three_even", "seven", "thirteen",
       "three_or_less", "seventeen_or_more", "straight"]


def table_at(owners=(None,) * 9, kept=(), rolled=(), phase="decide", language="en"):
    """Ana (a person, seat 0) to play at this position against Bo (a person)."""
    app = make_app("--lang", language)
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bo", (70, 130, 220))), seed=5)
    match = config.build_match(5)
    match.state = restore({"rules": {"players": 2, "faces": "0-5", "hold": "next-two"},
                           "owners": list(owners), "phase": phase, "seat": 0, "contenders": [],
                           "rolloff_totals": [], "kept": list(kept), "rolled": list(rolled),
                           "counts": [], "winner": None, "turn_number": 3, "starter": 0})
    table = eceg_table(app, config, match, players=[None, None])
    app.push(table)
    step_until(app, lambda: table.layer.awaiting_human or table.layer.awaiting_start)
    key(app, pygame.K_h)
    step(app, 1 / 60)
    assert isinstance(table.layer.coach, coach_view.CoachOverlay)
    return app, table


def win_chances(state):
    """The mover's chance of winning the game after each choice, best first (the solved
    two-player game's values and the exact turn planner)."""
    from game.eceg.ai.evaluation import outcome_values
    from game.eceg.ai.planner import FastPlanner
    values, none_value = outcome_values(state)
    return [(a, round(v * 100)) for a, v in FastPlanner(state.table, values, none_value)
            .options(state.kept, state.rolled)]


def chance_some_prize(kept) -> float:
    """One die left: the share of its faces that complete some prize."""
    return sum(1 for x in FACES if prizes_satisfied((*kept, x), "0-5")) / len(FACES)


def test_take_the_only_prize_the_dice_fit(monkeypatch):
    assert prizes_satisfied((1, 2, 3, 4), "0-5") == {"straight"}    # setting the 4 aside ends with nothing
    app, table = table_at(kept=(1, 2, 3), rolled=(4,))
    (_take, w), (_aside, q) = win_chances(table.state)
    assert table.layer.coach.text() == f"Take Straight now: {w}% to win the game, against {q}% without it"
    assert table.layer.coach.text() == "Take Straight now: 53% to win the game, against 48% without it"
    drawn = drawn_words(app, monkeypatch)
    assert any(line.startswith("Take Straight now") for line in drawn)     # in the panel (wrapped or not)
    assert any(line.endswith("without it") for line in drawn)
    assert not any(line.startswith("Best") or "Some prize" in line for line in drawn)


def test_steal_the_only_prize_the_dice_fit_from_its_holder():
    owners = [None] * 9
    owners[IDS.index("straight")] = 1
    app, table = table_at(owners, kept=(1, 2, 3), rolled=(4,))
    (_take, w), (_aside, q) = win_chances(table.state)
    assert table.layer.coach.text() == f"Steal Straight from Bo now: {w}% to win the game, against {q}% without it"


def test_stop_when_the_last_die_fits_no_prize():
    assert prizes_satisfied((0, 0, 3, 5), "0-5") == set()
    app, table = table_at(kept=(0, 0, 5), rolled=(3,))
    assert table.layer.coach.text() == "End the turn: set aside the 3, no prize fits these dice"


def test_set_aside_the_die_that_gives_the_best_chance():
    assert prizes_satisfied((5, 5, 5, 0), "0-5") == set()
    keep_five, keep_zero = chance_some_prize((5, 5, 5)), chance_some_prize((5, 5, 0))
    assert keep_five > keep_zero                           # 5/6 against 2/6
    app, table = table_at(kept=(5, 5), rolled=(5, 0))
    (aside, w), *_ = win_chances(table.state)
    assert aside.dice == (5,)
    assert table.layer.coach.text() == (f"Set aside the 5: {w}% to win the game "
                                        f"({round(keep_five * 100)}% to end the turn with a prize)")
    assert table.layer.coach.text() == "Set aside the 5: 55% to win the game (83% to end the turn with a prize)"


@lru_cache(maxsize=None)
def best_some_prize(kept: tuple) -> float:
    """Before a roll with `kept` set aside: the best chance of taking some prize this turn
    (every prize in the centre), by enumerating every throw and every set-aside."""
    n = 4 - len(kept)
    total = 0.0
    for throw in combinations_with_replacement(FACES, n):
        ways = factorial(n)
        for c in Counter(throw).values():
            ways //= factorial(c)
        if prizes_satisfied((*kept, *throw), "0-5"):
            best = 1.0
        else:
            best = 0.0
            for size in range(1, n):       # setting all aside ends the turn with nothing
                for part in set(combinations_with_replacement(throw, size)):
                    if not Counter(part) - Counter(throw):
                        best = max(best, best_some_prize(tuple(sorted((*kept, *part)))))
        total += ways * best
    return total / len(FACES) ** n


def test_roll_before_a_turn_of_people_sharing_the_screen():
    app, table = table_at(phase="roll")
    assert table.layer.awaiting_start
    want = best_some_prize(())
    assert table.layer.coach.text() == f"Roll: {round(want * 100)}% to win a prize this turn with the best play"


def test_dice_in_words():
    assert coach_view.dice_words((3, 3)) == "the two 3s"
    assert coach_view.dice_words((0, 1, 2)) == "the 0, the 1 and the 2"
    assert coach_view.dice_words((2, 5, 2)) == "the two 2s and the 5"
    text.set_language("fr")
    try:
        assert coach_view.dice_words((3, 3, 3)) == "les trois 3"
        assert coach_view.dice_words((4, 0)) == "le 0 et le 4"
    finally:
        text.set_language("en")


@pytest.mark.parametrize("owner, want", [
    (None, "Prenez SUITE maintenant : 53% de chances de gagner la partie, contre 48% sans ce prix"),
    (1, "Volez SUITE à Bo maintenant : 53% de chances de gagner la partie, contre 42% sans ce prix")])
def test_french(owner, want):
    owners = [None] * 9
    owners[IDS.index("straight")] = owner
    app, table = table_at(owners, kept=(1, 2, 3), rolled=(4,), language="fr")
    try:
        assert table.layer.coach.text() == want
    finally:
        text.set_language("en")


def drawn_words(app, monkeypatch) -> list[str]:
    """Every line of text drawn in one frame, caught where text is rendered."""
    from scenes.ui import assets
    drawn = []
    real = assets.text

    def catch(message, *args, **kwargs):
        drawn.append(message)
        return real(message, *args, **kwargs)
    monkeypatch.setattr(assets, "text", catch)
    app.render()
    return drawn
