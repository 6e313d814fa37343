"""Playing the game's sounds (made by code: scenes/ui/synth.py). Silently does nothing
if there is no audio device.

Making all five takes longer than drawing the first frame, so none is made at start:
App.run makes one per frame in the frames after the first (prepare_next), and a sound
asked for before its turn is made on the spot (sound)."""
from __future__ import annotations

import pygame

from scenes.ui import synth


class Audio:
    def __init__(self, enabled: bool = True):
        self.muted = False
        self.volume = 1.0          # master volume (settings), times each sound's own
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.format: tuple[int, int] | None = None   # (rate, channels) of an open mixer
        self.pending: list[str] = []
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            rate, _, channels = pygame.mixer.get_init()
        except pygame.error:
            return
        self.format = (rate, channels)
        self.pending = list(synth.NAMES)

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """The sound `name`, made now if it was not yet; None without audio or for an unknown name."""
        if name not in self.sounds and self.format is not None and name in synth.SEEDS:
            rate, channels = self.format
            self.sounds[name] = pygame.mixer.Sound(buffer=synth.to_pcm16(synth.samples(name, rate), channels))
        return self.sounds.get(name)

    def prepare_next(self) -> bool:
        """Make the next sound not made yet; False once every sound is made."""
        while self.pending:
            name = self.pending.pop(0)
            if name not in self.sounds:
                self.sound(name)
                return True
        return False

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.muted:
            return
        sound = self.sound(name)
        if sound is not None:
            sound.set_volume(volume * self.volume)
            sound.play()

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        if self.muted and pygame.mixer.get_init():
            pygame.mixer.stop()
        return self.muted
