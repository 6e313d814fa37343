"""A full disk: the game goes on, the player is told once that it cannot be saved, and
neither the save nor the log file floods the console."""
from __future__ import annotations

import errno
import logging
import os

import pygame
import pytest

from scenes.shell import saves
from scenes.shell.logfile import RotatingLog
from scenes.ui import text, userdata

from tests.scenes.scene_helpers import key, make_app, step_until, until_deciding
from tests.scenes.test_save_resume import table_of

ECEG = "easy-come-easy-go"


def full_disk(*args, **kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_save_that_cannot_be_written_is_said_once_and_the_game_goes_on(monkeypatch, caplog):
    app = make_app("--speed", "instant")
    real_save = userdata.save_json
    monkeypatch.setattr(userdata, "save_json", full_disk)
    table = table_of(app)
    shown = []
    for _ in range(6):                           # six turns of Ana's: set aside the first die each time
        until_deciding(app, table, limit=30)
        if table.notice:
            shown.append(table.notice[0])
            table.notice = None                  # as if it had faded
        key(app, pygame.K_1)
        key(app, pygame.K_SPACE)
    assert shown == [text.t("save_failed")]     # once, however many moves failed
    assert len(table.match.log) > 12 and not saves.exists(ECEG)
    failures = [r for r in caplog.records if r.levelno >= logging.ERROR and "could not write" in r.getMessage()]
    assert len(failures) == 1
    monkeypatch.setattr(userdata, "save_json", real_save)   # space again: saving picks up at the next move
    until_deciding(app, table, limit=30)
    key(app, pygame.K_1)
    key(app, pygame.K_SPACE)
    step_until(app, lambda: saves.exists(ECEG), limit=30)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_log_file_on_a_full_disk_says_so_in_one_line_then_keeps_quiet(capsys):
    handler = RotatingLog("/dev/full", max_bytes=10_000_000, backups=1)
    log = logging.getLogger("test-full-disk")
    log.propagate = False
    log.addHandler(handler)
    try:
        for number in range(20):
            log.error("move %d", number)
    finally:
        log.removeHandler(handler)
        handler.close()
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert len(err.splitlines()) == 1 and "/dev/full" in err
