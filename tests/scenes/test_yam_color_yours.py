"""YAM color's `yours` on screen (issue 28): practice's answers go into the person's
statistics, the table's `yours` seat calls as fitted to the first person's measured
calls, and a damaged statistics file or too few calls never stop a game (the default
person, said in practice)."""
from __future__ import annotations

import json

import pygame
import pytest

from game.core.match import Match, Seat
from game.yam_color.ai.people import DEFAULT_PERSON
from game.yam_color.deck import CARD_LETTERS
from game.yam_color.speed import ENOUGH, fit_kept

from scenes.shell import statistics
from scenes.shell.seating import SeatConfig
from scenes.ui import assets, canvas, text, userdata
from scenes.yam_color.config import YamConfig
from scenes.yam_color.practice import PracticeScene
from scenes.yam_color.table_view import seat_kind

from tests.scenes import text_boxes, text_fit
from tests.scenes.scene_helpers import click, key, make_app, step, step_until
from tests.scenes.test_yam_color_keep import count_of

SLOW = {f"{n}.3.{n}.{60 + 3 * n + k}": 1 for n in range(9) for k in range(6)}     # 54 calls, about 6-8 s
DEFAULT_GREY = (128, 128, 128)


def stored() -> dict:
    statistics.wait()
    return json.loads(userdata.statistics_path("yam-color").read_text(encoding="utf-8"))


def config(*seats) -> YamConfig:
    return YamConfig(tuple(SeatConfig(name, DEFAULT_GREY, kind) for name, kind in seats))


def callers(cfg: YamConfig):
    match = Match(cfg.rules(), [Seat(s.name, s.kind) for s in cfg.seats], 5)
    return cfg.computer_players(match)


def test_practice_answers_go_into_the_persons_statistics_and_the_count_is_said():
    app = make_app("--game", "yam-color", "--seed", "3")
    practice = PracticeScene(app)
    app.push(practice)
    assert practice.person == "Player 1"         # nobody remembered from a setup
    assert practice.summary()[-1] == f"Your speed (Player 1): calls measured: 0 of {ENOUGH}; " \
                                      "until then, the medium level's pace"
    for k in range(2):
        step_until(app, lambda: practice.calling, limit=5)
        step(app, 2.0)
        right = count_of(practice.round_dice, CARD_LETTERS[practice.card])
        key(app, pygame.K_0 + right)
        key(app, pygame.K_SPACE)
    kept = stored()["Player 1"]
    assert kept["games"] == 0 and sum(kept["speed"].values()) == 2
    assert all(k.split(".")[3] in ("20", "21") for k in kept["speed"])        # 2 s, to the frame
    assert practice.summary()[-1].startswith(f"Your speed (Player 1): calls measured: 2 of {ENOUGH}")
    text.set_language("fr")
    assert practice.summary()[-1].startswith(f"Votre rythme (Player 1) : annonces mesurées : 2 sur {ENOUGH}")


def test_the_table_calls_at_the_first_persons_fitted_speed():
    userdata.write_json(userdata.statistics_path("yam-color"),
                        {"Ana": {"games": 0, "wins": 0, "speed": SLOW}, "Bo": {"games": 1, "wins": 0}})
    players = callers(config(("Hard 1", "hard"), ("Ana", "human"), ("Bo", "human"), ("Yours", "yours")))
    assert players[1] is None and players[2] is None and players[0].person != players[3].person
    assert players[3].kind == "yours" and players[3].person == fit_kept(SLOW).person
    assert players[3].person.typical_time(5, 3) > DEFAULT_PERSON.typical_time(5, 3) + 1.0     # Ana is slow
    # Bo first: too few calls of his, the default person
    assert callers(config(("Bo", "human"), ("Ana", "human"), ("Y", "yours")))[2].person == DEFAULT_PERSON
    # nobody at the table is a person: the default
    assert callers(config(("Y", "yours"), ("M", "medium")))[0].person == DEFAULT_PERSON
    # its seat says whose speed it has
    table = config(("Hard 1", "hard"), ("Ana", "human"), ("Yours", "yours"))
    assert [seat_kind(table.seats, s) for s in (table.seats[0], table.seats[2])] == ["hard", "Ana's speed"]
    alone = config(("Y", "yours"), ("M", "medium"))
    assert seat_kind(alone.seats, alone.seats[0]) == "your speed"
    text.set_language("fr")
    assert seat_kind(table.seats, table.seats[2]) == "rythme : Ana"


