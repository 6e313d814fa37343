"""A person's row of call keys drawn as its letters with the number each calls under
it: in the setup (their choice) and on their seat at the table. Letter rows are drawn
as this keyboard's keycaps read (Q W E ... on QWERTY, A Z E ... on AZERTY)."""
from __future__ import annotations

import pygame

from scenes.ui import assets, pen, theme
from scenes.yam_color.call_keys import labels


def legend(scheme: str, width: int, size: int = 16) -> pygame.Surface:
    """The nine keys of the row, each over its number, spread evenly over `width` pixels."""
    return _legend(labels(scheme), width, size)


@pen.cached(maxsize=32)
def _legend(keys: tuple[str, ...], width: int, size: int) -> pygame.Surface:
    column = width // len(keys)
    number_size = max(10, size - 3)
    surface = pen.Surface((column * len(keys), size + number_size + 5), pygame.SRCALPHA)
    for n, key in enumerate(keys):
        x = n * column + column // 2
        letter = assets.text(key, size, theme.CREAM, "bold")
        surface.blit(letter, letter.get_rect(midtop=(x, 0)))
        number = assets.text(str(n), number_size, theme.GOLD, "bold")
        surface.blit(number, number.get_rect(midtop=(x, size + 3)))
    return surface
