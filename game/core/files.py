"""Every file the program reads or writes goes through here, so its two rules are kept
in one place (pure Python: the window, its pieces and the headless tools share it).

Reading: a file is read only if it is a regular file, and at most `limit` bytes of it.
A FIFO would block the open or the read forever, a device such as /dev/zero (or a link
to one) has no end, a folder or a socket is no file: each is refused with `Refused`
(an OSError, so every reader that already treats an unreadable file as damaged does
the same here). The size on disk is no guard (st_size is 0 for all of those), so the
open never waits (O_NONBLOCK), the *opened* descriptor is checked (no race with a
rename), and no more than limit + 1 bytes are ever read.

Writing never leaves a torn file:
- `write_atomic`: a whole file (saves, statistics, settings, screenshots, a saved log)
  goes to a temporary file beside it, is flushed to disk, then renamed over the old
  one; a failure leaves the old file whole and removes the temporary one.
- `append_whole`: a log's lines are built first and written in one go; if the write
  fails part-way (a full disk, a file-size limit), the file is cut back to its size
  before, so it only ever holds whole lines. `LineFile` does it for a text stream.
A failing write raises OSError; what to tell the player is the caller's.
"""
from __future__ import annotations

import errno
import io
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Callable

# O_NONBLOCK: opening a FIFO must not wait for a writer (or, to write, for a reader);
# O_NOCTTY: a terminal device named by mistake never becomes the program's terminal.
_PLAIN = getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
_SAFE = getattr(os, "O_NONBLOCK", 0) | _PLAIN
_READ = os.O_RDONLY | _SAFE
_APPEND = os.O_WRONLY | os.O_APPEND | os.O_CREAT | _SAFE
_CHUNK = 1 << 20

# The largest game log read (the replay list, replay_file): far above any real one (a
# 4-seat game's log is ~12 kB, --log of an evening of demo games a few MB), so a larger
# file is refused unread and nothing swells on one.
GAME_LOG_LIMIT = 64_000_000

# The temporary files of write_atomic: ".<name>.<8 letters of mkstemp>.tmp"; the
# pattern lets leftovers of a run killed mid-write be found (remove_leftovers), and
# only those.
TEMP_SUFFIX = ".tmp"
_TEMPORARY = re.compile(r"\.(?P<name>.+)\.[a-z0-9_]{8}\.tmp")


def _umask() -> int:
    mask = os.umask(0o022)     # reading it means setting it: once, at import, then put back
    os.umask(mask)
    return mask


# what a file made by open() would get: mkstemp's own 0600 would hide a screenshot or
# a saved log from the person's other programs
_NEW_FILE_MODE = 0o666 & ~_umask()


class Refused(OSError):
    """A file that is not read (not a regular file, or larger than the limit): the
    reason, in a few words, is its text; `reason` says which ("not_regular" or
    "too_large") for an interface to put into its own words."""

    def __init__(self, message: str, reason: str):
        super().__init__(message)
        self.reason = reason


