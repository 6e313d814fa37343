"""Easy Come, Easy Go's save format: its setup (seats, colours, options, seed) and
the match, read back with every field checked (the shell's saves.py keeps the file)."""
from __future__ import annotations

from game.core.match import Match
from game.eceg.game import GAME

from scenes.eceg.game_config import GameConfig
from scenes.shell.seating import SeatConfig


def config_to_data(config: GameConfig) -> dict:
    return {"seats": [{"name": s.name, "colour": list(s.colour), "kind": s.kind} for s in config.seats],
            "faces": config.faces, "hold": config.hold, "seed": config.seed}


def _colour(value) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3 or any(type(c) is not int or not 0 <= c <= 255 for c in value):
        raise ValueError(f"a colour is three whole numbers from 0 to 255, not {value!r}")
    return tuple(value)


def config_from_data(data: dict) -> GameConfig:
    seats = tuple(SeatConfig(str(s["name"]), _colour(s["colour"]), str(s["kind"])) for s in data["seats"])
    seed = data.get("seed")
    if seed is not None and type(seed) is not int:
        raise ValueError(f"a seed is a whole number, not {seed!r}")
    return GameConfig(seats, str(data["faces"]), str(data["hold"]), seed)


def read(data: dict) -> tuple[GameConfig, Match]:
    """The saved (config, match); ValueError (or KeyError/TypeError) if they do not fit."""
    config = config_from_data(data["config"])
    match = Match.restore(data["match"], GAME)
    if len(config.seats) != len(match.seats) or match.state.is_over():
        raise ValueError("the saved game does not fit together")
    if config.rules() != match.rules:
        raise ValueError("the saved setup and the saved match have different rules")
    if any(not s.is_human and s.kind not in GAME.players for s in config.seats):
        raise ValueError("a computer player of an unknown kind")
    return config, match
