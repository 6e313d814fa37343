"""Wazabi's results say why the game was won, as ECEG's and YAM color's do (issue 26,
item 6): who got rid of the last die and how (given away, or a card), and the rule
that made it a win (alone, for a team, or the first of the places); the results and a
tournament's standings celebrate it with the shared confetti (scenes/ui/celebration.py)."""
from __future__ import annotations

import pygame
import pytest

from game.wazabi.actions import Give, Play
from game.wazabi.cards import DROP_ONE
from scenes import registry
from scenes.shell.results import ResultsScene
from scenes.ui import text
from scenes.ui.celebration import MASHED
from scenes.ui.text import t

from tests.scenes.scene_helpers import key, step, step_until, top
from tests.scenes.wazabi_tables import G, W, dealt_table, roll, settle, table_at

CREAM_ISH = lambda c: min(c[:3]) > 180         # noqa: E731   (the reason's words on the dark panel)


def why(layer) -> str:
    return registry.resolve("wazabi/win reason")(layer.match, layer.config)


def words_between_winner_and_rows(app, results) -> int:
    """Light pixels in the band where the results say why (under "X wins!", above the rows)."""
    surface = app.render()
    band = pygame.Rect(results.rect.x + 30, results.rect.y + 140, results.rect.width - 60, 30)
    return sum(CREAM_ISH(surface.get_at((x, y))) for x in range(band.x, band.right, 2)
               for y in range(band.y, band.bottom, 2))


def test_a_game_played_out_shows_why_it_was_won_and_celebrates_in_english_and_french():
    for lang in ("en", "fr"):
        layer = dealt_table(3, seed=7, speed="fast", lang=lang)
        app = layer.table.app
        try:
            step_until(app, lambda: isinstance(top(app), ResultsScene), limit=900)
            results = top(app)
            assert results.celebrating and results.confetti.pieces
            assert registry.has("wazabi/win reason")
            log = layer.match.log
            winner = log[-1]["player"]
            first_out = next(k for k, e in enumerate(log) if e["type"] == "finish" and e["place"] == 1)
            how = log[first_out - 1]["type"]
            name = layer.config.seats[winner].name
            cause = t("wz_why_give" if how == "give" else "wz_why_card", name=name)
            assert why(layer) == t("wz_why", cause=cause, rule=t("wz_rule_first"))
            assert words_between_winner_and_rows(app, results) > 40
            key(app, pygame.K_SPACE)                     # the celebration ends on a key...
            assert not results.celebrating and top(app) is results      # ...and nothing else happens
        finally:
            text.set_language("en")


def test_the_last_die_given_away_and_dropped_by_a_card_are_told_apart():
    # Ana's last die comes up "give": she gives it to Ben and is out
    layer = table_at([[], []], pile=[DROP_ONE] * 6, dice=[1, 3], people=(0, 1))
    roll(layer, G)
    settle(layer)
    layer.driver.act(0, Give(1))
    settle(layer)
    assert layer.state.is_over()
    assert why(layer) == "Ana gave away the last die: the first without dice wins."
    # Ana's last die dropped with a card (Drop one costs one W)
    layer = table_at([[DROP_ONE], []], pile=[DROP_ONE] * 6, dice=[1, 3], people=(0, 1))
    roll(layer, W)
    settle(layer)
    layer.driver.act(0, Play(DROP_ONE))
    settle(layer)
    assert layer.state.is_over()
    assert why(layer) == "A card took Ana's last dice: the first without dice wins."


def test_a_team_and_play_to_the_last_say_their_own_rule_in_both_languages():
    layer = table_at([[], [], [], []], pile=[DROP_ONE] * 9, dice=[1, 3, 2, 3], people=(0, 1, 2, 3), teams=True)
    roll(layer, G)
    settle(layer)
    layer.driver.act(0, Give(1))
    settle(layer)
    assert layer.state.is_over()
    assert why(layer) == "Ana gave away the last die: a team wins as soon as one of its players has no dice."
    text.set_language("fr")
    try:
        assert why(layer) == "Ana a donné son dernier dé : une équipe gagne dès qu'un de ses joueurs n'a plus de dé."
    finally:
        text.set_language("en")
    layer = table_at([[], [], []], pile=[DROP_ONE] * 9, dice=[1, 3, 2], people=(0, 1, 2), to_the_last=True)
    roll(layer, G)
    settle(layer)
    layer.driver.act(0, Give(1))
    settle(layer)
    assert not layer.state.is_over()          # the others play on for the places
    layer.match.state.finished[:] = [1, 3, 2]  # (the end reached at once: places as the rules give them)
    assert why(layer) == ("Ana gave away the last die: the first without dice wins; "
                          "the others played on for the places.")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tournaments_standings_say_why_and_celebrate_and_a_key_only_ends_the_confetti(lang):
    from tests.scenes.test_wazabi_tournament import play_to_the_standings, start_a_tournament
    from tests.scenes.scene_helpers import make_app
    app = make_app("--speed", "instant", "--lang", lang)
    app.game = "wazabi"
    try:
        table = start_a_tournament(app)
        standings = play_to_the_standings(app, table, past_confetti=False)
        assert standings.celebrating
        before = app.render().copy()
        step(app, 0.3)
        assert pygame.image.tobytes(app.render(), "RGB") != pygame.image.tobytes(before, "RGB")   # confetti fall
        said = registry.resolve("wazabi/win reason")(table.match, table.config)
        assert " ".join(standings.why) == said
        key(app, pygame.K_RETURN)                # Next game is focused: the key only ends the confetti
        assert not standings.celebrating and top(app) is standings
        key(app, pygame.K_RETURN)                # at once: the same mashing, still nothing
        assert top(app) is standings
        step(app, MASHED + 0.02)
        key(app, pygame.K_RETURN)                # after a pause: Next game
        assert top(app) is not standings
    finally:
        text.set_language("en")
