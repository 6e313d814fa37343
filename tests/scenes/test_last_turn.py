"""Issue 12: T (or the "Last turn" button) shows the previous turn again on the table,
rebuilt from the log: each roll's dice on the felt and the dice set aside in the tray
as the log records them, then its take, steal or empty end; afterwards the live game,
and a person's pending choice, are exactly as they were. Esc, Space or a click end it."""
from __future__ import annotations

import pygame
import pytest

from game.eceg.log import previous_turn
from scenes.eceg import layout
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.ui import text

from tests.scenes.scene_helpers import click, key, make_app, step, top, until_deciding

STEP = 1 / 60


def table_after_a_computer_turn(seed=7, language="en", speed="normal"):
    """Ana (a person) deciding, just after Bob (a computer) has played a whole turn."""
    app = make_app("--lang", language, "--speed", speed)
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bob", (70, 130, 220), "hard")), seed=seed)
    match = config.build_match(seed)
    while match.state.phase == "roll_off":
        match.chance()
    table = eceg_table(app, config, match)
    app.push(table)
    for _ in range(40):
        until_deciding(app, table, 60)
        turn = previous_turn(table.match.log)
        if turn is not None and table.match.log[turn[0]]["player"] == 1 and not table.state.kept:
            return app, table
        key(app, pygame.K_RETURN) if table.layer.claimable() else (key(app, pygame.K_1), key(app, pygame.K_SPACE))
    raise AssertionError("no turn of Ana's after one of Bob's")


def live_look(table) -> dict:
    """What the live table is and shows: the whole match, every die, owners, words."""
    return {"match": table.match.snapshot(), "dice": [(d.value, d.pos, d.kept, d.selected, d.angle) for d in table.layer.dice],
            "owners": list(table.layer.shown_owners), "counts": table.layer.shown_counts, "seat": table.layer.shown_seat,
            "focus": table.layer.focus, "message": table.layer.message, "banner": table.layer.banner,
            "awaiting": table.layer.awaiting_human, "looks": table.layer.visual_rng.getstate()}


def shown(table):
    """The layer drawn now: the past turn's while it is shown (a table of its own), else the live one."""
    return table.past.layer if table.past is not None else table.layer


def logged_turn(table) -> list[dict]:
    first, after = previous_turn(table.match.log)
    return table.match.log[first:after]


def watch_showing(app, table, limit=30.0) -> tuple[list, list]:
    """Step frame by frame while the past turn is shown; return what lay on the table
    each time a roll's dice came to rest (tray values, felt values, the shown position's
    kept and rolled) and every word shown meanwhile."""
    seen, said = [], []
    past = table.past.layer
    landed = past.landed

    def look(event):                 # the table's own "dice at rest" moment
        tray = [d for d in past.dice if d.kept]
        felt = [d for d in past.dice if not d.kept]
        assert all(layout.TRAY.collidepoint(d.pos) for d in tray) and not past.motions
        seen.append((sorted(d.shown for d in tray), sorted(d.shown for d in felt),
                     sorted(past.state.kept), sorted(past.state.rolled)))
        landed(event)
    past.landed = look
    waited = 0.0
    while table.past is not None:
        assert waited < limit, "the last turn never ended by itself"
        step(app, STEP, draw_every=10)
        waited += STEP
        if table.past is not None:
            said += [past.banner[0]] if past.banner else []
            said.append(past.message)
    return seen, said


@pytest.mark.parametrize("seed, by", [(7, "key"), (8, "key"), (5, "key"), (12, "key"), (8, "button")])
def test_each_roll_and_the_tray_shown_as_logged_then_the_live_table_comes_back(seed, by):
    """Seeds: one roll and a take; four rolls; a steal; no prize. By T, or by the button."""
    app, table = table_after_a_computer_turn(seed)
    key(app, pygame.K_1)                         # Ana's pending choice: her first die selected
    assert table.layer.rolled_dice()[0].selected
    before = live_look(table)
    lines = logged_turn(table)
    assert lines[0] == {"type": "turn", "player": 1}
    rolls = [e for e in lines if e["type"] == "roll"]

    if by == "key":
        key(app, pygame.K_t)
    else:
        click(app, table.layer.view.last_turn_button.rect.center)
    assert table.past is not None
    assert shown(table).banner[0] == "Showing Bob's last turn"
    assert shown(table).shown_seat == 1 and shown(table).dice == []
    seen, said = watch_showing(app, table)
    # each roll at rest: the tray holds what the log says was kept, the felt its dice
    assert seen == [(sorted(e["kept"]), sorted(e["dice"]), sorted(e["kept"]), sorted(e["dice"])) for e in rolls]
    for e in rolls:
        assert f"Bob rolls {' '.join(map(str, e['dice']))}" in said
    for e in lines:
        if e["type"] == "set_aside":
            assert f"Bob sets aside {' '.join(map(str, e['dice']))}" in said
    end = lines[-1]
    assert end["type"] == "turn_end"
    if end["prize"] is None:
        assert "Bob: no prize this turn" in said
    else:
        claim = next(e for e in lines if e["type"] == "claim")
        assert any(s.startswith("Bob takes" if claim["from"] is None else "Bob steals") for s in said)
    assert live_look(table) == before             # the live game, untouched
    assert table.layer.rolled_dice()[0].selected and table.layer.awaiting_human


