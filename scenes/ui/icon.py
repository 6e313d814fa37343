"""The application icon, drawn by code: a die showing five in front of a prize card,
on a round-cornered square of table felt.

tools/make_icon.py saves it as assets/icon.png (window icon) plus icon.ico and
icon.icns (the packaged program's icon on Windows and macOS); the window loads the PNG.
"""
from __future__ import annotations

import pygame

from scenes.ui.assets import asset_path

MASTER = 1024   # drawn at this size, then smooth-scaled down: anti-aliased edges

FELT = (27, 94, 58)
FELT_EDGE = (16, 60, 37)
GOLD = (214, 170, 72)
CARD = (247, 236, 205)
IVORY = (250, 246, 236)
PIP = (36, 32, 30)
SHADOW = (0, 0, 0, 90)


def draw_icon(size: int = 256) -> pygame.Surface:
    """The icon as a `size` x `size` surface with transparency."""
    art = pygame.Surface((MASTER, MASTER), pygame.SRCALPHA)
    m = MASTER
    pygame.draw.rect(art, FELT_EDGE, (0, 0, m, m), border_radius=m // 5)
    pygame.draw.rect(art, FELT, (m // 32, m // 32, m - m // 16, m - m // 16), border_radius=m // 6)

    card = pygame.Surface((m * 44 // 100, m * 60 // 100), pygame.SRCALPHA)
    pygame.draw.rect(card, CARD, card.get_rect(), border_radius=m // 28)
    pygame.draw.rect(card, GOLD, card.get_rect(), width=m // 40, border_radius=m // 28)
    inner = card.get_rect().inflate(-m // 9, -m // 9)
    pygame.draw.rect(card, GOLD, inner, width=m // 90, border_radius=m // 50)
    _paste(art, pygame.transform.rotate(card, -14), (m * 64 // 100, m * 40 // 100))

    die = pygame.Surface((m * 50 // 100, m * 50 // 100), pygame.SRCALPHA)
    side = die.get_width()
    pygame.draw.rect(die, IVORY, die.get_rect(), border_radius=side // 5)
    pygame.draw.rect(die, (200, 192, 172), die.get_rect(), width=m // 100, border_radius=side // 5)
    for fx, fy in ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)):
        pygame.draw.circle(die, PIP, (int(side * fx), int(side * fy)), side // 11)
    shadow = pygame.Surface(die.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, shadow.get_rect(), border_radius=side // 5)
    _paste(art, pygame.transform.rotate(shadow, 12), (m * 40 // 100, m * 64 // 100))
    _paste(art, pygame.transform.rotate(die, 12), (m * 37 // 100, m * 60 // 100))
    return art if size == MASTER else pygame.transform.smoothscale(art, (size, size))


def _paste(target: pygame.Surface, image: pygame.Surface, centre: tuple[int, int]) -> None:
    target.blit(image, image.get_rect(center=centre))


def set_window_icon() -> None:
    """Give the window (and the task bar entry) the icon; call before set_mode.
    Falls back to drawing it if the PNG is missing, so a broken install still has it."""
    try:
        image = pygame.image.load(str(asset_path("icon.png")))
    except (pygame.error, FileNotFoundError):
        image = draw_icon(256)
    pygame.display.set_icon(image)
