"""What the one-screen playtest found in YAM color (docs/playtest-one-screen.md, items 3,
6, 7 and 10): the held check lists every line of it (who was right, who paid), clear of
the dice, the card, the seats and the number pad; a round nobody called says so; a seat
made a computer in the setup shows "—", not a row of keycaps; the keys line keeps clear
of the Muted sign in French. Real events, time stepped by hand, text boxes checked."""
from __future__ import annotations

import pygame
import pytest

from scenes.ui import mute_badge
from scenes.yam_color import key_legend
from scenes.yam_color.call_keys import labels
from scenes.yam_color.history import CHECK_LINES, check_line
from scenes.yam_color.table_view import CARD_CENTER
from scenes.yam_color import pieces

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import click, make_app, step, step_until, top
from tests.scenes.test_yam_color_calls import down, table_for, until_calls_open
from tests.scenes.test_yam_color_playtest import look


def round_lines(table) -> list[str]:
    """The check's lines of the last round, as sentences."""
    log = table.match.log
    start = max(k for k, e in enumerate(log) if e["type"] == "throw")
    called = {e["player"]: e["count"] for e in log[start:] if e["type"] == "call"}
    return [check_line(e, table.names(), called) for e in log[start:] if e["type"] in CHECK_LINES]


def things_on_the_table(app, table) -> list[pygame.Rect]:
    """What the check's list must not cover: the dice, the card, the seats, the pad."""
    size = pieces.DIE_SIZE
    rects = [pygame.Rect(0, 0, size, size) for _ in table.dice]
    for rect, die in zip(rects, table.dice):
        rect.center = (int(die.pos()[0]), int(die.pos()[1]))
    card = pygame.Rect((0, 0), pieces.CARD_SIZE)
    card.center = CARD_CENTER
    rects += [card] + list(table.view.panels)
    if table.solo_seat is not None:
        rects += list(table.view.pad)
    return rects


def held_frame(app, table, name):
    return look(app)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("people", [3, 1])
def test_the_held_check_lists_every_line_clear_of_the_dice_card_seats_and_pad(monkeypatch, language, people):
    text_boxes.record(monkeypatch)
    key_legend._legend.cache_clear()
    if people == 3:
        app, table = table_for(("human",) * 3, ("row", "keypad", "home"), "5", 7, "--lang", language)
        until_calls_open(app, table)
        for k in (pygame.K_8, pygame.K_KP8, pygame.K_l):      # three calls of 8: all too high
            down(app, k)
            step(app, 0.05)
    else:
        app, table = table_for(("human", "hard", "hard"), (), "5", 7, "--lang", language)
        until_calls_open(app, table)
        down(app, pygame.K_8)
    step_until(app, lambda: table.held, limit=30)
    lines = round_lines(table)
    assert len(lines) >= 2                        # several calls checked: more than one line
    frame = held_frame(app, table, f"held-{people}-{language}")
    texts = [m for _b, m in frame.texts]
    rows = [(b, m) for b, m in frame.texts if len(m) > 5 and any(m in line for line in lines)]
    assert " ".join(lines) in " ".join(m for _b, m in rows), (lines, texts)   # every line, in order
    boxes = [b for b, _m in rows]
    for box in boxes:
        assert frame.get_rect().contains(box)
        for thing in things_on_the_table(app, table):
            assert not box.colliderect(thing), (box, thing)


@pytest.mark.parametrize("language, said, wrong", [("en", "Nobody called", "Nobody was right"),
                                                    ("fr", "Personne n'a annoncé", "Personne n'a vu juste")])
def test_a_round_nobody_called_says_so(monkeypatch, language, said, wrong):
    text_boxes.record(monkeypatch)
    app, table = table_for(("human", "human"), ("row", "keypad"), "5", 7, "--lang", language)
    until_calls_open(app, table)
    step_until(app, lambda: table.held, limit=30)         # the time runs out, nobody called
    frame = held_frame(app, table, f"nobody-{language}")
    texts = " | ".join(m for _b, m in frame.texts)
    assert said in texts and wrong not in texts


def make_kind(app, choice, kind):
    for _ in range(len(choice.options)):
        if choice.value == kind:
            return
        click(app, choice.rect.center)
    assert choice.value == kind


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_seat_made_a_computer_shows_a_dash_not_keycaps(monkeypatch, language):
    text_boxes.record(monkeypatch)
    key_legend._legend.cache_clear()
    app = make_app("--game", "yam-color", "--lang", language)
    app.open("title")
    app.open("setup")
    setup = top(app)
    click(app, setup.count.rect.center)                   # 3 seats
    make_kind(app, setup.rows[1][2], "human")
    make_kind(app, setup.rows[2][2], "human")
    frame = look(app)
    row = [c for c in frame.texts if c[1] in labels("home") + labels("top") + labels("bottom")]
    assert row                                             # three people: keycaps drawn
    make_kind(app, setup.rows[2][2], "medium")             # Chloe becomes a computer
    frame = look(app)
    third = setup.part.keys[2].rect
    inside = [m for b, m in frame.texts if third.colliderect(b)]
    assert "—" in inside and not [m for m in inside if len(m) == 1 and m != "—"], inside


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_keys_line_keeps_clear_of_the_muted_sign(monkeypatch, language):
    text_boxes.record(monkeypatch)
    app, table = table_for(("human",) * 3, ("row", "keypad", "home"), "5", 7, "--lang", language)
    until_calls_open(app, table)
    down(app, pygame.K_m)                                  # M: the sound off, its sign on
    assert app.audio.muted
    for when in ("calling", "held"):
        if when == "held":
            down(app, pygame.K_1)
            step_until(app, lambda: table.held, limit=30)
        frame = look(app)
        badge = mute_badge.badge_rect(frame.get_size())
        line = table.bar()
        boxes = [b for b, m in frame.texts if m == line]
        assert boxes, line
        assert all(not b.colliderect(badge) and frame.get_rect().contains(b) for b in boxes), (boxes, badge)
        assert not [b for b in boxes for p in table.view.panels if b.colliderect(p)]
        if language == "fr":                               # the line still names each person's keys
            assert "P2 :" in line and "Échap" in line
