"""YAM color shows its check (issue 26, item 3): the dice and discs that pair up are
marked, with a tally per colour; the table holds the check until a person goes on
(a key named on screen that is never a call key, or a click), by itself with only
computers or the automatic pace; the history and the pause stop the round and hide
the card; the history's help names the key that closes it; practice names the
colours missed or added. Real events, time stepped by hand."""
from __future__ import annotations

import pygame

from game.yam_color.deck import CARD_DISCS, COLOURS, count, dice_colours
from scenes.yam_color import pieces
from scenes.yam_color.table_view import CARD_CENTER

from tests.scenes.scene_helpers import click, key, make_app, step, step_until, top
from tests.scenes.test_yam_color_calls import down, table_for


def throws(table) -> int:
    return sum(1 for e in table.match.log if e["type"] == "throw")


def until_checked(app, table, limit=20.0):
    """The check shown to its last line, the table at rest."""
    step_until(app, lambda: table.count is not None and table.check_line and not table.queue.busy, limit=limit)


def first_disc(card: int):
    """The screen point of the card's first disc (pieces.card_face) and its colour id."""
    x = CARD_CENTER[0] - pieces.CARD_SIZE[0] // 2 + 45
    y = CARD_CENTER[1] - pieces.CARD_SIZE[1] // 2 + 42
    return (x - 12, y), pieces.LETTER_COLOUR[pieces.CARD_LETTERS[card][0]]


def near(a, b, tolerance=40) -> bool:
    return max(abs(x - y) for x, y in zip(a, b)) < tolerance


def test_the_check_is_held_until_a_person_goes_on_with_a_key_named_on_screen():
    app, table = table_for(("human", "hard"), (), "5", 7)
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_4)
    until_checked(app, table)
    step(app, 12.0)                                 # long after the old 1 s: the check is still there
    assert throws(table) == 1 and table.count is not None
    assert "Space" in table.message and "Space" in table.bar()
    key(app, pygame.K_SPACE)
    step_until(app, lambda: throws(table) == 2, limit=3)
    assert table.count is None


def test_enter_goes_on_and_mashing_the_go_on_keys_never_calls():
    app, table = table_for(("human", "human"), ("row", "home"), "5", 7)
    step_until(app, lambda: table.desk.is_open, limit=5)
    down(app, pygame.K_4)                            # the digit row's 4: P0 calls 4
    until_checked(app, table, limit=30)
    assert "Space" in table.message
    down(app, pygame.K_a)                            # a call key while the check is held: nothing
    step(app, 1.0)
    assert throws(table) == 1
    down(app, pygame.K_RETURN)                       # Enter goes on...
    for _ in range(12):                              # ...and mashed through the next reveal, calls nothing
        step(app, 0.25)
        down(app, pygame.K_RETURN)
        down(app, pygame.K_KP_ENTER)
        down(app, pygame.K_SPACE)
    assert throws(table) == 2 and table.desk.is_open and table.desk.made == []


def test_a_click_goes_on_and_the_automatic_pace_or_computers_alone_go_on_by_themselves():
    app, table = table_for(("human", "hard"), (), "5", 7)
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_4)
    until_checked(app, table)
    click(app, (600, 300))
    step_until(app, lambda: throws(table) == 2, limit=3)
    app, table = table_for(("human", "hard"), (), "5", 7)
    app.settings["yam_after_check"] = "auto"
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_4)
    step_until(app, lambda: table.check_line, limit=10)
    step(app, 2.0)                                  # a moment to read it...
    assert throws(table) == 1 and table.count is not None and not table.held
    step_until(app, lambda: throws(table) == 2, limit=6)     # ...then the next round by itself
    app, table = table_for(("hard", "easy"), (), "5", 7)
    step_until(app, lambda: throws(table) == 3, limit=40)


def test_the_dice_and_discs_that_pair_up_are_marked_with_a_tally_per_colour():
    app, table = table_for(("human", "hard"), (), "5", 7)
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_4)
    until_checked(app, table)
    dice, card = table.round_dice, table.card
    assert sum(table.marks) == count(dice, card)
    have, discs = dice_colours(dice), CARD_DISCS[card]
    for k, colour in enumerate(COLOURS):        # each colour: as many marked as pair up
        assert sum(m for m, c in zip(table.marks, dice) if c == colour) == min(have[k], discs[k])
    rows = table.view.tally_lines()
    assert len(rows) == sum(1 for d in discs if d)
    for k, colour in enumerate(COLOURS):
        if discs[k]:
            assert f"{colour.capitalize()} {min(have[k], discs[k])}/{discs[k]}" in rows
    surface = app.render()
    for die, marked in zip(table.dice, table.marks):     # a gold ring around a die that counts
        x, y = die.pos()
        ring = surface.get_at((int(x) + 37, int(y)))[:3]
        assert near(ring, (236, 196, 90), 60) == marked, (die.colour, marked, ring)


