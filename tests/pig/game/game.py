"""Pig's entry for the registry of games (registered by the tests only: tests/pig/__init__.py)."""
from __future__ import annotations

from game.core.contract import Game, Option
from tests.pig.game import log
from tests.pig.game.players import PEOPLE_KINDS, PLAYERS
from tests.pig.game.snapshot import restore
from tests.pig.game.state import DEFAULT_TARGET, GAME_ID, PLAYERS as SEATS, TARGETS, PigState, Rules


def make_rules(players: int, target: int = DEFAULT_TARGET) -> Rules:
    return Rules(players=players, target=target)


def see_everything(state: PigState, seat: int, rng) -> PigState:
    """Nothing is hidden: the only state a seat cannot tell apart is a copy."""
    return state.copy()


GAME = Game(
    id=GAME_ID,
    title="Pig",
    min_players=SEATS,
    max_players=SEATS,
    options=(Option("target", TARGETS, DEFAULT_TARGET, "the score that wins", label="pig_goal"),),
    make_rules=make_rules,
    rules_from_start=log.rules_of,
    restore_state=restore,
    action_of=log.action_of,
    log_fields=log.FIELDS,
    players=PLAYERS,
    people_kinds=PEOPLE_KINDS,
    determinize=see_everything,
    count_log=log.count_log,
    mean_lines=(("mean turns per game", "turns"),),
    previous_turn=log.previous_turn,
)
