"""game/core/files.py, the one place files are read and written (issue 29): reads are
bounded and of regular files only, never blocking; writes are whole or nothing; the
temporary files of writes killed part-way are removed, and only those."""
from __future__ import annotations

import errno
import os
import socket
import stat
import time

import pytest

from game.core import files

POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs, sockets and /dev/zero are POSIX")


def test_a_regular_file_is_read_whole_up_to_its_limit(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 100)
    assert files.read_bytes(path, 100) == b"x" * 100
    with pytest.raises(files.Refused, match="too large") as refused:
        files.read_bytes(path, 99)
    assert refused.value.reason == "too_large"
    with pytest.raises(FileNotFoundError):
        files.read_bytes(tmp_path / "none.json", 100)


@POSIX
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    start = time.monotonic()
    with pytest.raises(files.Refused, match="FIFO") as refused:
        files.read_bytes(path, 1000)
    assert refused.value.reason == "not_regular" and time.monotonic() - start < 1


@POSIX
@pytest.mark.parametrize("target, words", [("/dev/zero", "a device"), ("/dev/null", "a device")])
def test_a_link_to_a_device_is_refused_unread(tmp_path, target, words):
    path = tmp_path / "statistics.json"
    os.symlink(target, path)
    with pytest.raises(files.Refused, match=words):
        files.read_bytes(path, 1000)


@POSIX
def test_a_folder_and_a_socket_are_refused(tmp_path):
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(files.Refused, match="a folder"):
        files.read_bytes(tmp_path / "folder.json", 1000)
    listening = socket.socket(socket.AF_UNIX)
    try:
        listening.bind(str(tmp_path / "socket.json"))
        with pytest.raises(files.Refused, match="a socket"):
            files.read_bytes(tmp_path / "socket.json", 1000)
    finally:
        listening.close()


def test_a_file_whose_size_lies_is_still_read_no_further_than_the_limit(tmp_path, monkeypatch):
    """st_size is 0 for /proc files and the like: the count of bytes read is the guard."""
    path = tmp_path / "growing.json"
    path.write_bytes(b"y" * 5000)
    real_fstat = os.fstat
    monkeypatch.setattr(os, "fstat", lambda fd: os.stat_result((*real_fstat(fd)[:6], 0, *real_fstat(fd)[7:])))
    asked = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: asked.append(n) or real_read(fd, n))
    with pytest.raises(files.Refused, match="too large"):
        files.read_bytes(path, 1000)
    assert sum(asked) <= 1001


def test_a_failed_whole_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "current.json"
    path.write_bytes(b"old")
    real_write = os.write

    def half_then_full(fd, data):
        if len(data) > 10:
            return real_write(fd, bytes(data)[:10])
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    monkeypatch.setattr(os, "write", half_then_full)
    with pytest.raises(OSError, match="No space"):
        files.write_atomic(path, b"new" * 100)
    monkeypatch.undo()
    assert path.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == ["current.json"]
    files.write_atomic(path, b"new")
    assert path.read_bytes() == b"new" and sorted(p.name for p in tmp_path.iterdir()) == ["current.json"]


def test_an_append_that_fails_part_way_is_cut_back_to_the_last_whole_line(tmp_path, monkeypatch):
    path = tmp_path / "x.jsonl"
    assert files.append_whole(path, b'{"type":"start"}\n') == 17
    real_write = os.write
    calls = []

    def full_after_8(fd, data):       # as a disk filling up: a short write, then the error
        calls.append(len(data))
        if len(calls) == 1:
            return real_write(fd, bytes(data)[:8])
        raise OSError(errno.EFBIG, os.strerror(errno.EFBIG))
    monkeypatch.setattr(os, "write", full_after_8)
    with pytest.raises(OSError, match="too large"):
        files.append_whole(path, b'{"type":"roll","dice":[1,2]}\n')
    monkeypatch.undo()
    assert path.read_bytes() == b'{"type":"start"}\n'
    assert files.append_whole(path, b'{"type":"end"}\n') == path.stat().st_size


@POSIX
def test_an_append_never_waits_on_a_fifo(tmp_path):
    os.mkfifo(tmp_path / "game.log")
    with pytest.raises(files.Refused, match="FIFO"):     # no reader: refused at once, never blocked
        files.append_whole(tmp_path / "game.log", b"line\n")


def test_only_the_programs_own_old_temporaries_are_removed(tmp_path):
    own = {"current.json", "settings.json"}
    old = time.time() - 3600
    names = {".current.json.ab12cd_9.tmp": True,        # a save killed mid-write
             ".settings.json.zz99zz00.tmp": True,
             ".notes.txt.ab12cd_9.tmp": False,          # not a file the program writes
             "current.json.ab12cd_9.tmp": False,        # not its pattern
             ".current.json.ab12.tmp": False,
             "current.json": False}
    for name in names:
        (tmp_path / name).write_text("{}")
        os.utime(tmp_path / name, (old, old))
    (tmp_path / ".current.json.fresh123.tmp").write_text("{}")   # another window writing now
    (tmp_path / ".settings.json.folder12.tmp").mkdir()
    os.utime(tmp_path / ".settings.json.folder12.tmp", (old, old))
    removed = files.remove_leftovers(tmp_path, lambda name: name in own)
    assert sorted(p.name for p in removed) == sorted(n for n, gone in names.items() if gone)
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted([n for n, gone in names.items() if not gone]
                          + [".current.json.fresh123.tmp", ".settings.json.folder12.tmp"])
    assert files.remove_leftovers(tmp_path / "none", lambda name: True) == []


def test_a_whole_write_gives_the_mode_of_a_plain_open(tmp_path):
    files.write_atomic(tmp_path / "shot.png", b"png")
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE((tmp_path / "shot.png").stat().st_mode) == 0o666 & ~mask or os.name != "posix"
