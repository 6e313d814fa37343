"""Scene base: one screen (or overlay) on the app's stack."""
from __future__ import annotations

import pygame


class Scene:
    """Override what you need. `handle_event` returns the event to pass it to the
    scene below, or None when it used it. An `overlay` scene is drawn over the
    scene below it (which stays frozen: only the top scene updates)."""

    overlay = False

    def __init__(self, app):
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack (popped, replaced, or the app closes)."""

    def handle_event(self, event: pygame.event.Event):
        return event

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass
