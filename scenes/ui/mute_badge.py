"""The sign that the sound is off: a crossed-out speaker and the word "Muted" in the
bottom-right corner, drawn by the app over every screen while muted, so a player who
pressed M by chance sees why the game went quiet (the key lines say M mutes). That
corner is free on every screen (the title's version number sits elsewhere)."""
from __future__ import annotations

import pygame

from scenes.ui import assets, pen, theme
from scenes.ui.text import t

TEXT_SIZE = 14
ICON = 13                  # the speaker's height
HEIGHT = 21
INSET = (14, 3)            # from the bottom-right corner: on the wooden rim's inner half
CROSS = (226, 90, 70)


@pen.cached(maxsize=4)
def speaker_icon(height: int) -> pygame.Surface:
    """A speaker (box and cone) with a red cross beside it: sound off."""
    icon = pen.Surface((round(height * 1.6), height), pygame.SRCALPHA)
    u = height / 18
    box = pygame.Rect(0, round(6 * u), round(5 * u), round(6 * u))
    pen.rect(icon, theme.CREAM, box)
    pen.polygon(icon, theme.CREAM, [(box.right - 1, box.top), (round(11 * u), round(1 * u)),
                                            (round(11 * u), round(17 * u)), (box.right - 1, box.bottom)])
    left, right, top, bottom = round(16 * u), round(26 * u), round(4 * u), round(14 * u)
    width = max(2, round(2.5 * u))
    pen.line(icon, CROSS, (left, top), (right, bottom), width)
    pen.line(icon, CROSS, (left, bottom), (right, top), width)
    return icon


def badge_rect(surface_size: tuple[int, int]) -> pygame.Rect:
    """Where the badge goes on a screen of this size (with the current language's word):
    one low line on the bottom edge, over the wooden rim, below the buttons, page
    arrows and panels that reach towards that corner, right of the key lines."""
    label = assets.text(t("muted_badge"), TEXT_SIZE, theme.CREAM)
    rect = pygame.Rect(0, 0, 8 + speaker_icon(ICON).get_width() + 5 + label.get_width() + 10, HEIGHT)
    rect.bottomright = (surface_size[0] - INSET[0], surface_size[1] - INSET[1])
    return rect


def draw(surface: pygame.Surface) -> pygame.Rect:
    """Draw the badge; its rectangle is returned."""
    rect = badge_rect(surface.get_size())
    back = pen.Surface(rect.size, pygame.SRCALPHA)
    pen.rect(back, (*theme.PANEL, 235), back.get_rect(), border_radius=7)
    pen.rect(back, (*theme.GOLD, 255), back.get_rect(), 1, border_radius=7)
    surface.blit(back, rect)
    icon = speaker_icon(ICON)
    surface.blit(icon, icon.get_rect(midleft=(rect.x + 8, rect.centery)))
    label = assets.text(t("muted_badge"), TEXT_SIZE, theme.CREAM)
    surface.blit(label, label.get_rect(midleft=(rect.x + 8 + icon.get_width() + 5, rect.centery)))
    return rect
