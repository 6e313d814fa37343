"""A computer's think paced by the window (issue 30: the frame never waits on a think):
it runs only while the window rests between frames (scenes/frame_rest.py, the gate of
game/core/pace.py), still ends with the choice it makes at once; a choice the frame needs
now, a think it drops and a hint it finishes never wait at a closed gate; the window
quitting lets a parked worker go. Every wait is bounded (WAIT); the rests are the window's
own (a real 1/60 s pace). In a window a table waits frames for a think longer than its
look rather than a frame waiting for it; a late frame still lets a waiting worker run."""
from __future__ import annotations

import random
import threading
import time

import pytest

from game.core import pace
from game.registry import game as game_spec
from scenes.frame_rest import FrameRest
from scenes.shell import thinking
from scenes.wazabi.hint import Hint
from tests.game.test_pace import Worker, until
from tests.game.test_wazabi_hard import choices
from tests.scenes.scene_helpers import make_app
from tests.scenes.test_think_off_the_frame import GatedHard
from tests.scenes.wazabi_tables import dealt_table, run_until

WAZABI = game_spec("wazabi")
WAIT = 10.0


def six_player_decision(wide: int = 3):
    """A 6-player decision with at least `wide` legal actions (the view of its seat)."""
    for state, seat in choices(6, seed=31, players=6):
        if len(state.legal_actions(seat)) >= wide:
            return state.view(seat)
    raise AssertionError("no such decision")


def hard(seed: int):
    return WAZABI.players.make("hard", random.Random(seed), WAZABI.make_rules(6))


class Watchdog:
    """Takes the gate away after WAIT, so a test that would deadlock fails instead."""

    def __init__(self, rest: FrameRest):
        self.fired = threading.Event()
        self.timer = threading.Timer(WAIT, self.fire, args=(rest,))
        self.timer.start()

    def fire(self, rest):
        self.fired.set()
        rest.stop()

    def cancel(self):
        self.timer.cancel()


def test_a_think_paced_by_the_windows_rests_ends_with_the_choice_it_makes_at_once():
    view = six_player_decision()
    expected_player = hard(5)
    expected = expected_player.choose(view)
    rest = FrameRest(60)
    rest.start()
    try:
        player = hard(5)
        thought = thinking.Thought(player, view, at=("here", 0))
        rests = 0
        while not thought.done and rests < 60 * 30:
            rest.rest()
            rests += 1
        assert thought.done
        parked = rest.gate.parked
    finally:
        rest.stop()
    assert thought.choice() == expected
    assert player.rng.getstate() == expected_player.rng.getstate()     # the same random draws
    # the think (about 80 ms of CPU) ran over several rests, parked between them
    assert rests > 1 and parked >= 1, (rests, parked)


def test_what_the_frame_waits_for_never_waits_at_a_closed_gate():
    view = six_player_decision()
    rest = FrameRest(60)
    rest.start()                          # on this thread, never opened: the frame is drawing
    watchdog = Watchdog(rest)
    try:
        # a choice needed now (the instant speed): the gate is held open while it comes
        assert thinking.Thought(hard(7), view, at=0).choice() == hard(7).choose(view)
        # a think dropped while the worker is parked at the gate: the drop waits for it
        player = hard(8)
        before = player.rng.getstate()
        parked = rest.gate.parked
        dropped = thinking.Thought(player, view, at=0)
        assert until(lambda: rest.gate.parked > parked)
        # handed over during a frame, the think has not begun: nothing drawn from its source
        assert not dropped.done and player.rng.getstate() == before
        dropped.drop()
        assert dropped.done and player.rng.getstate() == before
        # a hint finished by a tool or a test
        rows = Hint(view, "seed/hint/1", 40, key=None).finish()
        assert rows and {row[0] for row in rows} == set(view.legal)
        assert not watchdog.fired.is_set() and pace.installed() is rest.gate
    finally:
        watchdog.cancel()
        rest.stop()


def test_the_window_quitting_lets_a_parked_worker_go():
    app = make_app("--game", "wazabi")
    app.push(app.build("title"))
    passed = threading.Event()
    found = {}

    def work():
        pace.pause()
        passed.set()

    def update(dt):
        # the frames' gate is installed and closed (a frame is drawing): the worker parks
        gate = found["gate"] = pace.installed()
        thinking.off_frame(work)
        assert until(lambda: gate.parked >= 1) and not passed.is_set()
        app.quit()
    app.update = update
    try:
        assert app.run(frames=5, fps=60) == 0
        assert found["gate"] is not None and pace.installed() is None
        assert passed.wait(WAIT)
    finally:
        if pace.installed() is not None:       # never leave a worker parked for the suite
            pace.uninstall(pace.installed())


def test_in_a_window_the_table_waits_frames_for_a_think_longer_than_its_look():
    layer = dealt_table(2, seed=11, kind="hard", speed="instant")      # no look at all
    gated = GatedHard(11, 1, layer.match.rules)
    layer.driver.players[1] = gated
    rest = FrameRest(60)
    rest.start()
    try:
        run_until(layer, lambda: layer.driver.thought is not None and layer.driver.thought.player is gated, limit=60)
        rests = 0
        while not gated.began.is_set() and rests < 60 * 10:    # the think begins in a rest
            rest.rest()
            rests += 1
        assert gated.began.is_set()
        log_length = len(layer.match.log)
        longest = 0.0
        for _ in range(30):              # frames while the think is held: none waits for it
            began = time.perf_counter()
            layer.app.update(1 / 60)
            longest = max(longest, time.perf_counter() - began)
        assert len(layer.match.log) == log_length and not gated.views
        assert longest < 0.5, longest
        gated.gate.set()
        frames = 0
        while len(layer.match.log) == log_length and frames < 60 * 30:
            rest.rest()
            layer.app.update(1 / 60)
            frames += 1
        assert gated.views and layer.match.log[log_length].get("player") == 1
    finally:
        rest.stop()
        gated.gate.set()


def test_a_late_frame_still_lets_a_waiting_worker_run_and_rests_not_at_all_otherwise():
    slept, worker, passed_in_rest = [], None, []

    def sleep(seconds):              # the rest's sleep: until the worker went past the gate
        slept.append(seconds)
        passed_in_rest.append(worker.passed.wait(WAIT))
    rest = FrameRest(60, late_slice=WAIT, sleep=sleep)       # a long slice: no race with the clock
    rest.start()
    try:
        rest.rested -= 1.0               # the last frame took a second: the next is late
        rest.rest()
        assert slept == []               # nobody waits at the gate: the next frame at once
        worker = Worker()
        assert worker.arrived.wait(WAIT) and until(lambda: rest.gate.waiting == 1)
        rest.rested -= 1.0
        rest.rest()
        assert slept == [pytest.approx(WAIT + rest.margin)] and passed_in_rest == [True]
    finally:
        rest.stop()
