"""Wazabi's entry in the registry of games."""
from __future__ import annotations

from game.core.contract import Game, Option
from game.wazabi import log, snapshot, stats
from game.wazabi.cards import GAME_ID
from game.wazabi.players import PEOPLE_KINDS, PLAYERS
from game.wazabi.playout import play_out
from game.wazabi.remote import REMOTE
from game.wazabi.rules import DICE_CHOICES, MAX_PLAYERS, MIN_PLAYERS, TEAMS, Rules
from game.wazabi.view import determinize


def teams_chosen(teams) -> bool:
    """A start line lists the teams (or null): chosen when it lists them."""
    return teams is not None


# The defaults are the rules' own (game/wazabi/rules.py).
DICE = Option("dice", DICE_CHOICES, Rules.dice, "starting dice per player (game length)", label="wz_option_dice")
TEAMS_OPTION = Option("teams", (False, True), Rules.teams, "teams of two, partners opposite", label="wz_teams",
                      players=tuple(TEAMS), excludes=("to_the_last",), from_start=teams_chosen)
TO_THE_LAST = Option("to_the_last", (False, True), Rules.to_the_last,
                     "play on for places until one player still holds dice", label="wz_to_the_last")


def make_rules(players: int, dice: int = DICE.default, teams: bool = TEAMS_OPTION.default,
               to_the_last: bool = TO_THE_LAST.default) -> Rules:
    return Rules(players=players, dice=dice, teams=teams, to_the_last=to_the_last)


GAME = Game(
    id=GAME_ID,
    title="Wazabi",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=(DICE, TEAMS_OPTION, TO_THE_LAST),
    make_rules=make_rules,
    rules_from_start=log.rules_of,
    restore_state=snapshot.restore,
    action_of=log.action_of,
    previous_turn=log.previous_turn,
    reveals=frozenset({"draw"}),      # a card drawn from the pile (draw_three): seen, not taken back
    log_fields=log.FIELDS,
    start_types=log.START_TYPES,
    players=PLAYERS,
    people_kinds=PEOPLE_KINDS,
    determinize=determinize,
    unordered_fields=log.UNORDERED,
    count_log=stats.count_log,
    count_rows=(("first", "(starter)", "starter_won"),),
    play_out=play_out,
    mean_lines=(("mean turns per game", "turns"), ("mean points of the winner (tournament scoring)", "points")),
    remote=REMOTE,
)
