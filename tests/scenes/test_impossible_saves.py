"""Saves that parse but could not happen, through the real title: each is kept aside as
current.json.bad-<time>, a notice names that file, Resume is not offered, and a new
game can start."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core.match import Match, Seat
from game.eceg.players import make_player
from game.eceg.state import Rules

from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.shell import saves
from scenes.shell.setup import SetupScene
from scenes.shell.title import TitleScene
from scenes.ui import text

from tests.scenes.scene_helpers import key, make_app, top

ECEG = "easy-come-easy-go"


def saved_game_with_a_claim() -> dict:
    """A real save (written by saves.save) of a greedy game after its first prize was taken."""
    config = GameConfig((SeatConfig("Ada", (214, 72, 62), "greedy"), SeatConfig("Bob", (70, 130, 220), "greedy")),
                        seed=5)
    match = Match(Rules(2), [Seat("Ada", "greedy"), Seat("Bob", "greedy")], 5)
    players = [make_player("greedy", random.Random(i), match.rules) for i in range(2)]
    while not any(e["type"] == "claim" for e in match.log):
        match.step(players)
    assert not match.state.is_over()
    assert saves.save(config, match)
    return json.loads(saves.path(ECEG).read_text(encoding="utf-8"))


def prize_at_seat_7(data):
    data["match"]["state"]["owners"][0] = 7


def turn_at_seat_5_of_2(data):
    data["match"]["state"]["seat"] = 5


def impossible_colour(data):
    data["config"]["seats"][0]["colour"] = [999, -5, 0]


def unknown_prize(data):
    claim = next(e for e in data["match"]["log"] if e["type"] == "claim")
    claim["prize"] = "golden-goose"


def long_name(data):       # the setup allows 14 characters
    data["config"]["seats"][0]["name"] = data["match"]["seats"][0]["name"] = "A" * 200


def ten_megabyte_name(data):
    data["config"]["seats"][0]["name"] = "A" * 10_000_000


def name_not_text(data):
    data["config"]["seats"][1]["name"] = {"first": "Bob"}


def unknown_kind(data):
    data["config"]["seats"][1]["kind"] = data["match"]["seats"][1]["kind"] = "oracle"


@pytest.mark.parametrize("edit", [prize_at_seat_7, turn_at_seat_5_of_2, impossible_colour, unknown_prize,
                                  long_name, ten_megabyte_name, name_not_text, unknown_kind])
def test_an_impossible_save_is_kept_aside_named_and_not_offered(edit):
    data = saved_game_with_a_claim()
    edit(data)
    written = json.dumps(data).encode("utf-8")
    saves.path(ECEG).write_bytes(written)

    app = make_app()
    app.push(TitleScene(app))
    title = top(app)
    assert not saves.exists(ECEG)
    kept = list(saves.path(ECEG).parent.glob("current.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == written
    assert app.notices == [("save_damaged", {"file": kept[0].name})]
    assert kept[0].name in text.t(*app.notices[0][:1], **app.notices[0][1])
    app.render()
    assert text.t("resume_game") not in [b.text for b in title.buttons]
    key(app, pygame.K_RETURN)                  # the first button: a new game
    assert isinstance(top(app), SetupScene)


def test_the_unedited_save_is_offered_for_resume():
    saved_game_with_a_claim()
    app = make_app()
    app.push(TitleScene(app))
    assert top(app).buttons[0].text == text.t("resume_game") and not app.notices
    assert saves.exists(ECEG)
