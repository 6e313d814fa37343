"""The check held on the table until a person goes on: the keys that do it and their
name on screen. They are nobody's call key (every person's row is digits, the keypad's
digits or letters: scenes/yam_color/call_keys.py), so pressed again and again to hurry
they can never become a call in the next round: Space, Enter, the keypad's Enter, and a
left click. A call key pressed during the hold does nothing: the calls are closed."""
from __future__ import annotations

import pygame

from scenes.ui.text import t

GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class CheckHold:
    def __init__(self, keys=()):
        self.keys = set(GO_ON_KEYS)
        self.key = pygame.K_SPACE          # the one named on screen
        self.held = False

    def name(self) -> str:
        return t("yam_keyname_space")

    def goes_on(self, event) -> bool:
        """Does this input, while held, let the table go on?"""
        if event.type == pygame.KEYDOWN:
            return event.key in self.keys
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
