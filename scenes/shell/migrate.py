"""Version 0.1's files, moved once into today's layout (scenes/ui/userdata.py).

0.1 knew one game and kept everything at the top of the data folder: settings.json
(every setting, the game's own included), statistics.json, saves/current.json and the
game logs saved with E beside logs/game.log. All of it is the legacy game's (the
registry's entry marked `legacy`, game/registry.py). At
start, each file still in its old place is moved to the game's folder, unless a file
is already there (then the old one stays where it is: nothing is ever overwritten or
deleted). Settings are split: the game's own keys go to its settings file, the shared
file keeps the rest. Running it again finds nothing to do.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path

from game import registry as game_registry
from game.core import files
from scenes.shell.settings import game_defaults
from scenes.ui import storage, userdata

log = logging.getLogger("eceg.migrate")


def open_data_folder() -> tuple[str, dict] | None:
    """At start, before anything is read: check the data folder once, remove the
    temporary files of writes that never finished and move 0.1's files. Returns the
    notice for the title when nothing can be kept this run."""
    if not userdata.writable():
        log.info("the user data folder %s cannot be used (%s): nothing will be kept this run",
                 userdata.data_dir(), userdata.problem())
        return "data_unusable", {"folder": str(userdata.data_dir())}
    userdata.remove_leftovers()         # a save killed part-way left its temporary file
    migrate(tuple(game_defaults().get(game_registry.legacy_game(), ())))
    return None


def migrate(game_keys: tuple[str, ...]) -> None:
    """Move 0.1's files (best effort: a file that cannot be moved stays, logged).
    `game_keys`: the settings that are now the game's own."""
    game = game_registry.legacy_game()
    top = userdata.data_dir()
    _move(top / "statistics.json", userdata.statistics_path(game))
    old_saves = top / "saves"
    if old_saves.is_dir():
        for path in sorted(old_saves.iterdir()):       # the save, and any kept aside beside it
            _move(path, userdata.saves_dir(game) / path.name)
        _remove_if_empty(old_saves)
    if userdata.logs_dir().is_dir():
        for path in sorted(userdata.logs_dir().glob("*.jsonl")):
            _move(path, userdata.game_logs_dir(game) / path.name)
    _split_settings(game, game_keys)


def _move(old: Path, new: Path) -> None:
    if not old.is_file() or new.exists():
        return
    try:
        new.parent.mkdir(parents=True, exist_ok=True)
        os.replace(old, new)
        log.info("moved %s to %s", old, new)
    except OSError as error:
        log.error("could not move %s to %s: %s", old, new, error)


def _remove_if_empty(folder: Path) -> None:
    try:
        folder.rmdir()
    except OSError:       # not empty (a file could not move): it stays
        pass


def _split_settings(game: str, game_keys: tuple[str, ...]) -> None:
    shared = userdata.settings_path()
    try:      # bounded, regular files only: a FIFO or /dev/zero here must not stall the start
        stored = storage.parse(files.read_text(shared, storage.MAX_BYTES))
    except (OSError, ValueError, RecursionError):   # none, or damaged: the settings loader deals with it
        return
    if not isinstance(stored, dict) or not any(key in stored for key in game_keys):
        return
    own_defaults = game_defaults()[game]
    if any(key in stored and type(stored[key]) is not type(own_defaults[key]) for key in game_keys):
        return      # hand-edited, not 0.1's: left where it is (the shared settings pass it over)
    own = userdata.settings_path(game)
    if not own.exists():
        if not userdata.write_json(own, {k: stored[k] for k in game_keys if k in stored}):
            return              # keep them in the shared file until they are safely moved
    userdata.write_json(shared, {k: v for k, v in stored.items() if k not in game_keys})
