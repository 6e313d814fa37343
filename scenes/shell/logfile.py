"""The log file handler: game.log kept under a size, with a few older files beside it."""
from __future__ import annotations

import logging
import os
import sys


class RotatingLog(logging.FileHandler):
    """Appends to `path`; when a record would take it past `max_bytes`, game.log becomes
    game.log.1 (game.log.1 becomes .2, and so on up to `backups` old files; the oldest is
    dropped) and a fresh file starts. This is what logging.handlers.RotatingFileHandler
    does; importing logging.handlers would also load socket, pickle and queue, several
    milliseconds of every start for nothing the game uses."""

    def __init__(self, path, max_bytes: int, backups: int):
        if max_bytes <= 0 or backups < 1:
            raise ValueError("a rotating log needs max_bytes > 0 and at least one backup")
        super().__init__(path, mode="a", encoding="utf-8")
        self.max_bytes, self.backups = max_bytes, backups

    broken = False     # a write failed (a full disk): the file is given up for this run

    def emit(self, record: logging.LogRecord) -> None:
        if self.broken:
            return
        try:
            if self.stream is not None and self.stream.tell() + len(self.format(record)) + 1 > self.max_bytes:
                self._roll_over()
        except Exception:   # as logging does: a failing handler must not break the game
            self.handleError(record)
            return
        super().emit(record)

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
        try:
            self.close()
        except (OSError, ValueError):
            pass

    def _roll_over(self) -> None:
        self.stream.close()
        self.stream = None
        base = self.baseFilename
        for number in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{number}"):
                os.replace(f"{base}.{number}", f"{base}.{number + 1}")
        os.replace(base, f"{base}.1")
        self.stream = self._open()
