"""The games of the program, by id: what the title screen offers, what
`main.py simulate --game ID` plays, and how a log is read.

A log's start line names its game in `game`; a line without it is of Easy Come,
Easy Go (the only game of version 0.1, whose logs had no such field).
"""
from __future__ import annotations

from game.core.contract import Game
from game.core.log import LogError, read_events, replay, split_games
from game.core.match import Match
from game.eceg.game import GAME as EASY_COME_EASY_GO
from game.wazabi.game import GAME as WAZABI
from game.yam_color.game import GAME as YAM_COLOR

GAMES: dict[str, Game] = {g.id: g for g in (EASY_COME_EASY_GO, WAZABI, YAM_COLOR)}
DEFAULT_GAME = EASY_COME_EASY_GO.id


def game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(GAMES)})") from None


def game_of_start(start: dict) -> Game:
    """The game a log's start line is of (LogError if it names no known game)."""
    game_id = start.get("game", DEFAULT_GAME)
    if game_id not in GAMES:
        raise LogError(f"a game {game_id!r} this program does not know (known: {', '.join(GAMES)})",
                       reason="unknown_game", game=str(game_id))
    return GAMES[game_id]


def replay_game(numbered) -> Match:
    """Replay one game (a list of (line number, event) from `split_games`)."""
    number, start = numbered[0] if not isinstance(numbered[0], dict) else (1, numbered[0])
    try:
        chosen = game_of_start(start)
    except LogError as exc:
        raise LogError.at(number, exc.reason, str(exc), **exc.details) from None
    return replay(chosen, numbered)


def replay_file(path: str) -> list[Match]:
    """Replay every game of a JSON Lines file (LogError at the first wrong line)."""
    with open(path, "rb") as f:      # bytes: a line that is not UTF-8 is named (read_events)
        games = split_games(read_events(f))
    if not games:
        raise LogError("line 1: no start line (no game in the file)", reason="empty")
    return [replay_game(g) for g in games]
