"""Pictures moving over Wazabi's table: a card from the pile to a hand, a die to the
seat it is given to, every seat's dice round the table, dice leaving the game. A
flight waits `delay` seconds (so several can leave one after the other in one step),
calls `on_start`, moves along its path (straight with an optional arc, or any path
given) while it scales and fades as asked, and calls `on_land` when it arrives.
Only update(dt) moves it: tests step time and read `pos`."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from scenes.ui.tween import ease_in_out
from scenes.ui import pen

Point = tuple[float, float]


class Flight:
    def __init__(self, image: pygame.Surface, start: Point, end: Point, duration: float, *,
                 delay: float = 0.0, arc: float = 0.0, path: Callable[[float], Point] | None = None,
                 scale: tuple[float, float] = (1.0, 1.0), fade: tuple[int, int] = (255, 255),
                 spin: float = 0.0, on_start: Callable[[], None] | None = None,
                 on_land: Callable[[], None] | None = None, kind: str = ""):
        self.image, self.start, self.end = image, start, end
        self.duration, self.delay = max(0.0, duration), max(0.0, delay)
        self.arc, self.path, self.scale, self.fade, self.spin = arc, path, scale, fade, spin
        self.on_start, self.on_land = on_start, on_land
        self.kind = kind                 # what moves ("card", "die", "dice", "drop"): for tests and sounds
        self.elapsed = 0.0
        self.started = self.finished = False
        self.progress = 0.0
        self.pos: Point = start
        self._cached = None

    def update(self, dt: float) -> None:
        if self.finished:
            return
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()
        moving = self.elapsed - self.delay
        self.progress = 1.0 if self.duration == 0 else min(1.0, moving / self.duration)
        self.pos = self.at(self.progress)
        if self.progress >= 1.0:
            self.finished = True
            if self.on_land:
                self.on_land()

    def at(self, progress: float) -> Point:
        x = ease_in_out(progress)
        if self.path is not None:
            return self.path(x)
        (sx, sy), (ex, ey) = self.start, self.end
        lift = self.arc * math.sin(math.pi * x)       # a gentle hop over the felt
        return sx + (ex - sx) * x, sy + (ey - sy) * x - lift

    def picture(self) -> pygame.Surface:
        x = self.progress
        scale = self.scale[0] + (self.scale[1] - self.scale[0]) * x
        alpha = round(self.fade[0] + (self.fade[1] - self.fade[0]) * x)
        angle = self.spin * x
        key = (round(scale, 2), alpha // 8, round(angle))
        if self._cached is None or self._cached[0] != key:
            image = self.image
            if angle:
                image = pen.transform.rotozoom(image, angle, scale)
            elif key[0] != 1.0:
                w, h = image.get_size()
                image = pen.transform.smoothscale(image, (max(1, round(w * scale)), max(1, round(h * scale))))
            if alpha < 255:
                image = image.copy()
                image.set_alpha(alpha)
            self._cached = (key, image)
        return self._cached[1]

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started or self.finished:
            return
        image = self.picture()
        surface.blit(image, image.get_rect(center=(round(self.pos[0]), round(self.pos[1]))))


def ellipse_path(centre: Point, radii: Point, from_angle: float, to_angle: float,
                 start: Point, end: Point) -> Callable[[float], Point]:
    """Round the table along its ellipse, from `start` to `end` (points near the
    ellipse at those angles): the offsets from the ellipse blend along the way."""
    def point(angle: float) -> Point:
        return centre[0] + radii[0] * math.cos(angle), centre[1] + radii[1] * math.sin(angle)

    p0, p1 = point(from_angle), point(to_angle)
    off0 = (start[0] - p0[0], start[1] - p0[1])
    off1 = (end[0] - p1[0], end[1] - p1[1])

    def path(x: float) -> Point:
        px, py = point(from_angle + (to_angle - from_angle) * x)
        return px + off0[0] * (1 - x) + off1[0] * x, py + off0[1] * (1 - x) + off1[1] * x
    return path
