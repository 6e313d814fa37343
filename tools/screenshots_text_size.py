"""Screenshots of issue 30 (tables drawn at the window's resolution, the text size): each
game's 6-seat demo table at 1920x1080 and at 3840x2160, in English and in French, each at
100 % and at 150 %, each cropped to 960x540 pixels where the words are: the pixels as the window shows
them, 1:1 (the felt's grain makes a whole frame a PNG of some 2 MB). --whole saves
the whole frames instead.

    python tools/screenshots_text_size.py [--out docs] [--game ID]... [--whole]

Headless, in a throw-away data folder; what is saved is what the window shows."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tools.throwaway_data import setup_environment  # noqa: E402
DATA = setup_environment("eceg-text-size-shots-")

import pygame  # noqa: E402

from scenes import registry  # noqa: E402
from scenes.app import STEP, App, parse_args, start_scene  # noqa: E402
from scenes.shell import settings  # noqa: E402

# a moment of each demo with a turn under way (the roll-off over, dice and labels in sight)
FRAMES = {"easy-come-easy-go": 1500, "wazabi": 1000, "yam-color": 420}
SIZES = {"1920x1080": 1.5, "3840x2160": 3.0}          # window -> pixels per design unit
# 960x540 pixels from a design point: a quarter of the table at 1920x1080, a sixteenth at 4K,
# where the words are (seats, cards, the check's lines) and dice are in sight
CROPS = {"easy-come-easy-go": {"1920x1080": (0, 0), "3840x2160": (0, 0)},
         "wazabi": {"1920x1080": (320, 180), "3840x2160": (520, 0)},
         "yam-color": {"1920x1080": (640, 180), "3840x2160": (0, 0)}}
LOOKS = (("en", 100), ("en", 150), ("fr", 100), ("fr", 150))     # each language at both ends of the text size


def table(game: str, size: str, lang: str, text_size: int) -> pygame.Surface:
    app = App(parse_args(["--size", size, "--lang", lang, "--game", game, "--seed", "3", "--demo",
                          "--players", "6", "--speed", "normal"]))
    app.settings["text_size"] = text_size          # as the settings row does (not stored)
    settings.apply(app, ["text_size"])
    app.push(start_scene(app))
    for _ in range(FRAMES.get(game, 600)):
        app.update(STEP)
    app.render()
    app.present()
    shown = pygame.display.get_surface().copy()
    app.quit()
    return shown


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "docs")
    parser.add_argument("--game", action="append", default=None, help="only these games (default: all)")
    parser.add_argument("--whole", action="store_true", help="the whole frames, not crops")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for game in args.game or registry.games():
        for size, scale in SIZES.items():
            x, y = CROPS.get(game, {}).get(size, (320, 180))
            crop = pygame.Rect(round(x * scale), round(y * scale), 960, 540)
            for lang, text_size in LOOKS:
                shown = table(game, size, lang, text_size)
                name = f"text-size-{game}-{size}{'' if args.whole else '-crop'}-{lang}-{text_size}.png"
                pygame.image.save(shown if args.whole else shown.subsurface(crop), str(args.out / name))
                print(args.out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
