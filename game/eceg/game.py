"""Easy Come, Easy Go's entry in the registry of games."""
from __future__ import annotations

from game.core.contract import Game, Option
from game.core.dice import CLASSIC, DICE_SETS, OFFICIAL
from game.eceg import log, stats
from game.eceg.players import PEOPLE_KINDS, PLAYERS
from game.eceg.remote import REMOTE
from game.eceg.state import ALL_OTHERS, GAME_ID, NEXT_TWO, GameState, Rules
from game.eceg.snapshot import restore as restore_position

# The defaults are the rules' own (game/eceg/state.py). The setup shows both as switches.
FACES = Option("faces", tuple(DICE_SETS), Rules.faces, "the official dice (0-5) or classic dice (1-6)",
               label="classic_dice", value_names=((OFFICIAL.name, "off"), (CLASSIC.name, "on")))
HOLD = Option("hold", (NEXT_TWO, ALL_OTHERS), Rules.hold,
              "with three prizes, survive the next two turns or everyone's",
              label="hold_all", value_names=((NEXT_TWO, "off"), (ALL_OTHERS, "on")), players=(4, 5, 6))


def make_rules(players: int, faces: str = FACES.default, hold: str = HOLD.default) -> Rules:
    return Rules(players=players, faces=faces, hold=hold)


def see_everything(state: GameState, seat: int, rng) -> GameState:
    """Nothing is hidden in this game: the only state a seat cannot tell apart is a copy."""
    return state.copy()


GAME = Game(
    id=GAME_ID,
    title="Easy Come, Easy Go",
    min_players=2,
    max_players=6,
    options=(FACES, HOLD),
    make_rules=make_rules,
    rules_from_start=log.rules_of,
    restore_state=restore_position,
    action_of=log.action_of,
    log_fields=log.FIELDS,
    start_types=log.START_TYPES,
    players=PLAYERS,
    people_kinds=PEOPLE_KINDS,
    determinize=see_everything,
    unordered_fields=log.UNORDERED,
    count_log=stats.count_log,
    count_rows=(("first", "(starter)", "starter_won"),),
    mean_lines=(("mean turns per game", "turns"),),
    previous_turn=log.previous_turn,
    remote=REMOTE,
)
