"""Issue 26 item 5: the coach's pill on a small card hid the card's label, and the blue
outline of a recommended die ran over a pill under a centre card. A pill on a small card
now sits on the card's coloured head (beside its number), clear of the label's words;
pills are drawn after the outlines, so an outline runs under a pill, never across it."""
from __future__ import annotations

import pygame
import pytest

from game.eceg.snapshot import restore
from scenes.eceg import coach as coach_view
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.eceg import card as cards
from scenes.ui import text

from tests.scenes import text_boxes
from scenes.ui.sprites.felt import felt


def fresh_surfaces() -> None:
    """Small cards and the felt made before the recording (cached) carry no recorded
    words: made again, what is drawn on them is seen."""
    cards.mini.cache_clear()
    felt.cache_clear()
from tests.scenes.scene_helpers import key, make_app, step, step_until

COLOURS = [(214, 72, 62), (70, 130, 220), (90, 170, 90)]


def coach_on(language, owners, rolled=(5, 0, 5, 3)):
    app = make_app("--lang", language)
    config = GameConfig(tuple(SeatConfig(n, c) for n, c in zip(("Ana", "Player 2", "Player 3"), COLOURS)),
                        seed=5)
    match = config.build_match(5)
    match.state = restore({"rules": {"players": 3, "faces": "0-5", "hold": "next-two"},
                           "owners": list(owners), "phase": "decide", "seat": 1, "contenders": [],
                           "rolloff_totals": [], "kept": [], "rolled": list(rolled), "counts": [],
                           "winner": None, "turn_number": 3, "starter": 0})
    table = eceg_table(app, config, match, players=[None, None, None])
    app.push(table)
    step_until(app, lambda: table.layer.awaiting_human)
    key(app, pygame.K_h)
    step(app, 1 / 60)
    return app, table


def pill_boxes(monkeypatch, app, labels):
    """Every text drawn this frame, as (ink box, words)."""
    return text_boxes.frame(app).texts


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_pill_on_a_small_card_leaves_its_label_readable(monkeypatch, language):
    text_boxes.record(monkeypatch)
    fresh_surfaces()
    owners = [None] * 9
    owners[2], owners[3] = 0, 2            # three of a kind odd (Ana), even (Player 3)
    try:
        app, table = coach_on(language, owners)
        labels = table.layer.coach.labels()
        boxes = pill_boxes(monkeypatch, app, labels)
        for index, seat in ((2, 0), (3, 2)):
            card = table.layer.view.prize_rect(index)
            pill = [r for r, m in boxes if m == labels[table.state.table.ids[index]] and card.colliderect(r)]
            words = [r for r, m in boxes if card.contains(r) and m not in (str(index + 1),)
                     and r not in pill]
            assert pill and words, (pill, words)
            for w in words:
                assert not any(w.colliderect(p.inflate(12, 2)) for p in pill), (w, pill)
    finally:
        text.set_language("en")


def test_an_outline_runs_under_a_pill_not_across_it():
    owners = [None] * 9
    app, table = coach_on("en", owners)
    coach = table.layer.coach
    outlined = coach.outlined_dice()
    assert outlined
    card = table.layer.view.prize_rect(0)
    pill_centre = (card.centerx, card.bottom + 9)
    die = outlined[0]
    # the die rests where its outline's top edge crosses the pill under card 1
    half = (coach_view.die.SIZE + 16) // 2
    die.pos = (card.centerx, card.bottom + 9 + half - 2)
    frame = app.render()
    row = [frame.get_at((x, pill_centre[1]))[:3] for x in range(pill_centre[0] - 10, pill_centre[0] + 10)]
    # the pill's label is drawn whole: dark ink shows on the pill along its middle row
    assert any(sum(c) < 200 for c in row), row
