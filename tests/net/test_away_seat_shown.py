"""A remote seat whose person drops, at the host's table of each game (Ann at the keyboard,
Remy at another computer):

- the seat's panel says "away", then "computer" once one plays it for him; it said
  "remote" throughout, while the notice said otherwise;
- the button that gives the seat to a computer lies clear of where the dice land (it lay
  over Wazabi's and YAM color's dice) and of every other line of text;
- at Easy Come, Easy Go the notice that says it takes the keys line's place, on the felt:
  it lay in a band over the keys line's middle and onto the wooden frame."""
from __future__ import annotations

import pygame
import pytest

from scenes.app import STEP
from scenes.eceg import layout as eceg_layout
from scenes.shell import settings
from scenes.shell.saved_seats import config_class
from scenes.shell.seating import HUMAN, REMOTE, SeatConfig
from scenes.shell.table_scene import TableScene
from scenes.ui import text
from scenes.ui.sprites.felt import RIM
from scenes.ui.sprites.seats import mini_rects
from scenes.ui.text import kind_name, t
from scenes.wazabi import layout as wazabi_layout
from scenes.yam_color.table_view import CARD_CENTER, CHECK_AREA, COUNT_TOP, DICE_AREA, MESSAGE_SPACE, number_pad
from tests.net.window import COLOURS, Remote, hosting_app, run_until, start_and_watch, table_of
from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key

ROLL_AREAS = {"easy-come-easy-go": eceg_layout.ROLL_AREA, "wazabi": wazabi_layout.ROLL_AREA,
              "yam-color": pygame.Rect(DICE_AREA)}
ECEG = "easy-come-easy-go"


def panel_words(game_id: str, status: str | None) -> str:
    """What a remote seat's panel says under or beside its name, as each game words it."""
    if game_id == ECEG:
        return t(f"remote_{status}") if status else t("remote")
    return t(f"seat_{status}") if status else kind_name("remote")


def remy_drops(monkeypatch, game_id: str, seats: int, language: str = "en"):
    """The host's window at the table, Remy's connection dropped: (app, table, hosting)."""
    monkeypatch.setattr("scenes.shell.lobby.GRACE", 1.0)
    people = [SeatConfig("Ann", COLOURS[0], HUMAN), SeatConfig("Remy", COLOURS[1], REMOTE)]
    people += [SeatConfig(f"Cy{k}", COLOURS[k], "easy") for k in range(2, seats)]
    config = config_class(game_id)(tuple(people), seed=77, extra={"net": {"port": 0, "address": "127.0.0.1"}})
    app, lobby = hosting_app(game_id, config, lang=language)
    remy = Remote(lobby.hosting.port_now(), play="easy", seat=1, name="Remy", seed=2)
    run_until(app, lobby.ready)
    start_and_watch(app, lobby)
    hosting = lobby.hosting
    run_until(app, lambda: any(isinstance(s, TableScene) for s in app.stack) or key(app, pygame.K_RETURN))
    table = table_of(app)
    assert panel_words(game_id, None) in [m for _r, m in text_boxes.frame(app).texts]
    remy.kill()
    remy.join()
    run_until(app, lambda: 1 in hosting.away_since)
    app.update(STEP)
    return app, table, hosting


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id,seats", [(ECEG, 2), (ECEG, 6), ("wazabi", 2), ("wazabi", 6), ("yam-color", 2)])
def test_a_seat_whose_person_is_away_says_so_on_its_panel_and_its_button_covers_nothing(
        monkeypatch, game_id, seats, language):
    text_boxes.record(monkeypatch)
    text.set_language(language)
    try:
        app, table, hosting = remy_drops(monkeypatch, game_id, seats, language)
        drawn = [m for _r, m in text_boxes.frame(app).texts]
        assert panel_words(game_id, "away") in drawn and panel_words(game_id, None) not in drawn

        run_until(app, lambda: hosting.waited_out() == [1])
        app.update(STEP)
        frame = text_boxes.frame(app)
        boxes = frame.texts
        button = table.give_button.rect
        words = table.give_button.text
        assert words == (t("table_give_short") if game_id == ECEG and seats > 4 else t("table_give"))
        label = [r for r, m in boxes if m == words]
        assert label and button.contains(label[0]), (button, label)
        assert pygame.Rect(0, 0, 1280, 720).inflate(-2 * RIM, -2 * RIM).contains(button)
        assert not button.colliderect(ROLL_AREAS[game_id])        # where the thrown dice come to rest
        for r, m in boxes:
            assert m == words or not button.colliderect(r), (m, r, button)
        for r in places_kept(game_id, seats, table):
            assert not button.colliderect(r), (button, r)
        if game_id == ECEG:            # on the away seat's own panel, under its name
            assert table.layer.view.area_rects[1].contains(button)

        key(app, pygame.K_g)
        assert 1 in hosting.given
        app.update(STEP)
        drawn = [m for _r, m in text_boxes.frame(app).texts]
        assert panel_words(game_id, "computer") in drawn and panel_words(game_id, None) not in drawn
        assert panel_words(game_id, "away") not in drawn
    finally:
        text.set_language("en")


