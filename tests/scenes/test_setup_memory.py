"""The names, colours, kinds, player count and options chosen at a game's last New
game are offered again by the next setup (a new App on the same data folder), per
game: one game's choices never overwrite another's. A damaged file gives the
defaults, a notice, and is kept aside."""
from __future__ import annotations

import json

import pygame
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from scenes.shell.setup import COLOURS, SetupScene
from scenes.ui import text, userdata

from tests.scenes.scene_helpers import click, key, make_app, top, type_text

CTRL = pygame.KMOD_LCTRL


def new_game(game: str) -> SetupScene:
    app = make_app("--game", game)
    app.open("title")
    click(app, top(app).buttons[0].rect.center)          # New game
    setup = top(app)
    assert isinstance(setup, SetupScene)
    return setup


def type_name(setup, row: int, name: str) -> None:
    field = setup.rows[row][1]
    click(setup.app, field.rect.center)
    key(setup.app, pygame.K_a, CTRL)
    type_text(setup.app, name)


def choose(setup, choice, value) -> None:
    for _ in range(len(choice.options)):
        if choice.value == value:
            return
        click(setup.app, choice.forward_rect.center)
    assert choice.value == value


def start(setup) -> None:
    click(setup.app, setup.start.rect.center)
    assert not isinstance(top(setup.app), SetupScene)


def seats(setup):
    return [(c.value, n.value, k.value) for c, n, k in setup.rows[:setup.count.value]]


def test_the_choices_of_the_last_game_are_offered_again():
    setup = new_game("easy-come-easy-go")
    choose(setup, setup.count, 3)
    for row, (name, colour, kind) in enumerate([("Zoé", COLOURS[4], "human"), ("Bob", COLOURS[6], "easy"),
                                                ("Cy", COLOURS[7], "medium")]):
        type_name(setup, row, name)
        choose(setup, setup.rows[row][0], colour)
        choose(setup, setup.rows[row][2], kind)
    choose(setup, setup.option_choices["faces"], "1-6")
    chosen = seats(setup)
    start(setup)

    again = new_game("easy-come-easy-go")                # a new App, the same data folder
    assert again.count.value == 3
    assert seats(again) == chosen == [(COLOURS[4], "Zoé", "human"), (COLOURS[6], "Bob", "easy"),
                                      (COLOURS[7], "Cy", "medium")]
    assert again.option_choices["faces"].value == "1-6" and again.option_choices["hold"].value == "next-two"
    assert again.seed.value == ""                         # a seed is for one game, not remembered
    config = again.config()
    assert config.options["faces"] == "1-6" and [s.name for s in config.seats] == ["Zoé", "Bob", "Cy"]


def test_default_names_follow_the_language_and_rows_past_the_count_are_kept():
    setup = new_game("wazabi")
    choose(setup, setup.count, 4)
    type_name(setup, 3, "Dora")
    choose(setup, setup.count, 2)                        # Dora's row is hidden, not forgotten
    choose(setup, setup.option_choices["dice"], 4)
    start(setup)
    again = new_game("wazabi")
    assert again.count.value == 2 and again.option_choices["dice"].value == 4
    assert again.rows[3][1].value == "Dora"
    text.set_language("fr")
    try:
        french = SetupScene(again.app)
        assert french.rows[0][1].value == "Joueur 1"     # an untouched default name is not kept as text
    finally:
        text.set_language("en")


def test_each_game_keeps_its_own_choices():
    eceg = new_game("easy-come-easy-go")
    type_name(eceg, 0, "Ada")
    start(eceg)
    wazabi = new_game("wazabi")
    assert wazabi.rows[0][1].value == "Player 1"         # not ECEG's
    type_name(wazabi, 0, "Wendy")
    choose(wazabi, wazabi.count, 5)
    start(wazabi)
    yam = new_game("yam-color")
    type_name(yam, 0, "Yann")
    choose(yam, yam.rows[1][2], "human")
    choose(yam, yam.option_choices["call_time"], "12")
    keys = yam.part.keys[1]
    click(yam.app, keys.forward_rect.center)
    second_keys = keys.value
    start(yam)
    assert new_game("easy-come-easy-go").rows[0][1].value == "Ada"
    again = new_game("wazabi")
    assert again.rows[0][1].value == "Wendy" and again.count.value == 5
    again = new_game("yam-color")
    assert again.rows[0][1].value == "Yann" and again.rows[1][2].value == "human"
    assert again.option_choices["call_time"].value == "12" and again.part.keys[1].value == second_keys
    for game in ("easy-come-easy-go", "wazabi", "yam-color"):
        assert userdata.setup_path(game).exists()


