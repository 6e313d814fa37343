"""A die: its drawn faces (pips; the 0 face blank like the real dice) and its motion.

A throw is a scripted tumble rather than a physics simulation: each die gets a
resting place that overlaps no other die, then flies there with friction
(ease-out), a few bounces of decaying height, spin that damps to rest, and faces
flickering while airborne. That keeps rolls readable, collision-free and exactly
reproducible under a fixed dt.
"""
from __future__ import annotations

import math
import random

import pygame

from scenes.ui import pen, theme
from scenes.ui.tween import ease_out_cubic

SIZE = 64
PIP_LAYOUT = {
    0: (), 1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
BOUNCES = ((0.42, 1.0), (0.28, 0.32), (0.16, 0.1))   # (share of flight time, height)
LAST_LANDING = sum(share for share, _ in BOUNCES)


@pen.cached(maxsize=64)
def face(value: int, size: int = SIZE) -> pygame.Surface:
    """The top of a die showing `value`, with rounded corners, shading and pips."""
    s = size
    surface = pen.Surface((s, s), pygame.SRCALPHA)
    r = s // 5
    pen.rect(surface, theme.DIE_EDGE, (0, 0, s, s), border_radius=r)
    pen.rect(surface, theme.DIE_FACE, (1, 1, s - 3, s - 4), border_radius=r)
    pen.rect(surface, (255, 253, 248), (s // 8, s // 10, s - s // 4, s // 3), border_radius=r)
    pen.rect(surface, theme.DIE_FACE, (s // 10, s // 4, s - s // 5, s - s // 3), border_radius=r)
    pip = max(2, s // 11)
    step = s * 0.27
    for dx, dy in PIP_LAYOUT[value]:
        cx, cy = s / 2 + dx * step, s / 2 + dy * step
        if s >= 40:
            pen.circle(surface, (150, 140, 128), (cx + 0.8, cy + 1.2), pip)
        pen.circle(surface, theme.PIP, (cx, cy), pip)
    return surface


GLOW_PAD = 14


@pen.cached(maxsize=16)
def selected_face(value: int, size: int = SIZE) -> pygame.Surface:
    """A die set for setting aside: the face inside a bright gold rim and halo."""
    pad = GLOW_PAD
    surface = pen.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 4, -1):
        alpha = int(190 * (1 - i / pad) ** 1.4) + 25
        pen.rect(surface, (*theme.GOLD, alpha), (pad - i, pad - i, size + 2 * i, size + 2 * i),
                         border_radius=size // 5 + i)
    pen.rect(surface, theme.GOLD, (pad - 5, pad - 5, size + 10, size + 10), 5,
                     border_radius=size // 5 + 5)
    surface.blit(face(value, size), (pad, pad))
    return surface


@pen.cached(maxsize=4)
def shadow(size: int = SIZE) -> pygame.Surface:
    pad = 8
    surface = pen.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    for i in range(pad):
        pen.rect(surface, (0, 0, 0, 18), (i, i, size + 2 * (pad - i), size + 2 * (pad - i)),
                         border_radius=size // 4 + pad - i)
    return surface


def resting_places(count: int, area: pygame.Rect, rng: random.Random, avoid=(), size: int = SIZE):
    """`count` centres inside `area`, each at least 1.5 dice from the others."""
    gap = size * 1.5
    placed: list[tuple[float, float]] = []
    inner = area.inflate(-size * 1.2, -size * 1.2)
    for _ in range(count):
        for _attempt in range(200):
            p = (rng.uniform(inner.left, inner.right), rng.uniform(inner.top, inner.bottom))
            if all(math.dist(p, q) >= gap for q in list(placed) + list(avoid)):
                break
        placed.append(p)
    return placed


class Die:
    def __init__(self, value: int, pos=(0.0, 0.0), faces: tuple[int, ...] = (0, 1, 2, 3, 4, 5)):
        self.value = value
        self.shown = value            # the face drawn (flickers while tumbling)
        self.faces = faces
        self.pos = pos
        self.z = 0.0                  # height above the felt, 0..1
        self.angle = 0.0
        self.selected = False
        self.hover = False
        self.kept = False
        self.flight = None            # the running throw, or None at rest
        self.on_land = None           # called at each touch-down (sound)
        self._rotated: tuple | None = None

    @property
    def moving(self) -> bool:
        return self.flight is not None

    @property
    def landed(self) -> bool:
        """Past its last bounce: the face is final, only a last slide is left."""
        flight = self.flight
        return flight is None or flight.time >= flight.duration * LAST_LANDING

    def throw(self, start, target, duration: float, rng: random.Random) -> None:
        self.pos = start
        self.flight = _Flight(start, target, duration, rng, self.angle)

    def settle(self) -> None:
        """Skip the rest of the throw (instant speed)."""
        if self.flight:
            self.pos = self.flight.target
            self.angle = self.flight.end_angle
            self.z = 0.0
            self.flight = None
        self.shown = self.value

    def update(self, dt: float, rng: random.Random) -> None:
        flight = self.flight
        if flight is None:
            return
        flight.time += dt
        x = min(1.0, flight.time / flight.duration)
        self.pos = (flight.start[0] + (flight.target[0] - flight.start[0]) * ease_out_cubic(x),
                    flight.start[1] + (flight.target[1] - flight.start[1]) * ease_out_cubic(x))
        self.angle = flight.start_angle + (flight.end_angle - flight.start_angle) * ease_out_cubic(min(1.0, x * 1.15))
        self.z, bounce = _height(x)
        if bounce != flight.bounce:
            flight.bounce = bounce
            if self.on_land and bounce > 0:
                self.on_land(bounce)
        if self.z > 0.04:
            flight.flicker -= dt
            if flight.flicker <= 0:
                flight.flicker = 0.06
                self.shown = rng.choice(self.faces)
        else:
            self.shown = self.value
        if x >= 1.0:
            self.settle()

    def contains(self, point) -> bool:
        return math.dist(point, self.pos) <= SIZE * 0.6

    def draw(self, surface: pygame.Surface, time: float = 0.0) -> None:
        scale = 1.0 + 0.45 * self.z
        lift = 6 if self.selected and not self.moving else 0
        x, y = self.pos
        sh = shadow()
        off = 4 + 30 * self.z
        surface.blit(sh, sh.get_rect(center=(x + off, y + off + 2)))
        key = (self.shown, round(self.angle, 1), round(scale, 2), self.selected, pen.epoch())
        if self._rotated is None or self._rotated[0] != key:
            source = selected_face(self.shown) if self.selected else face(self.shown)
            image = pen.transform.rotozoom(source, self.angle, scale)
            self._rotated = (key, image)
        image = self._rotated[1]
        surface.blit(image, image.get_rect(center=(x, y - lift - 26 * self.z)))
        if self.hover and not self.selected and not self.kept:
            r = pygame.Rect(0, 0, SIZE + 8, SIZE + 8)
            r.center = (x, y - lift)
            pen.rect(surface, (255, 255, 255), r, 2, border_radius=14)


    def bounds(self) -> pygame.Rect:
        """Where `draw` may touch (design units): the shadow and the turned, lifted face."""
        scale = 1.0 + 0.45 * self.z
        lift = 6 if self.selected and not self.moving else 0
        x, y = self.pos
        off = 4 + 30 * self.z
        shade = pygame.Rect(0, 0, SIZE + 24, SIZE + 24)
        shade.center = (int(x + off), int(y + off + 2))
        half = int((SIZE + 24) * scale * 0.75) + 3
        return shade.union(pygame.Rect(int(x) - half, int(y - lift - 26 * self.z) - half, 2 * half, 2 * half))


class _Flight:
    def __init__(self, start, target, duration, rng, angle):
        self.start, self.target, self.duration = start, target, max(0.05, duration)
        self.time = 0.0
        self.start_angle = angle
        self.end_angle = angle + rng.choice((-1, 1)) * rng.uniform(360, 900) + rng.uniform(-25, 25)
        self.flicker = 0.0
        self.bounce = 0


def _height(x: float) -> tuple[float, int]:
    """Height at flight progress x, and which bounce arc we are in (1-based; 0 before
    the first landing, len+1 after the last)."""
    t = x
    for i, (share, height) in enumerate(BOUNCES):
        if t < share:
            return height * math.sin(math.pi * t / share), i
        t -= share
    return 0.0, len(BOUNCES)
