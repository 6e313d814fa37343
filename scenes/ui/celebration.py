"""A win celebrated: confetti falling over the screen for a moment, in gold, cream and
the winner's colour. Shared by every screen that ends a game (the results, a
tournament's standings); the screen keeps the time (its update(dt)) and may cut it
short (any key or click: Skip)."""
from __future__ import annotations

import math
import random

import pygame

from scenes.ui import pen, theme

CELEBRATION = 2.5           # seconds of falling confetti
CONFETTI = 90
# a key or click this soon after the one that cut the celebration short is the same mashing
# (Space pressed again and again to hurry the table's last move), not a press of a button
MASHED = 0.35


class Skip:
    """The keys and clicks that only hurry: the first while the celebration plays ends it,
    and each that follows the last of them within MASHED seconds is the same mashing, so a
    player hurrying the last move never presses Rematch (or any button) for everyone.
    A pause, then a press, is a choice."""

    def __init__(self):
        self.clock = 0.0            # seconds since the screen opened
        self.hurried_at = None      # when the last hurrying key or click came, or None

    def update(self, dt: float) -> None:
        self.clock += dt

    def swallows(self, event, celebrating: bool) -> bool:
        """Is this event only a hurry (the caller then ends the celebration if it plays)?"""
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return False
        mashing = self.hurried_at is not None and self.clock - self.hurried_at < MASHED
        if celebrating or mashing:
            self.hurried_at = self.clock
            return True
        return False


class Confetti:
    def __init__(self, seed: int, colour, width: int = 1280, count: int = CONFETTI):
        rng = random.Random(seed)                 # looks only: never the match's chance
        colours = [theme.GOLD, theme.CREAM, colour]
        # (x, start y, fall speed, sway phase, colour)
        self.pieces = [(rng.uniform(0, width), rng.uniform(-300, -10), rng.uniform(160, 320),
                        rng.uniform(0, 6.3), rng.choice(colours)) for _ in range(count)]

    def draw(self, surface: pygame.Surface, time: float) -> None:
        """The confetti `time` seconds into the celebration, fading in its last half second."""
        if time >= CELEBRATION:
            return
        fade = max(0.0, min(1.0, (CELEBRATION - time) / 0.5))
        for x, y, speed, phase, colour in self.pieces:
            py = y + speed * time
            px = x + 18 * math.sin(phase + time * 4)
            w = 4 + 4 * abs(math.sin(phase + time * 6))          # turning as it falls
            c = [round(v * fade + 20 * (1 - fade)) for v in colour[:3]]
            pen.rect(surface, c, (round(px), round(py), round(w), 9))
