"""Issue 12: the colour-blind palette reaches every seat colour drawn — seat plates,
the tray, the names on the empty slots of taken prizes, the roll-off, the results,
the setup, the replay viewer, the rules pages, the history panel and the statistics —
and (issue 26) the coach's win bar, which names its players too. Each screen is rendered with
the setting on and off: where a seat is drawn, the pixels are the palette's colour
(on) or the seat's own (off), and the other set appears nowhere on the screen."""
from __future__ import annotations

import pygame
import pytest

from game.core.match import Seat
from scenes.eceg import layout
from scenes.eceg.game_config import GameConfig, SeatConfig, computer_players
from scenes.eceg.replay import ReplayTable
from scenes.eceg.rolloff import RollOffScene
from scenes.eceg.rules import RulesScene
from scenes.eceg.table import table as eceg_table
from scenes.eceg.tutorial import ScriptedMatch
from scenes.shell import settings, statistics
from scenes.shell.results import ResultsScene
from scenes.shell.setup import SetupScene
from scenes.shell.statistics import StatsScene
from scenes.ui import theme

from tests.scenes.scene_helpers import key, make_app, step, until_deciding

# the seat colours whose palette colour differs (white stays white)
RAW = [c for _, c in theme.SEAT_COLOURS if theme.COLOUR_BLIND[c] != c]
PALETTE = [theme.COLOUR_BLIND[c] for c in RAW]
NAMES = ("Ana", "Bob", "Cy", "Di", "Ed", "Flo")
KINDS = ("human", "hard", "easy", "medium", "hard", "human")


def pixels(surface, colour, rect=None) -> int:
    """How many pixels of `rect` (default: all) are exactly `colour`."""
    area = surface.subsurface(rect) if rect is not None else surface
    return pygame.mask.from_threshold(area, colour, (1, 1, 1, 255)).count()


def drawn(seat_colour, on: bool):
    return theme.COLOUR_BLIND[seat_colour] if on else seat_colour


def assert_other_set_absent(surface, on: bool, where: str, allowed=()) -> None:
    """With the palette on, no seat's own colour anywhere (and off, no palette colour),
    except inside `allowed` rects (the coach's win bar)."""
    frame = surface.copy()
    for rect in allowed:
        frame.fill((0, 0, 0), rect)
    for colour in (RAW if on else PALETTE):
        assert pixels(frame, colour) == 0, (where, colour)


@pytest.fixture(params=[True, False], ids=["palette on", "palette off"])
def app_on(request):
    app = make_app("--seed", "3")
    settings.change(app, "colour_blind", request.param)
    yield app, request.param
    theme.use_colour_blind_palette(False)


def six_seats(n=6) -> GameConfig:
    return GameConfig(tuple(SeatConfig(NAMES[i], RAW[i], KINDS[i]) for i in range(n)), seed=3)


def check_areas(surface, view, config, on, where) -> None:
    for i, rect in enumerate(view.area_rects):
        stripe = (rect.x + 5, rect.centery)
        assert surface.get_at(stripe)[:3] == drawn(config.seats[i].colour, on), (where, i)


def test_table_plates_tray_slot_names_history_and_replay(app_on):
    app, on = app_on
    config = six_seats()
    match = config.build_match(3)
    players = computer_players(config, match)
    # play on (computers for everyone) until two prizes are held by different seats
    while len({o for o in match.state.owners if o is not None}) < 2 or match.state.seat != 0 \
            or not match.state.is_chance():
        match.step([p or players[1] for p in players])
    table = eceg_table(app, config, match)
    app.push(table)
    until_deciding(app, table, 60)
    surface = app.render()
    check_areas(surface, table.layer.view, config, on, "table")
    tray_edge = (layout.TRAY.x + 1, layout.TRAY.centery)
    assert surface.get_at(tray_edge)[:3] == drawn(config.seats[table.layer.shown_seat].colour, on)
    for i, owner in enumerate(table.layer.shown_owners):      # a taken prize's empty slot names its holder
        if owner is not None:
            slot = table.layer.view.card_rects[i]
            assert pixels(surface, drawn(config.seats[owner].colour, on), slot) > 20, i
    assert_other_set_absent(surface, on, "table")
    key(app, pygame.K_l)                     # the history panel over the sidebar
    assert_other_set_absent(app.render(), on, "history")
    key(app, pygame.K_l)

    game = [(n + 1, e) for n, e in enumerate(match.log)]
    viewer = ReplayTable(app, game)
    app.push(viewer)
    viewer.go_to(len(viewer.steps))
    surface = app.render()
    check_areas(surface, viewer.layer.view, viewer.config, on, "replay viewer")
    assert_other_set_absent(surface, on, "replay viewer")


