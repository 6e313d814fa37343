"""Wazabi's save format: its setup (seats, colours, options, seed) and the match,
read back with every field checked (the shell's saves.py keeps the file)."""
from __future__ import annotations

from game.core.log import replay
from game.core.match import Match
from game.wazabi.game import GAME

from scenes.wazabi.game_config import GameConfig
from scenes.shell.seating import HUMAN, SeatConfig

LONGEST_NAME = 40      # the setup allows 14 characters; room for names typed elsewhere


def config_to_data(config: GameConfig) -> dict:
    return {"seats": [{"name": s.name, "colour": list(s.colour), "kind": s.kind} for s in config.seats],
            "dice": config.dice, "teams": config.teams, "to_the_last": config.to_the_last,
            "seed": config.seed}


def _colour(value) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3 or any(type(c) is not int or not 0 <= c <= 255 for c in value):
        raise ValueError(f"a colour is three whole numbers from 0 to 255, not {value!r}")
    return tuple(value)


def _seat(data) -> SeatConfig:
    if not isinstance(data, dict):
        raise ValueError("a seat is an object")
    name, kind = data["name"], data["kind"]
    if not isinstance(name, str) or not 0 < len(name) <= LONGEST_NAME:
        raise ValueError(f"a name is a text of 1 to {LONGEST_NAME} characters")
    if kind != HUMAN and kind not in GAME.players:
        raise ValueError(f"a computer player of an unknown kind: {str(kind)[:40]!r}")
    return SeatConfig(name, _colour(data["colour"]), kind)


def config_from_data(data: dict) -> GameConfig:
    if not isinstance(data, dict) or not isinstance(data["seats"], list) or len(data["seats"]) > 6:
        raise ValueError("the setup lists at most 6 seats")
    seed = data.get("seed")
    if seed is not None and (type(seed) is not int or abs(seed) >= 2**63):
        raise ValueError(f"a seed is a whole number, not {str(seed)[:40]!r}")
    dice, teams, last = data["dice"], data["teams"], data["to_the_last"]
    if type(dice) is not int or type(teams) is not bool or type(last) is not bool:
        raise ValueError("dice is a whole number; teams and to_the_last are true or false")
    return GameConfig(tuple(_seat(s) for s in data["seats"]), dice, teams, last, seed)


def read(data: dict) -> tuple[GameConfig, Match]:
    """The saved (config, match); ValueError (or KeyError/TypeError) if they do not fit."""
    config = config_from_data(data["config"])
    match = Match.restore(data["match"], GAME)
    if len(config.seats) != len(match.seats) or match.state.is_over():
        raise ValueError("the saved game does not fit together")
    if config.rules() != match.rules:
        raise ValueError("the saved setup and the saved match have different rules")
    if [(s.name, s.kind) for s in config.seats] != [(s.name, s.kind) for s in match.seats]:
        raise ValueError("the saved setup and the saved match seat different players")
    # the whole game so far must replay by the rules to the saved position
    replayed = replay(GAME, match.log)
    if replayed.state.snapshot() != match.state.snapshot() or replayed.seed != match.seed:
        raise ValueError("the saved game's log does not lead to the saved position")
    return config, match
