"""`--log FILE`: every game played in the window's run appended to FILE as JSON
Lines (human games and demo games alike), so any evening at the table can be
checked and replayed (`game.registry.replay_file`).

A followed match has its log so far written at once (the start line, or a resumed
game's whole past), then each action's events as they happen, through the match's
watchers: a run stopped mid-game leaves a valid partial game. A decision taken back
(the table's undo rewinds the match) is cut from the file too: the file always holds
the match's own log, and an undone action no line.

Each action's lines are written whole, in one go (game/core/files.py): a write that
fails part-way (a full disk, a file-size limit, a file that takes no writing such as
/proc/version) is cut back, so the file ends on the last whole action and still
replays. Logging then stops for the rest of the run, the player is told once (on the
table, and on stderr) and the game goes on: a log is never worth a game.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Callable

from game.core import files
from game.core.cli import shown
from game.core.interrupt import interrupt_after
from game.core.jsonl import dumps

from scenes.ui.text import t

log = logging.getLogger("eceg.run_log")


class RunLog:
    def __init__(self, path: str, tell: Callable[[str], None] | None = None):
        self.path = path
        self.tell = tell            # tell(message): the player sees it on the table (None: nobody)
        # the followed match's log length -> the file's size once those lines were written
        self.ends: dict[int, int] = {}
        self.failed: str | None = None     # why the file is no longer written (None: it is)

    def follow(self, match) -> None:
        if self.watch in match.watchers or self.failed:   # a match is followed once; a dead log never
            return
        end = self._append(match.log)
        if end is None:
            return
        self.ends = {len(match.log): end}
        match.watchers.append(self.watch)
        match.rewinders.append(self.rewound)

    def watch(self, match, events: list[dict]) -> None:
        if self.failed:
            return
        end = self._append(events)
        if end is not None:
            self.ends[len(match.log)] = end

    def rewound(self, match) -> None:
        """The match went back to an earlier point: the lines written since are cut."""
        length = len(match.log)
        size = self.ends.get(length)
        if size is None or self.failed:
            return
        try:
            files.cut(self.path, size)
        except OSError as error:
            self._stop(error)
            return
        self.ends = {n: end for n, end in self.ends.items() if n <= length}

    def _append(self, events: list[dict]) -> int | None:
        """Writes the lines (all or none); the file's size after them, None if it failed."""
        # built first, then one write; the file is opened per write so the lines are on
        # disk before the next move, whatever happens; a Ctrl+C comes after the write, so
        # the file ends on a whole action
        try:
            with interrupt_after():
                data = "".join(dumps(e) + "\n" for e in events).encode("utf-8")
                return files.append_whole(self.path, data)
        except OSError as error:
            self._stop(error)
            return None

    def _stop(self, error: OSError) -> None:
        """Said once: in the program's log, on stderr, and on the table."""
        self.failed = error.strerror or str(error) or error.__class__.__name__
        # info: the console handler (WARNING and up) would say it a second time on stderr
        log.info("the game log %s cannot be written (%s): logging stopped, the game goes on",
                 self.path, self.failed)
        if sys.stderr is not None:       # None in a windowed build
            try:
                sys.stderr.write(f"main.py: cannot write the game log {shown(self.path)} ({self.failed}); "
                                 "it stops here, whole, and the game goes on\n")
            except (OSError, ValueError):
                pass
        if self.tell is not None:
            self.tell(t("run_log_failed", file=Path(self.path).name, error=self.failed))
