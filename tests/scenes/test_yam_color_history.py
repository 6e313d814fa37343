"""YAM color's history in words (both languages), the L panel that follows the table,
E saving a log that replays, and a saved log replayed on the table step by step to
exactly the logged positions (from the title's list and from --replay)."""
from __future__ import annotations

import pygame

from game.core.log import read_events, split_games, write_events
from game.core.match import Match, Seat, player_rng
from game.registry import GAMES, replay_file, replay_game
from game.yam_color.deck import count
from scenes.app import open_scenes
from scenes.shell.replay_list import ReplayListScene
from scenes.shell.title import TitleScene
from scenes.ui import text
from scenes.ui.history_panel import HistoryPanel
from scenes.ui.userdata import game_logs_dir
from scenes.yam_color.history import sentences
from scenes.shell.replay_table import ReplayTable

from tests.scenes.scene_helpers import key, make_app, step, step_until, top
from tests.scenes.test_yam_color_calls import table_for

YAM = GAMES["yam-color"]
LOG = [
    {"type": "start", "game": "yam-color", "format": 1, "seed": 4, "players": [
        {"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "medium"}, {"name": "Cy", "kind": "easy"}],
     "call_time": 8.0, "playoff": False, "pile": []},
    {"type": "throw", "player": 0, "dice": ["red", "red", "yellow", "yellow", "yellow", "green", "blue", "blue"],
     "card": 24, "playoff": False},
    {"type": "call", "player": 1, "count": 8, "time": 1.5},
    {"type": "call", "player": 0, "count": 7, "time": 2.25},
    {"type": "call", "player": 2, "count": 5, "time": 3.0},
    {"type": "fine", "player": 1, "card": 12},
    {"type": "take", "player": 0, "card": 24},
    {"type": "end", "scores": [9, 8, 9], "winners": [0, 2]},
]


def test_a_round_in_words_in_english_and_french():
    names = ["Ana", "Ben", "Cy"]
    text.set_language("en")           # whatever an earlier test left
    lines = sentences(LOG, names)
    # the dice R R Y Y Y G B B against card 24 count 7 (yam-color.md, The count)
    # each round keeps its dice, its card and the pairs that make its count (issue 26)
    assert [line for line, _ in lines] == [
        "New game: Ana, Ben, Cy", "Ana throws the dice (card 24)", "Dice: 2 red, 3 yellow, 1 green, 2 blue",
        "Card 24: 2 red, 2 yellow, 2 green, 2 blue", "Ben calls 8 (1.50 s)",
        "Ana calls 7 (2.25 s)", "Cy calls 5 (3.00 s)", "Count: 7 = red 2 + yellow 2 + green 1 + blue 2",
        "Ben called 8: too high, pays a card",
        "Ana called 7 and takes the card!", "Ana and Cy share the win with 9 cards"]
    assert [bright for _, bright in lines] == [True, True, False, False, False, False, False, False, False,
                                               True, True]
    text.set_language("fr")
    try:
        french = [line for line, _ in sentences(LOG, names)]
        assert french[2] == "Dés : rouge 2, jaune 3, vert 1, bleu 2"
        assert french[5] == "Ana annonce 7 (2,25 s)"
        assert french[7] == "Compte : 7 = rouge 2 + jaune 2 + vert 1 + bleu 2"
        assert french[8] == "Ben a annoncé 8 : trop haut, rend une carte"
        assert french[-1] == "Ana et Cy gagnent ex aequo avec 9 cartes"
    finally:
        text.set_language("en")


def test_the_panel_follows_what_the_table_has_shown_and_the_table_waits_behind_it():
    app, table = table_for(("human", "perfect"), (), "5")
    step(app, 0.1)
    assert table.queue.busy and table.match.log[-1]["type"] == "throw"    # the dice are in the air
    key(app, pygame.K_l)
    panel = top(app).history
    assert isinstance(panel, HistoryPanel)
    # the throw is logged, its card and dice not told while they are the round's secret
    assert [line for line, _ in panel.lines] == ["New game: P0, P1", "P0 throws the dice"]
    dice = [d.pos() for d in table.dice]
    step(app, 3.0)                                            # the table waits behind the panel
    assert [d.pos() for d in table.dice] == dice and not table.desk.is_open
    key(app, pygame.K_l)
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_l)
    step(app, 1 / 60)
    assert panel is not top(app).history
    panel = top(app).history
    assert panel.lines[-1][0] == "P0 throws the dice"          # the card not named while it is hidden
    key(app, pygame.K_l)
    key(app, pygame.K_3)                                       # the person calls 3
    step_until(app, lambda: table.held, limit=10)
    key(app, pygame.K_l)
    step(app, 1 / 60)
    panel = top(app).history
    throw = next(e for e in table.match.log if e["type"] == "throw")
    shown = [line for line, _ in panel.lines]
    assert shown[1] == f"P0 throws the dice (card {throw['card']})"
    assert "P0 calls 3 (" in shown[4] or "P0 calls 3 (" in shown[5]
    assert any(line.startswith(f"Count: {count(tuple(throw['dice']), throw['card'])}") for line in shown)
    surface = app.render()
    box = panel.rect
    assert surface.get_at((box.x + 5, box.centery))[:3] != surface.get_at((box.right + 5, box.centery))[:3]
    key(app, pygame.K_l)
    assert top(app).history is None


def test_l_is_a_call_key_so_tab_opens_the_panel_and_e_saves_a_log_that_replays():
    app, table = table_for(("human", "human"), ("row", "home"), "5")
    assert "Tab: history" in table.view.keys_line()
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_l)                                      # L is P1's 8 (the home row)...
    assert top(app).history is None and (table.desk.made[0].seat, table.desk.made[0].count) == (1, 8)
    key(app, pygame.K_1)                                      # P0 calls: the calls close
    step_until(app, lambda: table.state.phase != "calling", limit=5)
    key(app, pygame.K_TAB)                                    # ...Tab opens the history
    assert top(app).history is not None
    key(app, pygame.K_e)
    message, _ = top(app).notice
    name = message.split(": ", 1)[1]
    path = game_logs_dir("yam-color") / name
    assert path.exists() and message == f"Game log saved: {name}"
    (saved,) = replay_file(str(path))
    assert saved.log == table.match.log
    app.render()


