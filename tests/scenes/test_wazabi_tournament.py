"""A Wazabi tournament in the window (issue 14; shared/spec/wazabi.md, "Options from
the text": a fixed number of games, each game's winner scoring one point per die its
opponents still hold, most points after the last game winning). The setup offers it;
the table plays the games one after another with the standings between games and at
the end, scores in words; quitting at the standings and Resume on the title carries
on with the next game, the tournament's place kept. Two games with computer seats,
driven through the real scenes by keys."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell import saves
from scenes.shell.setup import SetupScene
from scenes.shell.title import TitleScene
from scenes.ui.text import t
from scenes.ui.celebration import CELEBRATION
from scenes.wazabi.standings import StandingsScene
from scenes.shell.table_scene import TableScene

from tests.scenes.scene_helpers import key, make_app, step_until, top

GAMES = 2


def focus(app, scene, widget) -> None:
    for _ in range(60):
        if scene.ring.current is widget:
            return
        key(app, pygame.K_TAB)
    raise AssertionError("the widget never took the focus")


def start_a_tournament(app) -> TableScene:
    """Title → New game → setup: both seats computers, a tournament of two games → Start."""
    app.push(TitleScene(app))
    title = top(app)
    focus(app, title, title.buttons[0])
    key(app, pygame.K_RETURN)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    for row in setup.rows[:setup.count.value]:
        focus(app, setup, row[2])
        while row[2].value != "easy":
            key(app, pygame.K_RIGHT)
    games = setup.part.games
    assert games.label(games.value) == t("wz_tournament_off")     # offered, off at first
    focus(app, setup, games)
    key(app, pygame.K_RIGHT)
    assert games.value == GAMES and games.label(games.value) == t("wz_tournament_games", n=GAMES)
    focus(app, setup, setup.start)
    key(app, pygame.K_RETURN)
    table = top(app)
    assert isinstance(table, TableScene) and table.config.games == GAMES and table.config.played == 0
    return table


def points_of_the_win(match) -> tuple[int, int]:
    """(winner, points) read from the finished game: the "win" line names the winner,
    and the points are the dice every other seat still holds (no teams here)."""
    winner = match.log[-1]["player"]
    assert match.log[-1]["type"] == "win" and match.state.dice[winner] == 0
    return winner, sum(d for seat, d in enumerate(match.state.dice) if seat != winner)


def play_to_the_standings(app, table, past_confetti: bool = True) -> StandingsScene:
    """On to the standings (and past their confetti: a key meanwhile only ends them)."""
    step_until(app, lambda: isinstance(top(app), StandingsScene), limit=600)
    if past_confetti:
        step_until(app, lambda: not top(app).celebrating, limit=CELEBRATION + 1)
    app.render()
    return top(app)


def expected_words(standings, winner: int, n: int, points: int) -> str:
    name = standings.config.seats[winner].name
    return t("wz_standings_won", name=name, n=n, points=points)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_two_games_one_after_another_with_the_standings_between_and_at_the_end(language):
    app = make_app("--speed", "instant", "--lang", language)
    app.game = "wazabi"
    table = start_a_tournament(app)
    first = table.match
    standings = play_to_the_standings(app, table)
    winner, points = points_of_the_win(first)
    scores = [0, 0]
    scores[winner] += points
    assert standings.title() == t("wz_standings_title", n=1, total=GAMES)
    assert standings.game_line() == expected_words(standings, winner, 1, points)
    assert standings.tournament.scores == scores
    assert not standings.tournament.over
    key(app, pygame.K_RETURN)                          # Next game (the focused button)
    table = top(app)
    assert isinstance(table, TableScene) and table.match is not first
    assert table.config.played == 1 and list(table.config.scores) == scores
    app.render()
    standings = play_to_the_standings(app, table)
    winner, points = points_of_the_win(table.match)
    scores[winner] += points
    assert standings.tournament.over and standings.tournament.scores == scores
    assert standings.title() == t("wz_standings_over")
    assert standings.game_line() == expected_words(standings, winner, 2, points)
    names = [s.name for s in standings.config.seats]
    best = max(scores)
    leaders = [names[s] for s in range(2) if scores[s] == best]
    verdict = t("wz_standings_winner", names=leaders[0]) if len(leaders) == 1 else \
        t("wz_standings_shared", names=" · ".join(leaders))
    assert standings.verdict() == verdict
    assert not saves.exists("wazabi")                  # the tournament is over: nothing to resume
    key(app, pygame.K_RETURN)                          # New tournament: the same seats, from nothing
    table = top(app)
    assert isinstance(table, TableScene) and table.config.games == GAMES
    assert table.config.played == 0 and table.config.scores == ()


def test_quitting_at_the_standings_and_resuming_keeps_the_tournaments_place():
    app = make_app("--speed", "instant")
    app.game = "wazabi"
    table = start_a_tournament(app)
    standings = play_to_the_standings(app, table)
    winner, points = points_of_the_win(table.match)
    scores = [0, 0]
    scores[winner] += points
    assert saves.exists("wazabi")                      # the next game, dealt and saved already
    key(app, pygame.K_ESCAPE)                          # to the title
    title = top(app)
    assert isinstance(title, TitleScene) and title.buttons[0].text == t("resume_game")
    key(app, pygame.K_RETURN)
    table = top(app)
    assert isinstance(table, TableScene)
    assert table.config.games == GAMES and table.config.played == 1 and list(table.config.scores) == scores
    assert table.match.seed == standings.next_match.seed
    app.render()
    step_until(app, lambda: len(table.match.log) > 12, limit=60)
    app.reset_to("title")                              # quit mid-game: the save has the place too
    config, match = saves.load("wazabi")[0]
    assert config.played == 1 and list(config.scores) == scores and match.log == table.match.log
    key(app, pygame.K_RETURN)
    table = top(app)
    standings = play_to_the_standings(app, table)
    winner, points = points_of_the_win(table.match)
    scores[winner] += points
    assert standings.tournament.over and standings.tournament.scores == scores


def test_a_saved_tournament_place_is_read_back_checked():
    """The save keeps the length, scores and games played; a save written before
    tournaments is a single game; a place that cannot be (a game past the last, scores
    for the wrong number of sides) is refused."""
    from scenes.shell.seating import SeatConfig
    from scenes.wazabi.game_config import GameConfig
    from scenes.wazabi.saved_game import config_from_data, config_to_data
    seats = (SeatConfig("Ana", (220, 60, 50), "easy"), SeatConfig("Ben", (60, 120, 220), "easy"))
    config = GameConfig(seats, games=3, scores=(4, 0), played=1)
    data = config_to_data(config)
    assert config_from_data(data) == config
    old = dict(data)
    del old["tournament"]
    assert config_from_data(old).games == 1 and config_from_data(old).scores == ()
    for wrong in ({"games": 3, "scores": [4, 0], "played": 3}, {"games": 3, "scores": [4, 0, 1], "played": 1},
                  {"games": 3, "scores": [], "played": 1}, {"games": 3, "scores": [-1, 0], "played": 1},
                  {"games": 99, "scores": [0, 0], "played": 1}):
        with pytest.raises(ValueError):
            config_from_data(dict(data, tournament=wrong))
