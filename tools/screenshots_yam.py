"""Render YAM color's README screenshots: three people at one keyboard calling, the
check in French against two computer callers, the rulebook's example in the rules,
and practice.

    python tools/screenshots_yam.py [--out docs]

Headless and reproducible: real key events at set moments, time stepped by hand.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.yam_color.deck import count  # noqa: E402
from scenes.app import STEP, App, parse_args  # noqa: E402
from scenes.shell.seating import SeatConfig  # noqa: E402
from scenes.shell.title import TitleScene  # noqa: E402
from scenes.ui.theme import SEAT_COLOURS  # noqa: E402
from scenes.yam_color.config import YamConfig  # noqa: E402

COLOURS = [c for _, c in SEAT_COLOURS]


def run_until(app: App, condition, seconds: float = 30.0) -> None:
    for _ in range(round(seconds / STEP)):
        if condition():
            return
        app.update(STEP)
    raise RuntimeError("the table never got there")


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def table(lang: str, seats, keys, seed: int):
    app = App(parse_args(["--game", "yam-color", "--lang", lang, "--speed", "normal"]))
    app.push(TitleScene(app))
    config = YamConfig(tuple(SeatConfig(name, COLOURS[i], kind) for i, (name, kind) in enumerate(seats)),
                       "8", keys=keys, seed=seed)
    return app, app.open(app.game_screen("rolloff"), config)


def three_at_one_keyboard(out: Path) -> None:
    """Ana and Ben have buzzed and called; Chloé has buzzed and is typing her number."""
    app, tab = table("en", [("Ana", "human"), ("Ben", "human"), ("Chloé", "human")], ("a", "l", "space"), 12)
    run_until(app, lambda: tab.desk.is_open)
    right = count(tab.round_dice, tab.card)
    run_until(app, lambda: tab.desk.clock >= 1.6)
    press(app, pygame.K_l)
    press(app, getattr(pygame, f"K_{right}"))
    run_until(app, lambda: tab.desk.clock >= 2.3)
    press(app, pygame.K_a)
    press(app, getattr(pygame, f"K_{max(0, right - 1)}"))
    run_until(app, lambda: tab.desk.clock >= 2.9)
    press(app, pygame.K_SPACE)
    run_until(app, lambda: tab.desk.clock >= 3.4)
    pygame.image.save(app.render(), str(out / "yam-table-three-people.png"))


def check_in_french(out: Path) -> None:
    """One person against two computer callers, the check shown call by call."""
    app, tab = table("fr", [("Zoé", "human"), ("Moyen", "medium"), ("Difficile", "hard")], (), 21)
    run_until(app, lambda: tab.desk.is_open)
    run_until(app, lambda: tab.desk.clock >= 2.0)
    press(app, getattr(pygame, f"K_{count(tab.round_dice, tab.card)}"))
    run_until(app, lambda: tab.check_line)
    for _ in range(20):
        app.update(STEP)
    pygame.image.save(app.render(), str(out / "yam-check-fr.png"))


def rules_example(out: Path) -> None:
    app = App(parse_args(["--game", "yam-color", "--lang", "en"]))
    app.push(TitleScene(app))
    app.open(app.game_screen("rules"), 3)
    pygame.image.save(app.render(), str(out / "yam-rules-example.png"))


def practice(out: Path) -> None:
    app = App(parse_args(["--game", "yam-color", "--lang", "en", "--seed", "5"]))
    app.push(TitleScene(app))
    scene = app.open(app.game_screen("tutorial"))
    for k, wait in enumerate((2.4, 3.1, 2.2, 2.8)):
        run_until(app, lambda: scene.calling)
        run_until(app, lambda: scene.clock >= wait)
        press(app, getattr(pygame, f"K_{count(scene.round_dice, scene.card)}"))
        if k < 3:
            press(app, pygame.K_SPACE)
    pygame.image.save(app.render(), str(out / "yam-practice.png"))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs")
    out = Path(parser.parse_args(argv).out)
    out.mkdir(parents=True, exist_ok=True)
    for picture in (three_at_one_keyboard, check_in_french, rules_example, practice):
        picture(out)
    print(f"wrote {', '.join(p.name for p in sorted(out.glob('yam-*.png')))} in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
