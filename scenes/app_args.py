"""The window's command line: `python main.py [--game ID] [--demo] [--frames N]
[--screenshot FILE] [--seed S] [--fps N] [--size WxH] [--players N] [--speed S] [--lang L]
[--replay FILE] [--log FILE]`, each value checked as it is read (a bad one: one line on
stderr, exit 2; game/core/cli.py)."""
from __future__ import annotations

import argparse
import os
import re

from game import PROGRAM_NAME, __version__
from game.core.cli import OneLineParser, file_to_write, shown, whole_number
from scenes import registry

DESIGN_SIZE = (1280, 720)  # every scene lays out for this logical size (scenes/ui/letterbox.py)


def _size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(-?[0-9]{1,6})[xX](-?[0-9]{1,6})", text)
    if not match:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {shown(text)}")
    w, h = int(match[1]), int(match[2])
    if not (640 <= w <= 7680 and 360 <= h <= 4320):     # 640x360: the smallest window (letterbox.MIN_SIZE)
        raise argparse.ArgumentTypeError(f"size {shown(text)} is out of range (640x360 to 7680x4320)")
    return w, h


_non_negative = whole_number(0)
_seed = whole_number(-(2**63 - 1), 2**63 - 1)      # what a save keeps


def _png_path(text: str) -> str:
    if not text.lower().endswith(".png"):       # the option promises PNG; pygame picks by the suffix
        raise argparse.ArgumentTypeError(f"a screenshot is a .png file, not {shown(text)}")
    return file_to_write(text, "screenshot")


def _log_file(text: str) -> str:
    if not os.path.isfile(text):
        raise argparse.ArgumentTypeError(f"no log file {shown(text)}")
    return text


def _log_out(text: str) -> str:
    return file_to_write(text, "log")


def _game(text: str) -> str:
    if text not in registry.games():
        raise argparse.ArgumentTypeError(f"unknown game {shown(text)} (known: {', '.join(registry.games())})")
    return text


def _players(text: str) -> int:
    value = _non_negative(text)
    if not 2 <= value <= 6:
        raise argparse.ArgumentTypeError(f"a game has 2 to 6 players, not {value}")
    return value


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = OneLineParser(prog="main.py", description=f"{PROGRAM_NAME}: the game window.")
    parser.add_argument("--game", type=_game, default=None,
                        help="the game the title preselects and --demo plays (default: the first)")
    parser.add_argument("--demo", action="store_true", help="every seat a computer player; games follow one another")
    parser.add_argument("--frames", type=_non_negative, default=0,
                        help="quit after N frames, each advancing exactly 1/60 s (0 = run until closed)")
    parser.add_argument("--screenshot", metavar="FILE", type=_png_path, help="save what the window shows (at its size) as PNG on exit")
    parser.add_argument("--seed", type=_seed, default=None, help="seed of the first game (and of the demo)")
    parser.add_argument("--fps", type=_non_negative, default=60, help="frame rate cap (0 = uncapped)")
    parser.add_argument("--size", type=_size, default=DESIGN_SIZE, help="window size WxH (default 1280x720; the table is drawn at the window's resolution and shown whole)")
    parser.add_argument("--players", type=_players, default=2, help="number of seats in --demo (2-6)")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None,
                        help="animation speed for this run (default: the stored setting)")
    parser.add_argument("--lang", choices=("en", "fr"), default=None,
                        help="interface language for this run (default: the stored setting, else the system's)")
    parser.add_argument("--replay", metavar="FILE", type=_log_file,
                        help="open a JSON Lines game log and replay it step by step")
    parser.add_argument("--log", metavar="FILE", type=_log_out, default=None,
                        help="append every game played in this run to FILE as JSON Lines, move by move")
    parser.add_argument("--version", action="version", version=f"{PROGRAM_NAME} {__version__}")
    return parser.parse_args(argv)
