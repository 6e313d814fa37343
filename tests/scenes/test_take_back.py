"""Undo against computers and Confirm moves (issue 26), through real pygame events on
the real table screen: a person alone with computers takes back their own decisions
until anything new shows (a roll, a card drawn, another seat's move); what is taken
back leaves no line in the log file and no trace in the save; with the setting on, a
move that others see at once is asked first, and only a yes makes it.

Expected positions come from the rules applied to a copy of the match that never
played the decision taken back, not from the table's own bookkeeping."""
from __future__ import annotations

import json

import pygame

from game.core.match import Match
from game.registry import game as game_spec
from game.wazabi.actions import Give, Play
from game.wazabi.cards import DRAW_THREE, DROP_ONE, KEEP_ONE
from scenes.shell import saves
from scenes.shell.confirm import ConfirmScene
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import userdata
from scenes.wazabi import layout
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.table import table

from tests.game.wazabi_positions import at_turn
from tests.scenes.scene_helpers import click, key, lift_cover, make_app
from tests.scenes.wazabi_tables import COLOURS, NAMES, G, W, roll, run_until, settle

PILE = ["keep_one", "drop_one", "skip_turn", "steal_card", "drop_two", "draw_three"] * 3
WAZABI = game_spec("wazabi")


def kept_table(tmp_path, hands, people=(0,), confirm=False, **position):
    """A real game (saved after every action, --log written) at a chosen position:
    seat 0 about to roll; seats in `people` people, the others easy computers."""
    log = tmp_path / "run.jsonl"
    app = make_app("--speed", "normal", "--lang", "en", "--log", str(log))
    app.game = "wazabi"
    app.settings["confirm_moves"] = confirm
    seats = tuple(SeatConfig(NAMES[i], COLOURS[i], HUMAN if i in people else "easy") for i in range(len(hands)))
    config = GameConfig(seats, {"dice": 4, "teams": False, "to_the_last": False}, seed=5)
    match = config.build_match(5)
    match.state = at_turn(hands, PILE, (), position.pop("dice", None), 0, **position)
    match.rules = match.state.rules
    app.record(match)
    scene = table(app, config, match, keep=True)
    app.push(scene)
    return app, scene.layer, log


def copy_of(match) -> Match:
    return Match.restore(json.loads(json.dumps(match.snapshot())), WAZABI)


def deciding(layer, limit=15.0):
    run_until(layer, lambda: layer.current() is not None, limit)


def seat_centre(layer, seat):
    return layout.seat_rects(len(layer.state.hands))[seat].center


def saved_match() -> dict:
    """The match as the save file holds it (read raw: a position set by hand does not
    replay from its seed, which Resume checks)."""
    return json.loads(saves.path("wazabi").read_text(encoding="utf-8"))["match"]


def file_lines(log) -> list[dict]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def test_a_die_given_is_taken_back_with_u_as_if_never_given(tmp_path):
    app, layer, log = kept_table(tmp_path, [[DROP_ONE], [KEEP_ONE], ["drop_two"]])
    roll(layer, W, G, G, W)
    deciding(layer)
    before = copy_of(layer.match)
    click(app, seat_centre(layer, 1))                 # Ana gives a die to Ben, by the mouse
    assert layer.match.log[-1] == {"type": "give", "player": 0, "to": 1}
    assert layer.state.dice[1] == before.state.dice[1] + 1
    key(app, pygame.K_u)
    table = app.stack[-1]
    assert table.match.snapshot() == before.snapshot()        # position, random source, log
    assert file_lines(log) == before.log                      # the file holds no give line
    assert saved_match() == json.loads(json.dumps(before.snapshot()))     # nor does the save
    layer = table.layer                                       # the felt drawn anew
    assert layer.shown.dice == list(before.state.dice)
    assert sum(d.value == G for d in layer.dice) == 2         # both give dice back on the felt
    assert "taken back" in table.notice[0]
    # played again the other way, the game goes on from the position before
    deciding(layer)
    click(app, seat_centre(layer, 2))
    before.apply(0, Give(2))
    assert table.match.state.snapshot() == before.state.snapshot()
    assert file_lines(log) == before.log


