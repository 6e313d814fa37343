"""Computer seats play at a human pace, and the speed setting changes it."""
from __future__ import annotations

from scenes.app import STEP
from scenes.eceg.game_config import GameConfig, SeatConfig, default_computer_kind
from scenes.eceg.rolloff import RollOffScene
from scenes.shell.table_scene import TableScene

from tests.scenes.scene_helpers import make_app, step_until, top


def decision_steps(speed: str, decisions: int = 12) -> list[tuple[str, float]]:
    """The first `decisions` steps of computer turns: (what the seat did, game time from
    the dice being thrown to that answer being carried out: set aside or take)."""
    app = make_app("--speed", speed)
    kind = default_computer_kind()
    config = GameConfig(tuple(SeatConfig(f"C{i}", (90, 90, 90), kind) for i in range(2)), seed=11)
    app.push(RollOffScene(app, config))
    step_until(app, lambda: isinstance(top(app), TableScene), limit=20)
    table = top(app)
    log = table.match.log
    steps, clock, rolled_at = [], 0.0, None
    seen = len(log)
    while len(steps) < decisions and not table.state.is_over():
        app.update(STEP)
        clock += STEP
        for event in log[seen:]:
            if event["type"] == "roll":
                rolled_at = clock
            elif event["type"] in ("set_aside", "claim") and rolled_at is not None:
                steps.append((event["type"], clock - rolled_at))
                rolled_at = None
        seen = len(log)
        assert clock < 120
    assert len(steps) == decisions, "the game ended before enough decisions were seen"
    return steps


def decision_gaps(speed: str, decisions: int = 12) -> list[float]:
    return [gap for _kind, gap in decision_steps(speed, decisions)]


# The promise of the name: at normal speed a person can follow a computer's turn step by
# step. Each step (the dice thrown and coming to rest, the seat's choice shown, then made)
# lasts at least half a second, long enough to see what was rolled and chosen, and at
# most a second and a half, so a turn of up to four steps does not drag. (Bounds from
# that promise, not from the pacing constants in scenes/eceg/table*.py.)
READABLE = (0.5, 1.5)


def test_normal_speed_shows_each_decision_for_half_a_second_to_a_second_and_a_half():
    steps = decision_steps("normal")
    assert {kind for kind, _gap in steps} == {"set_aside", "claim"}   # both kinds of answer seen
    low, high = READABLE
    assert all(low <= gap <= high for _kind, gap in steps), steps


def test_fast_and_instant_are_quicker():
    normal = sum(decision_gaps("normal")) / 12
    fast = sum(decision_gaps("fast")) / 12
    instant = max(decision_gaps("instant"))
    assert fast < normal * 0.5
    assert instant <= 2 * STEP + 1e-9
