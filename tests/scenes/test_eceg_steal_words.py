"""Issue 26 item 6: while a computer's choice was shown before being made, the tray said
"Player 3 takes Exactly 7" for a steal, the card still lying in Ana's area. The words
of a steal now say so, and whom from, from the moment the choice is shown."""
from __future__ import annotations

import pytest

from game.core.match import Seat
from game.eceg.snapshot import restore
from scenes.eceg.game_config import GameConfig, SeatConfig
from scenes.eceg.table import table as eceg_table
from scenes.eceg.tutorial import ScriptedMatch
from scenes.eceg.words import prize_name
from scenes.ui import text

from tests.scenes.scene_helpers import make_app, step

COLOURS = [(214, 72, 62), (70, 130, 220), (90, 170, 90)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_computers_steal_is_said_as_a_steal_while_the_card_is_still_held(language):
    app = make_app("--lang", language, "--seed", "5")
    try:
        config = GameConfig((SeatConfig("Ana", COLOURS[0], "human"), SeatConfig("Bo", COLOURS[1], "human"),
                             SeatConfig("Player 3", COLOURS[2], "medium")))
        match = ScriptedMatch(config.rules(), [Seat(s.name, s.kind) for s in config.seats], 5,
                              script=[(0, 1, 2, 4)])          # Exactly 7 at once: Ana's to steal
        owners = [None] * 9
        owners[4] = 0                                        # Exactly 7, Ana's
        match.state = restore({"rules": {"players": 3, "faces": "0-5", "hold": "next-two"},
                               "owners": owners, "phase": "roll", "seat": 2, "contenders": [],
                               "rolloff_totals": [], "kept": [], "rolled": [], "counts": [],
                               "winner": None, "turn_number": 3, "starter": 0})
        table = eceg_table(app, config, match)
        app.push(table)
        layer = table.layer
        said = []
        for _ in range(600):
            step(app, 1 / 60)
            if layer.shown_owners[4] == 0 and layer.message and prize_name("seven") in layer.message:
                said.append(layer.message)
            if layer.shown_owners[4] == 2:
                break
        assert layer.shown_owners[4] == 2 and said
        steal = text.t("stole", name="Player 3", prize=prize_name("seven"), victim="Ana").rstrip(" !")
        took = text.t("took", name="Player 3", prize=prize_name("seven"))
        for message in said:
            assert message != took, said
            assert message.startswith(steal), (message, steal)
    finally:
        text.set_language("en")
