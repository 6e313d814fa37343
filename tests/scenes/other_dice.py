"""A made-up game for the registry's tests, "other-dice": Easy Come, Easy Go's rules
under an id of its own, and the few parts the shell calls to keep its files (its save
format, a setting of its own). This module is its scenes package too: importing it
(the registry does, once the game is registered) registers those parts."""
from __future__ import annotations

import dataclasses

from game.core.contract import Option
from game.eceg.game import GAME as EASY_COME_EASY_GO
from game.eceg.state import Rules as EasyComeEasyGoRules
from scenes.registry import register_game

GAME_ID = "other-dice"
SCENES = __name__


@dataclasses.dataclass(frozen=True)
class Rules(EasyComeEasyGoRules):
    game_id = GAME_ID          # its matches, logs and files are its own


def rules_of(start: dict) -> Rules:
    return Rules(**dataclasses.asdict(EASY_COME_EASY_GO.rules_from_start(start)))


SPEC = dataclasses.replace(EASY_COME_EASY_GO, id=GAME_ID, title="Other dice",
                           make_rules=lambda players, **options: Rules(players, **options),
                           rules_from_start=rules_of)

register_game(GAME_ID, {
    "saved config": "scenes.eceg.saved_game:config_to_data",
    "settings": (Option("other_dice_cups", (1, 2, 3), 2, "how many cups the dice are shaken in"),),
})
