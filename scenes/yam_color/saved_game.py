"""YAM color's save format: its setup (seats, colours, call time, play-off, each
person's call keys, seed) and the match, read back with every field checked (the
shell's saves.py keeps the file; what every game's save shares:
scenes/shell/saved_seats.py). A game is kept between rounds only (the table's
keeper), so a resumed game starts with the next throw."""
from __future__ import annotations

from game.core.match import Match
from game.yam_color.game import GAME

from scenes.shell.saved_seats import read_match, seats_from_data, seats_to_data, seed_from_data
from scenes.yam_color.call_keys import BUZZERS, KEYPAD, PAD, ROW, SOLO
from scenes.yam_color.config import YamConfig

CALL_TIMES = next(o.choices for o in GAME.options if o.name == "call_time")
SCHEMES = {"", SOLO, ROW, KEYPAD, PAD, *BUZZERS}


def config_to_data(config: YamConfig) -> dict:
    return {"seats": seats_to_data(config.seats), "call_time": config.call_time, "playoff": config.playoff,
            "keys": list(config.keys), "seed": config.seed}


def config_from_data(data: dict) -> YamConfig:
    seats = seats_from_data(data, GAME)
    seed = seed_from_data(data)
    call_time, playoff, keys = data["call_time"], data["playoff"], data["keys"]
    if call_time not in CALL_TIMES or type(playoff) is not bool:
        raise ValueError(f"the call time is one of {', '.join(CALL_TIMES)}; playoff is true or false")
    if not isinstance(keys, list) or len(keys) > len(seats) or any(k not in SCHEMES for k in keys):
        raise ValueError("keys are the call keys of each seat")
    return YamConfig(seats, call_time, playoff, tuple(keys), seed)


def read(data: dict) -> tuple[YamConfig, Match]:
    """The saved (config, match); ValueError (or KeyError/TypeError) if they do not fit."""
    config = config_from_data(data["config"])
    match = read_match(data, config, GAME)
    if not match.state.is_chance():
        raise ValueError("a game of YAM color is kept between rounds")
    return config, match