def test_decisions_are_taken_back_one_by_one_last_first_with_ctrl_z_and_the_button(tmp_path):
    app, layer, log = kept_table(tmp_path, [[DROP_ONE], [KEEP_ONE], ["drop_two"]])
    roll(layer, W, G, G, W)
    deciding(layer)
    start = copy_of(layer.match)
    click(app, seat_centre(layer, 1))
    settle(layer)
    after_first = copy_of(layer.match)
    deciding(layer)
    click(app, seat_centre(layer, 2))       # her last give: Ben, a computer, plays next, so at once
    table = app.stack[-1]
    assert table.undo_button() is not None                  # the button shows while one can
    app.render()
    click(app, layout.UNDO.center)                            # the mouse takes back the second
    assert app.stack[-1].match.snapshot() == after_first.snapshot()
    key(app, pygame.K_z, mod=pygame.KMOD_LCTRL)              # Ctrl+Z the first
    assert app.stack[-1].match.snapshot() == start.snapshot()
    key(app, pygame.K_u)                                      # nothing more: the roll came before
    assert app.stack[-1].match.snapshot() == start.snapshot()
    assert app.stack[-1].notice[0].startswith("Nothing to take back")
    assert app.stack[-1].undo_button() is None
    assert file_lines(log) == start.log


def test_nothing_is_taken_back_once_a_card_has_been_drawn(tmp_path):
    """Draw three shows Ana the pile's top cards: taking it back would let her choose
    again knowing them."""
    app, layer, log = kept_table(tmp_path, [[DRAW_THREE, DROP_ONE], [KEEP_ONE], ["drop_two"]])
    roll(layer, W, W, W, W)
    deciding(layer)
    layer.act(0, Play(DRAW_THREE))
    assert any(e["type"] == "draw" for e in layer.match.log[-4:])
    drawn = copy_of(layer.match)
    key(app, pygame.K_u)
    assert app.stack[-1].match.snapshot() == drawn.snapshot()
    assert app.stack[-1].notice[0].startswith("Nothing to take back")


def test_nothing_is_taken_back_once_a_computer_has_moved(tmp_path):
    app, layer, log = kept_table(tmp_path, [[DROP_ONE], [KEEP_ONE], ["drop_two"]])
    roll(layer, W, W, W, W)
    deciding(layer)
    click(app, seat_centre(layer, 1)) if layer.current()[0] != "playing" else None
    layer.act(0, Play(DROP_ONE))                       # the turn ends; Ben, a computer, rolls next
    run_until(layer, lambda: layer.state.player == 1 and layer.state.rolled, 20.0)
    moved = copy_of(layer.match)
    key(app, pygame.K_u)
    assert app.stack[-1].match.snapshot() == moved.snapshot()
    assert file_lines(log) == moved.log


def test_between_two_people_nothing_is_taken_back(tmp_path):
    app, layer, log = kept_table(tmp_path, [[DROP_ONE], [KEEP_ONE], ["drop_two"]], people=(0, 1))
    roll(layer, W, G, W, W)
    table = app.stack[-1]
    run_until(layer, lambda: layer.current() is not None or app.stack[-1] is not table, 15.0)
    if app.stack[-1] is not table:                     # the hand-over cover, lifted by Ana
        lift_cover(app)
    assert app.stack[-1] is table
    layer = table.layer
    layer.act(0, Give(1))
    given = copy_of(table.match)
    key(app, pygame.K_u)
    assert table.match.snapshot() == given.snapshot()
    assert "one person" in table.notice[0]


