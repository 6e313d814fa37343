"""The defence line ("Ana holds three prizes: Bo has 2 tries to steal one...") sits at the
top of the dice's area: no die, thrown, bouncing, at rest or set for setting aside, may
cover it. Many seeded throws of one to four dice; each frame the dice alone are drawn on
a clear sheet, and no pixel of theirs may fall in the line's text box (the box the text
recorder of tests/scenes/text_boxes.py finds on the screen)."""
from __future__ import annotations

import random

import pygame

from scenes.eceg import defence
from scenes.eceg.game_config import GameConfig, SeatConfig, computer_players
from scenes.eceg.table import table as eceg_table
from scenes.shell.table_scene import TableScene
from scenes.ui.sprites.die import Die

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import make_app

STEP = 1 / 60


def defence_table(app) -> TableScene:
    """Two players, one of them holding three prizes, the other about to try."""
    config = GameConfig((SeatConfig("Ana", (214, 72, 62), "greedy"), SeatConfig("Bo", (70, 130, 220), "greedy")),
                        seed=5)
    match = config.build_match(5)
    players = computer_players(config, match)
    while not (match.state.counts and match.state.is_chance()):
        match.step(players)
    table = eceg_table(app, config, match)
    app.push(table)
    return table


def line_box(app, table) -> pygame.Rect:
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    try:
        frame = app.render()
    finally:
        app.screen = plain
    line = defence.line_text(table.layer)
    boxes = [box for box, message in frame.texts if message == line]
    assert len(boxes) == 1, (line, [m for _b, m in frame.texts])
    return boxes[0]


def covered(sheet: pygame.Surface, dice, box: pygame.Rect) -> bool:
    sheet.fill((0, 0, 0, 0))
    for d in dice:
        d.draw(sheet)
    return sheet.subsurface(box).get_bounding_rect().width > 0


def test_no_die_ever_covers_the_defence_line(monkeypatch):
    text_boxes.record(monkeypatch)
    app = make_app()
    table = defence_table(app)
    assert defence.line_text(table.layer)                         # the line is there to be covered
    box = line_box(app, table)
    monkeypatch.undo()                                      # plain surfaces from here: quicker
    sheet = pygame.Surface((1280, 720), pygame.SRCALPHA)
    faces = table.match.rules.dice.faces
    landed_near = []
    for seed in range(80):
        table.layer.visual_rng = random.Random(seed)
        count = 1 + seed % 4
        values = [random.Random(seed).choice(faces) for _ in range(count)]
        table.layer.dice = []
        table.layer.throw(values, 1.0)
        assert len(table.layer.dice) == count
        for _ in range(120):                                # the whole tumble, frame by frame
            for d in table.layer.dice:
                d.update(STEP, table.layer.visual_rng)
            assert not covered(sheet, table.layer.dice, box), (seed, [d.pos for d in table.layer.dice])
            if not any(d.moving for d in table.layer.dice):
                break
        assert not any(d.moving for d in table.layer.dice)
        for d in table.layer.dice:                                # set for setting aside: the gold halo
            d.selected = True
        assert not covered(sheet, table.layer.dice, box), (seed, "selected")
        landed_near.append(min(d.pos[1] for d in table.layer.dice))
    # the dice still use the area under the line: some come to rest near its top
    assert min(landed_near) < box.bottom + 110


def test_the_check_sees_a_die_on_the_line():
    """The check itself: a die resting where the line is drawn covers it."""
    pygame.init()
    sheet = pygame.Surface((1280, 720), pygame.SRCALPHA)
    box = pygame.Rect(400, 186, 700, 24)
    assert covered(sheet, [Die(3, (500, 230))], box)          # 44 px under the line's top, a die reaches it
    assert not covered(sheet, [Die(3, (500, 320))], box)
