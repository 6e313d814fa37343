"""YAM color: a round that ends before its card shows at this table. At a host whose window
held the table (its pause open from the throw) past the round's call time, the race's time-up
is made on its own clock as soon as the table goes on, while the card is still to show: the
reveal then asked the computer callers to plan from a view with no card and the host's window
stopped (KeyError, found by tools/monkey_net.py). The reveal now opens no round that is over."""
from __future__ import annotations

from game.core.contract import CHANCE
from game.registry import game as game_of
from game.yam_color.state import CALLING
from scenes.app import STEP, open_scenes
from scenes.shell.table_scene import TableScene
from tests.scenes.scene_helpers import make_app, top


def test_a_round_ended_before_its_card_shows_opens_no_clock_and_the_game_goes_on():
    app = make_app("--game", "yam-color", "--demo", "--players", "3", "--speed", "normal", "--seed", "4")
    open_scenes(app)
    table = top(app)
    assert isinstance(table, TableScene)
    layer, match = table.layer, table.match
    for _ in range(600):                       # the first throw: the match calling, the card not shown yet
        app.update(STEP)
        if match.state.phase == CALLING and layer.flip < 1.0 and layer.queue.busy:
            break
    assert match.state.phase == CALLING and layer.flip < 1.0
    match.apply(CHANCE, game_of("yam-color").remote.race.time_up())     # the round's time up, made elsewhere
    assert match.state.phase != CALLING
    rounds = match.state.round
    for _ in range(3000):                      # the card shows, the round's end, the next throw
        app.update(STEP)
        app.render()
        if match.state.round > rounds and match.state.phase == CALLING:
            break
    assert match.state.round > rounds and table.driver.proposals is not None
    assert isinstance(top(app), TableScene)
