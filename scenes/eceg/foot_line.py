"""Words in Easy Come, Easy Go's keys line place, at the table's foot: a notice, the last
turn shown again, a replay's step (table.py, replay.py; the keys line itself: table_view.py)."""
from __future__ import annotations

import pygame

from scenes.eceg import layout
from scenes.ui import assets, pen

FOOT_SIZE = 14           # the words at the table's foot in the keys line's place (the keys line's: 14, regular)


def draw_foot_line(surface: pygame.Surface, message: str, colour, alpha: int = 255) -> None:
    """Words in the keys line's place, between the tray and the wooden frame (a notice, the
    last turn shown again, a replay's step): bold, on the felt, as wide as the keys line may
    be and smaller if they must, at a large text size as tall as at 100 %, as the keys line.
    In a band they ran onto the frame (a 26 px band in 18 px of room), at 150 % over the
    tray too."""
    start, end = layout.SIDEBAR_RIGHT + 6, 1274
    tall = assets.as_tall_as_at_100(FOOT_SIZE, "bold")
    size = min(tall, assets.fitted(message, FOOT_SIZE, end - start, "bold", floor=1 / pen.text_size()))
    img = assets.shadowed(message, size, colour, "bold", offset=1)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    half = img.get_width() // 2
    x = min(max(layout.HELP_POS[0], start + half), end - half)
    # (a pixel lower than the keys line: its accents, as on "Échap", stay off the tray)
    surface.blit(img, img.get_rect(midbottom=(x, layout.HELP_POS[1] + 1)))
