"""A computer's long think never holds a frame (issue 28: "the window never stalls a
frame while it thinks"): Wazabi's `hard` starts thinking off the frame when the table
begins its moment of looking (scenes/shell/thinking.py), and its choice is the one it
would have made on the frame. Real tables, time stepped by hand; the slow think is a
real `hard` held back by a gate, so a frame that waited on it would be seen waiting."""
from __future__ import annotations

import threading
import time

import pytest

from game.core.match import player_rng
from game.registry import game as game_spec
from tests.scenes.wazabi_tables import dealt_table, run_until

WAZABI = game_spec("wazabi")
WAIT = 10.0


class GatedHard:
    """Wazabi's hard whose every think waits at a gate the test opens."""

    thinks_long = True

    def __init__(self, seed: int, seat: int, rules):
        self.inner = WAZABI.players.make("hard", player_rng(seed, seat), rules)
        self.rng = self.inner.rng
        self.gate, self.began, self.views = threading.Event(), threading.Event(), []

    def choose(self, view):
        self.began.set()
        assert self.gate.wait(WAIT)
        self.views.append(view)
        return self.inner.choose(view)


def computers_turn(layer):
    return any(layer.driver.computer(s) is not None for s in layer.state.actors()) and not layer.state.is_chance()


def test_frames_go_on_while_a_computer_thinks_and_its_choice_comes_when_the_table_has_looked():
    layer = dealt_table(2, seed=11, kind="hard")
    gated = GatedHard(11, 1, layer.match.rules)
    layer.driver.players[1] = gated
    # up to the frame the gated seat's think is handed to the worker, then the worker is
    # waited for (a thread's start, bounded: no frame is stepped meanwhile)
    run_until(layer, lambda: layer.driver.thought is not None and layer.driver.thought.player is gated, limit=60)
    assert gated.began.wait(WAIT)
    # the think began with the table's moment of looking: all but its last frame pass
    # while the think is held at its gate, each as short as ever, and nothing is decided
    looking = layer.think_time(1) * layer.driver.pace(1)
    assert looking >= 0.1
    log_length = len(layer.match.log)
    longest = 0.0
    for _ in range(int(looking * 60) - 2):
        began = time.perf_counter()
        layer.app.update(1 / 60)
        longest = max(longest, time.perf_counter() - began)
    assert len(layer.match.log) == log_length and not gated.views
    assert longest < 0.5, longest                    # no frame waited for the held think (it would be 10 s)
    gated.gate.set()
    run_until(layer, lambda: len(layer.match.log) > log_length, limit=30)
    assert gated.views and layer.match.log[log_length].get("player") == 1


@pytest.mark.parametrize("seed", [3, 8])
def test_the_choices_are_those_made_on_the_frame(seed, monkeypatch):
    # the same seeded game twice, at the instant speed (the frame waits for each think):
    # once thought off the frame, once asked on the frame as before
    def play(off_the_frame: bool) -> list[dict]:
        # a small budget: what is checked is where the think runs, not its strength
        monkeypatch.setattr("game.wazabi.ai.halving.BUDGET", 60)
        if not off_the_frame:
            monkeypatch.setattr("scenes.shell.thinking.think", lambda player, view, at: None)
        layer = dealt_table(3, seed=seed, kind="hard", speed="instant")
        run_until(layer, lambda: layer.state.is_over() or len(layer.match.log) > 120, limit=120)
        monkeypatch.undo()
        return layer.match.log[:120]
    assert play(True) == play(False)