@pytest.mark.parametrize("seed", [5, 8])          # a steal from Ana, a take from the centre
def test_a_turn_that_ends_with_a_prize_shows_it_reaching_its_owner(seed):
    """The prize is seen in Bob's area before the end (and back where it is now after)."""
    app, table = table_after_a_computer_turn(seed)
    before = live_look(table)
    claims = [e for e in logged_turn(table) if e["type"] == "claim"]
    key(app, pygame.K_t)
    index = table.state.table.index[claims[0]["prize"]] if claims else None
    reached = False
    while table.past is not None:
        step(app, STEP, draw_every=30)
        if table.past is not None and index is not None:
            reached |= shown(table).shown_owners[index] == 1
    assert claims and reached
    assert live_look(table) == before


def test_the_button_by_mouse_does_the_same_and_a_click_ends_it_at_once():
    app, table = table_after_a_computer_turn()
    before = live_look(table)
    button = table.layer.view.last_turn_button
    assert button.is_enabled() and button.text == "Last turn (T)"
    click(app, button.rect.center)
    assert table.past is not None and shown(table).view.last_turn_button.text == "Back to the game"
    step(app, 1.0)
    assert table.past is not None and shown(table).dice        # the past turn's dice on the felt
    click(app, (700, 400))                                     # anywhere: back at once
    assert table.past is None
    assert live_look(table) == before
    click(app, button.rect.center)
    step(app, 0.5)
    click(app, button.rect.center)                             # the button itself goes back too
    assert table.past is None and live_look(table) == before


@pytest.mark.parametrize("end_key", [pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_t])
def test_keys_skip_to_the_live_table_without_acting_on_it(end_key):
    app, table = table_after_a_computer_turn()
    key(app, pygame.K_1)
    before = live_look(table)
    key(app, pygame.K_t)
    step(app, 0.7)
    key(app, end_key)
    assert table.past is None
    assert top(app) is table                      # Esc did not open the pause menu
    assert live_look(table) == before             # Space did not roll, Enter took nothing
    step(app, 1.0)
    assert live_look(table)["match"] == before["match"] and table.layer.awaiting_human


def test_no_earlier_turn_the_button_is_grey_and_the_key_says_why():
    app = make_app()
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bob", (70, 130, 220), "hard")), seed=7)
    match = config.build_match(7)
    while match.state.phase == "roll_off" or match.state.seat != 0:     # Ana starts
        match = config.build_match(match.seed + 1)
        while match.state.phase == "roll_off":
            match.chance()
    table = eceg_table(app, config, match)
    app.push(table)
    until_deciding(app, table)
    assert table.state.turn_number == 1
    assert not table.layer.view.last_turn_button.is_enabled()
    before = live_look(table)
    key(app, pygame.K_t)
    assert table.past is None and table.notice[0] == "No earlier turn to show yet"
    click(app, table.layer.view.last_turn_button.rect.center)
    assert table.past is None and live_look(table) == before


def test_while_the_computer_plays_the_key_waits_for_the_table():
    app, table = table_after_a_computer_turn()
    key(app, pygame.K_RETURN) if table.layer.claimable() else (key(app, pygame.K_1), key(app, pygame.K_SPACE))
    while not (table.state.seat == 1 and table.driver.queue.busy):
        step(app, STEP)
    key(app, pygame.K_t)
    assert table.past is None
    assert table.notice[0] == "The last turn can be shown again when the table waits for a player"


def shown_for(speed: str) -> float:
    app, table = table_after_a_computer_turn(speed=speed)
    key(app, pygame.K_t)
    seconds = 0.0
    while table.past is not None:
        step(app, STEP, draw_every=10**6)
        seconds += STEP
    return seconds


def test_the_pace_follows_the_speed_setting_and_instant_still_shows_it():
    slow, normal, fast, instant = (shown_for(s) for s in ("slow", "normal", "fast", "instant"))
    assert slow > normal > fast > 0.5
    assert instant == pytest.approx(fast, abs=0.1)     # never so fast that nothing is seen


def test_in_french_and_on_the_key_line():
    app, table = table_after_a_computer_turn(language="fr")
    try:
        assert "T dernier tour" in text.t("keys_help")
        assert table.layer.view.last_turn_button.text == "Dernier tour (T)"
        key(app, pygame.K_t)
        assert shown(table).banner[0] == "Le dernier tour de Bob"
        assert shown(table).view.last_turn_button.text == "Retour à la partie"
    finally:
        text.set_language("en")
    assert "T last turn" in text.t("keys_help")


def test_people_sharing_the_screen_the_turn_waiting_for_roll_stays_waiting():
    from tests.scenes.scene_helpers import step_until
    app = make_app()
    config = GameConfig((SeatConfig("Ana", (214, 72, 62)), SeatConfig("Bea", (70, 130, 220))), seed=4)
    match = config.build_match(4)
    while match.state.phase == "roll_off":
        match.chance()
    table = eceg_table(app, config, match)
    app.push(table)
    first = match.state.seat
    while table.state.turn_number < 2:          # the first player ends the turn: all dice set aside
        until_deciding(app, table)
        if table.state.turn_number >= 2:
            break
        for k in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4):
            key(app, k)
        key(app, pygame.K_SPACE)
        step(app, 0.1)
    step_until(app, lambda: table.layer.awaiting_start)
    assert table.state.seat == 1 - first
    before = live_look(table)
    key(app, pygame.K_t)
    assert table.past is not None and shown(table).shown_seat == first
    watch_showing(app, table)
    assert live_look(table) == before and table.layer.awaiting_start
    key(app, pygame.K_SPACE)                    # Roll, for the player whose turn it is
    assert table.layer.ready_turn == table.state.turn_number
