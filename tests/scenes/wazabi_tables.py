"""Wazabi tables for the scene tests: a chosen position (hands, pile, dice, who is on
turn) on the real table screen, and helpers to roll chosen faces and step time. The
helpers hand back Wazabi's table layer (what the felt shows, a person's choices);
`layer.table` is the table screen it is drawn on (the shared TableScene), stepped here."""
from __future__ import annotations

from game.core.contract import CHANCE
from game.wazabi.actions import Roll
from scenes.app import STEP
from scenes.shell.seating import HUMAN, SeatConfig
from scenes.ui import theme
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.table import WazabiTable, table

from tests.game.wazabi_positions import at_turn
from tests.scenes.scene_helpers import make_app

COLOURS = [c for _, c in theme.SEAT_COLOURS]
NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve", "Flo")
W, D, G = "wazabi", "draw", "give"


def table_at(hands, pile=(), discard=(), dice=None, player=0, people=(0,), speed="normal",
             lang="en", **options) -> WazabiTable:
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
    scene = table(app, config, match)
    app.push(scene)
    return scene.layer


def dealt_table(players: int, seed: int = 5, people=(), speed="normal", kind="medium", lang="en",
                **options) -> WazabiTable:
    """A new game as the setup makes it (the roll-off first), seats in `people` people."""
    app = make_app("--speed", speed, "--lang", lang)
    app.game = "wazabi"
    seats = tuple(SeatConfig(NAMES[i], COLOURS[i], HUMAN if i in people else kind) for i in range(players))
    config = GameConfig(seats, {"teams": options.get("teams", False), "to_the_last": options.get("to_the_last", False)},
                        seed=seed)
    scene = table(app, config, config.build_match(seed))
    app.push(scene)
    return scene.layer


def roll(layer: WazabiTable, *faces: str) -> None:
    """The seat on turn rolls these faces (the driver sends them, the table animates them)."""
    layer.driver.act(CHANCE, Roll(tuple(faces)))


def run(layer: WazabiTable, seconds: float) -> None:
    for _ in range(max(1, round(seconds / STEP))):
        layer.table.update(STEP)


def run_until(layer: WazabiTable, condition, limit: float = 20.0) -> float:
    """Step the table screen until `condition()`; returns the game time it took."""
    waited = 0.0
    while not condition():
        assert waited < limit, "timed out in game time"
        layer.table.update(STEP)
        waited += STEP
    return waited


def settle(layer: WazabiTable, limit: float = 20.0) -> None:
    """Until the table is at rest (its queue empty, nothing moving)."""
    run_until(layer, lambda: not layer.queue.busy and not layer.flights, limit)


def flights(layer: WazabiTable, kind: str) -> list:
    return [f for f in layer.flights if f.kind == kind and f.started]
