"""Errors go to a log file in the user data folder and show in the window, never vanish."""
import logging
import threading

import pygame
import pytest

from game import __version__
from scenes.shell import crash

CARD = (244, 236, 214)


@pytest.fixture
def window():
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    yield surface
    pygame.quit()


def card_rows(surface):
    """Rows of the message card, read down its left margin (inside the card, left of the text)."""
    width, height = surface.get_size()
    card = min(width - 40, round(1000 * min(width / 1280, height / 720)))    # 1000 of the 1280x720 frame
    x = (width - card) // 2 + 12
    return [y for y in range(height) if tuple(surface.get_at((x, y)))[:3] == CARD]


def text_lines(surface, rows):
    """How many rows of the card have something drawn on them besides the card."""
    width = surface.get_width()
    return sum(1 for y in rows[::2] if len({tuple(surface.get_at((x, y)))[:3] for x in range(0, width, 3)}) > 3)


def boom():
    raise ValueError("the dice fell off the table")


def test_log_file_is_in_the_user_data_folder(logging_started, user_dir):
    assert logging_started == user_dir / "logs" / "game.log"
    logging.getLogger("eceg.test").info("hello from a test")
    text = logging_started.read_text(encoding="utf-8")
    assert f"Easy Come, Easy Go · Wazabi · YAM color {__version__} started" in text
    assert "hello from a test" in text


def test_starting_twice_adds_no_second_file_handler(logging_started):
    assert crash.start_logging() == logging_started
    logging.getLogger("eceg.test").warning("once")
    assert logging_started.read_text(encoding="utf-8").count("once") == 1


def test_guard_passes_the_exit_code_through(logging_started):
    assert crash.guard(lambda: 0) == 0
    assert crash.guard(lambda: 3) == 3
    assert "closed (exit code 3)" in logging_started.read_text(encoding="utf-8")


def test_argument_errors_are_not_caught(logging_started):
    def bad_argument():
        raise SystemExit(2)
    with pytest.raises(SystemExit):
        crash.guard(bad_argument)


def test_crash_is_logged_with_its_traceback_and_shown(logging_started, window, capsys):
    assert crash.guard(boom, wait=False) == 1
    text = logging_started.read_text(encoding="utf-8")
    assert "ValueError: the dice fell off the table" in text
    assert "Traceback" in text and "in boom" in text
    assert "the dice fell off the table" in capsys.readouterr().err
    # The window now shows the cream message card over a dark table, with lines of text on it.
    rows = card_rows(window)
    assert len(rows) > 200
    assert tuple(window.get_at((20, 20)))[:3] == (24, 40, 32)
    assert text_lines(window, rows) > 40


def test_crash_screen_opens_a_window_if_the_game_closed_it(logging_started):
    pygame.quit()
    try:
        assert crash.guard(boom, wait=False) == 1
        surface = pygame.display.get_surface()
        assert surface is not None
        assert text_lines(surface, card_rows(surface)) > 30
    finally:
        pygame.quit()


def test_crash_screen_waits_for_a_key(logging_started, window, monkeypatch):
    opened = []
    monkeypatch.setattr(crash, "open_folder", opened.append)
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l),      # open the log folder
              pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE),  # close
              pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)]
    feed = iter(events)
    crash.show_error(ValueError("x"), wait=True, next_event=lambda: next(feed))
    assert opened == [logging_started.parent]
    assert [e.key for e in feed] == [pygame.K_a]   # it stopped at Escape, not before


@pytest.mark.parametrize("event", [pygame.event.Event(pygame.QUIT),
                                   pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(9, 9))])
def test_crash_screen_closes_on_click_or_close_button(logging_started, window, event):
    feed = iter([event])
    crash.show_error(ValueError("x"), wait=True, next_event=lambda: next(feed))
    assert list(feed) == []


def test_crash_screen_reads_without_the_bundled_font(logging_started, window, monkeypatch):
    import scenes.ui.assets
    monkeypatch.setattr(scenes.ui.assets, "asset_path", lambda *parts: scenes.ui.assets.root() / "missing.otf")
    assert crash.guard(boom, wait=False) == 1
    assert text_lines(window, card_rows(window)) > 40


def test_crash_screen_falls_back_to_english_text(monkeypatch):
    import scenes.ui.text
    monkeypatch.setattr(scenes.ui.text, "t", lambda message_id: (_ for _ in ()).throw(KeyError(message_id)))
    assert crash._text("crash_title") == crash.FALLBACK_TEXT["crash_title"]


def test_error_in_another_thread_is_logged(logging_started):
    worker = threading.Thread(target=boom)
    worker.start()
    worker.join()
    assert "the dice fell off the table" in logging_started.read_text(encoding="utf-8")


def test_unwritable_user_folder_still_starts(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    monkeypatch.setenv("ECEG_DATA_DIR", str(blocker / "data"))
    try:
        assert crash.start_logging() is None
        assert "cannot write the log file" in capsys.readouterr().err
    finally:
        crash.stop_logging()


def test_one_line_summary_is_short():
    line = crash._one_line(RuntimeError("x" * 500 + "\n second line"))
    assert line.startswith("RuntimeError: xxx") and len(line) < 180 and "\n" not in line
    assert crash._one_line(KeyError()) == "KeyError"


def test_crash_text_comes_from_the_catalog_in_both_languages():
    from scenes.ui import text
    try:
        text.set_language("fr")
        french = crash._text("crash_title")
    finally:
        text.set_language("en")
    assert crash._text("crash_title") == crash.FALLBACK_TEXT["crash_title"]
    assert french != crash._text("crash_title") and french


def test_crash_screen_is_laid_out_at_the_window_size(logging_started):
    """At twice the frame's size the card is twice as wide and as tall (its words made at
    the window's pixels, as every screen's are), not a 1000-pixel card in a corner of it."""
    cards = {}
    for width, height in ((1280, 720), (2560, 1440)):
        pygame.init()
        try:
            surface = pygame.display.set_mode((width, height))
            assert crash.guard(boom, wait=False) == 1
            row = [x for x in range(width) if tuple(surface.get_at((x, height // 2)))[:3] == CARD]
            cards[width] = (row[-1] - row[0] + 1, len(card_rows(surface)))
        finally:
            pygame.quit()
    (w1, h1), (w2, h2) = cards[1280], cards[2560]
    assert w1 >= 990 and abs(w2 - 2 * w1) <= 8, cards
    assert 1.8 <= h2 / h1 <= 2.2, cards
