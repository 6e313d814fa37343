"""History: log events in plain words (both languages), the L side panel that
follows the table and scrolls, and E saving the log as JSONL that replays."""
from __future__ import annotations

import json

import pygame

from game.core.log import read_events, split_games
from game.registry import replay_game as replay
from scenes.eceg import history
from scenes.ui import text
from scenes.eceg.history import sentences

from tests.scenes.test_coach_overlay import scripted_table
from tests.scenes.scene_helpers import until_deciding, key, step

ECEG = "easy-come-easy-go"

LOG = [
    {"type": "start", "format": 1, "seed": 7, "faces": "0-5", "hold": "next-two",
     "players": [{"name": "Ana", "kind": "human"}, {"name": "Bot", "kind": "hard"}]},
    {"type": "first_roll", "player": 0, "dice": [3, 1, 4, 0]},
    {"type": "turn", "player": 1},
    {"type": "roll", "player": 1, "kept": [], "dice": [0, 2, 2, 5], "claimable": []},
    {"type": "set_aside", "player": 1, "dice": [2, 2]},
    {"type": "roll", "player": 1, "kept": [2, 2], "dice": [2, 5], "claimable": []},
    {"type": "claim", "player": 1, "prize": "thirteen", "from": 0},
    {"type": "turn_end", "player": 0, "prize": None},
    {"type": "win", "player": 1},
]


def test_sentences_in_english_and_french():
    names = ["Ana", "Bot"]
    text.set_language("en")
    try:
        lines = sentences(LOG, names)
        assert lines == ["New game: Ana, Bot", "Ana rolls 3 1 4 0 to see who starts", "Bot's turn",
                         "Bot rolls 0 2 2 5, sets aside 2 2", "Bot rolls 2 5 (kept 2 2)",
                         "Bot steals Exactly 13 from Ana", "Ana gets no prize", "Bot wins the game!"]
        text.set_language("fr")
        lines = sentences(LOG, names)
        assert lines[3] == "Bot lance 0 2 2 5, garde 2 2"
        assert lines[5] == "Bot vole 13 exactement à Ana"
    finally:
        text.set_language("en")


def test_panel_follows_the_table_and_scrolls():
    app, table = scripted_table((0, 2, 2, 5))
    key(app, pygame.K_l)
    panel = table.history
    assert isinstance(panel, history.HistoryPanel)
    assert [line for line, _ in panel.lines][-1] == "Ana rolls 0 2 2 5"
    key(app, pygame.K_1), key(app, pygame.K_SPACE)        # set aside the 0 and roll
    step(app, 1 / 60)
    assert table.driver.queue.busy and len(table.match.log) > panel.count     # dice in the air...
    assert not panel.lines[-1][0].startswith("Ana rolls ") or "kept" not in panel.lines[-1][0]  # ...not told yet
    until_deciding(app, table)
    step(app, 1 / 60)
    assert panel.lines[-2][0] == "Ana rolls 0 2 2 5, sets aside 0"
    assert panel.lines[-1][0].startswith("Ana rolls ") and "(kept 0)" in panel.lines[-1][0]
    surface = app.render()
    box = history.PANEL
    assert surface.get_at((box.x + 5, box.centery))[:3] != surface.get_at((box.x - 5, box.centery))[:3]
    panel.lines = [(f"line {i}", False) for i in range(60)]   # a long game
    panel.scroll = 0
    assert panel.shown_lines()[-1][0] == "line 59"
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0))
    assert panel.shown_lines()[-1][0] == "line 53"
    key(app, pygame.K_HOME)
    assert panel.shown_lines()[0][0] == "line 0"
    key(app, pygame.K_END)
    assert panel.shown_lines()[-1][0] == "line 59"
    app.render()
    key(app, pygame.K_l)
    assert table.history is None


def test_e_saves_a_log_that_replays(tmp_path):
    app, table = scripted_table((0, 2, 2, 5))
    key(app, pygame.K_e)
    message = table.notice[0]
    name = message.split(": ", 1)[1]
    from scenes.ui.userdata import game_logs_dir
    path = game_logs_dir(ECEG) / name
    assert path.exists() and name.endswith(".jsonl")
    with open(path, encoding="utf-8") as f:
        games = split_games(read_events(f))
    assert len(games) == 1
    assert replay(games[0]).state == table.match.state
    assert json.loads(path.read_text().splitlines()[0])["type"] == "start"
    app.render()
    step(app, 6.0)
    assert table.notice is None
    out = history.export_log(table.match, tmp_path / "mine.jsonl")
    assert out.read_text() == path.read_text()


def test_pause_menu_saves_the_log_and_shows_its_name():
    from scenes.shell.pause import PauseScene
    from scenes.ui.userdata import game_logs_dir
    app, table = scripted_table((0, 1, 2, 5))
    key(app, pygame.K_ESCAPE)
    pause = app.stack[-1]
    assert isinstance(pause, PauseScene)
    before = set(game_logs_dir(ECEG).glob("*.jsonl"))
    button = next(b for b in pause.buttons if b.text == text.t("export_log"))
    from tests.scenes.scene_helpers import click
    click(app, button.rect.center)
    new = set(game_logs_dir(ECEG).glob("*.jsonl")) - before
    assert len(new) == 1 and new.pop().name in pause.exported
    app.render()


# ----- issue 26: the panel is opaque: nothing of the table shows through its text -------
def three_tables():
    """(game, app, table screen) for each game, a person's turn, nothing in the air."""
    from tests.scenes.test_yam_color_calls import table_for, until_calls_open
    from tests.scenes.wazabi_tables import dealt_table
    from tests.scenes.scene_helpers import top
    app, table = scripted_table((0, 2, 2, 5))
    yield "eceg", app, table
    layer = dealt_table(4, people=(0,))
    app = layer.table.app
    step(app, 8.0)
    yield "wazabi", app, layer.table
    app, layer = table_for(("human", "easy", "easy"))
    until_calls_open(app, layer)
    yield "yam", app, top(app)


def test_the_panel_hides_the_seat_names_and_labels_under_it_in_every_game():
    for game, app, table in three_tables():
        under = app.render().copy()             # the table alone
        key(app, table.layer.history_key)
        step(app, 1 / 60)
        box = table.history.rect
        inside = box.inflate(-2 * 16, -2 * 16)  # clear of the rounded corners and the border
        # the same panel drawn over plain black: an opaque panel gives the same pixels
        alone = pygame.Surface(app.screen.get_size())
        alone.fill((0, 0, 0))
        table.history.draw(alone)
        shown = app.render()
        felt = under.get_at((inside.x, inside.bottom - 30))
        busy = [(x, y) for x in range(inside.x, inside.right, 2) for y in range(inside.y, inside.bottom, 2)
                if sum(abs(a - b) for a, b in zip(under.get_at((x, y))[:3], felt[:3])) > 120]
        assert len(busy) > 50, f"{game}: nothing drawn under the panel, the test proves nothing"
        seen = [p for p in busy if shown.get_at(p)[:3] != alone.get_at(p)[:3]]
        assert not seen, f"{game}: the table shows through the history panel at {seen[:5]}"
        key(app, table.layer.history_key)
