"""Every line of text the window draws over whole demo games, checked to lie on the felt:
none may reach the wooden frame round the table (RIM pixels at each edge of the 1280x720
design). Each of the three games, at each number of seats asked, in English and French,
at 100 % and 150 % text size: the demo (every seat a computer, games following one
another) is stepped frame by frame and every Nth frame drawn on a surface that keeps where
each line of text went (tests/scenes/text_boxes.py). Lines found off the felt are printed
once each, with the screen they were on; exit 1 if any.

    python tools/felt_scan.py [--games G,...] [--players 2,4,6] [--frames F] [--every N]
                              [--speed instant|fast] [--seed S]

Each run is played again with people at the table (`scan_people`: one or two seats a person
pressing a random key every few frames, names as long as the setup takes), for what is drawn
for people only: keys lines, hints, covers, the history, the last turn. Then the screens a
person opens from the title (title, setup, settings, every page of the rules, statistics,
the list of saved logs, Join a game), in each game.

Its first runs (2026-11-29) found three: in French at 150 %, the results' seed line and
Wazabi's words counting the top seat's skip cards; at every size, Join a game's keys line. The demo has no person at the table: what
is drawn for people only (the keys lines, hints, the give button) is checked by the tests."""
from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402

DATA = setup_environment("eceg-felt-scan-")

import pygame  # noqa: E402

from scenes.app import STEP, App, open_scenes, parse_args  # noqa: E402
from scenes.shell import settings  # noqa: E402
from scenes.ui.sprites.felt import RIM  # noqa: E402

GAMES = ("easy-come-easy-go", "wazabi", "yam-color")
FELT = pygame.Rect(RIM, RIM, 1280 - 2 * RIM, 720 - 2 * RIM)


def started(size: int, language: str, *argv: str) -> App:
    """The app of `main.py ARGV` on its first screen, at the text size and language asked."""
    app = App(parse_args([*argv, "--lang", language]))
    open_scenes(app)
    app.settings["text_size"], app.settings["language"] = size, language
    settings.apply(app, ["text_size", "language"])
    return app


def look(app, off: dict, screens: set | None = None) -> None:
    """The next frame drawn: each line of text off the felt kept in `off` ((screen, text):
    its ink rect) and, given `screens`, the screen it was on."""
    from tests.scenes import text_boxes
    drawn = text_boxes.frame(app)
    screen = type(app.stack[-1]).__name__ if app.stack else "?"
    if screens is not None:
        screens.add(screen)
    for ink, words in drawn.texts:
        if words.strip() and not FELT.contains(ink):
            off.setdefault((screen, words), ink)


def scan(game: str, players: int, size: int, language: str, frames: int, every: int, speed: str,
         seed: int) -> tuple[dict, set]:
    """{(screen, text): ink rect} of the lines off the felt, and the screens seen."""
    app = started(size, language, "--demo", "--game", game, "--players", str(players), "--speed", speed,
                  "--seed", str(seed))
    off, screens = {}, set()
    try:
        for frame in range(frames):
            app.update(STEP)
            if frame % every == 0:
                look(app, off, screens)
    finally:
        app.quit()
    return off, screens


PEOPLE_KEYS = ("space", "return", "1", "2", "3", "4", "5", "6", "7", "8", "p", "left", "right", "tab", "l", "t",
               "h", "g", "u", "e", "backspace")


def scan_people(game: str, players: int, size: int, language: str, frames: int, every: int, seed: int) -> tuple[dict, set]:
    """As `scan`, with people at the table: the first seat (and at three seats or more the
    second too, so the screen passes between them) a person pressing a random key every few
    frames, the others computers; every name as long as the setup takes. What is drawn for
    people only is reached: the keys lines, the hints, the covers, the history, the last turn."""
    import random
    from scenes.shell.saved_seats import config_class
    from scenes.shell.seating import HUMAN, SeatConfig
    from scenes.ui.theme import SEAT_COLOURS
    app = started(size, language, "--game", game, "--speed", "fast", "--seed", str(seed))
    people = 2 if players >= 3 else 1
    seats = tuple(SeatConfig(f"Bérénice-Alex{k + 1}", SEAT_COLOURS[k][1], HUMAN if k < people else "easy")
                  for k in range(players))
    app.open(app.game_screen("rolloff"), config_class(game)(seats, seed=seed))
    rng, off, screens = random.Random(seed), {}, set()
    try:
        for frame in range(frames):
            if not app.running or not app.stack:
                break
            app.update(STEP)
            if frame % 5 == 0:
                name = rng.choice(PEOPLE_KEYS)
                code = pygame.key.key_code(name)
                for kind in (pygame.KEYDOWN, pygame.KEYUP):
                    app.dispatch(pygame.event.Event(kind, key=code, mod=0, unicode=name if len(name) == 1 else "",
                                                    scancode=0))
            if frame % every == 0:
                look(app, off, screens)
    finally:
        app.quit()
    return off, screens


def scan_screens(game: str, size: int, language: str) -> dict:
    """{(screen, text): ink rect} off the felt on the screens a person opens from the title:
    the title, the setup, the settings, every page of the rules, the statistics, the list
    of saved logs and Join a game."""
    app = started(size, language, "--game", game)
    off = {}
    try:
        for name in ("title", "setup", "settings", app.game_screen("rules"), "statistics",
                     app.game_screen("replay list"), "join"):
            app.reset_to("title")
            if name != "title":
                app.open(name)
            for _page in range(8 if name.endswith("rules") else 1):
                for _ in range(3):
                    app.update(STEP)
                look(app, off)
                if name.endswith("rules"):      # the next page (elsewhere Right would change a setting)
                    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="",
                                                    scancode=0))
    finally:
        app.quit()
    return off


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--players", default="2,4,6")
    parser.add_argument("--frames", type=int, default=3000, help="frames a run (default 3000)")
    parser.add_argument("--every", type=int, default=20, help="draw one frame in N (default 20)")
    parser.add_argument("--speed", choices=("instant", "fast"), default="instant")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    from _pytest.monkeypatch import MonkeyPatch
    from tests.scenes import text_boxes
    text_boxes.record(MonkeyPatch())             # every surface made from now on keeps its text
    found, began = 0, time.monotonic()

    def report(what: str, off: dict, screens: set | None = None) -> int:
        seen = f" ({', '.join(sorted(screens))})" if screens is not None else ""
        print(f"{what}: {len(off)} off the felt{seen}", flush=True)
        for (screen, words), ink in sorted(off.items()):
            print(f"    {screen}: {words[:70]!r} at {tuple(ink)}", flush=True)
        return len(off)

    games = [g for g in args.games.split(",") if g]
    sizes = ((100, "en"), (150, "fr"), (150, "en"), (100, "fr"))
    for game, players, (size, language) in itertools.product(games, [int(p) for p in args.players.split(",")], sizes):
        found += report(f"{game}, {players} seats, {language} {size} %",
                        *scan(game, players, size, language, args.frames, args.every, args.speed, args.seed))
        found += report(f"{game}, {players} seats with people, {language} {size} %",
                        *scan_people(game, players, size, language, args.frames, args.every, args.seed))
    for game, (size, language) in itertools.product(games, sizes):
        found += report(f"{game}'s screens from the title, {language} {size} %", scan_screens(game, size, language))
    print(f"{found} line(s) off the felt; {time.monotonic() - began:.0f} s")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
