"""The setup's line about a seat: who plays it, in words. A level's name alone
("Computer: hard") tells a newcomer nothing of how it plays, and the setup is where
they choose it, so the seat whose kind the mouse is over (else the one in keyboard
focus) is described under the seat rows: a person at this screen, a person at
another computer, or how that game's computer level plays (each game's catalogs
hold its levels' lines, "level_about_<game id>_<kind>"; nothing here names a game).
Where the seat rows leave no room (six seats, or five and the network row), the
line is shown in a band at the top of the screen instead, over the title."""
from __future__ import annotations

import pygame

from scenes.shell.seating import HUMAN, REMOTE
from scenes.ui import assets, pen, theme
from scenes.ui.text import level_about, t

SIZE = 18              # the text's size (scaled with the text-size setting, as all text)
PADDING = 10           # inside the box, above and below the lines
TOP_BAND_Y = 12        # the band's top when the rows leave no room (the title's place)
BAND_MARGIN = 20       # the band's distance from the screen's sides (it may be wider than the panel)


def about(game_id: str, kind: str) -> str:
    """The words for a seat of `kind` in game `game_id` ("" for a kind without any)."""
    if kind == HUMAN:
        return t("seat_about_human")
    if kind == REMOTE:
        return t("seat_about_remote")
    return level_about(game_id, kind)


def kind_in_view(kind_choices, focused):
    """The kind choice to describe: the one under the mouse, else the one in focus
    (`focused`, the focus ring's widget), else None."""
    for choice in kind_choices:
        if choice.hover:
            return choice
    return focused if any(focused is choice for choice in kind_choices) else None


def draw(surface: pygame.Surface, message: str, room: pygame.Rect, band: pygame.Rect) -> pygame.Rect:
    """Draw `message` centred in `room` if it fits there, else in `band` (at the top of
    the screen, above the rows it must not hide), its text made smaller if the larger
    text sizes would otherwise spill out of it (never below the size it has at 100 %).
    Returns where the box went (for tests)."""
    size = SIZE
    lines, step = _laid_out(message, size, room.width)
    needed = len(lines) * step + 2 * PADDING
    if needed <= room.height:
        box = pygame.Rect(room.x, room.y + (room.height - needed) // 2, room.width, needed)
    else:
        floor = SIZE / pen.text_size()
        lines, step = _laid_out(message, size, band.width)
        while len(lines) * step + 2 * PADDING > band.height and size > floor:
            size = max(floor, size - 0.5)
            lines, step = _laid_out(message, size, band.width)
        box = band        # all of it, text centred: no piece of the title peeks out under it
    pen.rect(surface, (10, 36, 24), box, border_radius=10)      # opaque: the band covers the title
    pen.rect(surface, theme.GOLD_DEEP, box, 1, border_radius=10)
    top = box.y + (box.height - len(lines) * step) // 2
    for k, line in enumerate(lines):
        text = assets.text(line, size, theme.CREAM)
        surface.blit(text, text.get_rect(midtop=(box.centerx, top + step * k)))
    return box


def _laid_out(message: str, size: float, width: int) -> tuple[list[str], int]:
    """The lines of `message` at `size` within `width` (less the padding), and a line's height."""
    return assets.wrap(message, size, width - 2 * PADDING), assets.font(size).get_linesize()
