"""The coach's panel holds its advice comfortably: for every kind of advice (roll, keep,
stop, take, steal), in English and French, with short and long (14 letters, the setup's
most) names and the longest prize name, every line of the advice is drawn whole, at the
panel's normal size, inside the panel, with a line's room to spare above the win bar
(issue 26: or in a panel grown upward just enough for a long reason, never over the
column where the dice rest);
and the hint line under the dice is never under the panel, however long it is in French."""
from __future__ import annotations

import pygame
import pytest

from game.eceg.snapshot import restore
from scenes.eceg import coach as coach_view, layout
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.ui import assets, text

from tests.scenes import text_boxes
from tests.scenes.scene_helpers import key, make_app, step, step_until

IDS = ["four_of_a_kind", "two_pairs", "three_odd", "three_even", "seven", "thirteen",
       "three_or_less", "seventeen_or_more", "straight"]
STRAIGHT_HELD = [None] * 8 + [1]
ODD_HELD = [None, None, 1] + [None] * 6           # three of a kind, all odd: the longest prize name
# (kind, owners, kept, rolled, phase): positions of tests/scenes/test_coach_words.py
POSITIONS = [("roll", (None,) * 9, (), (), "roll"),
             ("keep", (None,) * 9, (5, 5), (5, 0), "decide"),
             ("stop", (None,) * 9, (0, 0, 5), (3,), "decide"),
             ("take", (None,) * 9, (1, 2, 3), (4,), "decide"),
             ("steal", STRAIGHT_HELD, (1, 2, 3), (4,), "decide"),
             ("steal", ODD_HELD, (1, 1, 3), (1,), "decide"),
             ("take", (None,) * 9, (1, 1, 3), (1,), "decide"),
             ("take or keep", (None,) * 9, (), (0, 1, 2, 4), "decide")]
NAMES = [("Ana", "Bo"), ("Maximilienne B", "Bartholomew II")]


def table_at(app, names, owners, kept, rolled, phase):
    config = GameConfig((SeatConfig(names[0], (214, 72, 62)), SeatConfig(names[1], (70, 130, 220))), seed=5)
    match = config.build_match(5)
    match.state = restore({"rules": {"players": 2, "faces": "0-5", "hold": "next-two"},
                           "owners": list(owners), "phase": phase, "seat": 0, "contenders": [],
                           "rolloff_totals": [], "kept": list(kept), "rolled": list(rolled),
                           "counts": [], "winner": None, "turn_number": 3, "starter": 0})
    table = eceg_table(app, config, match, players=[None, None])
    app.push(table)
    step_until(app, lambda: table.layer.awaiting_human or table.layer.awaiting_start)
    key(app, pygame.K_h)
    step(app, 1 / 60)
    assert isinstance(table.layer.coach, coach_view.CoachOverlay) and table.layer.coach.advice is not None
    return table


def drawn(app, sizes):
    """(box, text) of every line on the screen, and the size each text was last made at."""
    sizes.clear()
    plain = app.screen
    app.screen = text_boxes.Tracked(plain.get_size())
    try:
        return app.render().texts
    finally:
        app.screen = plain


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_advice_fits_its_panel_at_the_normal_size(monkeypatch, language):
    text_boxes.record(monkeypatch)
    sizes: dict[str, int] = {}
    made = assets.text

    def sized(message, size, *args, **kwargs):
        sizes[message] = size
        return made(message, size, *args, **kwargs)
    sized.cache_clear = made.cache_clear
    monkeypatch.setattr(assets, "text", sized)
    app = make_app("--lang", language)
    kinds = set()
    try:
        for names in NAMES:
            for kind, owners, kept, rolled, phase in POSITIONS:
                table = table_at(app, names, owners, kept, rolled, phase)
                advice = table.layer.coach.text()
                kinds.add(coach_view.advice_kind(table.layer.coach.advice, table.state))
                assert table.layer.coach.advice.win is not None                  # two players: the bar is there
                panel = table.layer.coach.panel_rect()
                bar = coach_view.win_bar_rect(panel)
                grown = panel != coach_view.PANEL
                assert panel.bottom == coach_view.PANEL.bottom and panel.x == coach_view.PANEL.x
                assert panel.height <= coach_view.TALLEST
                boxes = drawn(app, sizes)
                inside = [(box, line) for box, line in boxes if box.colliderect(panel)]
                said = [(box, line) for box, line in inside          # under the title, above the bar's words
                        if line != text.t("coach_title") and box.top < bar.top]
                assert " ".join(line for _box, line in said) == advice, (kind, names, said)   # all, in order
                for box, line in inside:
                    assert panel.inflate(-6, -6).contains(box), (kind, line, box)
                for box, line in said:
                    assert sizes[line] == coach_view.TEXT_SIZE, (kind, names, line)
                spare = bar.top - max(box.bottom for box, _line in said)
                assert spare >= coach_view.TEXT_SIZE + 4, (kind, names, grown, said)     # a line's room left
                hints = [(box, line) for box, line in boxes if line == table.layer.view.hint()]
                assert len(hints) == 1 and abs(hints[0][0].centery - layout.HINT_Y) < 12, (kind, hints)
                for box, line in hints:
                    assert not box.colliderect(panel.inflate(8, 0)), (kind, line, box)
                app.pop()
        assert kinds == {"roll", "keep", "stop", "take", "steal"}
    finally:
        text.set_language("en")


def test_the_check_sees_a_line_below_the_room():
    """advice_lines gives no more lines than the room holds (the check's premise)."""
    size, lines = coach_view.advice_lines("word " * 200, 96)
    assert size == coach_view.SMALL_SIZE and len(lines) == (96 + 4) // (size + 4)
    size, lines = coach_view.advice_lines("Take Straight now (100%)", 96)
    assert size == coach_view.TEXT_SIZE and lines == ["Take Straight now (100%)"]