def finished_log(seed: int = 11, kinds=("medium", "easy", "hard")):
    rules = YAM.make_rules(len(kinds), call_time="8")
    match = Match(rules, [Seat(f"N{i}", k) for i, k in enumerate(kinds)], seed)
    YAM.play_out(match, [YAM.players.make(k, player_rng(seed, i), rules) for i, k in enumerate(kinds)])
    assert match.state.is_over()
    return match


def positions(match):
    """The state after each action, from a replay of the log line by line (the engine's
    own reading of the log, independent of the viewer's steps)."""
    numbered = list(enumerate(match.log, 1))
    states, lines = [], 1
    while lines <= len(numbered):
        try:
            states.append(replay_game(numbered[:lines]).state.snapshot())
        except Exception:      # the log stops inside an action's lines: not a position
            pass
        lines += 1
    out = []
    for snapshot in states:
        if not out or out[-1] != snapshot:
            out.append(snapshot)
    return out


def test_a_saved_log_replays_step_by_step_to_the_logged_positions(tmp_path):
    match = finished_log()
    folder = game_logs_dir("yam-color")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "replay-me.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        write_events(match.log, f)
    app = make_app("--game", "yam-color")
    app.push(TitleScene(app))
    top(app).replay()
    listing = top(app)
    assert isinstance(listing, ReplayListScene)
    row = next(i for i, e in enumerate(listing.entries) if e[0] == path)
    rounds = sum(1 for e in match.log if e["type"] == "throw")
    assert listing.entries[row][2] == f"replay-me.jsonl · game 1: N0, N1, N2 · {rounds} rounds"
    listing.index = row
    key(app, pygame.K_RETURN)
    viewer = top(app)
    assert isinstance(viewer, ReplayTable)
    want = positions(match)
    assert len(viewer.steps) == len(want) - 1          # one step an action
    key(app, pygame.K_RIGHT)                           # the first throw: the logged dice tumble
    first = match.log[1]
    shown = viewer.layer
    assert [d.colour for d in shown.dice] == first["dice"] and shown.card == first["card"]
    assert viewer.state.snapshot() == want[1]
    key(app, pygame.K_RIGHT)
    step(app, 0.3)
    key(app, pygame.K_RIGHT)
    assert viewer.state.snapshot() == want[3]
    made = [(e.seat, e.count) for e in shown.desk.made]
    assert made == [(e["player"], e["count"]) for e in match.log[2:4]]    # the calls shown, in the order made
    for _ in range(2):
        key(app, pygame.K_RIGHT)
        step(app, 0.3)
    assert viewer.state.snapshot() == want[5]
    key(app, pygame.K_LEFT)                            # one step back: rebuilt from the start
    viewer = top(app)
    assert viewer.position == 4 and viewer.state.snapshot() == want[4]
    key(app, pygame.K_END)
    assert viewer.state.snapshot() == match.state.snapshot()
    assert viewer.layer.next_text(viewer) == "End of the log"
    app.render()
    key(app, pygame.K_ESCAPE)
    assert top(app) is listing


def test_replay_from_the_command_line_opens_a_yam_log_on_its_table(tmp_path):
    match = finished_log(5, ("easy", "easy"))
    path = tmp_path / "cli.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        write_events(match.log, f)
    app = make_app("--replay", str(path))               # the title shows another game
    open_scenes(app)
    viewer = top(app)
    assert app.game == "yam-color" and isinstance(viewer, ReplayTable)
    key(app, pygame.K_END)
    assert viewer.state.snapshot() == match.state.snapshot()
    with open(path, "rb") as f:
        assert len(split_games(read_events(f))) == 1
