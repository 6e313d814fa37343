"""Wazabi's table in motion: each effect of a turn is animated and said. Time is stepped
by hand; the flights' positions, the counts the table shows while they move, and the
words on the table's line are checked at chosen moments."""
from __future__ import annotations

import math

import pygame
import pytest

from game.wazabi.actions import Discard, Give, Play
from game.wazabi.cards import DRAW_THREE, DROP_ONE, DROP_TWO, GIVE_ONE, KEEP_ONE, PASS_DICE, PLAY_AGAIN, SKIP_TURN, STEAL_CARD
from scenes.app import STEP
from scenes.wazabi import layout
from scenes.wazabi.shown import Shown
from scenes.wazabi.table_motion import FLIGHT, HURRY, ROUND_TABLE, TURNING

from tests.scenes.scene_helpers import click, key
from tests.scenes.wazabi_tables import D, G, W, dealt_table, flights, roll, run, run_until, table_at

PILE = ["draw_three", "keep_one", "drop_one", "skip_turn", "steal_card", "drop_two"] * 3


def dist(a, b) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def until_flying(table, kind: str, limit: float = 10.0):
    run_until(table, lambda: flights(table, kind), limit)
    return flights(table, kind)


def until_deciding(table, limit: float = 15.0):
    run_until(table, lambda: table.current() is not None, limit)


def test_drawn_cards_fly_from_the_pile_into_the_hand_one_by_one():
    table = table_at([["drop_one"], ["keep_one"], ["drop_two"]], pile=PILE)
    pile, hand = table.shown.pile, len(table.shown.hands[0])
    roll(table, W, D, D, W)
    first = until_flying(table, "card")[0]
    assert table.message == "Ana draws a card"
    assert table.shown.pile == pile - 1 and len(table.shown.hands[0]) == hand    # it left, not yet arrived
    assert dist(first.pos, layout.PILE.center) < 30
    end = first.end
    run(table, FLIGHT / 2)
    assert 0 < dist(first.pos, layout.PILE.center) and dist(first.pos, end) < dist(layout.PILE.center, end)
    run_until(table, lambda: first.finished)
    assert len(table.shown.hands[0]) == hand + 1 and table.shown.pile == pile - 1
    layout_hand = [r.center for r in layout.hand_rects(hand + 1)]
    assert first.end in layout_hand                     # it lands in its place in the fanned hand
    until_deciding(table)
    assert table.shown.pile == pile - 2 and len(table.shown.hands[0]) == hand + 2


def test_a_give_die_flies_from_the_roll_to_the_chosen_seat():
    table = table_at([["drop_one"], ["keep_one"], ["drop_two"]], pile=PILE)
    roll(table, W, G, W, W)
    until_deciding(table)
    given = next(d for d in table.dice if d.value == G)
    start = given.pos
    table.act(0, Give(2))
    die = until_flying(table, "die")[0]
    assert table.message == "Ana gives a die to Cy"
    assert given not in table.dice                      # it left the roll
    assert dist(die.pos, start) < 20
    assert table.shown.dice[0] == 3 and table.shown.dice[2] == 4      # counted where it is: in the air
    target = layout.dice_spot(table.view.rects[2])
    run_until(table, lambda: die.finished)
    assert die.pos == target and table.shown.dice[2] == 5


def test_pass_dice_moves_every_seats_dice_round_the_table():
    table = table_at([[PASS_DICE, DROP_ONE], ["keep_one"], ["drop_two"], ["skip_turn"]], pile=PILE, dice=[4, 3, 5, 2])
    roll(table, W, W, W, W)
    until_deciding(table)
    table.act(0, Play(PASS_DICE, None, "left"))
    moving = until_flying(table, "dice")
    assert table.message == "Everyone passes their dice to the left"
    assert len(moving) == 4 and table.shown.dice == [0, 0, 0, 0]      # every seat's handful in the air
    centre = layout.CENTRE
    angles = [math.atan2(f.pos[1] - centre[1], f.pos[0] - centre[0]) for f in moving]
    run(table, ROUND_TABLE / 2)
    half = [math.atan2(f.pos[1] - centre[1], f.pos[0] - centre[0]) for f in moving]
    for before, now in zip(angles, half):              # left: round the way the seats go (angle grows)
        assert 0.3 < (now - before) % (2 * math.pi) < math.pi
    for f in moving:                                   # round the felt, never across its middle
        assert dist(f.pos, centre) > 120
    run_until(table, lambda: all(f.finished for f in moving))
    assert table.shown.dice == [2, 4, 3, 5]           # each seat got its right-hand neighbour's


