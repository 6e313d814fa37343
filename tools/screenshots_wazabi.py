"""Render Wazabi's README screenshots, each in English and French: the setup, the
cover asking to pass the computer to the next person, and the table with a person's
hand face up (the cards the roll pays for glowing, the others saying why not), and a
person choosing the cards they keep in another player's turn (named above their
hand), and every seat's dice going round the table for pass_dice.

    python tools/screenshots_wazabi.py [--out docs] [--lang en|fr]

Headless and reproducible: set seeds, real key events and clicks, time stepped by hand.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-screenshots-")     # headless, never the player's data folder

import pygame  # noqa: E402

from game.wazabi.actions import Play  # noqa: E402
from game.wazabi.cards import KEEP_ONE, OTHERS_KEEP_TWO, PASS_DICE  # noqa: E402
from scenes.app import STEP, App, parse_args  # noqa: E402
from scenes.shell.seating import HUMAN, SeatConfig  # noqa: E402
from scenes.shell.title import TitleScene  # noqa: E402
from scenes.ui.theme import SEAT_COLOURS  # noqa: E402
from scenes.shell.handover import ARM, HOLD, HandOverScene  # noqa: E402
from scenes.wazabi.game_config import GameConfig  # noqa: E402

COLOURS = [c for _, c in SEAT_COLOURS]
NAMES = {"en": ("Ana", "Ben", "Computer"), "fr": ("Anne", "Bruno", "Ordinateur")}


def new_app(lang: str) -> App:
    app = App(parse_args(["--game", "wazabi", "--lang", lang, "--speed", "normal"]))
    app.push(TitleScene(app))
    return app


def run_until(app: App, condition, seconds: float = 120.0) -> None:
    for _ in range(round(seconds / STEP)):
        if condition():
            return
        app.update(STEP)
    raise RuntimeError("the table never got there")


def press(app: App, key: int) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def lift(app: App) -> None:
    """The person named on the cover lifts it: Enter held until its bar is full, let go."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    for _ in range(round(HOLD / STEP) + 2):
        app.update(STEP)
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))


def config(lang: str, people: int, seed: int, players: int = 3) -> GameConfig:
    names = NAMES[lang] + tuple(f"{NAMES[lang][2]} {k}" for k in range(2, players - 1))
    seats = tuple(SeatConfig(names[i], COLOURS[i], HUMAN if i < people else "medium") for i in range(players))
    return GameConfig(seats, seed=seed)


def setup(out: Path, lang: str) -> None:
    """The setup with Wazabi chosen: two people and a computer, the options below; Tab
    has reached the computer's level, so the line under the seats says how it plays."""
    app = new_app(lang)
    app.open("setup", config(lang, 2, 1))
    app.update(STEP)
    scene = app.stack[-1]
    computer_level = scene.rows[2][2]
    for _ in range(40):
        if scene.ring.current is computer_level:
            break
        press(app, pygame.K_TAB)
    pygame.image.save(app.render(), str(out / f"wazabi-setup-{lang}.png"))


def cover(out: Path, lang: str) -> None:
    """Two people and a computer: before a person's turn the whole table is hidden."""
    app = new_app(lang)
    app.open(app.game_screen("rolloff"), config(lang, 2, 4))
    run_until(app, lambda: isinstance(app.top, HandOverScene))
    for _ in range(round(ARM / STEP) + 1):       # ready: its button no longer greyed
        app.update(STEP)
    pygame.image.save(app.render(), str(out / f"wazabi-cover-{lang}.png"))


def person_to_play(table) -> bool:
    """A person is choosing a card with some cards playable and some not."""
    found = table.current()
    if found is None or found[0] != "play":
        return False
    playable, _reasons = table.card_states(table.shown_hand(found[1]))
    return bool(playable) and len(playable) < len(table.shown_hand(found[1]))


def play_until(app: App, table, wanted, frames: int = 40000) -> tuple[str, int]:
    """The person plays (rolls, gives to the first seat offered, passes) until
    `wanted(table)`; returns the decision then open."""
    for _ in range(frames):
        if wanted(table):
            return table.current()
        found = table.current()
        if found is not None:
            press(app, {"roll": pygame.K_SPACE, "play": pygame.K_p}.get(found[0], pygame.K_RETURN))
        app.update(STEP)
    raise RuntimeError("the table never got there")


def hand(out: Path, lang: str) -> None:
    """One person among computers, on turn: the roll done, the hand face up."""
    app = new_app(lang)
    table = app.open(app.game_screen("rolloff"), config(lang, 1, 7, players=4)).layer
    play_until(app, table, person_to_play)
    for _ in range(45):
        app.update(STEP)
    pygame.image.save(app.render(), str(out / f"wazabi-table-{lang}.png"))


def keeping(out: Path, lang: str) -> None:
    """Two people and a computer: a person plays Keep one or Others keep two, the cover
    passes the computer to the other person, who marks the cards to keep."""
    app = new_app(lang)
    table = app.open(app.game_screen("rolloff"), config(lang, 2, 4)).layer
    for _ in range(60000):
        top = app.top
        if isinstance(top, HandOverScene):
            if top.time >= ARM:
                lift(app)                         # the next person takes the computer
        elif (found := table.current()) is not None:
            what, seat = found
            if what == "keep":
                break
            aimed = [a for a in table.legal(seat) if isinstance(a, Play)
                     and (a.card == OTHERS_KEEP_TWO or (a.card == KEEP_ONE and a.target in table.people))]
            if what == "play" and aimed:
                table.act(seat, aimed[0])
            else:
                press(app, {"roll": pygame.K_SPACE, "play": pygame.K_p}.get(what, pygame.K_RETURN))
        app.update(STEP)
    else:
        raise RuntimeError("nobody was asked to keep cards")
    press(app, pygame.K_1)                        # the first card marked to keep
    for _ in range(45):
        app.update(STEP)
    pygame.image.save(app.render(), str(out / f"wazabi-keep-{lang}.png"))


def can_pass_dice(table) -> bool:
    found = table.current()
    return found is not None and found[0] == "play" and any(
        isinstance(a, Play) and a.card == PASS_DICE for a in table.legal(found[1]))


def pass_dice(out: Path, lang: str) -> None:
    """pass_dice played by the person: every seat's dice on their way to the next seat."""
    for seed in range(7, 40):        # the first seed whose person may play it (the engine's play decides)
        app = new_app(lang)
        table = app.open(app.game_screen("rolloff"), config(lang, 1, seed, players=6)).layer
        try:
            _what, seat = play_until(app, table, can_pass_dice)
            break
        except RuntimeError:
            continue
    else:
        raise RuntimeError("no seed let the person play pass_dice")
    table.act(seat, Play(PASS_DICE, None, "left"))
    run_until(app, lambda: any(f.kind == "dice" and f.progress > 0.45 for f in table.flights))
    pygame.image.save(app.render(), str(out / f"wazabi-pass-dice-{lang}.png"))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs")
    parser.add_argument("--lang", choices=("en", "fr"), help="only this language (default: both)")
    options = parser.parse_args(argv)
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    for lang in [options.lang] if options.lang else ["en", "fr"]:
        for picture in (setup, cover, hand, keeping, pass_dice):
            picture(out, lang)
    print(f"wrote {', '.join(p.name for p in sorted(out.glob('wazabi-*.png')))} in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
