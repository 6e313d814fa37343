"""A table scene not yet on the shared driver (scenes/shell/table_scene.py), seen by
the overlays through TableHandle's names. A TableScene passes itself to the pause and
the results; an older table is found below the overlay, as the overlays used to.
Transitional: this module goes once every game's table is a TableScene."""
from __future__ import annotations

import pygame


def table_below(app) -> "OldTable | None":
    """The older table under the overlay being built (the top of the stack now)."""
    scene = app.stack[-1] if app.stack else None
    return OldTable(scene) if getattr(scene, "match", None) is not None else None


class OldTable:
    def __init__(self, scene):
        self.scene = scene

    @property
    def match(self):
        return self.scene.match

    @property
    def config(self):
        return self.scene.config

    def history_shown(self) -> bool:
        return getattr(self.scene, "history", None) is not None

    def toggle_history(self) -> None:
        """The table's own L (its history panel), as the overlays passed it down."""
        if hasattr(self.scene, "history"):
            self.scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l",
                                                       scancode=0))

    def close_history(self) -> None:
        self.scene.history = None

    def history_event(self, event) -> None:
        if self.history_shown():
            self.scene.history.handle_event(event)

    def update_history(self, dt: float) -> None:
        if self.history_shown():
            self.scene.history.update(dt)

    def export_log(self) -> str:
        return self.scene.app.game_part("export log")(self.scene)

    def clear_notice(self) -> None:
        self.scene.notice = None
