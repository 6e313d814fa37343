"""Render YAM color's README screenshots, each in English and French: the setup of
three people at one keyboard (each one's row of keys), three people calling, one person
against two computer callers (the number pad; the check held, the pairs marked), the
rulebook's example in the rules, and practice (a call too high, the colours it added).

    python tools/screenshots_yam.py [--out docs] [--lang en|fr]

Headless and reproducible: real key events at set moments, time stepped by hand.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-screenshots-")     # headless, never the player's data folder

import pygame  # noqa: E402

from game.yam_color.deck import count  # noqa: E402
from scenes.app import STEP, App, parse_args  # noqa: E402
from scenes.shell.seating import SeatConfig  # noqa: E402
from scenes.shell.title import TitleScene  # noqa: E402
from scenes.ui.theme import SEAT_COLOURS  # noqa: E402
from scenes.yam_color.config import YamConfig  # noqa: E402

COLOURS = [c for _, c in SEAT_COLOURS]
THREE_ROWS = ("row", "keypad", "home")       # what three people at one keyboard get unless they choose


def run_until(app: App, condition, seconds: float = 30.0) -> None:
    for _ in range(round(seconds / STEP)):
        if condition():
            return
        app.update(STEP)
    raise RuntimeError("the table never got there")


def press(app: App, key: int, scancode: int = 0) -> None:
    """A key pressed and let go (scancode 0: where a US keyboard has `key`)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=scancode))


def call(app: App, scheme: str, number: int) -> None:
    """A person's call: the key of their row that calls `number`."""
    from scenes.yam_color.call_keys import ROWS, US_KEYS
    press(app, US_KEYS[scheme][number], ROWS[scheme][number])


def table(lang: str, seats, keys, seed: int):
    app = App(parse_args(["--game", "yam-color", "--lang", lang, "--speed", "normal"]))
    app.push(TitleScene(app))
    config = YamConfig(tuple(SeatConfig(name, COLOURS[i], kind) for i, (name, kind) in enumerate(seats)),
                       {"call_time": "8"}, keys=keys, seed=seed)
    return app, app.open(app.game_screen("rolloff"), config).layer      # the table's YAM layer


def setup_three_people(out: Path, lang: str) -> None:
    """The setup as three people leave it: each one's row of keys beside their name (the
    digit row, the keypad, the home row: what three people get unless they choose)."""
    app = App(parse_args(["--game", "yam-color", "--lang", lang]))
    app.push(TitleScene(app))
    setup = app.open("setup")
    setup.count.set(3)
    setup.relayout()
    for row, name in zip(setup.rows, ("Ana", "Ben", "Chloé")):
        row[1].value = name
        row[2].set("human")
    for choice, key in zip(setup.part.keys, THREE_ROWS):
        choice.index = choice.options.index(key)
    setup.option_choices["call_time"].set("8")
    setup.option_choices["playoff"].set(False)
    pygame.image.save(app.render(), str(out / f"yam-setup-three-{lang}.png"))


def one_against_two_computers(out: Path, lang: str) -> None:
    """One person (mouse or 0-8) against two computer callers: the number pad under the
    dice, the hard caller has called, the right number lights up under the pointer."""
    app, tab = table(lang, [("Zoé", "human"), ("Marc", "medium"), ("Inès", "hard")], ("solo",), 21)
    run_until(app, lambda: tab.desk.is_open)
    run_until(app, lambda: len(tab.desk.made) >= 1 or tab.desk.clock >= 6.0)
    run_until(app, lambda: tab.desk.clock >= tab.desk.made[0].time + 0.4 if tab.desk.made else True)
    right = count(tab.round_dice, tab.card)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=tab.view.pad[right].center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.image.save(app.render(), str(out / f"yam-solo-{lang}.png"))


def three_at_one_keyboard(out: Path, lang: str) -> None:
    """Ben (the keypad) and Ana (the digit row) have called, a key each; Chloé, on the
    home row, has not yet: her keycaps show which key calls which number."""
    app, tab = table(lang, [("Ana", "human"), ("Ben", "human"), ("Chloé", "human")], THREE_ROWS, 12)
    run_until(app, lambda: tab.desk.is_open)
    right = count(tab.round_dice, tab.card)
    run_until(app, lambda: tab.desk.clock >= 1.6)
    call(app, THREE_ROWS[1], right)
    run_until(app, lambda: tab.desk.clock >= 2.3)
    call(app, THREE_ROWS[0], max(0, right - 1))
    run_until(app, lambda: tab.desk.clock >= 3.4)
    pygame.image.save(app.render(), str(out / f"yam-table-three-{lang}.png"))


LEVEL_NAMES = {"en": ("Medium", "Hard"), "fr": ("Moyen", "Difficile")}


def check(out: Path, lang: str) -> None:
    """One person against two computer callers, the check shown call by call."""
    medium, hard = LEVEL_NAMES[lang]
    app, tab = table(lang, [("Zoé", "human"), (medium, "medium"), (hard, "hard")], (), 21)
    run_until(app, lambda: tab.desk.is_open)
    run_until(app, lambda: tab.desk.clock >= 2.0)
    press(app, getattr(pygame, f"K_{count(tab.round_dice, tab.card)}"))
    run_until(app, lambda: tab.held)          # the whole check shown, held until Space
    pygame.image.save(app.render(), str(out / f"yam-check-{lang}.png"))


def rules_example(out: Path, lang: str) -> None:
    app = App(parse_args(["--game", "yam-color", "--lang", lang]))
    app.push(TitleScene(app))
    app.open(app.game_screen("rules"), 3)
    pygame.image.save(app.render(), str(out / f"yam-rules-example-{lang}.png"))


def practice(out: Path, lang: str) -> None:
    app = App(parse_args(["--game", "yam-color", "--lang", lang, "--seed", "5"]))
    app.push(TitleScene(app))
    scene = app.open(app.game_screen("tutorial"))
    for k, wait in enumerate((2.4, 3.1, 2.2, 2.8)):
        run_until(app, lambda: scene.calling)
        run_until(app, lambda: scene.clock >= wait)
        right = count(scene.round_dice, scene.card)
        # the last one too high, for the colours it added (one too few when the count is 8)
        press(app, getattr(pygame, f"K_{right if k < 3 else right + 1 if right < 8 else right - 1}"))
        if k < 3:
            press(app, pygame.K_SPACE)
    pygame.image.save(app.render(), str(out / f"yam-practice-{lang}.png"))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs")
    parser.add_argument("--lang", choices=("en", "fr"), help="only this language (default: both)")
    options = parser.parse_args(argv)
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in [options.lang] if options.lang else ["en", "fr"]:
        for picture in (setup_three_people, three_at_one_keyboard, one_against_two_computers, check,
                        rules_example, practice):
            picture(out, lang)
    print(f"wrote {', '.join(p.name for p in sorted(out.glob('yam-*.png')))} in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
