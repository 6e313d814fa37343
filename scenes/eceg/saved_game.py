"""Easy Come, Easy Go's save format: its setup (seats, colours, options, seed, the
coach shown) and the match, read back with every field checked (the shell's saves.py
keeps the file; what every game's save shares: scenes/shell/saved_seats.py)."""
from __future__ import annotations

from game.core.match import Match

from scenes.eceg.game_config import GameConfig
from scenes.shell import saved_seats


def config_to_data(config: GameConfig) -> dict:
    return {**saved_seats.config_to_data(config),
            "coach": bool(config.extra.get("coach", False))}     # shown at the table (H) when saved


def config_from_data(data: dict) -> GameConfig:
    coach = data.get("coach", False)        # absent from saves of earlier versions
    if type(coach) is not bool:
        raise ValueError(f"coach is true or false, not {str(coach)[:40]!r}")
    return saved_seats.config_from_data(data, GameConfig, extra={"coach": True} if coach else {})


def read(data: dict) -> tuple[GameConfig, Match]:
    """The saved (config, match); ValueError (or KeyError/TypeError) if they do not fit."""
    config = config_from_data(data["config"])
    return config, saved_seats.read_match(data, config, GameConfig.game)