def test_confirm_moves_asks_first_and_only_yes_gives_the_die(tmp_path):
    app, layer, log = kept_table(tmp_path, [[DROP_ONE], [KEEP_ONE], ["drop_two"]], confirm=True)
    roll(layer, W, G, W, W)
    deciding(layer)
    before = copy_of(layer.match)
    click(app, seat_centre(layer, 1))
    question = app.stack[-1]
    assert isinstance(question, ConfirmScene) and question.question() == "Give a die to Ben?"
    assert layer.match.snapshot() == before.snapshot()       # nothing given yet
    key(app, pygame.K_ESCAPE)                                 # Esc says no
    assert not isinstance(app.stack[-1], ConfirmScene)
    assert layer.match.snapshot() == before.snapshot()
    deciding(layer)
    click(app, seat_centre(layer, 1))
    key(app, pygame.K_RIGHT)                                  # Cancel, by the keyboard
    key(app, pygame.K_SPACE)
    assert not isinstance(app.stack[-1], ConfirmScene)
    assert layer.match.snapshot() == before.snapshot()
    assert file_lines(log) == before.log
    deciding(layer)
    click(app, seat_centre(layer, 1))
    assert isinstance(app.stack[-1], ConfirmScene)
    key(app, pygame.K_RETURN)                                 # yes (focused)
    before.apply(0, Give(1))
    assert layer.match.state.snapshot() == before.state.snapshot()
    assert file_lines(log) == before.log


def test_without_the_setting_nothing_is_asked(tmp_path):
    app, layer, log = kept_table(tmp_path, [[DROP_ONE], [KEEP_ONE], ["drop_two"]], confirm=False)
    roll(layer, W, G, W, W)
    deciding(layer)
    click(app, seat_centre(layer, 1))
    assert not isinstance(app.stack[-1], ConfirmScene)
    assert layer.match.log[-1] == {"type": "give", "player": 0, "to": 1}


def test_the_confirm_moves_setting_is_offered_and_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("ECEG_DATA_DIR", str(tmp_path))
    app = make_app("--lang", "en")
    app.open("settings")
    settings = app.stack[-1]
    choice = settings.choices["confirm_moves"]
    click(app, choice.rect.center)
    assert app.settings["confirm_moves"] is True
    stored = json.loads((userdata.data_dir() / "settings.json").read_text(encoding="utf-8"))
    assert stored["confirm_moves"] is True
    assert settings.rect.bottom <= 720 and settings.rect.top >= 0


# ----- Easy Come, Easy Go: nothing to take back, a prize asked first ---------------------------
def eceg_first(confirm: bool, lang: str = "en"):
    from tests.scenes.test_table_details import person_first
    app = make_app("--lang", lang)
    app.settings["confirm_moves"] = confirm
    table = person_first(app, [(0, 1, 2, 4)])        # 0 1 2 4: exactly 7, for Ana to take
    return app, table


def test_eceg_asks_before_a_prize_is_taken_and_u_says_nothing_comes_back():
    from tests.scenes.scene_helpers import until_deciding
    app, table = eceg_first(confirm=True)
    until_deciding(app, table)
    before = json.dumps(table.match.snapshot())
    assert table.state.claimable()
    key(app, pygame.K_RETURN)                          # take the prize in focus
    question = app.stack[-1]
    assert isinstance(question, ConfirmScene)
    assert question.question().startswith("Take ") and question.question().endswith("?")
    key(app, pygame.K_ESCAPE)
    assert json.dumps(table.match.snapshot()) == before
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)                          # yes
    assert any(e["type"] == "claim" and e["player"] == 0 for e in table.match.log[-3:])
    taken = json.dumps(table.match.snapshot())
    key(app, pygame.K_u)
    assert json.dumps(table.match.snapshot()) == taken
    assert table.notice[0].startswith("Nothing is taken back in this game")


def test_eceg_takes_at_once_without_the_setting():
    from tests.scenes.scene_helpers import until_deciding
    app, table = eceg_first(confirm=False)
    until_deciding(app, table)
    key(app, pygame.K_RETURN)
    assert not isinstance(app.stack[-1], ConfirmScene)
    assert any(e["type"] == "claim" and e["player"] == 0 for e in table.match.log[-3:])


def test_the_question_is_asked_in_french():
    from tests.scenes.scene_helpers import until_deciding
    app, table = eceg_first(confirm=True, lang="fr")
    until_deciding(app, table)
    key(app, pygame.K_RETURN)
    assert app.stack[-1].question().startswith("Prendre ")