def what_it_is(mode: int) -> str:
    """A file that is not a regular file, named for a message."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _refuse_odd(mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise Refused(f"not a regular file: {what_it_is(mode)}", "not_regular")


def _too_large(limit: int) -> Refused:
    return Refused(f"too large: over {limit} bytes", "too_large")


def read_bytes(path: str | Path, limit: int) -> bytes:
    """The whole of a regular file of at most `limit` bytes. FileNotFoundError if
    there is none; Refused if it is not a regular file or is larger; OSError else."""
    try:
        fd = os.open(path, _READ)
    except OSError as error:     # a socket cannot be opened at all (ENXIO): named for what it is
        if not isinstance(error, FileNotFoundError):
            _refuse_odd(os.stat(path).st_mode)
        raise
    try:
        info = os.fstat(fd)
        _refuse_odd(info.st_mode)
        if info.st_size > limit:        # said without reading a byte
            raise _too_large(limit)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:       # st_size may lie (a file growing, /proc): count what comes
            chunk = os.read(fd, min(limit + 1 - total, _CHUNK))
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            total += len(chunk)
        raise _too_large(limit)
    finally:
        os.close(fd)


def read_text(path: str | Path, limit: int) -> str:
    """`read_bytes` as UTF-8 text (UnicodeDecodeError if it is not)."""
    return read_bytes(path, limit).decode("utf-8")


def read_lines(path: str | Path, limit: int) -> io.BytesIO:
    """`read_bytes` as lines of bytes, split where a file opened "rb" splits them (at
    each \n only), for JSON Lines."""
    return io.BytesIO(read_bytes(path, limit))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:                 # a short write (the disk filling up) is followed by the error
        written = os.write(fd, view)
        if written <= 0:        # no progress and no error: never loop on it
            raise OSError(errno.EIO, "nothing could be written")
        view = view[written:]


def write_atomic(path: str | Path, data: bytes) -> None:
    """Store `data` as the whole of `path`: all of it, or nothing changed. OSError if
    it could not be stored (a missing folder too: a folder someone removed is not made
    again behind their back; the caller makes its own folders)."""
    path = Path(path)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        try:
            if hasattr(os, "fchmod"):       # the replaced file's mode, or a new file's
                try:
                    mode = stat.S_IMODE(os.stat(path).st_mode)
                except OSError:
                    mode = _NEW_FILE_MODE
                os.fchmod(fd, mode)
            _write_all(fd, data)
            os.fsync(fd)        # on disk before the rename: a power cut keeps old or new, never empty
        finally:
            os.close(fd)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def _append_cut_back(fd: int, data: bytes, size: int) -> int:
    """Write `data` at the end of the regular file open as `fd` (`size` bytes long); if
    that fails part-way, cut it back to `size` and raise. Its size after."""
    try:
        _write_all(fd, data)
    except BaseException:
        try:
            os.ftruncate(fd, size)
        except OSError:
            pass        # nothing was written at all (e.g. /proc), or nothing more can be done
        raise
    return os.lseek(fd, 0, os.SEEK_END)


def append_whole(path: str | Path, data: bytes) -> int:
    """Append `data` (whole lines) to the regular file `path`, made if missing; the
    file's size after it. If the write fails part-way the file is cut back to its size
    before (OSError raised), so no partial line stays."""
    try:
        fd = os.open(path, _APPEND, 0o666)
    except OSError as error:     # a FIFO with no reader (ENXIO), a socket: named for what they are
        if not isinstance(error, FileNotFoundError):
            _refuse_odd(os.stat(path).st_mode)
        raise
    try:
        info = os.fstat(fd)
        _refuse_odd(info.st_mode)       # a FIFO would block or take lines nobody keeps
        return _append_cut_back(fd, data, info.st_size)
    finally:
        os.close(fd)


class LineFile:
    """A text stream written line by line (the headless commands' --log and --trace):
    like open(path, "w"), but the whole lines of each write() go out in one go, and in
    a regular file are cut back if that fails part-way, so it never ends on half a
    line. Text after the last newline waits for the next write, or close(). A name
    given on the command line may be a pipe or a device (/dev/stdout): written to as
    it is, the way the shell's own redirection would."""

    def __init__(self, path: str | Path):
        self.path = path
        self.pending = ""
        self.fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | _PLAIN, 0o666)
        try:
            self.regular = stat.S_ISREG(os.fstat(self.fd).st_mode)
            if self.regular:
                os.ftruncate(self.fd, 0)          # a fresh file, as open(path, "w") makes
        except BaseException:
            os.close(self.fd)
            raise

    def write(self, text: str) -> int:
        self.pending += text
        whole, newline, self.pending = self.pending.rpartition("\n")
        if newline:
            self._put((whole + newline).encode("utf-8"))
        return len(text)

    def _put(self, data: bytes) -> None:
        if self.regular:
            _append_cut_back(self.fd, data, os.fstat(self.fd).st_size)
        else:
            _write_all(self.fd, data)

    def flush(self) -> None:
        """Nothing waits but a line begun: each write's whole lines are already out."""

    def close(self) -> None:
        rest, self.pending = self.pending, ""
        try:
            if rest:
                self._put(rest.encode("utf-8"))
        finally:
            os.close(self.fd)


def cut(path: str | Path, size: int) -> None:
    """Cut a file back to `size` bytes (lines taken back); OSError if it cannot be."""
    os.truncate(path, size)


def remove_leftovers(folder: Path, own: Callable[[str], bool], older_than: float = 60.0) -> list[Path]:
    """Remove write_atomic's temporary files left in `folder` (not below it) by a run
    killed mid-write: only regular files named as it names them, for a file name
    `own(name)` accepts, and last touched over `older_than` seconds ago (a write in
    progress in another window of the game is never that old). The paths removed; a
    file that cannot be removed is left."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:         # no such folder yet: nothing left over
        return removed
    for entry in entries:
        found = _TEMPORARY.fullmatch(entry.name)
        if not found or not own(found["name"]):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and now - entry.stat(follow_symlinks=False).st_mtime > older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


# ----- one read-modify-write at a time, across programs -------------------------------------
LOCK_WAIT = 10.0          # seconds a writer waits for another program's (a count takes milliseconds)


class exclusive:
    """`with exclusive(path):` -- hold `path`.lock (beside it) while reading, changing and
    writing `path` back, so that two programs sharing a data folder (a host and a window
    joined to it, on one computer) never both read the old file and one of the two writes
    is lost. Advisory (flock; msvcrt on Windows), on a file of its own that is never
    removed (removing it would let a third program lock another). Waits at most `wait`
    seconds, then goes ahead unlocked (`held` False): a lock left by a stuck program never
    stops the count. A folder where no lock file can be made goes ahead unlocked too."""

    def __init__(self, path: str | Path, wait: float = LOCK_WAIT, clock=time.monotonic):
        self.path = Path(str(path) + ".lock")
        self.wait, self.clock = wait, clock
        self.fd: int | None = None
        self.held = False

    def __enter__(self) -> "exclusive":
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT | _PLAIN, _NEW_FILE_MODE)
        except OSError:
            return self
        deadline = self.clock() + self.wait
        while not self._try():
            if self.clock() >= deadline:
                return self
            time.sleep(0.02)          # another program is counting: a few milliseconds
        self.held = True
        return self

    def _try(self) -> bool:
        try:
            if os.name == "nt":
                import msvcrt
                msvcrt.locking(self.fd, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl
                fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            return False

    def __exit__(self, *_exc) -> None:
        if self.fd is None:
            return
        try:
            if self.held and os.name == "nt":
                import msvcrt
                os.lseek(self.fd, 0, os.SEEK_SET)
                msvcrt.locking(self.fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
        finally:
            os.close(self.fd)            # (flock's lock goes with the descriptor)
            self.fd, self.held = None, False