def test_roll_off_setup_and_rules_pages(app_on):
    app, on = app_on
    config = six_seats()
    rolloff = RollOffScene(app, config)
    app.push(rolloff)
    step(app, 0.5)
    surface = app.render()
    for seat, cfg in enumerate(config.seats):          # each seat's symbol, filled with its colour
        box = pygame.Rect(0, 0, 24, 24)
        box.center = (330, rolloff.row_y(seat))
        assert pixels(surface, drawn(cfg.colour, on), box) > 30, seat
    assert_other_set_absent(surface, on, "roll-off")
    app.pop()

    app.push(SetupScene(app))
    surface = app.render()
    assert sum(pixels(surface, drawn(c, on)) for c in RAW[:2]) > 100     # the first two seats' colours
    assert_other_set_absent(surface, on, "setup")
    app.pop()

    app.push(RulesScene(app))
    for page in range(5):
        surface = app.render()
        assert_other_set_absent(surface, on, f"rules page {page + 1}")
        if page == 2:        # taking and stealing: Ana's and Bot's places in their colours
            for colour in RAW[:2]:
                assert pixels(surface, drawn(colour, on)) > 500
        key(app, pygame.K_RIGHT)


def test_results_and_statistics(app_on):
    app, on = app_on
    config = six_seats(2)
    match = config.build_match(5)
    players = computer_players(config, match)
    while not match.state.is_over():
        match.step([p or players[1] for p in players])
    statistics.record(match)
    results = ResultsScene(app, config, match)
    app.push(results)
    step(app, 0.3)
    surface = app.render()
    y = results.rect.y + 176
    for seat, cfg in enumerate(config.seats):
        box = pygame.Rect(0, 0, 24, 24)
        box.center = (results.rect.x + 56, y + 28 + seat * results.row)
        assert pixels(surface, drawn(cfg.colour, on), box) > 30, seat
    winner = config.seats[match.state.winner].colour
    title_band = pygame.Rect(results.rect.x, results.rect.y + 62, results.rect.width, 70)
    assert pixels(surface, drawn(winner, on), title_band) > 100      # the winner's name
    assert_other_set_absent(surface, on, "results")
    app.push(StatsScene(app))
    step(app, 0.1)
    assert_other_set_absent(app.render(), on, "statistics")


def test_the_coach_win_bar_is_in_the_colours_shown(app_on):
    app, on = app_on
    config = GameConfig((SeatConfig("Ana", RAW[0]), SeatConfig("Bo", RAW[1])), seed=5)
    match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 5,
                          script=[(5, 5, 5, 5), (0, 0, 0, 0), (0, 2, 2, 5)])
    match.chance(), match.chance()
    table = eceg_table(app, config, match, [None, None])
    app.push(table)
    until_deciding(app, table)
    key(app, pygame.K_h)
    step(app, 1 / 60)
    surface = app.render()
    from scenes.eceg.coach import win_bar_rect
    bar = win_bar_rect(table.layer.coach.panel_rect())
    assert pixels(surface, drawn(RAW[0], on), bar) > 20 and pixels(surface, drawn(RAW[1], on), bar) > 20
    check_areas(surface, table.layer.view, config, on, "table with the coach")
    assert_other_set_absent(surface, on, "table with the coach")
