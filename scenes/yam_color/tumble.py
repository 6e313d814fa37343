"""Eight pyramid dice tumbling onto the felt and settling (looks only: the colours
they settle on are the thrown ones, given by the match)."""
from __future__ import annotations

import math
import random

from game.yam_color.deck import COLOURS

from scenes.ui.tween import ease_out_cubic, lerp
from scenes.yam_color.pieces import ANGLES


class TumblingDie:
    """`colour` None: its outcome is not known yet (a race across computers: it comes just
    before the reveal); its top flickers until it is set, landed or not."""

    def __init__(self, colour: str | None, rest: tuple[float, float], rng: random.Random, duration: float):
        self.colour = colour
        self.rolled = 0.0               # seconds since thrown (the flicker of a die not yet known)
        self.rest = rest
        self.start = (rng.uniform(-120, -40), rest[1] + rng.uniform(-160, 160))
        self.spin = rng.uniform(2.5, 4.5) * rng.choice((-1, 1))      # turns over the whole tumble
        self.duration = duration
        self.elapsed = 0.0 if duration > 0 else 1.0
        self.flicker = [rng.choice(COLOURS) for _ in range(12)]      # tops shown while rolling

    @property
    def settled(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        self.elapsed = min(self.duration, self.elapsed + dt)
        self.rolled += dt

    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else self.elapsed / self.duration

    def ground(self) -> tuple[float, float]:
        """Where the die is over the felt (its shadow), the bounces left out."""
        x = ease_out_cubic(self.progress())
        return lerp(self.start[0], self.rest[0], x), lerp(self.start[1], self.rest[1], x)

    def pos(self) -> tuple[float, float]:
        x, y = self.ground()
        share = ease_out_cubic(self.progress())
        hop = 30 * abs(math.sin(share * 9)) * (1 - share)      # bounces dying down
        return x, y - hop

    def angle_step(self) -> int:
        turn = self.spin * (1 - ease_out_cubic(self.progress()))
        return int(round(turn * ANGLES)) % ANGLES

    def top(self) -> str:
        """The colour on top: flickering while it rolls, the thrown one at rest."""
        if self.colour is None:
            return self.flicker[int(self.rolled * 40) % len(self.flicker)]
        p = self.progress()
        if p >= 0.8:
            return self.colour
        return self.flicker[int(p * 60) % len(self.flicker)]


def resting_places(count: int, area, rng: random.Random) -> list[tuple[float, float]]:
    """Places on a loose grid (4 by 2) in `area` (x, y, w, h), jittered, never overlapping."""
    x, y, w, h = area
    cols, rows = 4, (count + 3) // 4
    cell_w, cell_h = w / cols, h / max(1, rows)
    return [(x + (k % cols + 0.5) * cell_w + rng.uniform(-cell_w * 0.18, cell_w * 0.18),
             y + (k // cols + 0.5) * cell_h + rng.uniform(-cell_h * 0.15, cell_h * 0.15)) for k in range(count)]
