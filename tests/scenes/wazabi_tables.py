"""Wazabi tables for the scene tests: a chosen position (hands, pile, dice, who is on
turn) on the real table scene, and helpers to roll chosen faces and step time."""
from __future__ import annotations

from game.core.contract import CHANCE
from game.wazabi.actions import Roll
from scenes.app import STEP
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import theme
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.table import TableScene

from tests.game.wazabi_positions import at_turn
from tests.scenes.scene_helpers import make_app

COLOURS = [c for _, c in theme.SEAT_COLOURS]
NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve", "Flo")
W, D, G = "wazabi", "draw", "give"


def table_at(hands, pile=(), discard=(), dice=None, player=0, people=(0,), speed="normal",
             lang="en", **options) -> TableScene:
    """A table whose seat `player` is about to roll; seats in `people` are people, the
    others easy computers."""
    app = make_app("--speed", speed, "--lang", lang)
    app.game = "wazabi"
    seats = tuple(SeatConfig(NAMES[i], COLOURS[i], HUMAN if i in people else "easy") for i in range(len(hands)))
    config = GameConfig(seats, {"dice": 4, "teams": options.get("teams", False),
                                "to_the_last": options.get("to_the_last", False)}, seed=5)
    match = config.build_match(5)
    match.state = at_turn(hands, pile, discard, dice, player, **options)
    match.rules = match.state.rules
    table = TableScene(app, config, match)
    app.push(table)
    return table


def dealt_table(players: int, seed: int = 5, people=(), speed="normal", kind="medium", lang="en",
                **options) -> TableScene:
    """A new game as the setup makes it (the roll-off first), seats in `people` people."""
    app = make_app("--speed", speed, "--lang", lang)
    app.game = "wazabi"
    seats = tuple(SeatConfig(NAMES[i], COLOURS[i], HUMAN if i in people else kind) for i in range(players))
    config = GameConfig(seats, {"teams": options.get("teams", False), "to_the_last": options.get("to_the_last", False)},
                        seed=seed)
    table = TableScene(app, config, config.build_match(seed))
    app.push(table)
    return table


def roll(table: TableScene, *faces: str) -> None:
    """The seat on turn rolls these faces (the table animates them)."""
    table.play(table.match.apply(CHANCE, Roll(tuple(faces))))


def run(table: TableScene, seconds: float) -> None:
    for _ in range(max(1, round(seconds / STEP))):
        table.update(STEP)


def run_until(table: TableScene, condition, limit: float = 20.0) -> float:
    """Step until `condition()`; returns the game time it took."""
    waited = 0.0
    while not condition():
        assert waited < limit, "timed out in game time"
        table.update(STEP)
        waited += STEP
    return waited


def settle(table: TableScene, limit: float = 20.0) -> None:
    """Until the table is at rest (its queue empty, nothing moving)."""
    run_until(table, lambda: not table.queue.busy and not table.flights, limit)


def flights(table: TableScene, kind: str) -> list:
    return [f for f in table.flights if f.kind == kind and f.started]
