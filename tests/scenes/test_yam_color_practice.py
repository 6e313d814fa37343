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


def test_a_quick_guesser_is_told_the_match_is_in_pace_only_in_english_and_french():
    """Called at hard's typical pace but wrong one throw in two (as a quick guesser is):
    the match line says hard, and the line under it says that is its pace only, with the
    person's wrong calls and about how many hard would have on the same throws."""
    from game.yam_color.practice import typical_time
    from scenes.ui import text
    PADS.reset()
    app = make_app("--game", "yam-color", "--seed", "6")
    app.push(TitleScene(app))
    top(app).tutorial()
    practice = top(app)
    for k in range(10):
        step_until(app, lambda: practice.calling, limit=5)
        step(app, typical_time("hard", practice.round_dice, practice.card))
        called = right(practice) if k % 2 == 0 else (right(practice) + 1) % 9
        key(app, pygame.K_0 + called)
        assert practice.practice.answers[-1].right == (k % 2 == 0)
        app.render()
        key(app, pygame.K_SPACE)
    assert practice.practice.match() == "hard"
    expected = round(practice.practice.level_wrong("hard")[0])
    assert expected <= 1            # hard miscounts a few throws in a hundred
    lines = practice.summary()
    assert lines[3] == "Your match: the hard computer level"
    tail = "about 1" if expected else "hardly ever"
    assert lines[4] == f"In pace only: you called wrong 5 times in 10; the hard level, {tail}"
    text.set_language("fr")
    tail = "environ 1" if expected else "presque jamais"
    assert practice.summary()[4] == f"Pour la vitesse seulement : 5 annonces fausses sur 10 ; " \
                                    f"l'ordinateur difficile, {tail}"
    app.render()


def test_the_tally_s_ticks_stay_inside_the_frame_at_every_text_size_in_both_languages():
    """Card 12 has one red disc and one green: with red and green dice both pair up, and
    their lines end in a tick. In French at 150 % 'Rouge 1/1' pushed the tick off the
    frame (drawn on a wider surface here, the tick's green is looked for beyond x = 1276)."""
    from scenes.ui import canvas, text
    from scenes.yam_color import check_marks
    from scenes.yam_color.table_view import TALLY_TOPLEFT
    dice = ("red", "green", "blue", "blue", "yellow", "yellow", "yellow", "yellow")
    try:
        for lang in ("en", "fr"):
            for size in (1.0, 1.25, 1.5):
                text.set_language(lang)
                canvas.set_text_size(size)
                surface = pygame.Surface((1400, 720))
                check_marks.draw_tally(surface, dice, 12, TALLY_TOPLEFT)
                ticks = pygame.mask.from_threshold(surface, (120, 220, 130), (1, 1, 1, 255))
                xs = [x for x, _y in ticks.outline()] if ticks.count() else []
                assert xs and max(xs) < 1276, (lang, size, max(xs, default=None))
    finally:
        canvas.set_text_size(1.0)
        text.set_language("en")
