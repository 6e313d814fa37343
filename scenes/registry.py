"""Scenes by name: the app opens a screen by its name, so no scene imports another
to open it (no import cycles among scenes).

A name maps to a target, "package.module:attribute", imported the first time it is
used (start-up loads no screen it does not show). A screen's target is called as
`target(app, *args, **kwargs)` and returns the scene; a game may also register parts
the shell calls (its setup options, how a seat's holdings are drawn, ...).

The shell registers its screens under plain names ("title", "setup", ...) from
scenes/shell/__init__.py. Each game registers its own under names qualified by its
id, "<game id>/<role>" (e.g. "easy-come-easy-go/table"), with `register_game` from
its scenes package; the shell asks for the current game's screen by its role
("table", "rolloff", "rules", "tutorial", ...). Which packages those are, and the
order the title offers the games in, come from the one registry of games
(game/registry.py): a new game's scenes package is named in its entry there.

A role every game may leave to the shell has a shared default, registered by the
shell with `register_default(role, target)`: "<game id>/<role>" stands for the
game's own target when it registered one, else for the default (a small game gives
its table layer and its words, and gets the rest: scenes/shell/__init__.py lists them).
"""
from __future__ import annotations

import importlib
from typing import Callable

from game import registry as game_registry
from scenes.ui import text

SHELL_PACKAGE = "scenes.shell"

_targets: dict[str, str | Callable] = {}
_defaults: dict[str, str | Callable] = {}     # role -> the shell's target for a game that gives none
_resolved: dict[str, Callable] = {}
_games: list[str] = []              # the games that registered screens
_imported: set[str] = set()         # the packages imported so far (the shell's, the games')
_with_messages: set[str] = set()    # the games whose text joined the lookup


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


def register_default(role: str, target: str | Callable) -> None:
    """The shell's `target` for `role`, standing in for any game that registers none."""
    _defaults[role] = target
    for name in [n for n in _resolved if n.partition("/")[2] == role and n not in _targets]:
        del _resolved[name]


def game_name(game_id: str, role: str) -> str:
    return f"{game_id}/{role}"


def _target(name: str) -> str | Callable | None:
    """What `name` stands for: its own target, else (a game's role it left to the shell)
    the shell's default; None if neither."""
    if name in _targets:
        return _targets[name]
    game_id, slash, role = name.partition("/")
    if slash and game_id in _games:
        return _defaults.get(role)
    return None


def _load() -> None:
    """Import the shell and every registered game's scenes package once: they register
    (names only). A game registered later (a test's) is picked up at the next look-up."""
    for package in (SHELL_PACKAGE, *(e.scenes for e in game_registry.entries() if e.scenes)):
        if package not in _imported:
            _imported.add(package)
            importlib.import_module(package)
    for game_id in _games:               # each game's own text joins the lookup
        if game_id not in _with_messages and game_name(game_id, "messages") in _targets:
            _with_messages.add(game_id)
            text.add_messages(game_id, resolve(game_name(game_id, "messages")))


# A message of a game asked for before anything listed the games: load them first.
text.before_missing = lambda: games()


def games() -> list[str]:
    """Ids of the registered games that have screens, in the order the title offers them
    (the registry's); a game with rules only is not offered."""
    _load()
    return [game_id for game_id in game_registry.ids() if game_id in _games]


def names() -> list[str]:
    _load()
    return list(_targets)


def has(name: str) -> bool:
    _load()
    return _target(name) is not None


def resolve(name: str) -> Callable:
    """What `name` stands for (its module imported now if need be); KeyError if unknown."""
    _load()
    if name not in _resolved:
        target = _target(name)
        if target is None:
            raise KeyError(f"no scene named {name!r} (known: {', '.join(sorted(_targets))})")
        if isinstance(target, str):
            module, _, attribute = target.partition(":")
            target = getattr(importlib.import_module(module), attribute)
        _resolved[name] = target
    return _resolved[name]
