"""The check held on the table until a person goes on: the keys that do it and their
name on screen. Only keys that are nobody's call key go on (Space and Enter unless
they are buzzers, the keypad's Enter, else N), and a left click: pressed again and
again to hurry, they can never become a call in the next round (a buzzer pressed
during the hold does nothing: the calls are closed)."""
from __future__ import annotations

import pygame

from scenes.ui.text import t
from scenes.yam_color.call_keys import BUZZERS


class CheckHold:
    def __init__(self, keys):
        buzzers = {BUZZERS[k] for k in keys if k in BUZZERS}
        named = [k for k in (pygame.K_SPACE, pygame.K_RETURN) if k not in buzzers]
        self.keys = set(named) | {pygame.K_KP_ENTER} | (set() if named else {pygame.K_n})
        self.key = named[0] if named else pygame.K_n       # the one named on screen
        self.held = False

    def name(self) -> str:
        if self.key == pygame.K_SPACE:
            return t("yam_keyname_space")
        return t("yam_keyname_return") if self.key == pygame.K_RETURN else "N"

    def goes_on(self, event) -> bool:
        """Does this input, while held, let the table go on?"""
        if event.type == pygame.KEYDOWN:
            return event.key in self.keys
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
