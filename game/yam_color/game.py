"""YAM color's entry in the registry of games."""
from __future__ import annotations

import random

from game.core.contract import Game, Option
from game.yam_color import log, stats
from game.yam_color.snapshot import restore
from game.yam_color.playout import play_out
from game.yam_color.players import FIRST_OPPONENT, PEOPLE_KINDS, PLAYERS
from game.yam_color.remote import REMOTE
from game.yam_color.state import CALL_TIMES, GAME_ID, GameState, Rules

NO_LIMIT = "none"


def call_time_text(seconds: float | None) -> str:
    """The call time as the option gives it: "8", or "none" for no limit."""
    return NO_LIMIT if seconds is None else f"{seconds:g}"


# The defaults are the rules' own (game/yam_color/state.py).
CALL_TIME = Option("call_time", (*map(call_time_text, CALL_TIMES), NO_LIMIT), call_time_text(Rules.call_time),
                   "seconds from the reveal until calls close, or none (calls close when all have called)",
                   label="yam_call_time", value_names=((NO_LIMIT, "yam_no_limit"),), value_name="yam_seconds",
                   from_start=call_time_text)
PLAYOFF = Option("playoff", (False, True), Rules.playoff, "a tie at the top is played off instead of shared",
                 label="yam_tie", value_names=((False, "yam_tie_shared"), (True, "yam_tie_playoff")))


def make_rules(players: int, call_time=CALL_TIME.default, playoff: bool = PLAYOFF.default) -> Rules:
    """`call_time`: seconds (a number, or its text as the command line gives it) or
    "none"/None for no limit."""
    if call_time is None or call_time == NO_LIMIT:
        seconds = None
    elif isinstance(call_time, str):
        try:
            seconds = float(call_time)
        except ValueError:
            raise ValueError(f"the call time is seconds or {NO_LIMIT}, not {call_time!r}") from None
    else:
        seconds = call_time
    return Rules(players=players, call_time=seconds, playoff=playoff)


def shuffle_pile(state: GameState, seat: int, rng: random.Random) -> GameState:
    """Only the pile's order is hidden (its cards are those nobody holds or shows)."""
    other = state.copy()
    rng.shuffle(other.pile)
    return other


# Uniform random callers pay fines faster than a round gives out cards: the pile empties
# only after a long run of luck (measured, call time 8 s: median rounds per game about
# 1,500 with 4 seats, 22,000 with 5, 900,000 with 6; one caller of any other kind, who keeps
# its cards, brings a game back to about 30-50 rounds).
SLOW_RANDOM_SEATS = {5: "tens of thousands of rounds (seconds each, sometimes half a minute)",
                     6: "about a million rounds (minutes each)"}


def long_games(kinds) -> str | None:
    """simulate's warning for a lineup of only `random` callers at 5 or 6 seats."""
    if len(kinds) in SLOW_RANDOM_SEATS and all(k == "random" for k in kinds):
        return (f"{len(kinds)} random callers pay fines faster than the pile empties: a game lasts "
                f"{SLOW_RANDOM_SEATS[len(kinds)]}; one caller of another kind makes it about 30-50 rounds")
    return None


GAME = Game(
    id=GAME_ID,
    title="YAM color",
    min_players=2,
    max_players=6,
    options=(CALL_TIME, PLAYOFF),
    make_rules=make_rules,
    rules_from_start=log.rules_of,
    restore_state=restore,
    action_of=log.action_of,
    log_fields=log.FIELDS,
    start_types=log.START_TYPES,
    players=PLAYERS,
    people_kinds=PEOPLE_KINDS,
    first_opponent=FIRST_OPPONENT,
    determinize=shuffle_pile,
    count_log=stats.count_log,
    mean_lines=(("mean cards turned per game", "rounds"), ("mean fines paid per game", "fines"),
                ("mean wrong calls per game", "wrong_calls")),
    play_out=play_out,
    long_games=long_games,
    previous_turn=log.previous_turn,
    remote=REMOTE,
)
