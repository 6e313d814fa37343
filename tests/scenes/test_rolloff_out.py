"""Issue 26 item 6: after a roll-off tie, the player who is out kept a greyed total (say
"10") in the totals' column, beside the tie-break's new "10" of a player still in. Once
the tied players throw again, only their totals stand there."""
from __future__ import annotations


from game.core.match import Seat
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.rolloff import RollOffScene
from scenes.eceg.tutorial import ScriptedMatch

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import make_app, step

COLOURS = [(214, 72, 62), (70, 130, 220), (90, 170, 90)]


def test_the_seat_out_of_a_tie_keeps_no_total(monkeypatch):
    text_boxes.record(monkeypatch)
    app = make_app()
    config = GameConfig(tuple(SeatConfig(n, c) for n, c in zip(("Ana", "Bo", "Cy"), COLOURS)))
    # Ana 10, Bo 12, Cy 12: Bo and Cy throw again, Bo 10, Cy 5
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 5,
                          script=[(1, 2, 3, 4), (3, 3, 3, 3), (2, 2, 4, 4), (1, 2, 3, 4), (0, 0, 0, 5)])
    scene = RollOffScene(app, config, match)
    app.push(scene)
    for _ in range(900):
        step(app, 1 / 60)
        if scene.done:
            break
    assert scene.done and match.state.seat == 1           # Bo starts
    boxes = text_boxes.frame(app).texts
    totals = [(r, m) for r, m in boxes if m.isdigit() and r.centerx > 900]
    rows = {seat: scene.row_y(seat) for seat in range(3)}
    shown = {seat: [m for r, m in totals if abs(r.centery - y) < scene.row_h // 2] for seat, y in rows.items()}
    assert shown == {0: [], 1: ["10"], 2: ["5"]}, shown
