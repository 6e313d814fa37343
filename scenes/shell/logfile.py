"""The log file handler: game.log kept under a size, with a few older files beside it."""
from __future__ import annotations

import logging
import os
import sys

from game.core import files


class RotatingLog(logging.Handler):
    """Appends to `path`; when a record would take it past `max_bytes`, game.log becomes
    game.log.1 (game.log.1 becomes .2, and so on up to `backups` old files; the oldest is
    dropped) and a fresh file starts. This is what logging.handlers.RotatingFileHandler
    does; importing logging.handlers would also load socket, pickle and queue, several
    milliseconds of every start for nothing the game uses.

    Each record is one whole line written in one go through game/core/files.py (the
    program's one place for writes): a full disk never leaves half a line, and a FIFO
    or a device planted as game.log is refused instead of blocking the start."""

    def __init__(self, path, max_bytes: int, backups: int):
        if max_bytes <= 0 or backups < 1:
            raise ValueError("a rotating log needs max_bytes > 0 and at least one backup")
        super().__init__()
        self.baseFilename = os.path.abspath(path)
        self.max_bytes, self.backups = max_bytes, backups
        try:
            self.size = os.stat(self.baseFilename).st_size
        except OSError:
            self.size = 0

    broken = False     # a write failed (a full disk): the file is given up for this run

    def emit(self, record: logging.LogRecord) -> None:
        if self.broken:
            return
        try:
            line = (self.format(record) + "\n").encode("utf-8", "replace")
            if self.size and self.size + len(line) > self.max_bytes:
                self._roll_over()
            self.size = files.append_whole(self.baseFilename, line)
        except Exception:   # as logging does: a failing handler must not break the game
            self.handleError(record)

    def handleError(self, record: logging.LogRecord) -> None:
        """One line on the console, then silence: logging's own "--- Logging error ---"
        block with a traceback for every record would flood it while the disk is full."""
        self.broken = True
        error = sys.exc_info()[1]
        if sys.stderr is not None:
            try:
                sys.stderr.write(f"cannot write the log file {self.baseFilename} ({error}); it is left as it is\n")
            except (OSError, ValueError):
                pass

    def _roll_over(self) -> None:
        base = self.baseFilename
        for number in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{number}"):
                os.replace(f"{base}.{number}", f"{base}.{number + 1}")
        os.replace(base, f"{base}.1")
        self.size = 0