def test_tab_opens_the_history_mid_round_it_stops_the_clock_hides_the_card_and_takes_no_call():
    app, table = table_for(("human", "human"), ("home", "row"), "8", 7)    # L is a call key: history on Tab
    step_until(app, lambda: table.desk.is_open, limit=5)
    step(app, 1.0)
    spot, colour = first_disc(table.card)
    assert near(app.render().get_at(spot)[:3], pieces.PALETTE[colour])
    key(app, pygame.K_TAB)
    panel = top(app).history
    assert panel is not None and panel.help_text().startswith("Tab")
    step(app)
    said = " ".join(line for line, _ in panel.lines)     # nor is the card read out in words
    assert "P0 throws the dice" in said and "Card" not in said and "Dice:" not in said
    clock = table.driver.clock
    step(app, 10.0)                                  # past the call time: nothing moves
    assert table.driver.clock == clock and table.state.phase == "calling"
    down(app, pygame.K_a)
    down(app, pygame.K_5)
    assert table.desk.made == []                     # no call behind the history
    assert not near(app.render().get_at(spot)[:3], pieces.PALETTE[colour])     # the card is hidden
    key(app, pygame.K_TAB)
    assert top(app).history is None
    step(app, 0.5)
    assert table.driver.clock > clock
    assert near(app.render().get_at(spot)[:3], pieces.PALETTE[colour])


def test_the_pause_hides_the_card_while_the_call_time_stands_still():
    app, table = table_for(("human", "hard"), (), "8", 7)
    step_until(app, lambda: table.desk.is_open, limit=5)
    spot, colour = first_disc(table.card)
    key(app, pygame.K_ESCAPE)
    clock = table.driver.clock
    step(app, 3.0)
    assert table.driver.clock == clock
    under = pygame.Surface((1280, 720))             # what the table draws under the pause's dimming
    app.stack[-2].draw(under)
    assert not near(under.get_at(spot)[:3], pieces.PALETTE[colour])
    key(app, pygame.K_ESCAPE)
    assert near(app.render().get_at(spot)[:3], pieces.PALETTE[colour])


def test_the_history_keeps_each_rounds_dice_card_count_and_calls():
    app, table = table_for(("human", "hard"), (), "5", 7)
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_4)
    until_checked(app, table)
    key(app, pygame.K_l)
    step(app)
    lines = [line for line, _ in top(app).history.lines]
    said = " ".join(lines)
    dice, card = table.round_dice, table.card
    have, discs = dice_colours(dice), CARD_DISCS[card]
    dice_words = ", ".join(f"{n} {c}" for n, c in zip(have, COLOURS) if n)
    card_words = ", ".join(f"{n} {c}" for n, c in zip(discs, COLOURS) if n)
    assert f"Dice: {dice_words}" in said
    assert f"Card {card}: {card_words}" in said
    assert f"Count: {count(dice, card)} = " in said
    assert "P0 calls 4 (" in said


def test_practice_names_the_colours_added_or_missed():
    app = make_app("--game", "yam-color", "--seed", "6", "--speed", "normal")
    app.open(app.game_screen("tutorial"))
    practice = top(app)
    for _ in range(12):
        step_until(app, lambda: practice.calling, limit=5)
        right = count(practice.round_dice, practice.card)
        have, discs = dice_colours(practice.round_dice), CARD_DISCS[practice.card]
        if right < 8 and any(h != d for h, d in zip(have, discs)):
            break
        key(app, pygame.K_0 + right)
        key(app, pygame.K_SPACE)
    key(app, pygame.K_0 + right + 1)                  # one too many: the unpaired colours are named
    advice = practice.advice()
    assert advice.startswith("Too high by 1")
    for k, colour in enumerate(COLOURS):
        assert (colour in advice) == (have[k] != discs[k]), (colour, advice)
    app.render()
    key(app, pygame.K_SPACE)
    step_until(app, lambda: practice.calling, limit=5)
    right = count(practice.round_dice, practice.card)
    have, discs = dice_colours(practice.round_dice), CARD_DISCS[practice.card]
    key(app, pygame.K_0 + max(0, right - 1))
    advice = practice.advice()
    if right == 0:
        assert advice == ""
        return
    assert advice.startswith("Too low by 1")
    for k, colour in enumerate(COLOURS):          # the pairs to count: the colours missed
        assert (f"{colour} {min(have[k], discs[k])}" in advice) == (min(have[k], discs[k]) > 0)


def test_with_the_colour_blind_palette_the_tally_still_names_each_colour_and_the_rings_show():
    from scenes.ui import theme
    app, table = table_for(("human", "hard"), (), "5", 7)
    step_until(app, lambda: table.desk.is_open, limit=5)
    key(app, pygame.K_4)
    until_checked(app, table)
    words = table.view.tally_lines()
    theme.use_colour_blind_palette(True)
    try:
        surface = app.render()
        assert table.view.tally_lines() == words and all(w.split()[0] in
                                                         ("Red", "Yellow", "Green", "Blue") for w in words)
        die = next(d for d, m in zip(table.dice, table.marks) if m)
        x, y = die.pos()
        assert near(surface.get_at((int(x) + 37, int(y)))[:3], (236, 196, 90), 60)
    finally:
        theme.use_colour_blind_palette(False)


def test_the_key_that_goes_on_is_never_anyones_call_key():
    """Space, Enter and the keypad's Enter go on from the check; no scheme a person may
    have calls with any of them (each row's keys as a US keyboard reads them, and as
    their physical places), so a key mashed to hurry never becomes a call."""
    from scenes.yam_color.call_keys import ROWS, US_KEYS, schemes_for
    from scenes.yam_color.check_hold import CheckHold
    hold = CheckHold()
    assert hold.name() == "Space"
    places = {pygame.KSCAN_SPACE, pygame.KSCAN_RETURN, pygame.KSCAN_KP_ENTER}
    assert hold.keys == {pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER}
    for people in range(1, 7):
        for scheme in schemes_for(people):
            assert not hold.keys & set(US_KEYS.get(scheme, ()))
            assert not places & set(ROWS.get(scheme, ()))