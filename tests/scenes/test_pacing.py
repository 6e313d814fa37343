"""Computer seats play at a human pace, and the speed setting changes it."""
from __future__ import annotations

from scenes.app import STEP
from scenes.eceg.game_config import GameConfig, SeatConfig, default_computer_kind
from scenes.eceg.rolloff import RollOffScene
from scenes.eceg.table import TableScene

from tests.scenes.scene_helpers import make_app, step_until, top


def decision_gaps(speed: str, decisions: int = 12) -> list[float]:
    """Game time from each roll to the computer's answer (set aside or take)."""
    app = make_app("--speed", speed)
    kind = default_computer_kind()
    config = GameConfig(tuple(SeatConfig(f"C{i}", (90, 90, 90), kind) for i in range(2)), seed=11)
    app.push(RollOffScene(app, config))
    step_until(app, lambda: isinstance(top(app), TableScene), limit=20)
    table = top(app)
    log = table.match.log
    gaps, clock, rolled_at = [], 0.0, None
    seen = len(log)
    while len(gaps) < decisions and not table.state.is_over():
        app.update(STEP)
        clock += STEP
        for event in log[seen:]:
            if event["type"] == "roll":
                rolled_at = clock
            elif event["type"] in ("set_aside", "claim") and rolled_at is not None:
                gaps.append(clock - rolled_at)
                rolled_at = None
        seen = len(log)
        assert clock < 120
    return gaps


def test_normal_speed_shows_each_decision_for_half_a_second_to_a_second_and_a_half():
    gaps = decision_gaps("normal")
    # the roll itself is thrown and lands (~0.5 s of the tumble) before the seat decides
    assert all(1.0 <= g <= 1.6 for g in gaps), gaps


def test_fast_and_instant_are_quicker():
    normal = sum(decision_gaps("normal")) / 12
    fast = sum(decision_gaps("fast")) / 12
    instant = max(decision_gaps("instant"))
    assert fast < normal * 0.5
    assert instant <= 2 * STEP + 1e-9
