"""The cover between people at one screen (scenes/shell/handover.py, on Wazabi's table)
is lifted only on purpose, by the person named on it (issue 26, item 1): their button
clicked, or Enter held until its bar fills, then let go. The two sequences reported,
played through the real app and table with real key events and time stepped by hand:

(a) seed 837287293, Ana and Ben people, Cy hard: after Ben gave his die, six presses
    of Space 0.4 s apart lifted Ana's cover, rolled her dice, gave a die away and
    played her Draw three;
(b) seed 42: one press of Space ~2 s after Ana's Pass the dice showed Ben's hand.

What the people chose before those moments is not in the report: the scripts below
are choices made by keys that lead there (the speed is "fast", at which (b) happens
2 s after Pass the dice as reported). Then keys and clicks are mashed at the cover:
it stays, no hand is drawn face up (the frame is the cover's alone), and the match's
log does not change; the person's deliberate action lifts it, and the key that did
so acts on nothing behind it."""
from __future__ import annotations

import pygame
import pytest

from game.wazabi.ai.flat import FlatPlayer
from game.wazabi.players import PLAYERS
from scenes.app import STEP
from scenes.shell.handover import ARM, BUTTON, HOLD
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import assets, text, theme
from scenes.wazabi.game_config import GameConfig

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import covered, lift_cover, make_app, top

COLOURS = [c for _, c in theme.SEAT_COLOURS]
KEYS = {"Space": pygame.K_SPACE, "Enter": pygame.K_RETURN, "Right": pygame.K_RIGHT, "Left": pygame.K_LEFT,
        "P": pygame.K_p, "1": pygame.K_1, "2": pygame.K_2}

# (who is asked, what, the keys they press), each person's cover lifted on purpose first
BEFORE_BEN_GIVES = [
    ("Ben", "roll", "Space"), ("Ben", "give", "Right Enter"), ("Ben", "play", "Enter"), ("Ben", "keep", "1 Enter"),
    ("Ana", "roll", "Space"), ("Ana", "play", "Enter"), ("Ben", "roll", "Space"), ("Ana", "roll", "Space"),
    ("Ana", "play", "P"), ("Ana", "keep", "1 2 Enter"), ("Ana", "roll", "Space"), ("Ana", "play", "P"),
    ("Ben", "roll", "Space"), ("Ben", "give", "Right Enter"), ("Ben", "keep", "1 2 Enter"), ("Ben", "roll", "Space"),
    ("Ben", "play", "P"), ("Ana", "roll", "Space"), ("Ana", "give", "Enter"), ("Ana", "play", "P"),
    ("Ben", "roll", "Space"),
    ("Ben", "give", "Enter"),          # his last die given with Enter: his turn ends, play goes right, to Ana
]
TO_PASS_THE_DICE = [("Ana", "roll", "Space"), ("Ana", "play", "Right Right Right Enter"), ("Ana", "play", "Left")]


@pytest.fixture(autouse=True)
def former_hard(monkeypatch):
    """The sequences were reported, and scripted, against the former `hard` (flat Monte
    Carlo, 12 worlds, 160 play-outs; issue 28 made `hard` a tree search): Cy plays as it
    did, so the game goes where the reports say."""
    monkeypatch.setitem(PLAYERS.factories, "hard", FlatPlayer)


def event(kind, **fields):
    return pygame.event.Event(kind, **fields)


