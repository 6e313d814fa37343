"""The title's resting dice are the chosen game's own: pips for Easy Come, Easy Go,
W / card / give faces for Wazabi, colour pyramid dice for YAM color (the specs'
dice), changing with the game choice (keys, as a player would)."""
from __future__ import annotations

import pygame

from scenes.shell.title import DECOR, TitleScene

from tests.scenes.scene_helpers import key, make_app, top

# what the specs' dice look like, as colour tests on a pixel (r, g, b)
RULES = {
    "pip": lambda r, g, b: r < 60 and g < 60 and b < 60,             # black pips on a cream die
    "red": lambda r, g, b: r > 170 and g < 90 and b < 90,            # YAM red; Wazabi's W is red
    "yellow": lambda r, g, b: r > 200 and g > 170 and b < 100,
    "blue": lambda r, g, b: b > 170 and r < 90 and g < 140,
    "green": lambda r, g, b: g > 140 and r < 100 and b < 130,
}


def seen(surface: pygame.Surface) -> dict[str, int]:
    """How many pixels of each kind lie around the resting dice (pixels near the menu or
    the title text are not sampled: the dice lie at the sides)."""
    counts = dict.fromkeys(RULES, 0)
    for x, y, *_ in DECOR:
        for px in range(x - 40, x + 41, 2):
            for py in range(y - 40, y + 41, 2):
                r, g, b, *_ = surface.get_at((px, py))
                for name, test in RULES.items():
                    counts[name] += test(r, g, b)
    return counts


def drawn(app) -> dict[str, int]:
    surface = pygame.Surface((1280, 720))
    top(app).draw(surface)
    return seen(surface)


def test_each_game_shows_its_own_dice_on_the_title():
    app = make_app()
    app.push(TitleScene(app))
    key(app, pygame.K_UP)                          # from New game up to the game choice
    looks = {}
    for _ in range(3):
        looks[app.game] = drawn(app)
        key(app, pygame.K_RIGHT)
    eceg, wazabi, yam = looks["easy-come-easy-go"], looks["wazabi"], looks["yam-color"]
    # pips: black dots, no colour
    assert eceg["pip"] > 50 and eceg["red"] == eceg["yellow"] == eceg["blue"] == 0
    # Wazabi: the red W on some dice, and no pips
    assert wazabi["red"] > 20 and wazabi["pip"] < eceg["pip"] // 5 and wazabi["yellow"] == 0
    # YAM color: the four colours on top of the pyramids
    assert all(yam[c] > 20 for c in ("red", "yellow", "blue", "green")), yam
    # back to the first game: its pips again
    assert app.game == "easy-come-easy-go" and drawn(app) == eceg
