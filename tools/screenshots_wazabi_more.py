"""Render the README screenshots of Wazabi's tutorial (the draw explained before the
card flies in, then the card to play among glowing and dimmed ones), a tournament's
standings between two games, a saved log replayed with the acting hand face up, and
the hint (H) open at a person's choice of card (wazabi-hint.png, wazabi-hint-fr.png).

    python tools/screenshots_wazabi_more.py [--out docs] [--lang en|fr]

Headless and reproducible: set seeds, real key events, time stepped by hand.
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-screenshots-")     # headless, never the player's data folder

import pygame  # noqa: E402

from game.core.log import write_events  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.wazabi.players import PLAYERS  # noqa: E402
from game.wazabi.rules import Rules  # noqa: E402
from scenes.app import STEP, App, parse_args  # noqa: E402
from scenes.shell.replay_list import start_replay  # noqa: E402
from scenes.shell.seating import SeatConfig  # noqa: E402
from scenes.shell.title import TitleScene  # noqa: E402
from scenes.ui.theme import SEAT_COLOURS  # noqa: E402
from scenes.wazabi.game_config import GameConfig  # noqa: E402
from scenes.wazabi.standings import StandingsScene  # noqa: E402
from scenes.wazabi.table import new_game  # noqa: E402
from scenes.wazabi.tutorial import tutorial as tutorial_table  # noqa: E402

COLOURS = [c for _, c in SEAT_COLOURS]
NAMES = ("Ana", "Ben", "Cy", "Dora")


def new_app(lang: str, speed: str = "normal") -> App:
    app = App(parse_args(["--game", "wazabi", "--lang", lang, "--speed", speed, "--seed", "5"]))
    app.push(TitleScene(app))
    return app


def run_until(app: App, condition, seconds: float = 300.0) -> None:
    for _ in range(round(seconds / STEP)):
        if condition():
            return
        app.update(STEP)
    raise RuntimeError("the screen never got there")


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def save(app: App, path: Path) -> None:
    pygame.image.save(app.render(), str(path))
    print(path)


def tutorial(lang: str, out: Path) -> None:
    app = new_app(lang)
    app.push(tutorial_table(app))
    table = app.top.layer          # the lesson's words and the felt
    press(app, pygame.K_RETURN)
    for card in ("wz_tut_roll", "wz_tut_draw", "wz_tut_give"):
        run_until(app, lambda c=card: table.card == c)
        press(app, pygame.K_RETURN)
        if card == "wz_tut_roll":
            press(app, pygame.K_SPACE)
        elif card == "wz_tut_give":
            press(app, pygame.K_RETURN)
    run_until(app, lambda: table.card == "wz_tut_play")
    for _ in range(30):
        app.update(STEP)
    save(app, out / f"wazabi-tutorial-{lang}.png")


def standings(lang: str, out: Path) -> None:
    app = new_app(lang, "instant")
    seats = tuple(SeatConfig(NAMES[i], COLOURS[i], "medium") for i in range(4))
    app.push(new_game(app, GameConfig(seats, {"teams": True}, games=3, seed=7)))
    run_until(app, lambda: isinstance(app.stack[-1], StandingsScene))
    save(app, out / f"wazabi-standings-{lang}.png")


def replay(lang: str, out: Path) -> None:
    match = Match(Rules(3), [Seat(n, "medium") for n in NAMES[:3]], 21)
    match.play_out([PLAYERS.make("medium", random.Random(i), match.rules) for i in range(3)])
    path = Path(tempfile.mkdtemp(prefix="wazabi-log-")) / "game.jsonl"
    with open(path, "w", encoding="utf-8") as f:
        write_events(match.log, f)
    app = new_app(lang)
    start_replay(app, path)
    table = app.stack[-1]
    table.go_to(9)
    save(app, out / f"wazabi-replay-{lang}.png")


def hint(lang: str, out: Path) -> None:
    """A person against two computers plays a set seed to their third choice of a card
    (rolling with Space, giving and playing with Enter), then presses H; the frame is
    taken once the search is over."""
    from game.wazabi.phases import PLAYING
    app = new_app(lang)
    seats = (SeatConfig(NAMES[0], COLOURS[0]),) + tuple(SeatConfig(NAMES[i], COLOURS[i], "medium") for i in (1, 2))
    app.push(new_game(app, GameConfig(seats, {}, seed=12)))
    table = app.stack[-1].layer
    skip = 2            # the first choices are all alike (every figure the same); a later one shows more
    for _ in range(round(600 / STEP)):
        found = table.current()
        if found is not None and found[0] == PLAYING and table.hint_offered():
            if not skip:
                break
            skip -= 1
            press(app, pygame.K_RETURN)      # the card in focus, played
            app.update(STEP)
            continue
        if found is not None:
            press(app, pygame.K_SPACE if found[0] == "roll" else pygame.K_RETURN if found[0] != PLAYING else pygame.K_p)
        app.update(STEP)
    else:
        raise RuntimeError("no choice of a card came")
    press(app, pygame.K_h)
    table.hint_search.finish()
    for _ in range(10):
        app.update(STEP)
    save(app, out / ("wazabi-hint.png" if lang == "en" else f"wazabi-hint-{lang}.png"))


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "docs")
    parser.add_argument("--lang", choices=("en", "fr"), help="only this language (default: both)")
    options = parser.parse_args(argv)
    options.out.mkdir(parents=True, exist_ok=True)
    for lang in [options.lang] if options.lang else ["en", "fr"]:
        for shot in (tutorial, standings, replay, hint):
            shot(lang, options.out)


if __name__ == "__main__":
    main(sys.argv[1:])
