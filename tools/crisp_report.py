"""What is still stretched rather than drawn at the window's resolution (issue 30).

    python tools/crisp_report.py [--size 2560x1440] [--frames 600] [--shots DIR] [--lang en|fr]
                                 [--text-size 100|125|150] [--game ID]...

Opens the title, settings, setup, statistics, join and each game's rules, tutorial,
replay list and 6-seat demo table headless at --size, with scenes/ui/canvas.py's tracing on, and prints for each
screen the lines that blitted a plain surface onto the scaled frame (enlarged on the
way: right place and size, but soft) or a Canvas drawn at another scale: the list of
what is left to convert, by file and line. --shots saves what the window shows for
each screen (and the demo tables at a few moments) as PNG, to look at.

    python tools/crisp_report.py --overlaps --text-size 150 --lang fr

lists instead, screen by screen, the lines of text whose ink overlaps another's, runs
over an edge (the frame's, a panel's, a card's), out of the box it sits in or over a
symbol, walking the screens as tests/scenes/test_text_size_fit.py does
(tests/scenes/text_fit.py and text_fit_more.py, at 1280x720): every screen a player
reaches, the lobby, confirms, results, standings and replays included.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-crisp-report-")     # headless, never the player's data folder

import pygame  # noqa: E402

from scenes import registry  # noqa: E402
from scenes.app import STEP, App, start_scene  # noqa: E402
from scenes.ui import canvas  # noqa: E402

ROOT = str(Path(__file__).resolve().parent.parent) + "/"
SHELL_SCREENS = ("title", "settings", "setup", "statistics", "join")
GAME_SCREENS = ("rules", "tutorial", "replay list")       # each game's own


def make_app(size: str, lang: str, game: str, text_size: int, *more: str) -> App:
    from tests.scenes import text_fit          # the fit test's app, at this window size
    return text_fit.make_app(lang, game, text_size, *more, size=size)


def shown(app: App, frames: int = 2) -> None:
    for _ in range(frames):
        app.update(STEP)
        app.render()
        app.present()


def save(shots: Path | None, name: str) -> None:
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(pygame.display.get_surface(), str(shots / f"{name}.png"))


class _Patch:
    """What text_boxes.record asks of pytest's monkeypatch (never undone: the tool ends)."""

    @staticmethod
    def setattr(owner, name, value):
        setattr(owner, name, value)


def report(name: str) -> None:
    lines = sorted(canvas.misfits.items(), key=lambda item: (-item[1], item[0]))
    print(f"{name}: {'drawn at the window resolution' if not lines else f'{len(lines)} lines stretch'}")
    for where, count in lines:
        print(f"    {where.removeprefix(ROOT)}  x{count}")
    canvas.trace(True)        # counted afresh for the next screen


def overlaps(lang: str, text_size: int, games) -> int:
    from tests.scenes import text_boxes, text_fit
    text_boxes.record(_Patch())
    find = text_fit.Findings()
    text_fit.screens(find, lang, text_size, games)
    for where, pairs in find.found.items():
        print(f"{where}: {len(pairs)} pairs")
        for a, b in sorted(pairs):
            print(f"    {a[:60]!r}  /  {b[:60]!r}")
    print(f"{find.frames} frames looked at, {len(find.found)} with text that does not fit")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="2560x1440")
    parser.add_argument("--frames", type=int, default=600, help="frames of each demo table")
    parser.add_argument("--shots", type=Path, default=None, help="a folder for the screenshots")
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    parser.add_argument("--text-size", type=int, default=100, choices=(100, 125, 150))
    parser.add_argument("--game", action="append", default=None, help="only these games (default: all)")
    parser.add_argument("--overlaps", action="store_true", help="list overlapping text instead (at 1280x720)")
    args = parser.parse_args(argv)
    games = args.game or registry.games()
    if args.overlaps:
        return overlaps(args.lang, args.text_size, games)
    canvas.trace(True)
    for game in games:
        for screen in SHELL_SCREENS + GAME_SCREENS:
            if screen in SHELL_SCREENS and game != games[0]:
                continue
            app = make_app(args.size, args.lang, game, args.text_size)
            app.push(app.build("title"))
            if screen in GAME_SCREENS and not registry.has(app.game_screen(screen)):
                continue
            if screen != "title":
                app.open(app.game_screen(screen) if screen in GAME_SCREENS else screen)
            canvas.trace(True)
            shown(app)
            label = f"{game}-{screen.replace(' ', '-')}" if screen in GAME_SCREENS else screen
            save(args.shots, f"{label}-{args.size}-{args.lang}-{args.text_size}")
            report(label)
            app.quit()
        app = make_app(args.size, args.lang, game, args.text_size, "--demo", "--players", "6")
        app.push(start_scene(app))
        canvas.trace(True)
        for frame in range(args.frames):
            shown(app, 1)
            if frame + 1 in (args.frames // 3, args.frames):
                save(args.shots, f"{game}-table-{frame + 1}-{args.size}-{args.lang}-{args.text_size}")
        report(f"{game} demo table")
        app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
