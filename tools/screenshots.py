"""Render the README screenshots of Easy Come, Easy Go's roll-off, in English and French
(docs/rolloff-en.png, docs/rolloff-fr.png); --mid-turn also writes the mid-turn table
(docs/table-mid-turn.png, the same picture as tools/screenshots_comforts.py's table-en.png).

    python tools/screenshots.py [--out docs] [--lang en|fr] [--mid-turn]

Headless and reproducible: the game before the pictured turn is played by the
engine with computer players; the pictured turn's dice are chosen so that one
die is set aside and a prize glows.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-screenshots-")     # headless, never the player's data folder

import pygame  # noqa: E402

from game.eceg.actions import Roll, SetAside  # noqa: E402
from game.core.dice import sub_multisets  # noqa: E402
from game.core.match import player_rng  # noqa: E402
from game.eceg.players import make_player  # noqa: E402
from game.core.contract import CHANCE  # noqa: E402
from scenes.app import STEP, App, parse_args  # noqa: E402
from scenes.eceg.game_config import GameConfig, SeatConfig, default_computer_kind  # noqa: E402
from scenes.eceg.rolloff import RollOffScene  # noqa: E402
from scenes.eceg.table import EcegTable, table as eceg_table  # noqa: E402
from scenes.ui.theme import SEAT_COLOURS  # noqa: E402

COLOURS = [c for _, c in SEAT_COLOURS]


def run(app: App, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        app.update(STEP)


def history(config: GameConfig, seed: int):
    """A match played by the engine until it is seat 0's turn with prizes spread around."""
    match = config.build_match(seed)
    players = [make_player("greedy", player_rng(seed, i), match.rules) for i in range(len(config.seats))]
    state = match.state
    while not state.is_over():
        held = sum(o is not None for o in state.owners)
        if state.phase == "roll" and state.seat == 0 and held >= 4 and not state.counts:
            return match
        match.step(players)
    return None


def pictured_turn(state):
    """First roll, one die to keep, second roll: a prize (ideally a steal too) glows."""
    table = state.table
    best = None
    for a in range(6):
        for b in range(6):
            first = (a, b, (a + 2) % 6, (b + 3) % 6)
            if table.mask(first) & state.takeable:
                continue                              # nothing to take on the first roll
            for keep in {k for k in sub_multisets(tuple(sorted(first))) if len(k) == 1}:
                for c in range(6):
                    second = (c, (c + 1) % 6, (c + a) % 6)
                    mask = table.mask(keep + second) & state.takeable
                    steals = sum(1 for i in range(len(table)) if mask >> i & 1 and state.owners[i] is not None)
                    centre = bin(mask).count("1") - steals
                    score = (centre > 0 and steals > 0, centre > 0, steals)
                    if mask and (best is None or score > best[0]):
                        best = (score, first, keep, second)
    return best[1:]


def mid_turn(out: Path) -> None:
    app = App(parse_args(["--lang", "en"]))
    kind = default_computer_kind()
    names = ["Alice", "Bruno", "Chloé"]
    config = GameConfig(tuple(SeatConfig(n, COLOURS[i], "human" if i == 0 else kind) for i, n in enumerate(names)))
    match = next(m for m in (history(config, s) for s in range(1, 200)) if m is not None)
    first, keep, second = pictured_turn(match.state)
    table = eceg_table(app, config, match)
    app.push(table)
    table.layer.play(match.apply(CHANCE, Roll(first)))
    run(app, 1.5)
    for die in table.layer.pick_dice(keep):
        die.selected = True
    match.chance = lambda: match.apply(CHANCE, Roll(second))     # the pictured dice, not the match's
    table.layer.act(SetAside(keep))
    run(app, 1.6)
    options = table.layer.claimable()
    table.layer.focus = next((i for i in options if match.state.owners[i] is None), options[0])
    pygame.image.save(app.render(), str(out / "table-mid-turn.png"))


def rolloff(out: Path, lang: str) -> None:
    app = App(parse_args(["--lang", lang]))
    names = ["Alice", "Bruno", "Chloé", "Dev"]
    seats = tuple(SeatConfig(n, COLOURS[i], "human") for i, n in enumerate(names))
    for seed in range(1000):
        config = GameConfig(seats, seed=seed)
        match = config.build_match(seed)
        totals = [sum(match.chance()[0]["dice"]) for _ in seats]
        if totals.count(max(totals)) == 2:
            break
    scene = RollOffScene(app, GameConfig(seats, seed=seed))
    app.push(scene)
    while not scene.done:
        app.update(STEP)
    run(app, 0.5)
    pygame.image.save(app.render(), str(out / f"rolloff-{lang}.png"))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "docs"))
    parser.add_argument("--lang", choices=("en", "fr"), help="only this language (default: both)")
    parser.add_argument("--mid-turn", action="store_true", help="also the mid-turn table (English)")
    options = parser.parse_args(argv)
    out = Path(options.out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    if options.mid_turn:
        mid_turn(out)
        written.append(out / "table-mid-turn.png")
    for lang in [options.lang] if options.lang else ["en", "fr"]:
        rolloff(out, lang)
        written.append(out / f"rolloff-{lang}.png")
    pygame.quit()
    print("wrote " + ", ".join(str(p) for p in written))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