def test_dice_leave_the_game_fading_away():
    table = table_at([[DROP_TWO], ["keep_one"], ["drop_two"]], pile=PILE, dice=[5, 4, 4])
    roll(table, W, W, W, W, W)
    until_deciding(table)
    table.act(0, Play(DROP_TWO))
    first = until_flying(table, "drop")[0]
    assert table.message == "Ana removes 2 dice from the game"
    assert table.shown.dice[0] == 4
    run(table, FLIGHT)
    assert first.picture().get_alpha() < 200 and first.pos[1] < first.start[1]   # rising and fading
    run_until(table, lambda: not flights(table, "drop"))
    assert table.shown.dice[0] == 3


def test_a_card_taken_unseen_flies_face_down_from_the_victims_seat():
    table = table_at([[STEAL_CARD], ["keep_one", "drop_one"], ["drop_two"]], pile=PILE)
    roll(table, W, W, W, W)
    until_deciding(table)
    table.act(0, Play(STEAL_CARD, 1))                   # taken from Ben's hand, not asked again
    run_until(table, lambda: any(f.start == layout.cards_spot(table.view.rects[1]) for f in table.flights))
    taken = next(f for f in table.flights if f.start == layout.cards_spot(table.view.rects[1]))
    assert table.message == "Ana takes a card unseen from Ben"
    assert table.shown.cards[1] == 1                    # gone from Ben's hand as it takes off
    assert taken.image.get_at((taken.image.get_width() // 2, 10))[:3] != (240, 230, 204)   # face down
    run_until(table, lambda: taken.finished)
    assert table.shown.cards[0] == 1


def test_discarded_cards_fly_to_the_discard_one_after_the_other():
    table = table_at([[KEEP_ONE], ["keep_one", "drop_one", "skip_turn"], ["drop_two"]], pile=PILE,
                     people=(0, 1))
    table.looker = 0
    roll(table, W, W, W, W)
    until_deciding(table)
    table.act(0, Play(KEEP_ONE, 1))
    run_until(table, lambda: table.state.phase == "keep" and not table.queue.busy)
    assert table.shown.aside == KEEP_ONE               # the card played lies aside while Ben chooses
    table.looker = 1
    table.act(1, Discard(("drop_one", "skip_turn")))
    cards = until_flying(table, "card")
    assert table.message == "Ben discards 2 cards"
    discard = len(table.shown.discard)
    first = cards[0]
    run_until(table, lambda: first.finished)
    assert len(table.shown.discard) == discard + 1 and table.shown.discard[-1] == "drop_one"
    run_until(table, lambda: table.shown.discard[-1] == KEEP_ONE)   # then the card played joins them
    assert table.shown.aside is None and table.shown.cards[1] == 1


def test_a_skip_card_lies_before_its_target_until_it_costs_a_turn():
    table = table_at([[SKIP_TURN], ["keep_one"], ["drop_two"]], pile=PILE)
    roll(table, W, D, W, W)
    until_deciding(table)
    table.act(0, Play(SKIP_TURN, 1))
    card = until_flying(table, "card")[0]
    assert table.message == "Ana plays Skip a turn on Ben"
    spot = layout.skip_spot(table.view.rects[1])
    run_until(table, lambda: card.finished)
    assert card.pos == spot and table.shown.skips[1] == 1
    surface = table.app.render()
    red = [surface.get_at((spot[0] + dx, spot[1] + dy))[:3] for dx in range(-8, 9) for dy in range(-16, 9)]
    assert any(r > 170 and g < 90 and b < 80 for r, g, b in red)      # the card's red sign lies there
    run_until(table, lambda: table.message == "Ben skips a turn")
    leaving = until_flying(table, "card")[0]
    assert dist(leaving.start, spot) < 1 and leaving.end == layout.DISCARD.center
    assert table.shown.skips[1] == 0
    run_until(table, lambda: leaving.finished)
    assert table.shown.discard[-1] == SKIP_TURN


def test_play_again_swings_the_arrows_round_and_says_so():
    table = table_at([[PLAY_AGAIN], ["keep_one"], ["drop_two"]], pile=PILE)
    roll(table, W, D, W, W)
    until_deciding(table)
    assert table.shown.direction == "left"
    table.act(0, Play(PLAY_AGAIN))
    run_until(table, lambda: table.turning is not None)
    assert table.message == "Play now goes to the right"
    first = table.turning
    run(table, TURNING / 2)
    assert first < table.turning < 1 and table.shown.direction == "left"
    run_until(table, lambda: table.turning is None)
    assert table.shown.direction == "right"
    run_until(table, lambda: table.banner is not None)
    assert table.banner[0] == "Ana plays again"
    from scenes.wazabi.history import sentences
    lines = [line for line, _ in sentences(table.match.log, table.names())]
    assert lines.index("Play now goes to the right") > lines.index("Ana plays Play again")


def test_give_one_sends_one_of_the_players_own_dice_from_their_seat():
    table = table_at([[GIVE_ONE], ["keep_one"], ["drop_two"]], pile=PILE, dice=[4, 2, 2])
    roll(table, W, W, W, W)
    until_deciding(table)
    table.act(0, Play(GIVE_ONE, 2))
    die = until_flying(table, "die")[0]
    assert die.start == layout.dice_spot(table.view.rects[0])
    run_until(table, lambda: die.finished)
    assert die.pos == layout.dice_spot(table.view.rects[2]) and table.shown.dice[2] == 3


@pytest.mark.parametrize("speed, factor", [("slow", 1.4), ("fast", 0.6), ("normal", 1.0)])
def test_flights_take_the_time_the_speed_setting_says(speed, factor):
    table = table_at([[DRAW_THREE], ["keep_one"], ["drop_two"]], pile=PILE, speed=speed)
    roll(table, W, D, W, W)
    card = until_flying(table, "card")[0]
    took = run_until(table, lambda: card.finished)
    assert abs(took - FLIGHT * factor) <= 2 * STEP


def test_instant_speed_lands_everything_at_once():
    table = table_at([[DRAW_THREE], ["keep_one"], ["drop_two"]], pile=PILE, speed="instant")
    roll(table, W, D, D, W)
    run(table, STEP)
    assert not table.flights and len(table.shown.hands[0]) == 3


@pytest.mark.parametrize("by", ["click", "space"])
def test_a_click_or_space_hurries_the_animation(by):
    table = table_at([[PASS_DICE], ["keep_one"], ["drop_two"]], pile=PILE)
    roll(table, W, W, W, W)
    until_deciding(table)
    table.act(0, Play(PASS_DICE, None, "right"))
    moving = until_flying(table, "dice")
    click(table.app, (640, 300)) if by == "click" else key(table.app, pygame.K_SPACE)
    took = run_until(table, lambda: all(f.finished for f in moving))
    assert took <= ROUND_TABLE / HURRY + 2 * STEP
    assert table.shown.dice == [4, 4, 4]


def check_shown_agrees(table):
    """Wrap sync: before the table reads the state again, what it shows must already
    be it (the flights told the whole story)."""
    checked = []
    original = table.sync

    def sync():
        assert table.shown.public() == Shown.of_state(table.state).public(), table.match.log[-6:]
        for seat in range(len(table.shown.hands)):
            assert sorted(table.shown.hands[seat]) == sorted(table.state.hands[seat])
        checked.append(1)
        original()
    table.sync = sync
    return checked


@pytest.mark.parametrize("players, options", [(6, {}), (4, {"teams": True}), (5, {"to_the_last": True}), (2, {})])
def test_what_the_table_shows_follows_whole_games(players, options):
    table = dealt_table(players, seed=players * 7, speed="fast", **options)     # every seat a computer
    checked = check_shown_agrees(table)
    screen = table.table                         # the table screen the layer is drawn on
    for _ in range(200000):
        if table.state.is_over() and not table.queue.busy:
            break
        screen.update(0.05)
    assert table.state.is_over()
    assert len(checked) > 20


def test_a_hidden_hand_never_tells_where_a_card_lay_in_it():
    """Between two people the hand of the one on turn is drawn face down; the card
    played leaves from its last back, wherever it was in the sorted hand."""
    leaving = []
    for hand in (["drop_one", "skip_turn", "steal_card"], ["skip_turn", "steal_card", "steal_card"]):
        table = table_at([hand, ["keep_one"], ["drop_two"]], pile=PILE, people=(0, 1))
        table.looker = None                      # nobody has taken the computer: the hand is face down
        roll(table, W, D, W, W)
        run_until(table, lambda: not table.queue.busy)
        table.act(0, Play(SKIP_TURN, 1))
        card = until_flying(table, "card")[0]
        leaving.append(card.start)
    assert leaving[0] == leaving[1] == layout.hand_rects(4)[3].center


def test_a_roll_is_said_once_its_dice_have_landed_never_over_dice_still_tumbling():
    """At the roll-off the line said "Player 3 rolls 2 W to see who starts" while the dice
    still tumbled through other faces (seen in the real window): a roll's words now come
    when the dice lie still, showing the faces the words name."""
    table = table_at([["drop_one"], ["keep_one"], ["drop_two"]], pile=PILE)
    before = table.message
    roll(table, W, G, D, W)
    said = "Ana rolls W give card W"
    tumbled = 0
    while not table.dice or not all(d.landed for d in table.dice):
        assert table.message != said, "said before the dice landed"
        tumbled += 1
        run(table, STEP)
        assert tumbled < 600
    assert tumbled > 10 and table.message in (before, said)      # it tumbled a while, unsaid
    run(table, STEP)
    assert table.message == said
    assert [d.value for d in table.dice] == [W, G, D, W]
