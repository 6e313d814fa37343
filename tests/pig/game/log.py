"""Pig's game log: JSON Lines, one event a line, as every game's (game/core/log.py).

    start  {game: "pig", format, seed, target, players: [{name, kind}, ...]}
           written by Match.start_event; seat 0's first turn begins with it (no line)
    roll   {player, value}          the player rolled and the die showed `value`
    bust   {player, lost}           after a roll of 1: the turn total `lost` is gone
    hold   {player, total, score}   the turn total banked and the score it made
    turn   {player}                 the next player's turn begins (after a bust or a hold)
    win    {player}                 after the hold that reached the target; the last line

A turn is `roll`... then `bust` `turn`, or `roll`... `hold` then `turn` or `win`.
A `roll` line records two actions: the player's choice to roll and chance's face
(the engine writes nothing for the choice alone); `hold` records the player's hold;
`bust`, `turn` and `win` the engine writes by itself.
"""
from __future__ import annotations

from game.core.contract import CHANCE
from tests.pig.game.state import HOLD_ACTION, ROLL_ACTION, Die, Rules

FIELDS = {
    "start": ("game", "format", "seed", "target", "players"),
    "roll": ("player", "value"),
    "bust": ("player", "lost"),
    "hold": ("player", "total", "score"),
    "turn": ("player",),
    "win": ("player",),
}


def rules_of(start: dict) -> Rules:
    return Rules(players=len(start["players"]), target=start["target"])


def action_of(event: dict):
    kind = event["type"]
    if kind == "roll":
        return [(event["player"], ROLL_ACTION), (CHANCE, Die(event["value"]))]
    if kind == "hold":
        return event["player"], HOLD_ACTION
    return None


def previous_turn(events: list[dict]) -> tuple[int, int] | None:
    """(index of the line its turn begins with, index of the next turn's `turn` line) of
    the last finished turn of a game in progress, what the table's T shows again: seat
    0's first turn begins with the start line, every later one with its `turn` line.
    None while the first turn is being played."""
    begins = [0] + [i for i, e in enumerate(events) if e["type"] == "turn"]
    if len(begins) < 2:
        return None
    return begins[-2], begins[-1]


def count_log(log: list[dict]) -> list[dict]:
    """Pig's own statistics counters, for each seat: rolls, busts, holds and the
    points lost to busts (game/core/stats.py adds games, wins and places)."""
    seats = [{"rolls": 0, "busts": 0, "holds": 0, "lost": 0} for _ in log[0]["players"]]
    for event in log:
        kind = event["type"]
        if kind == "roll":
            seats[event["player"]]["rolls"] += 1
        elif kind == "bust":
            seats[event["player"]]["busts"] += 1
            seats[event["player"]]["lost"] += event["lost"]
        elif kind == "hold":
            seats[event["player"]]["holds"] += 1
    return seats
