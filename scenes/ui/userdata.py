"""Where the player's own files live, and whether they can be kept at all.

One data folder for the program, in the platform's per-user data folder
(platformdirs): on Linux ~/.local/share/EasyComeEasyGo (or $XDG_DATA_HOME/...), on
Windows %LOCALAPPDATA%\\EasyComeEasyGo, on macOS ~/Library/Application Support/
EasyComeEasyGo. Never beside the program (a packaged build may sit in a read-only
folder) and never in the current folder. $ECEG_DATA_DIR, when set, replaces it
(tests, portable installs on a USB stick).

    settings.json              shared settings (language, volume, speed, ...)
    logs/game.log              the program's log
    <game id>/settings.json    that game's own settings (e.g. whether the coach may help)
    <game id>/statistics.json
    <game id>/setup.json       the seats and options chosen at that game's last New game
    <game id>/saves/current.json   the game in progress
    <game id>/logs/*.jsonl     game logs saved with E (the replay list reads them)

Every path is written here, as a function of the game id (any game of the registry,
game/registry.py), so one game's files never overwrite another's. Paths are only paths: nothing is made until something is
written. If the folder cannot be used (a regular file, no write permission), the run
goes on keeping nothing: `writable()` says so once and writes become no-ops. The bytes
are read and written by game/core/files.py (bounded reads of regular files only, whole
writes); `remove_leftovers` clears what a write killed part-way left, at start.
"""
from __future__ import annotations

import fnmatch
import logging
import os
import tempfile
from pathlib import Path

from game import registry as game_registry
from game.core import files
from scenes.ui.storage import load_json, save_json

APP_NAME = "EasyComeEasyGo"
OVERRIDE_ENV = "ECEG_DATA_DIR"

log = logging.getLogger("eceg.userdata")
_checked: dict[Path, str | None] = {}     # folder -> why it cannot be used (None: it can)
_failing: set[Path] = set()               # files whose last write failed (logged once, not per move)
# (message id, values) about files found damaged away from the title (e.g. while a
# finished game was counted): the title shows them next
notices: list[tuple] = []


def data_dir() -> Path:
    """The program's data folder (not made here: see `writable`)."""
    override = os.environ.get(OVERRIDE_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs   # only here: importing this module stays cheap
    # appauthor=False: no "Author" level on Windows; roaming=False: a local, per-machine folder.
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=False))


def game_dir(game: str) -> Path:
    if game not in game_registry.ids():
        raise ValueError(f"unknown game id {game!r}")
    return data_dir() / game


def settings_path(game: str | None = None) -> Path:
    """The shared settings (game=None), or one game's own."""
    return (data_dir() if game is None else game_dir(game)) / "settings.json"


def statistics_path(game: str) -> Path:
    return game_dir(game) / "statistics.json"


def setup_path(game: str) -> Path:
    return game_dir(game) / "setup.json"


def saves_dir(game: str) -> Path:
    return game_dir(game) / "saves"


def save_path(game: str) -> Path:
    return saves_dir(game) / "current.json"


def logs_dir() -> Path:
    """The program's log (logs/game.log)."""
    return data_dir() / "logs"


def game_logs_dir(game: str) -> Path:
    """Game logs saved from the table (JSON Lines), one folder per game."""
    return game_dir(game) / "logs"


# ----- can anything be kept? ----------------------------------------------------------
def problem() -> str | None:
    """Why the data folder cannot be used this run, or None when it can. Checked once
    per folder (made if missing, then a probe file written and removed)."""
    folder = data_dir()
    if folder not in _checked:        # the player is told once, by the caller (title notice, log)
        _checked[folder] = _probe(folder)
    return _checked[folder]


def writable() -> bool:
    return problem() is None


def _probe(folder: Path) -> str | None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=".write-check-", dir=folder)   # what every save does
        os.close(fd)
        os.unlink(name)
        return None
    except OSError as error:
        return error.strerror or error.__class__.__name__


# the files written whole (storage.save_json, E's saved logs): the temporary files of
# their writes are the program's own, and only those are ever cleaned up
WHOLE_FILES = ("settings.json", "statistics.json", "setup.json", "current.json", "joined_seats.json")
SAVED_LOGS = "game-*.jsonl"


def _own_temporary(name: str) -> bool:
    return name in WHOLE_FILES or fnmatch.fnmatchcase(name, SAVED_LOGS)


def remove_leftovers() -> list[Path]:
    """At start: the temporary files a run killed mid-write left in the folders where
    the program writes whole files (never elsewhere, never anyone else's)."""
    folders = [data_dir()]
    for game in game_registry.ids():
        folders += [game_dir(game), saves_dir(game), game_logs_dir(game)]
    removed = [path for folder in folders for path in files.remove_leftovers(folder, _own_temporary)]
    for path in removed:
        log.info("removed %s, left by a write that never finished", path)
    return removed


def ensure_dir(folder: Path) -> Path | None:
    """`folder`, made if needed; None when nothing can be kept."""
    if not writable():
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return folder
    except OSError as error:
        log.error("could not make %s: %s", folder, error)
        return None


# ----- reading and writing -------------------------------------------------------------
def read_json(path: Path, default):
    """The JSON stored at `path`, or `default` if the file is missing or unreadable.

    Reading and writing go through scenes/ui/storage.py: a damaged file is kept aside
    (renamed NAME.bad-<time>, never deleted) so the next write starts clean, and the
    game never refuses to start because of it."""
    value, trouble = load_json(path)
    if trouble:
        log.warning("%s; using defaults", trouble)
    return default if value is None else value


def write_json(path: Path, data) -> bool:
    """Store `data` at `path` atomically (a crash or a full disk mid-write leaves the old
    file whole). False when it was not stored: silently when the folder cannot be used
    this run (said once at start), with a log line when this file's writes start failing."""
    if not writable():
        return False
    try:
        save_json(path, data)
        _failing.discard(Path(path))
        return True
    except OSError as error:
        if Path(path) not in _failing:
            _failing.add(Path(path))
            log.error("could not write %s: %s (said once until it works again)", path, error)
        return False


def remove(path: Path) -> None:
    if not writable():
        return
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        log.error("could not remove %s: %s", path, error)


def load_settings(defaults: dict, game: str | None = None) -> dict:
    """`defaults` overlaid with the stored settings (shared, or `game`'s)."""
    return load_settings_checked(defaults, game)[0]


def load_settings_checked(defaults: dict, game: str | None = None, check=None) -> tuple[dict, str | None]:
    """`defaults` overlaid with the stored settings, plus the problem message to show
    the player when the file could not be used (it has been kept aside), else None.
    A file that is not an object, or gives a known key a value of another type than
    its default's, or one `check(values)` refuses (ValueError), is damaged all the
    same; unknown keys are passed over (a newer version's), missing ones take the default."""
    def valid(stored) -> dict:
        if not isinstance(stored, dict):
            raise ValueError("settings are an object of values by name")
        taken = {}
        for key, default in defaults.items():
            if key not in stored:
                continue
            value = stored[key]
            if isinstance(default, float) and type(value) is int:
                value = float(value)
            if type(value) is not type(default):
                raise ValueError(f"{key}: {str(value)[:30]!r} is not a {type(default).__name__}")
            taken[key] = value
        return check(taken) if check else taken

    stored, trouble = load_json(settings_path(game), valid)
    if trouble:
        log.warning("%s; using defaults", trouble)
    return {**defaults, **(stored or {})}, trouble


def save_settings(settings: dict, game: str | None = None) -> bool:
    """Store the settings (shared, or `game`'s); False if they could not be kept."""
    return write_json(settings_path(game), settings)
