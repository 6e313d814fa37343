"""The words in Easy Come, Easy Go's keys line place (the last turn shown again, a replay's
step) were drawn in a 26 px band in the 18 px between the tray and the wooden frame: onto
the frame at 100 %, over the tray at 150 %. Now they are words on the felt, as tall as at
100 % at a large text size, between the tray and the frame, over no other words."""
from __future__ import annotations

import pygame
import pytest

from scenes.eceg import layout
from scenes.shell import settings
from scenes.ui import text
from scenes.ui.sprites.felt import RIM
from scenes.ui.text import t

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, step
from tests.scenes.test_last_turn import table_after_a_computer_turn
from tests.scenes.test_replay_viewer import open_viewer


def on_the_felt_under_the_tray(frame, words: str) -> None:
    found = [r for r, m in frame.texts if m == words]
    assert found, [m for _r, m in frame.texts]
    ink = found[0]
    assert ink.top >= layout.TRAY.bottom and ink.bottom <= 720 - RIM, ink
    for r, m in frame.texts:
        assert m == words or not ink.colliderect(r), (m, r)


def at(app, size: int, language: str) -> None:
    app.settings["text_size"], app.settings["language"] = size, language
    settings.apply(app, ["text_size", "language"])


@pytest.mark.parametrize("size, language", [(100, "en"), (150, "fr")])
def test_the_last_turn_shown_again_says_so_on_the_felt(monkeypatch, size, language):
    text_boxes.record(monkeypatch)
    app, table = table_after_a_computer_turn()
    try:
        at(app, size, language)
        key(app, pygame.K_t)
        step(app, 1 / 60)
        on_the_felt_under_the_tray(text_boxes.frame(app), t("last_turn_bar", name="Bob"))
    finally:
        at(app, 100, "en")


@pytest.mark.parametrize("size, language", [(100, "en"), (150, "fr")])
def test_a_replays_step_count_is_said_on_the_felt(monkeypatch, size, language):
    text_boxes.record(monkeypatch)
    app, match, table = open_viewer("foot.jsonl")
    try:
        at(app, size, language)
        key(app, pygame.K_RIGHT)
        app.update(1 / 60)
        replay = app.stack[-1]                   # the replay table (it draws its step count)
        words = t("replay_bar", n=replay.position - replay.first, total=len(replay.steps) - replay.first)
        on_the_felt_under_the_tray(text_boxes.frame(app), words)
    finally:
        at(app, 100, "en")
        text.set_language("en")


@pytest.mark.parametrize("size, language", [(100, "en"), (150, "fr")])
def test_the_keys_line_itself_lies_on_the_felt(monkeypatch, size, language):
    """Its descenders lay on the wooden frame (its foot at 714, the felt ends at 710)."""
    text_boxes.record(monkeypatch)
    app, table = table_after_a_computer_turn()
    try:
        at(app, size, language)
        step(app, 1 / 60)
        on_the_felt_under_the_tray(text_boxes.frame(app), t(table.layer.help_key))
    finally:
        at(app, 100, "en")
