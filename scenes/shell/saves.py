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

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from scenes import registry
from scenes.ui import userdata
from scenes.ui.storage import load_json

if TYPE_CHECKING:   # the game's save format (its "saved game" part) is loaded only to read a save
    from game.core.match import Match

# `config` is the game's own setup object; the game's parts turn it to and from data.

FORMAT = 1


def path(game: str) -> Path:
    return userdata.save_path(game)


def exists(game: str) -> bool:
    return path(game).exists()


def save(config: object, match: Match) -> bool:
    """Store the game in its own folder (the match's game); False if it could not be
    kept (see userdata.write_json)."""
    game = match.game_id
    to_data = registry.resolve(registry.game_name(game, "saved config"))
    data = {"format": FORMAT, "game": game, "config": to_data(config), "match": match.snapshot()}
    net = config.extra.get("net") if config.extra else None
    if net is not None:           # a hosted game: its port and the seats' tokens (Resume lets them back)
        data["net"] = net
    return userdata.write_json(path(game), data)


def _parse(data, game: str) -> tuple[object, Match]:
    try:
        return _parse_or_fail(data, game)
    except (ValueError, KeyError, TypeError, AttributeError):
        raise
    except Exception as exc:      # anything else wrong inside: the save is unreadable all the same
        raise ValueError(f"{exc.__class__.__name__}: {exc}") from exc


def _parse_or_fail(data, game: str) -> tuple[object, Match]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a saved game of this version")
    if data.get("game", game) != game:      # the shared reader goes by the save's own word
        raise ValueError(f"a saved game of {str(data['game'])[:40]!r}, not of {game!r}")
    config, match = registry.resolve(registry.game_name(game, "saved game"))(data)
    if "net" in data:
        config = replace(config, extra={**config.extra, "net": net_from_data(data["net"])})
    return config, match


def net_from_data(data) -> dict:
    """A hosted game's {port, address, tokens} (and turn_time, fill: the lobby's turn time)
    as saved, checked."""
    if not isinstance(data, dict):
        raise ValueError("net is an object")
    port, address, tokens = data["port"], data["address"], data.get("tokens", {})
    if type(port) is not int or not 0 <= port <= 65535 or address not in ("0.0.0.0", "127.0.0.1"):
        raise ValueError("net names a port (0 to 65535) and an address (0.0.0.0 or 127.0.0.1)")
    if not isinstance(tokens, dict) or any(not (isinstance(k, str) and k.isdigit() and isinstance(v, str)
                                                and len(v) <= 64) for k, v in tokens.items()):
        raise ValueError("net's tokens are texts by seat number")
    net = {"port": port, "address": address, "tokens": dict(tokens)}
    if "turn_time" in data:        # a remote seat's time for each decision, and who decides when it runs out
        turn_time, fill = data["turn_time"], data.get("fill")
        if type(turn_time) not in (int, float) or not 1 <= turn_time <= 3600 or not isinstance(fill, str) \
                or not 0 < len(fill) <= 40:
            raise ValueError("net's turn time is 1 to 3600 seconds, with the computer level that fills it")
        net.update(turn_time=float(turn_time), fill=fill)
    return net


def load(game: str) -> tuple[tuple[object, Match] | None, str | None]:
    """((config, match) or None, problem message or None). A damaged file is renamed aside."""
    return load_json(path(game), lambda data: _parse(data, game))


def remove(game: str) -> None:
    userdata.remove(path(game))
