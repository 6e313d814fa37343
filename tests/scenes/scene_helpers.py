"""Driving the real app headless with real pygame events, time stepped by hand."""
from __future__ import annotations

import os
import random
import zlib

import pygame

from scenes.app import STEP, App, parse_args


def make_app(*argv: str) -> App:
    """The app as `main.py ARGV` makes it. Without --seed, the seeds of its games are still
    drawn from a source fixed for each test (from the test's name), never the machine's
    entropy: a test that fails once fails again (one did, about one run in a hundred,
    when the unseeded tutorial game happened to end before the choice it waited for)."""
    app = App(parse_args(list(argv)))
    if "--seed" not in argv:
        app.rng = random.Random(zlib.crc32(_test_name().encode()))
    return app


def _test_name() -> str:
    """The running test's id (pytest sets it), without the phase it is in."""
    return os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0]


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))


def type_text(app: App, text: str) -> None:
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def step(app: App, seconds: float = STEP, draw_every: int = 15) -> None:
    """Advance game time in fixed 1/60 s steps, drawing now and then (drawing is
    part of what is tested: it must not fail in any state)."""
    for n in range(max(1, round(seconds / STEP))):
        app.update(STEP)
        if n % draw_every == 0:
            app.render()


def step_until(app: App, condition, limit: float = 60.0) -> None:
    waited = 0.0
    while not condition():
        assert waited < limit, "timed out waiting in game time"
        step(app)
        waited += STEP
    app.render()


def top(app: App):
    return app.stack[-1]


def until_deciding(app: App, table, limit: float = 20.0, or_over: bool = False) -> None:
    """Step until a person must choose at `table` (or, with `or_over`, the game is over);
    where people share the screen, each turn waits for its player's Roll first, and
    Space gives it."""
    def deciding():
        if table.layer.awaiting_start:
            key(app, pygame.K_SPACE)
        return table.layer.awaiting_human or (or_over and table.state.is_over())
    step_until(app, deciding, limit)


def covered(app: App) -> bool:
    """The hand-over cover between people (scenes/shell/handover.py) is on top."""
    from scenes.shell.handover import HandOverScene
    return isinstance(app.stack[-1], HandOverScene)


def lift_cover(app: App, mouse: bool = False) -> None:
    """The person named on the cover lifts it on purpose: Enter held until its bar is
    full, then let go; or (`mouse`) the pointer moved onto their button and clicked."""
    from scenes.shell.handover import ARM, BUTTON, HOLD
    cover = app.stack[-1]
    assert covered(app)
    while cover.time < ARM:
        app.update(STEP)
    if mouse:
        click(app, BUTTON.center)
    else:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        step(app, HOLD + 2 * STEP)
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    assert app.stack[-1] is not cover, "the cover stayed"
