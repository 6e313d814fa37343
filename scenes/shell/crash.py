"""Errors never vanish.

A windowed build has no console, so everything worth knowing goes to a log file in
the user data folder (logs/game.log, rotated). An unexpected exception is logged with
its traceback and shown in the window as a readable message, with where the log is,
until the player closes it; the process then ends with exit code 1.

    start_logging()                       once, at start-up
    guard(run_the_game, wait=True)        around the loop; returns its exit code
"""
from __future__ import annotations

import logging
import os
import platform
import sys
import threading
from pathlib import Path
from typing import Callable

from game import PROGRAM_NAME, __version__

from scenes.shell.logfile import RotatingLog
from scenes.ui import userdata

LOG_FILE = "game.log"
DESIGN = (1280, 720)         # the frame the screens lay out in (scenes/ui/letterbox.py's, written out)
log = logging.getLogger("eceg")

# Used when the catalog itself is what broke: the crash screen must still say something.
FALLBACK_TEXT = {
    "crash_title": "Something went wrong",
    "crash_body": "The game met an unexpected error and has to close.",
    "crash_log": "The details are in this file (please send it with a bug report):",
    "crash_close": "Press a key or click to close  ·  L: open the log folder",
    "crash_no_log": "No log file could be written: the user data folder cannot be used.",
    "crash_close_no_log": "Press a key or click to close",
}

_log_path: Path | None = None
_handlers: list[logging.Handler] = []


def start_logging(level: int = logging.INFO) -> Path | None:
    """Send every log record (ours, warnings, uncaught errors in any thread) to
    <user data>/logs/game.log, and warnings to stderr when there is one. Returns the
    log file, or None if the folder cannot be written (then stderr only). Calling it
    again does nothing until stop_logging()."""
    global _log_path
    if _handlers:
        return _log_path
    root = logging.getLogger()
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    _log_path = None
    try:
        folder = userdata.ensure_dir(userdata.logs_dir())
        if folder is None:
            raise OSError(f"{userdata.data_dir()}: {userdata.problem() or 'no logs folder'}; nothing will be kept")
        path = folder / LOG_FILE
        handler = RotatingLog(path, max_bytes=512_000, backups=3)
        handler.setLevel(level)
        _handlers.append(handler)
        _log_path = path
    except OSError as error:
        _stderr_line(f"cannot write the log file ({error}); logging to the console only")
    if sys.stderr is not None:   # None in a windowed build on Windows and macOS
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        _handlers.append(console)
    for handler in _handlers:
        handler.setFormatter(formatter)
        root.addHandler(handler)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    logging.captureWarnings(True)
    sys.excepthook = _log_uncaught
    threading.excepthook = lambda args: _log_uncaught(args.exc_type, args.exc_value, args.exc_traceback)
    # system, release, machine come from uname; platform.platform() would also read the
    # Python binary for its C library version (10 ms at every start)
    log.info("%s %s started: Python %s, %s %s %s, %s", PROGRAM_NAME, __version__,
             platform.python_version(), platform.system(), platform.release(), platform.machine(),
             "packaged" if getattr(sys, "frozen", False) else "from source")
    return _log_path


def stop_logging() -> None:
    """Undo start_logging (tests; a game simply exits)."""
    global _log_path
    root = logging.getLogger()
    for handler in _handlers:
        root.removeHandler(handler)
        handler.close()
    _handlers.clear()
    _log_path = None
    logging.captureWarnings(False)
    sys.excepthook = sys.__excepthook__
    threading.excepthook = threading.__excepthook__


def log_path() -> Path | None:
    return _log_path


def guard(body: Callable[[], int], wait: bool = True) -> int:
    """Run `body` (the game). An exception is logged and shown in the window; then 1 is
    returned. `wait=False` (scripted runs, --frames) shows it one frame and goes on."""
    try:
        code = body()
        log.info("closed (exit code %s)", code)
        return code
    except KeyboardInterrupt:
        log.info("interrupted")
        return 130
    except Exception as error:   # SystemExit passes: argument errors already said their line
        log.critical("unexpected error", exc_info=error)
        where = f" (details in {_log_path})" if _log_path else ""
        _stderr_line(f"{_one_line(error)}{where}")
        try:
            show_error(error, wait)
        except Exception:   # never let the crash screen hide the first error
            log.exception("could not show the error screen")
        return 1


def show_error(error: BaseException, wait: bool = True, next_event=None) -> None:
    """Draw the error message in the game window (opening one if it was closed) and,
    if `wait`, keep it until a key, a click or the window's close button.
    `next_event` (default pygame.event.wait) lets tests feed the input."""
    import pygame
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        pygame.display.init()
        pygame.display.set_mode((960, 540))
    pygame.display.set_caption(f"{PROGRAM_NAME} {__version__}: {_text('crash_title')}")
    surface = pygame.display.get_surface()
    draw_error(surface, error, _log_path)
    pygame.display.flip()
    if not wait:
        return
    if next_event is None:
        pygame.event.clear()   # a key already pressed when the game broke must not close it unseen
        next_event = pygame.event.wait
    while True:
        event = next_event()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            open_folder(_log_path.parent if _log_path else None)
        elif event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            return
        elif event.type in (pygame.WINDOWEXPOSED, pygame.VIDEORESIZE):
            draw_error(surface, error, _log_path)
            pygame.display.flip()


