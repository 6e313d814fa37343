"""What the playtest in the real window found (docs/playtest-yam-color.md): the setup
says how a call is made at one keyboard, the dice roll out from under the seats, the table's
line stays clear of the seats, the number pad leaves with the game, and the results
say why the game was won and crown every winner of a shared win alike."""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Match, Seat
from game.yam_color.game import make_rules
from game.yam_color.snapshot import restore
from scenes.shell import results as results_module
from scenes.shell.seating import SeatConfig
from scenes.ui import theme
from scenes.yam_color.config import YamConfig
from scenes.yam_color.table_view import PANEL_W, PANEL_X

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import click, make_app, step, top
from tests.scenes.test_yam_color_calls import table_for, until_calls_open

RED, BLUE, YELLOW = (214, 72, 62), (70, 130, 220), (236, 190, 50)
NAMES = ("Ana", "Ben", "Chloé")


def drawn_texts(surface) -> list[str]:
    return [message for _box, message in surface.texts]


def look(app):
    """A frame drawn on a surface that remembers where each line of text went."""
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    frame = app.render()
    app.screen = plain
    return frame


# ----- setup: how a row of one's own calls ----------------------------------------------
@pytest.mark.parametrize("language, word", [("en", "whole call"), ("fr", "toute votre annonce")])
def test_the_setup_says_how_a_row_call_is_made_when_people_share_the_keyboard(monkeypatch, language, word):
    text_boxes.record(monkeypatch)
    app = make_app("--game", "yam-color", "--lang", language)
    app.open("title")
    app.open("setup")
    setup = top(app)
    frame = look(app)
    assert not [m for m in drawn_texts(frame) if word in m]      # one person: mouse or 0-8, no rows
    click(app, setup.count.rect.center)                           # 3 seats, three people
    setup.rows[1][2].set("human")
    setup.rows[2][2].set("human")
    frame = look(app)
    hint = [(box, m) for box, m in frame.texts if word in m]
    assert len(hint) == 1
    box = hint[0][0]
    assert box.top > setup.option_choices["call_time"].rect.bottom and box.bottom < setup.start.rect.top
    assert text_boxes.overlaps(frame) == []


# ----- the table ------------------------------------------------------------------------
def test_the_dice_roll_out_from_under_the_seats():
    app, table = table_for(("human", "medium", "hard"))
    panels = table.view.panels
    under = None
    for _ in range(60):                    # the first frames of the tumble
        under = next((d for d in table.dice if any(p.collidepoint(d.pos()) for p in panels)), None)
        if under is not None:
            break
        step(app, 1 / 60)
    assert under is not None, "no die crossed the seats' column"
    x, y = map(int, under.pos())
    with_dice = app.render().copy()
    dice, table.dice = table.dice, []
    without = app.render()
    table.dice = dice
    spot = pygame.Rect(x - 6, y - 6, 12, 12).clip(next(p for p in panels if p.collidepoint(x, y)))
    assert all(with_dice.get_at((i, j)) == without.get_at((i, j))
               for i in range(spot.left, spot.right) for j in range(spot.top, spot.bottom))


def test_the_french_call_line_keeps_clear_of_the_seats(monkeypatch):
    text_boxes.record(monkeypatch)
    app, table = table_for(("human", "medium", "hard"), (), "5", 11, "--lang", "fr")
    until_calls_open(app, table)
    frame = look(app)
    line = [box for box, m in frame.texts if m == table.message]
    assert table.message.startswith("Annoncez") and len(line) == 1
    assert line[0].left > PANEL_X + PANEL_W + 4
    assert line[0].right < 1180 - 60                  # the ring's left edge


def test_a_long_play_off_line_is_made_smaller_to_fit(monkeypatch):
    text_boxes.record(monkeypatch)
    app, table = table_for(("human", "medium", "hard"))
    table.message = "Play-off: " + ", ".join(["Bartholomew Al"] * 6)      # six names of 14 letters, the most
    frame = look(app)
    (box,) = [box for box, m in frame.texts if m == table.message]
    assert box.left > PANEL_X + PANEL_W + 4 and box.right < 1180 - 60


