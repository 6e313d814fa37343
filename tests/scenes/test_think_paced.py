"""A computer's think paced by the window (issue 30: the frame never waits on a think):
it runs only while the window rests between frames (scenes/frame_rest.py, the gate of
game/core/pace.py), still ends with the choice it makes at once; a choice the frame needs
now, a think it drops and a hint it finishes never wait at a closed gate; the window
quitting lets a parked worker go. Every wait is bounded (WAIT); the rests are the window's
own (a real 1/60 s pace)."""
from __future__ import annotations

import random
import threading

from game.core import pace
from game.registry import game as game_spec
from scenes.frame_rest import FrameRest
from scenes.shell import thinking
from scenes.wazabi.hint import Hint
from tests.game.test_pace import until
from tests.game.test_wazabi_hard import choices
from tests.scenes.scene_helpers import make_app

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
        assert not dropped.done
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
    arrived, passed = threading.Event(), threading.Event()
    found = {}

    def work():
        arrived.set()
        pace.pause()
        passed.set()

    def update(dt):
        # the frames' gate is installed and closed (a frame is drawing): the worker parks
        gate = found["gate"] = pace.installed()
        thinking.off_frame(work)
        assert arrived.wait(WAIT) and until(lambda: gate.parked >= 1) and not passed.is_set()
        app.quit()
    app.update = update
    try:
        assert app.run(frames=5, fps=60) == 0
        assert found["gate"] is not None and pace.installed() is None
        assert passed.wait(WAIT)
    finally:
        if pace.installed() is not None:       # never leave a worker parked for the suite
            pace.uninstall(pace.installed())
