"""The rotating log file: kept under its size, older files shifted along, oldest dropped."""
import logging

import pytest

from scenes.shell.logfile import RotatingLog


def logger_to(handler):
    log = logging.getLogger(f"test-rotating-log-{id(handler)}")
    log.propagate = False
    log.setLevel(logging.INFO)
    log.addHandler(handler)
    return log


def test_log_rolls_over_before_passing_its_size_and_keeps_three_old_files(tmp_path):
    path = tmp_path / "game.log"
    handler = RotatingLog(path, max_bytes=100, backups=3)
    handler.setFormatter(logging.Formatter("%(message)s"))
    log = logger_to(handler)
    for number in range(12):             # 12 lines of 40 bytes: 2 lines per file
        log.info(f"line {number:02d} " + "x" * 31)
    handler.close()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["game.log", "game.log.1", "game.log.2", "game.log.3"]
    assert all(p.stat().st_size <= 100 for p in tmp_path.iterdir())
    assert path.read_text(encoding="utf-8").splitlines()[0].startswith("line 10")
    assert (tmp_path / "game.log.1").read_text(encoding="utf-8").startswith("line 08")
    assert (tmp_path / "game.log.3").read_text(encoding="utf-8").startswith("line 04")   # 00-03 dropped


def test_log_appends_to_what_an_earlier_run_wrote(tmp_path):
    path = tmp_path / "game.log"
    path.write_text("earlier run\n", encoding="utf-8")
    handler = RotatingLog(path, max_bytes=1000, backups=1)
    logger_to(handler).info("this run")
    handler.close()
    assert path.read_text(encoding="utf-8").splitlines() == ["earlier run", "this run"]


def test_a_log_that_could_never_rotate_is_refused(tmp_path):
    with pytest.raises(ValueError):
        RotatingLog(tmp_path / "game.log", max_bytes=100, backups=0)