def test_a_damaged_statistics_file_gives_the_default_and_practice_still_counts():
    path = userdata.statistics_path("yam-color")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"Ana": {"games": "many"', encoding="utf-8")
    assert callers(config(("Ana", "human"), ("Y", "yours")))[1].person == DEFAULT_PERSON
    userdata.write_json(path, {"Ana": {"games": 0, "wins": 0, "speed": {"9.9.9.9": 4, "1.1.1": 3, "2.1.2.30": 1}}})
    assert callers(config(("Ana", "human"), ("Y", "yours")))[1].person == DEFAULT_PERSON
    app = make_app("--game", "yam-color", "--seed", "4")
    practice = PracticeScene(app)
    app.push(practice)
    step_until(app, lambda: practice.calling, limit=5)
    key(app, pygame.K_3)
    app.render()
    assert sum(stored()["Player 1"]["speed"].values()) == 1
    # Player 1's own entries damaged (written by hand): practice says so and goes on
    userdata.write_json(path, {"Player 1": {"games": 0, "wins": 0, "speed": {"9.9.9.9": 4, "2.1.2.30": 1}}})
    practice = PracticeScene(app)
    app.push(practice)
    assert practice.summary()[-1].endswith("(unreadable entries skipped: 1)")
    assert "1 of 30" in practice.summary()[-1]
    app.render()


def open_setup(app, *seats):
    app.push(app.build("title"))
    app.open("setup", config(*seats))
    app.render()
    return app.stack[-1]


def test_the_setup_says_how_many_calls_your_speed_is_fitted_to(monkeypatch):
    text_boxes.record(monkeypatch)
    # Ana: SLOW's 54 calls, one damaged entry and one call of 25 s (no count: left out) -> 54
    kept = {**SLOW, "9.9.9.9": 4, "3.2.3.250": 2}
    userdata.write_json(userdata.statistics_path("yam-color"), {"Ana": {"games": 0, "wins": 0, "speed": kept}})
    app = make_app("--game", "yam-color")
    setup = open_setup(app, ("Ana", "human"), ("Y", "yours"), ("Bo", "human"))
    cells = [choice.label(choice.value) for choice in setup.part.keys[:3]]
    assert cells[1] == "54 calls" and "calls" not in cells[0] + cells[2]       # the people's cells are keys
    drawn = [message for _rect, message in text_boxes.frame(app).texts]
    assert "54 calls" in drawn
    # Ana no longer a person: Bo is the first, with no call measured yet
    kind = setup.rows[0][2]
    click(app, (kind.rect.right - 8, kind.rect.centery))
    assert kind.value != "human"
    assert setup.part.keys[1].label(None) == f"0 of {ENOUGH} calls"
    # nobody a person: the default person's pace, said so
    bo = setup.rows[2][2]
    click(app, (bo.rect.right - 8, bo.rect.centery))
    assert bo.value != "human" and setup.part.keys[1].label(None) == "medium's pace (no person)"
    text.set_language("fr")
    assert setup.part.keys[1].label(None) == "rythme moyen (personne)"
    click(app, (bo.rect.x + 8, bo.rect.centery))         # back to a person: Bo
    assert setup.part.keys[1].label(None) == f"0 annonces sur {ENOUGH}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_calls_of_your_speed_fit_its_cell_at_the_largest_text(monkeypatch, lang):
    text_boxes.record(monkeypatch)
    many = {f"{n}.3.{n}.{40 + k}": 1 for n in range(9) for k in range(155)}     # 1,395 calls of 4-19.4 s
    userdata.write_json(userdata.statistics_path("yam-color"),
                        {"Joséphine-Éléonore": {"games": 0, "wins": 0, "speed": many}})
    find = text_fit.Findings()
    try:
        app = text_fit.make_app(lang, "yam-color", 150)
        setup = open_setup(app, ("Joséphine-Éléonore", "human"), ("Maximilien-Alexandre", "human"),
                           ("Y", "yours"), ("M", "medium"), ("H", "hard"), ("E", "easy"))
        find.look(app, f"{lang} 150% setup with your speed")
        assert setup.part.keys[2].label(None) == {"en": "1395 calls", "fr": "1395 annonces"}[lang]
        assert not find.found, find.report()
    finally:
        canvas.set_text_size(1.0)
        text.set_language("en")
        assets.clear_caches()


def test_the_setups_line_about_your_speed_says_its_pace_until_it_has_enough_calls():
    """A first setup offers *your speed* (tests/scenes/test_first_opponent.py): its line
    says what it plays like before it has measured anyone, with the fit's own threshold."""
    from scenes.shell.seat_about import about
    try:
        for lang, words in (("en", (f"until {ENOUGH} calls", "the medium level's pace")),
                            ("fr", (f"avant {ENOUGH} annonces", "rythme du niveau moyen"))):
            text.set_language(lang)
            line = about("yam-color", "yours")
            assert all(w in line for w in words), line
    finally:
        text.set_language("en")
