"""Issue 26, item 4: the coach gives its reason in the terms of its advice. Its advice is
Hard's (the best chance of winning the game), so its reason is the chance of winning the
game, against the best choice of the other kind; when it passes a prize the dice fit, it
says why passing a sure prize pays. The reported case: three players, Exactly 13 glowing
at 100%, the advice to set aside the two 5s, and the reason once shown "74% to win a
prize this turn" -- a reason that taking Exactly 13 now (100%) beats."""
from __future__ import annotations

import pygame
import pytest

from game.eceg.actions import SetAside, Take
from game.eceg.ai.evaluation import outcome_values
from game.eceg.ai.lookahead import reach
from game.eceg.ai.planner import FastPlanner
from game.eceg.snapshot import restore
from scenes.eceg import coach as coach_view
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.ui import text

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, make_app, step, step_until

IDS = ["four_of_a_kind", "two_pairs", "three_odd", "three_even", "seven", "thirteen",
       "three_or_less", "seventeen_or_more", "straight"]
COLOURS = [(214, 72, 62), (70, 130, 220), (90, 170, 90)]


def three_player_table(language, owners=(None,) * 9, kept=(), rolled=(5, 0, 5, 3), counts=()):
    """Ana, Player 2 (to play) and Player 3, all people at this screen, the coach on (H)."""
    app = make_app("--lang", language)
    config = GameConfig(tuple(SeatConfig(n, c) for n, c in zip(("Ana", "Player 2", "Player 3"), COLOURS)),
                        seed=5)
    match = config.build_match(5)
    match.state = restore({"rules": {"players": 3, "faces": "0-5", "hold": "next-two"},
                           "owners": list(owners), "phase": "decide", "seat": 1, "contenders": [],
                           "rolloff_totals": [], "kept": list(kept), "rolled": list(rolled),
                           "counts": [list(c) for c in counts], "winner": None, "turn_number": 3,
                           "starter": 0})
    table = eceg_table(app, config, match, players=[None, None, None])
    app.push(table)
    step_until(app, lambda: table.layer.awaiting_human)
    key(app, pygame.K_h)
    step(app, 1 / 60)
    assert isinstance(table.layer.coach, coach_view.CoachOverlay)
    return app, table


def worths(state):
    """Hard's chance of winning the game after each choice (its own outcome values and
    the exact turn planner), worked out here rather than read from the coach."""
    values, none_value = outcome_values(state)
    planner = FastPlanner(state.table, values, none_value)
    return planner.options(state.kept, state.rolled)


def drawn_text(app, table) -> str:
    return " ".join(table.layer.coach.text().split())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_three_players_passing_exactly_13_gives_the_chance_of_winning_the_game(monkeypatch, language):
    text_boxes.record(monkeypatch)
    app, table = three_player_table(language)
    try:
        state = table.state
        assert "thirteen" in state.claimable()
        assert table.layer.coach.labels()["thirteen"] == "100%"           # glowing, certain
        options = worths(state)
        best, best_worth = options[0]
        take_worth = next(v for a, v in options if a == Take("thirteen"))
        assert best == SetAside((5, 5)) and best_worth > take_worth          # Hard rolls on
        said = table.layer.coach.text()
        w, q = round(best_worth * 100), round(take_worth * 100)
        prize = coach_view.prize_name("thirteen")
        if language == "en":
            assert said.startswith("Set aside the two 5s: "), said
            assert f"{w}% to win the game, against {q}% if you take {prize} now" in said, said
            # why passing a sure prize pays: Exactly 13 is the easiest to steal back, and
            # rolling on still ends with a prize 74% of the time
            assert f"{prize} is easier to steal back than what rolling on aims at" in said, said
            assert "74%" in said and "to win a prize this turn" not in said, said
        else:
            assert said.startswith("Gardez les deux 5 : "), said
            assert f"{w}% de chances de gagner la partie, contre {q}% si vous prenez {prize} maintenant" in said, said
            assert f"{prize} se vole plus facilement" in said and "74%" in said, said
        assert reach(state.table, 1 << IDS.index("thirteen")) > 0.4      # the reason holds
        assert said_in_panel(app, said)
    finally:
        text.set_language("en")


def said_in_panel(app, said: str) -> bool:
    """The whole sentence is drawn in the coach's panel, at one of its two sizes."""
    boxes = text_boxes.frame(app).texts
    panel = app.stack[-1].layer.coach.panel_rect()
    inside = [line for box, line in boxes if panel.contains(box)
              and line != text.t("coach_title")]
    return " ".join(inside) == said


def test_a_take_is_weighed_against_rolling_on():
    """Take Straight with 1 2 3 kept and a 4 rolled: the only other choice ends the turn
    with nothing, and the reason says so in the chance of winning the game."""
    app, table = three_player_table("en", kept=(1, 2, 3), rolled=(4,))
    options = worths(table.state)
    (take, take_worth), (_aside, nothing_worth) = options[0], options[1]
    assert take == Take("straight")
    said = table.layer.coach.text()
    assert said == (f"Take Straight now: {round(take_worth * 100)}% to win the game, "
                    f"against {round(nothing_worth * 100)}% without it"), said


def test_passing_to_rob_the_player_counting_down_says_so():
    """Ana holds three and counts down; Player 2 could take Exactly 13 from the centre, and
    Hard rolls on for Ana's prizes: the coach names that reason."""
    owners = [None, 1, 0, 0, 2, None, 2, 0, None]
    app, table = three_player_table("en", owners=owners, rolled=(2, 5, 3, 3), counts=[(0, 2)])
    state = table.state
    assert "thirteen" in state.claimable()
    options = worths(state)
    (best, w), take = options[0], next(v for a, v in options if a == Take("thirteen"))
    assert best == SetAside((5,)) and w > take
    robbed = table.layer.coach.advice.passing.p
    said = table.layer.coach.text()
    assert said == (f"Set aside the 5: {round(w * 100)}% to win the game, against {round(take * 100)}% "
                    f"if you take Exactly 13 now. Rolling on robs Ana {round(robbed * 100)}% of the time, "
                    f"and Ana is counting down to a win."), said
    # the robbing chance is the plan's chance of ending with one of Ana's prizes
    endings = table.layer.coach.advice.endings
    assert robbed == pytest.approx(sum(p for pid, p in endings.items()
                                       if pid is not None and state.owner(pid) == 0))
