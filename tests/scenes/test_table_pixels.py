"""What the table draws: highlighted dice and prizes, checked on real pixels."""
from __future__ import annotations

import pygame

from game.eceg.actions import Roll
from game.core.contract import CHANCE
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import EcegTable, table as eceg_table

from tests.scenes.scene_helpers import click, key, make_app, step, step_until

GOLDISH = lambda c: c[0] > 200 and c[1] > 150 and c[2] < 140   # noqa: E731


def table_after(app, rolls, seats=("human", "human")):
    """A table whose first turn has just rolled `rolls` (chosen dice, same path as a throw)."""
    config = GameConfig(tuple(SeatConfig(f"P{i}", (200, 60, 60), k) for i, k in enumerate(seats)))
    match = config.build_match(1)
    match.apply(CHANCE, Roll((5, 5, 5, 5)))            # roll-off: seat 0 starts
    match.apply(CHANCE, Roll((0, 0, 0, 0)))
    table = eceg_table(app, config, match)
    app.push(table)
    table.layer.play(match.apply(CHANCE, Roll(rolls)))        # before the table throws for itself
    step_until(app, lambda: table.layer.awaiting_human, limit=5)
    step(app, 0.5)                             # let the last slide finish
    return table


def gold_around(surface, die) -> int:
    """Gold pixels in a box around the die (its halo, whatever its angle)."""
    x, y = int(die.pos[0]), int(die.pos[1]) - 6
    return sum(GOLDISH(surface.get_at((x + dx, y + dy)))
               for dx in range(-56, 57, 2) for dy in range(-56, 57, 2))


def test_selected_die_is_drawn_with_a_gold_halo():
    app = make_app()
    table = table_after(app, (0, 1, 2, 5))       # satisfies nothing
    die = table.layer.rolled_dice()[0]
    before = gold_around(app.render(), die)
    assert before < 20
    click(app, die.pos)
    assert die.selected
    assert gold_around(app.render(), die) > 150
    key(app, pygame.K_1)                          # the keyboard unselects it again
    assert not die.selected
    assert gold_around(app.render(), die) == before


def test_takeable_prize_glows_and_others_do_not():
    app = make_app()
    table = table_after(app, (1, 2, 3, 4))       # a straight, total 10: straight only
    ids = table.state.table.ids
    assert [ids[i] for i in table.layer.claimable()] == ["straight"]
    surface = app.render()
    for i, rect in enumerate(table.layer.view.card_rects):
        edge = surface.get_at((rect.centerx, rect.bottom + 2))
        assert GOLDISH(edge) == (ids[i] == "straight"), ids[i]
    key(app, pygame.K_RETURN)                     # Enter takes the only one
    assert table.state.owner("straight") == 0
    index = ids.index("straight")
    start = table.layer.view.card_rects[index]
    step(app, 0.25)
    moving = table.layer.flying[index]                  # on its way, shrinking toward the player's area
    assert moving.x < start.x and start.width > moving.width > seats_mini_width()
    step(app, 1.0)
    mini = table.layer.view.prize_rect(ids.index("straight"))
    assert table.layer.view.area_rects[0].contains(mini)  # the card went to the player's area


def test_interface_offers_no_illegal_action():
    app = make_app()
    table = table_after(app, (0, 1, 2, 5))
    button = table.layer.view.roll_button
    assert not button.is_enabled()                # nothing selected: no roll
    kept = table.state.kept
    key(app, pygame.K_SPACE)
    assert table.state.kept == kept and table.state.phase == "decide"
    key(app, pygame.K_1, mod=pygame.KMOD_SHIFT)   # prize 1 is not takeable: nothing happens
    assert table.state.owners == [None] * 9
    for n in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4):
        key(app, n)
    assert button.text == "End turn"              # all selected: setting all aside ends the turn
    key(app, pygame.K_SPACE)
    banners = set()
    step_until(app, lambda: banners.add(table.layer.banner and table.layer.banner[0]) or table.layer.awaiting_start, limit=5)
    assert "P0: no prize this turn" in banners     # the banner names whose turn ended
    assert table.layer.shown_seat == 1 and table.layer.banner[0] == "P1's turn"
    # two people share the screen: P1's turn waits for P1 to press Roll (Space)
    assert [e["type"] for e in table.match.log[-3:]] == ["set_aside", "turn_end", "turn"]
    key(app, pygame.K_SPACE)
    step_until(app, lambda: table.layer.awaiting_human, limit=5)
    assert table.match.log[-1]["type"] == "roll" and table.state.seat == 1


def test_mini_card_of_an_opponent_can_be_stolen_by_click():
    app = make_app()
    table = table_after(app, (1, 2, 3, 4))
    key(app, pygame.K_RETURN)                     # seat 0 takes the straight
    step_until(app, lambda: table.state.seat == 1 and table.state.is_chance(), limit=5)
    table.layer.play(table.match.apply(CHANCE, Roll((2, 3, 4, 5))))   # seat 1 rolls a straight too
    step_until(app, lambda: table.layer.awaiting_human, limit=5)
    index = table.state.table.index["straight"]
    assert index in table.layer.claimable()
    rect = table.layer.view.prize_rect(index)
    assert table.layer.view.area_rects[0].contains(rect)
    click(app, rect.center)
    assert table.state.owner("straight") == 1


def seats_mini_width() -> int:
    from scenes.eceg.card import MINI
    return MINI[0]


def test_h_toggles_the_coach_overlay_hook():
    class Overlay:
        def __init__(self, table):
            self.table, self.drawn, self.events = table, 0, []

        def draw(self, surface):
            self.drawn += 1

        def handle_event(self, event):
            self.events.append(event)
            return event            # passes everything on to the table

    app = make_app()
    table = table_after(app, (0, 1, 2, 5))
    key(app, pygame.K_h)
    from scenes.eceg.coach import CoachOverlay
    assert isinstance(table.layer.coach, CoachOverlay)   # scenes/coach.py is found by itself
    key(app, pygame.K_h)
    assert table.layer.coach is None
    EcegTable.coach_factory = Overlay
    try:
        key(app, pygame.K_h)
        overlay = table.layer.coach
        assert isinstance(overlay, Overlay) and overlay.table is table.layer
        app.render()
        assert overlay.drawn == 1
        key(app, pygame.K_1)
        assert overlay.events and table.layer.rolled_dice()[0].selected   # the table still got the key
        key(app, pygame.K_h)
        assert table.layer.coach is None
    finally:
        EcegTable.coach_factory = None
