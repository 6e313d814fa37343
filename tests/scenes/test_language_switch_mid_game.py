"""The language switched mid-game (the pause's Settings) words again what the table is
saying. Wazabi's and YAM color's line of what happens, and Wazabi's turn banner, stayed
in the language they were said in ("Call! How many colours match?" all the round long,
under French everything else) until the next one came."""
from __future__ import annotations

from scenes.app import open_scenes
from scenes.shell import settings
from scenes.shell.table_scene import TableScene
from tests.scenes.scene_helpers import make_app, step_until, top


def demo_table(game: str):
    app = make_app("--game", game, "--demo", "--players", "3", "--speed", "normal", "--seed", "5")
    open_scenes(app)
    table = top(app)
    assert isinstance(table, TableScene)
    return app, table.layer


def test_yam_colors_call_line_is_worded_again_in_french_and_back():
    app, layer = demo_table("yam-color")
    step_until(app, lambda: layer.message == "Call! How many colours match?", limit=60)
    settings.change(app, "language", "fr")
    assert layer.message == "Annoncez ! Combien de couleurs correspondent ?"
    settings.change(app, "language", "en")
    assert layer.message == "Call! How many colours match?"


def test_yam_colors_throw_line_names_the_thrower_in_french():
    app, layer = demo_table("yam-color")
    step_until(app, lambda: layer.message.endswith(" throws the dice"), limit=60)
    name = layer.message[:-len(" throws the dice")]
    settings.change(app, "language", "fr")
    assert layer.message == f"{name} lance les dés"


def test_wazabis_banner_and_line_are_worded_again_in_french_and_back():
    app, layer = demo_table("wazabi")
    step_until(app, lambda: layer.banner is not None and layer.banner[0].endswith("'s turn") and layer.message,
               limit=120)
    name = layer.banner[0][:-len("'s turn")]
    said, left = layer.message, layer.banner[1]
    settings.change(app, "language", "fr")
    assert layer.banner == (f"Au tour de {name}", left)          # its time left unchanged
    assert layer.message != said
    settings.change(app, "language", "en")
    assert layer.banner == (f"{name}'s turn", left) and layer.message == said


def test_a_line_said_after_the_switch_is_not_put_back():
    """Only the line still showing is worded again: one the table has since replaced stays."""
    app, layer = demo_table("yam-color")
    step_until(app, lambda: layer.message == "Call! How many colours match?", limit=60)
    layer.message = "something else now"
    settings.change(app, "language", "fr")
    assert layer.message == "something else now"
