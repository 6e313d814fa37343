"""The one registry of the program's games: ENTRIES below is the only list of them.

An entry names a game's id, its rules spec (game/<id>/game.py's `Game`) and its
scenes package (scenes/<id>/, which registers its screens, its text and its own
settings when imported: scenes/registry.py). Everything else follows from the
entry: the games the title offers (in this order), what `main.py simulate --game ID`
plays, how a log is read, and each game's data folder (named by its id:
scenes/ui/userdata.py) with its settings, saves, statistics and logs.

Reading the list loads no game: the window starts without any game's rules, each
spec is imported the first time it is asked for (`game(id)`, `GAMES`).

A test adds a game of its own at run time through the same registry, and takes it
away again so the next test sees the three games:

    with registry.registered(PIG, "tests.pig.scenes"):
        ...            # offered on the title, files under <data folder>/pig/

or `registry.add(PIG, "tests.pig.scenes")` ... `registry.remove("pig")`.

A log's start line names its game in `game`; a line without it is of the legacy
game (Easy Come, Easy Go, the only game of version 0.1, whose logs had no such field
and whose files sat at the top of the data folder).
"""
from __future__ import annotations

import importlib
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.contract import Game
    from game.core.match import Match


class Entry:
    """One game of the list. A plain class (not a dataclass): it loads with the window."""
    __slots__ = ("id", "spec", "scenes", "legacy")

    def __init__(self, id: str, spec: str | Game, scenes: str | None = None, legacy: bool = False) -> None:
        self.id = id                  # as written in logs, file names and the data folder
        self.spec = spec              # its `Game`, or "module:attribute" of it (imported when first asked for)
        self.scenes = scenes          # its scenes package (None: rules only, not offered on the title)
        # version 0.1's only game: a log naming no game is its, and 0.1's files at the top
        # of the data folder are its (scenes/shell/migrate.py moves them into its folder)
        self.legacy = legacy

    def __repr__(self) -> str:
        return f"Entry({self.id!r}, {self.spec!r}, {self.scenes!r}, legacy={self.legacy})"


# THE list: a new game is its game/<id>/ and scenes/<id>/ folders and one line here.
ENTRIES = (
    Entry("easy-come-easy-go", "game.eceg.game:GAME", "scenes.eceg", legacy=True),
    Entry("wazabi", "game.wazabi.game:GAME", "scenes.wazabi"),
    Entry("yam-color", "game.yam_color.game:GAME", "scenes.yam_color"),
)
DEFAULT_GAME = ENTRIES[0].id      # what `simulate` plays without --game, the title's first

_entries: dict[str, Entry] = {entry.id: entry for entry in ENTRIES}
_specs: dict[str, Game] = {}      # the specs loaded so far (all of them, in order, once GAMES is asked for)
_all_loaded = False


# ----- the list ----------------------------------------------------------------------
def ids() -> list[str]:
    """The registered games' ids, in the order the title offers them (no game loaded)."""
    return list(_entries)


def entries() -> list[Entry]:
    return list(_entries.values())


def entry(game_id: str) -> Entry:
    try:
        return _entries[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(_entries)})") from None


def legacy_game() -> str:
    """The id of version 0.1's game (its logs name no game, its old files are at the top)."""
    return next(e.id for e in _entries.values() if e.legacy)


def add(spec: Game, scenes: str | None = None) -> Entry:
    """Register one more game at run time (a test's own game), after the others:
    `spec` is its `Game`, `scenes` the package registering its screens (imported at
    the next look-up of screens; None: rules only). ValueError if the id is taken.
    Take it away with `remove` (or use `registered`)."""
    if spec.id in _entries:
        raise ValueError(f"a game {spec.id!r} is registered already")
    added = Entry(spec.id, spec, scenes)
    _entries[spec.id] = added
    _specs[spec.id] = spec
    return added


def remove(game_id: str) -> Entry:
    """Take a game added with `add` away again (its files stay where they are)."""
    removed = entry(game_id)
    if removed in ENTRIES:
        raise ValueError(f"{game_id!r} is one of the program's own games, not one added at run time")
    del _entries[game_id]
    _specs.pop(game_id, None)
    return removed


@contextmanager
def registered(spec: Game, scenes: str | None = None):
    """`add` for the time of a `with` block (a test), then `remove`."""
    added = add(spec, scenes)
    try:
        yield added
    finally:
        remove(added.id)


# ----- the rules specs ---------------------------------------------------------------
def game(game_id: str) -> Game:
    """The game's spec (ValueError for an id nobody registered)."""
    if game_id not in _specs:
        _specs[game_id] = _load_spec(entry(game_id))
    return _specs[game_id]


def _load_spec(of: Entry) -> Game:
    spec = of.spec
    if isinstance(spec, str):
        module, _, attribute = spec.partition(":")
        spec = getattr(importlib.import_module(module), attribute)
    if spec.id != of.id:
        raise ValueError(f"the registry's entry {of.id!r} names a spec of the game {spec.id!r}")
    return spec


def __getattr__(name: str):
    """GAMES (id -> spec, every game loaded, in the list's order) is made the first time
    it is asked for: the list alone is read at the window's start, no game's rules."""
    global _all_loaded
    if name != "GAMES":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if not _all_loaded:
        loaded = {game_id: game(game_id) for game_id in _entries}
        _specs.clear()                     # the same dict from now on, in the list's order
        _specs.update(loaded)
        _all_loaded = True
        globals()["GAMES"] = _specs
    return _specs


# ----- logs ---------------------------------------------------------------------------
def game_of_start(start: dict) -> Game:
    """The game a log's start line is of (LogError if it names no known game)."""
    from game.core.log import LogError     # here: the list is read at start-up, logs later
    game_id = start.get("game", legacy_game())
    if game_id not in _entries:
        raise LogError(f"a game {game_id!r} this program does not know (known: {', '.join(_entries)})",
                       reason="unknown_game", game=str(game_id))
    return game(game_id)


def replay_game(numbered) -> Match:
    """Replay one game (a list of (line number, event) from `split_games`)."""
    from game.core.log import LogError, replay
    number, start = numbered[0] if not isinstance(numbered[0], dict) else (1, numbered[0])
    try:
        chosen = game_of_start(start)
    except LogError as exc:
        raise LogError.at(number, exc.reason, str(exc), **exc.details) from None
    return replay(chosen, numbered)


def replay_file(path: str) -> list[Match]:
    """Replay every game of a JSON Lines file (LogError at the first wrong line)."""
    from game.core import files
    from game.core.log import LogError, read_events, split_games
    # bounded, regular files only (game/core/files.py); bytes: a line not UTF-8 is named
    games = split_games(read_events(files.read_lines(path, files.GAME_LOG_LIMIT)))
    if not games:
        raise LogError("line 1: no start line (no game in the file)", reason="empty")
    return [replay_game(g) for g in games]
