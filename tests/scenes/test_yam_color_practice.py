"""YAM color's practice from the title: throws with no opponent, the person's call
timed from the reveal by the keyboard, a click or a controller, the right count and
the time said, then the summary with the computer level that is their match."""
from __future__ import annotations

import pygame

from scenes.shell.title import TitleScene
from scenes.ui.controllers import PADS
from scenes.yam_color.practice import PracticeScene

from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top
from tests.scenes.test_yam_color_keep import count_of
from game.yam_color.deck import CARD_LETTERS


def right(scene) -> int:
    return count_of(scene.round_dice, CARD_LETTERS[scene.card])


def test_practice_times_each_answer_and_names_the_match():
    PADS.reset()
    app = make_app("--game", "yam-color", "--seed", "6")
    app.push(TitleScene(app))
    title = top(app)
    tutorial = next(b for b in title.buttons if b.text == "Tutorial")
    assert tutorial.is_enabled()
    title.tutorial()
    practice = top(app)
    assert isinstance(practice, PracticeScene) and not practice.calling
    key(app, pygame.K_3)                               # before the card is turned: no answer
    assert practice.practice.answers == []
    step_until(app, lambda: practice.calling, limit=5)
    step(app, 1.2)
    key(app, pygame.K_0 + right(practice))
    (answer,) = practice.practice.answers
    assert answer.right and abs(answer.time - 1.2) < 0.03      # to the frame
    assert practice.verdict() == f"Count: {right(practice)}. You called {right(practice)}: right! " \
                                 f"({answer.time:.2f} s)"
    assert practice.summary()[:3] == ["Throws: 1", "Right: 1", f"Median time: {answer.time:.2f} s"]
    assert practice.summary()[3].endswith("after 3 right calls (1 so far)")
    app.render()
    key(app, pygame.K_SPACE)                           # throw again; this time a wrong click
    step_until(app, lambda: practice.calling, limit=5)
    wrong = (right(practice) + 1) % 9
    click(app, practice.pad[wrong].center)
    assert not practice.practice.answers[-1].right and practice.verdict().endswith("wrong (0.02 s)")      # one frame after the reveal
    click(app, (640, 300))                             # a click throws again; a controller answers
    app.dispatch(pygame.event.Event(pygame.JOYDEVICEADDED, device_index=0, instance_id=9))
    step_until(app, lambda: practice.calling, limit=5)
    while practice.pads.number[0] != right(practice):
        up = practice.pads.number[0] < right(practice)
        app.dispatch(pygame.event.Event(pygame.JOYHATMOTION, instance_id=9, joy=0, hat=0, value=(0, 1 if up else -1)))
    step(app, 0.5)
    app.dispatch(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=9, joy=0, button=0))
    assert practice.practice.answers[-1].right
    key(app, pygame.K_RETURN)
    step_until(app, lambda: practice.calling, limit=5)
    key(app, getattr(pygame, f"K_KP{right(practice)}"))          # the keypad too
    assert practice.practice.right == 3 and practice.practice.match() is not None
    assert practice.summary()[3] in ("Quicker than every computer level!",
                                     *(f"Your match: the {k} computer level" for k in ("easy", "medium", "hard")))
    app.render()
    key(app, pygame.K_ESCAPE)
    assert top(app) is title
    PADS.reset()
