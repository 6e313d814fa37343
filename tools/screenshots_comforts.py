"""Screenshots of the player comforts in both languages, for the README:
docs/table-en.png and docs/table-fr.png (the same mid-turn table), and the title
(with Resume), settings and statistics screens in each language, plus the table
in the colour-blind-safe palette.

    python tools/screenshots_comforts.py [--out docs]

Headless and reproducible; uses a throw-away user data folder (never the player's).
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-screenshots-")     # headless, never the player's data folder
sys.path.insert(0, str(HERE))

import pygame  # noqa: E402

import screenshots  # noqa: E402  (the README's other pictures: the same pictured turn)
from game.eceg.actions import Roll, SetAside  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.eceg.players import make_player  # noqa: E402
from game.eceg.state import Rules  # noqa: E402
from game.core.contract import CHANCE  # noqa: E402
from scenes.shell import saves, settings, statistics as stats_screen  # noqa: E402
from scenes.app import App, parse_args  # noqa: E402
from scenes.eceg.game_config import GameConfig, SeatConfig, default_computer_kind  # noqa: E402
from scenes.eceg.table import EcegTable, table as eceg_table  # noqa: E402
from scenes.shell.title import TitleScene  # noqa: E402


def table_picture(app: App, path: Path) -> None:
    kind = default_computer_kind()
    names = ["Alice", "Bruno", "Chloé"]
    config = GameConfig(tuple(SeatConfig(n, screenshots.COLOURS[i], "human" if i == 0 else kind)
                              for i, n in enumerate(names)))
    match = next(m for m in (screenshots.history(config, s) for s in range(1, 200)) if m is not None)
    first, keep, second = screenshots.pictured_turn(match.state)
    table = eceg_table(app, config, match)
    app.push(table)
    table.layer.play(match.apply(CHANCE, Roll(first)))
    screenshots.run(app, 1.5)
    for die in table.layer.pick_dice(keep):
        die.selected = True
    match.chance = lambda: match.apply(CHANCE, Roll(second))
    table.layer.act(SetAside(keep))
    screenshots.run(app, 1.6)
    options = table.layer.claimable()
    table.layer.focus = next((i for i in options if match.state.owners[i] is None), options[0])
    pygame.image.save(app.render(), str(path))
    saves.remove(match.game_id)
    app.reset(TitleScene(app))


def some_statistics() -> None:
    for seed in range(8):
        match = Match(Rules(3), [Seat("Alice", "human"), Seat("Bruno", "hard"), Seat("Chloé", "human")], seed)
        match.play_out([make_player("greedy", random.Random(seed * 3 + i), match.rules) for i in range(3)])
        stats_screen.record(match)


def pictures(language: str, out: Path) -> list[Path]:
    app = App(parse_args(["--lang", language]))
    written = []
    path = out / f"table-{language}.png"
    table_picture(app, path)
    written.append(path)
    # a game left half-way: the title offers Resume
    config = GameConfig((SeatConfig("Alice", screenshots.COLOURS[0]), SeatConfig("Bruno", screenshots.COLOURS[1])))
    match = config.build_match(5)
    while match.state.turn_number < 4:
        match.step([make_player("greedy", random.Random(1), match.rules)] * 2)
    saves.save(config, match)
    app.reset(TitleScene(app))
    for name, open_ in (("title", None), ("settings", "settings"), ("stats", "statistics")):
        if open_:
            getattr(app.top, open_)()
        path = out / f"{name}-{language}.png"
        pygame.image.save(app.render(), str(path))
        written.append(path)
        if open_:
            app.pop()
    saves.remove(match.game_id)
    if language == "en":
        settings.change(app, "colour_blind", True)
        path = out / "table-colour-blind-en.png"
        table_picture(app, path)
        written.append(path)
        settings.change(app, "colour_blind", False)
    return written


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(HERE.parent / "docs"))
    out = Path(parser.parse_args(argv).out)
    out.mkdir(parents=True, exist_ok=True)
    some_statistics()
    written = pictures("en", out) + pictures("fr", out)
    pygame.quit()
    print("wrote " + ", ".join(str(p) for p in written))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
