"""YAM color's save format: its setup (seats, colours, call time, play-off, each
person's call keys, seed) and the match, read back with every field checked (the
shell's saves.py keeps the file; what every game's save shares:
scenes/shell/saved_seats.py). An older version's buzzer key (`a`, `space`, ...) is
read as no choice: that person gets the first row nobody has (call_keys.py). A game
is kept between rounds only (the table's keeper), so a resumed game starts with the
next throw."""
from __future__ import annotations

from dataclasses import replace

from game.core.match import Match

from scenes.shell import saved_seats
from scenes.yam_color.call_keys import LEGACY, PAD, ROWS, SOLO
from scenes.yam_color.config import YamConfig

SCHEMES = {"", SOLO, PAD, *ROWS}


def config_to_data(config: YamConfig) -> dict:
    return {**saved_seats.config_to_data(config), "keys": list(config.keys)}


def config_from_data(data: dict) -> YamConfig:
    config = saved_seats.config_from_data(data, YamConfig)
    keys = data["keys"]
    if not isinstance(keys, list) or len(keys) > len(config.seats) \
            or any(k not in SCHEMES and k not in LEGACY for k in keys):
        raise ValueError("keys are the call keys of each seat")
    return replace(config, keys=tuple("" if k in LEGACY else k for k in keys))


def read(data: dict) -> tuple[YamConfig, Match]:
    """The saved (config, match); ValueError (or KeyError/TypeError) if they do not fit."""
    config = config_from_data(data["config"])
    match = saved_seats.read_match(data, config, YamConfig.game)
    if not match.state.is_chance():
        raise ValueError("a game of YAM color is kept between rounds")
    return config, match
