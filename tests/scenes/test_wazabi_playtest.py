"""What playing Wazabi in the real window showed (docs/playtest-wazabi.md), each fixed
and checked here: when a person keeps cards in another player's turn, the hand at the
bottom is theirs (under the seat of the player on turn), so the hint names them; a seat
that is out says its place without writing over its cards' count (in French "6 cartes"
and "Sorti : place 1" ran into each other); once the game is over, a lone person's hand
no longer lies under the results (their seed line ran over the cards' words); on the
replay table, whose hand is face up stays inside its box (in French it ran out)."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from game.wazabi.actions import Play
from game.wazabi.cards import DRAW_THREE, DROP_ONE, DROP_TWO, GIVE_ONE, KEEP_ONE, PLAY_AGAIN, SKIP_TURN
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import assets, text, theme
from scenes.wazabi import layout
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.seat_panel import SeatPanel
from scenes.wazabi.words import card_name

from tests.scenes import text_boxes

from game.core.log import write_events
from game.core.match import Match, Seat
from game.wazabi.players import PLAYERS
from game.wazabi.rules import Rules
from scenes.app import open_scenes
from scenes.shell.results import ResultsScene
from scenes.wazabi.replay import OPEN_HANDS
from tests.scenes.scene_helpers import covered, key, lift_cover, make_app, step_until, top
from tests.scenes.wazabi_tables import W, roll, settle, table_at


@pytest.fixture
def english_after():
    yield
    text.set_language("en")


@pytest.mark.parametrize("language, words", [("en", "Ben, keep 1 card"), ("fr", "Ben, gardez 1 carte")])
def test_a_person_keeping_cards_in_another_turn_is_named_above_their_hand(english_after, language, words):
    table = table_at([[KEEP_ONE, DROP_ONE, DRAW_THREE], [DROP_TWO, GIVE_ONE, PLAY_AGAIN], [SKIP_TURN, DROP_ONE, GIVE_ONE]],
                     people=(0, 1), lang=language)
    app = table.app
    step_until(app, lambda: covered(app), limit=5)
    lift_cover(app)                              # Ana takes the computer
    roll(table, W, W, W, W)
    settle(table)
    table.act(0, Play(KEEP_ONE, 1))              # Ana's Keep one on Ben: Ben chooses
    step_until(app, lambda: covered(app), limit=10)
    assert top(app).name == "Ben"
    lift_cover(app, mouse=True)                  # Ben takes it
    app.render()
    assert table.state.player == 0 and table.view.face_up_seat == 1
    assert table.hint().startswith(words)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("dice, place", [(0, 1), (2, 3)])       # out of dice; the last place (to the last)
def test_a_seat_that_is_out_says_its_place_apart_from_its_cards(monkeypatch, english_after, language, dice, place):
    text_boxes.record(monkeypatch)
    text.set_language(language)
    assets.clear_caches()
    config = GameConfig((SeatConfig("Ana", theme.SEAT_COLOURS[0][1], HUMAN),
                         SeatConfig("Bérénice", theme.SEAT_COLOURS[1][1], HUMAN),
                         SeatConfig("Cy", theme.SEAT_COLOURS[2][1], "hard")), {"to_the_last": True})
    shown = SimpleNamespace(dice=[1, dice, 0], cards=[2, 12, 1], finished=[2, place, 1], skips=[0, 0, 0])
    table = SimpleNamespace(shown=shown, config=config, lang=lambda: language, seat_status=lambda seat: None,
                            match=SimpleNamespace(rules=config.rules()))
    panel = SeatPanel(table, 1).render(layout.seat_rects(3)[1].size)
    words = [message for _, message in panel.texts]
    assert text.t("wz_place", n=place) in words and text.counted("wz_cards", 12) in words
    assert not text_boxes.overlaps(panel, tolerance=0), words
    assets.clear_caches()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_results_of_a_game_against_the_computer_lie_over_no_hand(monkeypatch, english_after, language):
    text_boxes.record(monkeypatch)
    table = table_at([[DROP_ONE, DROP_TWO, GIVE_ONE], [SKIP_TURN, DROP_ONE, GIVE_ONE]], dice=[1, 4],
                     people=(0,), lang=language)
    app = table.app
    roll(table, W)
    settle(table)
    app.render()
    assert table.view.face_up_seat == 0                     # the person's own hand, while playing
    table.act(0, Play(DROP_ONE))                            # their last die: the game is over
    step_until(app, lambda: isinstance(top(app), ResultsScene), limit=20)
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    frame = app.render()
    app.screen = plain
    words = [message for _, message in frame.texts]
    assert any(str(table.match.seed) in w for w in words)  # the seed line is there...
    assert card_name(DROP_TWO) not in words, words           # ...over no card
    assert table.view.face_up_seat is None
    assert not text_boxes.overlaps(frame)
    assets.clear_caches()


def test_whose_hand_the_replay_shows_stays_in_its_box(monkeypatch, tmp_path, english_after):
    text_boxes.record(monkeypatch)
    seats = [Seat("Maximilienne B", "easy"), Seat("Bo", "easy")]          # the setup's longest names: 14
    match = Match(Rules(2), seats, 3)
    match.play_out([PLAYERS.make("easy", random.Random(i), match.rules) for i in range(2)])
    path = tmp_path / "long.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        write_events(match.log, f)
    app = make_app("--lang", "fr", "--replay", str(path))
    open_scenes(app)
    table = top(app)
    while table.layer.hand_seat() != 0 or table.state.phase == "roll_off":
        key(app, pygame.K_RIGHT)
    table.settle()
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    frame = app.render()
    app.screen = plain
    owner = [rect for rect, words in frame.texts if words.startswith("Face visible") or "Maximilienne" in words
             and rect.colliderect(OPEN_HANDS)]
    assert owner and all(OPEN_HANDS.contains(rect) for rect in owner), owner
    assert not text_boxes.overlaps(frame)
    assets.clear_caches()