def places_kept(game_id: str, seats: int, table) -> list[pygame.Rect]:
    """What the give button must not cover besides the dice and the text drawn now: the
    game's own buttons and hand, the seats' panels, YAM color's pad and check lines."""
    if game_id == "wazabi":
        return [wazabi_layout.BUTTON, wazabi_layout.SECOND_BUTTON, wazabi_layout.HAND, wazabi_layout.PILE,
                wazabi_layout.DISCARD, *wazabi_layout.seat_rects(seats)]
    if game_id == "yam-color":
        count = pygame.Rect(CARD_CENTER[0] - 160, COUNT_TOP, 320, 44)      # the check's count, when shown
        return [CHECK_AREA, count, MESSAGE_SPACE, *number_pad(), *table.layer.view.panels]
    slots = [slot.move(area.topleft) for area in table.layer.view.area_rects       # each seat's prizes
             for slot in mini_rects(pygame.Rect(0, 0, *area.size))]
    return [eceg_layout.TRAY, eceg_layout.ROLL_BUTTON, eceg_layout.LAST_TURN_BUTTON, *table.layer.view.card_rects, *slots]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_at_easy_come_easy_go_the_away_seat_notice_takes_the_keys_lines_place_on_the_felt(monkeypatch, language):
    text_boxes.record(monkeypatch)
    text.set_language(language)
    try:
        app, table, hosting = remy_drops(monkeypatch, ECEG, 2, language)
        for wait in ("away", "waited out"):
            if wait == "waited out":
                run_until(app, lambda: hosting.waited_out() == [1])
                app.update(STEP)
            lines = table.seat_lines()
            assert lines and table.notice is None
            frame = text_boxes.frame(app)
            words = [r for r, m in frame.texts if m == lines[0]]
            assert words, [m for _r, m in frame.texts]
            ink = words[0]
            assert ink.top >= eceg_layout.TRAY.bottom and ink.bottom <= 720 - RIM, ink      # on the felt, under the tray
            assert t(table.layer.help_key) not in [m for _r, m in frame.texts]          # the keys line gave way
            for r, m in frame.texts:
                assert m == lines[0] or not ink.colliderect(r), (m, r)
    finally:
        text.set_language("en")


@pytest.mark.parametrize("game_id", [ECEG, "wazabi", "yam-color"])
def test_the_away_seats_words_lie_over_no_other_words_in_french_at_150_percent(monkeypatch, game_id):
    """At YAM color the notice's band covered the lower half of the pad's hint ("Cliquez
    votre nombre ou tapez 0-8") at a large text size: the hint now gives way to a notice."""
    text_boxes.record(monkeypatch)
    try:
        app, table, hosting = remy_drops(monkeypatch, game_id, 6)
        app.settings["text_size"], app.settings["language"] = 150, "fr"
        settings.apply(app, ["text_size", "language"])
        run_until(app, lambda: hosting.waited_out() == [1])
        app.update(STEP)
        frame = text_boxes.frame(app)
        said = table.seat_lines()
        lines = [m for _r, m in frame.texts if len(m.split()) >= 3 and m in said[0]]     # the notice, wrapped or not
        assert said and sorted(" ".join(lines).split()) == sorted(said[0].split()), [m for _r, m in frame.texts]
        crossing = [pair for pair in text_boxes.overlaps(frame) if set(pair) & set(lines)]
        assert crossing == [], crossing
    finally:
        app.settings["text_size"], app.settings["language"] = 100, "en"
        settings.apply(app, ["text_size", "language"])


@pytest.mark.parametrize("game_id", [ECEG, "wazabi"])
def test_a_seat_given_to_a_computer_is_said_at_once_and_easy_come_easy_go_keeps_its_keys_line(monkeypatch, game_id):
    """Easy Come, Easy Go's notices take the keys line's place: said until the person came
    back, "A computer plays for Remy until they come back" would have taken it for the rest
    of the game. It is said when G gives the seat (every game), then there by the seat's
    panel alone; Wazabi, whose notices have a column of their own, goes on saying it."""
    text_boxes.record(monkeypatch)
    app, table, hosting = remy_drops(monkeypatch, game_id, 2)
    run_until(app, lambda: hosting.waited_out() == [1])
    key(app, pygame.K_g)
    given = t("table_given", name="Remy")
    app.update(STEP)
    assert table.notice_words()[0] == given                       # said at once
    for _ in range(round(6.0 / STEP)):                             # the notice's 5 s, and more
        app.update(STEP)
    drawn = [m for _r, m in text_boxes.frame(app).texts]
    assert panel_words(game_id, "computer") in drawn
    if game_id == ECEG:
        assert table.notice_words() is None and given not in drawn
        assert t(table.layer.help_key) in drawn                    # the keys line is back
    else:
        assert table.notice_words()[0] == given
        assert any(line and line in given for line in drawn)      # (wrapped in its column)


@pytest.mark.parametrize("language, waiting, thinking", [("en", "Waiting for Remy...", "Remy is thinking..."),
                                                          ("fr", "En attente de Remy...", "Remy réfléchit...")])
def test_at_easy_come_easy_go_an_away_seats_turn_waits_for_them_and_nobody_is_said_to_think(
        monkeypatch, language, waiting, thinking):
    """The line over the tray said "Remy is thinking..." all the while Remy was away (his panel
    said away, the foot "Remy left the game"): nobody was thinking. Once a computer plays his
    seat, one is."""
    text_boxes.record(monkeypatch)
    text.set_language(language)
    try:
        app, table, hosting = remy_drops(monkeypatch, ECEG, 2, language)
        layer = table.layer

        def ann_plays():
            if layer.awaiting_human:
                key(app, pygame.K_1)
                key(app, pygame.K_SPACE)
        run_until(app, lambda: layer.state.seat == 1 and layer.state.phase == "decide" and not layer.queue.busy,
                  each=ann_plays)
        app.update(STEP)
        drawn = [m for _r, m in text_boxes.frame(app).texts]
        assert waiting in drawn and thinking not in drawn, "|".join(drawn)
        run_until(app, lambda: hosting.waited_out() == [1])
        key(app, pygame.K_g)
        app.update(STEP)
        drawn = [m for _r, m in text_boxes.frame(app).texts]
        assert waiting not in drawn, drawn
    finally:
        text.set_language("en")
