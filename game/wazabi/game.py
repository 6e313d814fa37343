"""Wazabi's entry in the registry of games."""
from __future__ import annotations

from game.core.contract import Game, Option
from game.wazabi import log, snapshot, stats
from game.wazabi.cards import GAME_ID
from game.wazabi.players import PEOPLE_KINDS, PLAYERS
from game.wazabi.playout import play_out
from game.wazabi.rules import DEFAULT_DICE, DICE_CHOICES, MAX_PLAYERS, MIN_PLAYERS, Rules
from game.wazabi.view import determinize


def make_rules(players: int, dice: int = DEFAULT_DICE, teams: bool = False,
               to_the_last: bool = False) -> Rules:
    return Rules(players=players, dice=dice, teams=teams, to_the_last=to_the_last)


GAME = Game(
    id=GAME_ID,
    title="Wazabi",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=(Option("dice", DICE_CHOICES, DEFAULT_DICE, "starting dice per player (game length)"),
             Option("teams", (False, True), False, "teams of two, partners opposite (4 or 6 players)"),
             Option("to_the_last", (False, True), False,
                    "play on for places until one player still holds dice")),
    make_rules=make_rules,
    rules_from_start=log.rules_of,
    restore_state=snapshot.restore,
    action_of=log.action_of,
    previous_turn=log.previous_turn,
    log_fields=log.FIELDS,
    players=PLAYERS,
    people_kinds=PEOPLE_KINDS,
    determinize=determinize,
    unordered_fields=log.UNORDERED,
    count_log=stats.count_log,
    count_rows=(("first", "(starter)", "starter_won"),),
    play_out=play_out,
    mean_lines=(("mean turns per game", "turns"), ("mean points of the winner (tournament scoring)", "points")),
)
