"""The game in progress, saved after every action so that quitting (or a crash)
never loses it: one small JSON file in the game's saves folder, written
atomically. It holds the setup (seats, colours, rule options) and the whole
match snapshot (state, dice random source, and the log so far). A finished game
removes it. An unreadable save is kept aside by storage.load_json and the
player gets a short message instead of the Resume button.

Only a real game writes it (scenes/shell/keeper.py, attached by the table): the
tutorial, the demo and replays never touch it.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from scenes.ui import userdata
from scenes.ui.storage import load_json

if TYPE_CHECKING:   # imported when a save is read: the title screen opens without the rules and AIs
    from game.core.match import Match
    from scenes.eceg.game_config import GameConfig

FORMAT = 1
GAME = userdata.ECEG


def path(game: str = GAME) -> Path:
    return userdata.save_path(game)


def exists(game: str = GAME) -> bool:
    return path(game).exists()


def config_to_data(config: GameConfig) -> dict:
    return {"seats": [{"name": s.name, "colour": list(s.colour), "kind": s.kind} for s in config.seats],
            "faces": config.faces, "hold": config.hold, "seed": config.seed}


def config_from_data(data: dict) -> GameConfig:
    from scenes.eceg.game_config import GameConfig, SeatConfig
    seats = tuple(SeatConfig(str(s["name"]), tuple(int(c) for c in s["colour"]), str(s["kind"]))
                  for s in data["seats"])
    seed = data.get("seed")
    return GameConfig(seats, str(data["faces"]), str(data["hold"]), None if seed is None else int(seed))


def save(config: GameConfig, match: Match, game: str = GAME) -> bool:
    """Store the game; False if it could not be kept (see userdata.write_json)."""
    return userdata.write_json(path(game), {"format": FORMAT, "config": config_to_data(config),
                                            "match": match.snapshot()})


def _parse(data) -> tuple[GameConfig, Match]:
    try:
        return _parse_or_fail(data)
    except (ValueError, KeyError, TypeError, AttributeError):
        raise
    except Exception as exc:      # anything else wrong inside: the save is unreadable all the same
        raise ValueError(f"{exc.__class__.__name__}: {exc}") from exc


def _parse_or_fail(data) -> tuple[GameConfig, Match]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a saved game of this version")
    from game.core.match import Match
    from game.eceg.game import GAME as ECEG
    config = config_from_data(data["config"])
    match = Match.restore(data["match"], ECEG)
    if len(config.seats) != len(match.seats) or match.state.is_over():
        raise ValueError("the saved game does not fit together")
    from game.eceg.players import KINDS
    if any(not s.is_human and s.kind not in KINDS for s in config.seats):
        raise ValueError("a computer player of an unknown kind")
    return config, match


def load(game: str = GAME) -> tuple[tuple[GameConfig, Match] | None, str | None]:
    """((config, match) or None, problem message or None). A damaged file is renamed aside."""
    return load_json(path(game), _parse)


def remove(game: str = GAME) -> None:
    userdata.remove(path(game))
