"""Easy Come, Easy Go's save format: its setup (seats, colours, options, seed) and
the match, read back with every field checked (the shell's saves.py keeps the file)."""
from __future__ import annotations

from game.core.log import replay
from game.core.match import Match
from game.eceg.game import GAME

from scenes.eceg.game_config import GameConfig
from scenes.shell.seating import HUMAN, SeatConfig


def config_to_data(config: GameConfig) -> dict:
    return {"seats": [{"name": s.name, "colour": list(s.colour), "kind": s.kind} for s in config.seats],
            "faces": config.faces, "hold": config.hold, "seed": config.seed,
            "coach": bool(config.extra.get("coach", False))}     # shown at the table (H) when saved


def _colour(value) -> tuple[int, int, int]:
    if not isinstance(value, list) or len(value) != 3 or any(type(c) is not int or not 0 <= c <= 255 for c in value):
        raise ValueError(f"a colour is three whole numbers from 0 to 255, not {value!r}")
    return tuple(value)


# The setup allows 14 characters; a little room for names typed in another version.
LONGEST_NAME = 40


def _text(value, what: str, longest: int = LONGEST_NAME) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= longest:
        raise ValueError(f"{what} is a text of 1 to {longest} characters, not {str(value)[:40]!r}")
    return value


def _seat(data) -> SeatConfig:
    if not isinstance(data, dict):
        raise ValueError("a seat is an object")
    kind = _text(data["kind"], "a seat's kind")
    if kind != HUMAN and kind not in GAME.players:
        raise ValueError(f"a computer player of an unknown kind: {kind!r}")
    return SeatConfig(_text(data["name"], "a name"), _colour(data["colour"]), kind)


def config_from_data(data: dict) -> GameConfig:
    if not isinstance(data, dict) or not isinstance(data["seats"], list) or len(data["seats"]) > 6:
        raise ValueError("the setup lists at most 6 seats")
    seats = tuple(_seat(s) for s in data["seats"])
    seed = data.get("seed")
    if seed is not None and (type(seed) is not int or abs(seed) >= 2**63):
        raise ValueError(f"a seed is a whole number, not {str(seed)[:40]!r}")
    coach = data.get("coach", False)        # absent from saves of earlier versions
    if type(coach) is not bool:
        raise ValueError(f"coach is true or false, not {str(coach)[:40]!r}")
    return GameConfig(seats, _text(data["faces"], "faces"), _text(data["hold"], "hold"), seed,
                      extra={"coach": True} if coach else {})


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
    # the whole game so far must replay by the rules to the saved position (a prize id,
    # a die or a turn edited in the log is refused here, naming its line)
    replayed = replay(GAME, match.log)
    if replayed.state.snapshot() != match.state.snapshot() or replayed.seed != match.seed \
            or replayed.seats != match.seats:
        raise ValueError("the saved game's log does not lead to the saved position")
    return config, match
