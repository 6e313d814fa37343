"""Sounds made by code (no files, no licence needed): dice rattle, landing knock,
prize chime, button click. Silently does nothing if there is no audio device."""
from __future__ import annotations

import math
import random
from array import array

import pygame


class Audio:
    def __init__(self, enabled: bool = True):
        self.muted = False
        self.volume = 1.0          # master volume (settings), times each sound's own
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            rate, _, channels = pygame.mixer.get_init()
        except pygame.error:
            return
        noise = random.Random(7)   # fixed: the same sounds every run
        makers = {"rattle": _rattle, "land": _land, "chime": _chime, "click": _click,
                  "no_prize": _no_prize}
        for name, make in makers.items():
            samples = make(rate, noise)
            self.sounds[name] = _to_sound(samples, channels)

    def play(self, name: str, volume: float = 1.0) -> None:
        sound = self.sounds.get(name)
        if sound is not None and not self.muted:
            sound.set_volume(volume * self.volume)
            sound.play()

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        if self.muted and pygame.mixer.get_init():
            pygame.mixer.stop()
        return self.muted


def _to_sound(samples: list[float], channels: int) -> pygame.mixer.Sound:
    data = array("h")
    for s in samples:
        v = int(max(-1.0, min(1.0, s)) * 30000)
        data.extend([v] * channels)
    return pygame.mixer.Sound(buffer=data.tobytes())


def _click_burst(rate, noise, length, pitch):
    """A short knock: decaying noise plus a damped resonance (dice on wood/felt)."""
    n = int(rate * length)
    out = []
    for i in range(n):
        t = i / rate
        env = math.exp(-t * 60)
        out.append(env * (0.6 * (noise.random() * 2 - 1) + 0.8 * math.sin(2 * math.pi * pitch * t)))
    return out


def _mix_at(buffer, clip, start, gain=1.0):
    for i, s in enumerate(clip):
        if start + i < len(buffer):
            buffer[start + i] += s * gain


def _rattle(rate, noise):
    buffer = [0.0] * int(rate * 0.45)
    for k in range(14):
        start = int(rate * (0.02 + 0.4 * noise.random() * (k / 14)))
        _mix_at(buffer, _click_burst(rate, noise, 0.03, 1800 + 1600 * noise.random()), start, 0.35)
    return buffer


def _land(rate, noise):
    buffer = [0.0] * int(rate * 0.25)
    _mix_at(buffer, _click_burst(rate, noise, 0.08, 420), 0, 0.7)
    _mix_at(buffer, _click_burst(rate, noise, 0.05, 900), int(rate * 0.07), 0.3)
    return buffer


def _chime(rate, noise):
    n = int(rate * 0.6)
    out = []
    for i in range(n):
        t = i / rate
        env = math.exp(-t * 6) * min(1.0, t * 200)
        out.append(0.35 * env * (math.sin(2 * math.pi * 880 * t) + 0.6 * math.sin(2 * math.pi * 1320 * t)
                                 + 0.3 * math.sin(2 * math.pi * 1760 * t)))
    return out


def _no_prize(rate, noise):
    n = int(rate * 0.5)
    out = []
    for i in range(n):
        t = i / rate
        f = 330 - 120 * t
        out.append(0.3 * math.exp(-t * 5) * math.sin(2 * math.pi * f * t))
    return out


def _click(rate, noise):
    return [0.5 * s for s in _click_burst(rate, noise, 0.02, 2400)]