def down(app, k) -> None:
    app.dispatch(event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def up(app, k) -> None:
    app.dispatch(event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def tap(app, k) -> None:
    down(app, k)
    up(app, k)


def mouse(app, pos, moved: bool = True) -> None:
    """A click at `pos`; `moved`: the pointer came there first (else it was already there)."""
    if moved:
        app.dispatch(event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def game(seed: int, lang: str = "en"):
    config = GameConfig((SeatConfig("Ana", COLOURS[0], HUMAN), SeatConfig("Ben", COLOURS[1], HUMAN),
                         SeatConfig("Cy", COLOURS[2], "hard")), seed=seed)
    app = make_app("--speed", "fast", "--lang", lang)
    app.game = "wazabi"
    scene = app.open(app.game_screen("rolloff"), config)
    return app, scene.layer


def play(app, layer, script, release_last: bool = True) -> None:
    """People act by `script`; every cover is lifted on purpose by the person named.
    The last key of the script is left held unless `release_last`."""
    steps = list(script)
    for _ in range(60 * 300):
        if not steps:
            return
        if covered(app):
            lift_cover(app)
        elif (found := layer.current()) is not None:
            name, what, keys = steps.pop(0)
            assert (layer.seat_name(found[1]), found[0]) == (name, what), "the game went another way"
            keys = keys.split()
            for n, k in enumerate(keys):
                down(app, KEYS[k])
                if steps or release_last or n < len(keys) - 1:
                    up(app, KEYS[k])
            if not steps:
                return
        app.update(STEP)
    raise AssertionError("the script never ended")


def hidden(app, layer) -> None:
    """The cover is up and is all there is to see: no hand drawn face up under it, and
    the frame is the cover's own picture."""
    assert covered(app)
    frame = app.render().copy()
    assert layer.view.face_up_seat is None
    alone = pygame.Surface(frame.get_size())
    top(app).draw(alone)
    assert pygame.image.tobytes(frame, "RGB") == pygame.image.tobytes(alone, "RGB")


def run(app, seconds: float, each=None) -> None:
    """Step time; `each(t)` before every frame (t: the time so far)."""
    for n in range(round(seconds / STEP)):
        if each is not None:
            each(n * STEP)
        app.update(STEP)


def run_until(app, condition, limit: float = 10.0) -> None:
    for _ in range(round(limit / STEP)):
        if condition():
            return
        app.update(STEP)
    raise AssertionError("never")


def mash_spaces(app, layer, times: int = 6, apart: float = 0.4) -> list:
    """Space pressed `times` times `apart` seconds apart (the first after `apart`);
    after each, whatever is on top is checked. Returns the log lines made meanwhile."""
    start = len(layer.match.log)
    for _ in range(times):
        run(app, apart)
        tap(app, pygame.K_SPACE)
        if covered(app):
            hidden(app, layer)
    run(app, 1.0)
    return layer.match.log[start:]


def log_of(layer) -> list:
    return [dict(line) for line in layer.match.log]


# ----- the two sequences reported ------------------------------------------------------------
def test_a_six_spaces_after_ben_gives_his_die_never_lift_anas_cover_nor_play_her_turn():
    app, layer = game(837287293)
    play(app, layer, BEFORE_BEN_GIVES)
    assert layer.match.log[-2:] == [{"type": "turn_end", "player": 1},
                                    {"type": "turn", "player": 0, "direction": "right"}]
    made = mash_spaces(app, layer)
    assert made == [], made                       # before the fix: her roll, a give, Draw three
    assert covered(app) and top(app).name == "Ana"
    hidden(app, layer)
    before = log_of(layer)
    lift_cover(app)                               # Ana, on purpose: Enter held, then let go
    app.render()
    assert layer.view.face_up_seat == 0 and layer.current() == ("roll", 0)
    assert log_of(layer) == before                # the Enter that lifted it rolled nothing
    tap(app, pygame.K_SPACE)                      # now her Space is hers: she rolls
    assert layer.match.log[len(before)]["type"] == "roll"


def test_b_a_space_two_seconds_after_pass_the_dice_never_shows_bens_hand():
    app, layer = game(42)
    play(app, layer, TO_PASS_THE_DICE)
    assert layer.match.log[-4]["card"] == "pass_dice"
    before = log_of(layer)
    run(app, 2.2)                                 # Ben's cover opened meanwhile
    assert covered(app) and top(app).name == "Ben"
    tap(app, pygame.K_SPACE)                      # Ana, still at the keyboard
    run(app, 0.5)
    hidden(app, layer)
    tap(app, pygame.K_SPACE)                      # and again, the cover long ready
    run(app, 0.5)
    hidden(app, layer)
    assert log_of(layer) == before
    lift_cover(app, mouse=True)                   # Ben, on purpose: his button clicked
    app.render()
    assert layer.view.face_up_seat == 1 and layer.current() == ("roll", 1)
    assert log_of(layer) == before


# ----- keys and clicks mashed at the cover ---------------------------------------------------------
def enter_held_across(app, layer) -> None:
    """Ben's Enter, which gave his die, stays down across the hand-over, repeating."""
    run(app, 3.0, lambda t: down(app, pygame.K_RETURN) if round(t / STEP) % 3 == 0 else None)
    hidden(app, layer)
    up(app, pygame.K_RETURN)


def enter_pressed_as_it_opens(app, layer) -> None:
    """Enter pressed just as the cover shows (not ready yet), then held on, repeating,
    well past the time a hold asks, and let go."""
    up(app, pygame.K_RETURN)
    run_until(app, lambda: covered(app))
    down(app, pygame.K_RETURN)
    run(app, ARM + HOLD + 0.3, lambda t: down(app, pygame.K_RETURN) if round(t / STEP) % 3 == 0 else None)
    hidden(app, layer)
    up(app, pygame.K_RETURN)


def enter_tapped(app, layer) -> None:
    """Enter pressed again and again, each held a little less than the hold asks."""
    up(app, pygame.K_RETURN)
    for _ in range(8):
        down(app, pygame.K_RETURN)
        run(app, HOLD - 4 * STEP)
        up(app, pygame.K_RETURN)
        run(app, 0.1)
    hidden(app, layer)


def clicks(app, layer) -> None:
    """Clicks: one begun on the table and let go on the button, one on the button as the
    cover shows (not ready yet), clicks made in place where the button is (no motion:
    meant for the table), elsewhere, and a press on the button dragged off it."""
    up(app, pygame.K_RETURN)
    app.dispatch(event(pygame.MOUSEBUTTONDOWN, pos=BUTTON.center, button=1))    # pressed at the table
    run_until(app, lambda: covered(app))
    mouse(app, BUTTON.center)                     # the cover just shown: not ready
    run_until(app, lambda: top(app).ready())
    app.dispatch(event(pygame.MOUSEBUTTONUP, pos=BUTTON.center, button=1))    # the first press, let go
    elsewhere = [(x, y) for x in range(0, 1280, 97) for y in range(0, 720, 53) if not BUTTON.collidepoint(x, y)]
    for n in range(10):
        mouse(app, BUTTON.center, moved=False)
        for pos in elsewhere[n::10]:
            mouse(app, pos)
        run(app, 0.3)
    app.dispatch(event(pygame.MOUSEMOTION, pos=BUTTON.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(event(pygame.MOUSEBUTTONDOWN, pos=BUTTON.center, button=1))
    app.dispatch(event(pygame.MOUSEMOTION, pos=(640, 650), rel=(0, 0), buttons=(1, 0, 0)))
    app.dispatch(event(pygame.MOUSEBUTTONUP, pos=(640, 650), button=1))
    hidden(app, layer)


def everything(app, layer) -> None:
    """Every other key of the table, the wheel, typed text, in quick succession, from
    the moment Ben's die is given (the table takes those before the cover: L, T...)."""
    up(app, pygame.K_RETURN)
    for n in range(40):
        for k in (pygame.K_SPACE, pygame.K_KP_ENTER, pygame.K_1, pygame.K_2, pygame.K_RIGHT, pygame.K_TAB,
                  pygame.K_p, pygame.K_l, pygame.K_t, pygame.K_e, pygame.K_a):
            tap(app, k)
        app.dispatch(event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
        app.dispatch(event(pygame.TEXTINPUT, text="a"))
        run(app, 0.1)
    hidden(app, layer)


@pytest.mark.parametrize("mash", [enter_held_across, enter_pressed_as_it_opens, enter_tapped, clicks, everything])
def test_nothing_mashed_at_anas_cover_lifts_it_or_reaches_the_table(mash):
    app, layer = game(837287293)
    play(app, layer, BEFORE_BEN_GIVES, release_last=False)     # Ben's Enter still down
    before = log_of(layer)
    mash(app, layer)
    assert covered(app) and top(app).name == "Ana"
    assert log_of(layer) == before and layer.looker is None
    lift_cover(app, mouse=mash is clicks)
    app.render()
    assert layer.view.face_up_seat == 0 and layer.current() == ("roll", 0) and log_of(layer) == before


def test_the_enter_that_lifts_the_cover_acts_on_nothing_behind_it_repeats_and_release_included():
    app, layer = game(42)
    play(app, layer, TO_PASS_THE_DICE)
    run(app, 2.0 + ARM)
    before = log_of(layer)
    cover = top(app)
    down(app, pygame.K_RETURN)
    run(app, HOLD + 0.3, lambda t: down(app, pygame.K_RETURN))     # held, repeating, past the full bar
    assert top(app) is cover and cover.progress() == 1.0           # full: lifted when let go
    up(app, pygame.K_RETURN)
    assert not covered(app) and layer.looker == 1
    run(app, 0.5)
    assert log_of(layer) == before and layer.current() == ("roll", 1)


def test_enter_let_go_too_soon_empties_the_bar_and_esc_pauses_over_the_cover():
    app, layer = game(42)
    play(app, layer, TO_PASS_THE_DICE)
    run(app, 2.0 + ARM)
    cover = top(app)
    down(app, pygame.K_RETURN)
    run(app, HOLD / 2)
    assert 0.4 < cover.progress() < 0.6
    up(app, pygame.K_RETURN)
    assert top(app) is cover and cover.progress() == 0.0
    down(app, pygame.K_RETURN)                     # a hold begun...
    tap(app, pygame.K_ESCAPE)                      # ...and the pause over it
    assert type(top(app)).__name__ == "PauseScene"
    run(app, HOLD)
    up(app, pygame.K_RETURN)
    tap(app, pygame.K_ESCAPE)                      # back to the cover: the hold was forgotten
    assert top(app) is cover and cover.progress() == 0.0
    hidden(app, layer)
    lift_cover(app)
    assert layer.looker == 1


@pytest.mark.parametrize("language, words", [
    ("en", ("Pass the computer to Ben", "Ben: hold Enter, or click the button below", "I am Ben: show my hand")),
    ("fr", ("Passez l'ordinateur à Ben", "Ben : maintenez Entrée enfoncée, ou cliquez sur le bouton ci-dessous",
            "Je suis Ben : voir ma main"))])
def test_the_cover_tells_the_person_named_what_to_do(monkeypatch, language, words):
    text_boxes.record(monkeypatch)
    app, layer = game(42, language)
    play(app, layer, TO_PASS_THE_DICE)
    run(app, 2.0 + ARM)
    assert covered(app)
    frame = text_boxes.frame(app)
    drawn = [message for _, message in frame.texts]
    assert set(words) <= set(drawn), drawn
    assert not text_boxes.overlaps(frame)
    assets.clear_caches()
    text.set_language("en")
