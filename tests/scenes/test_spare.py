"""scenes/ui/spare.py: full-size surfaces asked for in a rebuild are made between
frames by the window's loop, taken by the next frame, let go if never taken; without
the loop (tests, a screenshot) they are made when asked."""
from __future__ import annotations

import pytest

from scenes.ui import canvas, rebuild, spare

from tests.scenes.scene_helpers import make_app

SIZE = ((1280, 720), 1.5, (1920, 1080))


@pytest.fixture
def served():
    make_app()                    # a display, for the window's pixel format
    spare.serve(True)
    yield
    spare.serve(False)


def test_outside_the_windows_loop_a_surface_is_made_when_asked():
    make_app()
    made = spare.window_canvas(*SIZE, wait=True)
    assert isinstance(made, canvas.Canvas) and canvas.PlainSurface.get_size(made) == (1920, 1080)
    assert made.scale == 1.5 and made.design == (1280, 720)


def test_in_a_rehearsal_the_surface_waits_for_the_rest_and_the_next_frame_takes_it(served):
    assert rebuild.rehearse(lambda: spare.window_canvas(*SIZE)) is False      # the rehearsal stopped
    assert spare.make_waiting() is True                                       # made at the rest
    taken = []
    assert rebuild.rehearse(lambda: taken.append(spare.window_canvas(*SIZE))) is True
    assert canvas.PlainSurface.get_size(taken[0]) == (1920, 1080)
    assert spare.make_waiting() is False                                      # nothing left to make
    assert rebuild.rehearse(lambda: spare.window_canvas(*SIZE)) is False      # taken: a second one waits again


def test_a_caller_that_holds_its_picture_gets_none_then_the_surface(served):
    assert spare.window_canvas(*SIZE, wait=True) is None
    spare.make_waiting()
    assert canvas.PlainSurface.get_size(spare.window_canvas(*SIZE, wait=True)) == (1920, 1080)


def test_a_surface_never_taken_is_let_go_after_a_rebuilds_frames(served):
    assert spare.window_canvas(*SIZE, wait=True) is None
    spare.make_waiting()
    for _ in range(spare.KEPT_RESTS + 1):
        spare.make_waiting()
    assert spare.window_canvas(*SIZE, wait=True) is None          # gone: asked again, it waits again
