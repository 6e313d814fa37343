"""Wazabi's save format: its setup (seats, colours, options, seed) and the match,
read back with every field checked (the shell's saves.py keeps the file; what every
game's save shares: scenes/shell/saved_seats.py)."""
from __future__ import annotations

from game.core.match import Match
from game.wazabi.game import GAME

from scenes.shell.saved_seats import read_match, seats_from_data, seats_to_data, seed_from_data
from scenes.wazabi.game_config import GameConfig


def config_to_data(config: GameConfig) -> dict:
    return {"seats": seats_to_data(config.seats), "dice": config.dice, "teams": config.teams,
            "to_the_last": config.to_the_last, "seed": config.seed}


def config_from_data(data: dict) -> GameConfig:
    seats = seats_from_data(data, GAME)
    seed = seed_from_data(data)
    dice, teams, last = data["dice"], data["teams"], data["to_the_last"]
    if type(dice) is not int or type(teams) is not bool or type(last) is not bool:
        raise ValueError("dice is a whole number; teams and to_the_last are true or false")
    return GameConfig(seats, dice, teams, last, seed)


def read(data: dict) -> tuple[GameConfig, Match]:
    """The saved (config, match); ValueError (or KeyError/TypeError) if they do not fit."""
    config = config_from_data(data["config"])
    return config, read_match(data, config, GAME)
