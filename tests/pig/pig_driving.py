"""Driving Pig's screens with real events (tests/pig/test_pig_screens.py): the title's
game choice, a person's roll or hold by key or mouse, the computer's choice said
before it is made; and the other games' files, filled before and compared after."""
from __future__ import annotations

from pathlib import Path

import pygame

from game import registry as game_registry
from game.core.match import Match, Seat, player_rng
from scenes import registry
from scenes.shell import setup_memory, statistics
from scenes.shell.setup_memory import Remembered
from scenes.shell.table_scene import TableScene
from scenes.shell.title import TitleScene
from scenes.ui import userdata
from scenes.ui.history_panel import export_log
from scenes.ui.text import t
from tests.pig.scenes.table import HOLD_BUTTON, ROLL_BUTTON
from tests.scenes.scene_helpers import click, key, step, step_until, top

PIG = "pig"

# ----- the other games' files: there before, unchanged after ------------------------------------
def other_games() -> list[str]:
    return [g for g in game_registry.ids() if g != PIG]


def fill_other_games_folders() -> None:
    """Each other game with files of its own, as a player's would be: its statistics of a
    finished game, that game's log saved, its last setup."""
    for game_id in other_games():
        spec = game_registry.game(game_id)
        kind = spec.people_kinds[0]
        n = spec.min_players
        match = Match(spec.make_rules(n), [Seat(f"P{i}", kind) for i in range(n)], 7)
        players = [spec.players.make(kind, player_rng(7, i), match.rules) for i in range(n)]
        spec.play_out(match, players) if spec.play_out else match.play_out(players)
        assert statistics.record(match)
        export_log(match)
        assert setup_memory.save(game_id, Remembered(n, ()))


def files_under(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def other_games_files() -> dict[str, dict[str, bytes]]:
    return {game_id: files_under(userdata.game_dir(game_id)) for game_id in other_games()}


# ----- driving the screens --------------------------------------------------------------------
def button(scene, words: str):
    found = [b for b in scene.buttons if b.text == words]
    assert found, (words, [b.text for b in scene.buttons])
    return found[0]


def press_button(app, scene, words: str) -> None:
    click(app, button(scene, words).rect.center)


def choose_pig_on_the_title(app) -> TitleScene:
    """The title's game choice, its forward arrow clicked until it shows Pig."""
    title = top(app)
    assert isinstance(title, TitleScene) and PIG in title.game_choice.options
    for _ in title.game_choice.options:
        if app.game == PIG:
            break
        click(app, title.game_choice.forward_rect.center)
    assert app.game == PIG and title.game_choice.value == PIG
    return title


def at_rest_for_a_person(app, table: TableScene, limit: float = 30.0) -> None:
    """Step until a person must roll or hold (or the table is no longer on top: the results)."""
    step(app)
    step_until(app, lambda: table.layer.awaiting_person or top(app) is not table, limit)


def said(table: TableScene) -> str:
    return table.layer.said_line()


def person_plays(app, table: TableScene, by_mouse: bool, hold_at: int = 6) -> None:
    """The person whose turn it is rolls, or holds once the turn total reaches `hold_at`;
    the log says what was done, at once."""
    state, seat = table.state, table.state.seat
    before = len(table.match.log)
    if state.turn_total >= hold_at:
        click(app, HOLD_BUTTON.center) if by_mouse else key(app, pygame.K_h)
        assert table.match.log[before]["type"] == "hold" and table.match.log[before]["player"] == seat
    else:
        click(app, ROLL_BUTTON.center) if by_mouse else key(app, pygame.K_SPACE)
        assert table.match.log[before]["type"] == "roll" and table.match.log[before]["player"] == seat


def computer_plays(app, table: TableScene) -> str:
    """The computer's choice, lit and said before it is made (the log unchanged
    meanwhile), then made as said. Returns the choice."""
    layer = table.layer
    seat, chosen, before = table.state.seat, layer.chosen, len(table.match.log)
    assert table.driver.computer(seat) is not None
    assert said(table) == t(f"pig_chooses_{chosen}", name=table.config.seats[seat].name)
    step(app)
    assert len(table.match.log) == before and layer.chosen == chosen      # said first, not yet made
    step_until(app, lambda: len(table.match.log) > before)
    assert table.match.log[before]["type"] == chosen and table.match.log[before]["player"] == seat
    return chosen


def play_against_the_computer(app, table: TableScene, until, by_mouse_every: int = 2) -> list[str]:
    """Seat 0 (a person) plays by keys and by mouse in turn, seat 1 (the computer) by
    itself, until `until()` or the game's end. Returns the computer's choices."""
    moves, chosen = 0, []
    while not table.state.is_over():
        step_until(app, lambda: table.layer.awaiting_person or table.layer.chosen is not None
                   or table.state.is_over())
        if until():
            break
        if table.layer.awaiting_person:
            person_plays(app, table, by_mouse=moves % by_mouse_every == 1)
            moves += 1
        elif table.layer.chosen is not None:
            chosen.append(computer_plays(app, table))
    return chosen


def registry_part(role: str):
    return registry.resolve(registry.game_name(PIG, role))
