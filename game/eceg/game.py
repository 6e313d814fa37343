"""Easy Come, Easy Go's entry in the registry of games."""
from __future__ import annotations

from game.core.contract import Game, Option
from game.eceg import log, stats
from game.eceg.players import PEOPLE_KINDS, PLAYERS
from game.eceg.state import ALL_OTHERS, GAME_ID, NEXT_TWO, GameState, Rules
from game.eceg.snapshot import restore as restore_position


def make_rules(players: int, faces: str = "0-5", hold: str = NEXT_TWO) -> Rules:
    return Rules(players=players, faces=faces, hold=hold)


def see_everything(state: GameState, seat: int, rng) -> GameState:
    """Nothing is hidden in this game: the only state a seat cannot tell apart is a copy."""
    return state.copy()


GAME = Game(
    id=GAME_ID,
    title="Easy Come, Easy Go",
    min_players=2,
    max_players=6,
    options=(Option("faces", ("0-5", "1-6"), "0-5", "the official dice (0-5) or classic dice (1-6)"),
             Option("hold", (NEXT_TWO, ALL_OTHERS), NEXT_TWO,
                    "with three prizes, survive the next two turns or everyone's (4+ players)")),
    make_rules=make_rules,
    rules_from_start=log.rules_of,
    restore_state=restore_position,
    action_of=log.action_of,
    log_fields=log.FIELDS,
    players=PLAYERS,
    people_kinds=PEOPLE_KINDS,
    determinize=see_everything,
    unordered_fields=log.UNORDERED,
    count_log=stats.count_log,
    count_rows=(("first", "(starter)", "starter_won"),),
    mean_lines=(("mean turns per game", "turns"),),
    previous_turn=log.previous_turn,
)
