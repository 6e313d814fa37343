"""Where the player's own files live: settings, saves, statistics and logs.

All of them go in the platform's per-user data folder (platformdirs): on Linux
~/.local/share/EasyComeEasyGo (or $XDG_DATA_HOME/...), on Windows
%LOCALAPPDATA%\\EasyComeEasyGo, on macOS ~/Library/Application Support/EasyComeEasyGo.
Never beside the program (a packaged build may sit in a read-only folder) and
never in the current folder. Folders are created on first use, not on import.

$ECEG_DATA_DIR, when set, replaces the folder: tests, and portable installs on a USB stick.
"""
from __future__ import annotations

import logging
import os
from pathlib import Path

from scenes.ui.storage import load_json, save_json

APP_NAME = "EasyComeEasyGo"
OVERRIDE_ENV = "ECEG_DATA_DIR"

log = logging.getLogger("eceg.userdata")


def data_dir(create: bool = True) -> Path:
    """The per-user data folder (made, with its parents, unless create=False)."""
    override = os.environ.get(OVERRIDE_ENV)
    if override:
        folder = Path(override).expanduser()
    else:
        import platformdirs   # only here: importing this module stays cheap
        # appauthor=False: no "Author" level on Windows; roaming=False: a local, per-machine folder.
        folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=False))
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def _sub_dir(name: str) -> Path:
    folder = data_dir() / name
    folder.mkdir(exist_ok=True)
    return folder


def settings_path() -> Path:
    return data_dir() / "settings.json"


def statistics_path() -> Path:
    return data_dir() / "statistics.json"


def saves_dir() -> Path:
    return _sub_dir("saves")


def logs_dir() -> Path:
    return _sub_dir("logs")


def read_json(path: Path, default):
    """The JSON stored at `path`, or `default` if the file is missing or unreadable.

    Reading and writing go through scenes/storage.py: a damaged file is kept aside
    (renamed NAME.bad-<time>, never deleted) so the next write starts clean, and the
    game never refuses to start because of it."""
    value, problem = load_json(path)
    if problem:
        log.warning("%s; using defaults", problem)
    return default if value is None else value


write_json = save_json   # atomic: a crash or a full disk mid-write leaves the old file whole


def load_settings(defaults: dict) -> dict:
    """`defaults` overlaid with the stored settings. Only known keys whose stored value
    has the default's type are taken, so an old or hand-edited file cannot break a scene."""
    return load_settings_checked(defaults)[0]


def load_settings_checked(defaults: dict) -> tuple[dict, str | None]:
    """Like `load_settings`, plus the problem message to show the player when the
    file could not be read (it has been kept aside), else None."""
    stored, problem = load_json(settings_path())
    if problem:
        log.warning("%s; using defaults", problem)
    settings = dict(defaults)
    if isinstance(stored, dict):
        for key, default in defaults.items():
            value = stored.get(key)
            if isinstance(default, float) and type(value) is int:
                value = float(value)
            if value is not None and type(value) is type(default):
                settings[key] = value
    return settings, problem


def save_settings(settings: dict) -> bool:
    """Store the settings; False (and a log line) if the folder cannot be written."""
    try:
        write_json(settings_path(), settings)
        return True
    except OSError as error:
        log.error("could not save settings: %s", error)
        return False
