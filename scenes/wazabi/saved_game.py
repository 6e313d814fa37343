"""Wazabi's save format: its setup (seats, colours, options, seed, a tournament's
length and place) and the match, read back with every field checked (the shell's
saves.py keeps the file; what every game's save shares: scenes/shell/saved_seats.py)."""
from __future__ import annotations

from dataclasses import replace

from game.core.match import Match

from scenes.shell import saved_seats
from scenes.wazabi.game_config import GameConfig
from scenes.wazabi.setup_options import TOURNAMENT_GAMES

MOST_GAMES = max(TOURNAMENT_GAMES)


def config_to_data(config: GameConfig) -> dict:
    return {**saved_seats.config_to_data(config),
            "tournament": {"games": config.games, "scores": list(config.scores), "played": config.played}}


def config_from_data(data: dict) -> GameConfig:
    return tournament_from_data(data.get("tournament"), saved_seats.config_from_data(data, GameConfig))


def tournament_from_data(data, config: GameConfig) -> GameConfig:
    """The tournament's length and place (none in a single game's save, nor in saves
    written before tournaments)."""
    if data is None:
        return config
    games, scores, played = data["games"], data["scores"], data["played"]
    if type(games) is not int or not 1 <= games <= MOST_GAMES:
        raise ValueError(f"a tournament lasts 1 to {MOST_GAMES} games, not {str(games)[:20]!r}")
    if type(played) is not int or not 0 <= played < games:
        raise ValueError(f"a tournament under way has played 0 to {games - 1} games, not {str(played)[:20]!r}")
    config = replace(config, games=games, played=played)
    sides = len(config.tournament().sides)
    if not isinstance(scores, list) or len(scores) not in (0, sides) or \
            any(type(p) is not int or p < 0 for p in scores):
        raise ValueError(f"a tournament's scores are {sides} whole numbers, one per side")
    if played and not scores:
        raise ValueError("a tournament with games played has scores")
    return replace(config, scores=tuple(scores))


def read(data: dict) -> tuple[GameConfig, Match]:
    """The saved (config, match); ValueError (or KeyError/TypeError) if they do not fit."""
    config = config_from_data(data["config"])
    return config, saved_seats.read_match(data, config, GameConfig.game)
