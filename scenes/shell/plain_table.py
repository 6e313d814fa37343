"""The table roles of a game that gives only its table layer (its "table layer"
part, a scenes/shell/table_layer.py TableLayer): the shell's defaults for
"rolloff" (no roll-off: seat 0 begins at the table), "table" (the shared table
with that layer) and "replay setup" (a saved log on that layer, from its start
line). A game with a roll-off or a table of its own registers those roles itself.
"""
from __future__ import annotations

from game.core.match import Match, Seat
from game.registry import game_of_start
from game.core.start_line import seeded
from scenes import registry
from scenes.shell.replay_table import ReplaySetup
from scenes.shell.saved_seats import config_class
from scenes.shell.seating import SeatConfig
from scenes.shell.table_scene import open_table
from scenes.ui import theme


def layer_of(game_id: str):
    """The game's table layer class (its "table layer" part)."""
    return registry.resolve(registry.game_name(game_id, "table layer"))


def table(app, config, match, players=None, keep: bool = False):
    """The "table" role: the shared table with the game's layer; `players` the
    decision maker of each seat (None: the config's computers, people at this screen)."""
    players = players if players is not None else config.computer_players(match)
    return open_table(app, config, match, layer_of(match.game_id), players, keep)


def start(app, config, match=None):
    """The "rolloff" role of a game without one: the match (with the config's seed, else
    a new one) goes straight to its table, kept unless this is a demo."""
    match = match or config.build_match(config.seed if config.seed is not None else app.new_seed())
    app.record(match)          # --log: the game's start line now, its moves as they come
    return app.build(registry.game_name(match.game_id, "table"), config, match, keep=not app.demo)


def replay_setup(game) -> ReplaySetup:
    """The table a log's start line sets (seats, options, seed) and its steps, each
    logged line's actions one step, on the game's table layer."""
    start_line = game[0][1]
    spec = game_of_start(start_line)
    colours = [c for _, c in theme.SEAT_COLOURS]
    seats = tuple(SeatConfig(p["name"], colours[i % len(colours)], p["kind"])
                  for i, p in enumerate(start_line["players"]))
    config = config_class(spec.id)(seats, spec.options_of_start(start_line), start_line["seed"])
    match = Match(spec.rules_from_start(start_line), [Seat(p["name"], p["kind"]) for p in start_line["players"]],
                  start_line["seed"], seeded=seeded(start_line))      # the replay claims what its log claims
    steps = []
    for index, (_, event) in enumerate(game):
        pairs = spec.action_of(event)
        if pairs is not None:
            steps.append((index, pairs if isinstance(pairs, list) else [pairs]))
    return ReplaySetup(config, match, steps, 0, layer_of(spec.id))
