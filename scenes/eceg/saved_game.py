"""Easy Come, Easy Go's save format: its setup (seats, colours, options, seed) and
the match, read back with every field checked (the shell's saves.py keeps the file;
what every game's save shares: scenes/shell/saved_seats.py)."""
from __future__ import annotations

from game.core.match import Match
from game.eceg.game import GAME

from scenes.eceg.game_config import GameConfig
from scenes.shell.saved_seats import read_match, seats_from_data, seats_to_data, seed_from_data, text


def config_to_data(config: GameConfig) -> dict:
    return {"seats": seats_to_data(config.seats), "faces": config.faces, "hold": config.hold, "seed": config.seed,
            "coach": bool(config.extra.get("coach", False))}     # shown at the table (H) when saved


def config_from_data(data: dict) -> GameConfig:
    seats = seats_from_data(data, GAME)
    seed = seed_from_data(data)
    coach = data.get("coach", False)        # absent from saves of earlier versions
    if type(coach) is not bool:
        raise ValueError(f"coach is true or false, not {str(coach)[:40]!r}")
    return GameConfig(seats, text(data["faces"], "faces"), text(data["hold"], "hold"), seed,
                      extra={"coach": True} if coach else {})


def read(data: dict) -> tuple[GameConfig, Match]:
    """The saved (config, match); ValueError (or KeyError/TypeError) if they do not fit."""
    config = config_from_data(data["config"])
    return config, read_match(data, config, GAME)