def finished(app, kinds, held, playoff_seats=(), winners=(0,)):
    """A YAM color match at its end: the pile empty, these cards held."""
    seats = tuple(SeatConfig(n, c, k) for n, c, k in zip(NAMES, (RED, BLUE, YELLOW), kinds))
    config = YamConfig(seats, {"call_time": "8", "playoff": bool(playoff_seats)},
                       keys=("solo", "", "") if kinds[0] == "human" else ())
    match = Match(make_rules(3, playoff=bool(playoff_seats)), [Seat(s.name, s.kind) for s in seats], 4)
    snapshot = match.state.snapshot()
    snapshot.update(pile=[], held=held, phase="over", winners=list(winners), playoff_seats=list(playoff_seats),
                    dice=[], card=None, calls=[], round=40)
    match.state = restore(snapshot)
    return config, match


def test_the_number_pad_leaves_with_the_game_so_the_results_seed_line_is_alone(monkeypatch):
    text_boxes.record(monkeypatch)
    app, table = table_for(("human", "medium", "hard"), ("solo",), "5", 11, "--lang", "fr")
    until_calls_open(app, table)
    hint = "Cliquez votre nombre ou tapez 0-8"
    assert hint in drawn_texts(look(app))          # during the game, under the dice
    table.driver.config, table.driver.match = finished(app, ("human", "medium", "hard"),
                                         [list(range(1, 9)), list(range(9, 15)), list(range(15, 27))],
                                         winners=(2,))
    surface = text_boxes.Tracked((1280, 720))
    table.view.draw(surface)
    assert hint not in drawn_texts(surface)


# ----- the results -----------------------------------------------------------------------
def colours_drawn(monkeypatch) -> dict[str, tuple]:
    seen: dict[str, tuple] = {}
    real_text, real_shadowed = results_module.assets.text, results_module.assets.shadowed

    def text(message, size, colour=(255, 255, 255), style="body"):
        seen.setdefault(message, tuple(colour))      # the shadow under it is drawn after
        return real_text(message, size, colour, style)

    def shadowed(message, size, colour=(255, 255, 255), style="body", *args, **kwargs):
        seen.setdefault(message, tuple(colour))      # the shadow under it is drawn after
        return real_shadowed(message, size, colour, style, *args, **kwargs)

    monkeypatch.setattr(results_module.assets, "text", text)
    monkeypatch.setattr(results_module.assets, "shadowed", shadowed)
    return seen


def test_a_shared_win_crowns_every_winner_alike_and_says_why(monkeypatch):
    app = make_app("--game", "yam-color")
    config, match = finished(app, ("human", "human", "human"),
                             [list(range(1, 14)), [], list(range(14, 27))], winners=(0, 2))
    app.open("results", config, match)
    seen = colours_drawn(monkeypatch)
    app.render()
    headline = next(m for m in seen if "Ana" in m and "Chloé" in m)
    assert seen[headline] == tuple(theme.GOLD)          # not Ana's red over Chloé
    assert seen["Ana"] == seen["Chloé"] == tuple(theme.GOLD) and seen["Ben"] == tuple(theme.CREAM)
    why = [m for m in seen if "13" in m and "each" in m]
    assert why == ["The pile is empty: 13 cards each, the win is shared."]


@pytest.mark.parametrize("language, playoff, expected", [
    ("en", False, "The pile is empty: Chloé has the most cards (12)."),
    ("fr", True, "Égalité à 12 cartes : Chloé a gagné le barrage."),
])
def test_the_results_say_why_the_game_was_won(monkeypatch, language, playoff, expected):
    app = make_app("--game", "yam-color", "--lang", language)
    held = [list(range(1, 13)), list(range(13, 15)), list(range(15, 27))] if playoff else \
        [list(range(1, 9)), list(range(9, 15)), list(range(15, 27))]
    config, match = finished(app, ("human", "medium", "hard"), held,
                             playoff_seats=(0, 2) if playoff else (), winners=(2,))
    app.open("results", config, match)
    seen = colours_drawn(monkeypatch)
    app.render()
    assert expected in seen
    assert seen["Chloé"] == tuple(theme.GOLD) and seen["Ana"] == tuple(theme.CREAM)
