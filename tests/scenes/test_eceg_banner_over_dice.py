"""Issue 26 item 5: the dice were drawn over the banner ("Ana steals Straight from
Player 3!" half hidden). The banner is drawn above the dice: every pixel of its words
reads the same whether a die lies under them or not."""
from __future__ import annotations


from game.core.match import Seat
from scenes.eceg import layout
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.eceg.tutorial import ScriptedMatch

from tests.scenes.scene_helpers import make_app, step

RED, BLUE = (214, 72, 62), (70, 130, 220)
CREAM = (246, 238, 218)


def test_a_die_under_the_banner_leaves_its_words_whole():
    app = make_app("--seed", "5")
    config = GameConfig(seats=(SeatConfig("Ana", RED, "human"), SeatConfig("Bo", BLUE, "hard")))
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 5,
                          script=[(0, 0, 0, 0), (5, 5, 5, 5), (1, 2, 3, 4), (0, 2, 2, 5)])
    match.chance(), match.chance()                    # Bo starts, throws a Straight and takes it
    table = eceg_table(app, config, match)
    app.push(table)
    layer = table.layer
    for _ in range(600):
        step(app, 1 / 60)
        if layer.banner and "Straight" in layer.banner[0] and layer.banner[1] > 0.5:
            break
    assert layer.banner and "Straight" in layer.banner[0]
    away = (-500, -500)
    saved = [d.pos for d in layer.dice]
    for d in layer.dice:
        d.pos = away
    bare = app.render().copy()
    centre = (layout.ROLL_AREA.centerx, layout.BANNER_Y)
    words = [(x, y) for x in range(centre[0] - 150, centre[0] + 150) for y in range(centre[1] - 22, centre[1] + 22)
             if sum(abs(a - b) for a, b in zip(bare.get_at((x, y))[:3], CREAM)) < 4]   # the words (their opaque core)
    assert len(words) > 200
    for k, d in enumerate(layer.dice):
        d.pos = (centre[0] - 120 + 80 * k, centre[1])
    covered = app.render()
    changed = [p for p in words if covered.get_at(p) != bare.get_at(p)]
    assert not changed, f"{len(changed)} of {len(words)} pixels of the banner's words hidden by dice"
    for d, p in zip(layer.dice, saved):
        d.pos = p
