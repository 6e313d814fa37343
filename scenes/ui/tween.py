"""Easing functions and dt-driven tweens: all motion advances only through update(dt)."""
from __future__ import annotations

import math
from typing import Callable


def linear(x: float) -> float:
    return x


def ease_out_cubic(x: float) -> float:
    return 1 - (1 - x) ** 3


def ease_in_out(x: float) -> float:
    return 3 * x * x - 2 * x * x * x


def ease_out_back(x: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (x - 1) ** 3 + c * (x - 1) ** 2


def lerp(a: float, b: float, x: float) -> float:
    return a + (b - a) * x


def lerp_point(a, b, x: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * x, a[1] + (b[1] - a[1]) * x)


class Tween:
    """Calls `apply(eased progress)` over `duration` seconds, then `done()` once."""

    def __init__(self, duration: float, apply: Callable[[float], None] | None = None,
                 ease: Callable[[float], float] = ease_out_cubic, done: Callable[[], None] | None = None):
        self.duration = max(0.0, duration)
        self.apply = apply
        self.ease = ease
        self.done = done
        self.elapsed = 0.0
        self.finished = False

    def update(self, dt: float) -> float:
        """Advance; return the time left over once finished (for chaining in a queue)."""
        if self.finished:
            return dt
        self.elapsed += dt
        progress = 1.0 if self.duration == 0 else min(1.0, self.elapsed / self.duration)
        if self.apply:
            self.apply(self.ease(progress))
        if progress >= 1.0:
            self.finished = True
            if self.done:
                self.done()
            return self.elapsed - self.duration
        return 0.0


def wait(duration: float, done: Callable[[], None] | None = None) -> Tween:
    return Tween(duration, None, linear, done)


def call(action: Callable[[], None]) -> Tween:
    return Tween(0.0, None, linear, action)


class TweenQueue:
    """Steps run one after the other; a step may be a Tween or a list of Tweens run
    together (the step ends when all of them have). `busy` while anything is queued."""

    def __init__(self):
        self.steps: list[list[Tween]] = []

    def add(self, *tweens: Tween) -> None:
        """One step: the tweens given run together (use several add() calls for a sequence)."""
        self.steps.append(list(tweens))

    def add_waiting(self, condition: Callable[[], bool]) -> None:
        """A step that lasts until `condition()` is true (e.g. dice at rest)."""
        self.steps.append([_Until(condition)])

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def clear(self) -> None:
        self.steps.clear()

    def update(self, dt: float) -> None:
        while self.steps:
            step = self.steps[0]
            leftover = min(t.update(dt) for t in step)
            if not all(t.finished for t in step):
                return
            self.steps.pop(0)
            dt = leftover


class _Until(Tween):
    def __init__(self, condition):
        super().__init__(math.inf)
        self.condition = condition

    def update(self, dt: float) -> float:
        if self.condition():
            self.finished = True
            return dt
        return 0.0
