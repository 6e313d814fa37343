"""No text over text (issue 12): every screen, in both languages, is rendered with its
text boxes recorded (tests/scenes/text_boxes.py), and no two lines of text may share ink
space: the pause menu's seed line and the coach, the "Game log saved" note and the key
line, the history panel over the seat names, a long French kind beside a name..."""
from __future__ import annotations

import pygame
import pytest

from scenes import registry
from scenes.eceg.game_config import GameConfig, SeatConfig, computer_players
from scenes.eceg.rolloff import RollOffScene
from scenes.eceg.table import table as eceg_table
from scenes.shell.table_scene import TableScene
from scenes.shell.results import ResultsScene
from scenes.shell.title import TitleScene
from scenes.ui import assets, text
from scenes.ui.celebration import MASHED

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top

registry.games()


class Checker:
    def __init__(self, app, language):
        self.app = app
        self.language = language
        self.found: dict[str, set] = {}
        self.frames = 0

    def look(self, where: str) -> None:
        app = self.app
        plain = app.screen
        app.screen = text_boxes.Tracked(plain.get_size())
        frame = app.render()
        app.screen = plain                 # frames drawn between looks keep no boxes
        self.frames += 1
        for pair in text_boxes.overlaps(frame):
            self.found.setdefault(where, set()).add(pair)

    def watch(self, where: str, seconds: float, every: float = 0.1) -> None:
        """Look at the screen now and then while time runs."""
        for _ in range(round(seconds / every)):
            step(self.app, every, draw_every=10**6)
            self.look(where)


def shell_screens(check: Checker) -> None:
    app = check.app
    app.push(TitleScene(app))
    step(app, 0.2)
    check.look("title")
    for name in ("settings", "statistics", "rules"):
        getattr(top(app), name)()
        step(app, 0.1)
        check.look(name)
        if name == "rules":
            for page in range(6):
                key(app, pygame.K_RIGHT)
                check.look(f"rules page {page + 2}")
        key(app, pygame.K_ESCAPE)
    top(app).new_game()
    setup = top(app)
    check.look("setup")
    for _ in range(4):
        click(app, setup.count.rect.center)
        check.look("setup, more seats")
    app.pop()


def table_screens(check: Checker) -> None:
    app = check.app
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bot", (70, 130, 220), "greedy"),
                         SeatConfig("Zoé", (236, 190, 50))), seed=21)
    app.push(RollOffScene(app, config))
    check.watch("roll-off", 1.0, 0.25)
    step_until(app, lambda: top(app).done, limit=30)
    check.look("roll-off done")
    key(app, pygame.K_RETURN)
    table = top(app)
    assert isinstance(table, TableScene)
    for turn in range(4):
        step_until(app, lambda: table.layer.awaiting_start or table.layer.awaiting_human or table.state.is_over(), limit=60)
        if table.state.is_over():
            break
        check.look("a person's turn waits for Roll")
        key(app, pygame.K_h)
        check.look("a person's turn waits for Roll, coach on")
        key(app, pygame.K_h)
        if turn == 1:
            key(app, pygame.K_t)
            assert table.past is not None
            check.watch("the last turn shown again", 3.0, 0.2)
            key(app, pygame.K_ESCAPE)
        key(app, pygame.K_SPACE)
        step_until(app, lambda: table.layer.awaiting_human, limit=10)
        key(app, pygame.K_h)
        check.look("deciding, coach on")
        key(app, pygame.K_l)
        check.look("history")
        key(app, pygame.K_l)
        key(app, pygame.K_e)
        check.look("log saved")
        key(app, pygame.K_ESCAPE)
        check.look("pause")
        pause = top(app)
        pause.export_log()                 # Save game log, from the pause menu
        check.look("pause, log saved")
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_h)
        if table.layer.claimable():
            key(app, pygame.K_RETURN)
        else:
            key(app, pygame.K_1)
            key(app, pygame.K_SPACE)
        check.watch("the table in motion", 3.0, 0.2)


def defence_and_results(check: Checker) -> None:
    """Two players, one holding three: the defence said in words; then the results."""
    app = check.app
    # long names beside a long kind (the demo names its seats so, in French "Difficile 1")
    config = GameConfig((SeatConfig("Difficile 1", (214, 72, 62), "hard"),
                         SeatConfig("Difficile 2", (70, 130, 220), "hard")),
                        seed=5)
    match = config.build_match(5)
    players = computer_players(config, match)
    while not (match.state.counts and match.state.is_chance()):
        match.step(players)
    app.reset(eceg_table(app, config, match))
    table = top(app)
    check.look("two-player defence")
    check.watch("defence in motion", 3.0, 0.2)
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=300)
    check.look("results")
    check.watch("results celebration", 1.0, 0.25)
    key(app, pygame.K_TAB)                 # only ends the celebration
    step(app, MASHED + 0.02)                      # (a key at once would be the same mashing)
    key(app, pygame.K_e)
    check.look("results, log saved")
    key(app, pygame.K_l)
    check.look("results, history")
    assert table.history is not None


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_two_lines_of_text_overlap_on_any_screen(monkeypatch, language):
    text_boxes.record(monkeypatch)
    app = make_app("--lang", language)
    key(app, pygame.K_m)                   # muted: the "Muted" sign in its corner on every screen
    check = Checker(app, language)
    shell_screens(check)
    table_screens(check)
    defence_and_results(check)
    text.set_language("en")
    assets.clear_caches()
    assert check.frames > 100
    assert not check.found, "\n".join(f"{where}: {sorted(pairs)}" for where, pairs in check.found.items())
