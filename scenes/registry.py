"""Scenes by name: the app opens a screen by its name, so no scene imports another
to open it (no import cycles among scenes).

A name maps to a target, "package.module:attribute", imported the first time it is
used (start-up loads no screen it does not show). A screen's target is called as
`target(app, *args, **kwargs)` and returns the scene; a game may also register parts
the shell calls (its setup options, how a seat's holdings are drawn, ...).

The shell registers its screens under plain names ("title", "setup", ...) from
scenes/shell/__init__.py. Each game registers its own under names qualified by its
id, "<game id>/<role>" (e.g. "easy-come-easy-go/table"), from its scenes package,
listed in GAME_PACKAGES; the shell asks for the current game's screen by its role
("table", "rolloff", "rules", "tutorial", ...). A new game: its package registers
with `register_game`, and its name is added to GAME_PACKAGES.
"""
from __future__ import annotations

import importlib
from typing import Callable

from scenes.ui import text

SHELL_PACKAGE = "scenes.shell"
GAME_PACKAGES = ("scenes.eceg", "scenes.wazabi", "scenes.yam_color")      # in the order the title offers the games

_targets: dict[str, str | Callable] = {}
_resolved: dict[str, Callable] = {}
_games: list[str] = []
_loaded = False


def register(name: str, target: str | Callable) -> None:
    """Give `target` ("module:attribute", or the callable itself) the name `name`."""
    _targets[name] = target
    _resolved.pop(name, None)


def register_game(game_id: str, roles: dict[str, str | Callable]) -> None:
    """A game's screens and parts, by role; they are named "<game id>/<role>"."""
    if game_id not in _games:
        _games.append(game_id)
    for role, target in roles.items():
        register(game_name(game_id, role), target)


def game_name(game_id: str, role: str) -> str:
    return f"{game_id}/{role}"


def _load() -> None:
    """Import the shell and the games' scenes packages once: they register (names only)."""
    global _loaded
    if not _loaded:
        _loaded = True
        for package in (SHELL_PACKAGE, *GAME_PACKAGES):
            importlib.import_module(package)
        for game_id in _games:           # each game's own text joins the lookup
            if game_name(game_id, "messages") in _targets:
                text.add_messages(game_id, resolve(game_name(game_id, "messages")))


# A message of a game asked for before anything listed the games: load them first.
text.before_missing = lambda: games()


def games() -> list[str]:
    """Ids of the games with screens, in the order the title offers them (GAME_PACKAGES'
    order, whichever package a test or a tool happened to import first)."""
    _load()
    return sorted(_games, key=_package_rank)


def _package_rank(game_id: str) -> int:
    for rank, package in enumerate(GAME_PACKAGES):
        if any(isinstance(target, str) and target.startswith(package + ".")
               for name, target in _targets.items() if name.startswith(game_id + "/")):
            return rank
    return len(GAME_PACKAGES)


def names() -> list[str]:
    _load()
    return list(_targets)


def has(name: str) -> bool:
    _load()
    return name in _targets


def resolve(name: str) -> Callable:
    """What `name` stands for (its module imported now if need be); KeyError if unknown."""
    _load()
    if name not in _resolved:
        try:
            target = _targets[name]
        except KeyError:
            raise KeyError(f"no scene named {name!r} (known: {', '.join(sorted(_targets))})") from None
        if isinstance(target, str):
            module, _, attribute = target.partition(":")
            target = getattr(importlib.import_module(module), attribute)
        _resolved[name] = target
    return _resolved[name]