def test_a_remembered_kind_or_colour_not_offered_falls_back_quietly():
    path = userdata.setup_path("easy-come-easy-go")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"players": 2, "options": {"classic_dice": "yes", "hold_all": True},
                                "seats": [{"name": "Ana", "colour": "gold", "kind": "greedy"},
                                          {"name": "Bo", "colour": "teal", "kind": "random"}]}))
    setup = new_game("easy-come-easy-go")
    assert seats(setup) == [(COLOURS[0], "Ana", "hard"), (COLOURS[5], "Bo", "hard")]
    assert setup.option_choices["faces"].value == "0-5"   # "yes" is not one of its values
    assert setup.notice is None and path.exists()         # nothing damaged: no message, file kept


@pytest.mark.parametrize("content", ["{not json", json.dumps({"players": "three", "seats": []}),
                                     json.dumps([1, 2]), json.dumps({"players": 2, "seats": [{"name": 5}]})])
def test_a_damaged_file_gives_the_defaults_a_notice_and_is_kept_aside(content):
    path = userdata.setup_path("wazabi")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content)
    setup = new_game("wazabi")
    assert seats(setup) == [(COLOURS[0], "Player 1", "human"), (COLOURS[1], "Player 2", "hard")]
    assert not path.exists()
    kept = list(path.parent.glob("setup.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    message = text.t(*setup.notice[:1], **setup.notice[1])
    assert kept[0].name in message and "could not be read" in message
    setup.app.render()
    band = setup.app.screen.get_at((640, 16))                # shown on the setup itself, at the top
    assert band.r > band.g + 40
    key(setup.app, pygame.K_ESCAPE)                         # the first Esc dismisses the message
    assert top(setup.app) is setup and setup.notice_left == 0
    setup.app.render()
    assert setup.app.screen.get_at((640, 16)) != band
    start(setup)                                            # and the next start writes a clean file
    assert json.loads(path.read_text())["players"] == 2


# ----- whatever the file holds ----------------------------------------------------------------
leaves = st.one_of(st.none(), st.booleans(), st.integers(-3, 9), st.floats(), st.text(max_size=6),
                   st.sampled_from(["human", "greedy", "random", "hard", "red", "teal", "gold", "12", "none",
                                    "row", "a", "x" * 60, "A long name of 30 characters!!", "Tab\there", " "]))
seat_data = st.fixed_dictionaries({"name": leaves, "colour": leaves, "kind": leaves})
option_names = st.sampled_from(["classic_dice", "hold_all", "dice", "teams", "to_the_last", "call_time", "playoff",
                                "keys_1", "keys_2", "other"])
setup_data = st.fixed_dictionaries({"players": leaves, "seats": st.one_of(leaves, st.lists(st.one_of(seat_data, leaves),
                                                                                           max_size=8)),
                                    "options": st.one_of(leaves, st.dictionaries(option_names, leaves, max_size=4))})
any_content = st.one_of(setup_data.map(lambda d: json.dumps(d).encode()), st.binary(max_size=40))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["easy-come-easy-go", "wazabi", "yam-color"]), any_content)
def test_any_setup_file_is_used_or_kept_aside(game, written):
    userdata.data_dir().mkdir(parents=True, exist_ok=True)
    path = userdata.setup_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    for old in path.parent.glob("setup.json*"):
        old.unlink()
    path.write_bytes(written)
    app = make_app("--game", game)
    app.open("title")
    setup = app.open("setup")
    app.render()
    kept = list(path.parent.glob("setup.json.bad-*"))
    if kept:                                  # not usable: kept whole, named, defaults offered
        assert kept[0].read_bytes() == written and not path.exists()
        assert setup.notice == ("setup_damaged", {"file": kept[0].name})
        assert setup.count.value == 2
    else:
        assert path.read_bytes() == written and setup.notice is None
    shown = setup.rows[:setup.count.value]
    assert 2 <= setup.count.value <= 6
    levels = ("human", "easy", "medium", "hard") + (("yours",) if game == "yam-color" else ())
    assert all(kind.value in levels for _, _, kind in setup.rows)
    assert all(0 < len(name.value) <= name.max_length and name.value.isprintable() for _, name, _ in setup.rows)
    assert len({colour.value for colour, _, _ in shown}) == len(shown)
    config = setup.config()
    assert len(config.seats) == setup.count.value and all(s.name for s in config.seats)