def draw_error(surface, error: BaseException, path: Path | None) -> None:
    """The error screen: dark table, a card with the title, what happened, the log file.
    Laid out as the game's screens are, in a 1280x720 frame scaled to the window, with
    fonts made at the window's own pixels (crisp at any size: the card no longer stops at
    1000 pixels), at the player's text size; smaller if the words would not fit. Only
    pygame and this module draw it: the rest of the program may be what broke."""
    import pygame
    width, height = surface.get_size()
    surface.fill((24, 40, 32))
    scale = max(0.25, min(width / DESIGN[0], height / DESIGN[1]))     # the picture's, as scenes/ui/letterbox.py
    card_width = min(width - 40, round(1000 * scale))
    pad, gap = round(30 * scale), round(14 * scale)
    where = [(_text("crash_log"), 22, (40, 40, 40), False), (str(path), 20, (30, 60, 110), False),
             (_text("crash_close"), 20, (90, 90, 90), False)] if path else \
        [(_text("crash_no_log"), 22, (40, 40, 40), False), (_text("crash_close_no_log"), 20, (90, 90, 90), False)]
    lines = [(_text("crash_title"), 44, (150, 40, 40), True),
             (_text("crash_body"), 24, (40, 40, 40), False),
             (_one_line(error), 22, (90, 30, 30), False), *where]
    grow = _text_size()
    while True:      # rendered paragraphs, laid out first so the card fits them (and the window them)
        blocks = []
        for message, size, colour, bold in lines:
            font = _font(max(10, round(size * scale * grow)), bold)
            blocks.append([font.render(line, True, colour) for line in _wrap(font, message, card_width - 2 * pad)])
        content = sum(sum(image.get_height() + 2 for image in block) for block in blocks) + gap * (len(blocks) - 1)
        if content + 2 * pad <= height - 20 or grow <= 0.5:
            break
        grow *= 0.9
    card = pygame.Rect(0, 0, card_width, min(height - 20, content + 2 * pad))
    card.center = (width // 2, height // 2)
    radius = max(4, round(18 * scale))
    pygame.draw.rect(surface, (244, 236, 214), card, border_radius=radius)
    pygame.draw.rect(surface, (150, 40, 40), card, width=max(2, round(4 * scale)), border_radius=radius)
    y = card.top + pad
    for block in blocks:
        for image in block:
            surface.blit(image, (card.left + pad, y))
            y += image.get_height() + 2
        y += gap


def _text_size() -> float:
    """The player's text size (1.0 when the settings are what broke)."""
    try:
        from scenes.ui import canvas
        return min(2.0, max(1.0, float(canvas.text_size())))
    except Exception:
        return 1.0


def open_folder(folder: Path | None) -> None:
    """Show a folder in the platform's file manager (best effort)."""
    if folder is None:
        return
    import subprocess   # only ever needed here: not at start-up
    try:
        if sys.platform == "win32":
            os.startfile(folder)   # noqa: S606 - a folder we made
        else:
            opener = "open" if sys.platform == "darwin" else "xdg-open"
            subprocess.Popen([opener, str(folder)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError as error:
        log.warning("could not open %s: %s", folder, error)


def _font(size: int, bold: bool):
    import pygame
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        from scenes.ui.assets import FONT_FILES, asset_path
        return pygame.font.Font(str(asset_path("fonts", FONT_FILES["bold" if bold else "body"])), size)
    except Exception:
        # The bundled font is missing or broken (that may be the crash): pygame's own
        # font is the one way left to still say something readable.
        return pygame.font.Font(None, int(size * 1.3))


def _wrap(font, message: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in message.split():
        candidate = f"{line} {word}".strip()
        if font.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    return lines + [line] if line else lines


def _text(message_id: str) -> str:
    try:
        from scenes.ui.text import t
        return t(message_id)
    except Exception:
        return FALLBACK_TEXT[message_id]


def _one_line(error: BaseException) -> str:
    message = " ".join(str(error).split())
    if len(message) > 160:
        message = message[:157] + "..."
    return f"{type(error).__name__}: {message}" if message else type(error).__name__


def _log_uncaught(kind, value, traceback) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, traceback)
        return
    log.critical("uncaught error", exc_info=(kind, value, traceback))


def _stderr_line(message: str) -> None:
    if sys.stderr is not None:
        try:
            sys.stderr.write(f"{PROGRAM_NAME}: {message}\n")
        except (OSError, ValueError):
            pass
